/**
 * The two languages. No zod here on purpose: every island imports this (through i18n), and a
 * schema would pull zod into each of them; `contact.ts` builds its own enum from LOCALES.
 */
export const LOCALES = ['en', 'kn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags for `lang`, `hreflang` and Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', kn: 'kn-IN' };
