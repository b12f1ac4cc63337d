/** Browser storage keys, for the islands and the pages' scripts alike. The two token keys are spec §3's. */
export const STORAGE_KEYS = {
  accessToken: 'P_TEACHER_ACCESS_TOKEN',
  refreshToken: 'P_TEACHER_REFRESHTOKEN',
  user: 'kalike.user',
  deviceId: 'kalike.deviceId',
  signupDraft: 'kalike.signupDraft',
  signupPassword: 'kalike.signupPassword',
  locale: 'kalike.locale',
  learning: 'kalike.learning',
  /** Whose API answers the offline cache holds (src/offline/index.ts `startOffline`). */
  offlineOwner: 'kalike.offlineOwner',
  /** The account's children, for the picker (issue 18): names and pictures, no progress. */
  family: 'kalike.family',
  /** How the family's parent area opens, as last heard from the API (parentArea.ts). */
  parentGateMethod: 'kalike.parentGateMethod',
  /** sessionStorage: the parent gate's pass and proof (client/parentProof.ts). */
  parentGate: 'kalike.parentGate',
} as const;
