import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { prepared } from './prepared.ts';

describe('a query built once, run with new values (prepared.ts)', () => {
  it('swaps each call’s values in, keeps the values written in the query, and compiles once', async () => {
    const database = openDatabase(':memory:');
    const { db } = database;
    await db.schema.createTable('notes').addColumn('id', 'text').addColumn('n', 'integer').execute();
    let built = 0;
    // `notes` is no table of the app: the builder is typed loosely here.
    const insert = prepared((trx, id: string, n: number) => {
      built += 1;
      return trx.insertInto('notes' as never).values({ id, n } as never);
    });
    const over = prepared((trx, n: number) => {
      built += 1;
      return trx
        .selectFrom('notes' as never)
        .select('id' as never)
        .where('n' as never, '>', n as never)
        .where('id' as never, '!=', 'z' as never)
        .orderBy('id' as never);
    });
    await insert(db, 'a', 1);
    await db.transaction().execute(async (trx) => {
      await insert(trx, 'b', 5);
      await insert(trx, 'z', 9);
    });
    expect((await over(db, 0)).rows).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect((await over(db, 2)).rows).toEqual([{ id: 'b' }]);
    expect(built).toBe(2);
    await database.close();
  });
});
