import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { currentPolicyVersion } from '../../server/modules/auth/index.ts';
import { type ReportSmsValues, weeklyReportSms } from '../../server/modules/reports/index.ts';
import { BROWSER, type Column, type Cover, isPersonal, ROW, TABLES } from '../../server/privacy/inventory.ts';
import { withInventory } from '../../server/privacy/policyTables.ts';
import { RAZORPAY } from '../../server/security/policy.ts';
import { tableNames } from '../../server/test/tables.ts';
import { STORAGE_KEYS } from '../client/storageKeys.ts';

/**
 * The privacy policy says what the code stores (issues 18, 32): where that can be checked by a
 * machine, it is checked here, against the data inventory (server/privacy/inventory.ts). Every
 * table the migrations make, every column of the tables about people, and every name the browser
 * keeps data under is in the inventory, with the words of the policy that tell a parent about it,
 * in English and in Kannada; a new table, column or storage name the inventory does not list
 * fails, and so does a mention that leaves the policy. The policy's tables in §27 are made from
 * the inventory (`npm run policy:inventory`) and must be up to date. What the code does not have
 * (push tokens, a device model, periodic e-mails) must not come back into it.
 */

/** Words for what the code does not have: they crept in once and must not again. */
const UNTRUE: Record<'en' | 'kn', RegExp[]> = {
  en: [
    /push[- ]?(notification|token|service)/i,
    /device model/i,
    /periodic e-?mails?/i,
    /unsubscribe/i,
    /firebase/i,
    // Issue 32: the referral code went; the place improves nothing; Razorpay's script runs in our
    // page; a phone's voice may pass the words on.
    /referral/i,
    /improve content for each region/i,
    /opens from Razorpay's own website/i,
    /gives it nothing about your child/i,
  ],
  kn: [
    /ಪುಶ್/,
    /ಸಾಧನದ ಮಾದರಿ/,
    /ಮಾಡೆಲ್/,
    /ಅನ್ಸಬ್/,
    /ಆಗಾಗ ಕಳುಹಿಸುವ ಇ-ಮೇಲ್/,
    /firebase/i,
    /ರೆಫರಲ್/,
    /ಪ್ರದೇಶಕ್ಕೂ ತಕ್ಕಂತೆ ಪಾಠ ಸಾಮಗ್ರಿ/,
    /ಸ್ವಂತ ವೆಬ್‌ಸೈಟ್‌ನಿಂದ ತೆರೆದುಕೊಳ್ಳುತ್ತದೆ/,
    /ಕಲಿಕೆ ಅದಕ್ಕೆ ನಿಮ್ಮ ಮಗುವಿನ ಬಗ್ಗೆ ಏನನ್ನೂ ನೀಡುವುದಿಲ್ಲ/,
  ],
};

const LOCALES = ['en', 'kn'] as const;
const policyFile = (locale: string) => join('src/content', locale, 'privacy-policy.md');
// Joiners (U+200C, U+200D) are left out of both sides: Kannada writes them inconsistently.
const plain = (text: string) => text.replace(/[\u200c\u200d]/g, '').replace(/\s+/g, ' ');
const policy = Object.fromEntries(
  LOCALES.map((locale) => [locale, plain(readFileSync(policyFile(locale), 'utf8'))]),
) as Record<(typeof LOCALES)[number], string>;

/** What one list has that the other has not, both ways, for a failure that names them. */
const difference = (inCode: string[], inMap: string[]) => ({
  notInTheMap: inCode.filter((name) => !inMap.includes(name)).sort(),
  goneFromTheCode: inMap.filter((name) => !inCode.includes(name)).sort(),
});

/** The covers whose words are not in the policy, as `what (locale): "words"`. */
function unsaid(entries: [string, Cover | Column | undefined][]) {
  return entries.flatMap(([what, cover]) =>
    cover === undefined || cover === ROW || 'none' in cover
      ? []
      : LOCALES.filter((locale) => !policy[locale].includes(plain(cover[locale]))).map(
          (locale) => `${what} (${locale}): "${cover[locale]}"`,
        ),
  );
}

