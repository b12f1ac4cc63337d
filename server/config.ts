import * as z from 'zod/mini';
import { STORY_COINS } from '../domain/rules/coins.ts';
import { isValidGstin } from '../domain/rules/gst.ts';
import type { ReviewState } from './modules/curriculum/index.ts';

/**
 * Configuration from environment variables, validated once at start. `.env.example`
 * documents every variable; an invalid value stops the server with a message naming it.
 */
const bool = z.pipe(
  z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }),
  z.transform((v) => v === 'true' || v === '1'),
);
const wholeNumber = (max?: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .check(
      z.int({ error: 'must be a whole number' }),
      z.nonnegative({ error: 'must not be negative' }),
      ...(max === undefined ? [] : [z.maximum(max, { error: `must be at most ${max}` })]),
    );
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(', ')}` });
const int = (fallback: number) => z._default(wholeNumber(), fallback);

const envSchema = z.object({
  NODE_ENV: z._default(oneOf(['development', 'production', 'test']), 'development'),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  PORT: z._default(wholeNumber(65535), 4321),
  DATABASE_URL: z._default(z.string().check(z.minLength(1)), 'data/kalike.sqlite'),
  REDIS_URL: z.optional(z.string().check(z.regex(/^rediss?:\/\//, 'must start with redis:// or rediss://'))),
  LOG_LEVEL: z._default(oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: int(0),
  SITE_DIR: z._default(z.string(), 'dist'),
  MEDIA_DIR: z._default(z.string().check(z.minLength(1)), 'curriculum/media'),
  AUDIO_DIR: z._default(z.string().check(z.minLength(1)), 'curriculum/audio'),
  CORS_ORIGINS: z._default(z.string(), ''),
  COINS_DAILY_CHECKIN: int(10),
  COINS_UNIT_UNLOCK: int(50),
  /** A story's coins by level 1–4, paid once per story (issue 30, ADR 028 addendum). */
  COINS_STORY_BY_LEVEL: z._default(
    z
      .string()
      .check(z.regex(/^\s*\d+\s*(,\s*\d+\s*){3}$/, 'must be four numbers, levels 1–4, e.g. 5,6,8,10')),
    STORY_COINS.join(','),
  ),
  STREAK_REWARDS: z._default(
    z
      .string()
      .check(z.regex(/^\s*(\d+:\d+\s*(,\s*\d+:\d+\s*)*)?$/, 'must be days:coins pairs, e.g. 3:5,7:15,30:50')),
    '3:5,7:15,30:50',
  ),
  PRICE_ALL_ACCESS_KANNADA_PAISE: int(36_500),
  PRICE_ALL_ACCESS_ENGLISH_PAISE: int(99_900),
  PRICE_VAV_PAISE: int(19_900),
  SEED_SAMPLE_DATA: z._default(bool, true),
  CURRICULUM_RECHECK_SECONDS: int(5),
  /** How long a signed-in read's answer is kept per child at most (server/answerMemo.ts); 0: none. */
  ANSWER_MEMO_SECONDS: int(30),
  /** Days until a missed practice item comes back (issue 19); 0 in the browser tests. */
  MISSED_ITEM_RETURN_DAYS: int(2),
  /** The least review state an item needs to reach children (issue 19); approved in production. */
  CONTENT_MIN_REVIEW: z.optional(oneOf(['written', 'teacher-checked', 'editor-checked', 'approved'])),
  CURRICULUM_DIR: z._default(z.string().check(z.minLength(1)), 'curriculum'),
  CURRICULUM_WATCH: z._default(bool, false),
  CONTENT_PREVIEW: z._default(bool, false),
  JWT_SECRET: z.optional(z.string().check(z.minLength(32, { error: 'must be at least 32 characters' }))),
  ACCESS_TOKEN_TTL_SECONDS: int(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: int(60),
  OTP_RESEND_SECONDS: z._default(wholeNumber().check(z.minimum(1, { error: 'must be at least 1' })), 30),
  PARENT_GATE_MAX_FAILURES: z._default(wholeNumber().check(z.minimum(1, { error: 'must be at least 1' })), 5),
  PARENT_GATE_LOCK_MINUTES: z._default(
    wholeNumber().check(z.minimum(1, { error: 'must be at least 1' })),
    15,
  ),
  SMS_PROVIDER: z._default(oneOf(['local', 'msg91']), 'local'),
  /** Lets production start with the local SMS provider (a demo host): no code reaches a phone. */
  ALLOW_LOCAL_SMS_IN_PRODUCTION: z._default(bool, false),
  MSG91_AUTH_KEY: z.optional(z.string()),
  MSG91_TEMPLATE_ID: z.optional(z.string()),
  MSG91_BASE_URL: z._default(z.url({ error: 'must be a URL' }), 'https://control.msg91.com'),
  PAYMENT_PROVIDER: z._default(oneOf(['test', 'razorpay']), 'test'),
  RAZORPAY_KEY_ID: z.optional(z.string()),
  RAZORPAY_KEY_SECRET: z.optional(z.string()),
  RAZORPAY_WEBHOOK_SECRET: z.optional(z.string()),
  RAZORPAY_BASE_URL: z._default(z.url({ error: 'must be a URL' }), 'https://api.razorpay.com'),
  /** The company that issues receipts (issue 27): all three, or none (test receipts). */
  COMPANY_LEGAL_NAME: z.optional(z.string().check(z.maxLength(200))),
  COMPANY_ADDRESS: z.optional(z.string().check(z.maxLength(400))),
  COMPANY_GSTIN: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) => isValidGstin(value),
          'must be a 15-character GSTIN with its check character, e.g. 29ABCDE1234F1ZW',
        ),
      ),
  ),
  /**
   * 18 %: online education by a company that is not a school is taxed under SAC 9992 / 998431 at
   * 9 % CGST + 9 % SGST (Notification 11/2017-Central Tax (Rate), as amended); the exemption for
   * educational institutions does not cover it. A whole or half percent, should the rate change.
   */
  GST_RATE_PERCENT: z._default(
    z.coerce
      .number({ error: 'must be a number' })
      .check(z.refine((n) => n > 0 && n <= 40 && Number.isInteger(n * 2), 'must be a percentage such as 18')),
    18,
  ),
  SPEECH_ENGINE: z._default(oneOf(['espeak', 'azure']), 'espeak'),
  AZURE_SPEECH_KEY: z.optional(z.string()),
  AZURE_SPEECH_REGION: z.optional(
    z.string().check(z.regex(/^[a-z0-9]+$/, 'must be an Azure region name, e.g. centralindia')),
  ),
  /** Instead of the region's address (a private endpoint, or the tests' fake). */
  AZURE_SPEECH_ENDPOINT: z.optional(z.url({ error: 'must be a URL' })),
  AZURE_SPEECH_VOICE_KN: z._default(
    z.string().check(z.regex(/^kn-IN-\w+$/, 'must be a kn-IN voice')),
    'kn-IN-SapnaNeural',
  ),
  AZURE_SPEECH_VOICE_EN: z._default(
    z.string().check(z.regex(/^en-IN-\w+$/, 'must be an en-IN voice')),
    'en-IN-NeerjaNeural',
  ),
});

export type Env = z.output<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  databaseUrl: string;
  redisUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** How many proxy hops to trust for the client address (0: none, the socket's address). */
  trustProxy: number;
  /** The built site to serve on the same origin; empty to run the API alone. */
  siteDir: string;
  /** Lesson media (videos, captions): served only through signed links (modules/media). */
  mediaDir: string;
  /**
   * Read-aloud clips and their manifest (modules/audio): generated/ and recorded/, served to
   * anyone by their content-hash names.
   */
  audioDir: string;
  corsOrigins: string[];
  seedSampleData: boolean;
  /**
   * How often an instance asks the database whether `npm run content:import` has run since it
   * read the curriculum into memory (0: on every request). An import shows within this time.
   */
  curriculumRecheckSeconds: number;
  /**
   * How long a child's signed-in read is answered from memory at most (server/answerMemo.ts,
   * ADR 031): the bound on what no write tells (a plan running out); 0 turns it off.
   */
  answerMemoSeconds: number;
  missedItemReturnDays: number;
  contentMinReview: ReviewState;
  /** The curriculum files (CURRICULUM_DIR): what the sample data, the preview and the watcher read. */
  curriculumDir: string;
  /**
   * `npm run dev` (CURRICULUM_WATCH=1): a saved curriculum file is imported again at once
   * (modules/curriculum/curriculumWatch.ts), so an editor sees it without a restart.
   */
  curriculumWatch: boolean;
  /**
   * The content team's preview (modules/preview): on outside production, and in production only
   * with CONTENT_PREVIEW=1 (an editors' server); off, its endpoints do not exist (404).
   */
  contentPreview: boolean;
  /**
   * The review queue records checks in the curriculum files (issue 28, ADR 022): on a
   * content-editing server only (`npm run dev`, `npm start`: outside production, where the
   * preview is on). Never in production, CONTENT_PREVIEW or not: a deployed server's files are
   * a release, not an editor's copy; there the queue is read-only.
   */
  contentReviewWrites: boolean;
  auth: {
    /** Signs access tokens; generated once and kept in the database when not set. */
    jwtSecret: string | undefined;
    accessTokenTtlSeconds: number;
    refreshTokenTtlDays: number;
    /**
     * The gap between two codes to one phone (ARCHITECTURE.md: one per 30 s). Every answer that
     * sends a code says it, and so does /v2/config; browser tests shorten it instead of waiting.
     */
    otpResendSeconds: number;
    /**
     * Wrong PINs and passwords at the parent gate (modules/parent): `maxFailures` in a window of
     * `lockMinutes` per parent lock it until the window ends, so a child cannot try 10,000 PINs.
     */
    parentGate: { maxFailures: number; lockMinutes: number };
  };
  sms: {
    provider: 'local' | 'msg91';
    msg91: { authKey: string; templateId: string; baseUrl: string } | undefined;
  };
  payments: {
    /** 'test': the built-in gateway that signs as Razorpay does (single host, tests). */
    provider: 'test' | 'razorpay';
    razorpay: { keyId: string; keySecret: string; webhookSecret: string; baseUrl: string } | undefined;
  };
  /** The speech engine of `npm run content:audio` (the API itself never speaks). */
  speech: {
    engine: 'espeak' | 'azure';
    azure: { key: string; endpoint: string; voices: { en: string; kn: string } } | undefined;
  };
  /**
   * The company on receipts, and the GST in their price (domain/rules/gst.ts). Undefined until
   * all of COMPANY_LEGAL_NAME, COMPANY_ADDRESS and COMPANY_GSTIN are set: receipts then say they
   * are test receipts, not tax invoices; production refuses to start without it.
   */
  company: { legalName: string; address: string; gstin: string; gstRatePercent: number } | undefined;
  business: {
    dailyCheckInCoins: number;
    unitUnlockCoins: number;
    /** A story's coins by level (index 0: level 1), paid on its first reading (COINS_STORY_BY_LEVEL). */
    storyCoins: number[];
    /** Coins paid once per streak run on reaching each day count (STREAK_REWARDS), by days. */
    streakRewards: { days: number; coins: number }[];
    allAccessKannadaPaise: number;
    allAccessEnglishPaise: number;
    vavPaise: number;
  };
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.SMS_PROVIDER === 'msg91' && !(env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID)) {
    throw new ConfigError(
      'Invalid configuration (see .env.example):\n  SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID',
    );
  }
  if (
    env.PAYMENT_PROVIDER === 'razorpay' &&
    !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET)
  ) {
    throw new ConfigError(
      'Invalid configuration (see .env.example):\n  PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  if (
    env.SPEECH_ENGINE === 'azure' &&
    !(env.AZURE_SPEECH_KEY && (env.AZURE_SPEECH_REGION || env.AZURE_SPEECH_ENDPOINT))
  ) {
    throw new ConfigError(
      'Invalid configuration (see .env.example):\n  SPEECH_ENGINE=azure needs AZURE_SPEECH_KEY and AZURE_SPEECH_REGION',
    );
  }
  const companyProblems = companyConfigProblems(env);
  if (companyProblems.length > 0) {
    throw new ConfigError(
      `Invalid configuration (see .env.example):\n${companyProblems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  if (env.NODE_ENV === 'production' && env.SMS_PROVIDER === 'local' && !env.ALLOW_LOCAL_SMS_IN_PRODUCTION) {
    // The local provider sends nothing: real parents would never get a code or a report.
    throw new ConfigError(
      'Invalid configuration (see .env.example):\n  SMS_PROVIDER=local in production sends no SMS: set SMS_PROVIDER=msg91, ' +
        'or ALLOW_LOCAL_SMS_IN_PRODUCTION=1 for a host where nobody needs a code',
    );
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    siteDir: env.SITE_DIR,
    mediaDir: env.MEDIA_DIR,
    audioDir: env.AUDIO_DIR,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    seedSampleData: env.SEED_SAMPLE_DATA,
    curriculumRecheckSeconds: env.CURRICULUM_RECHECK_SECONDS,
    answerMemoSeconds: env.ANSWER_MEMO_SECONDS,
    missedItemReturnDays: env.MISSED_ITEM_RETURN_DAYS,
    contentMinReview: env.CONTENT_MIN_REVIEW ?? (env.NODE_ENV === 'production' ? 'approved' : 'written'),
    curriculumDir: env.CURRICULUM_DIR,
    curriculumWatch: env.CURRICULUM_WATCH,
    contentPreview: env.NODE_ENV !== 'production' || env.CONTENT_PREVIEW,
    contentReviewWrites: env.NODE_ENV !== 'production',
    auth: {
      jwtSecret: env.JWT_SECRET,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
      otpResendSeconds: env.OTP_RESEND_SECONDS,
      parentGate: { maxFailures: env.PARENT_GATE_MAX_FAILURES, lockMinutes: env.PARENT_GATE_LOCK_MINUTES },
    },
    sms: {
      provider: env.SMS_PROVIDER,
      msg91:
        env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID
          ? { authKey: env.MSG91_AUTH_KEY, templateId: env.MSG91_TEMPLATE_ID, baseUrl: env.MSG91_BASE_URL }
          : undefined,
    },
    payments: {
      provider: env.PAYMENT_PROVIDER,
      razorpay:
        env.PAYMENT_PROVIDER === 'razorpay' &&
        env.RAZORPAY_KEY_ID &&
        env.RAZORPAY_KEY_SECRET &&
        env.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: env.RAZORPAY_KEY_ID,
              keySecret: env.RAZORPAY_KEY_SECRET,
              webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
              baseUrl: env.RAZORPAY_BASE_URL,
            }
          : undefined,
    },
    speech: {
      engine: env.SPEECH_ENGINE,
      azure:
        env.SPEECH_ENGINE === 'azure' && env.AZURE_SPEECH_KEY
          ? {
              key: env.AZURE_SPEECH_KEY,
              endpoint:
                env.AZURE_SPEECH_ENDPOINT ??
                `https://${env.AZURE_SPEECH_REGION}.tts.speech.microsoft.com/cognitiveservices/v1`,
              voices: { en: env.AZURE_SPEECH_VOICE_EN, kn: env.AZURE_SPEECH_VOICE_KN },
            }
          : undefined,
    },
    company:
      env.COMPANY_LEGAL_NAME && env.COMPANY_ADDRESS && env.COMPANY_GSTIN
        ? {
            legalName: env.COMPANY_LEGAL_NAME,
            address: env.COMPANY_ADDRESS,
            gstin: env.COMPANY_GSTIN,
            gstRatePercent: env.GST_RATE_PERCENT,
          }
        : undefined,
    business: {
      dailyCheckInCoins: env.COINS_DAILY_CHECKIN,
      unitUnlockCoins: env.COINS_UNIT_UNLOCK,
      storyCoins: env.COINS_STORY_BY_LEVEL.split(',').map((n) => Number(n.trim())),
      streakRewards: env.STREAK_REWARDS.split(',')
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => {
          const [days, coins] = pair.split(':').map(Number);
          return { days: days ?? 0, coins: coins ?? 0 };
        })
        .filter((reward) => reward.days > 0)
        .sort((a, b) => a.days - b.days),
      allAccessKannadaPaise: env.PRICE_ALL_ACCESS_KANNADA_PAISE,
      allAccessEnglishPaise: env.PRICE_ALL_ACCESS_ENGLISH_PAISE,
      vavPaise: env.PRICE_VAV_PAISE,
    },
  };
}

const COMPANY_VARIABLES = ['COMPANY_LEGAL_NAME', 'COMPANY_ADDRESS', 'COMPANY_GSTIN'] as const;

/**
 * What is wrong with the company details (issue 27): a stand-in ("placeholder", "example",
 * "TODO") anywhere; some set and others not; in production, any missing, since real payments
 * need real tax invoices. Outside production none set is fine: receipts are test receipts.
 */
function companyConfigProblems(env: Env): string[] {
  const standIn = COMPANY_VARIABLES.filter((name) => /placeholder|example|todo|xxx/i.test(env[name] ?? ''));
  if (standIn.length > 0)
    return [`${standIn.join(', ')}: must be the company's real details, not a stand-in`];
  const missing = COMPANY_VARIABLES.filter((name) => !env[name]);
  if (env.NODE_ENV === 'production' && missing.length > 0)
    return [`${missing.join(', ')}: must be set in production (the company named on every receipt)`];
  if (missing.length > 0 && missing.length < COMPANY_VARIABLES.length)
    return [`${missing.join(', ')}: must be set too, or none of ${COMPANY_VARIABLES.join(', ')}`];
  return [];
}
