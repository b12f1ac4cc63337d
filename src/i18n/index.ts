import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contract/locale.ts';
import { en, type MessageKey, type Messages } from './en.ts';
import { kn } from './kn.ts';
import { createTranslate, type Translate } from './translate.ts';

export type { Locale, MessageKey, Messages, Translate };
export { DEFAULT_LOCALE, LOCALES };

const dictionaries: Record<Locale, Messages> = { en, kn };

/** BCP 47 tags for `<html lang>` and hreflang. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', kn: 'kn-IN' };

export function isLocale(value: unknown): value is Locale {
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

/** English lives at `/`, Kannada under `/kn/` (Astro i18n, prefixDefaultLocale: false). */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}/` : `/${locale}${clean}`;
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
