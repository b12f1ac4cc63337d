/**
 * `npm run practice:lock`: writes domain/practice/levels.lock.yaml from the generators. A level
 * whose items changed gets its version bumped, so every activity that uses it goes back for
 * review (server/modules/content/review/practiceLevels.ts); a new level starts at version 1.
 * Prints what changed.
 */
import { writeFileSync } from 'node:fs';
import { dump } from 'js-yaml';
import {
  LEVELS_LOCK,
  type LevelLock,
  levelFingerprint,
  levelKeys,
  readLevelsLock,
} from '../modules/content/index.ts';

const before = readLevelsLock();
const levels: Record<string, LevelLock> = {};
const changed: string[] = [];
for (const key of levelKeys()) {
  const [skill, level] = key.split('@') as [string, string];
  const items = levelFingerprint(skill, Number(level));
  const old = before[key];
  if (!old) levels[key] = { version: 1, items };
  else if (old.items === items) levels[key] = old;
  else {
    levels[key] = { version: old.version + 1, items };
    changed.push(`${key}: version ${old.version + 1}`);
  }
}
const header = [
  '# Each generated practice level: its version and a fingerprint of the items it makes',
  '# (server/modules/content/review/practiceLevels.ts). Written by `npm run practice:lock`, never by',
  '# hand: a level whose items change gets a new version, and the activities that use it go back',
  '# for review.',
  '',
].join('\n');
writeFileSync(LEVELS_LOCK, header + dump({ levels }, { lineWidth: 200 }));
console.log(
  changed.length
    ? `Levels whose items changed:\n${changed.map((c) => `  ${c}`).join('\n')}`
    : 'No level changed.',
);
