import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { kn } from './kn.ts';
import { COUNT_MAX, COUNTED_KEYS, lineText, SPOKEN_KEYS, uiLines } from './readAloud.ts';
import { createTranslate, tPlural } from './translate.ts';

/**
 * The interface lines a child hears (issue 16, and issue 29's dialogs): every fixed line and every
 * counted one up to COUNT_MAX gets a clip, and the API finds a line's text by its name only for
 * those, so an address can name nothing else.
 */
describe('spoken interface lines', () => {
  it.each([
    ['en', en],
    ['kn', kn],
  ] as const)(
    '%s: every counted line from its first count to COUNT_MAX is a line to make a clip of',
    (locale, messages) => {
      const lines = uiLines(messages, locale, 1);
      const keys = new Set(lines.map((line) => line.key));
      for (const key of SPOKEN_KEYS) expect(keys.has(key)).toBe(true);
      const t = createTranslate(messages);
      for (const key of COUNTED_KEYS) {
        expect(keys.has(`${key}.${COUNT_MAX}`)).toBe(true);
        expect(keys.has(`${key}.${COUNT_MAX + 1}`)).toBe(false);
        expect(keys.has(`${key}.0`)).toBe(key === 'unlock.balance');
        expect(lines.find((line) => line.key === `${key}.7`)?.text).toBe(tPlural(t, locale, key, 7));
      }
    },
  );

  it('a name gives the text of a spoken line, and nothing for any other', () => {
    const t = createTranslate(kn);
    expect(lineText(t, 'kn', 'unlock.title')).toBe(kn['unlock.title']);
    expect(lineText(t, 'kn', 'unlock.short.40')).toBe(tPlural(t, 'kn', 'unlock.short', 40));
    expect(lineText(t, 'kn', 'unlock.balance.0')).toBe(tPlural(t, 'kn', 'unlock.balance', 0));
    for (const name of [
      'auth.continue',
      'unlock.short.0',
      `unlock.short.${COUNT_MAX + 1}`,
      'unlock.short',
      'read.score.5.3',
      '',
    ])
      expect([name, lineText(t, 'kn', name)]).toEqual([name, undefined]);
  });

  it('the Kannada the dialogs say speaks to the child in the singular', () => {
    for (const key of [
      'unlock.title',
      'unlock.confirm',
      'unlock.enough.spoken',
      'checkin.done',
      'checkin.offer_other',
      'unlock.balance_other',
      'unlock.short_other',
    ] as const)
      expect([key, /ಿರಿ[!.]?$|ನಿಮ್ಮ|ಬನ್ನಿ|ಗಳಿಸಿ\.$/.test(kn[key])]).toEqual([key, false]);
  });
});
