import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, migrateTestDatabase, testDbKind } from '../../test/testApp.ts';

describe(`0023 tile pictures (${testDbKind})`, () => {
  it('adds a picture to units, chapters and topics, and takes it away again going down', async () => {
    const test = await createTestDatabase({ migrate: false });
    const { db } = test.db;
    const pictures = () =>
      Promise.all(
        ['units', 'chapters', 'topics'].map((level) =>
          sql`select picture from ${sql.table(level)}`.execute(db),
        ),
      );
    try {
      await migrateTestDatabase(test.db, '0023_tile_pictures');
      await expect(pictures()).resolves.toHaveLength(3);
      await migrateTestDatabase(test.db, '0022_optional_child_details');
      await expect(sql`select picture from topics`.execute(db)).rejects.toThrow();
      expect(await migrateTestDatabase(test.db, '0023_tile_pictures')).toEqual(['0023_tile_pictures']);
      await expect(pictures()).resolves.toHaveLength(3);
    } finally {
      await test.drop();
    }
  });
});
