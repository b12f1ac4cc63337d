import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { LoginResponse, Profile, TokenData } from '../../domain/contract/auth.ts';
import { CACHES } from '../../domain/offline/names.ts';
import { forgetParentProof } from '../client/parentProof.ts';
import { STORAGE_KEYS } from '../client/storageKeys.ts';

/**
 * The signed-in student and the session tokens (spec §3 "Client state", §4 "Auth state"), kept
 * in localStorage so they survive a reload. The one source of the session for every island and
 * for the navbar's script alike: they subscribe to these stores, and @nanostores/persistent
 * brings other tabs' changes in through the `storage` event, so nothing else announces a change.
 */
export const $profile = persistentAtom<Profile | null>(STORAGE_KEYS.user, null, {
  encode: JSON.stringify,
  // Unreadable storage (edited by hand, an old format) counts as no profile, not a broken page.
  decode: (value) => {
    try {
      return JSON.parse(value) as Profile | null;
    } catch {
      return null;
    }
  },
});
export const $accessToken = persistentAtom<string | undefined>(STORAGE_KEYS.accessToken, undefined);
export const $refreshToken = persistentAtom<string | undefined>(STORAGE_KEYS.refreshToken, undefined);

/** Signed in while either token is kept: an expired access token is refreshed on the next call. */
export const $signedIn = computed([$accessToken, $refreshToken], (accessToken, refreshToken) =>
  Boolean(accessToken || refreshToken),
);

export function saveTokens(tokens: TokenData) {
  $accessToken.set(tokens.accessToken);
  $refreshToken.set(tokens.refreshToken);
}

/** Login and registration: store the profile and the tokens. */
export function signIn(response: Pick<LoginResponse, 'profile' | 'tokenData'>) {
  saveTokens(response.tokenData);
  $profile.set(response.profile);
}

/**
 * What sign-out removes from this browser, in both storages (privacy policy §25; the inventory
 * says "Until you sign out" of each, and session.test.ts holds the two together):
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

/**
 * Logout (spec §4), and any end of the session (a refused refresh, a deleted account): the user
 * and both tokens, and everything else the privacy policy (§25) says goes at sign-out: the keys
 * of SIGN_OUT_KEYS in both storages, the parent proof held in memory and the offline copies of
 * the API's answers. Downloaded lessons and answers still waiting stay (the answers are sent at
 * their child's next sign-in). The stores' other values in this page go with the page, which
 * every sign-out leaves.
 */
export function signOut() {
  $profile.set(null);
  $accessToken.set(undefined);
  $refreshToken.set(undefined);
  forgetParentProof();
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = globalThis[name];
      for (const key of SIGN_OUT_KEYS) storage.removeItem(key);
    } catch {
      // Storage switched off: nothing was kept there.
    }
  }
  if (typeof caches !== 'undefined') void caches.delete(CACHES.data).catch(() => false);
}
