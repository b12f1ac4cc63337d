import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

/**
 * The English and Kannada content files must say the same things: the same structure, the same
 * number of items in every list, the same pictures and links, and Kannada text in Kannada.
 */
const dir = 'src/content';
const yamlFiles = readdirSync(join(dir, 'en')).filter((name) => name.endsWith('.yaml'));
const readYaml = (locale: string, file: string) => load(readFileSync(join(dir, locale, file), 'utf8'));

/** Paths of every leaf with its value, e.g. `stats.items.0.label`. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}.${i}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

// Values that are the same in both languages by nature: paths, links, numbers, names of places.
const LANGUAGE_NEUTRAL = /(^|\.)(src|video|link|icon|value|count|price|year|key)$/;

describe.each(yamlFiles)('src/content/{en,kn}/%s', (file) => {
  const en = leaves(readYaml('en', file));
  const kn = leaves(readYaml('kn', file));

  it('has the same structure in both languages', () => {
    expect(kn.map(([path]) => path)).toEqual(en.map(([path]) => path));
  });

  it('points at the same pictures, videos and links', () => {
    const neutral = (entries: [string, unknown][]) =>
      entries.filter(([path]) => /(^|\.)(src|video|link|icon|key|count)$/.test(path));
    expect(neutral(kn)).toEqual(neutral(en));
  });

  it('is written in Kannada in the Kannada file', () => {
    const untranslated = kn.filter(
      ([path, value]) =>
        typeof value === 'string' &&
        !LANGUAGE_NEUTRAL.test(path) &&
        !path.endsWith('captions') &&
        /[a-z]{3}/i.test(value) &&
        !/[\u0C80-\u0CFF]/.test(value),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('legal texts', () => {
  const sections = (locale: string, file: string) =>
    [...readFileSync(join(dir, locale, file), 'utf8').matchAll(/^## (.+)$/gm)].map((m) => m[1] as string);

  it('the privacy policy has sections 1 to 45, numbered in order, in both languages (spec §2)', () => {
    for (const locale of ['en', 'kn']) {
      const numbers = sections(locale, 'privacy-policy.md').map((heading) => Number.parseInt(heading, 10));
      expect(numbers).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    }
  });

  it('the terms have the nine headings of spec §2 in both languages', () => {
    expect(sections('en', 'terms-conditions.md')).toEqual([
      'Cookies',
      'License',
      'Hyperlinking to our content',
      'iFrames',
      'Content liability',
      'Removal of links from our website',
      'Disclaimer',
      'Tracking technologies',
      'Contact us',
    ]);
    expect(sections('kn', 'terms-conditions.md')).toHaveLength(9);
  });

  it('Kannada legal texts link to Kannada pages', () => {
    for (const file of ['privacy-policy.md', 'terms-conditions.md']) {
      const text = readFileSync(join(dir, 'kn', file), 'utf8');
      expect(text).not.toMatch(/\]\(\/(?!kn\/)[a-z-]+\)/);
    }
  });
});
