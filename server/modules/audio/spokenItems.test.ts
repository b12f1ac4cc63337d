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
