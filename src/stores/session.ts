import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { STORAGE_KEYS } from '../client/storageKeys.ts';
import type { LoginResponse, Profile, TokenData } from '../contract/auth.ts';

/**
 * The signed-in student and the session tokens (spec §3 "Client state", §4 "Auth state"), kept
 * in localStorage so they survive a reload. The one source of the session for every island and
 * for the navbar's script alike: they subscribe to these stores, and @nanostores/persistent
 * brings other tabs' changes in through the `storage` event, so nothing else announces a change.
 */
export const $user = persistentAtom<Profile | null>(STORAGE_KEYS.user, null, {
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
  $user.set(response.profile);
}

/** Logout (spec §4): clear the user, remove both tokens. */
export function signOut() {
  $user.set(null);
  $accessToken.set(undefined);
  $refreshToken.set(undefined);
}
