import { type Kysely, sql } from 'kysely';
import type { DbKind } from '../dialect.ts';
import { completionFunctionMigration } from './0026_completion_function.ts';

/**
 * The completion's write answers the child's coin totals too (issue 31 point 4, ADR 037): the
 * completion's answer carries the profile, whose balance and coins earned were one more read of
 * the ledger straight after the write (its own statement, connection and round trip). The
 * function sums them in the same call, after its own ledger rows, so they include what it paid.
 * Same arguments and writes as 0026's, written out again on purpose: a migration is the record of
 * what it applied, and 0026's text must not change. A key recorded before still answers no row
 * and writes nothing. The out columns are named apart from the tables' (`coins` would be
 * ambiguous inside).
 */
export function completionTotalsMigration(kind: DbKind) {
  return {
    async up(db: Kysely<unknown>) {
      if (kind !== 'postgres') return;
      await sql`drop function record_completion`.execute(db);
      await sql`
        create function record_completion(
          p_id text, p_student text, p_activity text, p_key text, p_score integer, p_total integer,
          p_answers text, p_at timestamptz, p_references text[]
        ) returns table (paid_coins integer, coin_balance bigint, coins_earned bigint)
        language plpgsql as $$
        declare
          paid integer;
        begin
          insert into activity_attempts
            (id, student_id, activity_id, idempotency_key, score, total, coins, answers, created_at)
            values (p_id, p_student, p_activity, p_key, p_score, p_total, 0, p_answers, p_at)
            on conflict (student_id, idempotency_key) do nothing;
          if not found then
            return;
          end if;
          insert into coin_ledger (id, student_id, amount, reason, reference, created_at)
            select gen_random_uuid()::text, p_student, 1, 'activity', reference, p_at
            from unnest(p_references) as reference
            on conflict (student_id, reason, reference) do nothing;
          get diagnostics paid = row_count;
          if paid > 0 then
            update activity_attempts set coins = paid where id = p_id;
          end if;
          return query
            select paid,
              coalesce(sum(amount), 0)::bigint,
              coalesce(sum(case when amount > 0 then amount else 0 end), 0)::bigint
            from coin_ledger where student_id = p_student;
        end
        $$`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (kind !== 'postgres') return;
      await sql`drop function record_completion`.execute(db);
      await completionFunctionMigration(kind).up(db);
    },
  };
}
