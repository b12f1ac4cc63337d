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

/**
 * Counts every row any table of the test's database inserts, updates or deletes from now on
 * (a trigger per table adding to one counter): `writes()` reads the counter. One small read
 * where counting every table's rows cost most of the fuzz's time on PostgreSQL (issue 33), and
 * stronger: an update that leaves the counts alone is seen too.
 */
export async function watchWrites(db: Db): Promise<() => Promise<number>> {
  const tables = await tableNames(db);
  await sql`create table write_watch (n bigint not null)`.execute(db.db);
  await sql`insert into write_watch (n) values (0)`.execute(db.db);
  if (db.kind === 'postgres') {
    await sql`create function write_watch_count() returns trigger language plpgsql as $$
      begin update write_watch set n = n + 1; return null; end $$`.execute(db.db);
    for (const table of tables)
      await sql`create trigger write_watch after insert or update or delete on ${sql.table(table)}
        for each row execute function write_watch_count()`.execute(db.db);
  } else {
    for (const table of tables)
      for (const event of ['insert', 'update', 'delete'])
        await sql`create trigger ${sql.raw(`write_watch_${event}_${table}`)} after ${sql.raw(event)}
          on ${sql.table(table)} begin update write_watch set n = n + 1; end`.execute(db.db);
  }
  return async () => {
    const result = await sql<{ n: number | string }>`select n from write_watch`.execute(db.db);
    return Number(result.rows[0]?.n);
  };
}
