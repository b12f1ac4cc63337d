import type { NotificationsResponse } from '../contract/notifications.ts';
import type { CheckInResponse, UnlockResponse } from '../contract/wallet.ts';
import { api } from './http.ts';

/** GET /v1/auth/wallet/checkin: whether today's check-in is done (India's calendar day). */
export const fetchCheckIn = () =>
  api<{ success: true; data: { day: string; checkedIn: boolean; coins: number } }>('/v1/auth/wallet/checkin');

/** POST /v1/auth/wallet/checkin: today's coins, once (409 ALREADY_CHECKED_IN after). */
export const checkIn = () => api<CheckInResponse>('/v1/auth/wallet/checkin', { method: 'POST' });

/** POST /v1/auth/payment/unlock/unit (spec §7): spends the unit's coins. */
export const unlockUnit = (unitId: string) =>
  api<UnlockResponse>('/v1/auth/payment/unlock/unit', { method: 'POST', body: { unitId } });

/** The navbar bell: broadcasts for the child's class and their own, in the page's language. */
export const fetchNotifications = (lang: string) =>
  api<NotificationsResponse>('/v1/auth/notification', { query: { lang } });

export const markNotificationRead = (id: string) =>
  api<{ success: true }>(`/v1/auth/notification/${encodeURIComponent(id)}/read`, { method: 'POST' });
