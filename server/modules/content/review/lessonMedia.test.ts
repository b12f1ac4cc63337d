import { copyFileSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentHash } from './contentHash.ts';
import {
  LESSONS_DIR,
  lessonFiles,
  lessonFingerprint,
  lockedLessons,
  mediaVersions,
  readLessonsLock,
  withMedia,
} from './lessonMedia.ts';

/**
 * A lesson video made again goes back for review (issue 28): its file's version is part of the
 * content hash of the activities that show it, and the lock must follow the files.
 */
const video = {
  kind: 'video',
  title: 'Equal groups',
  video: { src: 'lessons/equal-groups.kn.mp4', durationSeconds: 100 },
};
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('lesson video versions', () => {
  it('the lock says what every lesson file is now (run npm run media:lock after making one)', () => {
    const lock = readLessonsLock();
    const files = lessonFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect([file, lock[file]?.fingerprint]).toEqual([file, lessonFingerprint(file)]);
  });

  it('a file at version 1 leaves the hash as it was; a later version changes it, and a check on an earlier one is found', () => {
    expect(contentHash(withMedia(video, {}))).toBe(contentHash(video));
    const lock = { 'equal-groups.kn.mp4': { version: 3, fingerprint: '00000000' } };
    const now = withMedia(video, lock);
    expect(contentHash(now)).not.toBe(contentHash(video));
    expect(mediaVersions(video, lock).map(contentHash)).toEqual([
      contentHash(video),
      contentHash({ ...video, media: 2 }),
      contentHash(now),
    ]);
    // Not a lesson: itself.
    expect(withMedia({ kind: 'mcq', questions: [] }, lock)).toEqual({ kind: 'mcq', questions: [] });
  });

  it('a video made again, or its captions changed, is one version up; one unchanged keeps its version', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kalike-lessons-'));
    dirs.push(dir);
    const [first, second] = lessonFiles();
    if (!first || !second) throw new Error('two lesson files expected');
    for (const file of [first, second]) copyFileSync(join(LESSONS_DIR, file), join(dir, file));
    const before = lockedLessons({}, dir).lessons;
    expect(Object.values(before).map((l) => l.version)).toEqual([1, 1]);
    writeFileSync(
      join(dir, second.replace(/\.mp4$/, '.vtt')),
      'WEBVTT\n\n00:00.000 --> 00:01.000\nnew words\n',
    );
    const after = lockedLessons(before, dir);
    expect(after.lessons[first]).toEqual(before[first]);
    expect(after.lessons[second]?.version).toBe(2);
    expect(after.changed).toEqual([`${second}: version 2`]);
  });

  it('a server reads the lock again once media:lessons has written it (no restart)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kalike-lock-'));
    dirs.push(dir);
    const path = join(dir, 'lessons.lock.yaml');
    const lockOf = (version: number) =>
      `lessons:\n  equal-groups.kn.mp4: { version: ${version}, fingerprint: abc }\n`;
    writeFileSync(path, lockOf(5));
    utimesSync(path, 1_000, 1_000);
    const first = readLessonsLock(path);
    expect(first['equal-groups.kn.mp4']?.version).toBe(5);
    // Parsed once while the file stays as it is (every review request hashes with it)...
    expect(readLessonsLock(path)).toBe(first);
    // ...and again as soon as it changes.
    writeFileSync(path, lockOf(6));
    utimesSync(path, 2_000, 2_000);
    expect(readLessonsLock(path)['equal-groups.kn.mp4']?.version).toBe(6);
  });
});
