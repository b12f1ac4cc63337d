import { afterEach, expect } from 'vitest';
import { MISSING_TEXT } from '../../domain/i18n/translate.ts';

/**
 * The unit tests' set-up (vitest.config.ts): an island or page that shows a key with no text
 * (domain/i18n/translate.ts) fails the test that rendered it, as it fails a browser test.
 */
const missing: string[] = [];
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(MISSING_TEXT)) missing.push(args[0]);
  else consoleError(...args);
};

/** The reports since the last call, for a test that means to show a missing key. */
export const takeMissingTexts = () => missing.splice(0);

afterEach(() => {
  expect(takeMissingTexts(), 'keys shown with no text').toEqual([]);
});
