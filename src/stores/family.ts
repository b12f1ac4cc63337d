import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { ChildSummary } from '../../domain/contract/children.ts';
import { switchChild } from '../client/children.ts';
import { STORAGE_KEYS } from '../client/storageKeys.ts';
import { $learning, EMPTY_LEARNING } from './learning.ts';
import { $accessToken, $profile } from './session.ts';

/** What the picker needs of a child: the picture is drawn from name and gender (lib/avatar.ts). */
export type FamilyChild = Pick<ChildSummary, 'id' | 'studentName' | 'gender' | 'grade' | 'photo'>;

/**
 * The account's children (issue 18, ADR 018), kept so that the child's bar knows whether to
 * offer "Who is playing?" without asking the server on every screen. Removed at sign-out
 * (session.ts SIGN_OUT_KEYS) and when the account is deleted (clearBrowserData).
 */
export const $family = persistentAtom<FamilyChild[]>(STORAGE_KEYS.family, [], {
  encode: JSON.stringify,
  decode: (value) => {
    try {
      const list = JSON.parse(value);
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  },
});

/**
 * The session plays as another child from now: a new access token naming them, their profile,
 * and the lessons opened from the start (the last child's place in them is not theirs).
 */
export async function playAs(childId: string) {
  if ($profile.get()?._id === childId) return;
  const { accessToken, profile } = await switchChild(childId);
  $accessToken.set(accessToken);
  $profile.set(profile);
  $learning.set(EMPTY_LEARNING);
}

/**
 * The family the signed-in child belongs to: the parent's id, which access tokens carry as `sub`
 * (ADR 018: `sub` the parent, `cid` the active child). The stored profile (`$profile`) is the
 * child's and does not name the parent. Read without checking the signature: it only keys what
 * this browser keeps for the family (the parent area's pass), and a token someone edits by hand
 * is refused by the API anyway.
 */
export function familyKeyOf(accessToken: string | undefined): string | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  } catch {
    return null;
  }
}

/** The signed-in family's key; the same for every child of the parent, null when signed out. */
export const $familyKey = computed($accessToken, familyKeyOf);
