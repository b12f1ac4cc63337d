import { describe, expect, it } from 'vitest';
import { blindSample } from './sample.ts';
import type { ItemReview } from './workflow.ts';

const item = (file: string, id: string, standing: ItemReview['standing']) =>
  ({ file, id, standing }) as ItemReview;

const items = [
  ...Array.from({ length: 30 }, (_, i) => item(`f${i % 3}.yaml`, `topic/a${i}`, 'reviewed')),
  item('f0.yaml', 'topic/legacy', 'legacy'),
  ...Array.from({ length: 10 }, (_, i) => item('f1.yaml', `topic/w${i}`, 'not approved')),
];
const names = (list: ItemReview[]) => list.map((one) => `${one.file} ${one.id}`);

describe('blindSample', () => {
  it('draws only approved items, reviewed or legacy, each once', () => {
    const drawn = blindSample(items, 20261203, 31);
    expect(drawn).toHaveLength(31);
    expect(new Set(names(drawn)).size).toBe(31);
    expect(drawn.every((one) => one.standing !== 'not approved')).toBe(true);
  });

  it('draws the same items for the same seed, whatever order the files come in', () => {
    const once = names(blindSample(items, 7, 10));
    expect(names(blindSample([...items].reverse(), 7, 10))).toEqual(once);
    expect(names(blindSample(items, 8, 10))).not.toEqual(once);
  });

  it('is not simply the first items in file order', () => {
    const inOrder = names(items.filter((one) => one.standing !== 'not approved'))
      .sort()
      .slice(0, 10);
    expect(names(blindSample(items, 7, 10))).not.toEqual(inOrder);
  });
});
