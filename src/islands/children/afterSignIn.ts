import type { Locale } from '../../../domain/contract/locale.ts';
import { go } from '../../lib/navigation.ts';
import { loadFamily } from '../../stores/family.ts';

/**
 * Where a parent lands after logging in (issue 18): with two or more children, "Who is
 * playing?"; with one, straight to the lessons. Should the list not load, the lessons: the
 * session plays as the child played last, and the bar's menu offers the picker later.
 */
export async function goAfterSignIn(locale: Locale) {
  let count = 1;
  try {
    count = (await loadFamily()).children.length;
  } catch {
    // The lessons, as with one child.
  }
  go(locale, count > 1 ? '/children' : '/dashboard', { replace: true });
}
