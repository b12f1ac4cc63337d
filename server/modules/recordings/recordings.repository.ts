import type { Kysely } from 'kysely';
import type { Recording, RecordingSettings, RecordingType } from '../../../domain/contract/recordings.ts';
import { type DbKind, fromDbBool, fromDbTime, toDbBool, toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/** The parent's choices for a child; both off when no row is stored. */
export async function findRecordingSettings(
  db: Kysely<Database>,
  childId: string,
): Promise<RecordingSettings> {
  const row = await db
    .selectFrom('recording_settings')
    .select(['allowed', 'keep'])
    .where('student_id', '=', childId)
    .executeTakeFirst();
  return { allowed: row ? fromDbBool(row.allowed) : false, keep: row ? fromDbBool(row.keep) : false };
}

export async function saveRecordingSettings(
  db: Kysely<Database>,
  kind: DbKind,
  childId: string,
  settings: RecordingSettings,
) {
  const values = {
    allowed: toDbBool(kind, settings.allowed),
    keep: toDbBool(kind, settings.keep),
    updated_at: toDbTime(new Date()),
  };
  await db
    .insertInto('recording_settings')
    .values({ student_id: childId, ...values })
    .onConflict((conflict) => conflict.column('student_id').doUpdateSet(values))
    .execute();
}

const LISTED = [
  'story_recordings.id',
  'story_recordings.student_id',
  'story_key',
  'page',
  'recorded_at',
  'duration_ms',
  'mime_type',
  'bytes',
] as const;

type ListedRow = {
  id: string;
  story_key: string;
  page: number;
  recorded_at: string | Date;
  duration_ms: number;
  mime_type: string;
  bytes: number;
};
const recordingOf = (row: ListedRow): Recording => ({
  id: row.id,
  storyKey: row.story_key,
  page: Number(row.page),
  recordedAt: fromDbTime(row.recorded_at).toISOString(),
  durationMs: Number(row.duration_ms),
  mimeType: row.mime_type as RecordingType,
  bytes: Number(row.bytes),
});

/** A child's recordings, newest first, without their sound. */
export async function listChildRecordings(db: Kysely<Database>, childId: string): Promise<Recording[]> {
  const rows = await db
    .selectFrom('story_recordings')
    .select(LISTED)
    .where('student_id', '=', childId)
    .orderBy('recorded_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(recordingOf);
}

/** The bytes a child's recordings hold in the account. */
export async function childRecordingBytes(db: Kysely<Database>, childId: string): Promise<number> {
  const row = await db
    .selectFrom('story_recordings')
    .select((eb) => eb.fn.sum<number | string | null>('bytes').as('total'))
    .where('student_id', '=', childId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * One recording, only when it is of a child of `parentId` (another family's is never found);
 * with its sound when asked.
 */
export async function findFamilyRecording(
  db: Kysely<Database>,
  parentId: string,
  id: string,
  sound: boolean,
) {
  const row = await db
    .selectFrom('story_recordings')
    .innerJoin('students', 'students.id', 'story_recordings.student_id')
    .select([...LISTED, 'students.parent_id'])
    .$if(sound, (query) => query.select('story_recordings.audio'))
    .where('story_recordings.id', '=', id)
    .where('students.parent_id', '=', parentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const audio = (row as { audio?: Uint8Array }).audio;
  return { recording: recordingOf(row), childId: row.student_id, audio };
}

export async function insertRecording(
  db: Kysely<Database>,
  childId: string,
  recording: Recording,
  audio: Uint8Array,
  now: Date,
) {
  await db
    .insertInto('story_recordings')
    .values({
      id: recording.id,
      student_id: childId,
      story_key: recording.storyKey,
      page: recording.page,
      recorded_at: toDbTime(new Date(recording.recordedAt)),
      duration_ms: recording.durationMs,
      mime_type: recording.mimeType,
      bytes: recording.bytes,
      audio,
      created_at: toDbTime(now),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export async function deleteRecordingRow(db: Kysely<Database>, id: string) {
  await db.deleteFrom('story_recordings').where('id', '=', id).execute();
}
