/**
 * The data inventory (issue 32): every table and column the migrations make, every name the
 * browser keeps data under and every outside service, with what it holds, why, on which legal
 * ground and for how long. It is the one source of:
 * - the privacy policy's tables in §27, in both languages (`npm run policy:inventory` writes
 *   them between the `inventory:` markers; src/content/privacyPolicy.test.ts fails when they
 *   are out of date, or when a table, column or storage name is missing here);
 * - the data file a parent downloads (modules/account: every table with an `export` is in it);
 * - what `npm run data:retention` deletes, and when (RETENTION_DAYS below).
 */

export type Text = { en: string; kn: string };
/** Where the policy's prose tells of it, in each language; or why it holds nobody's data. */
export type Cover = Text | { none: string };
export const said = (en: string, kn: string): Cover => ({ en, kn });
export const none = (why: string): Cover => ({ none: why });
const BOOKKEEPING = none('a row id or a time of the row itself');
/** A column the table's own words in the policy cover (a table told of as a whole). */
export const ROW = 'told with the table' as const;
export type Column = Cover | typeof ROW;

/** India's DPDP Act 2023: the grounds on which Kalike processes personal data. */
export const BASES = {
  consent: {
    en: 'Your consent (DPDP Act, s. 6; for a child, s. 9)',
    kn: 'ನಿಮ್ಮ ಒಪ್ಪಿಗೆ (ಡಿಪಿಡಿಪಿ ಕಾಯ್ದೆ, ಸೆ. 6; ಮಗುವಿಗಾಗಿ ಸೆ. 9)',
  },
  voluntary: {
    en: 'Given by you for this purpose (DPDP Act, s. 7(a))',
    kn: 'ಈ ಉದ್ದೇಶಕ್ಕಾಗಿ ನೀವೇ ನೀಡಿದ್ದು (ಡಿಪಿಡಿಪಿ ಕಾಯ್ದೆ, ಸೆ. 7(ಎ))',
  },
  law: {
    en: 'Your consent; kept as the law requires (Companies Act 2013, s. 128; DPDP Act, s. 8(7))',
    kn: 'ನಿಮ್ಮ ಒಪ್ಪಿಗೆ; ಕಾನೂನು ಹೇಳುವಷ್ಟು ಕಾಲ ಇಡಲಾಗುತ್ತದೆ (ಕಂಪನಿಗಳ ಕಾಯ್ದೆ 2013, ಸೆ. 128; ಡಿಪಿಡಿಪಿ ಕಾಯ್ದೆ, ಸೆ. 8(7))',
  },
} satisfies Record<string, Text>;
export type Basis = keyof typeof BASES;

/**
 * How long `npm run data:retention` lets each kind of row live, in days (server/modules/account/retention.service.ts).
 * - OTP records: a code works 5 minutes; a day after that the record serves nothing (the
 *   throttles count in Redis or memory, not here). The dev outbox holds codes: the same.
 * - Ended sessions (signed out, ended for safety, or expired): a week, to look into misuse.
 *   A live session keeps one row (the token in use) plus, for reuse detection, only the hashes
 *   of the tokens it replaced, without time, device or child.
 * - Contact messages: 180 days, time to answer and to follow a question up.
 * - Orders never paid (created or failed): 30 days; Razorpay's orders are paid within minutes.
 * - Paid orders: 8 financial years after the one they fall in (Companies Act 2013, s. 128(5):
 *   books of account for 8 years; the longest of the rules that apply: CGST Act s. 36 asks
 *   72 months after the year's annual return, the Income-tax Rules r. 6F six years).
 * - Deletion records (tombstones): as long as a backup may be restored (a year).
 */
export const RETENTION_DAYS = {
  otp: 1,
  smsOutbox: 1,
  endedSession: 7,
  contact: 180,
  unpaidOrder: 30,
  deletionRecord: 365,
} as const;
export const PAID_ORDER_FINANCIAL_YEARS = 8;

