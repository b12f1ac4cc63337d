import { STORAGE_KEYS } from '../client/storageKeys.ts';

/** A device id made once per browser and kept (spec §3: obtained before login and register). */
export function deviceId(): string {
  try {
    let id = localStorage.getItem(STORAGE_KEYS.deviceId);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(STORAGE_KEYS.deviceId, id);
    }
    return id;
  } catch {
    return 'unknown-device';
  }
}

/** Spec §3: the device model is a fixed placeholder on the web. */
const DEVICE_MODEL = 'web';

export const device = () => ({ deviceId: deviceId(), deviceModel: DEVICE_MODEL });
