import { lineUrl } from '../../../domain/contract/audio.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import {
  type CountedKey,
  countedLineKey,
  countedText,
  hasCountedClip,
  type SpokenKey,
} from '../../../domain/i18n/readAloud.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { type Sayable, sayable } from './readAloud.ts';

/**
 * An interface line said on a screen that does not carry the page's clip list (the dialogs of
 * the learn screens and the dashboard, issue 29): its clip by name from the API.
 */
export const spokenLine = (t: Translate, locale: Locale, key: SpokenKey): Sayable | null =>
  sayable(t(key), lineUrl(locale, key), locale);

/**
 * A line with a number in it ("You need 40 more coins"): the clip of that very text up to
 * COUNT_MAX; past it, the phone's voice says it where the phone has one.
 */
export const countedLine = (t: Translate, locale: Locale, key: CountedKey, count: number): Sayable | null =>
  sayable(
    countedText(t, locale, key, count),
    hasCountedClip(key, count) ? lineUrl(locale, countedLineKey(key, count)) : null,
    locale,
  );
