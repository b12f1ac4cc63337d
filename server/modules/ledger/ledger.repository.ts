import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/dialect.ts';
import { prepared } from '../../db/prepared.ts';
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
  const values = entries.flatMap((entry) => [
    randomUUID(),
    entry.childId,
    entry.amount,
    entry.reason,
    entry.reference,
    created_at,
  ]);
  const result = await movements(entries.length)(db, ...values);
  return Number(result.numAffectedRows ?? 0);
}

/** The insert of `count` movements, built once per count (an activity pays one row per point). */
const insertsByCount = new Map<number, ReturnType<typeof movementsInsert>>();
function movements(count: number) {
  let insert = insertsByCount.get(count);
  if (!insert) {
    insert = movementsInsert(count);
    insertsByCount.set(count, insert);
  }
  return insert;
}
const movementsInsert = (count: number) =>
  prepared((db, ...values: unknown[]) =>
    db
      .insertInto('coin_ledger')
      .values(
        Array.from({ length: count }, (_, i) => ({
          id: values[i * 6] as string,
          student_id: values[i * 6 + 1] as string,
          amount: values[i * 6 + 2] as number,
          reason: values[i * 6 + 3] as CoinLedgerTable['reason'],
          reference: values[i * 6 + 4] as string,
          created_at: values[i * 6 + 5] as string,
        })),
      )
      .onConflict((oc) => oc.columns(['student_id', 'reason', 'reference']).doNothing()),
  );

/** Coins the student can spend, and coins earned in all (credits only). */
export interface CoinTotals {
  balance: number;
  earned: number;
}

/** The child's coin totals, from the ledger. */
export async function coinTotals(db: Kysely<Database>, childId: string): Promise<CoinTotals> {
  const [row] = (await totals(db, childId)).rows;
  return { balance: Number(row?.balance ?? 0), earned: Number(row?.earned ?? 0) };
}

const totals = prepared((db, childId: string) =>
  db
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
    .where('student_id', '=', childId),
);
