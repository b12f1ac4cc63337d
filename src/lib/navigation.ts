import type { Locale } from '../../domain/contract/locale.ts';
import { localizePath } from '../i18n/paths.ts';

/** Goes to an app screen in the page's language. */
export function go(locale: Locale, path: string, options: { replace?: boolean } = {}) {
  const target = localizePath(locale, path);
  if (options.replace) location.replace(target);
  else location.assign(target);
}
