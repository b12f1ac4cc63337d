import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../domain/contract/auth.ts';
import { STORAGE_KEYS } from '../client/storageKeys.ts';
import { setProfile } from '../stores/profile.ts';
import { signIn, signOut } from '../stores/session.ts';
import { $navbarSession, type NavbarSession } from './navbarSession.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  signOut();
  cleanTestStorage();
});

const profile = { _id: 's1', studentName: 'ಚಿನ್ಮಯಿ', totalCoinsEarned: 40 } as Profile;
const tokenData = { accessToken: 'access', refreshToken: 'refresh' };
const signedOut: NavbarSession = { signedIn: false, coins: null, initial: '' };

/** Everything the navbar is told, in order, while `act` runs. */
function watch(act: () => void): NavbarSession[] {
  const seen: NavbarSession[] = [];
  const stop = $navbarSession.subscribe((view) => seen.push(view));
  act();
  stop();
  return seen;
}

describe('the navbar follows the session store, with no events of its own', () => {
  it('shows a sign-in, a fresh profile and a sign-out as the islands store them', () => {
    const seen = watch(() => {
      signIn({ profile, tokenData });
      setProfile({ ...profile, totalCoinsEarned: 50 });
      signOut();
    });
    expect(seen[0]).toEqual(signedOut);
    expect(seen).toContainEqual({ signedIn: true, coins: 40, initial: 'ಚಿ' });
    expect(seen).toContainEqual({ signedIn: true, coins: 50, initial: 'ಚಿ' });
    expect(seen.at(-1)).toEqual(signedOut);
  });

  it('shows another tab’s sign-in and sign-out (the storage events the store listens to)', () => {
    const seen = watch(() => {
      setTestStorageKey(STORAGE_KEYS.accessToken, 'access');
      setTestStorageKey(STORAGE_KEYS.user, JSON.stringify(profile));
      setTestStorageKey(STORAGE_KEYS.accessToken, undefined);
      setTestStorageKey(STORAGE_KEYS.user, undefined);
    });
    expect(seen).toContainEqual({ signedIn: true, coins: 40, initial: 'ಚಿ' });
    expect(seen.at(-1)).toEqual(signedOut);
  });

  it('shows no coins figure for a profile without totalCoinsEarned (spec §2)', () => {
    const older = { ...profile, totalCoinsEarned: undefined } as unknown as Profile;
    const seen = watch(() => signIn({ profile: older, tokenData }));
    expect(seen.at(-1)).toEqual({ signedIn: true, coins: null, initial: 'ಚಿ' });
  });
});

describe('one source of the session', () => {
  const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|astro)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join('src', file));
  const using = (pattern: RegExp) =>
    sources.filter((file) => pattern.test(readFileSync(file, 'utf8'))).sort();

  it('only the store reads the session from storage (and the head’s mark before the page draws)', () => {
    expect(using(/STORAGE_KEYS\.(user|accessToken|refreshToken)\b/)).toEqual([
      join('src', 'layouts', 'Base.astro'),
      join('src', 'stores', 'session.ts'),
    ]);
  });

  it('no script sends or awaits a session event of its own: storage events are the store’s', () => {
    expect(using(/addEventListener\(\s*['"]storage['"]|kalike:session/)).toEqual([]);
  });
});
