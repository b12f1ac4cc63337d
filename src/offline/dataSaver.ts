import { persistentAtom } from '@nanostores/persistent';

/**
 * Data saver (issue 17), on by default for families on pay-per-megabyte data: downloads wait for
 * Wi-Fi and leave the videos out. Kept per phone, not per child: it is the phone's data plan.
 */
export const $dataSaver = persistentAtom<boolean>('kalike.dataSaver', true, {
  encode: (on) => (on ? '1' : '0'),
  decode: (value) => value !== '0',
});

/**
 * Whether the phone may download now: with data saver on, only on Wi-Fi (or a cable). Where the
 * browser does not say what the connection is (most desktop browsers), it is allowed.
 */
export function mayDownloadNow(dataSaver: boolean): boolean {
  if (!dataSaver) return true;
  const type = (navigator as Navigator & { connection?: { type?: string } }).connection?.type;
  return type === undefined || type === 'wifi' || type === 'ethernet' || type === 'unknown';
}
