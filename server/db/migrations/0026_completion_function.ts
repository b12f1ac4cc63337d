import { type Kysely, sql } from 'kysely';
import type { DbKind } from '../dialect.ts';

/**
 * A completion's write as one call on PostgreSQL (issue 31 point 4, ADR 037): the attempt under
 * its idempotency key, then, only if the key was new, one ledger row per point not paid before
 * (the ledger's unique reference pays each point once ever), then the attempt's coins. One
 * function call is one statement and one transaction: four round trips (begin, the ledger's
 * insert, the attempt's, commit) become one, while the pool's connection is held for it. A key
 * recorded before answers null and writes nothing. SQLite, in process, keeps the transaction of
 * learning.repository.ts (its round trips cost nothing).
 */
export function completionFunctionMigration(kind: DbKind) {
  return {
    async up(db: Kysely<unknown>) {
      if (kind !== 'postgres') return;
      await sql`
        create function record_completion(
          p_id text, p_student text, p_activity text, p_key text, p_score integer, p_total integer,
          p_answers text, p_at timestamptz, p_references text[]
        ) returns integer language plpgsql as $$
        declare
          paid integer;
        begin
          insert into activity_attempts
            (id, student_id, activity_id, idempotency_key, score, total, coins, answers, created_at)
            values (p_id, p_student, p_activity, p_key, p_score, p_total, 0, p_answers, p_at)
            on conflict (student_id, idempotency_key) do nothing;
          if not found then
            return null;
          end if;
          insert into coin_ledger (id, student_id, amount, reason, reference, created_at)
            select gen_random_uuid()::text, p_student, 1, 'activity', reference, p_at
            from unnest(p_references) as reference
            on conflict (student_id, reason, reference) do nothing;
          get diagnostics paid = row_count;
          if paid > 0 then
            update activity_attempts set coins = paid where id = p_id;
          end if;
          return paid;
        end
        $$`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (kind !== 'postgres') return;
      await sql`drop function record_completion`.execute(db);
    },
  };
}
