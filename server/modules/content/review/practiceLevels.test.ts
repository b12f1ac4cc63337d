import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentHash } from './contentHash.ts';
import {
  generatorVersions,
  type LevelLock,
  levelFingerprint,
  levelKeys,
  levelsLockCurrent,
  readLevelsLock,
  withGenerator,
} from './practiceLevels.ts';

const practice = (skill: string, level: number) => ({
  key: 'round',
  kind: 'practice',
  practice: { skill, level, count: 5 },
});

describe('a practice level’s items are part of what a check covers (issue 28)', () => {
  it('the lock holds every level, with the fingerprint of the items it makes today', () => {
    const lock = readLevelsLock();
    const stale = levelKeys().filter((key) => {
      const [skill, level] = key.split('@') as [string, string];
      return lock[key]?.items !== levelFingerprint(skill, Number(level));
    });
    // A level's items changed (or a level is new): run `npm run practice:lock`, which bumps its
    // version, and have the activities that use it checked again.
    expect(stale).toEqual([]);
    expect(Object.keys(lock).sort()).toEqual(levelKeys().sort());
  });

  it('a server sees that the lock on disk moved since it read it (it then records no practice check)', () => {
    const lock = readLevelsLock();
    expect(levelsLockCurrent()).toBe(true);
    expect(levelsLockCurrent(() => ({ ...lock }))).toBe(true);
    const [first] = Object.keys(lock) as [string];
    const bumped = {
      ...lock,
      [first]: { ...(lock[first] as LevelLock), version: (lock[first]?.version ?? 1) + 1 },
    };
    expect(levelsLockCurrent(() => bumped)).toBe(false);
  });

  it('a fingerprint sees a change of the items: another level, another fingerprint', () => {
    expect(levelFingerprint('add.carry', 1)).toMatch(/^[0-9a-f]{8}$/);
    expect(levelFingerprint('add.carry', 1)).toBe(levelFingerprint('add.carry', 1));
    expect(levelFingerprint('add.carry', 1)).not.toBe(levelFingerprint('add.carry', 2));
  });

  it('a level past version 1 changes the hash of the activities that use it; version 1 and other kinds keep theirs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kalike-lock-'));
    const path = join(dir, 'levels.lock.yaml');
    writeFileSync(
      path,
      "levels:\n  add.carry@1: { version: 1, items: '00000000' }\n  add.carry@2: { version: 3, items: '00000000' }\n",
    );
    const lock = readLevelsLock(path);
    const one = practice('add.carry', 1);
    const two = practice('add.carry', 2);
    const mcq = { key: 'q', kind: 'mcq', questions: [] };
    expect(contentHash(withGenerator(one, lock))).toBe(contentHash(one));
    expect(contentHash(withGenerator(mcq, lock))).toBe(contentHash(mcq));
    expect(contentHash(withGenerator(two, lock))).not.toBe(contentHash(two));
    // A check made at version 1 or 2 is still found in the item's history, to show what changed.
    expect(generatorVersions(two, lock).map((v) => contentHash(v))).toEqual([
      contentHash(two),
      contentHash({ ...two, generator: 2 }),
      contentHash({ ...two, generator: 3 }),
    ]);
  });
});
