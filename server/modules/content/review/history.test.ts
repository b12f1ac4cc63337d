import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHash } from './contentHash.ts';
import { currentItem, findItem, itemDiff, versionWithHash } from './history.ts';

// A reviewer sees what changed since a check: the check keeps the hash, git keeps the words.
const subject = (instruction: string, timer = 60) => `key: evs
units:
  - key: u
    chapters:
      - key: c
        topics:
          - key: plants
            activities:
              - key: parts
                kind: mcq
                heading: { title: 'Parts of a plant' }
                instruction: '${instruction}'
                timerSeconds: ${timer}
                questions:
                  - { prompt: 'Which part is under the soil?', options: ['root', 'leaf'], answer: 0, feedback: 'The root.' }
`;

/** A repository of its own holding evs.yaml with the item as first checked, committed. */
function checkedRepo(prefix: string) {
  const repo = mkdtempSync(join(tmpdir(), prefix));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
  git('init', '-q');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'test');
  writeFileSync(join(repo, 'evs.yaml'), subject('Tap the right answer.'));
  git('add', '.');
  git('commit', '-qm', 'checked');
  return { repo, git };
}

describe('what changed since a check', () => {
  const { repo, git } = checkedRepo('kalike-history-');
  const file = join(repo, 'evs.yaml');
  let cwd: string;
  beforeAll(() => {
    cwd = process.cwd();
    writeFileSync(file, subject('Tap the right answer.', 90));
    git('commit', '-qam', 'timer only');
    writeFileSync(file, subject('Tap the part under the soil.', 90));
    process.chdir(repo);
  });
  afterAll(() => process.chdir(cwd));

  it('finds the version a check hash names, and shows the diff of the words to now', () => {
    const checked = findItem(subject('Tap the right answer.'), 'plants/parts');
    if (!checked) throw new Error('no item');
    const now = currentItem('evs.yaml', 'plants/parts');
    expect(now?.hash).not.toBe(contentHash(checked));
    const then = versionWithHash('evs.yaml', 'plants/parts', contentHash(checked));
    // The newest version with the checked words: the timer's change does not count.
    expect(then?.commit).toBe(git('rev-parse', 'HEAD').trim());
    const diff = itemDiff(then?.item ?? {}, now?.item ?? {}, ['as checked', 'now']);
    expect(diff).toContain('-instruction: Tap the right answer.');
    expect(diff).toContain('+instruction: Tap the part under the soil.');
    expect(diff).not.toContain('timerSeconds');
    expect(versionWithHash('evs.yaml', 'plants/parts', '00000000')).toBeNull();
  });
});

describe('a committed version that does not parse', () => {
  // Review of 5 Dec: one commit of a maths file held merge-conflict markers, and the item page
  // answered 500 for every item of that file whose check was older than it.
  const { repo, git } = checkedRepo('kalike-history-broken-');
  let cwd: string;
  beforeAll(() => {
    cwd = process.cwd();
    writeFileSync(
      join(repo, 'evs.yaml'),
      `<<<<<<< HEAD\n${subject('A')}=======\n${subject('B')}>>>>>>> other\n`,
    );
    git('commit', '-qam', 'a merge left unresolved');
    writeFileSync(join(repo, 'evs.yaml'), subject('Tap the part under the soil.'));
    process.chdir(repo);
  });
  afterAll(() => process.chdir(cwd));

  it('is passed over: the version the check names is found beyond it', () => {
    const checked = findItem(subject('Tap the right answer.'), 'plants/parts');
    if (!checked) throw new Error('no item');
    const then = versionWithHash('evs.yaml', 'plants/parts', contentHash(checked));
    expect(then?.commit).toBe(git('rev-parse', 'HEAD~1').trim());
  });
});

describe('a text left silent (audio: none) in the hash', () => {
  const silenced = subject('Tap the right answer.').replace(
    "options: ['root', 'leaf']",
    "options: [{ text: root, audio: none }, 'leaf']",
  );
  it('changes the hash, and shows in the diff; an item with none keeps the hash it had', () => {
    const before = findItem(subject('Tap the right answer.'), 'plants/parts');
    const after = findItem(silenced, 'plants/parts');
    if (!before || !after) throw new Error('no item');
    expect(before).not.toHaveProperty('silent');
    expect(after.silent).toEqual(['questions.0.options.0']);
    expect(contentHash(after)).not.toBe(contentHash(before));
    const { silent: _silent, ...rest } = after;
    expect(contentHash(rest)).toBe(contentHash(before));
    expect(itemDiff(before, after, ['as checked', 'now'])).toMatch(
      /\+silent:\n\+ {2}- questions\.0\.options\.0/,
    );
  });
});

describe('a long line in the diff', () => {
  it('stays one line, so a sentence added to it shows whole on the added side', () => {
    const line = 'ಜ ಜೊತೆ ಎ ಸೇರಿದರೆ ಜೆ; ಏ ಸೇರಿದರೆ ಜೇ, ಇ ಸೇರಿದರೆ ಜಿ.';
    const added = 'ವ್ಯಂಜನಕ್ಕೆ ಸ್ವರದ ಚಿಹ್ನೆ ಸೇರಿದಾಗ ಈ ಅಕ್ಷರ ಆಗುತ್ತದೆ.';
    const item = (feedback: string) => ({
      kind: 'mcq',
      questions: [{ prompt: 'ಜೆ', options: ['ಎ', 'ಏ'], answer: 0, feedback }],
    });
    const diff = itemDiff(item(line), item(`${line} ${added}`), ['as checked', 'now']);
    const addedLines = diff.split('\n').filter((l) => l.startsWith('+') && !l.startsWith('+++'));
    expect(addedLines).toEqual([`+    feedback: ${line} ${added}`]);
  });
});
