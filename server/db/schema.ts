/**
 * Table types as Kysely sees them. Timestamps are written as ISO-8601 strings and read back
 * as strings (SQLite) or Dates (PostgreSQL); `dialect.ts` turns them into Dates.
 */
export interface ContactMessageTable {
  id: string;
  name: string;
  company: string;
  email: string;
  message: string;
  locale: string;
  created_at: string | Date;
}

export interface SeedRunTable {
  name: string;
  ran_at: string | Date;
}

export interface Database {
  contact_messages: ContactMessageTable;
  seed_runs: SeedRunTable;
}
