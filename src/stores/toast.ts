import { atom } from 'nanostores';
import { UI } from '../../domain/contract/ui.ts';

/** The one toast of the app (spec §2: bottom-centre, closes after 5000 ms). */
type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** How long it stays once on the screen (the Toaster starts the count when it shows it). */
  durationMs: number;
}

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export function showToast(kind: ToastKind, message: string, durationMs: number = UI.toastMs): number {
  const id = nextId++;
  // The same message twice in a row replaces the first rather than stacking up. No timer here:
  // on a slow phone the Toaster wakes late (client:idle), and a toast timed from now would close
  // before anyone saw it ('Fill in all the fields' lost); the Toaster times it from when it shows.
  $toasts.set([
    ...$toasts.get().filter((toast) => toast.message !== message),
    { id, kind, message, durationMs },
  ]);
  return id;
}
