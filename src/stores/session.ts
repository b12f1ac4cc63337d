import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { STORAGE_KEYS } from '../client/storageKeys.ts';
import type { LoginResponse, Profile, TokenData } from '../contract/auth.ts';

/**
 * The signed-in student and the session tokens (spec §3 "Client state", §4 "Auth state"),
 * kept in localStorage so they survive a reload and are shared by every island and the navbar.
 */
const json = { encode: JSON.stringify, decode: JSON.parse };

export const $user = persistentAtom<Profile | null>(STORAGE_KEYS.user, null, json);
export const $accessToken = persistentAtom<string | undefined>(STORAGE_KEYS.accessToken, undefined);
export const $refreshToken = persistentAtom<string | undefined>(STORAGE_KEYS.refreshToken, undefined);

/**
 * Spec §4: premium is true if any active subscription has a type containing ALL_ACCESS, the same
 * grade as the student and an end date in the future; VAV access likewise with VAV. The board and
 * medium must be the student's too: a plan opens only the content it was bought for.
 */
export function hasAccess(user: Profile | null, kind: 'ALL_ACCESS' | 'VAV', now = Date.now()): boolean {
  if (!user) return false;
  return user.activeSubscriptions.some(
    (subscription) =>
      subscription.type.includes(kind) &&
      subscription.grade === user.grade &&
      subscription.board === user.board &&
      subscription.medium === user.medium &&
      Date.parse(subscription.endDate) > now,
  );
}

export const $hasPremiumAccess = computed($user, (user) => hasAccess(user, 'ALL_ACCESS'));
export const $hasVavAccess = computed($user, (user) => hasAccess(user, 'VAV'));

export function saveTokens(tokens: TokenData) {
  $accessToken.set(tokens.accessToken);
  $refreshToken.set(tokens.refreshToken);
}

/** Login and registration: store the profile and the tokens. */
export function signIn(response: Pick<LoginResponse, 'profile' | 'tokenData'>) {
  saveTokens(response.tokenData);
  $user.set(response.profile);
}

/** Logout (spec §4): clear the user, reset both access flags, remove both tokens. */
export function signOut() {
  $user.set(null);
  $accessToken.set(undefined);
  $refreshToken.set(undefined);
}

export const isSignedIn = () => Boolean($accessToken.get() || $refreshToken.get());
