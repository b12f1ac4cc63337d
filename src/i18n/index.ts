import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from '../../domain/contract/locale.ts';
import { en, type MessageKey, type Messages } from '../../domain/i18n/en.ts';
import { kn } from '../../domain/i18n/kn.ts';
import { createTranslate, type Translate } from '../../domain/i18n/translate.ts';
import { localizePath } from './paths.ts';

export type { Locale, MessageKey, Translate };
export { LOCALES };

const dictionaries: Record<Locale, Messages> = { en, kn };

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `t()` for an `.astro` file, in the given language, with English for anything missing. */
export function translationsFor(locale: Locale): Translate {
  return createTranslate(dictionaries[locale], en);
}

/** The strings an island needs, in its language: every key starting with one of `prefixes`. */
export function pickMessages(locale: Locale, prefixes: string[]): Partial<Messages> {
  const picked: Partial<Messages> = {};
  for (const key of Object.keys(en) as MessageKey[]) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) picked[key] = dictionaries[locale][key] ?? en[key];
  }
  return picked;
}

/** The language of a URL path and the path without its language prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(kn)(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1])) return { locale: match[1], path: match[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The same page in another language. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizePath(target, splitLocale(pathname).path);
}

/** For `getStaticPaths` of pages under `src/pages/[...lang]/`: one entry per language. */
export function localeStaticPaths() {
  return LOCALES.map((locale) => ({
    params: { lang: locale === DEFAULT_LOCALE ? undefined : locale },
    props: { locale },
  }));
}

/** `LOCALE_TAGS`: BCP 47 tags for `<html lang>` and hreflang. */
export { LOCALE_TAGS, localizePath };
