import { atom } from 'nanostores';
import type { GateMethod } from '../../domain/contract/parentGate.ts';
import { keepParentProofInMemory, onParentProofRefused, PARENT_GATE_KEY } from '../client/parentProof.ts';
import { STORAGE_KEYS } from '../client/storageKeys.ts';
import { $familyKey } from './family.ts';
import { type GatePass, type GatePassed, isOpen, passFor, readKnownMethod, readPass } from './parentGate.ts';
import { $profile } from './session.ts';

/**
 * Whether the parent area (My Account, plans, receipts, the data page) is open in this tab. The
 * pass lives in sessionStorage: this tab only, gone when it closes, and checked again when a
 * parent page loads, when the tab comes back into view, when the signed-in family changes, and
 * when the ten minutes run out (the pages then hide their content behind the gate, keeping what
 * was on them). It is the family's (the parent's id from the access token, src/stores/family.ts),
 * so switching to a brother or sister keeps it open, and signing in as another family does not.
 */
export { PARENT_GATE_KEY };
/**
 * The family's gate method as last heard from the API (localStorage: parentGate.ts, KnownMethod),
 * until sign-out (src/stores/session.ts).
 */
export const PARENT_GATE_METHOD_KEY = STORAGE_KEYS.parentGateMethod;
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
  const open = Boolean($profile.get()) && isOpen(pass, $familyKey.get(), now);
  $parentAreaOpen.set(open);
  clearTimeout(timer);
  if (open && pass) timer = setTimeout(() => recheckParentArea(), pass.until - now + 50);
}

/** The gate was passed (the API's proof): the parent area opens for the family. */
export function openParentArea(familyKey: string, passed: GatePassed) {
  const pass = passFor(familyKey, Date.now(), passed);
  try {
    sessionStorage.setItem(PARENT_GATE_KEY, JSON.stringify(pass));
  } catch {
    // Storage refused (private mode, full): open for this page only.
    keepParentProofInMemory(pass.proof, pass.until);
    $parentAreaOpen.set(true);
    return;
  }
  recheckParentArea();
}

/** The signed-in family's gate method as last heard, or null. */
export function knownGateMethod(): GateMethod | null {
  try {
    return readKnownMethod(localStorage.getItem(PARENT_GATE_METHOD_KEY), $familyKey.get());
  } catch {
    return null;
  }
}

/** Keeps the method the API answered (the gate's GET, or the parent's change in My Account). */
export function rememberGateMethod(method: GateMethod) {
  const familyKey = $familyKey.get();
  if (!familyKey) return;
  try {
    localStorage.setItem(PARENT_GATE_METHOD_KEY, JSON.stringify({ familyKey, method }));
  } catch {
    // Not kept: the gate asks the API again next time.
  }
}

if (typeof window !== 'undefined') {
  recheckParentArea();
  $profile.listen(() => recheckParentArea());
  $familyKey.listen(() => recheckParentArea());
  // The API refused the proof (run out, or another session after switching child): the gate again.
  onParentProofRefused(() => recheckParentArea());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') recheckParentArea();
  });
}
