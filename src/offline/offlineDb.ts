import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { StoryAnswer } from '../../domain/contract/stories.ts';

/**
 * The device's own store (issue 17, ADR 017), in IndexedDB through `idb`: the answers finished
 * with no signal, waiting to be sent, and the units and stories downloaded. Each answer carries the
 * child's id, so that on a phone shared by brothers and sisters an answer is only ever sent with
 * its own child's session.
 */
export interface QueuedAnswer {
  /** Made on the device when the child finished: the server records each id once ever. */
  eventId: string;
  childId: string;
  activityId: string;
  topicId: string;
  answers: unknown;
  /** A practice round's seeds (issue 19), sent back with it. */
  practiceSeeds?: number[];
  completedAt: string;
  /** The score the phone worked out, and the coins it would earn: shown until the server says. */
  score: number;
  total: number;
  coins: number;
  /**
   * A story read to the end with no signal (issue 30 point 4): sent by completeStory rather than
   * the activities' sync, with `eventId` as its completion id (`activityId` is `story:<key>`).
   * In the same store, so the bar's count of what waits and the sending are one.
   */
  story?: { key: string; seconds: number; pagesRecorded: number; answers: number[] };
}

export interface DownloadedUnit {
  unitId: string;
  childId: string;
  subjectKey: string;
  name: { en: string; kn: string };
  /** Every address fetched for it: removing it deletes those no other download needs. */
  urls: string[];
  bytes: number;
  videos: boolean;
  downloadedAt: string;
}

/** A story kept on the phone (issue 30): its answer itself, so it opens with no signal after any logout. */
export interface DownloadedStory {
  key: string;
  childId: string;
  story: StoryAnswer;
  /** Its clips and pictures as fetched: removing it deletes those no other story needs. */
  urls: string[];
  bytes: number;
  downloadedAt: string;
}

interface OfflineSchema extends DBSchema {
  answers: { key: string; value: QueuedAnswer; indexes: { byChild: string } };
  units: { key: string; value: DownloadedUnit; indexes: { byChild: string } };
  stories: { key: string; value: DownloadedStory; indexes: { byChild: string } };
}

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>('kalike-offline', 3, {
    async upgrade(db, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        db.createObjectStore('answers', { keyPath: 'eventId' });
        db.createObjectStore('units', { keyPath: 'unitId' });
      }
      // Version 3 (issue 30): the stories downloaded.
      if (oldVersion < 3)
        db.createObjectStore('stories', { keyPath: 'key' }).createIndex('byChild', 'childId');
      if (oldVersion >= 2) return;
      // Version 2 (issue 33): a record names its child `childId`, as the code does; version 1's
      // said `studentId`. Answers waiting and units kept on a phone are carried over, not lost.
      for (const name of ['answers', 'units'] as const) {
        const store = transaction.objectStore(name);
        if (oldVersion === 1) {
          (store as unknown as IDBObjectStore).deleteIndex('byStudent');
          let cursor = await store.openCursor();
          while (cursor) {
            const { studentId, ...record } = cursor.value as typeof cursor.value & { studentId?: string };
            await cursor.update({ ...record, childId: record.childId ?? studentId ?? '' });
            cursor = await cursor.continue();
          }
        }
        store.createIndex('byChild', 'childId');
      }
    },
  });
  return opened;
}

/** Closes this page's connection (deleting the database waits for every connection to close). */
export async function closeOfflineDb() {
  const db = opened;
  opened = null;
  if (db) (await db.catch(() => null))?.close();
}
