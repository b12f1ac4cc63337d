// Where the system packages the tests rely on live. Shared by the bootstrap (Node 20 safe)
// and the Playwright config.
import { existsSync } from 'node:fs';

export const KANNADA_FONT = '/usr/share/fonts/truetype/noto/NotoSansKannada-Regular.ttf';

/** Debian's Chromium, or the one CHROMIUM_PATH names; null when there is none. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/**
 * The read-aloud clips' speech engine (issue 16, ADR 015): Debian's eSpeak NG and opus-tools,
 * by Debian package and the program each brings. Missing ones, as package names.
 */
export const SPEECH_PACKAGES = { 'espeak-ng': '/usr/bin/espeak-ng', 'opus-tools': '/usr/bin/opusenc' };
export function missingSpeechPackages() {
  return Object.entries(SPEECH_PACKAGES)
    .filter(([, program]) => !existsSync(program))
    .map(([name]) => name);
}
