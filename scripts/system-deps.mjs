// Where the system packages the tests rely on live. Shared by the bootstrap (Node 20 safe)
// and the Playwright config.
import { existsSync } from 'node:fs';

export const KANNADA_FONT = '/usr/share/fonts/truetype/noto/NotoSansKannada-Regular.ttf';

/** Debian's Chromium, or the one CHROMIUM_PATH names; null when there is none. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}
