/**
 * The OpenAPI document without a running server (issue 20): the app is built on a throwaway
 * SQLite database (it reads a secret at start) and asked for `app.swagger()`. Used by the
 * reference page at build time (postbuild) and by `npm run api:types`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { documentServers } from '../server/openapi.ts';

/** The document; `serverUrl` replaces `/` for a copy read on another origin than the API's. */
export async function apiDocument(serverUrl = '/'): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'kalike-openapi-'));
  const db = openDatabase(join(dir, 'document.sqlite'));
  try {
    await migrateToLatest(db);
    const config = loadConfig({ LOG_LEVEL: 'silent', SITE_DIR: '', SEED_SAMPLE_DATA: 'false' });
    const app = await buildApp(config, { db });
    const document = app.swagger() as unknown as Record<string, unknown>;
    await app.close();
    return { ...document, servers: documentServers(serverUrl) };
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
