import { describe, expect, it } from 'vitest';
import type { McqQuestion } from '../../../../domain/practice/skills.ts';
import { asksForAnEnd } from './oneEndedKeys.ts';
import { orderedOptions } from './orderedValues.ts';
import { bankOf, mcqLevels } from './practiceBanks.fixture.ts';

/**
 * The generated practice items held to the checklist's one-ended-keys rule (REVIEW.md: "an
 * activity whose every key among counts and durations is the largest option, or every one the
 * smallest ('tap the biggest' wins it)"), which content:check runs on the written activities only
 * (session 44 ends sweep: tens and ones keyed the smallest of its three options in 26 of its 32
 * bank items and never the largest; fractions of a shape levels 2 and 3 never keyed the largest,
 * 0 of 22 and 0 of 32; the number names keyed one of the two inner options in 20–26 of 30–32).
 * A bank item counts where the rules read every option as a value of one kind (numbers, number
 * words, fractions, times …), the values differ, it has three options or more and does not ask
 * for the biggest or smallest. Where the key stands among its options by value is right about 1
 * in n by chance; a bank fails when an end is its key in more than half of those items, when the
 * inner options are the key in more than 3 in 4 of its four-option items, or when an end is never
 * the key in a bank of 16 or more such items.
 */
/** An end keyed in more than half the items: "tap the smallest" (or biggest) wins. */
const MOST_AT_AN_END = 1 / 2;
/** Inner options keyed in more than 3 in 4 four-option items: "never an end" wins. */
const MOST_INNER = 3 / 4;
/** A bank this big (items read) keys each end at least once. */
const EVERY_END_FROM = 16;

type Place = 'smallest' | 'inner' | 'largest';
/** Where the key stands among the options by value, or null where the rule leaves the item out. */
function placeOf(item: McqQuestion): Place | null {
  if (item.options.length < 3 || asksForAnEnd(item.prompt)) return null;
  const values = orderedOptions(item.options)?.map((v) => v.value);
  if (!values || new Set(values).size !== values.length) return null;
  const key = values[item.answer] as number;
  return key === Math.min(...values) ? 'smallest' : key === Math.max(...values) ? 'largest' : 'inner';
}

/** The bank's places, counted, and what is wrong with them (empty: within the bounds). */
function endsOfBank(items: McqQuestion[]) {
  const read = items.flatMap((item) => {
    const place = placeOf(item);
    return place ? [{ place, options: item.options.length }] : [];
  });
  const count = (place: Place) => read.filter((item) => item.place === place).length;
  const [smallest, largest] = [count('smallest'), count('largest')];
  const four = read.filter((item) => item.options === 4);
  const inner = four.filter((item) => item.place === 'inner').length;
  const faults: string[] = [];
  for (const [end, keyed] of [
    ['smallest', smallest],
    ['largest', largest],
  ] as const) {
    if (keyed > MOST_AT_AN_END * read.length)
      faults.push(`the ${end} option keyed in ${keyed} of ${read.length}`);
    if (keyed === 0 && read.length >= EVERY_END_FROM)
      faults.push(`the ${end} option never keyed in ${read.length}`);
  }
  if (inner > MOST_INNER * four.length)
    faults.push(`an inner option keyed in ${inner} of ${four.length} four-option items`);
  return { read: read.length, smallest, largest, inner: count('inner'), faults };
}

describe('generated practice items and the one-ended-keys rule (session 44 ends sweep)', () => {
  it('keys each end of the options by value as chance would, within bounds, every level of every skill, both mediums', () => {
    const failing: string[] = [];
    let banks = 0;
    for (const { skill, level, medium } of mcqLevels()) {
      const { read, faults } = endsOfBank(bankOf(skill, level, medium));
      if (read > 0) banks += 1;
      if (faults.length) failing.push(`${skill} level ${level} ${medium}: ${faults.join('; ')}`);
    }
    // The rule reads the banks it is meant for: numbers, number names and fractions at least.
    expect(banks).toBeGreaterThanOrEqual(14);
    expect(failing, failing.join('\n')).toEqual([]);
  });

  it('finds the faults of the banks the sweep found (tens and ones, fractions of a shape, number names)', () => {
    const item = (options: string[], key: string, prompt = 'How many tens are in 34?'): McqQuestion => ({
      prompt,
      options,
      answer: options.indexOf(key),
      feedback: '.',
    });
    // Tens and ones before the sweep: the tens, the ones and the tens' value, mostly the smallest.
    const tens = [
      ...Array.from({ length: 26 }, () => item(['3', '4', '30'], '3')),
      ...Array.from({ length: 6 }, () => item(['3', '1', '30'], '3')),
    ];
    expect(endsOfBank(tens).faults).toEqual([
      'the smallest option keyed in 26 of 32',
      'the largest option never keyed in 32',
    ]);
    // Four number names, the key mostly one of the inner two.
    const names = [
      ...Array.from({ length: 25 }, () =>
        item(['thirty', 'thirty-four', 'thirty-eight', 'forty'], 'thirty-four'),
      ),
      ...Array.from({ length: 3 }, () => item(['thirty', 'thirty-four', 'thirty-eight', 'forty'], 'thirty')),
      ...Array.from({ length: 2 }, () => item(['thirty', 'thirty-four', 'thirty-eight', 'forty'], 'forty')),
    ];
    expect(endsOfBank(names).faults).toEqual(['an inner option keyed in 25 of 30 four-option items']);
    // Fractions read as fractions; a question that asks for the biggest is left out.
    expect(endsOfBank([item(['1/4', '3/4', '4/3'], '3/4')]).inner).toBe(1);
    expect(endsOfBank([item(['4', '7', '9'], '9', 'Which is the biggest number?')]).read).toBe(0);
  });
});
