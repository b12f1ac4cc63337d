import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Every table of the test's database (its own PostgreSQL schema, or its SQLite file). */
export async function tableNames(db: Db): Promise<string[]> {
  if (db.kind === 'postgres') {
    const result = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db.db);
    return result.rows.map((row) => row.table_name);
  }
  const result = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db.db);
  return result.rows.map((row) => row.name);
}
