import { cleanTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../domain/contract/auth.ts';
import { BROWSER } from '../../server/privacy/inventory.ts';
import { heldParentProof, keepParentProofInMemory } from '../client/parentProof.ts';
import { STORAGE_KEYS } from '../client/storageKeys.ts';
import {
  $accessToken,
  $profile,
  $refreshToken,
  $signedIn,
  SIGN_OUT_KEYS,
  saveTokens,
  signIn,
  signOut,
} from './session.ts';

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
    expect($profile.get()).toEqual(profile);
    expect([$accessToken.get(), $refreshToken.get()]).toEqual(['access', 'refresh']);
    expect($signedIn.get()).toBe(true);
  });

  it('signs out: the user and both tokens are gone', () => {
    signIn({ profile, tokenData });
    signOut();
    expect([$profile.get(), $accessToken.get(), $refreshToken.get(), $signedIn.get()]).toEqual([
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
    const stop = $profile.listen(() => {});
    setTestStorageKey(STORAGE_KEYS.user, JSON.stringify(profile));
    expect($profile.get()).toEqual(profile);
    setTestStorageKey(STORAGE_KEYS.user, '{"studentName": ');
    expect($profile.get()).toBeNull();
    stop();
  });
});

/** A Web Storage of a map, for the page's localStorage and sessionStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('sign-out forgets what the privacy policy says it forgets (issue 32, §25)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const keptUntil = (name: string) => BROWSER[name]?.kept;

  it('removes every key the inventory keeps "until you sign out", in both storages, and the data cache', async () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const deleted: string[] = [];
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    // Everything the app keeps in Web Storage, as a signed-in family's phone holds it.
    for (const key of Object.values(STORAGE_KEYS)) {
      local.setItem(key, '"x"');
      session.setItem(key, '"x"');
    }
    local.setItem('kalike.dataSaver', 'true');
    signIn({ profile, tokenData });
    keepParentProofInMemory('proof', Date.now() + 60_000);

    signOut();

    const left = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').sort();
    // Only the device's own: the language, the device id, the data-saver choice and the sign-up
    // draft and password (a sign-up under way, which registration clears).
    const stays = [
      STORAGE_KEYS.deviceId,
      STORAGE_KEYS.locale,
      STORAGE_KEYS.signupDraft,
      STORAGE_KEYS.signupPassword,
    ];
    expect(left(local)).toEqual([...stays, 'kalike.dataSaver'].sort());
    expect(left(session)).toEqual([...stays].sort());
    expect(deleted).toEqual(['kalike-data-v2']);
    expect(heldParentProof()).toBeNull();
  });

  it('the code and the policy agree: what the inventory keeps until sign-out is what sign-out removes', () => {
    const webStorage: string[] = Object.values(STORAGE_KEYS);
    const untilSignOut = Object.keys(BROWSER).filter(
      (name) => webStorage.includes(name) && keptUntil(name) === 'signOut',
    );
    expect([...SIGN_OUT_KEYS].sort()).toEqual(
      [...untilSignOut, ...SIGN_OUT_KEYS.filter((key) => keptUntil(key) === 'gatePass')].sort(),
    );
    // The children's names, the place in the lessons, the profile copy and the gate's method
    // among them (the issue found them left behind).
    for (const key of ['kalike.family', 'kalike.learning', 'kalike.user', 'kalike.parentGateMethod'])
      expect(SIGN_OUT_KEYS).toContain(key);
    expect(keptUntil('kalike-data-v2')).toBe('signOut');
  });
});
