import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { bankSeeds } from '../../../../domain/practice/bank.ts';
import { generate, isSkill, levelCount, SKILL_IDS } from '../../../../domain/practice/index.ts';

/**
 * A practice activity's words are written by code (domain/practice), not in its YAML, so a check
 * of one is a check of what its skill and level generate (issue 28). Each level has a version
 * and a fingerprint of the items it makes, in `domain/practice/levels.lock.yaml`; a test fails
 * when a level's items change and the lock does not say so, and `npm run practice:lock` bumps the
 * version of each level whose items changed. A level past version 1 is part of the content hash
 * of every activity that uses it (`withGenerator`), so a check made on its old items is no longer
 * fresh and the item goes back for review, as an item whose words changed does.
 */
export const LEVELS_LOCK = join(import.meta.dirname, '../../../../domain/practice/levels.lock.yaml');

export interface LevelLock {
  version: number;
  items: string;
}

/** Seeds the fingerprint covers, in both mediums: enough to see any change of range or wording. */
const FINGERPRINT_SEEDS = 40;

/**
 * 8 hex digits of the items a level makes for the first seeds and of its bank (the items children
 * meet, ADR 032), in English and Kannada medium: a bank that chooses other seeds changes what a
 * child plays as a new wording does (the remainder banks of 5 Dec), so it bumps the level too.
 */
export function levelFingerprint(skill: string, level: number): string {
  if (!isSkill(skill)) throw new RangeError(`no skill ${skill}`);
  const items = (['english', 'kannada'] as const).flatMap((medium) => [
    ...Array.from(
      { length: FINGERPRINT_SEEDS },
      (_, seed) => generate(skill, level, seed + 1, medium).question,
    ),
    ...bankSeeds(skill, level, medium).map((seed) => generate(skill, level, seed, medium).question),
  ]);
  return createHash('sha256').update(JSON.stringify(items)).digest('hex').slice(0, 8);
}

/** Every level of every skill, as `skill@level`. */
export const levelKeys = () =>
  SKILL_IDS.flatMap((skill) => Array.from({ length: levelCount(skill) }, (_, i) => `${skill}@${i + 1}`));

const parseLock = (path: string): Record<string, LevelLock> =>
  existsSync(path)
    ? ((load(readFileSync(path, 'utf8'), { schema: CORE_SCHEMA }) as { levels?: Record<string, LevelLock> })
        .levels ?? {})
    : {};

let cached: Record<string, LevelLock> | undefined;

/** The lock as committed, read once (no file: every level at version 1); another path, as it is. */
export function readLevelsLock(path = LEVELS_LOCK): Record<string, LevelLock> {
  if (path !== LEVELS_LOCK) return parseLock(path);
  cached ??= parseLock(path);
  return cached;
}

/**
 * Whether the lock on disk is still the one this process read (session 44: a preview started
 * before `npm run practice:lock` served its practice items with the old generator and the old
 * versions in their hashes, so checks were recorded on items children would not meet). A check
 * of a practice item is refused until the server restarts with the new generator.
 */
export const levelsLockCurrent = (onDisk = () => parseLock(LEVELS_LOCK)): boolean =>
  cached === undefined || JSON.stringify(onDisk()) === JSON.stringify(cached);

/**
 * The activity as its content hash sees it: a practice activity whose level is past version 1
 * carries `generator: <version>`; any other activity is itself, so its hash is what it always was.
 */
export function withGenerator<T extends object>(activity: T, lock = readLevelsLock()): T {
  const practice = (activity as { practice?: { skill?: unknown; level?: unknown } }).practice;
  if (!practice || typeof practice.skill !== 'string' || typeof practice.level !== 'number') return activity;
  const version = lock[`${practice.skill}@${practice.level}`]?.version ?? 1;
  return version > 1 ? { ...activity, generator: version } : activity;
}

/**
 * The item as a check may have hashed it: itself, and for a practice item each version of its
 * level up to the current one (a check made before a level changed was made on an earlier one).
 */
export function generatorVersions<T extends object>(activity: T, lock = readLevelsLock()): T[] {
  const now = withGenerator(activity, lock) as T & { generator?: number };
  if (now.generator === undefined) return [activity];
  return [
    activity,
    ...Array.from({ length: now.generator - 1 }, (_, i) => ({ ...activity, generator: i + 2 })),
  ];
}