export const KEPT = {
  account: { en: 'Until you delete the account', kn: 'ನೀವು ಖಾತೆಯನ್ನು ಅಳಿಸುವವರೆಗೆ' },
  child: {
    en: "Until you remove the child's profile or delete the account",
    kn: 'ನೀವು ಮಗುವಿನ ಪ್ರೊಫೈಲ್ ತೆಗೆಯುವವರೆಗೆ ಅಥವಾ ಖಾತೆ ಅಳಿಸುವವರೆಗೆ',
  },
  missed: {
    en: "Until answered right, the child's profile is removed or the account deleted",
    kn: 'ಸರಿಯಾಗಿ ಉತ್ತರಿಸುವವರೆಗೆ, ಅಥವಾ ಪ್ರೊಫೈಲ್ ತೆಗೆಯುವವರೆಗೆ / ಖಾತೆ ಅಳಿಸುವವರೆಗೆ',
  },
  session: {
    en: `While you stay signed in (60 days after the last use at most), then ${RETENTION_DAYS.endedSession} days; one record per session`,
    kn: `ನೀವು ಸೈನ್ ಇನ್ ಆಗಿರುವವರೆಗೆ (ಕೊನೆಯ ಬಳಕೆಯಿಂದ ಗರಿಷ್ಠ 60 ದಿನ), ನಂತರ ${RETENTION_DAYS.endedSession} ದಿನ; ಪ್ರತಿ ಸೆಷನ್‌ಗೆ ಒಂದೇ ದಾಖಲೆ`,
  },
  otp: {
    en: `${RETENTION_DAYS.otp} day after the code stops working`,
    kn: `ಕೋಡ್ ಕೆಲಸ ಮಾಡುವುದು ನಿಂತ ${RETENTION_DAYS.otp} ದಿನದ ನಂತರ ಅಳಿಸಲಾಗುತ್ತದೆ`,
  },
  devOnly: {
    en: `Never on our live service; on a developer's computer, ${RETENTION_DAYS.smsOutbox} day`,
    kn: `ನಮ್ಮ ಚಾಲ್ತಿಯ ಸೇವೆಯಲ್ಲಿ ಎಂದಿಗೂ ಇಲ್ಲ; ಡೆವಲಪರ್‌ನ ಕಂಪ್ಯೂಟರ್‌ನಲ್ಲಿ ${RETENTION_DAYS.smsOutbox} ದಿನ`,
  },
  contact: {
    en: `${RETENTION_DAYS.contact} days after you wrote`,
    kn: `ನೀವು ಬರೆದ ${RETENTION_DAYS.contact} ದಿನಗಳ ನಂತರ ಅಳಿಸಲಾಗುತ್ತದೆ`,
  },
  payment: {
    en: `Paid: ${PAID_ORDER_FINANCIAL_YEARS} financial years after the year of payment, even after the account is deleted. Not paid: ${RETENTION_DAYS.unpaidOrder} days`,
    kn: `ಪಾವತಿಯಾದದ್ದು: ಪಾವತಿಯ ವರ್ಷದ ನಂತರ ${PAID_ORDER_FINANCIAL_YEARS} ಹಣಕಾಸು ವರ್ಷ, ಖಾತೆ ಅಳಿಸಿದ ನಂತರವೂ. ಪಾವತಿಯಾಗದ್ದು: ${RETENTION_DAYS.unpaidOrder} ದಿನ`,
  },
  signOut: { en: 'Until you sign out', kn: 'ನೀವು ಸೈನ್ ಔಟ್ ಆಗುವವರೆಗೆ' },
  tab: { en: 'Until the tab is closed', kn: 'ಟ್ಯಾಬ್ ಮುಚ್ಚುವವರೆಗೆ' },
  gatePass: {
    en: '10 minutes, in this tab only, and never past sign-out',
    kn: 'ಈ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ಮಾತ್ರ, 10 ನಿಮಿಷ; ಸೈನ್ ಔಟ್ ನಂತರ ಇಲ್ಲ',
  },
  signUp: { en: 'Until the account is made', kn: 'ಖಾತೆ ಆಗುವವರೆಗೆ' },
  device: {
    en: "Until you clear the browser's data",
    kn: 'ನೀವು ಬ್ರೌಸರ್‌ನ ಡೇಟಾವನ್ನು ಅಳಿಸುವವರೆಗೆ',
  },
  untilSent: { en: 'Until our servers have them', kn: 'ನಮ್ಮ ಸರ್ವರ್‌ಗಳಿಗೆ ತಲುಪುವವರೆಗೆ' },
  untilRemoved: { en: 'Until you remove them', kn: 'ನೀವು ತೆಗೆಯುವವರೆಗೆ' },
  recording: {
    en: "Until you delete them, remove the child's profile or delete the account",
    kn: 'ನೀವು ಅವನ್ನು ಅಳಿಸುವವರೆಗೆ, ಮಗುವಿನ ಪ್ರೊಫೈಲ್ ತೆಗೆಯುವವರೆಗೆ ಅಥವಾ ಖಾತೆ ಅಳಿಸುವವರೆಗೆ',
  },
  msg91: {
    en: "By MSG91, as India's telecom rules require of SMS senders",
    kn: 'ಎಸ್‌ಎಂಎಸ್ ಕಳುಹಿಸುವವರಿಗೆ ಭಾರತದ ದೂರಸಂಪರ್ಕ ನಿಯಮಗಳು ಹೇಳುವಷ್ಟು ಕಾಲ, MSG91 ಬಳಿ',
  },
  razorpay: {
    en: 'By Razorpay, as the RBI and tax laws require',
    kn: 'ಆರ್‌ಬಿಐ ಮತ್ತು ತೆರಿಗೆ ಕಾನೂನುಗಳು ಹೇಳುವಷ್ಟು ಕಾಲ, Razorpay ಬಳಿ',
  },
  nothing: { en: 'Nothing is kept', kn: 'ಏನನ್ನೂ ಇಡುವುದಿಲ್ಲ' },
} satisfies Record<string, Text>;
export type Kept = keyof typeof KEPT;

/**
 * Where a table's rows go in the data file: under `key`, the rows whose `by` column is the
 * child's id (`child`), the parent's id (`parent`) or the account's phone (`phone`). `secret`
 * columns (hashes) never leave the server.
 */
export type Export = {
  key: string;
  /** `account`: the parent's own row, in the whole account's file only. */
  scope: 'child' | 'parent' | 'phone' | 'account';
  by: string;
  secret?: string[];
};

export interface PersonalTable {
  /** What the generated table calls it. */
  what: Text;
  purpose: Text;
  basis: Basis;
  kept: Kept;
  /** The table as a whole in the policy's prose (else each column says it). */
  told?: Cover;
  columns: Record<string, Column>;
  export: Export | { none: string };
}
type Table = PersonalTable | { none: string };
const nobody = (why: string) => ({ none: why });

const PHONE = said('your mobile number', 'ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ');
const PASSWORD = said('store only as a salted one-way hash', 'ಸಾಲ್ಟೆಡ್ ಒನ್-ವೇ ಹ್ಯಾಶ್');
const EMAIL = said('your e-mail address', 'ನಿಮ್ಮ ಇ-ಮೇಲ್ ವಿಳಾಸ');
const CLASS = said("the child's class (grade), board and medium", 'ಮಗುವಿನ ತರಗತಿ, ಬೋರ್ಡ್ ಮತ್ತು ಮಾಧ್ಯಮ');
const PLACE = said('the state, district and taluk', 'ರಾಜ್ಯ, ಜಿಲ್ಲೆ ಮತ್ತು ತಾಲ್ಲೂಕು');
const CONFIRMED = said(
  "you confirmed you are the child's parent or guardian and at least 18 years old",
  'ನಿಮಗೆ ಕನಿಷ್ಠ 18 ವರ್ಷ ವಯಸ್ಸಾಗಿದೆ ಎಂದು ನೀವು ದೃಢಪಡಿಸಿದ್ದು',
);
const LEARNING: Text = {
  en: "To teach your child and show you your child's progress",
  kn: 'ಮಗುವಿಗೆ ಕಲಿಸಲು ಮತ್ತು ಮಗುವಿನ ಪ್ರಗತಿಯನ್ನು ನಿಮಗೆ ತೋರಿಸಲು',
};
const byChild = (key: string, secret?: string[]): Export => ({
  key,
  scope: 'child',
  by: 'student_id',
  ...(secret ? { secret } : {}),
});

