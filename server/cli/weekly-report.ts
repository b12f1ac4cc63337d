/**
 * `npm run report:weekly`: sends the weekly report SMS (issue 18) of the last complete week
 * (Monday to Sunday, India's calendar) to every parent who opted in, one per child, through
 * the configured SMS provider (local: the log and the dev outbox). Run it each Monday, e.g. by
 * cron at 09:00 IST; running it again, or on two hosts at once, sends nothing twice. Exits 1
 * when a send failed: those are tried again on the next run.
 */
import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { catalogueSource } from '../modules/curriculum/index.ts';
import { weeklyReportSender } from '../modules/reports/index.ts';
import { createSmsProvider } from '../providers/sms/index.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
try {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  // The server's own logger (pino, through Fastify), for what the SMS provider logs.
  const log = Fastify({ logger: { level: config.logLevel } }).log;
  const sender = weeklyReportSender(db, catalogueSource(db.db, 0), createSmsProvider(config, db.db, log));
  const summary = await sender.sendWeeklyReports(new Date());
  await db.close();
  console.log(
    `Weekly reports of the week from ${summary.week}: ${summary.sent} sent, ${summary.alreadySent} sent before, ` +
      `${summary.failures.length} failed.`,
  );
  for (const failure of summary.failures) console.error(failure);
  if (summary.failures.length > 0) process.exit(1);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
