import type { Generated } from 'kysely';

/**
 * Table types as Kysely sees them. Timestamps are written as ISO-8601 strings and read back
 * as strings (SQLite) or Dates (PostgreSQL); `dialect.ts` turns them into Dates.
 */
export interface ContactMessageTable {
  id: string;
  name: string;
  company: string;
  /** '' when only a phone number was given. */
  email: string;
  phone: string | null;
  message: string;
  locale: string;
  created_at: string | Date;
}

export interface SeedRunTable {
  name: string;
  ran_at: string | Date;
}

type Time = string | Date;

/** A parent's account (ADR 018): the phone, password and consent are theirs, not a child's. */
export interface ParentTable {
  id: string;
  phone: string;
  password_hash: string;
  email: string | null;
  gate_pin_hash: string | null;
  /** How the parent area opens (migration 0017); the column's default, `question`, on insert. */
  gate_method: Generated<'question' | 'pin' | 'password'>;
  report_opt_in: boolean | number;
  report_language: string | null;
  created_at: Time;
  updated_at: Time;
}

/**
 * A child's profile under a parent (ADR 018). The phone, password and e-mail are the parent's
 * (`parents`); the profile the API answers takes them from there.
 */
export interface StudentTable {
  id: string;
  parent_id: string;
  student_name: string;
  /** Null: not given (migration 0022; as the place). */
  gender: string | null;
  grade: string;
  board: string;
  medium: string;
  school_name: string | null;
  state: string | null;
  district: string | null;
  taluk: string | null;
  photo: string | null;
  created_at: Time;
  updated_at: Time;
}

export interface ConsentTable {
  id: string;
  student_id: string;
  /** The parent who gave the consent (for the child `student_id`). */
  parent_id: string | null;
  phone: string;
  guardian_name: string;
  is_guardian: boolean | number;
  is_adult: boolean | number;
  policy_version: string;
  otp_challenge_id: string;
  accepted_at: Time;
}

export interface OtpChallengeTable {
  id: string;
  phone: string;
  purpose: string;
  code_hash: string;
  wrong_tries: number;
  created_at: Time;
  expires_at: Time;
  verified_at: Time | null;
  used_at: Time | null;
  invalidated_at: Time | null;
}

export interface RefreshTokenTable {
  id: string;
  token_hash: string;
  family_id: string;
  /** The token this one was rotated from (null: the first of its family). */
  rotated_from_id: string | null;
  /** The parent whose session this is (ADR 018). */
  parent_id: string | null;
  student_id: string;
  /** The child the session acts for now. */
  active_student_id: string | null;
  device_id: string | null;
  created_at: Time;
  expires_at: Time;
  rotated_at: Time | null;
  revoked_at: Time | null;
}

export interface SmsOutboxTable {
  id: string;
  phone: string;
  body: string;
  created_at: Time;
}

export interface AppSecretTable {
  name: string;
  value: string;
  created_at: Time;
}

interface Named {
  id: string;
  key: string;
  name_en: string;
  name_kn: string;
  position: number;
  retired_at: Time | null;
}

export interface SubjectTable extends Named {
  content_set: string;
  grade: string;
  /** A second language's own language (`en`, `kn`); null: the content set's. */
  language: string | null;
  icon: string;
  colour: string;
}

/** A tile's picture (issue 29, migration 0023): a name of the illustration set; null: the subject's icon. */
interface Pictured {
  picture: string | null;
}

export interface UnitTable extends Named, Pictured {
  subject_id: string;
  number: number;
  free: boolean | number;
  coin_cost: number | null;
}

export interface ChapterTable extends Named, Pictured {
  unit_id: string;
}

export interface TopicTable extends Named, Pictured {
  chapter_id: string;
}

export interface ActivityTable {
  id: string;
  topic_id: string;
  key: string;
  kind: string;
  heading_title: string;
  heading_image: string | null;
  instruction: string | null;
  timer_seconds: number;
  body: string;
  max_score: number;
  position: number;
  retired_at: Time | null;
  /** Clips recorded for its texts, JSON by place (`questions.0.prompt` → file); migration 0012. */
  recorded_audio: string | null;
}

export interface ActivityAttemptTable {
  id: string;
  student_id: string;
  activity_id: string;
  idempotency_key: string;
  score: number;
  total: number;
  coins: number;
  answers: string;
  created_at: Time;
}

/** A story a child finished (issue 30): migrations/0024_story_readings.ts. */
export interface StoryReadingTable {
  student_id: string;
  completion_id: string;
  story_key: string;
  language: string;
  level: number;
  seconds: number;
  pages_recorded: number;
  questions: number;
  correct: number;
  answers: string;
  coins: number;
  created_at: Time;
}

export interface UnitUnlockTable {
  student_id: string;
  unit_id: string;
  created_at: Time;
}

