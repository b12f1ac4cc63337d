import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import * as z from 'zod/mini';
import type { CurriculumFile } from '../../curriculum/index.ts';
import type { PlacedActivity } from '../walk.ts';

/**
 * The files the review workflow reads beside the curriculum (ADR 022): the ledger of approvals
 * made before it, and the checklist's versions.
 */

/** An item's name in review records: `<set>/grade-<n>/<subject>.yaml` and `<topic>/<activity>` (keys). */
export const fileId = (file: Pick<CurriculumFile, 'set' | 'grade' | 'subject'>) =>
  `${file.set}/grade-${file.grade}/${file.subject.key}.yaml`;
export const itemId = (placed: Pick<PlacedActivity, 'topic' | 'activity'>) =>
  `${placed.topic.key}/${placed.activity.key}`;

export const LEGACY_FILE = 'review-legacy.yaml';
const hash = z.string().check(z.regex(/^[0-9a-f]{8}$/));
const ledgerSchema = z.strictObject({
  /** The commit whose approved items the ledger lists. */
  commit: z.string().check(z.regex(/^[0-9a-f]{7,40}$/)),
  /** Per file (fileId), per item (itemId), its content hash at that commit. */
  items: z.record(z.string(), z.record(z.string(), hash)),
});
export type LegacyLedger = z.infer<typeof ledgerSchema>;

/**
 * `curriculum/review-legacy.yaml`: the items approved before the two-check review existed, each
 * with the content hash it had then (ADR 022). No file, no legacy approvals (a test curriculum).
 */
export function readLegacyLedger(dir = 'curriculum'): LegacyLedger {
  const path = join(dir, LEGACY_FILE);
  if (!existsSync(path)) return { commit: '0000000', items: {} };
  const parsed = ledgerSchema.safeParse(load(readFileSync(path, 'utf8'), { schema: CORE_SCHEMA }));
  if (!parsed.success)
    throw new Error(
      `${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

export const REVIEW_FILE = 'REVIEW.md';

/**
 * The checklist versions a check may name: `Version: YYYY-MM-DD` of curriculum/REVIEW.md (the
 * current one) and each earlier one listed under its `## Versions` as `- YYYY-MM-DD: …`.
 */
export function checklistVersions(dir = 'curriculum'): { current: string | null; known: Set<string> } {
  const path = join(dir, REVIEW_FILE);
  if (!existsSync(path)) return { current: null, known: new Set() };
  const text = readFileSync(path, 'utf8');
  const current = /^Version: (\d{4}-\d{2}-\d{2})\s*$/m.exec(text)?.[1] ?? null;
  const history = text.split(/^## Versions\s*$/m)[1] ?? '';
  const known = new Set([...history.matchAll(/^- (\d{4}-\d{2}-\d{2}):/gm)].map((m) => m[1] as string));
  if (current) known.add(current);
  return { current, known };
}