/** Columns of the database the inventory does not list, and listed columns that are gone. */
function unlistedColumns(columnsByTable: Record<string, string[]>) {
  return Object.entries(columnsByTable).flatMap(([table, columns]) => {
    const entry = TABLES[table];
    if (!entry || !isPersonal(entry)) return [];
    return [
      ...columns
        .filter((column) => !(column in entry.columns))
        .map((column) => `${table}.${column}: not listed`),
      ...Object.keys(entry.columns)
        .filter((column) => !columns.includes(column))
        .map((column) => `${table}.${column}: gone from the database`),
    ];
  });
}

/** Every `kalike.…`/`kalike-…` name written in a source text. */
const storageNamesIn = (text: string) =>
  [...text.matchAll(/['"`](kalike[.-][\w.-]+)['"`]/g)].map((m) => m[1] as string);

describe('the privacy policy says what the database keeps', () => {
  let db: Db;
  let tables: string[];
  beforeAll(async () => {
    db = openDatabase(':memory:');
    await migrateToLatest(db);
    tables = await tableNames(db);
  });
  afterAll(() => db.close());

  const columnsOf = async (table: string) =>
    (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db.db)).rows.map(
      (row) => row.name,
    );
  const allColumns = async () =>
    Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await columnsOf(table)])));

  it('every table the migrations make is in the inventory, and it names no table that is gone', () => {
    expect(difference(tables, Object.keys(TABLES))).toEqual({ notInTheMap: [], goneFromTheCode: [] });
  });

  it('each table is told of in both languages', () => {
    expect(
      unsaid(Object.entries(TABLES).map(([table, entry]) => [table, isPersonal(entry) ? entry.told : entry])),
    ).toEqual([]);
  });

  it('every column of the tables about people is in the inventory and told of in both languages', async () => {
    expect(unlistedColumns(await allColumns())).toEqual([]);
    const columns = Object.entries(TABLES).flatMap(([table, entry]) =>
      isPersonal(entry)
        ? Object.entries(entry.columns).map(([column, cover]): [string, Column] => [
            `${table}.${column}`,
            cover,
          ])
        : [],
    );
    expect(unsaid(columns)).toEqual([]);
  });

  it('a column a migration adds without a line in the inventory fails (a planted one)', async () => {
    await sql`alter table students add column favourite_colour text`.execute(db.db);
    try {
      expect(unlistedColumns(await allColumns())).toEqual(['students.favourite_colour: not listed']);
    } finally {
      await sql`alter table students drop column favourite_colour`.execute(db.db);
    }
  });
});

describe('the privacy policy says what the browser keeps', () => {
  /** Every `kalike.…`/`kalike-…` name written in the app's code (src/ and domain/), and the storage keys. */
  const namesInCode = () => [...namesIn('src'), ...namesIn('domain')];
  function namesIn(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'generated' ? [] : namesIn(path);
      if (!/\.(ts|tsx|astro)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
      return storageNamesIn(readFileSync(path, 'utf8'));
    });
  }
  const unlistedNames = (inCode: string[]) => difference(inCode, Object.keys(BROWSER));

  it('every name the browser keeps data under is in the inventory, and it names none that is gone', () => {
    const inCode = [...new Set([...namesInCode(), ...Object.values(STORAGE_KEYS)])];
    expect(unlistedNames(inCode)).toEqual({ notInTheMap: [], goneFromTheCode: [] });
  });

  it('a storage name the code starts using without a line in the inventory fails (a planted one)', () => {
    const planted = storageNamesIn("localStorage.setItem('kalike.favouriteColour', colour);");
    const inCode = [...new Set([...namesInCode(), ...Object.values(STORAGE_KEYS), ...planted])];
    expect(unlistedNames(inCode)).toEqual({ notInTheMap: ['kalike.favouriteColour'], goneFromTheCode: [] });
  });

  it('each is told of in both languages', () => {
    expect(unsaid(Object.entries(BROWSER).map(([name, entry]) => [name, entry.told]))).toEqual([]);
  });
});

