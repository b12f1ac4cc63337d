import type { Locale } from '../contract/locale.ts';
import { notificationEndpoints } from '../contract/notifications.ts';
import { walletEndpoints } from '../contract/wallet.ts';
import { call } from './http.ts';

/** Whether today's check-in is done (India's calendar day). */
export const fetchCheckIn = () => call(walletEndpoints.checkInStatus);

/** Today's coins, once (409 ALREADY_CHECKED_IN after). */
export const checkIn = () => call(walletEndpoints.checkIn);

/** Spends the unit's coins (spec §7). */
export const unlockUnit = (unitId: string) => call(walletEndpoints.unlockUnit, { body: { unitId } });

/** The navbar bell: broadcasts for the child's class and their own, in the page's language. */
export const fetchNotifications = (lang: Locale) => call(notificationEndpoints.list, { query: { lang } });

export const markNotificationRead = (id: string) => call(notificationEndpoints.markRead, { params: { id } });
