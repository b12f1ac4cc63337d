/**
 * The navbar bell (spec §2): the unread count on a badge, and a popup listing notifications with
 * an image, a title, 'Hey {student name},' and the content, and a relative time ('Today',
 * 'Yesterday', 'N days ago', in calendar days). Clicking one marks it read and goes to / (spec
 * §2 "Flows"). No React: the API client is loaded only for a signed-in visit.
 */
import type { Notification } from '../../domain/contract/notifications.ts';
import { fillPlaceholders } from '../../domain/i18n/translate.ts';
import { relativeDay } from '../../domain/rules/calendarDay.ts';
import { $user } from '../stores/session.ts';

interface Words {
  hey: string;
  today: string;
  yesterday: string;
  daysAgo: string;
  unread: string;
}

let loaded = false;

function item(notification: Notification, name: string, words: Words): HTMLLIElement {
  const li = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'bell__item';
  button.dataset.id = notification._id;
  button.dataset.read = String(notification.read);
  const image = document.createElement('img');
  image.src = notification.imageUrl ?? '/images/icons/videos.svg';
  image.alt = '';
  image.width = 40;
  image.height = 40;
  const text = document.createElement('span');
  text.className = 'bell__text';
  const title = document.createElement('strong');
  title.textContent = notification.title;
  const body = document.createElement('span');
  body.textContent = `${fillPlaceholders(words.hey, { name })} ${notification.content}`;
  const time = document.createElement('time');
  time.dateTime = notification.timestamp;
  time.textContent = relativeDay(new Date(notification.timestamp), new Date(), words);
  text.append(title, body, time);
  button.append(image, text);
  li.append(button);
  return li;
}

export async function loadNotifications() {
  const bell = document.querySelector<HTMLButtonElement>('[data-notifications]');
  const popup = document.getElementById('notifications-popup');
  const list = popup?.querySelector<HTMLUListElement>('[data-notifications-list]');
  const empty = popup?.querySelector<HTMLElement>('[data-notifications-empty]');
  const badge = document.querySelector<HTMLElement>('[data-notification-count]');
  if (!bell || !popup || !list || !empty || !badge || loaded) return;
  loaded = true;
  const words = popup.dataset as unknown as Words;
  const { fetchNotifications, markNotificationRead } = await import('../client/wallet.ts');
  const lang = document.documentElement.lang.startsWith('kn') ? 'kn' : 'en';
  let response: Awaited<ReturnType<typeof fetchNotifications>>;
  try {
    response = await fetchNotifications(lang);
  } catch {
    loaded = false;
    return;
  }
  const name = $user.get()?.studentName ?? '';
  list.replaceChildren(...response.data.map((n) => item(n, name, words)));
  empty.hidden = response.data.length > 0;
  badge.hidden = response.unread === 0;
  badge.textContent = String(response.unread);
  bell.setAttribute(
    'aria-label',
    `${bell.dataset.label} (${fillPlaceholders(words.unread, { count: response.unread })})`,
  );
  list.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.bell__item');
    if (!button?.dataset.id) return;
    button.disabled = true;
    try {
      if (button.dataset.read !== 'true') await markNotificationRead(button.dataset.id);
    } finally {
      location.assign(popup.dataset.home ?? '/');
    }
  });
}

/** Opens and closes the popup: the bell (click, Enter), hovering it, Esc and a click elsewhere. */
export function wireBell() {
  const bell = document.querySelector<HTMLButtonElement>('[data-notifications]');
  const popup = document.getElementById('notifications-popup');
  const area = bell?.closest<HTMLElement>('.bell');
  if (!bell || !popup || !area) return;
  const show = (open: boolean) => {
    popup.hidden = !open;
    bell.setAttribute('aria-expanded', String(open));
  };
  // Spec §2 calls it a hover popup; a click (or tap, or Enter) opens and closes it too. The click
  // that follows the hover which just opened it must not close it again.
  let hoveredAt = 0;
  bell.addEventListener('click', (event) => {
    if (event.timeStamp - hoveredAt < 600) return;
    show(popup.hasAttribute('hidden'));
  });
  area.addEventListener('mouseenter', (event) => {
    hoveredAt = event.timeStamp;
    show(true);
  });
  area.addEventListener('mouseleave', () => show(false));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !popup.hidden) {
      show(false);
      bell.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (!area.contains(event.target as Node)) show(false);
  });
}
