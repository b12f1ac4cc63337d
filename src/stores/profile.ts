import type { Profile } from '../../domain/contract/auth.ts';
import { $user } from './session.ts';

/**
 * A fresh profile from the API (after a completion, a check-in, an unlock, an edit): stored in
 * the session store, whose subscribers (the islands, the navbar's script) show the new coins and
 * name.
 */
export function updateProfile(profile: Profile) {
  $user.set(profile);
}
