/**
 * Deletes these children's recordings of their reading on this phone (a child removed, the
 * account deleted; issue 30, the privacy policy §28). Plain IndexedDB, without the store's module
 * (recordingStore.ts): My Account carries only these few lines. A phone that never recorded has
 * no database, and opening it here makes none (the upgrade is aborted).
 */
export function forgetRecordings(childIds: string[]): Promise<void> {
  return new Promise((done) => {
    if (typeof indexedDB === 'undefined' || childIds.length === 0) return done();
    const request = indexedDB.open('kalike-recordings');
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => done();
    request.onsuccess = () => {
      const db = request.result;
      const transaction = db.transaction('recordings', 'readwrite');
      const byChild = transaction.objectStore('recordings').index('byChild');
      for (const childId of childIds)
        byChild.openCursor(IDBKeyRange.only(childId)).onsuccess = function () {
          this.result?.delete();
          this.result?.continue();
        };
      transaction.oncomplete = transaction.onabort = () => {
        db.close();
        done();
      };
    };
  });
}
