/**
 * The navbar bell (spec §2): the unread count on a badge, and a popup listing notifications with
 * an image, a title, 'Hey {student name},' and the content, and a relative time ('Today',
 * 'Yesterday', 'N days ago', in calendar days). Opening the list marks what it shows read; a click
 * on one goes to / (spec §2 "Flows"). No React: the bell's store (stores/bell.ts, the child's bar
 * draws it too) and the API client are loaded only for a signed-in visit.
 */
import type { Notification } from '../../domain/contract/notifications.ts';
import { fillPlaceholders } from '../../domain/i18n/translate.ts';
import { relativeDay } from '../../domain/rules/calendarDay.ts';
import { $profile } from '../stores/session.ts';

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
  // The one bell's store (src/stores/bell.ts), which the child's bar draws too; it brings the
  // API client, so only a signed-in visit loads it.
  const { $bell, loadBell, markShownRead } = await import('../stores/bell.ts');
  $bell.subscribe(({ list: shown, unread }) => {
    if (!shown) return;
    const name = $profile.get()?.studentName ?? '';
    list.replaceChildren(...shown.map((n) => item(n, name, words)));
    empty.hidden = shown.length > 0;
    badge.hidden = unread === 0;
    badge.textContent = String(unread);
    bell.setAttribute(
      'aria-label',
      `${bell.dataset.label} (${fillPlaceholders(words.unread, { count: unread })})`,
    );
  });
  // Opening the list marks what it shows read, as in the child's bar.
  new MutationObserver(() => {
    if (!popup.hidden) void markShownRead();
  }).observe(popup, { attributes: true, attributeFilter: ['hidden'] });
  // Spec §2: a notification, clicked, goes to the home page.
  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.bell__item');
    if (!button) return;
    button.disabled = true;
    location.assign(popup.dataset.home ?? '/');
  });
  await loadBell(document.documentElement.lang.startsWith('kn') ? 'kn' : 'en');
  // Opened while the list was on its way: what it shows now is read too.
  if (!popup.hidden) void markShownRead();
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
