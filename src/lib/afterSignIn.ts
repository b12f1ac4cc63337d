import type { Locale } from '../../domain/contract/locale.ts';
import { $children } from '../stores/children.ts';
import { $familyKey } from '../stores/family.ts';
import { go } from './navigation.ts';

/**
 * Where a parent lands after logging in (issue 18): with two or more children, "Who is
 * playing?"; with one, straight to the lessons. Should the list not load, the lessons: the
 * session plays as the child played last, and the bar's menu offers the picker later.
 */
export async function goAfterSignIn(locale: Locale) {
  // Not answered (or no family in the token, which asks nothing): the lessons, as with one child.
  const answer = $familyKey.get() ? await $children.fetch() : null;
  const count = answer && 'data' in answer ? answer.data.children.length : 1;
  go(locale, count > 1 ? '/children' : '/dashboard', { replace: true });
}
