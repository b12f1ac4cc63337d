import { LOCALE_TAGS, type Locale } from '../../domain/contract/locale.ts';

/**
 * Money is paise, as integers, everywhere (ARCHITECTURE.md); rupees only when shown:
 * 36500 → "₹365", 19950 → "₹199.50", in Indian digit grouping.
 */
export function rupees(paise: number, locale: Locale = 'en'): string {
  const whole = paise % 100 === 0;
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(paise / 100);
}
