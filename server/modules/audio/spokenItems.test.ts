import { describe, expect, it } from 'vitest';
import { spokenItems } from './spokenItems.ts';

const questions = [
  { prompt: 'Where does Anu live?', options: ['Hassan', 'Mysuru'], answer: 0, feedback: 'In Hassan.' },
];

describe('spokenItems and a reading passage (issue 19)', () => {
  it("reads the passage's title and text once, after the instruction, and keeps every other text's place", () => {
    const withPassage = spokenItems({
      title: 'Anu',
      instruction: 'Read the story, then answer.',
      body: {
        kind: 'mcq',
        questions,
        passage: { title: 'Anu and the bird', text: 'Anu lives near Hassan.' },
      },
    });
    const without = spokenItems({
      title: 'Anu',
      instruction: 'Read the story, then answer.',
      body: { kind: 'mcq', questions },
    });
    expect(withPassage.map((i) => i.path)).toEqual([
      'heading.title',
      'instruction',
      'passage.title',
      'passage.text',
      'questions.0.prompt',
      'questions.0.options.0',
      'questions.0.options.1',
      'questions.0.feedback',
    ]);
    expect(withPassage.filter((i) => !i.path.startsWith('passage.'))).toEqual(without);
    expect(withPassage.find((i) => i.path === 'passage.text')?.text).toBe('Anu lives near Hassan.');
  });

  it('reads a passage without a title as its text alone', () => {
    const items = spokenItems({
      title: 'Anu',
      instruction: null,
      body: { kind: 'mcq', questions, passage: { text: 'A story.' } },
    });
    expect(items.filter((i) => i.path.startsWith('passage.')).map((i) => i.path)).toEqual(['passage.text']);
  });
});

describe('spokenItems and letter tiles (issue 29)', () => {
  const fill = (answers: string[][]) => ({
    kind: 'fill' as const,
    questions: answers.map((a, i) => ({ prompt: `${i} ___`, answers: a, feedback: 'ok' })),
  });

  it('reads each tile a class-1 fill-in shows once, after every other text, whatever question shows it', () => {
    const items = spokenItems({
      title: 'ಸ್ವರಗಳು',
      instruction: null,
      body: fill([['ಇ'], ['ಈ'], ['ಇ']]),
      grade: '1',
    });
    const tiles = items.filter((i) => i.path.startsWith('tiles.'));
    // ಇ and ಈ share their near misses: each letter is one item, its text the tile's.
    expect(tiles.map((i) => i.text).sort()).toEqual([...new Set(tiles.map((i) => i.text))].sort());
    expect(tiles.map((i) => i.text)).toEqual(expect.arrayContaining(['ಇ', 'ಈ', 'ಆ', 'ಉ']));
    for (const tile of tiles) expect(tile.path).toBe(`tiles.${tile.text}`);
    expect(items.slice(0, -tiles.length).some((i) => i.path.startsWith('tiles.'))).toBe(false);
  });

  it('makes no tiles where the text box stays (class 3 and up, a long answer)', () => {
    const items = spokenItems({ title: 'Rivers', instruction: null, body: fill([['Kaveri']]), grade: '4' });
    expect(items.filter((i) => i.path.startsWith('tiles.'))).toEqual([]);
    const short = spokenItems({ title: 'Words', instruction: null, body: fill([['an']]), grade: '4' });
    expect(short.filter((i) => i.path.startsWith('tiles.')).length).toBeGreaterThanOrEqual(4);
  });
});
