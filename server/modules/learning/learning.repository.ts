import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type ActivityBody, activityBodySchema } from '../../../domain/contract/activity.ts';
import type { ActiveSubscription } from '../../../domain/contract/auth.ts';
import { type DbKind, fromDbTime, toDbTime } from '../../db/dialect.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { type CoinTotals, coinTotals, recordAll } from '../ledger/index.ts';

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

/** One completion as it is recorded: the server's score of the child's answers. */
export interface AttemptToRecord {
  childId: string;
  activityId: string;
  idempotencyKey: string;
  score: number;
  total: number;
  /** The answers as the player sent them, as JSON. */
  answers: string;
}

/** What recording a new completion paid, and the child's coins after it (for the profile). */
export interface RecordedCompletion {
  coins: number;
  totals: CoinTotals;
  /** The child's plans running at the completion's moment, as the profile shows them. */
  subscriptions: ActiveSubscription[];
}

/**
 * Records a completion: its attempt under its idempotency key and, only if the key was new, the
 * points it pays, `references` (one ledger row per point not paid before: the ledger's unique
 * reference pays each point once ever, so replays and races cannot farm coins), then the coins
 * paid on the attempt. Answers the coins paid, the child's coin totals after them and their
 * running plans (the completion's answer carries the profile: issue 31, it reads nothing again),
 * or undefined when the key was recorded before (a request sent again, or another at the same
 * moment: the unique key decides), and then nothing is written. PostgreSQL: one call of
 * `record_completion` (migrations 0026 and 0027, ADR 037) with the plans beside it, one statement
 * and one round trip; SQLite: the same three writes and the two reads in one transaction, the
 * caller's or its own.
 */
export async function recordCompletion(
  db: Kysely<Database>,
  kind: DbKind,
  attempt: AttemptToRecord,
  references: string[],
): Promise<RecordedCompletion | undefined> {
  const { childId, activityId, idempotencyKey, score, total, answers } = attempt;
  const id = randomUUID();
  const at = toDbTime(new Date());
  // The attempt's columns in the order both writes take them.
  const row = [id, childId, activityId, idempotencyKey, score, total] as const;
  if (kind === 'postgres') {
    const [recorded] = (await completionCall(db, ...row, answers, at, references)).rows;
    if (!recorded) return undefined;
    return {
      coins: Number(recorded.paid_coins),
      totals: { balance: Number(recorded.coin_balance), earned: Number(recorded.coins_earned) },
      subscriptions: recorded.subscriptions.map(toActiveSubscription),
    };
  }
  const write = async (trx: Kysely<Database>) => {
    const inserted = await newAttempt(trx, ...row, 0, answers, at);
    if (Number(inserted.numAffectedRows ?? 0) === 0) return undefined;
    const coins = await recordAll(
      trx,
      references.map((reference) => ({ childId, amount: 1, reason: 'activity' as const, reference })),
    );
    if (coins > 0) await attemptCoins(trx, id, coins);
    const totals = await coinTotals(trx, childId);
    const plans = await liveSubscriptions(trx, childId, at);
    return { coins, totals, subscriptions: plans.rows.map(toActiveSubscription) };
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

const completionCall = prepared(
  (
    db,
    id: string,
    childId: string,
    activityId: string,
    idempotencyKey: string,
    score: number,
    total: number,
    answers: string,
    at: string,
    references: string[],
  ) =>
    db
      .selectFrom(
        sql<{
          paid_coins: number;
          coin_balance: string;
          coins_earned: string;
        }>`record_completion(${id}, ${childId}, ${activityId}, ${idempotencyKey}, ${score}, ${total}, ${answers}, ${at}::timestamptz, ${references}::text[])`.as(
          'recorded',
        ),
      )
      .selectAll()
      // The plans in the same statement (its snapshot): the completion writes none of them.
      .select(
        sql<
          SubscriptionRow[]
        >`(select coalesce(json_agg(live), '[]'::json) from (${liveSubscriptionsQuery(db, childId, at)}) live)`.as(
          'subscriptions',
        ),
      ),
);

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

const attemptCoins = prepared((db, id: string, coins: number) =>
  db.updateTable('activity_attempts').set({ coins }).where('id', '=', id),
);

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

interface SubscriptionRow {
  type: ActiveSubscription['type'];
  grade: string;
  board: string;
  medium: string;
  ends_at: string | Date;
}

/** Spec §3 "activeSubscriptions": one line per type and class (board, medium), ending at the latest end date. */
const liveSubscriptionsQuery = (db: Kysely<Database>, childId: string, now: string) =>
  db
    .selectFrom('subscriptions')
    .select(['type', 'grade', 'board', 'medium', (eb) => eb.fn.max('ends_at').as('ends_at')])
    .where('student_id', '=', childId)
    .where('ends_at', '>', now)
    .groupBy(['type', 'grade', 'board', 'medium']);
const liveSubscriptions = prepared(liveSubscriptionsQuery);

const toActiveSubscription = (row: SubscriptionRow): ActiveSubscription => ({
  type: row.type,
  grade: row.grade,
  board: row.board,
  medium: row.medium,
  endDate: fromDbTime(row.ends_at).toISOString(),
});

/** The child's plans running at `now`, as the profile shows them (spec §3). */
export async function activeSubscriptions(
  db: Kysely<Database>,
  childId: string,
  now = new Date(),
): Promise<ActiveSubscription[]> {
  const { rows } = await liveSubscriptions(db, childId, toDbTime(now));
  return rows.map(toActiveSubscription);
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
