import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/dialect.ts';
import type { CoinLedgerTable, Database } from '../../db/schema.ts';

/**
 * The coin ledger (ARCHITECTURE.md, "Coins"): every movement is one appended row; the balance
 * and the coins earned are sums over it, never a stored number. A movement is recorded once per
 * student, reason and reference, so a replay or a race cannot pay twice.
 */
export async function record(db: Kysely<Database>, entry: LedgerEntry): Promise<boolean> {
  return (await recordAll(db, [entry])) > 0;
}

export type LedgerEntry = {
  childId: string;
  amount: number;
  reason: CoinLedgerTable['reason'];
  reference: string;
};

/** Several movements in one statement; returns how many were new (the others were paid before). */
export async function recordAll(db: Kysely<Database>, entries: LedgerEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const created_at = toDbTime(new Date());
  const result = await db
    .insertInto('coin_ledger')
    .values(
      entries.map((entry) => ({
        id: randomUUID(),
        student_id: entry.childId,
        amount: entry.amount,
        reason: entry.reason,
        reference: entry.reference,
        created_at,
      })),
    )
    .onConflict((oc) => oc.columns(['student_id', 'reason', 'reference']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Coins the student can spend, and coins earned in all (credits only). */
export async function coinTotals(db: Kysely<Database>, childId: string) {
  const row = await db
    .selectFrom('coin_ledger')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('balance'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(eb.case().when('amount', '>', 0).then(eb.ref('amount')).else(0).end()),
          eb.lit(0),
        )
        .as('earned'),
    ])
    .where('student_id', '=', childId)
    .executeTakeFirstOrThrow();
  return { balance: Number(row.balance), earned: Number(row.earned) };
}
