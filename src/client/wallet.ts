import type { Locale } from '../../domain/contract/locale.ts';
import type { notificationEndpoints } from '../../domain/contract/notifications.ts';
import type { walletEndpoints } from '../../domain/contract/wallet.ts';
import { call } from './http.ts';

/** Whether today's check-in is done (India's calendar day). */
export const getCheckIn = () => call<typeof walletEndpoints.getCheckIn>('getCheckIn');

/** Today's coins, once (409 ALREADY_CHECKED_IN after). */
export const checkIn = () => call<typeof walletEndpoints.checkIn>('checkIn');

/** Spends the unit's coins (spec §7). */
export const unlockUnit = (unitId: string) =>
  call<typeof walletEndpoints.unlockUnit>('unlockUnit', { body: { unitId } });

/** The navbar bell: broadcasts for the child's class and their own, in the page's language. */
export const listMyNotifications = (lang: Locale) =>
  call<typeof notificationEndpoints.listMyNotifications>('listMyNotifications', { query: { lang } });

export const markNotificationRead = (id: string) =>
  call<typeof notificationEndpoints.markNotificationRead>('markNotificationRead', { params: { id } });
