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
  /** Whose API answers the offline cache holds (src/offline/start.ts). */
  offlineOwner: 'kalike.offlineOwner',
  /** The account's children, for the picker (issue 18): names and pictures, no progress. */
  family: 'kalike.family',
  /** How the family's parent area opens, as last heard from the API (parentArea.ts). */
  parentGateMethod: 'kalike.parentGateMethod',
  /** sessionStorage: the parent gate's pass and proof (client/parentProof.ts). */
  parentGate: 'kalike.parentGate',
} as const;

/**
 * What sign-out removes from this browser, in both storages (privacy policy §25; the inventory
 * says "Until you sign out" of each, and src/stores/session.test.ts holds the two together):
 * the session, the profile copy (with the parent's phone and e-mail), the children's names, the
 * child's place in the lessons, whose offline copies these were, how My Account opens and its
 * pass. The language, the device identifier and the data-saver choice are the device's and stay.
 */
export const SIGN_OUT_KEYS: readonly string[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.user,
  STORAGE_KEYS.learning,
  STORAGE_KEYS.family,
  STORAGE_KEYS.offlineOwner,
  STORAGE_KEYS.parentGateMethod,
  STORAGE_KEYS.parentGate,
];
