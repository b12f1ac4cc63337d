import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { currentPolicyVersion } from '../../server/modules/auth/policyVersion.ts';
import { tableNames } from '../../server/test/tables.ts';
import { STORAGE_KEYS } from '../client/storageKeys.ts';

/**
 * The privacy policy says what the code stores (issue 18): where that can be checked by a
 * machine, it is checked here. Every table the migrations make, every column of the tables about
 * people, and every name the browser keeps data under is mapped to the words of the policy that
 * tell a parent about it, in English and in Kannada; a new table, column or storage name without
 * a mention in both fails, and so does a mention that leaves the policy. What the code does not
 * have (push tokens, a device model, periodic e-mails) must not come back into it.
 */

/** Where the policy tells of it, in each language; or why it holds nobody's data. */
type Cover = { en: string; kn: string } | { none: string };
const said = (en: string, kn: string): Cover => ({ en, kn });
const none = (why: string): Cover => ({ none: why });
const BOOKKEEPING = none('a row id or a time of the row itself');

const TABLES: Record<string, Cover | 'by column'> = {
  parents: 'by column',
  students: 'by column',
  consents: 'by column',
  contact_messages: 'by column',
  otp_challenges: said('**OTP records**', '**ಒಟಿಪಿ ದಾಖಲೆಗಳು**'),
  refresh_tokens: said('**Sign-in sessions**', '**ಲಾಗಿನ್ ಸೆಷನ್‌ಗಳು**'),
  // Written only outside production, by the local SMS provider (server/providers/sms/local.ts).
  sms_outbox: said('We keep no copy of the SMS messages we send', 'ಎಸ್‌ಎಂಎಸ್‌ಗಳ ಪ್ರತಿಯನ್ನು ಇಟ್ಟುಕೊಳ್ಳುವುದಿಲ್ಲ'),
  activity_attempts: said('each activity your child finishes', 'ಮಗು ಮುಗಿಸುವ ಪ್ರತಿಯೊಂದು ಚಟುವಟಿಕೆ'),
  unit_unlocks: said('the units unlocked with coins', 'ನಾಣ್ಯಗಳನ್ನು ಬಳಸಿ ತೆರೆದ (ಅನ್‌ಲಾಕ್ ಮಾಡಿದ) ಘಟಕಗಳು'),
  coin_ledger: said('every coin earned', 'ಗಳಿಸಿದ ಪ್ರತಿಯೊಂದು ನಾಣ್ಯ'),
  notifications: said("that child's own notifications", 'ಆ ಮಗುವಿನದೇ ನೋಟಿಫಿಕೇಶನ್‌ಗಳನ್ನು'),
  notification_reads: said('which notifications the child has read', 'ಮಗು ಯಾವ ನೋಟಿಫಿಕೇಶನ್‌ಗಳನ್ನು ಓದಿದೆ'),
  skill_results: said('for maths practice questions made by the app', 'ಆ್ಯಪ್ ತಾನೇ ರಚಿಸುವ ಗಣಿತ ಅಭ್ಯಾಸ ಪ್ರಶ್ನೆಗಳಿಗೆ'),
  missed_items: said('the questions your child got wrong', 'ಮಗು ತಪ್ಪಾಗಿ ಉತ್ತರಿಸಿದ ಪ್ರಶ್ನೆಗಳು'),
  student_settings: said("your child's play settings", 'ಮಗುವಿನ ಆಟದ ಸೆಟ್ಟಿಂಗ್‌ಗಳು'),
  report_sends: said('which weekly reports were sent', 'ಯಾವ ವಾರದ ವರದಿಗಳನ್ನು ಕಳುಹಿಸಲಾಗಿದೆ'),
  subscriptions: said(
    'the child and the class, board and medium it is for',
    'ಅದು ಯಾವ ಮಗುವಿಗಾಗಿ ಮತ್ತು ಯಾವ ತರಗತಿ, ಬೋರ್ಡ್ ಹಾಗೂ ಮಾಧ್ಯಮಕ್ಕಾಗಿ',
  ),
  // Kept after deletion (KEPT_AFTER_DELETION); the policy says so and what they hold.
  payments: said('**Payment records**', '**ಪಾವತಿ ದಾಖಲೆಗಳು**'),
  webhook_events: none("Razorpay's event ids and types, to ignore repeated deliveries"),
  app_secrets: none("the server's own keys (token signing, media links)"),
  seed_runs: none('which sample data was loaded'),
  subjects: none('the curriculum'),
  units: none('the curriculum'),
  chapters: none('the curriculum'),
  topics: none('the curriculum'),
  activities: none('the curriculum'),
  kysely_migration: none('which migrations ran'),
  kysely_migration_lock: none('the migrations’ lock'),
};

