import type { Profile } from '../../domain/contract/auth.ts';
import { $profile } from './session.ts';

/**
 * A fresh profile from the API (after a completion, a check-in, an unlock, an edit): stored in
 * the session store, whose subscribers (the islands, the navbar's script) show the new coins and
 * name.
 */
export function setProfile(profile: Profile) {
  $profile.set(profile);
}
