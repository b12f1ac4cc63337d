import { describe, expect, it } from 'vitest';
import type { ActivityBody } from '../contract/activity.ts';
import { normaliseAnswer, score } from './scoring.ts';

const base = { key: 'k', heading: { title: 'T' }, timerSeconds: 60 };
const mcq = {
  ...base,
  kind: 'mcq',
  questions: [
    { prompt: 'a', options: ['1', '2'], answer: 1, feedback: 'f' },
    { prompt: 'b', options: ['1', '2', '3'], answer: 2, feedback: 'f' },
  ],
} as ActivityBody;
const fill = {
  ...base,
  kind: 'fill',
  questions: [
    { prompt: '6, 7, ___', answers: ['8', 'eight'], feedback: 'f' },
    { prompt: 'ಮರದ ___ ಹಸಿರು', answers: ['ಎಲೆ'], feedback: 'f' },
    { prompt: 'The ___ is hot', answers: ['Sun'], feedback: 'f' },
  ],
} as ActivityBody;
const match = {
  ...base,
  kind: 'match',
  pairs: [
    { left: '1', right: 'one', feedback: 'f' },
    { left: '2', right: 'two', feedback: 'f' },
    { left: '3', right: 'three', feedback: 'f' },
  ],
} as ActivityBody;
const classify = {
  ...base,
  kind: 'classify',
  categories: ['small', 'big'],
  items: [
    { text: '1', category: 0, feedback: 'f' },
    { text: '9', category: 1, feedback: 'f' },
    { text: '2', category: 0, feedback: 'f' },
    { text: '8', category: 1, feedback: 'f' },
  ],
} as ActivityBody;
const video = {
  ...base,
  kind: 'video',
  video: { src: '/videos/x.mp4', title: 'x', durationSeconds: 10 },
} as ActivityBody;

describe('scoring on the server', () => {
  it('multiple choice: right, wrong and partial', () => {
    expect(score(mcq, [1, 2])).toBe(2);
    expect(score(mcq, [0, 2])).toBe(1);
    expect(score(mcq, [0, 0])).toBe(0);
    expect(score(mcq, [])).toBe(0);
    expect(score(mcq, 'nonsense')).toBe(0);
  });

  it('fill in the blanks: English without case, any accepted answer', () => {
    expect(score(fill, ['eight', 'ಎಲೆ', 'SUN'])).toBe(3);
    expect(score(fill, [' 8 ', 'x', 'moon'])).toBe(1);
  });

  it('fill in the blanks: Kannada after normalisation (NFC, joiners, spaces)', () => {
    // ಎಲೆ typed with a zero-width joiner and spaces around it still counts.
    expect(score(fill, ['', ' ಎ\u200dಲೆ ', ''])).toBe(1);
    // Decomposed and composed forms are the same answer.
    expect(normaliseAnswer('ಕೋ')).toBe(normaliseAnswer('ಕೊ\u0cd5'));
  });

  it('fill in the blanks: a full stop, ? or ! at the end is the same answer; a mark alone stays', () => {
    expect(normaliseAnswer('ಸಂಜೆ.')).toBe(normaliseAnswer('ಸಂಜೆ'));
    expect(normaliseAnswer('Where is my bag ? ')).toBe(normaliseAnswer('Where is my bag'));
    expect(normaliseAnswer('ನೋಡು!')).toBe('ನೋಡು');
    expect(normaliseAnswer('.')).toBe('.');
    expect(normaliseAnswer('?')).not.toBe(normaliseAnswer(''));
    expect(
      score({ kind: 'fill', questions: [{ prompt: 'ಬೆಳಿಗ್ಗೆ × ___', answers: ['ಸಂಜೆ'], feedback: '' }] }, [
        'ಸಂಜೆ.',
      ]),
    ).toBe(1);
  });

  it('fill in the blanks: a number with grouping commas is the same number', () => {
    // Indian grouping (1,25,000), Western (1,550) and Kannada digits; a list "2, 3" stays a list.
    expect(normaliseAnswer('1,25,000')).toBe('125000');
    expect(normaliseAnswer('1,550')).toBe(normaliseAnswer('1550'));
    expect(normaliseAnswer('೧,೫೫೦')).toBe('1550');
    expect(normaliseAnswer('2, 3')).toBe('2, 3');
    expect(
      score({ kind: 'fill', questions: [{ prompt: '___', answers: ['9000'], feedback: '' }] }, ['9,000']),
    ).toBe(1);
  });

  it('fill in the blanks: a number in Kannada digits is the number', () => {
    expect(normaliseAnswer('೭')).toBe('7');
    expect(normaliseAnswer('೯:೩೦')).toBe('9:30');
    expect(normaliseAnswer('೯ ಗಂಟೆ ೩೦ ನಿಮಿಷ')).toBe(normaliseAnswer('9 ಗಂಟೆ 30 ನಿಮಿಷ'));
    const days = {
      kind: 'fill' as const,
      questions: [{ prompt: '___ days', answers: ['7', 'seven'], feedback: '' }],
    };
    expect(score(days, ['೭'])).toBe(1);
    expect(score(days, ['೮'])).toBe(0);
  });

  it('fill in the blanks: a curly apostrophe from a phone keyboard is the apostrophe', () => {
    expect(normaliseAnswer('Raju’s')).toBe(normaliseAnswer("Raju's"));
    expect(normaliseAnswer('don‘t')).toBe("don't");
  });

  it('match the following: one point per pair put right', () => {
    expect(score(match, [0, 1, 2])).toBe(3);
    expect(score(match, [1, 0, 2])).toBe(1);
  });

  it('classification: one point per item in its group', () => {
    expect(score(classify, [0, 1, 0, 1])).toBe(4);
    expect(score(classify, [1, 1, 0, 0])).toBe(2);
  });

  it('video: one point when watched', () => {
    expect(score(video, { watched: true })).toBe(1);
    expect(score(video, {})).toBe(0);
  });
});
