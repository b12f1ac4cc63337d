import { atom } from 'nanostores';
import type { Locale } from '../../domain/contract/locale.ts';
import type { Notification } from '../../domain/contract/notifications.ts';
import { listMyNotifications, markNotificationRead } from '../client/wallet.ts';

/** The bell's notifications (spec §2): null until loaded, then the list and its unread count. */
export interface Bell {
  list: Notification[] | null;
  unread: number;
}

/**
 * The one bell (issue 33): the website's navbar (src/scripts/notificationsBell.ts) and the
 * child's bar (islands/play/PlayBell.tsx) draw this store, so both load the list once a page and
 * behave alike: opening the list marks what it shows read and the badge clears, a tap being all
 * a child's touch screen has to "see" them.
 */
export const $bell = atom<Bell>({ list: null, unread: 0 });

let loading: Promise<void> | undefined;

/** Loads the list once a page; a failed load shows an empty list and may be tried again. */
export function loadBell(lang: Locale): Promise<void> {
  loading ??= listMyNotifications(lang).then(
    (response) => $bell.set({ list: response.data, unread: response.unread }),
    () => {
      loading = undefined;
      $bell.set({ list: [], unread: 0 });
    },
  );
  return loading;
}

let marking = false;

/** The list was opened: marks each unread one it shows read, once, and counts down as each succeeds. */
export async function markShownRead(): Promise<void> {
  const { list } = $bell.get();
  if (!list || marking) return;
  const unread = list.filter((notification) => !notification.read);
  if (unread.length === 0) return;
  marking = true;
  await Promise.all(
    unread.map((notification) =>
      markNotificationRead(notification._id).then(
        () => $bell.set({ ...$bell.get(), unread: Math.max(0, $bell.get().unread - 1) }),
        () => undefined,
      ),
    ),
  );
}

/** For tests: a fresh page. */
export function resetBell() {
  loading = undefined;
  marking = false;
  $bell.set({ list: null, unread: 0 });
}
