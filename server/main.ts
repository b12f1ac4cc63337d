import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadSampleData, sampleData } from './db/seed.ts';

/**
 * The single-host server of `npm start`: migrates, loads sample data on first run, then serves
 * the API and the built site on one origin. Stops cleanly on SIGINT/SIGTERM.
 */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  const applied = await migrateToLatest(db);
  const seeded = config.seedSampleData
    ? await loadSampleData(db, sampleData(config.curriculumDir, config.mediaDir), config.contentMinReview)
    : [];
  const app = await buildApp(config, { db });
  app.log.info({ database: db.kind, migrationsApplied: applied, sampleDataLoaded: seeded }, 'database ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`\n  Kalike is running at http://${shownHost}:${config.port}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
