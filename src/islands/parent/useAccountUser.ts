import { $parentAreaOpen } from '../../stores/parentArea.ts';
import { $profile } from '../../stores/session.ts';
import { useClientStore } from '../ui/useClientStore.ts';

/**
 * What both My Account islands show from: the signed-in child (null until the stored session
 * is read) and whether the parent gate is passed in this tab. My Account is two islands
 * (AccountProfile.tsx, MyAccount.tsx) so that each stays within its 25 KB budget; both hide
 * behind the same gate.
 */
export function useAccountUser() {
  return {
    user: useClientStore($profile, null),
    open: useClientStore($parentAreaOpen, false),
  };
}
