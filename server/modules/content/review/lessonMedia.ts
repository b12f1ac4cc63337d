import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, dump, load } from 'js-yaml';

/**
 * A lesson video is made from its script (`npm run media:lessons`, ADR 027), and an activity names
 * only its file (`lessons/<key>.<en|kn>.mp4`): a video made again from a changed script keeps the
 * activity's words, so a check of the old video would look fresh (a reviewer found six such on
 * 3 December, issue 28). Like a practice level (practiceLevels.ts), each lesson file has a version
 * and a fingerprint of its video and captions in `curriculum/media/lessons.lock.yaml`; a test
 * fails when a file changes and the lock does not say so; `npm run media:lessons` (and
 * `npm run media:lock`) bump the version of each file that changed. A file past version 1 is
 * part of the content hash of every activity that shows it (`withMedia`), so the item goes back
 * for review.
 */
export const LESSONS_DIR = join(import.meta.dirname, '../../../../curriculum/media/lessons');
export const LESSONS_LOCK = join(import.meta.dirname, '../../../../curriculum/media/lessons.lock.yaml');

export interface MediaLock {
  version: number;
  fingerprint: string;
}

/** 8 hex digits of a lesson video and its captions as they are on disk. */
export function lessonFingerprint(file: string, dir = LESSONS_DIR): string {
  const hash = createHash('sha256').update(readFileSync(join(dir, file)));
  const captions = join(dir, file.replace(/\.mp4$/, '.vtt'));
  if (existsSync(captions)) hash.update(readFileSync(captions));
  return hash.digest('hex').slice(0, 8);
}

/** Every lesson video file, by its name in the folder (`equal-groups.kn.mp4`). */
export const lessonFiles = (dir = LESSONS_DIR) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.mp4'))
        .sort()
    : [];

const parseLock = (path: string): Record<string, MediaLock> =>
  existsSync(path)
    ? ((load(readFileSync(path, 'utf8'), { schema: CORE_SCHEMA }) as { lessons?: Record<string, MediaLock> })
        .lessons ?? {})
    : {};

const cached = new Map<string, { changedAt: number; lessons: Record<string, MediaLock> }>();

/**
 * The lock as it is on disk, parsed once per change of the file: a content-editing server kept
 * the lock it started with, so after `npm run media:lessons` its review API hashed video items on
 * the old version and refused the new hash (session 40).
 */
export function readLessonsLock(path = LESSONS_LOCK): Record<string, MediaLock> {
  const changedAt = existsSync(path) ? statSync(path).mtimeMs : 0;
  const known = cached.get(path);
  if (known?.changedAt === changedAt) return known.lessons;
  const lessons = parseLock(path);
  cached.set(path, { changedAt, lessons });
  return lessons;
}

/** The lock as the files are now: a changed file one version up, a new one at 1. What changed. */
export function lockedLessons(before: Record<string, MediaLock>, dir = LESSONS_DIR) {
  const lessons: Record<string, MediaLock> = {};
  const changed: string[] = [];
  for (const file of lessonFiles(dir)) {
    const fingerprint = lessonFingerprint(file, dir);
    const old = before[file];
    if (!old) lessons[file] = { version: 1, fingerprint };
    else if (old.fingerprint === fingerprint) lessons[file] = old;
    else {
      lessons[file] = { version: old.version + 1, fingerprint };
      changed.push(`${file}: version ${old.version + 1}`);
    }
  }
  return { lessons, changed };
}

/** Writes the lock for the files as they are now; what changed. */
export function writeLessonsLock(path = LESSONS_LOCK, dir = LESSONS_DIR): string[] {
  const { lessons, changed } = lockedLessons(parseLock(path), dir);
  const header = [
    '# Each lesson video file: its version and a fingerprint of the video and its captions',
    '# (server/modules/content/review/lessonMedia.ts). Written by `npm run media:lessons` and',
    '# `npm run media:lock`, never by hand: a file that changes gets a new version, and the',
    '# activities that show it go back for review.',
    '',
  ].join('\n');
  writeFileSync(path, header + dump({ lessons }, { lineWidth: 200 }));
  cached.delete(path);
  return changed;
}

/** The lesson file an activity shows (`lessons/x.kn.mp4` → `x.kn.mp4`), or null. */
const lessonOf = (activity: object): string | null => {
  const src = (activity as { video?: { src?: unknown } }).video?.src;
  return typeof src === 'string' && src.startsWith('lessons/') ? src.slice('lessons/'.length) : null;
};

/**
 * The activity as its content hash sees it: a video activity whose lesson file is past version 1
 * carries `media: <version>`; any other is itself, so its hash is what it always was.
 */
export function withMedia<T extends object>(activity: T, lock = readLessonsLock()): T {
  const file = lessonOf(activity);
  const version = file ? (lock[file]?.version ?? 1) : 1;
  return version > 1 ? { ...activity, media: version } : activity;
}

/** The item as a check may have hashed it: itself, and each version of its lesson file up to now. */
export function mediaVersions<T extends object>(activity: T, lock = readLessonsLock()): T[] {
  const now = withMedia(activity, lock) as T & { media?: number };
  if (now.media === undefined) return [activity];
  return [activity, ...Array.from({ length: now.media - 1 }, (_, i) => ({ ...activity, media: i + 2 }))];
}
