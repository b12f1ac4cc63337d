import type { Page } from '@playwright/test';
import { en } from '../../domain/i18n/en.ts';
import { kn } from '../../domain/i18n/kn.ts';
import { expect } from './fixtures.ts';

// English interface strings that must never show on a Kannada page (those that differ in Kannada).
// A word that some key keeps in English on Kannada pages too (the language switch's "English")
// is no leak when another key (the medium "English") translates it.
const sameInBoth = new Set(
  (Object.keys(en) as (keyof typeof en)[]).filter((key) => en[key] === kn[key]).map((key) => en[key]),
);
const englishOnly = (Object.keys(en) as (keyof typeof en)[])
  .filter((key) => en[key] !== kn[key] && en[key].length >= 4 && !en[key].includes('{'))
  .map((key) => en[key])
  .filter((text) => !sameInBoth.has(text));

/**
 * The interface of a Kannada page: navbar, footer, headings, every control's text
 * and accessible name, with no English string of the dictionary in it. (Page texts come from the
 * Kannada content files, which src/content/content.test.ts checks, and the curriculum.)
 */
export async function expectNoEnglishInterface(page: Page) {
  const interfaceText = await page.evaluate(() => {
    const shown = (element: Element) => !element.closest('[hidden]');
    const parts: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(
      'header.navbar, footer.footer, h1, h2, button, label',
    )) {
      // biome-ignore lint/performance/useDomNodeTextContent: only text a reader sees counts
      if (shown(element)) parts.push(element.innerText);
    }
    for (const element of document.querySelectorAll('[aria-label]')) {
      if (shown(element)) parts.push(element.getAttribute('aria-label') ?? '');
    }
    return parts.join('\n');
  });
  expect(englishOnly.filter((value) => interfaceText.includes(value))).toEqual([]);
}
