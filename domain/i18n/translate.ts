import type { MessageKey, Messages } from './en.ts';

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

/**
 * The one way to fill a translated string's `{name}` placeholders: `t()` uses it, and so do the
 * pages' small scripts for the strings they get in `data-` attributes (no dictionary there).
 * A placeholder without a value stays as it is, so a missing one shows rather than vanishes.
 */
export function fillPlaceholders(template: string, params: TranslateParams): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

/**
 * The one `t()`: looks a key up in a dictionary (falling back to English where one is given)
 * and fills `{name}` placeholders. `.astro` files get a full dictionary through
 * `translationsFor`; islands get only the keys they use, as a prop, through `pickMessages`.
 */
export function createTranslate(messages: Partial<Messages>, fallback: Partial<Messages> = {}): Translate {
  return (key, params) => {
    const template = messages[key] ?? fallback[key];
    if (template === undefined) {
      reportMissing(key);
      return key;
    }
    return params ? fillPlaceholders(template, params) : template;
  };
}

/** What starts the report of a key with no text: the browser tests fail on it (tests/e2e/fixtures.ts). */
export const MISSING_TEXT = '[i18n] no text for';

/**
 * A key with no text shows itself to the child (an island was not given it, or the dictionary
 * lacks it): said on the console, where the browser tests and the islands' tests catch it,
 * instead of passing unseen (issue 33).
 */
function reportMissing(key: string) {
  console.error(`${MISSING_TEXT} "${key}"`);
}

/** A key with plural forms: `foo` when the dictionary has `foo_one` and `foo_other`. */
export type PluralKey = {
  [K in MessageKey]: K extends `${infer Base}_other`
    ? `${Base}_one` extends MessageKey
      ? Base
      : never
    : never;
}[MessageKey];

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * A count in words, in the right plural form of the language: `foo_one` or `foo_other`, as
 * `Intl.PluralRules(locale)` chooses (CLDR: English "one" is 1 only; Kannada "one" is 0 and 1),
 * with `{count}` filled in. No "1 chapters", no "1 ನಾಣ್ಯಗಳು".
 */
export function tPlural(
  t: Translate,
  locale: string,
  key: PluralKey,
  count: number,
  params: TranslateParams = {},
) {
  const rules = pluralRules.get(locale) ?? new Intl.PluralRules(locale);
  pluralRules.set(locale, rules);
  const form = rules.select(count) === 'one' ? 'one' : 'other';
  return t(`${key}_${form}` as MessageKey, { count, ...params });
}
