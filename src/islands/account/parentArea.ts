import { atom } from 'nanostores';
import { $user } from '../../stores/session.ts';
import { type GatePass, isOpen, passFor, readPass } from './parentGate.ts';

/**
 * Whether the parent area (My Account, plans, receipts, the data page) is open in this tab. The
 * pass lives in sessionStorage: this tab only, gone when it closes, and checked again when a
 * parent page loads, when the tab comes back into view, and when the ten minutes run out (the
 * pages then hide their content behind the gate, keeping what was on them).
 */
export const PARENT_GATE_KEY = 'kalike.parentGate';
export const $parentAreaOpen = atom(false);

const readStored = (): GatePass | null => {
  try {
    return readPass(sessionStorage.getItem(PARENT_GATE_KEY));
  } catch {
    return null;
  }
};

let timer: ReturnType<typeof setTimeout> | undefined;

/** Reads the pass again and, while it holds, waits for it to run out. */
export function recheckParentArea(now = Date.now()) {
  const pass = readStored();
  const open = isOpen(pass, $user.get()?._id, now);
  $parentAreaOpen.set(open);
  clearTimeout(timer);
  if (open && pass) timer = setTimeout(() => recheckParentArea(), pass.until - now + 50);
}

/** The gate was answered: the parent area opens for this child's account. */
export function openParentArea(studentId: string) {
  try {
    sessionStorage.setItem(PARENT_GATE_KEY, JSON.stringify(passFor(studentId, Date.now())));
  } catch {
    // Storage refused (private mode, full): open for this page only.
    $parentAreaOpen.set(true);
    return;
  }
  recheckParentArea();
}

if (typeof window !== 'undefined') {
  recheckParentArea();
  $user.listen(() => recheckParentArea());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') recheckParentArea();
  });
}
