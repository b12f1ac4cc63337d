import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { operation } from './operations.ts';
import { storyKeyParamsSchema } from './stories.ts';

/**
 * "My turn" in the reading corner (issue 30, point 3; ADR 028's addendum): a child records
 * themselves reading a page aloud. Only when a parent allowed it behind the gate; the recordings
 * stay on the phone unless the parent also chose to keep them in the account, and then only the
 * parent lists, hears and deletes them.
 */

/** One recording at most this long: a page of level 4 read slowly fits in a minute. */
export const RECORDING_MAX_SECONDS = 60;
/** Opus at 16 kbit/s: a minute is about 120 KB; the bound leaves room for the container. */
export const RECORDING_BITS_PER_SECOND = 16_000;
export const RECORDING_MAX_BYTES = 256 * 1024;
/** Kept in the account per child: about 40 minutes of reading at the bit rate above. */
export const RECORDINGS_MAX_BYTES_PER_CHILD = 5 * 1024 * 1024;
/** Opus in WebM (Chromium's MediaRecorder) or in Ogg (Firefox's, and Safari's newer). */
export const RECORDING_TYPES = ['audio/webm', 'audio/ogg'] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];

export const RECORDINGS_ERRORS = {
  /** The parent has not chosen to keep recordings in the account (or to allow recording). */
  notKept: 'RECORDINGS_NOT_KEPT',
  /** The child's recordings in the account would pass RECORDINGS_MAX_BYTES_PER_CHILD. */
  full: 'RECORDINGS_FULL',
  /** The bytes are not Opus in WebM or Ogg. */
  notOpus: 'RECORDING_NOT_OPUS',
} as const;

/** The parent's two choices for a child, both off until the parent turns them on. */
export const recordingSettingsSchema = z.object({
  /** The reader shows "My turn" and may ask for the microphone. */
  allowed: z.boolean(),
  /** Recordings are also sent to the account (else they stay on the phone). */
  keep: z.boolean(),
});
export type RecordingSettings = z.infer<typeof recordingSettingsSchema>;
export const recordingSettingsChangeSchema = z.strictObject({
  allowed: z.optional(z.boolean()),
  keep: z.optional(z.boolean()),
});
export type RecordingSettingsChange = z.infer<typeof recordingSettingsChangeSchema>;
const settingsResponseSchema = z.object({ success: z.literal(true), data: recordingSettingsSchema });

/** One recording as the account keeps it, without its sound. */
export const recordingSchema = z.object({
  /** Made on the phone when recorded: the same id on the phone and in the account. */
  id: z.string(),
  storyKey: z.string(),
  /** The page, from 1. */
  page: z.number(),
  recordedAt: z.string(),
  durationMs: z.number(),
  mimeType: z.enum(RECORDING_TYPES),
  bytes: z.number(),
});
export type Recording = z.infer<typeof recordingSchema>;

const idSchema = z.string().check(z.regex(/^[0-9a-f-]{36}$/, { error: 'id' }));
const recordingIdParams = z.strictObject({ recordingId: idSchema });
/** Base64 of at most RECORDING_MAX_BYTES. */
const base64Audio = z
  .string()
  .check(
    z.regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'audio' }),
    z.maxLength(Math.ceil(RECORDING_MAX_BYTES / 3) * 4),
  );

export const uploadRecordingRequestSchema = z.strictObject({
  id: idSchema,
  storyKey: storyKeyParamsSchema.shape.key,
  page: z.int().check(z.minimum(1), z.maximum(50)),
  recordedAt: z.iso.datetime(),
  durationMs: z.int().check(z.minimum(1), z.maximum(RECORDING_MAX_SECONDS * 1000 + 2000)),
  mimeType: z.enum(RECORDING_TYPES),
  /** The recording's bytes, base64. */
  audio: base64Audio,
});
export type UploadRecordingRequest = z.infer<typeof uploadRecordingRequestSchema>;

export const recordingsEndpoints = {
  getRecordingSettings: endpoint({
    ...operation('getRecordingSettings'),
    auth: 'session',
    tag: 'recordings',
    summary: 'Whether the playing child may record their reading, and whether it is kept in the account',
    description: 'Both off until a parent turns them on. The reader asks before showing "My turn".',
    status: 200,
    response: settingsResponseSchema,
    errors: [401],
  }),
  updateRecordingSettings: endpoint({
    ...operation('updateRecordingSettings'),
    auth: 'session',
    parent: true,
    tag: 'recordings',
    summary: "Allows or stops the playing child's recording, and keeping recordings in the account",
    description:
      'Send either; the other keeps its value. Turning either off deletes nothing: the parent deletes ' +
      'recordings one by one.',
    body: recordingSettingsChangeSchema,
    status: 200,
    response: settingsResponseSchema,
    errors: [400, 401, 403],
  }),
  uploadRecording: endpoint({
    ...operation('uploadRecording'),
    auth: 'session',
    tag: 'recordings',
    summary: "Keeps a recording of the playing child's reading in the account",
    description:
      `Opus in WebM or Ogg, base64, at most ${RECORDING_MAX_BYTES} bytes (400 \`RECORDING_NOT_OPUS\` ` +
      'for anything else). 403 `RECORDINGS_NOT_KEPT` unless the parent allowed recording and chose to ' +
      `keep them; 409 \`RECORDINGS_FULL\` past ${RECORDINGS_MAX_BYTES_PER_CHILD} bytes for the child. ` +
      'The id is made on the phone: sending it again answers the one kept.',
    body: uploadRecordingRequestSchema,
    bodyLimit: 512 * 1024,
    status: 201,
    response: z.object({ success: z.literal(true), data: recordingSchema }),
    errors: [400, 401, 403, 409, 413],
  }),
  listRecordings: endpoint({
    ...operation('listRecordings'),
    auth: 'session',
    parent: true,
    tag: 'recordings',
    summary: "The playing child's recordings kept in the account, newest first",
    description: 'Without their sound (getRecording).',
    status: 200,
    response: z.object({ success: z.literal(true), data: z.array(recordingSchema) }),
    errors: [401, 403],
  }),
  getRecording: endpoint({
    ...operation('getRecording'),
    auth: 'session',
    parent: true,
    tag: 'recordings',
    summary: 'One recording of a child of this family, with its sound (base64)',
    description: '404 for a recording that is not of a child of this account.',
    params: recordingIdParams,
    status: 200,
    response: z.object({
      success: z.literal(true),
      data: z.object({ ...recordingSchema.shape, audio: z.string() }),
    }),
    errors: [400, 401, 403, 404],
  }),
  deleteRecording: endpoint({
    ...operation('deleteRecording'),
    auth: 'session',
    parent: true,
    tag: 'recordings',
    summary: 'Deletes one recording of a child of this family',
    description: '404 for a recording that is not of a child of this account (or already deleted).',
    params: recordingIdParams,
    status: 200,
    response: z.object({ success: z.literal(true) }),
    errors: [400, 401, 403, 404],
  }),
};
