import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { RecordingType } from '../../domain/contract/recordings.ts';

/**
 * The child's readings of story pages, on the phone (issue 30, "My turn"; ADR 028's addendum), in
 * IndexedDB through `idb` as the offline store is, in a database of their own: they are kept until
 * the parent deletes them (or the child or account is deleted in this browser), whatever happens to
 * the answers waiting and the downloads. Each carries its child's id: the parent area lists only
 * the family's own.
 */
export interface PhoneRecording {
  /** Made when recorded; the account's copy has the same id. */
  id: string;
  childId: string;
  storyKey: string;
  storyTitle: string;
  /** From 1. */
  page: number;
  recordedAt: string;
  durationMs: number;
  mimeType: RecordingType;
  audio: Blob;
  /** The account has a copy (the parent chose to keep recordings there). */
  inAccount: boolean;
}

interface RecordingSchema extends DBSchema {
  recordings: { key: string; value: PhoneRecording; indexes: { byChild: string } };
}

let opened: Promise<IDBPDatabase<RecordingSchema>> | null = null;

function recordingDb(): Promise<IDBPDatabase<RecordingSchema>> {
  opened ??= openDB<RecordingSchema>('kalike-recordings', 1, {
    upgrade(db, oldVersion) {
      // Version 1 (issue 30). A later version adds its step here, keeping what phones hold.
      if (oldVersion < 1) {
        const store = db.createObjectStore('recordings', { keyPath: 'id' });
        store.createIndex('byChild', 'childId');
      }
    },
  });
  return opened;
}

export async function saveRecording(recording: PhoneRecording) {
  await (await recordingDb()).put('recordings', recording);
}

/** A child's recordings on this phone, newest first. */
export async function childRecordings(childId: string): Promise<PhoneRecording[]> {
  const all = await (await recordingDb()).getAllFromIndex('recordings', 'byChild', childId);
  return all.sort((a, b) => b.recordedAt.localeCompare(a.recordedAt));
}

/** The newest recording of one page of a story, for "play mine" beside the story's voice. */
export async function lastPageRecording(childId: string, storyKey: string, page: number) {
  return (await childRecordings(childId)).find((r) => r.storyKey === storyKey && r.page === page);
}

export async function markInAccount(id: string) {
  const db = await recordingDb();
  const recording = await db.get('recordings', id);
  if (recording) await db.put('recordings', { ...recording, inAccount: true });
}

export async function deletePhoneRecording(id: string) {
  await (await recordingDb()).delete('recordings', id);
}
