/**
 * A size as a parent reads it, in the page's language ("1.2 MB", "1.2 ಎಂಬಿ" as the browser's
 * Intl says it): kilobytes under a megabyte, one decimal at most.
 */
export function formatBytes(bytes: number, locale: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}
