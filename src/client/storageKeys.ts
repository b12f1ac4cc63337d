/**
 * Browser storage keys. The two token keys are spec §3's; the rest are Kalike's own.
 * (Inline scripts in the page head repeat `accessToken` and `refreshToken`: keep them in step.)
 */
export const STORAGE_KEYS = {
  accessToken: 'P_TEACHER_ACCESS_TOKEN',
  refreshToken: 'P_TEACHER_REFRESHTOKEN',
  user: 'kalike.user',
  deviceId: 'kalike.deviceId',
  signupDraft: 'kalike.signupDraft',
  signupPassword: 'kalike.signupPassword',
  locale: 'kalike.locale',
  learning: 'kalike.learning',
} as const;
