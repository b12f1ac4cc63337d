/**
 * `npm run content:import`: checks every curriculum file, then writes them into the database
 * DATABASE_URL names. Nothing is written when any file is bad; a re-import keeps every
 * student's progress (rows are found again by their keys).
 */
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { importCurriculum, readCurriculum } from '../modules/curriculum/index.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const { files, problems } = readCurriculum(process.argv[2] ?? 'curriculum');
if (problems.length) {
  for (const problem of problems) console.error(`${problem.file}: ${problem.path}: ${problem.message}`);
  console.error(`\n${problems.length} problem(s); nothing was imported.`);
  process.exit(1);
}
try {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const counts = await importCurriculum(db.db, db.kind, files, config.contentMinReview);
  await db.close();
  console.log(
    `Imported ${files.length} subject files: new ${counts.subjects} subjects, ${counts.units} units, ${counts.chapters} chapters, ` +
      `${counts.topics} topics, ${counts.activities} activities; ${counts.retired} retired.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
