import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { CORE_SCHEMA, dump, load } from 'js-yaml';
import { takeRecordedAudio } from '../../curriculum/index.ts';
import { childVisible, contentHash, withSilence } from './contentHash.ts';
import { mediaVersions, withMedia } from './lessonMedia.ts';
import { generatorVersions, withGenerator } from './practiceLevels.ts';

/**
 * What changed in an item since it was checked (issue 28, ADR 022): a check stores only the
 * content hash of what the reviewer read; git holds the words. This finds, in the file's
 * history, the newest version of the item with that hash and shows the difference of its
 * child-visible fields to the item as it is now: the reviewer reads the diff, then the item.
 */
type Raw = Record<string, unknown>;
type Topic = { key?: string; activities?: Raw[] };
type SubjectData = { units?: { chapters?: { topics?: Topic[] }[] }[] };

/**
 * The activity `<topic>/<activity>` in a subject file's text (any version: only keys are assumed),
 * with `silent` when some of its texts are left silent (contentHash.ts `withSilence`).
 */
export function findItem(source: string, id: string): Raw | undefined {
  const [topicKey, activityKey] = id.split('/');
  const taken = takeRecordedAudio(load(source, { schema: CORE_SCHEMA }));
  const data = taken.data as SubjectData;
  for (const [u, unit] of (data?.units ?? []).entries())
    for (const [c, chapter] of (unit.chapters ?? []).entries())
      for (const [t, topic] of (chapter.topics ?? []).entries())
        if (topic.key === topicKey) {
          const a = (topic.activities ?? []).findIndex((activity) => activity.key === activityKey);
          const activity = topic.activities?.[a];
          // With its silent texts (audio: none), as its hash is worked out.
          return activity
            ? withSilence(activity, taken.recorded, `units.${u}.chapters.${c}.topics.${t}.activities.${a}`)
            : undefined;
        }
  return undefined;
}

const git = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });

/**
 * The newest committed version of the item whose content hash is `hash`, and its commit: from
 * the git repository the file is in (a copy of the curriculum may be a repository of its own),
 * null when there is none or no version has that hash.
 */
export function versionWithHash(path: string, id: string, hash: string) {
  const file = realpathSync(resolve(path));
  let root: string;
  try {
    root = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: dirname(file),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
  const inRepo = relative(root, file);
  for (const commit of git(root, ['log', '--format=%H', '--', inRepo]).split('\n').filter(Boolean)) {
    let source: string;
    try {
      source = execFileSync('git', ['show', `${commit}:${inRepo}`], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch {
      continue;
    }
    let item: Raw | undefined;
    try {
      item = findItem(source, id);
    } catch {
      // A version that does not parse (a merge left unresolved in a commit) holds no item a
      // reviewer could have checked: passed over, or the item page answered 500 (review of 5 Dec).
      continue;
    }
    // A practice item checked before its level's version changed was hashed at that version.
    const match =
      item &&
      [...generatorVersions(item), ...mediaVersions(item)].find((version) => contentHash(version) === hash);
    if (match) return { commit, item: match };
  }
  return null;
}

/** A unified diff of two items' child-visible fields, as YAML (empty when they are the same). */
export function itemDiff(before: Raw, after: Raw, labels: [string, string]): string {
  const dir = mkdtempSync(join(tmpdir(), 'kalike-diff-'));
  try {
    const [a, b] = [join(dir, 'checked.yaml'), join(dir, 'now.yaml')];
    // Never folded: a long line folded across two would show a sentence split, and a reflow as a change.
    writeFileSync(a, dump(childVisible(before), { lineWidth: -1 }));
    writeFileSync(b, dump(childVisible(after), { lineWidth: -1 }));
    const run = spawnSync('git', ['diff', '--no-index', '--no-color', '-U2', a, b], { encoding: 'utf8' });
    return run.stdout
      .split('\n')
      .filter((line) => !/^(diff --git|index )/.test(line))
      .join('\n')
      .replace(/^--- .*$/m, `--- ${labels[0]}`)
      .replace(/^\+\+\+ .*$/m, `+++ ${labels[1]}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The item now (from the working file) and its hash. */
export function currentItem(path: string, id: string) {
  const item = findItem(readFileSync(path, 'utf8'), id);
  if (!item) return null;
  const now = withMedia(withGenerator(item));
  return { item: now, hash: contentHash(now) };
}
