import type { AppConfig } from '../../../domain/contract/appConfig.ts';
import {
  BOARD_MEDIUMS,
  boardMediumLabel,
  CLASSES,
  OTP_LENGTH,
  PHONE_LENGTH,
  PHONE_PATTERN,
  SIGNUP_BOARD_MEDIUMS,
  SIGNUP_GRADES,
  splitBoardMedium,
  TALUK_MAX_LENGTH,
} from '../../../domain/contract/catalog.ts';
import { UI } from '../../../domain/contract/ui.ts';
import type { Config } from '../../config.ts';
import { streakRules } from '../streak/index.ts';

/** Rules of ARCHITECTURE.md that the client needs to know; enforced on the server too. */
export const AUTH_RULES = {
  otpTtlSeconds: 5 * 60,
  otpMaxWrongTries: 5,
  passwordMinLength: 8,
} as const;

export const CHECK_IN_TIME_ZONE = 'Asia/Kolkata';

/** The body of GET /v2/config: spec §7 and the business constants of ARCHITECTURE.md. */
export function buildAppConfig(config: Config): AppConfig {
  const { business } = config;
  return {
    productName: 'Kalike',
    languages: [
      { code: 'en', name: 'English' },
      { code: 'kn', name: 'ಕನ್ನಡ' },
    ],
    defaultLanguage: 'en',
    classes: CLASSES.map((value) => ({ value, label: `Class ${value}` })),
    boardMediums: BOARD_MEDIUMS.map((value) => ({
      value,
      ...splitBoardMedium(value),
      label: boardMediumLabel(value),
    })),
    signUp: { grades: [...SIGNUP_GRADES], boardMediums: [...SIGNUP_BOARD_MEDIUMS] },
    phone: { length: PHONE_LENGTH, pattern: PHONE_PATTERN.source },
    otp: {
      length: OTP_LENGTH,
      ttlSeconds: AUTH_RULES.otpTtlSeconds,
      maxWrongTries: AUTH_RULES.otpMaxWrongTries,
      // OTP_RESEND_SECONDS: the gap the OTP service keeps between two codes to one phone.
      resendAfterSeconds: config.auth.otpResendSeconds,
    },
    password: { minLength: AUTH_RULES.passwordMinLength },
    talukMaxLength: TALUK_MAX_LENGTH,
    coins: {
      dailyCheckIn: business.dailyCheckInCoins,
      unitUnlock: business.unitUnlockCoins,
      storyByLevel: business.storyCoins,
      firstUnitFree: true,
      checkInTimeZone: CHECK_IN_TIME_ZONE,
    },
    streak: streakRules(config),
    plans: {
      currency: 'INR',
      allAccessYearlyPaise: {
        Kannada: business.allAccessKannadaPaise,
        English: business.allAccessEnglishPaise,
      },
      vavYearlyPaise: business.vavPaise,
    },
    activity: { scoreThreshold: UI.scoreThreshold, timerTickMs: UI.timerTickMs },
    ui: {
      toastMs: UI.toastMs,
      confettiPulseMs: UI.confettiPulseMs,
      breakpoints: UI.breakpoints,
      newsAutoplayMs: UI.newsAutoplayMs,
    },
    video: { ...UI.video },
  };
}
