import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import { type ActivityBody, activityBodySchema } from '../../../domain/contract/activity.ts';
import type { Db } from '../../db/database.ts';
import { toDbTime } from '../../db/dialect.ts';
import { prepared } from '../../db/prepared.ts';
import type { ActivityAttemptTable, Database } from '../../db/schema.ts';
import { recordAll } from '../ledger/index.ts';

/**
 * A student's learning rows: the activities they play, their attempts and best scores, and the
 * units and plans that open content to them. Every function takes the database or a
 * transaction first. A row leaves as a domain object where the code reads one (an activity's
 * body as the one activity type, `activityBodyOf`), so no service parses a stored column.
 */

const liveActivity = prepared((db, activityId: string) =>
  db
    .selectFrom('activities')
    .select(['id', 'topic_id', 'kind', 'body', 'max_score'])
    .where('id', '=', activityId)
    .where('retired_at', 'is', null),
);

/** A live (not retired) activity, as far as completing it goes, or undefined. */
export async function findLiveActivity(db: Kysely<Database>, activityId: string) {
  return (await liveActivity(db, activityId)).rows[0];
}

/**
 * A stored activity's body (its `kind` column and `body` JSON) as the one activity type: parsed,
 * not cast, so a row the type does not describe fails here, by its id, not in a player.
 * A practice activity's body is its definition instead (practice.ts `practiceOf`).
 */
export function activityBodyOf(row: { id: string; kind: string; body: string }): ActivityBody {
  const parsed = activityBodySchema.safeParse({ ...JSON.parse(row.body), kind: row.kind });
  if (!parsed.success) throw new Error(`activity ${row.id}: its stored body is not a ${row.kind}`);
  return parsed.data;
}

/** A topic's live activities in order; with `videosOnly`, its videos only. */
export function liveActivitiesOfTopic(db: Kysely<Database>, topicId: string, videosOnly: boolean) {
  return db
    .selectFrom('activities')
    .selectAll()
    .where('topic_id', '=', topicId)
    .where('retired_at', 'is', null)
    .$if(videosOnly, (query) => query.where('kind', '=', 'video'))
    .orderBy('position')
    .execute();
}

/**
 * The student's best score at each of these activities they have attempted, and how many
 * attempts they finished (the seed of the next attempt's option order, ADR 020).
 */
export async function bestScores(
  db: Kysely<Database>,
  childId: string,
  activityIds: string[],
): Promise<Map<string, { best: number; attempts: number }>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('activity_attempts')
    .select((eb) => ['activity_id', eb.fn.max('score').as('best'), eb.fn.countAll().as('attempts')])
    .where('student_id', '=', childId)
    .where('activity_id', 'in', activityIds)
    .groupBy('activity_id')
    .execute();
  return new Map(
    rows.map((row) => [row.activity_id, { best: Number(row.best), attempts: Number(row.attempts) }]),
  );
}

/** Every activity the student has an attempt at (a student has dozens to hundreds). */
export async function attemptedActivityIds(db: Kysely<Database>, childId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('activity_attempts')
    .select('activity_id')
    .distinct()
    .where('student_id', '=', childId)
    .execute();
  return new Set(rows.map((row) => row.activity_id));
}

