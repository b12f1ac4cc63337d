/** `npm run db:migrate`: brings the database DATABASE_URL names up to date, then exits. */
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
try {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  const applied = await migrateToLatest(db);
  await db.close();
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
