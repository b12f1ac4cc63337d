import type { NotificationTable } from '../../db/schema.ts';

export type Texts = { title: { en: string; kn: string }; content: { en: string; kn: string } };

/** "1 coin", "10 coins" by each language's plural rules (the amounts are configurable). */
const one = (locale: 'en' | 'kn', count: number) => new Intl.PluralRules(locale).select(count) === 'one';

/** The student's own notifications, in both languages (spec §3: image, title, content, time). */
export const OWN = {
  checkIn: (coins: number): Texts => ({
    title: {
      en: one('en', coins) ? `${coins} coin received` : `${coins} coins received`,
      kn: one('kn', coins) ? `${coins} ನಾಣ್ಯ ಬಂದಿದೆ` : `${coins} ನಾಣ್ಯಗಳು ಬಂದಿವೆ`,
    },
    content: {
      en: `You checked in today and earned ${coins} ${one('en', coins) ? 'coin' : 'coins'}. Come back tomorrow for more!`,
      kn: `ಇಂದು ಹಾಜರಿ ಹಾಕಿ ${coins} ${one('kn', coins) ? 'ನಾಣ್ಯ' : 'ನಾಣ್ಯಗಳನ್ನು'} ಗಳಿಸಿದೆ. ನಾಳೆ ಮತ್ತೆ ಬಾ, ಇನ್ನಷ್ಟು ಸಿಗುತ್ತವೆ!`,
    },
  }),
  /** A streak reward (issue 15): `days` is the reward's day count, 2 or more. */
  streakReward: (days: number, coins: number): Texts => ({
    title: { en: `${days} days in a row!`, kn: `ಸತತ ${days} ದಿನ ಕಲಿಕೆ!` },
    content: {
      en: `You learned ${days} days in a row and earned ${coins} extra ${one('en', coins) ? 'coin' : 'coins'}. Keep it going!`,
      kn: `ಸತತ ${days} ದಿನ ಕಲಿತು ${coins} ಹೆಚ್ಚುವರಿ ${one('kn', coins) ? 'ನಾಣ್ಯ' : 'ನಾಣ್ಯಗಳನ್ನು'} ಗಳಿಸಿದೆ. ಹೀಗೆಯೇ ಮುಂದುವರಿಸು!`,
    },
  }),
  unitUnlocked: (unit: { en: string; kn: string }, coins: number): Texts => ({
    title: { en: 'Unit unlocked', kn: 'ಘಟಕ ತೆರೆಯಿತು' },
    content: {
      en: `You used ${coins} coins to open “${unit.en}”. Have fun learning!`,
      kn: `${coins} ನಾಣ್ಯಗಳಿಂದ “${unit.kn}” ತೆರೆದಿದೆ. ಖುಷಿಯಿಂದ ಕಲಿ!`,
    },
  }),
  planActivated: (type: 'ALL_ACCESS' | 'VAV', until: string): Texts => ({
    title:
      type === 'ALL_ACCESS'
        ? { en: 'All Access is on', kn: 'ಆಲ್ ಆಕ್ಸೆಸ್ ಆರಂಭವಾಗಿದೆ' }
        : { en: 'Video lessons are on', kn: 'ವಿಡಿಯೋ ಪಾಠಗಳು ಆರಂಭವಾಗಿವೆ' },
    content:
      type === 'ALL_ACCESS'
        ? {
            en: `Every unit and video of your class is open until ${until}. Happy learning!`,
            kn: `ನಿಮ್ಮ ತರಗತಿಯ ಎಲ್ಲಾ ಘಟಕಗಳು ಮತ್ತು ವಿಡಿಯೋಗಳು ${until}ರವರೆಗೆ ತೆರೆದಿವೆ. ಖುಷಿಯಿಂದ ಕಲಿಯಿರಿ!`,
          }
        : {
            en: `Every video lesson of your class is open until ${until}. Happy learning!`,
            kn: `ನಿಮ್ಮ ತರಗತಿಯ ಎಲ್ಲಾ ವಿಡಿಯೋ ಪಾಠಗಳು ${until}ರವರೆಗೆ ತೆರೆದಿವೆ. ಖುಷಿಯಿಂದ ಕಲಿಯಿರಿ!`,
          },
  }),
};

export const IMAGES: Record<NotificationTable['kind'], string> = {
  broadcast: '/images/icons/videos.svg',
  coins: '/images/icons/coins.svg',
  unlock: '/images/icons/syllabus.svg',
  plan: '/images/icons/parents.svg',
};