/** The attempt recorded under this idempotency key, if any. */
export function findAttemptByKey(db: Kysely<Database>, childId: string, idempotencyKey: string) {
  return db
    .selectFrom('activity_attempts')
    .select(['score', 'total', 'coins'])
    .where('student_id', '=', childId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** The attempts recorded under any of these idempotency keys (a sync's event ids), by key. */
export async function attemptsByKeys(db: Kysely<Database>, childId: string, keys: string[]) {
  if (keys.length === 0) return new Map<string, { score: number; total: number; coins: number }>();
  const rows = await db
    .selectFrom('activity_attempts')
    .select(['idempotency_key', 'score', 'total', 'coins'])
    .where('student_id', '=', childId)
    .where('idempotency_key', 'in', keys)
    .execute();
  return new Map(
    rows.map((row) => [
      row.idempotency_key,
      { score: Number(row.score), total: Number(row.total), coins: Number(row.coins) },
    ]),
  );
}

/**
 * Records an attempt; false when the student's idempotency key was recorded already (the unique
 * key decides between two requests arriving at once).
 */
async function insertAttempt(
  db: Kysely<Database>,
  attempt: Omit<ActivityAttemptTable, 'id' | 'created_at'>,
): Promise<boolean> {
  const { student_id, activity_id, idempotency_key, score, total, coins, answers } = attempt;
  const id = randomUUID();
  const at = toDbTime(new Date());
  const result = await newAttempt(
    db,
    id,
    student_id,
    activity_id,
    idempotency_key,
    score,
    total,
    coins,
    answers,
    at,
  );
  return Number(result.numAffectedRows ?? 0) > 0;
}

const newAttempt = prepared(
  (
    db,
    id: string,
    student_id: string,
    activity_id: string,
    idempotency_key: string,
    score: number,
    total: number,
    coins: number,
    answers: string,
    created_at: string,
  ) =>
    db
      .insertInto('activity_attempts')
      .values({ id, student_id, activity_id, idempotency_key, score, total, coins, answers, created_at })
      .onConflict((oc) => oc.columns(['student_id', 'idempotency_key']).doNothing()),
);

/** A completion to record: the attempt's columns, without the coins (the ledger decides those). */
export type NewAttempt = Omit<ActivityAttemptTable, 'id' | 'created_at' | 'coins'>;

/**
 * An attempt and the coins it earned, as one atomic write: one ledger row per point
 * (`references`, domain/rules/coins.ts: a point paid before is a row that exists, so only new
 * points pay) and the attempt with the count of rows really paid. Returns that count, or
 * undefined when the attempt's key was recorded before (a request sent again, or another at
 * this moment): then nothing of this one is kept. `alsoWith` writes more that must commit or
 * roll back with it (a practice's item results).
 *
 * On PostgreSQL, without `alsoWith`, it is one statement and one round trip instead of four
 * (begin, ledger, attempt, commit): the commonest write's latency (issue 31 point 4, ADR 036).
 */
export async function recordPaidAttempt(
  database: Db,
  attempt: NewAttempt,
  references: string[],
  alsoWith?: (trx: Kysely<Database>) => Promise<void>,
): Promise<number | undefined> {
  if (database.kind === 'postgres' && !alsoWith)
    return recordInOneStatement(database.db, attempt, references);
  try {
    return await database.db.transaction().execute(async (trx) => {
      const coins = await recordAll(
        trx,
        references.map((reference) => ({
          childId: attempt.student_id,
          amount: 1,
          reason: 'activity',
          reference,
        })),
      );
      if (!(await insertAttempt(trx, { ...attempt, coins }))) throw new KeyTaken();
      await alsoWith?.(trx);
      return coins;
    });
  } catch (error) {
    if (error instanceof KeyTaken) return undefined;
    throw error;
  }
}

/** Thrown inside the transaction when the attempt's key was taken: rolls back what it paid. */
class KeyTaken extends Error {}

/**
 * PostgreSQL: the ledger rows, then the attempt carrying how many of them were new, in one
 * statement (one snapshot, atomic). The ledger is written only when the key is not yet taken;
 * two requests with one key at one moment both see it free, and the second's attempt is refused
 * by the unique key. With the same answers it paid nothing (the first holds or has paid every
 * point); with a higher score under the same key it may have paid the points above the first's:
 * those rows, named by the statement, are taken back at once, so the ledger again matches the
 * attempts.
 */
async function recordInOneStatement(db: Kysely<Database>, attempt: NewAttempt, references: string[]) {
  const at = toDbTime(new Date());
  const ids = references.map(() => randomUUID());
  const { rows } = await db.executeQuery<{ coins: number | null; paid: string[] }>(
    CompiledQuery.raw(ONE_COMPLETION, [
      attempt.student_id,
      attempt.idempotency_key,
      at,
      ids,
      references,
      randomUUID(),
      attempt.activity_id,
      attempt.score,
      attempt.total,
      attempt.answers,
    ]),
  );
  const [row] = rows;
  if (row && row.coins !== null) return Number(row.coins);
  const paid = row?.paid ?? [];
  if (paid.length > 0) await db.deleteFrom('coin_ledger').where('id', 'in', paid).execute();
  return undefined;
}

const ONE_COMPLETION = `
with fresh as (
  select not exists (
    select 1 from activity_attempts where student_id = $1 and idempotency_key = $2
  ) as ok
), paid as (
  insert into coin_ledger (id, student_id, amount, reason, reference, created_at)
  select point.id, $1, 1, 'activity', point.reference, cast($3 as timestamptz)
  from unnest(cast($4 as text[]), cast($5 as text[])) as point(id, reference), fresh
  where fresh.ok
  on conflict (student_id, reason, reference) do nothing
  returning id
), attempt as (
  insert into activity_attempts
    (id, student_id, activity_id, idempotency_key, score, total, coins, answers, created_at)
  select $6, $1, $7, $2, cast($8 as integer), cast($9 as integer), (select count(*) from paid), $10,
    cast($3 as timestamptz)
  on conflict (student_id, idempotency_key) do nothing
  returning coins
)
select (select coins from attempt) as coins, array(select id from paid) as paid`;

/**
 * Each activity the student attempted: best score, its total, and when last, with the activity's
 * title and its topic's and subject's names (retired activities too: the attempt still counts).
 */
export function completedActivities(db: Kysely<Database>, childId: string) {
  return db
    .selectFrom('activity_attempts')
    .innerJoin('activities', 'activities.id', 'activity_attempts.activity_id')
    .innerJoin('topics', 'topics.id', 'activities.topic_id')
    .innerJoin('chapters', 'chapters.id', 'topics.chapter_id')
    .innerJoin('units', 'units.id', 'chapters.unit_id')
    .innerJoin('subjects', 'subjects.id', 'units.subject_id')
    .select((eb) => [
      'activity_attempts.activity_id',
      'activities.heading_title',
      'topics.name_en as topic_en',
      'topics.name_kn as topic_kn',
      'subjects.name_en as subject_en',
      'subjects.name_kn as subject_kn',
      eb.fn.max('activity_attempts.score').as('best'),
      eb.fn.max('activity_attempts.total').as('total'),
      eb.fn.max('activity_attempts.created_at').as('last'),
    ])
    .where('activity_attempts.student_id', '=', childId)
    .groupBy([
      'activity_attempts.activity_id',
      'activities.heading_title',
      'topics.name_en',
      'topics.name_kn',
      'subjects.name_en',
      'subjects.name_kn',
    ])
    .execute();
}

/** The units the student unlocked with coins, among `unitIds` when given. */
export async function unlockedUnitIds(
  db: Kysely<Database>,
  childId: string,
  unitIds?: string[],
): Promise<string[]> {
  if (unitIds?.length === 0) return [];
  const rows = await db
    .selectFrom('unit_unlocks')
    .select('unit_id')
    .where('student_id', '=', childId)
    .$if(unitIds !== undefined, (query) => query.where('unit_id', 'in', unitIds ?? []))
    .execute();
  return rows.map((row) => row.unit_id);
}

/** The student's plans still running at `now`: what each was bought for. */
export function livePlans(db: Kysely<Database>, childId: string, now: Date) {
  return db
    .selectFrom('subscriptions')
    .select(['type', 'grade', 'board', 'medium'])
    .where('student_id', '=', childId)
    .where('ends_at', '>', toDbTime(now))
    .execute();
}

/** The topic of the student's most recent attempt among these topics, if any. */
export async function lastAttemptedTopicId(
  db: Kysely<Database>,
  childId: string,
  topicIds: string[],
): Promise<string | undefined> {
  if (topicIds.length === 0) return undefined;
  const row = await db
    .selectFrom('activity_attempts')
    .innerJoin('activities', 'activities.id', 'activity_attempts.activity_id')
    .select('activities.topic_id')
    .where('activity_attempts.student_id', '=', childId)
    .where('activities.topic_id', 'in', topicIds)
    .orderBy('activity_attempts.created_at', 'desc')
    .orderBy('activity_attempts.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.topic_id;
}
