import { cleanTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../client/storageKeys.ts';
import type { Profile } from '../contract/auth.ts';
import { $accessToken, $refreshToken, $signedIn, $user, saveTokens, signIn, signOut } from './session.ts';

// The stores' storage for the tests: a map whose `storage` events the test sends, as another tab would.
beforeAll(() => useTestStorageEngine());
afterEach(() => {
  signOut();
  cleanTestStorage();
});

const profile = { _id: 's1', studentName: 'Ananya', totalCoinsEarned: 40 } as Profile;
const tokenData = { accessToken: 'access', refreshToken: 'refresh' };

describe('the session store (spec §4 "Auth state")', () => {
  it('signs in: the profile and both tokens are stored', () => {
    signIn({ profile, tokenData });
    expect($user.get()).toEqual(profile);
    expect([$accessToken.get(), $refreshToken.get()]).toEqual(['access', 'refresh']);
    expect($signedIn.get()).toBe(true);
  });

  it('signs out: the user and both tokens are gone', () => {
    signIn({ profile, tokenData });
    signOut();
    expect([$user.get(), $accessToken.get(), $refreshToken.get(), $signedIn.get()]).toEqual([
      null,
      undefined,
      undefined,
      false,
    ]);
  });

  it('is signed in while either token is kept (an expired access token is refreshed)', () => {
    saveTokens(tokenData);
    $accessToken.set(undefined);
    expect($signedIn.get()).toBe(true);
    $refreshToken.set(undefined);
    expect($signedIn.get()).toBe(false);
  });

  it('takes another tab’s sign-in and sign-out from the storage events', () => {
    const seen: boolean[] = [];
    const stop = $signedIn.subscribe((signedIn) => seen.push(signedIn));
    setTestStorageKey(STORAGE_KEYS.refreshToken, 'refresh-from-another-tab');
    setTestStorageKey(STORAGE_KEYS.refreshToken, undefined);
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  it('reads an unreadable stored profile as none', () => {
    const stop = $user.listen(() => {});
    setTestStorageKey(STORAGE_KEYS.user, JSON.stringify(profile));
    expect($user.get()).toEqual(profile);
    setTestStorageKey(STORAGE_KEYS.user, '{"studentName": ');
    expect($user.get()).toBeNull();
    stop();
  });
});