describe("the policy's tables are made from the inventory", () => {
  it.each(LOCALES)('%s: up to date (else run `npm run policy:inventory`)', (locale) => {
    const file = readFileSync(policyFile(locale), 'utf8');
    expect(withInventory(file, locale) === file).toBe(true);
  });
});

describe('the privacy policy does not say what is not so', () => {
  it.each(LOCALES)('no push tokens, device model or periodic e-mails in %s', (locale) => {
    expect(UNTRUE[locale].filter((words) => words.test(policy[locale])).map(String)).toEqual([]);
  });

  it('both languages are the same version, of the same date, which sign-up consent names', () => {
    const frontMatter = (locale: string, field: string) =>
      new RegExp(`^${field}:\\s*['"]?([^'"\\n]+)`, 'm').exec(readFileSync(policyFile(locale), 'utf8'))?.[1];
    const version = currentPolicyVersion();
    expect(version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(currentPolicyVersion(new URL(`../../${policyFile('kn')}`, import.meta.url))).toBe(version);
    expect(frontMatter('en', 'updated')).toBe(version);
    expect(frontMatter('kn', 'updated')).toBe(version);
  });
});

describe('the privacy policy says what leaves for outside services (issue 32)', () => {
  /** Each value of the weekly report's SMS, with the policy's words for it (§14) in each language. */
  const SMS_TOLD: Record<keyof ReportSmsValues, [string, string]> = {
    childName: ["your child's name", 'ನಿಮ್ಮ ಮಗುವಿನ ಹೆಸರು'],
    activities: ['the number of activities finished', 'ಮುಗಿಸಿದ ಚಟುವಟಿಕೆಗಳ ಸಂಖ್ಯೆ'],
    minutes: ['the minutes spent on them', 'ಅವುಗಳಿಗೆ ಕಳೆದ ನಿಮಿಷಗಳು'],
    coins: ['the coins earned', 'ಗಳಿಸಿದ ನಾಣ್ಯಗಳು'],
    unitsFinished: ['the units finished', 'ಮುಗಿದ ಘಟಕಗಳು'],
    topics: ['the names of the topics where your child scored lowest', 'ಅತಿ ಕಡಿಮೆ ಅಂಕ'],
  };

  it('names every value the weekly report SMS carries, in both languages', () => {
    const values: ReportSmsValues = {
      childName: 'Asha',
      activities: 11,
      minutes: 22,
      coins: 33,
      unitsFinished: 44,
      topics: ['Nouns'],
    };
    for (const locale of LOCALES) {
      const { variables } = weeklyReportSms(locale, values);
      // Every variable of the SMS is one of the values the policy names, and nothing else.
      const sent = (Object.keys(values) as (keyof ReportSmsValues)[]).filter((key) =>
        variables.includes(String(key === 'topics' ? values.topics[0] : values[key])),
      );
      expect(variables).toHaveLength(sent.length);
      expect(sent.sort()).toEqual(Object.keys(SMS_TOLD).sort());
    }
    const unsaidWords = Object.entries(SMS_TOLD).flatMap(([key, [en, kn]]) => [
      ...(policy.en.includes(plain(en)) ? [] : [`${key} (en): ${en}`]),
      ...(policy.kn.includes(plain(kn)) ? [] : [`${key} (kn): ${kn}`]),
    ]);
    expect(unsaidWords).toEqual([]);
  });

  it("names every Razorpay host the pages' CSP admits, and the script the plans page loads", () => {
    const hosts = [...new Set(Object.values(RAZORPAY).flatMap((list) => list.split(' ')))].map((origin) =>
      origin.replace(/^https:\/\//, ''),
    );
    expect(hosts.length).toBeGreaterThanOrEqual(3);
    for (const locale of LOCALES)
      expect(hosts.filter((host) => !policy[locale].includes(`\`${host}\``))).toEqual([]);
    const checkout = readFileSync('src/client/razorpayCheckout.ts', 'utf8');
    const scriptHost = /script\.src = 'https:\/\/([^/']+)\//.exec(checkout)?.[1];
    expect(scriptHost && RAZORPAY.script.includes(scriptHost)).toBe(true);
  });
});
