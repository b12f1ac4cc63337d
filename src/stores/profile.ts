import type { Profile } from '../contract/auth.ts';
import { $user } from './session.ts';

/**
 * A fresh profile from the API (after a completion, a check-in, an unlock, an edit): stored, and
 * the navbar's script (no React) told to show the new coins and name.
 */
export function updateProfile(profile: Profile) {
  $user.set(profile);
  document.dispatchEvent(new Event('kalike:session'));
}
