import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, type Messages } from '../../domain/i18n/en.ts';
import { kn } from '../../domain/i18n/kn.ts';

/**
 * Every string an island shows reaches it (issue 33): the pages hand an island the keys it needs
 * as `messages={pickMessages(locale, [prefixes])}`, and a key outside them showed itself to the
 * child ("auth.notGiven" in My Account's class and place lists). This reads each page's islands,
 * follows their imports, and checks every key they name in `t('…')` or `tPlural(…, '…')` is in
 * the prefixes their page gives and in the dictionary. (The browser tests catch what is built at
 * run time: domain/i18n/translate.ts reports a key with no text.)
 */
function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.name.endsWith('.astro')) yield path;
  }
}

const resolveImport = (from: string, specifier: string) => {
  const target = resolve(dirname(from), specifier);
  return existsSync(target) ? target : null;
};

/** The keys named literally in a file and the files it imports, islands' code only. */
function keysUsed(entry: string): Map<string, string> {
  const keys = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([\w.]+)'/g))
      keys.set(match[1] as string, relative('.', file));
    // A key chosen before the call (`t(optional ? 'auth.notGiven' : 'auth.select')`, a table of
    // keys): any string literal that is a key of the dictionary.
    for (const match of text.matchAll(/'([a-zA-Z]+\.[\w.]+)'/g))
      if ((match[1] as string) in en) keys.set(match[1] as string, relative('.', file));
    for (const match of text.matchAll(/\btPlural\(\s*\w+,\s*[\w.]+,\s*'([\w.]+)'/g)) {
      keys.set(`${match[1]}_one`, relative('.', file));
      keys.set(`${match[1]}_other`, relative('.', file));
    }
    for (const match of text.matchAll(/^import (?!type )[^;]*?from '(\.[^']+\.tsx?)'/gm)) {
      const target = resolveImport(file, match[1] as string);
      if (target && !target.includes('/i18n/') && !target.endsWith('.test.ts')) queue.push(target);
    }
  }
  return keys;
}

interface Use {
  page: string;
  island: string;
  prefixes: string[];
}

/** Each island a page renders with `messages={pickMessages(locale, [...])}`. */
function islandUses(): Use[] {
  const uses: Use[] = [];
  for (const page of [...files('src/pages'), ...files('src/layouts'), ...files('src/components')]) {
    const text = readFileSync(page, 'utf8');
    const imports = new Map(
      [...text.matchAll(/^import (\w+) from '(\.[^']+\.tsx)'/gm)].map((m) => [
        m[1] as string,
        m[2] as string,
      ]),
    );
    for (const match of text.matchAll(/<(\w+)\b[^>]*?messages=\{pickMessages\(\s*\w+,\s*\[([^\]]*)\]/gs)) {
      const path = imports.get(match[1] as string);
      const island = path ? resolveImport(page, path) : null;
      if (!island) continue;
      const prefixes = [...(match[2] as string).matchAll(/'([^']+)'/g)].map((m) => m[1] as string);
      uses.push({ page: relative('.', page), island, prefixes });
    }
    // A page that names its prefixes in a `messages` constant first.
    const constant = /const messages = pickMessages\(\s*\w+,\s*\[([^\]]*)\]/s.exec(text);
    if (constant)
      for (const match of text.matchAll(/<(\w+)\b[^>]*?messages=\{messages\}/gs)) {
        const path = imports.get(match[1] as string);
        const island = path ? resolveImport(page, path) : null;
        if (!island) continue;
        const prefixes = [...(constant[1] as string).matchAll(/'([^']+)'/g)].map((m) => m[1] as string);
        uses.push({ page: relative('.', page), island, prefixes });
      }
  }
  return uses;
}

/** Text of a key in a dictionary, or '' (no such key, or an empty text). */
const textOf = (dictionary: Partial<Messages>, key: string) =>
  (dictionary as Record<string, string | undefined>)[key]?.trim() ?? '';

/**
 * Every key an island names that its page does not give it, or that has no text in English or
 * in Kannada (kn.ts is typed against en.ts, so a key missing there fails the types; an empty
 * text passes them, and shows nothing): `page → island: 'key' (in file)`.
 */
function keysWithoutText(uses: Use[], dictionaries: Partial<Messages>[] = [en, kn]): string[] {
  return uses.flatMap(({ page, island, prefixes }) =>
    [...keysUsed(island)]
      .filter(
        ([key]) =>
          !prefixes.some((prefix) => key.startsWith(prefix)) ||
          dictionaries.some((dictionary) => textOf(dictionary, key) === ''),
      )
      .map(([key, file]) => `${page} → ${relative('.', island)}: '${key}' (in ${file})`),
  );
}

describe("an island's strings (issue 33)", () => {
  const uses = islandUses();

  it('finds the islands the pages render', () => {
    expect(uses.length).toBeGreaterThan(25);
  });

  it('every key an island names is given to it by its page, and has text in English and Kannada', () => {
    expect(keysWithoutText(uses)).toEqual([]);
  });

  it('the check sees a planted key with no text, one with empty Kannada, and one its page does not give', () => {
    const dir = mkdtempSync(join(tmpdir(), 'island-'));
    const island = join(dir, 'Planted.tsx');
    writeFileSync(
      island,
      "export const P = ({ t }) => [t('account.page'), t('account.planted'), t('account.emptyInKannada'), t('nav.logout')];\n",
    );
    const use = { page: 'src/pages/planted.astro', island, prefixes: ['account.'] };
    const where = `${use.page} → ${relative('.', island)}`;
    const english = { ...en, 'account.emptyInKannada': 'Shown in English' } as Partial<Messages>;
    const kannada = { ...kn, 'account.emptyInKannada': 'ಕನ್ನಡದಲ್ಲಿ' } as Partial<Messages>;
    const emptyInKannada = { ...kn, 'account.emptyInKannada': ' ' } as Partial<Messages>;
    const at = (key: string) => `${where}: '${key}' (in ${relative('.', island)})`;
    expect(keysWithoutText([use], [english, kannada])).toEqual([at('account.planted'), at('nav.logout')]);
    expect(keysWithoutText([use], [english, emptyInKannada])).toEqual([
      at('account.planted'),
      at('account.emptyInKannada'),
      at('nav.logout'),
    ]);
  });
});
