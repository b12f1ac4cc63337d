/**
 * The navbar's signed-in parts, on every page, without React: reads the session that the
 * islands keep in localStorage (src/stores/session.ts), shows or hides the Login button and the
 * user area, and runs logout from its modal (spec §2: logout goes to /).
 */
import { STORAGE_KEYS } from '../client/storageKeys.ts';

const { accessToken: ACCESS, refreshToken: REFRESH, user: USER } = STORAGE_KEYS;

interface StoredUser {
  _id?: string;
  studentName?: string;
  totalCoinsEarned?: number | null;
}

function read(): { signedIn: boolean; user: StoredUser | null } {
  try {
    const signedIn = Boolean(localStorage.getItem(ACCESS) || localStorage.getItem(REFRESH));
    const user = JSON.parse(localStorage.getItem(USER) ?? 'null') as StoredUser | null;
    return { signedIn, user };
  } catch {
    return { signedIn: false, user: null };
  }
}

function render() {
  const { signedIn, user } = read();
  for (const element of document.querySelectorAll<HTMLElement>('[data-signed-out]'))
    element.hidden = signedIn;
  for (const element of document.querySelectorAll<HTMLElement>('[data-signed-in], [data-session-area]')) {
    element.hidden = !signedIn;
  }
  const coins = document.querySelector<HTMLElement>('[data-coins]');
  const coinsLabel = document.querySelector<HTMLElement>('[data-coins-label]');
  const hasCoins = typeof user?.totalCoinsEarned === 'number';
  if (coins) coins.hidden = !hasCoins;
  if (coinsLabel && hasCoins) {
    coinsLabel.textContent = (coinsLabel.dataset.template ?? '{count}').replace(
      '{count}',
      String(user?.totalCoinsEarned),
    );
  }
  // The bell's list needs the API; only a visit on a wide screen (where the bell shows) loads it.
  if (signedIn && matchMedia('(min-width: 961px)').matches)
    void import('./notificationsBell.ts').then((bell) => bell.loadNotifications());
  const avatar = document.querySelector<HTMLElement>('[data-avatar]');
  if (avatar) avatar.textContent = (user?.studentName ?? '').trim().charAt(0).toUpperCase();
}

async function logout(button: HTMLButtonElement) {
  button.disabled = true;
  const [{ logout: revoke }, session] = await Promise.all([
    import('../client/auth.ts'),
    import('../stores/session.ts'),
  ]);
  const user = session.$user.get();
  const refreshToken = session.$refreshToken.get();
  try {
    // Revoke on the server first, so the refresh token is dead even if this device is lost.
    if (user && refreshToken) await revoke(user._id, refreshToken);
  } catch {
    // Offline or already expired: the local session still ends.
  }
  session.signOut();
  location.assign(button.dataset.home ?? '/');
}

export function wireNavbarSession() {
  render();
  window.addEventListener('storage', render);
  document.addEventListener('kalike:session', render);
  const confirm = document.querySelector<HTMLButtonElement>('[data-logout]');
  confirm?.addEventListener('click', () => void logout(confirm));
  document
    .querySelector('[data-modal-close-alt]')
    ?.addEventListener('click', (event) => (event.currentTarget as Element).closest('dialog')?.close());
}