/** Every table the migrations make. Order: as the generated table lists them. */
export const TABLES: Record<string, Table> = {
  parents: {
    what: { en: 'Your account', kn: 'ನಿಮ್ಮ ಖಾತೆ' },
    purpose: {
      en: 'To sign you in, protect My Account and send the weekly report you chose',
      kn: 'ನಿಮ್ಮನ್ನು ಸೈನ್ ಇನ್ ಮಾಡಲು, “ನನ್ನ ಖಾತೆ”ಯನ್ನು ರಕ್ಷಿಸಲು ಮತ್ತು ನೀವು ಆಯ್ಕೆ ಮಾಡಿದ ವಾರದ ವರದಿ ಕಳುಹಿಸಲು',
    },
    basis: 'consent',
    kept: 'account',
    columns: {
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
    export: { key: 'parent', scope: 'account', by: 'id', secret: ['password_hash', 'gate_pin_hash'] },
  },
  students: {
    what: { en: "Each child's profile", kn: 'ಪ್ರತಿ ಮಗುವಿನ ಪ್ರೊಫೈಲ್' },
    purpose: {
      en: 'To show each child the lessons of their class, board and medium',
      kn: 'ಪ್ರತಿ ಮಗುವಿಗೆ ಅದರ ತರಗತಿ, ಬೋರ್ಡ್ ಮತ್ತು ಮಾಧ್ಯಮದ ಪಾಠಗಳನ್ನು ತೋರಿಸಲು',
    },
    basis: 'consent',
    kept: 'child',
    columns: {
      id: BOOKKEEPING,
      parent_id: said('a profile for each of your children', 'ಪ್ರತಿಯೊಂದು ಮಗುವಿಗೂ ಒಂದು ಪ್ರೊಫೈಲ್'),
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
      created_at: BOOKKEEPING,
      updated_at: BOOKKEEPING,
    },
    export: { key: 'account', scope: 'child', by: 'id' },
  },
  consents: {
    what: { en: 'Your consent for each child', kn: 'ಪ್ರತಿ ಮಗುವಿಗಾಗಿ ನಿಮ್ಮ ಒಪ್ಪಿಗೆ' },
    purpose: {
      en: 'To show that a parent agreed to this policy for the child',
      kn: 'ಮಗುವಿಗಾಗಿ ಪೋಷಕರು ಈ ನೀತಿಗೆ ಒಪ್ಪಿದ್ದಾರೆ ಎಂದು ತೋರಿಸಲು',
    },
    basis: 'consent',
    kept: 'child',
    columns: {
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
    export: byChild('consents'),
  },
  refresh_tokens: {
    what: { en: 'Sign-in sessions', kn: 'ಸೈನ್ ಇನ್ ಸೆಷನ್‌ಗಳು' },
    purpose: {
      en: 'To keep you signed in, end a session when you sign out, and spot a stolen sign-in',
      kn: 'ನಿಮ್ಮನ್ನು ಸೈನ್ ಇನ್ ಆಗಿ ಇರಿಸಲು, ಸೈನ್ ಔಟ್ ಆದಾಗ ಸೆಷನ್ ಮುಗಿಸಲು ಮತ್ತು ಕದ್ದ ಸೈನ್ ಇನ್ ಪತ್ತೆಹಚ್ಚಲು',
    },
    basis: 'consent',
    kept: 'session',
    told: said('**Sign-in sessions**', '**ಲಾಗಿನ್ ಸೆಷನ್‌ಗಳು**'),
    columns: {
      id: BOOKKEEPING,
      token_hash: ROW,
      family_id: ROW,
      rotated_from_id: ROW,
      parent_id: ROW,
      student_id: ROW,
      active_student_id: ROW,
      device_id: said('the device identifier', 'ಸಾಧನದ ಗುರುತು ಸಂಖ್ಯೆ'),
      created_at: ROW,
      expires_at: ROW,
      rotated_at: ROW,
      revoked_at: ROW,
    },
    export: { key: 'sessions', scope: 'parent', by: 'parent_id', secret: ['token_hash'] },
  },
  spent_refresh_tokens: {
    what: { en: 'Replaced sign-in tokens', kn: 'ಬದಲಾದ ಸೈನ್ ಇನ್ ಟೋಕನ್‌ಗಳು' },
    purpose: {
      en: 'To notice when an old sign-in token is used again (someone may have copied it)',
      kn: 'ಹಳೆಯ ಸೈನ್ ಇನ್ ಟೋಕನ್ ಮತ್ತೆ ಬಳಕೆಯಾದರೆ (ಯಾರೋ ನಕಲು ಮಾಡಿರಬಹುದು) ಗಮನಿಸಲು',
    },
    basis: 'consent',
    kept: 'session',
    told: said('only the one-way hashes of the tokens it replaced', 'ಅದು ಬದಲಾಯಿಸಿದ ಟೋಕನ್‌ಗಳ ಒನ್-ವೇ ಹ್ಯಾಶ್‌ಗಳನ್ನು ಮಾತ್ರ'),
    columns: { token_hash: ROW, family_id: ROW },
    export: { none: 'hashes of tokens no longer valid: nothing a parent can read' },
  },
  otp_challenges: {
    what: { en: 'OTP records', kn: 'ಒಟಿಪಿ ದಾಖಲೆಗಳು' },
    purpose: {
      en: 'To check the code you type, once, within 5 minutes',
      kn: 'ನೀವು ಟೈಪ್ ಮಾಡುವ ಕೋಡ್ ಅನ್ನು 5 ನಿಮಿಷಗಳೊಳಗೆ ಒಮ್ಮೆ ಪರಿಶೀಲಿಸಲು',
    },
    basis: 'consent',
    kept: 'otp',
    told: said('**OTP records**', '**ಒಟಿಪಿ ದಾಖಲೆಗಳು**'),
    columns: {
      id: BOOKKEEPING,
      phone: ROW,
      purpose: ROW,
      code_hash: ROW,
      wrong_tries: ROW,
      created_at: ROW,
      expires_at: ROW,
      verified_at: ROW,
      used_at: ROW,
      invalidated_at: ROW,
    },
    export: { key: 'smsCodes', scope: 'phone', by: 'phone', secret: ['code_hash'] },
  },
  // Written only outside production, by the local SMS provider (server/providers/sms/local.ts).
  sms_outbox: {
    what: { en: 'SMS outbox (development only)', kn: 'ಎಸ್‌ಎಂಎಸ್ ಹೊರಪೆಟ್ಟಿಗೆ (ಡೆವಲಪ್‌ಮೆಂಟ್‌ಗೆ ಮಾತ್ರ)' },
    purpose: {
      en: "On a developer's computer, where no SMS is sent: to read the code",
      kn: 'ಎಸ್‌ಎಂಎಸ್ ಕಳುಹಿಸದ ಡೆವಲಪರ್‌ನ ಕಂಪ್ಯೂಟರ್‌ನಲ್ಲಿ ಕೋಡ್ ಓದಲು',
    },
    basis: 'consent',
    kept: 'devOnly',
    told: said('We keep no copy of the SMS messages we send', 'ಎಸ್‌ಎಂಎಸ್‌ಗಳ ಪ್ರತಿಯನ್ನು ಇಟ್ಟುಕೊಳ್ಳುವುದಿಲ್ಲ'),
    columns: { id: BOOKKEEPING, phone: ROW, body: ROW, created_at: ROW },
    export: { key: 'smsMessages', scope: 'phone', by: 'phone' },
  },
  activity_attempts: {
    what: { en: 'Finished activities', kn: 'ಮುಗಿಸಿದ ಚಟುವಟಿಕೆಗಳು' },
    purpose: LEARNING,
    basis: 'consent',
    kept: 'child',
    told: said('each activity your child finishes', 'ಮಗು ಮುಗಿಸುವ ಪ್ರತಿಯೊಂದು ಚಟುವಟಿಕೆ'),
    columns: {
      id: BOOKKEEPING,
      student_id: ROW,
      activity_id: ROW,
      idempotency_key: ROW,
      score: ROW,
      total: ROW,
      coins: ROW,
      answers: ROW,
      created_at: ROW,
    },
    export: byChild('activityAttempts'),
  },
  story_readings: {
    what: { en: 'Stories read', kn: 'ಓದಿದ ಕಥೆಗಳು' },
    purpose: LEARNING,
    basis: 'consent',
    kept: 'child',
    told: said('each story your child reads to the end', 'ಮಗು ಕೊನೆಯವರೆಗೆ ಓದುವ ಪ್ರತಿಯೊಂದು ಕಥೆ'),
    columns: {
      student_id: ROW,
      completion_id: BOOKKEEPING,
      story_key: ROW,
      language: ROW,
      level: ROW,
      seconds: ROW,
      pages_recorded: ROW,
      questions: ROW,
      correct: ROW,
      answers: ROW,
      coins: ROW,
      created_at: ROW,
    },
    export: byChild('storyReadings'),
  },
  skill_results: {
    what: { en: 'Maths practice results', kn: 'ಗಣಿತ ಅಭ್ಯಾಸದ ಫಲಿತಾಂಶಗಳು' },
    purpose: LEARNING,
    basis: 'consent',
    kept: 'child',
    told: said('for maths practice questions made by the app', 'ಆ್ಯಪ್ ತಾನೇ ರಚಿಸುವ ಗಣಿತ ಅಭ್ಯಾಸ ಪ್ರಶ್ನೆಗಳಿಗೆ'),
    columns: { student_id: ROW, skill: ROW, level: ROW, correct: ROW, answered_at: ROW },
    export: byChild('skillResults'),
  },
  missed_items: {
    what: { en: 'Questions to try again', kn: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಬೇಕಾದ ಪ್ರಶ್ನೆಗಳು' },
    purpose: {
      en: 'To bring a missed question back a few days later',
      kn: 'ತಪ್ಪಿದ ಪ್ರಶ್ನೆಯನ್ನು ಕೆಲವು ದಿನಗಳ ನಂತರ ಮತ್ತೆ ತೋರಿಸಲು',
    },
    basis: 'consent',
    kept: 'missed',
    told: said('the questions your child got wrong', 'ಮಗು ತಪ್ಪಾಗಿ ಉತ್ತರಿಸಿದ ಪ್ರಶ್ನೆಗಳು'),
    columns: { student_id: ROW, skill: ROW, level: ROW, seed: ROW, medium: ROW, missed_at: ROW, due_at: ROW },
    export: byChild('missedItems'),
  },
  coin_ledger: {
    what: { en: 'Coins', kn: 'ನಾಣ್ಯಗಳು' },
    purpose: { en: 'To count the coins earned and spent', kn: 'ಗಳಿಸಿದ ಮತ್ತು ಖರ್ಚು ಮಾಡಿದ ನಾಣ್ಯಗಳನ್ನು ಎಣಿಸಲು' },
    basis: 'consent',
    kept: 'child',
    told: said('every coin earned', 'ಗಳಿಸಿದ ಪ್ರತಿಯೊಂದು ನಾಣ್ಯ'),
    columns: { id: BOOKKEEPING, student_id: ROW, amount: ROW, reason: ROW, reference: ROW, created_at: ROW },
    export: byChild('coinLedger'),
  },
  unit_unlocks: {
    what: { en: 'Units unlocked', kn: 'ತೆರೆದ ಘಟಕಗಳು' },
    purpose: { en: 'To keep open the units opened with coins', kn: 'ನಾಣ್ಯಗಳಿಂದ ತೆರೆದ ಘಟಕಗಳನ್ನು ತೆರೆದೇ ಇಡಲು' },
    basis: 'consent',
    kept: 'child',
    told: said('the units unlocked with coins', 'ನಾಣ್ಯಗಳನ್ನು ಬಳಸಿ ತೆರೆದ (ಅನ್‌ಲಾಕ್ ಮಾಡಿದ) ಘಟಕಗಳು'),
    columns: { student_id: ROW, unit_id: ROW, created_at: ROW },
    export: byChild('unitUnlocks'),
  },
  student_settings: {
    what: { en: 'Play settings', kn: 'ಆಟದ ಸೆಟ್ಟಿಂಗ್‌ಗಳು' },
    purpose: {
      en: 'To play sounds, timers and read-aloud as you chose',
      kn: 'ನೀವು ಆಯ್ಕೆ ಮಾಡಿದಂತೆ ಧ್ವನಿ, ಟೈಮರ್ ಮತ್ತು ಗಟ್ಟಿಯಾಗಿ ಓದುವುದನ್ನು ನಡೆಸಲು',
    },
    basis: 'consent',
    kept: 'child',
    told: said("your child's play settings", 'ಮಗುವಿನ ಆಟದ ಸೆಟ್ಟಿಂಗ್‌ಗಳು'),
    columns: { student_id: ROW, sounds: ROW, timers: ROW, auto_read: ROW, voice: ROW, updated_at: ROW },
    export: byChild('playSettings'),
  },
  recording_settings: {
    what: { en: 'Recording choices', kn: 'ಧ್ವನಿಮುದ್ರಣದ ಆಯ್ಕೆಗಳು' },
    purpose: {
      en: 'To let your child record their reading only if you allowed it',
      kn: 'ನೀವು ಅನುಮತಿಸಿದರೆ ಮಾತ್ರ ಮಗು ತನ್ನ ಓದನ್ನು ಧ್ವನಿಮುದ್ರಿಸಲು',
    },
    basis: 'consent',
    kept: 'child',
    told: said(
      'whether you allowed your child to record their reading',
      'ಮಗು ತನ್ನ ಓದನ್ನು ಧ್ವನಿಮುದ್ರಿಸಲು ನೀವು ಅನುಮತಿಸಿದ್ದೀರಾ',
    ),
    columns: { student_id: ROW, allowed: ROW, keep: ROW, updated_at: ROW },
    export: byChild('recordingSettings'),
  },
  story_recordings: {
    what: { en: 'Reading recordings kept in the account', kn: 'ಖಾತೆಯಲ್ಲಿ ಇಟ್ಟ ಓದಿನ ಧ್ವನಿಮುದ್ರಣಗಳು' },
    purpose: {
      en: 'So you can hear your child read, on any phone',
      kn: 'ಯಾವ ಫೋನ್‌ನಲ್ಲಾದರೂ ನಿಮ್ಮ ಮಗುವಿನ ಓದನ್ನು ನೀವು ಕೇಳಲು',
    },
    basis: 'consent',
    kept: 'recording',
    told: said(
      "recordings of your child's voice reading a story page",
      'ಕಥೆಯ ಪುಟವನ್ನು ಓದುವ ನಿಮ್ಮ ಮಗುವಿನ ಧ್ವನಿಯ ಧ್ವನಿಮುದ್ರಣಗಳು',
    ),
    columns: {
      id: BOOKKEEPING,
      student_id: ROW,
      story_key: ROW,
      page: ROW,
      recorded_at: ROW,
      duration_ms: ROW,
      mime_type: ROW,
      bytes: ROW,
      audio: ROW,
      created_at: ROW,
    },
    export: byChild('storyRecordings'),
  },
  notifications: {
    what: { en: "A child's own notifications", kn: 'ಮಗುವಿನದೇ ನೋಟಿಫಿಕೇಶನ್‌ಗಳು' },
    purpose: {
      en: 'To tell the child of coins, unlocked units and plans',
      kn: 'ನಾಣ್ಯ, ತೆರೆದ ಘಟಕ ಮತ್ತು ಪ್ಲಾನ್‌ಗಳ ಬಗ್ಗೆ ಮಗುವಿಗೆ ತಿಳಿಸಲು',
    },
    basis: 'consent',
    kept: 'child',
    told: said("that child's own notifications", 'ಆ ಮಗುವಿನದೇ ನೋಟಿಫಿಕೇಶನ್‌ಗಳನ್ನು'),
    columns: {
      id: BOOKKEEPING,
      student_id: ROW,
      grade: ROW,
      board: ROW,
      medium: ROW,
      kind: ROW,
      title_en: ROW,
      title_kn: ROW,
      content_en: ROW,
      content_kn: ROW,
      image_url: ROW,
      created_at: ROW,
    },
    export: byChild('notifications'),
  },
  notification_reads: {
    what: { en: 'Notifications read', kn: 'ಓದಿದ ನೋಟಿಫಿಕೇಶನ್‌ಗಳು' },
    purpose: { en: 'To show which are new', kn: 'ಯಾವುದು ಹೊಸದು ಎಂದು ತೋರಿಸಲು' },
    basis: 'consent',
    kept: 'child',
    told: said('which notifications the child has read', 'ಮಗು ಯಾವ ನೋಟಿಫಿಕೇಶನ್‌ಗಳನ್ನು ಓದಿದೆ'),
    columns: { notification_id: ROW, student_id: ROW, read_at: ROW },
    export: byChild('notificationsRead'),
  },
  report_sends: {
    what: { en: 'Weekly reports sent', kn: 'ಕಳುಹಿಸಿದ ವಾರದ ವರದಿಗಳು' },
    purpose: { en: 'So that no weekly report is sent twice', kn: 'ಯಾವ ವಾರದ ವರದಿಯೂ ಎರಡು ಬಾರಿ ಹೋಗದಂತೆ' },
    basis: 'consent',
    kept: 'child',
    told: said('which weekly reports were sent', 'ಯಾವ ವಾರದ ವರದಿಗಳನ್ನು ಕಳುಹಿಸಲಾಗಿದೆ'),
    columns: { parent_id: ROW, student_id: ROW, week: ROW, template_id: ROW, sent_at: ROW },
    export: byChild('reportSends'),
  },
  subscriptions: {
    what: { en: 'Plans', kn: 'ಪ್ಲಾನ್‌ಗಳು' },
    purpose: { en: 'To open the lessons of a plan you bought', kn: 'ನೀವು ಕೊಂಡ ಪ್ಲಾನ್‌ನ ಪಾಠಗಳನ್ನು ತೆರೆಯಲು' },
    basis: 'consent',
    kept: 'child',
    told: said(
      'the child and the class, board and medium it is for',
      'ಅದು ಯಾವ ಮಗುವಿಗಾಗಿ ಮತ್ತು ಯಾವ ತರಗತಿ, ಬೋರ್ಡ್ ಹಾಗೂ ಮಾಧ್ಯಮಕ್ಕಾಗಿ',
    ),
    columns: {
      id: BOOKKEEPING,
      student_id: ROW,
      type: ROW,
      grade: ROW,
      board: ROW,
      medium: ROW,
      starts_at: ROW,
      ends_at: ROW,
      payment_id: ROW,
      created_at: ROW,
    },
    export: byChild('subscriptions'),
  },
  // Kept after deletion (KEPT_AFTER_DELETION); the policy says so and what they hold.
  payments: {
    what: { en: 'Payment records', kn: 'ಪಾವತಿ ದಾಖಲೆಗಳು' },
    purpose: {
      en: 'To give you the plan you paid for, and for the accounts the law requires',
      kn: 'ನೀವು ಪಾವತಿಸಿದ ಪ್ಲಾನ್ ನೀಡಲು ಮತ್ತು ಕಾನೂನು ಬಯಸುವ ಲೆಕ್ಕಪತ್ರಗಳಿಗಾಗಿ',
    },
    basis: 'law',
    kept: 'payment',
    told: said('**Payment records**', '**ಪಾವತಿ ದಾಖಲೆಗಳು**'),
    columns: {
      id: BOOKKEEPING,
      receipt: ROW,
      student_id: ROW,
      plan_id: ROW,
      plan_type: ROW,
      grade: ROW,
      amount_paise: ROW,
      currency: ROW,
      provider: ROW,
      provider_order_id: ROW,
      provider_payment_id: ROW,
      status: ROW,
      failure_reason: ROW,
      created_at: ROW,
      paid_at: ROW,
    },
    export: byChild('payments'),
  },
  contact_messages: {
    what: { en: 'Contact form messages', kn: 'ಸಂಪರ್ಕ ನಮೂನೆಯ ಸಂದೇಶಗಳು' },
    purpose: { en: 'To answer you', kn: 'ನಿಮಗೆ ಉತ್ತರಿಸಲು' },
    basis: 'voluntary',
    kept: 'contact',
    columns: {
      id: BOOKKEEPING,
      name: said('we receive your name', 'ನಿಮ್ಮ ಹೆಸರು, ನಿಮ್ಮ ಶಾಲೆ ಅಥವಾ ಸಂಸ್ಥೆ'),
      company: said('your school or organisation', 'ನಿಮ್ಮ ಶಾಲೆ ಅಥವಾ ಸಂಸ್ಥೆ'),
      email: said('your e-mail address or phone number', 'ನಿಮ್ಮ ಇ-ಮೇಲ್ ವಿಳಾಸ ಅಥವಾ ಫೋನ್ ಸಂಖ್ಯೆ'),
      phone: said('your e-mail address or phone number', 'ನಿಮ್ಮ ಇ-ಮೇಲ್ ವಿಳಾಸ ಅಥವಾ ಫೋನ್ ಸಂಖ್ಯೆ'),
      message: said('your message', 'ನಿಮ್ಮ ಸಂದೇಶ'),
      locale: said('the language of the page you wrote from', 'ನೀವು ಬರೆದ ಪುಟದ ಭಾಷೆ'),
      created_at: BOOKKEEPING,
    },
    export: { none: 'not tied to an account: a copy is sent on request to the e-mail address that wrote' },
  },
  deletions: nobody('opaque ids of deleted accounts and children, to delete them again after a restore'),
  webhook_events: nobody("Razorpay's event ids and types, to ignore repeated deliveries"),
  app_secrets: nobody("the server's own keys (token signing, media links)"),
  seed_runs: nobody('which sample data was loaded'),
  subjects: nobody('the curriculum'),
  units: nobody('the curriculum'),
  chapters: nobody('the curriculum'),
  topics: nobody('the curriculum'),
  activities: nobody('the curriculum'),
  kysely_migration: nobody('which migrations ran'),
  kysely_migration_lock: nobody('the migrations’ lock'),
};

export const isPersonal = (table: Table): table is PersonalTable => !('none' in table);

/** Every name the browser keeps something under (localStorage, sessionStorage, IndexedDB, caches). */
export interface BrowserName {
  told: Cover;
  /** For the generated table; absent for names that hold nothing about anyone. */
  what?: Text;
  kept?: Kept;
}
const kept = (what: Text, keep: Kept, told: Cover): BrowserName => ({ told, what, kept: keep });

export const BROWSER: Record<string, BrowserName> = {
  P_TEACHER_ACCESS_TOKEN: kept(
    { en: 'Sign-in token', kn: 'ಸೈನ್ ಇನ್ ಟೋಕನ್' },
    'signOut',
    said('`P_TEACHER_ACCESS_TOKEN`', '`P_TEACHER_ACCESS_TOKEN`'),
  ),
  P_TEACHER_REFRESHTOKEN: kept(
    { en: 'Sign-in renewal token', kn: 'ಸೈನ್ ಇನ್ ನವೀಕರಣ ಟೋಕನ್' },
    'signOut',
    said('`P_TEACHER_REFRESHTOKEN`', '`P_TEACHER_REFRESHTOKEN`'),
  ),
  'kalike.user': kept(
    {
      en: "A copy of the child's profile, with your mobile number and e-mail address",
      kn: 'ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಮತ್ತು ಇ-ಮೇಲ್ ವಿಳಾಸದೊಂದಿಗೆ ಮಗುವಿನ ಪ್ರೊಫೈಲ್‌ನ ಪ್ರತಿ',
    },
    'signOut',
    said("a copy of your child's profile", 'ನಿಮ್ಮ ಮಗುವಿನ ಪ್ರೊಫೈಲ್‌ನ ಒಂದು ಪ್ರತಿ'),
  ),
  'kalike.learning': kept(
    { en: "The child's place in the lessons", kn: 'ಪಾಠಗಳಲ್ಲಿ ಮಗು ತಲುಪಿರುವ ಜಾಗ' },
    'signOut',
    said("your child's place in the lessons", 'ಪಾಠಗಳಲ್ಲಿ ಮಗು ತಲುಪಿರುವ ಜಾಗ'),
  ),
  'kalike.deviceId': kept(
    { en: 'Device identifier (a random number)', kn: 'ಸಾಧನದ ಗುರುತು ಸಂಖ್ಯೆ (ಯಾದೃಚ್ಛಿಕ ಸಂಖ್ಯೆ)' },
    'device',
    said('the device identifier** described in section 9', 'ವಿಭಾಗ 9ರಲ್ಲಿ ಹೇಳಿರುವ ಸಾಧನದ ಗುರುತು ಸಂಖ್ಯೆ'),
  ),
  'kalike.signupDraft': kept(
    { en: 'The sign-up form, without the password', kn: 'ಪಾಸ್‌ವರ್ಡ್ ಇಲ್ಲದ ನೋಂದಣಿ ನಮೂನೆ' },
    'signUp',
    said('the sign-up form while you fill it in', 'ನೀವು ತುಂಬುತ್ತಿರುವ ನೋಂದಣಿ ನಮೂನೆ'),
  ),
  'kalike.signupPassword': kept(
    { en: 'The password typed at sign-up', kn: 'ನೋಂದಣಿಯಲ್ಲಿ ಟೈಪ್ ಮಾಡಿದ ಪಾಸ್‌ವರ್ಡ್' },
    'tab',
    said('the password you typed at sign-up', 'ನೋಂದಣಿಯ ವೇಳೆ ನೀವು ಟೈಪ್ ಮಾಡಿದ ಪಾಸ್‌ವರ್ಡ್'),
  ),
  'kalike.locale': kept(
    { en: 'Your language', kn: 'ನಿಮ್ಮ ಭಾಷೆ' },
    'device',
    said('your chosen language', 'ನೀವು ಆಯ್ಕೆ ಮಾಡಿದ ಭಾಷೆ'),
  ),
  'kalike.family': kept(
    { en: "Your children's names, classes and pictures", kn: 'ಮಕ್ಕಳ ಹೆಸರುಗಳು, ತರಗತಿಗಳು ಮತ್ತು ಚಿತ್ರಗಳು' },
    'signOut',
    said("your children's names, classes and pictures", 'ನಿಮ್ಮ ಮಕ್ಕಳ ಹೆಸರುಗಳು, ತರಗತಿಗಳು ಮತ್ತು ಚಿತ್ರಗಳು'),
  ),
  'kalike.offlineOwner': kept(
    { en: 'Whose offline copies these are', kn: 'ಆಫ್‌ಲೈನ್ ಪ್ರತಿಗಳು ಯಾರವು' },
    'signOut',
    said('which child the offline copies belong to', 'ಆಫ್‌ಲೈನ್ ಪ್ರತಿಗಳು ಯಾವ ಮಗುವಿನವು'),
  ),
  'kalike.dataSaver': kept(
    { en: 'Data-saver choice', kn: 'ಡೇಟಾ ಉಳಿತಾಯ ಆಯ್ಕೆ' },
    'device',
    said('your data-saver choice', 'ನಿಮ್ಮ ಡೇಟಾ ಉಳಿತಾಯ ಆಯ್ಕೆ'),
  ),
  'kalike.parentGateMethod': kept(
    { en: 'How My Account opens', kn: '“ನನ್ನ ಖಾತೆ” ಹೇಗೆ ತೆರೆಯುತ್ತದೆ' },
    'signOut',
    said('how My Account is opened on this phone', 'ಈ ಫೋನ್‌ನಲ್ಲಿ “ನನ್ನ ಖಾತೆ” ಹೇಗೆ ತೆರೆಯುತ್ತದೆ'),
  ),
  'kalike.parentGate': kept(
    { en: 'The pass to My Account', kn: '“ನನ್ನ ಖಾತೆ” ತೆರೆಯುವ ಅನುಮತಿ' },
    'gatePass',
    said('the pass to My Account', '“ನನ್ನ ಖಾತೆ” ತೆರೆಯುವ ಅನುಮತಿ'),
  ),
  // IndexedDB: the waiting answers and the list of downloaded units.
  'kalike-offline': kept(
    { en: 'Answers finished offline', kn: 'ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿ ಮುಗಿಸಿದ ಉತ್ತರಗಳು' },
    'untilSent',
    said('answers your child finished without internet', 'ಇಂಟರ್ನೆಟ್ ಇಲ್ಲದಾಗ ನಿಮ್ಮ ಮಗು ಮುಗಿಸಿದ ಉತ್ತರಗಳು'),
  ),
  'kalike-recordings': kept(
    { en: 'Reading recordings on the phone', kn: 'ಫೋನ್‌ನಲ್ಲಿರುವ ಓದಿನ ಧ್ವನಿಮುದ್ರಣಗಳು' },
    'untilRemoved',
    said('recordings of your child reading, on this phone', 'ಈ ಫೋನ್‌ನಲ್ಲಿ, ನಿಮ್ಮ ಮಗು ಓದಿದ ಧ್ವನಿಮುದ್ರಣಗಳು'),
  ),
  'kalike-data-v2': kept(
    { en: "Copies of our servers' answers", kn: 'ನಮ್ಮ ಸರ್ವರ್‌ಗಳ ಉತ್ತರಗಳ ಪ್ರತಿಗಳು' },
    'signOut',
    said("our servers' latest answers", 'ನಮ್ಮ ಸರ್ವರ್‌ಗಳು ಇತ್ತೀಚೆಗೆ ನೀಡಿದ ಉತ್ತರಗಳ ಪ್ರತಿಗಳು'),
  ),
  'kalike-audio-v1': kept(
    { en: 'Read-aloud recordings heard', kn: 'ಕೇಳಿದ ಧ್ವನಿಮುದ್ರಣಗಳು' },
    'device',
    said('read-aloud recordings already heard', 'ಈಗಾಗಲೇ ಕೇಳಿದ ಗಟ್ಟಿಯಾಗಿ ಓದುವ ಧ್ವನಿಮುದ್ರಣಗಳು'),
  ),
  'kalike-packs-v1': kept(
    { en: 'Downloaded lessons', kn: 'ಡೌನ್‌ಲೋಡ್ ಮಾಡಿದ ಪಾಠಗಳು' },
    'untilRemoved',
    said('lessons you downloaded', 'ನೀವು ಡೌನ್‌ಲೋಡ್ ಮಾಡಿದ ಪಾಠಗಳು'),
  ),
  // ADR 026's move: no longer precached, kept as a topic opens or a picture shows.
  'kalike-pictures-v1': kept(
    { en: 'Pictures of the lessons opened', kn: 'ತೆರೆದ ಪಾಠಗಳ ಚಿತ್ರಗಳು' },
    'device',
    said('pictures of the lessons opened on this phone', 'ಈ ಫೋನಿನಲ್ಲಿ ತೆರೆದ ಪಾಠಗಳ ಚಿತ್ರಗಳು'),
  ),
  'kalike-reading-v1': kept(
    { en: "The reading corner's pages", kn: 'ಓದುವ ಮೂಲೆಯ ಪುಟಗಳು' },
    'device',
    said(
      "the reading corner's pages, so a story kept on the phone opens without internet",
      'ಫೋನ್‌ನಲ್ಲಿ ಇಟ್ಟ ಕಥೆ ಇಂಟರ್ನೆಟ್ ಇಲ್ಲದೆ ತೆರೆಯಲು, ಓದುವ ಮೂಲೆಯ ಪುಟಗಳು',
    ),
  ),
  'kalike-answers': { told: none('the Background Sync tag that wakes the page to send waiting answers') },
  'kalike-sync': { told: none('the Web Lock that keeps two tabs from sending the same answers') },
  'kalike-my-data.json': { told: none('the name of the file a parent downloads (section 34)') },
  'kalike-child-data.json': { told: none("the name the API gives one child's data file (section 34)") },
  'kalike.reviewer': {
    told: none(
      "the content reviewer's handle in the review tool (/review), off in production: an editor's, never a family's",
    ),
  },
};

/** The outside services that receive personal data, or could be thought to. */
export const SERVICES: { name: string; what: Text; purpose: Text; kept: Kept }[] = [
  {
    name: 'MSG91',
    // The weekly report's SMS: server/modules/reports/smsTemplates.ts (its six variables).
    what: {
      en: "Your mobile number, and the code; or the weekly report: your child's name, the week's activities, minutes, coins and units finished, and the topics scored lowest",
      kn: 'ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ, ಮತ್ತು ಕೋಡ್; ಅಥವಾ ವಾರದ ವರದಿ: ಮಗುವಿನ ಹೆಸರು, ವಾರದ ಚಟುವಟಿಕೆಗಳು, ನಿಮಿಷಗಳು, ನಾಣ್ಯಗಳು ಮತ್ತು ಮುಗಿದ ಘಟಕಗಳು, ಹಾಗೂ ಅತಿ ಕಡಿಮೆ ಅಂಕ ಬಂದ ವಿಷಯಗಳು',
    },
    purpose: { en: 'To deliver the SMS', kn: 'ಎಸ್‌ಎಂಎಸ್ ತಲುಪಿಸಲು' },
    kept: 'msg91',
  },
  {
    name: 'Razorpay',
    // The order: modules/plans/payments.service.ts; the checkout: src/client/razorpayCheckout.ts,
    // whose script the CSP admits (server/security/policy.ts), told in §24.
    what: {
      en: 'The plan, the amount, our receipt number and an internal number for the child, and your mobile number for its form; its checkout script runs in our page while you pay; you give it your card or UPI details',
      kn: 'ಯೋಜನೆ, ಮೊತ್ತ, ನಮ್ಮ ರಸೀದಿ ಸಂಖ್ಯೆ ಮತ್ತು ಮಗುವಿಗಾಗಿ ನಾವು ಒಳಗೆ ಬಳಸುವ ಸಂಖ್ಯೆ, ಹಾಗೂ ಅದರ ನಮೂನೆಗಾಗಿ ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ; ನೀವು ಪಾವತಿಸುವಾಗ ಅದರ ಚೆಕ್‌ಔಟ್ ಸ್ಕ್ರಿಪ್ಟ್ ನಮ್ಮ ಪುಟದಲ್ಲಿ ನಡೆಯುತ್ತದೆ; ಕಾರ್ಡ್ ಅಥವಾ ಯುಪಿಐ ವಿವರಗಳನ್ನು ನೀವೇ ಅದಕ್ಕೆ ನೀಡುತ್ತೀರಿ',
    },
    purpose: { en: 'To take the payment', kn: 'ಪಾವತಿ ಸ್ವೀಕರಿಸಲು' },
    kept: 'razorpay',
  },
  {
    name: 'Microsoft Azure Speech',
    what: {
      en: "Nobody's data: only the lessons' texts, when their read-aloud clips are made",
      kn: 'ಯಾರ ಡೇಟಾವೂ ಅಲ್ಲ: ಗಟ್ಟಿಯಾಗಿ ಓದುವ ಧ್ವನಿ ತಯಾರಿಸುವಾಗ ಪಾಠಗಳ ಪಠ್ಯ ಮಾತ್ರ',
    },
    purpose: { en: 'To make read-aloud clips', kn: 'ಗಟ್ಟಿಯಾಗಿ ಓದುವ ಧ್ವನಿ ತಯಾರಿಸಲು' },
    kept: 'nothing',
  },
];

/** The tables of one child's data file, with where their rows go (every scope but `account`). */
export const exportedTables = (scopes: Export['scope'][]) =>
  Object.entries(TABLES).flatMap(([table, entry]) =>
    isPersonal(entry) && !('none' in entry.export) && scopes.includes(entry.export.scope)
      ? [{ table, spec: entry.export }]
      : [],
  );
