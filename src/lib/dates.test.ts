import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatMoment, formatWeek } from './dates.ts';

describe('dates in My Account', () => {
  it('shows a moment as its day in India', () => {
    // 20:00 UTC is 01:30 the next morning in India.
    expect(formatMoment('2026-11-21T20:00:00Z', 'en')).toBe('22 Nov 2026');
    // Kannada puts the month first (CLDR): "ನವೆಂ 22,2026".
    const kannada = formatMoment('2026-11-21T20:00:00Z', 'kn');
    expect(kannada).toMatch(/[\u0C80-\u0CFF]/);
    expect(kannada).toContain('22');
    expect(kannada).toContain('2026');
  });

  it('shows calendar days without shifting them', () => {
    expect(formatDayMonth('2026-11-01', 'en')).toBe('1 Nov');
    expect(formatWeek('2026-11-01', '2026-11-07', 'en')).toBe('1–7 Nov');
    // ICU puts thin spaces around the dash.
    expect(formatWeek('2026-10-29', '2026-11-04', 'en').replace(/\s/g, ' ')).toBe('29 Oct – 4 Nov');
    expect(formatWeek('2026-11-01', '2026-11-07', 'kn')).toMatch(/[\u0C80-\u0CFF]/);
  });
});
