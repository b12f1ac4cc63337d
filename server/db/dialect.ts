import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

/**
 * The few places where SQLite and PostgreSQL differ, kept in one module so that every
 * repository and migration has one code path (ARCHITECTURE.md, "Data").
 */
export type DbKind = 'sqlite' | 'postgres';

/** Column types for migrations. */
export function columnTypes(kind: DbKind) {
  return {
    timestamp: kind === 'postgres' ? 'timestamptz' : 'text',
    boolean: kind === 'postgres' ? 'boolean' : 'integer',
    bigint: kind === 'postgres' ? 'bigint' : 'integer',
  } as const;
}

/** A moment as it is written: ISO-8601 in UTC, which both engines read back in order. */
export function toDbTime(date: Date): string {
  return date.toISOString();
}

export function fromDbTime(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A boolean as the engine stores it (SQLite: 0/1). */
export function toDbBool(kind: DbKind, value: boolean): boolean | number {
  return kind === 'postgres' ? value : value ? 1 : 0;
}

/** SQLite stores booleans as 0/1. */
export function fromDbBool(value: boolean | number): boolean {
  return value === true || value === 1;
}

/** PostgreSQL returns count(*) and bigint as strings. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

export function kindOfUrl(url: string): DbKind {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/**
 * Serialises a student's writes inside a transaction: PostgreSQL locks the student's row until
 * commit; SQLite runs one write transaction at a time anyway, so it needs nothing.
 */
export async function lockStudentRow(trx: Kysely<Database>, kind: DbKind, studentId: string) {
  if (kind === 'postgres') await sql`select id from students where id = ${studentId} for update`.execute(trx);
}
