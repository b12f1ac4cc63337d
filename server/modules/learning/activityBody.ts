import { type ActivityBody, activityBodySchema } from '../../../domain/contract/activity.ts';

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
