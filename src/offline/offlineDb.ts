import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * The device's own store (issue 17, ADR 017), in IndexedDB through `idb`: the answers finished
 * with no signal, waiting to be sent, and the units a parent downloaded. Each answer carries the
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

interface OfflineSchema extends DBSchema {
  answers: { key: string; value: QueuedAnswer; indexes: { byStudent: string } };
  units: { key: string; value: DownloadedUnit; indexes: { byStudent: string } };
}

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>('kalike-offline', 1, {
    upgrade(db) {
      db.createObjectStore('answers', { keyPath: 'eventId' }).createIndex('byStudent', 'studentId');
      db.createObjectStore('units', { keyPath: 'unitId' }).createIndex('byStudent', 'studentId');
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
