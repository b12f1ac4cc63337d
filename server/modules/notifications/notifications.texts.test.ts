import { describe, expect, it } from 'vitest';
import { OWN } from './notifications.texts.ts';

// Coin amounts come from configuration (DAILY_CHECKIN_COINS, STREAK_REWARDS): one coin reads as
// one in both languages, never "1 coins" or "1 ನಾಣ್ಯಗಳು" (issue 15).
describe("notification texts follow each language's plural rules", () => {
  it('one coin', () => {
    expect(OWN.checkIn(1).title).toEqual({ en: '1 coin received', kn: '1 ನಾಣ್ಯ ಬಂದಿದೆ' });
    expect(OWN.checkIn(1).content.en).toContain('earned 1 coin.');
    expect(OWN.checkIn(1).content.kn).toContain('1 ನಾಣ್ಯ ಗಳಿಸಿದೆ');
    expect(OWN.streakReward(3, 1).content.en).toContain('1 extra coin.');
    expect(OWN.streakReward(3, 1).content.kn).toContain('1 ಹೆಚ್ಚುವರಿ ನಾಣ್ಯ ಗಳಿಸಿದೆ');
  });

  it('many coins', () => {
    expect(OWN.checkIn(10).title).toEqual({ en: '10 coins received', kn: '10 ನಾಣ್ಯಗಳು ಬಂದಿವೆ' });
    expect(OWN.checkIn(10).content.kn).toContain('10 ನಾಣ್ಯಗಳನ್ನು ಗಳಿಸಿದೆ');
    expect(OWN.streakReward(7, 15).content.en).toContain('15 extra coins.');
  });
});
