import type * as z from 'zod/mini';
import type { ProgressReport } from '../contract/account.ts';
import type { Profile, profileUpdateRequestSchema } from '../contract/auth.ts';
import type { CoinHistory } from '../contract/wallet.ts';
import { api } from './http.ts';

/** My Account's calls (spec §2 /user-profile), one typed function each, through the one client. */
export type ProfileUpdate = z.infer<typeof profileUpdateRequestSchema>;

/** One line of GET /v1/auth/profile/activites/completed (its shape is declared in the route). */
export interface CompletedActivity {
  activityId: string;
  bestScore: number;
  total: number;
  lastCompletedAt: string;
}

/** PUT /v1/auth/profile: the changed fields; answers with the fresh profile. */
export const saveProfileChanges = (changes: ProfileUpdate) =>
  api<{ success: true; profile: Profile }>('/v1/auth/profile', { method: 'PUT', body: changes });

/** GET /v1/student/schools: suggestions for the school field (any other school may be typed). */
export const fetchSchools = () =>
  api<{ success: true; data: { name: string; district: string }[] }>('/v1/student/schools');

/** GET /v1/auth/wallet/history: every coin movement, newest first. */
export const fetchCoinHistory = () => api<CoinHistory>('/v1/auth/wallet/history');

/** GET /v1/auth/profile/activites/completed (the path is spelt so, spec §7). */
export const fetchCompletedActivities = () =>
  api<{ success: true; data: CompletedActivity[] }>('/v1/auth/profile/activites/completed');

/** GET /v1/auth/profile/progress: four weeks, oldest first, per subject. */
export const fetchProgress = () => api<{ success: true; data: ProgressReport }>('/v1/auth/profile/progress');

/** GET /v1/auth/profile/export: everything stored about the child (DPDP Act), as parsed JSON. */
export const exportMyData = () => api<Record<string, unknown>>('/v1/auth/profile/export');

/** POST /v1/auth/profile/delete/otp: sends the confirming code to the account's phone. */
export const requestDeletionCode = () =>
  api<{ success: true; otpSecret: string }>('/v1/auth/profile/delete/otp', { method: 'POST' });

/** POST /v1/auth/profile/delete: deletes the account and its personal data for good. */
export const deleteAccount = (otpSecret: string, otp: string) =>
  api<{ success: true; message: string }>('/v1/auth/profile/delete', {
    method: 'POST',
    body: { otpSecret, otp },
  });
