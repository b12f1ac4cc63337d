import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import { TIME_ZONE } from '../../domain/rules/calendarDay.ts';
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

/**
 * India's offset from UTC in minutes, for SQLite, which knows no time zones: Asia/Kolkata has
 * been +05:30 all year, with no daylight saving, since 1945 (streak.test.ts checks it against
 * `calendarDay`).
 */
export const INDIA_OFFSET_MINUTES = 330;

/**
 * The calendar day in India ('YYYY-MM-DD') of a moment column, the day `calendarDay` gives in
 * JavaScript: PostgreSQL by the zone's name, SQLite by India's offset on the ISO-8601 text.
 */
export function indiaDay(kind: DbKind, moment: Expression<unknown>): RawBuilder<string> {
  return kind === 'postgres'
    ? sql<string>`to_char(${moment} at time zone ${sql.lit(TIME_ZONE)}, 'YYYY-MM-DD')`
    : sql<string>`date(${moment}, ${sql.lit(`+${INDIA_OFFSET_MINUTES} minutes`)})`;
}

/**
 * The moment India's next calendar day after `day` ('YYYY-MM-DD') begins, comparable with a
 * moment column (SQLite: as `toDbTime` writes it).
 */
export function indiaNextDayStart(kind: DbKind, day: Expression<unknown>): RawBuilder<string> {
  return kind === 'postgres'
    ? sql<string>`(cast(${day} as date) + 1)::timestamp at time zone ${sql.lit(TIME_ZONE)}`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${day}, '+1 day', ${sql.lit(`-${INDIA_OFFSET_MINUTES} minutes`)})`;
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
export async function lockChildRow(trx: Kysely<Database>, kind: DbKind, childId: string) {
  if (kind === 'postgres') await sql`select id from students where id = ${childId} for update`.execute(trx);
}

/**
 * Serialises a parent's account-wide writes (adding a child) inside a transaction, as
 * `lockStudentRow` does a student's: PostgreSQL locks the parent's row until commit; SQLite needs
 * nothing.
 */
export async function lockParentRow(trx: Kysely<Database>, kind: DbKind, parentId: string) {
  if (kind === 'postgres') await sql`select id from parents where id = ${parentId} for update`.execute(trx);
}

/**
 * A new random (version 4) UUID made by the database, for set-based inserts in migrations:
 * PostgreSQL has `gen_random_uuid()` (13+); SQLite builds one from `randomblob`.
 */
export function newUuid(kind: DbKind): RawBuilder<string> {
  return kind === 'postgres'
    ? sql<string>`gen_random_uuid()::text`
    : sql<string>`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2)
        || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2)
        || '-' || hex(randomblob(6)))`;
}