const PHONE = said('your mobile number', 'ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ');
const PASSWORD = said('store only as a salted one-way hash', 'ಸಾಲ್ಟೆಡ್ ಒನ್-ವೇ ಹ್ಯಾಶ್');
const EMAIL = said('your e-mail address', 'ನಿಮ್ಮ ಇ-ಮೇಲ್ ವಿಳಾಸ');
const CLASS = said("the child's class (grade), board and medium", 'ಮಗುವಿನ ತರಗತಿ, ಬೋರ್ಡ್ ಮತ್ತು ಮಾಧ್ಯಮ');
const PLACE = said('the state, district and taluk', 'ರಾಜ್ಯ, ಜಿಲ್ಲೆ ಮತ್ತು ತಾಲ್ಲೂಕು');
const CONFIRMED = said(
  "you confirmed you are the child's parent or guardian and at least 18 years old",
  'ನಿಮಗೆ ಕನಿಷ್ಠ 18 ವರ್ಷ ವಯಸ್ಸಾಗಿದೆ ಎಂದು ನೀವು ದೃಢಪಡಿಸಿದ್ದು',
);

/** The tables about people, column by column: a new column needs its own words in the policy. */
const COLUMNS: Record<string, Record<string, Cover>> = {
  parents: {
    id: BOOKKEEPING,
    phone: PHONE,
    password_hash: PASSWORD,
    email: EMAIL,
    gate_pin_hash: said('a PIN for My Account', '“ನನ್ನ ಖಾತೆ”ಗಾಗಿ ಒಂದು ಪಿನ್'),
    gate_method: said(
      'how My Account is opened: a question, your PIN or your password',
      '“ನನ್ನ ಖಾತೆ” ಹೇಗೆ ತೆರೆಯಬೇಕು: ಒಂದು ಪ್ರಶ್ನೆ, ನಿಮ್ಮ ಪಿನ್ ಅಥವಾ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್',
    ),
    report_opt_in: said('your choice of the weekly report by SMS', 'ಎಸ್‌ಎಂಎಸ್ ಮೂಲಕ ವಾರದ ವರದಿ ಬಗ್ಗೆ ನಿಮ್ಮ ಆಯ್ಕೆ'),
    report_language: said('whether you want it, and in which language', 'ಮತ್ತು ಯಾವ ಭಾಷೆಯಲ್ಲಿ ಬೇಕು'),
    created_at: BOOKKEEPING,
    updated_at: BOOKKEEPING,
  },
  students: {
    id: BOOKKEEPING,
    parent_id: said('a profile for each of your children', 'ಪ್ರತಿಯೊಂದು ಮಗುವಿಗೂ ಒಂದು ಪ್ರೊಫೈಲ್'),
    // Copies of the parent's until a migration drops them (ADR 018).
    phone: PHONE,
    password_hash: PASSWORD,
    email: EMAIL,
    student_name: said("the child's name", 'ಮಗುವಿನ ಹೆಸರು'),
    gender: said("the child's gender", 'ಮಗುವಿನ ಲಿಂಗ'),
    grade: CLASS,
    board: CLASS,
    medium: CLASS,
    school_name: said("the child's school name", 'ಮಗುವಿನ ಶಾಲೆಯ ಹೆಸರು'),
    state: PLACE,
    district: PLACE,
    taluk: PLACE,
    // Spec §3 keeps the field; nothing writes it, and the policy says no photo is asked for.
    photo: said('ask for a photo of your child', 'ನಿಮ್ಮ ಮಗುವಿನ ಫೋಟೋ ಕೇಳುವುದು'),
    referral_code: said('a referral code', 'ರೆಫರಲ್ ಕೋಡ್'),
    created_at: BOOKKEEPING,
    updated_at: BOOKKEEPING,
  },
  consents: {
    id: BOOKKEEPING,
    student_id: said('the child it covers', 'ಅದು ಯಾವ ಮಗುವಿಗಾಗಿ ಎಂಬುದು'),
    parent_id: said('your account and mobile number', 'ನಿಮ್ಮ ಖಾತೆ ಮತ್ತು ಮೊಬೈಲ್ ಸಂಖ್ಯೆ'),
    phone: said('your account and mobile number', 'ನಿಮ್ಮ ಖಾತೆ ಮತ್ತು ಮೊಬೈಲ್ ಸಂಖ್ಯೆ'),
    guardian_name: said('For each consent we record your name', 'ದಾಖಲಿಸುತ್ತೇವೆ: ನಿಮ್ಮ ಹೆಸರು'),
    is_guardian: CONFIRMED,
    is_adult: CONFIRMED,
    policy_version: said('which version of this policy you agreed to', 'ಈ ನೀತಿಯ ಯಾವ ಆವೃತ್ತಿಗೆ ನೀವು ಒಪ್ಪಿದ್ದೀರಿ'),
    otp_challenge_id: none('a link to the sign-up OTP record, which otp_challenges covers'),
    accepted_at: said('you agreed to, and when', 'ಒಪ್ಪಿದ್ದೀರಿ ಎಂಬುದು, ಮತ್ತು ಯಾವಾಗ'),
  },
  contact_messages: {
    id: BOOKKEEPING,
    name: said('we receive your name', 'ನಿಮ್ಮ ಹೆಸರು, ನಿಮ್ಮ ಶಾಲೆ ಅಥವಾ ಸಂಸ್ಥೆ'),
    company: said('your school or organisation', 'ನಿಮ್ಮ ಶಾಲೆ ಅಥವಾ ಸಂಸ್ಥೆ'),
    email: said('your e-mail address or phone number', 'ನಿಮ್ಮ ಇ-ಮೇಲ್ ವಿಳಾಸ ಅಥವಾ ಫೋನ್ ಸಂಖ್ಯೆ'),
    phone: said('your e-mail address or phone number', 'ನಿಮ್ಮ ಇ-ಮೇಲ್ ವಿಳಾಸ ಅಥವಾ ಫೋನ್ ಸಂಖ್ಯೆ'),
    message: said('(at least one, for our reply), your message', 'ಕನಿಷ್ಠ ಒಂದು), ನಿಮ್ಮ ಸಂದೇಶ'),
    locale: said('the language of the page you wrote from', 'ನೀವು ಬರೆದ ಪುಟದ ಭಾಷೆ'),
    created_at: BOOKKEEPING,
  },
};

