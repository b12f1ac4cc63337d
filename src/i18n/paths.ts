import { DEFAULT_LOCALE, type Locale } from '../../domain/contract/locale.ts';

/**
 * English lives at `/`, Kannada under `/kn/` (Astro i18n, prefixDefaultLocale: false). Its own
 * small module so that islands can link without importing the dictionaries.
 */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}/` : `/${locale}${clean}`;
}
