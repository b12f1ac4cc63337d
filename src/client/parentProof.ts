import { STORAGE_KEYS } from './storageKeys.ts';

/**
 * The parent proof (issue 32, ADR 021): what the API gave when the parent passed the gate, kept
 * with the gate's pass in sessionStorage (`kalike.parentGate`, this tab only) and sent as
 * `X-Parent-Proof` with every request while it holds. Playing never needs it (nor does the
 * offline queue): only the parent area's endpoints ask for it. When one refuses it (403
 * `PARENT_PROOF_REQUIRED`: run out, or another session after switching child), the pass is
 * dropped and the page shows the gate again (src/stores/parentArea.ts listens).
 */
export const PARENT_GATE_KEY = STORAGE_KEYS.parentGate;

/** Where the proof is kept when sessionStorage refuses it (private mode, full): this page only. */
let inMemory: { proof: string; until: number } | null = null;

/** Keeps the proof for this page only (the storage refused the pass). */
export function keepParentProofInMemory(proof: string, until: number) {
  inMemory = { proof, until };
}

/** The proof kept for this tab while it holds, or null. */
export function heldParentProof(now = Date.now()): string | null {
  if (inMemory && now < inMemory.until) return inMemory.proof;
  try {
    const value = JSON.parse(sessionStorage.getItem(PARENT_GATE_KEY) ?? 'null') as {
      proof?: unknown;
      until?: unknown;
    } | null;
    return value && typeof value.proof === 'string' && typeof value.until === 'number' && now < value.until
      ? value.proof
      : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** Called when the API refused the proof: `listener` shows the gate again. */
export function onParentProofRefused(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sign-out: the proof kept in this page's memory goes too (sessionStorage's goes with the keys). */
export function forgetParentProof() {
  inMemory = null;
}

/** The API refused the proof: it is forgotten, and the gate shows again. */
export function parentProofRefused() {
  inMemory = null;
  try {
    sessionStorage.removeItem(PARENT_GATE_KEY);
  } catch {
    // Nothing kept: nothing to forget.
  }
  for (const listener of listeners) listener();
}