/** Every name the browser keeps something under (localStorage, sessionStorage, IndexedDB, caches). */
const BROWSER: Record<string, Cover> = {
  [STORAGE_KEYS.accessToken]: said('`P_TEACHER_ACCESS_TOKEN`', '`P_TEACHER_ACCESS_TOKEN`'),
  [STORAGE_KEYS.refreshToken]: said('`P_TEACHER_REFRESHTOKEN`', '`P_TEACHER_REFRESHTOKEN`'),
  'kalike.user': said("a copy of your child's profile", 'ನಿಮ್ಮ ಮಗುವಿನ ಪ್ರೊಫೈಲ್‌ನ ಒಂದು ಪ್ರತಿ'),
  'kalike.learning': said("your child's place in the lessons", 'ಪಾಠಗಳಲ್ಲಿ ಮಗು ತಲುಪಿರುವ ಜಾಗ'),
  'kalike.deviceId': said(
    'the device identifier** described in section 9',
    'ವಿಭಾಗ 9ರಲ್ಲಿ ಹೇಳಿರುವ ಸಾಧನದ ಗುರುತು ಸಂಖ್ಯೆ',
  ),
  'kalike.signupDraft': said('the sign-up form while you fill it in', 'ನೀವು ತುಂಬುತ್ತಿರುವ ನೋಂದಣಿ ನಮೂನೆ'),
  'kalike.signupPassword': said('the password you typed at sign-up', 'ನೋಂದಣಿಯ ವೇಳೆ ನೀವು ಟೈಪ್ ಮಾಡಿದ ಪಾಸ್‌ವರ್ಡ್'),
  'kalike.locale': said('your chosen language', 'ನೀವು ಆಯ್ಕೆ ಮಾಡಿದ ಭಾಷೆ'),
  'kalike.family': said(
    "your children's names, classes and pictures",
    'ನಿಮ್ಮ ಮಕ್ಕಳ ಹೆಸರುಗಳು, ತರಗತಿಗಳು ಮತ್ತು ಚಿತ್ರಗಳು',
  ),
  'kalike.offlineOwner': said('which child the offline copies belong to', 'ಆಫ್‌ಲೈನ್ ಪ್ರತಿಗಳು ಯಾವ ಮಗುವಿನವು'),
  'kalike.dataSaver': said('your data-saver choice', 'ನಿಮ್ಮ ಡೇಟಾ ಉಳಿತಾಯ ಆಯ್ಕೆ'),
  'kalike.parentGateMethod': said('how My Account is opened on this phone', 'ಈ ಫೋನ್‌ನಲ್ಲಿ “ನನ್ನ ಖಾತೆ” ಹೇಗೆ ತೆರೆಯುತ್ತದೆ'),
  'kalike.parentGate': said('the pass to My Account', '“ನನ್ನ ಖಾತೆ” ತೆರೆಯುವ ಅನುಮತಿ'),
  // IndexedDB: the waiting answers and the list of downloaded units.
  'kalike-offline': said(
    'answers your child finished without internet',
    'ಇಂಟರ್ನೆಟ್ ಇಲ್ಲದಾಗ ನಿಮ್ಮ ಮಗು ಮುಗಿಸಿದ ಉತ್ತರಗಳು',
  ),
  'kalike-data-v1': said("our servers' latest answers", 'ನಮ್ಮ ಸರ್ವರ್‌ಗಳು ಇತ್ತೀಚೆಗೆ ನೀಡಿದ ಉತ್ತರಗಳ ಪ್ರತಿಗಳು'),
  'kalike-audio-v1': said('read-aloud recordings already heard', 'ಈಗಾಗಲೇ ಕೇಳಿದ ಗಟ್ಟಿಯಾಗಿ ಓದುವ ಧ್ವನಿಮುದ್ರಣಗಳು'),
  'kalike-packs-v1': said('lessons you downloaded', 'ನೀವು ಡೌನ್‌ಲೋಡ್ ಮಾಡಿದ ಪಾಠಗಳು'),
  'kalike-answers': none('the Background Sync tag that wakes the page to send waiting answers'),
  'kalike-sync': none('the Web Lock that keeps two tabs from sending the same answers'),
  'kalike-my-data.json': none('the name of the file a parent downloads (section 34)'),
  'kalike-child-data.json': none("the name the API gives one child's data file (section 34)"),
};

