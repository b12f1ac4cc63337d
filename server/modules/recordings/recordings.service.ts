import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import {
  RECORDING_MAX_BYTES,
  RECORDINGS_ERRORS,
  RECORDINGS_MAX_BYTES_PER_CHILD,
  type RecordingSettingsChange,
  type UploadRecordingRequest,
} from '../../../domain/contract/recordings.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { isOpus } from './opus.ts';
import {
  childRecordingBytes,
  deleteRecordingRow,
  findFamilyRecording,
  findRecordingSettings,
  insertRecording,
  listChildRecordings,
  saveRecordingSettings,
} from './recordings.repository.ts';

type Child = { id: string; parentId: string };
const notFound = () => new AppError(404, ERROR_CODES.notFound, 'No such recording.');

/**
 * "My turn" (issue 30, ADR 028's addendum): the parent's two choices for a child, and the
 * recordings the parent chose to keep, each only ever reached through the parent's own family.
 */
export function recordingsService({ db, kind }: Db) {
  return {
    settings: (child: Child) => findRecordingSettings(db, child.id),

    async changeSettings(child: Child, change: RecordingSettingsChange) {
      return db.transaction().execute(async (trx) => {
        const current = await findRecordingSettings(trx, child.id);
        const next = { allowed: change.allowed ?? current.allowed, keep: change.keep ?? current.keep };
        await saveRecordingSettings(trx, kind, child.id, next);
        return next;
      });
    },

    /** Keeps the playing child's recording, when the parent allowed recording and keeping. */
    async upload(child: Child, body: UploadRecordingRequest, now = new Date()) {
      const settings = await findRecordingSettings(db, child.id);
      if (!settings.allowed || !settings.keep)
        throw new AppError(403, RECORDINGS_ERRORS.notKept, 'The parent has not chosen to keep recordings.');
      const audio = new Uint8Array(Buffer.from(body.audio, 'base64'));
      if (audio.byteLength === 0 || audio.byteLength > RECORDING_MAX_BYTES || !isOpus(audio, body.mimeType))
        throw new AppError(
          400,
          RECORDINGS_ERRORS.notOpus,
          'A recording is Opus in WebM or Ogg, 256 KB at most.',
        );
      const recording = {
        id: body.id,
        storyKey: body.storyKey,
        page: body.page,
        recordedAt: body.recordedAt,
        durationMs: body.durationMs,
        mimeType: body.mimeType,
        bytes: audio.byteLength,
      };
      return db.transaction().execute(async (trx) => {
        // Sent again (the answer was lost on the way): the one kept, if it is this child's.
        const kept = await findFamilyRecording(trx, child.parentId, body.id, false);
        if (kept) {
          if (kept.childId !== child.id) throw notFound();
          return kept.recording;
        }
        if ((await childRecordingBytes(trx, child.id)) + audio.byteLength > RECORDINGS_MAX_BYTES_PER_CHILD)
          throw new AppError(
            409,
            RECORDINGS_ERRORS.full,
            "The child's recordings fill their space: delete some.",
          );
        await insertRecording(trx, child.id, recording, audio, now);
        return recording;
      });
    },

    list: (child: Child) => listChildRecordings(db, child.id),

    async get(child: Child, id: string) {
      const found = await findFamilyRecording(db, child.parentId, id, true);
      if (!found?.audio) throw notFound();
      return { ...found.recording, audio: Buffer.from(found.audio).toString('base64') };
    },

    async remove(child: Child, id: string) {
      const found = await findFamilyRecording(db, child.parentId, id, false);
      if (!found) throw notFound();
      await deleteRecordingRow(db, id);
    },
  };
}
