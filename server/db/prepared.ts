import { randomUUID } from 'node:crypto';
import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema.ts';

/** The stand-in for a query's nth value while it is built: no value the app writes is this. */
const NONCE = randomUUID();
const slot = (n: number) => `kalike-slot:${NONCE}:${n}`;

/**
 * A query built and compiled once, then run with new values (issue 31 point 3): Kysely builds
 * and compiles a query's SQL on every call, about a fifth of a completion's time in its profile
 * (docs/quality.md, 2026-12-03). `build` writes the query as usual, with its values taken from
 * its arguments; it runs once per dialect with stand-ins, and each call swaps its own values in
 * for them (values written in the query itself stay). The SQL text is the same every time, so
 * SQLite's statement cache (database.ts) and PostgreSQL get one statement. Only for a query whose
 * shape does not depend on its values (no `in` list, no optional clause).
 */
export function prepared<A extends unknown[], R>(
  build: (db: Kysely<Database>, ...values: A) => Compilable<R>,
): (db: Kysely<Database>, ...values: A) => Promise<QueryResult<R>> {
  // One per dialect (a process runs one; the tests may open both), keyed by its adapter's class:
  // the SQL depends on the dialect alone, not on the database or the transaction.
  const compiled = new Map<unknown, { query: CompiledQuery<R>; slots: (number | undefined)[] }>();
  return (db, ...values) => {
    const adapter = db.getExecutor().adapter.constructor;
    let entry = compiled.get(adapter);
    if (!entry) {
      const stands = values.map((_, i) => slot(i));
      const index = new Map<unknown, number>(stands.map((stand, i) => [stand, i]));
      const query = build(db, ...(stands as A)).compile();
      const slots = query.parameters.map((parameter) => index.get(parameter));
      entry = { query, slots };
      compiled.set(adapter, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((parameter, i) => {
      const n = slots[i];
      return n === undefined ? parameter : values[n];
    });
    return db.executeQuery({ ...query, parameters });
  };
}
