import type * as z from 'zod/mini';
import type { accountEndpoints } from '../../domain/contract/account.ts';
import type { authEndpoints, profileUpdateRequestSchema } from '../../domain/contract/auth.ts';
import type { EndpointOutput } from '../../domain/contract/endpoint.ts';
import type { learningEndpoints } from '../../domain/contract/learning.ts';
import type { walletEndpoints } from '../../domain/contract/wallet.ts';
import { call } from './http.ts';

/** My Account's calls (spec §2 /user-profile), one typed function each, through the one client. */
export type ProfileUpdate = z.infer<typeof profileUpdateRequestSchema>;

/** One activity the child has completed, with its best score. */
export type CompletedActivity = EndpointOutput<
  typeof learningEndpoints.getCompletedActivities
>['data'][number];

/** The changed fields of the profile; answers with the fresh profile. */
export const updateProfile = (changes: ProfileUpdate) =>
  call<typeof authEndpoints.updateProfile>('updateProfile', { body: changes });

/** Suggestions for the school field (any other school may be typed). */
export const listSchools = () => call<typeof authEndpoints.listSchools>('listSchools');

/** Coin movements, newest first, a page at a time: `cursor` is the page before's `nextCursor`. */
export const getCoinHistory = (cursor?: string) =>
  call<typeof walletEndpoints.getCoinHistory>('getCoinHistory', { query: cursor ? { cursor } : {} });

/** The activities the child has completed (the learning feature's list, shown in My Account). */
export const getCompletedActivities = () =>
  call<typeof learningEndpoints.getCompletedActivities>('getCompletedActivities');

/** Four weeks, oldest first, per subject. */
export const getProgressReport = () => call<typeof accountEndpoints.getProgressReport>('getProgressReport');

/** Everything stored about the child (DPDP Act), as parsed JSON. */
export const exportPersonalData = () =>
  call<typeof accountEndpoints.exportPersonalData>('exportPersonalData');

/** Sends the confirming code to the account's phone; `resendAfterSeconds` comes with it. */
export const sendAccountDeletionOtp = () =>
  call<typeof accountEndpoints.sendAccountDeletionOtp>('sendAccountDeletionOtp');

/** Deletes the account and its personal data for good. */
export const deleteAccount = (otpSecret: string, otp: string) =>
  call<typeof accountEndpoints.deleteAccount>('deleteAccount', { body: { otpSecret, otp } });