/** Words for what the code does not have: they crept in once and must not again. */
const UNTRUE: Record<'en' | 'kn', RegExp[]> = {
  en: [
    /push[- ]?(notification|token|service)/i,
    /device model/i,
    /periodic e-?mails?/i,
    /unsubscribe/i,
    /firebase/i,
  ],
  kn: [/ಪುಶ್/, /ಸಾಧನದ ಮಾದರಿ/, /ಮಾಡೆಲ್/, /ಅನ್ಸಬ್/, /ಆಗಾಗ ಕಳುಹಿಸುವ ಇ-ಮೇಲ್/, /firebase/i],
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
function unsaid(entries: [string, Cover | 'by column'][]) {
  return entries.flatMap(([what, cover]) =>
    cover === 'by column' || 'none' in cover
      ? []
      : LOCALES.filter((locale) => !policy[locale].includes(plain(cover[locale]))).map(
          (locale) => `${what} (${locale}): "${cover[locale]}"`,
        ),
  );
}

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

  it('every table the migrations make is in the map, and the map names no table that is gone', () => {
    expect(difference(tables, Object.keys(TABLES))).toEqual({ notInTheMap: [], goneFromTheCode: [] });
  });

  it('each table is told of in both languages', () => {
    expect(unsaid(Object.entries(TABLES))).toEqual([]);
  });

  it('every column of the tables about people is in the map and told of in both languages', async () => {
    for (const [table, columns] of Object.entries(COLUMNS)) {
      expect(TABLES[table], table).toBe('by column');
      const unmapped = (await columnsOf(table)).filter((column) => !(column in columns));
      expect(unmapped, `${table}: columns the policy map does not know`).toEqual([]);
      expect(unsaid(Object.entries(columns).map(([column, cover]) => [`${table}.${column}`, cover]))).toEqual(
        [],
      );
    }
  });
});

describe('the privacy policy says what the browser keeps', () => {
  /** Every `kalike.…`/`kalike-…` name written in the app's code, and the storage keys. */
  function namesInCode(dir = 'src'): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'generated' ? [] : namesInCode(path);
      if (!/\.(ts|tsx|astro)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
      return [...readFileSync(path, 'utf8').matchAll(/['"`](kalike[.-][\w.-]+)['"`]/g)].map(
        (m) => m[1] as string,
      );
    });
  }

  it('every name the browser keeps data under is in the map, and the map names none that is gone', () => {
    const inCode = [...new Set([...namesInCode(), ...Object.values(STORAGE_KEYS)])];
    expect(difference(inCode, Object.keys(BROWSER))).toEqual({ notInTheMap: [], goneFromTheCode: [] });
  });

  it('each is told of in both languages', () => {
    expect(unsaid(Object.entries(BROWSER))).toEqual([]);
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
