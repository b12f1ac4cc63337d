/**
 * The navbar's signed-in parts, on every page, without React (nanostores needs no framework):
 * they follow the session store (src/stores/session.ts) that the islands write, so a sign-in, a
 * sign-out or a fresh profile shows at once, and in every other open tab too. The script shows
 * or hides the Login button and the user area, and runs logout from its modal (spec §2: logout
 * goes to /).
 */
import { computed } from 'nanostores';
import { fillPlaceholders } from '../../domain/i18n/translate.ts';
import { initialOf } from '../lib/avatar.ts';
import { $profile, $refreshToken, $signedIn, signOut } from '../stores/session.ts';
import { loadNotifications } from './notificationsBell.ts';

export interface NavbarSession {
  signedIn: boolean;
  /** Spec §2: the coins figure shows only when the profile has `totalCoinsEarned`. */
  coins: number | null;
  /** The avatar's letter. */
  initial: string;
}

/** What the navbar shows, from the session store. */
export const $navbarSession = computed(
  [$signedIn, $profile],
  (signedIn, user): NavbarSession => ({
    signedIn,
    coins: typeof user?.totalCoinsEarned === 'number' ? user.totalCoinsEarned : null,
    initial: initialOf(user?.studentName ?? ''),
  }),
);

function render({ signedIn, coins, initial }: NavbarSession) {
  // The head's early mark (Base.astro), kept true after a sign-in or sign-out in this or another tab.
  if (signedIn) document.documentElement.dataset.session = 'in';
  else delete document.documentElement.dataset.session;
  for (const element of document.querySelectorAll<HTMLElement>('[data-signed-out]'))
    element.hidden = signedIn;
  for (const element of document.querySelectorAll<HTMLElement>('[data-signed-in], [data-session-area]'))
    element.hidden = !signedIn;
  const coinsArea = document.querySelector<HTMLElement>('[data-coins]');
  const coinsLabel = document.querySelector<HTMLElement>('[data-coins-label]');
  if (coinsArea) coinsArea.hidden = coins === null;
  if (coinsLabel && coins !== null)
    coinsLabel.textContent = fillPlaceholders(coinsLabel.dataset.template ?? '{count}', { count: coins });
  // The bell's list needs the API; only a visit on a wide screen (where the bell shows) loads it.
  if (signedIn && matchMedia('(min-width: 961px)').matches) void loadNotifications();
  const avatar = document.querySelector<HTMLElement>('[data-avatar]');
  if (avatar) avatar.textContent = initial;
}

/**
 * Answers finished with no signal are sent first; if some cannot be, the question says how many
 * and the next "Yes" logs out (issue 17). True when the logout may go on.
 */
async function mayLeave(button: HTMLButtonElement): Promise<boolean> {
  const note = button.closest('dialog')?.querySelector<HTMLElement>('[data-logout-waiting]');
  // No note (a page without it), or already said: the second "Yes" goes on.
  if (!note?.hidden) return true;
  const { answersLeftBehind } = await import('../offline/index.ts');
  const count = await answersLeftBehind();
  if (count === 0) return true;
  const form = new Intl.PluralRules(document.documentElement.lang || 'en').select(count);
  note.textContent = fillPlaceholders((form === 'one' ? note.dataset.one : note.dataset.other) ?? '', {
    count,
  });
  note.hidden = false;
  return false;
}

async function logout(button: HTMLButtonElement) {
  button.disabled = true;
  if (!(await mayLeave(button))) {
    button.disabled = false;
    return;
  }
  const { logout: revoke } = await import('../client/auth.ts');
  const user = $profile.get();
  const refreshToken = $refreshToken.get();
  try {
    // Revoke on the server first, so the refresh token is dead even if this device is lost.
    if (user && refreshToken) await revoke(user._id, refreshToken);
  } catch {
    // Offline or already expired: the local session still ends.
  }
  signOut();
  await import('../offline/index.ts').then((offline) => offline.forgetChildData());
  location.assign(button.dataset.home ?? '/');
}

export function wireNavbarSession() {
  $navbarSession.subscribe(render);
  const confirm = document.querySelector<HTMLButtonElement>('[data-logout]');
  confirm?.addEventListener('click', () => void logout(confirm));
  document
    .querySelector('[data-modal-close-alt]')
    ?.addEventListener('click', (event) => (event.currentTarget as Element).closest('dialog')?.close());
}