export interface CoinLedgerTable {
  id: string;
  student_id: string;
  amount: number;
  reason: 'activity' | 'check-in' | 'unlock' | 'correction' | 'streak' | 'story';
  reference: string;
  created_at: Time;
}

export interface NotificationTable {
  id: string;
  student_id: string | null;
  grade: string | null;
  board: string | null;
  medium: string | null;
  kind: 'broadcast' | 'coins' | 'unlock' | 'plan';
  title_en: string;
  title_kn: string;
  content_en: string;
  content_kn: string;
  image_url: string | null;
  created_at: Time;
}

export interface NotificationReadTable {
  notification_id: string;
  student_id: string;
  read_at: Time;
}

export interface PaymentTable {
  id: string;
  receipt: string;
  student_id: string;
  plan_id: string;
  plan_type: 'ALL_ACCESS' | 'VAV';
  grade: string;
  amount_paise: number;
  currency: string;
  provider: 'test' | 'razorpay';
  provider_order_id: string;
  provider_payment_id: string | null;
  status: 'created' | 'paid' | 'failed';
  failure_reason: string | null;
  created_at: Time;
  paid_at: Time | null;
}

export interface SubscriptionTable {
  id: string;
  student_id: string;
  type: 'ALL_ACCESS' | 'VAV';
  grade: string;
  /** The board and medium the plan was bought for: it opens that content set only. */
  board: string;
  medium: string;
  starts_at: Time;
  ends_at: Time;
  payment_id: string;
  created_at: Time;
}

export interface WebhookEventTable {
  event_id: string;
  type: string;
  received_at: Time;
}

/** A child's play settings (migrations 0011, 0012); no row: the defaults. */
/** A parent's choices for a child's "My turn" (issue 30): both off until chosen. */
export interface RecordingSettingsTable {
  student_id: string;
  allowed: boolean | number;
  keep: boolean | number;
  updated_at: string;
}

/** A child's reading of a story page, kept in the account because the parent chose to. */
export interface StoryRecordingTable {
  /** Made on the phone when recorded. */
  id: string;
  student_id: string;
  story_key: string;
  page: number;
  recorded_at: string;
  duration_ms: number;
  /** `audio/webm` or `audio/ogg`, Opus in both. */
  mime_type: string;
  bytes: number;
  audio: Uint8Array;
  created_at: string;
}

export interface StudentSettingsTable {
  student_id: string;
  sounds: boolean | number;
  timers: boolean | number;
  /** Read each question aloud; null: the default of the child's class (on in classes 1–2). */
  auto_read: boolean | number | null;
  /** `clips` or `device` (the phone's own voice). */
  voice: string;
  updated_at: string;
}

/** A weekly report sent by SMS (migration 0016): once per parent, child and week. */
/** One generated practice item a child answered (issue 19, mastery). */
export interface SkillResultTable {
  student_id: string;
  skill: string;
  level: number;
  correct: boolean | number;
  answered_at: Time;
}

/** A practice item answered wrong, until answered right; it comes back at `due_at`. */
export interface MissedItemTable {
  student_id: string;
  skill: string;
  level: number;
  seed: number | string;
  medium: string;
  missed_at: Time;
  due_at: Time;
}

export interface ReportSendTable {
  parent_id: string;
  student_id: string;
  /** The week's Monday ('YYYY-MM-DD', India's calendar). */
  week: string;
  template_id: string;
  sent_at: Time;
}

/** The hash of a refresh token a session replaced (migration 0020): reuse detection only. */
export interface SpentRefreshTokenTable {
  token_hash: string;
  family_id: string;
}

/** An account or child deleted (migration 0020): purged again if a backup brings it back. */
export interface DeletionTable {
  id: string;
  kind: 'parent' | 'student';
  deleted_at: Time;
}

export interface Database {
  payments: PaymentTable;
  subscriptions: SubscriptionTable;
  webhook_events: WebhookEventTable;
  notifications: NotificationTable;
  notification_reads: NotificationReadTable;
  activity_attempts: ActivityAttemptTable;
  story_readings: StoryReadingTable;
  unit_unlocks: UnitUnlockTable;
  coin_ledger: CoinLedgerTable;
  subjects: SubjectTable;
  units: UnitTable;
  chapters: ChapterTable;
  topics: TopicTable;
  activities: ActivityTable;
  contact_messages: ContactMessageTable;
  seed_runs: SeedRunTable;
  parents: ParentTable;
  students: StudentTable;
  consents: ConsentTable;
  otp_challenges: OtpChallengeTable;
  refresh_tokens: RefreshTokenTable;
  sms_outbox: SmsOutboxTable;
  app_secrets: AppSecretTable;
  student_settings: StudentSettingsTable;
  recording_settings: RecordingSettingsTable;
  story_recordings: StoryRecordingTable;
  report_sends: ReportSendTable;
  skill_results: SkillResultTable;
  missed_items: MissedItemTable;
  spent_refresh_tokens: SpentRefreshTokenTable;
  deletions: DeletionTable;
}
