import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { kn } from './kn.ts';
import { createTranslate, tPlural } from './translate.ts';

describe('tPlural: counts in the plural form of the language (Intl.PluralRules)', () => {
  it('English: one for 1 only ("1 chapter", "2 chapters", "0 chapters")', () => {
    const t = createTranslate(en);
    expect([1, 2, 0].map((n) => tPlural(t, 'en', 'learn.chapters', n))).toEqual([
      '1 chapter',
      '2 chapters',
      '0 chapters',
    ]);
    expect(tPlural(t, 'en', 'unlock.balance', 1)).toBe('You have 1 coin.');
    expect(tPlural(t, 'en', 'learn.topicsDone', 8, { done: 3 })).toBe('3 of 8 topics done');
  });

  it('Kannada: one for 0 and 1 ("1 ನಾಣ್ಯ", never "1 ನಾಣ್ಯಗಳು")', () => {
    const t = createTranslate(kn, en);
    expect([1, 2, 0].map((n) => tPlural(t, 'kn', 'nav.coins', n))).toEqual(['1 ನಾಣ್ಯ', '2 ನಾಣ್ಯಗಳು', '0 ನಾಣ್ಯ']);
    expect(tPlural(t, 'kn', 'learn.chapters', 1)).toBe('1 ಅಧ್ಯಾಯ');
  });

  it('every plural key has both forms in both languages', () => {
    for (const dictionary of [en, kn]) {
      const keys = Object.keys(dictionary);
      for (const key of keys.filter((k) => k.endsWith('_one')))
        expect(keys, key).toContain(key.replace(/_one$/, '_other'));
      for (const key of keys.filter((k) => k.endsWith('_other')))
        expect(keys, key).toContain(key.replace(/_other$/, '_one'));
    }
  });
});
