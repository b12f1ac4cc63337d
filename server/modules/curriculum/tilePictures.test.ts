import { describe, expect, it } from 'vitest';
import type { CurriculumActivity, SubjectFile } from './curriculumSchema.ts';
import { tilePictureNames, tilePictures } from './tilePictures.ts';

/**
 * Issue 29: every unit, chapter and topic tile a child sees has a picture: its own (`picture:`),
 * else the first one an item under it names, else none (the app shows the subject's icon).
 */
type Unit = SubjectFile['units'][number];
type Chapter = Unit['chapters'][number];
type Topic = Chapter['topics'][number];
const name = { en: 'x', kn: 'ಎ' };

/** A multiple-choice item whose options have these pictures, in order (none: a words-only item). */
const item = (...pictures: string[]): CurriculumActivity => ({
  key: `tap-${pictures.join('-') || 'words'}`,
  kind: 'mcq',
  heading: { title: 'Tap' },
  ...(pictures.length ? { pictures: Object.fromEntries(pictures.map((p) => [p, p])) } : {}),
  questions: [
    { prompt: 'Which?', options: pictures.length ? pictures : ['a', 'b'], answer: 0, feedback: 'f' },
  ],
});
/** An item asking to count `picture`s. */
const count = (picture: string): CurriculumActivity => ({
  key: `count-${picture}`,
  kind: 'mcq',
  heading: { title: 'Count' },
  questions: [
    { prompt: 'How many?', show: { picture, count: 3 }, options: ['3', '4'], answer: 0, feedback: 'f' },
  ],
});
const topic = (key: string, activities: CurriculumActivity[], picture?: string): Topic => ({
  key,
  name,
  activities,
  ...(picture ? { picture } : {}),
});
const chapter = (key: string, topics: Topic[], picture?: string): Chapter => ({
  key,
  name,
  topics,
  ...(picture ? { picture } : {}),
});
const unit = (number: number, chapters: Chapter[], picture?: string): Unit => ({
  key: `u${number}`,
  number,
  name,
  free: number === 1,
  chapters,
  ...(picture ? { picture } : {}),
});

describe('tile pictures (issue 29)', () => {
  it("a topic takes the first picture its items name; a chapter its first topic's; a unit its first chapter's", () => {
    const [first] = tilePictures({
      units: [
        unit(1, [chapter('c', [topic('t1', [item(), item('mango', 'dog')]), topic('t2', [count('cat')])])]),
      ],
    });
    expect(first?.picture).toEqual({ name: 'mango', from: 'items' });
    expect(first?.chapters[0]?.picture).toEqual({ name: 'mango', from: 'items' });
    expect(first?.chapters[0]?.topics).toEqual([
      { name: 'mango', from: 'items' },
      { name: 'cat', from: 'items' },
    ]);
  });

  it("an author's own picture wins at its level and is what the level above takes", () => {
    const [first] = tilePictures({
      units: [
        unit(
          1,
          [chapter('c', [topic('t1', [item('mango')], 'sun'), topic('t2', [item('dog')])], 'house')],
          'tree',
        ),
      ],
    });
    expect(first?.picture).toEqual({ name: 'tree', from: 'own' });
    expect(first?.chapters[0]?.picture).toEqual({ name: 'house', from: 'own' });
    expect(first?.chapters[0]?.topics[0]).toEqual({ name: 'sun', from: 'own' });

    const [derived] = tilePictures({
      units: [unit(1, [chapter('c', [topic('t1', [item('mango')], 'sun')])])],
    });
    expect(derived?.picture).toEqual({ name: 'sun', from: 'items' });
    expect(derived?.chapters[0]?.picture).toEqual({ name: 'sun', from: 'items' });
  });

  it('takes a picture no sibling shows yet, so two tiles side by side differ while the items allow', () => {
    const [first] = tilePictures({
      units: [
        unit(1, [
          chapter('c', [
            topic('t1', [item('mango', 'dog')]),
            topic('t2', [item('mango', 'cat')]),
            topic('t3', [item('mango')]),
            topic('t4', [item('dog')], 'mango'),
          ]),
        ]),
      ],
    });
    // t4's own mango is kept; t1 and t2 take their next; t3 has only mango, so mango it is.
    expect(first?.chapters[0]?.topics.map((t) => t.name)).toEqual(['dog', 'cat', 'mango', 'mango']);
  });

  it('none where nothing under the tile names a picture: the app shows the subject icon', () => {
    const pictures = tilePictures({
      units: [
        unit(1, [
          chapter('c1', [topic('t1', [item()])]),
          chapter('c2', [topic('t2', [item(), count('ant')])]),
        ]),
        unit(2, [chapter('c', [topic('t', [item()])])]),
      ],
    });
    const [first, second] = pictures;
    expect(first?.chapters[0]?.picture).toEqual({ name: null, from: null });
    expect(first?.chapters[0]?.topics[0]).toEqual({ name: null, from: null });
    // The first chapter has none, so the unit takes the next chapter's.
    expect(first?.picture).toEqual({ name: 'ant', from: 'items' });
    expect(second?.picture).toEqual({ name: null, from: null });
    expect([
      ...tilePictureNames([{ units: [unit(1, [chapter('c', [topic('t', [item()])])], 'tree')] }]),
    ]).toEqual(['tree']);
  });
});
