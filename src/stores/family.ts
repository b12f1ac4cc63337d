import { persistentAtom } from '@nanostores/persistent';
import { fetchChildren, switchChild } from '../client/children.ts';
import { STORAGE_KEYS } from '../client/storageKeys.ts';
import type { ChildSummary } from '../contract/children.ts';
import { $learning, EMPTY_LEARNING } from './learning.ts';
import { $accessToken, $user } from './session.ts';

/** What the picker needs of a child: the picture is drawn from name and gender (lib/avatar.ts). */
export type FamilyChild = Pick<ChildSummary, 'id' | 'studentName' | 'gender' | 'grade' | 'photo'>;

/**
 * The account's children (issue 18, ADR 018), kept so that the child's bar knows whether to
 * offer "Who is playing?" without asking the server on every screen. Cleared with the session
 * (clearBrowserData removes every `kalike.` key).
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

/** The children as the server has them now, remembered for the picker. */
export async function loadFamily() {
  const { data } = await fetchChildren();
  $family.set(
    data.children.map(({ id, studentName, gender, grade, photo }) => ({
      id,
      studentName,
      gender,
      grade,
      photo,
    })),
  );
  return data;
}

/**
 * The session plays as another child from now: a new access token naming them, their profile,
 * and the lessons opened from the start (the last child's place in them is not theirs).
 */
export async function playAs(childId: string) {
  if ($user.get()?._id === childId) return;
  const { accessToken, profile } = await switchChild(childId);
  $accessToken.set(accessToken);
  $user.set(profile);
  $learning.set(EMPTY_LEARNING);
}
