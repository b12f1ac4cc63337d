/**
 * `npm run data:retention` (issue 32): deletes what the data inventory (server/privacy/inventory.ts)
 * says has expired: OTP records, the dev SMS outbox, contact messages, orders never paid, paid
 * orders past the legal period, replaced sign-in tokens (a live session keeps one row) and ended
 * sessions; and deletes again any account or child deleted before a backup was restored. Run it
 * daily (e.g. cron at 03:00 IST) and after every restore; running it twice deletes nothing more.
 */
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { retention } from '../modules/account/index.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
try {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const summary = await retention(db.db).run(new Date());
  await db.close();
  console.log(
    `Data retention: ${Object.entries(summary)
      .map(([what, count]) => `${what} ${count}`)
      .join(', ')}.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
