import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDbKind } from '../test/testApp.ts';
import { migrateToLatest } from './migrate.ts';
import { loadSampleData } from './seed.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe(`migrations and sample data (${testDbKind})`, () => {
  it('migrating an up-to-date database changes nothing', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('loads each batch of sample data once, however often the server starts', async () => {
    let loads = 0;
    const batch = {
      name: 'test-batch',
      async load() {
        loads += 1;
      },
    };
    expect(await loadSampleData(t.db, [batch])).toEqual(['test-batch']);
    expect(await loadSampleData(t.db, [batch])).toEqual([]);
    expect(loads).toBe(1);
  });

  it('records nothing when a batch fails, so the next start tries again', async () => {
    const failing = {
      name: 'failing-batch',
      async load() {
        throw new Error('bad sample file');
      },
    };
    await expect(loadSampleData(t.db, [failing])).rejects.toThrow('bad sample file');
    const row = await t.db.db
      .selectFrom('seed_runs')
      .selectAll()
      .where('name', '=', 'failing-batch')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
