import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDbBool } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { studentRow } from '../../test/auth.ts';
import { createTestDatabase, type TestDatabase } from '../../test/testApp.ts';
import { createTokenService } from './tokens.service.ts';

/** Access tokens verified once are remembered: the memory must never outlive the token. */
describe('verifying access tokens', () => {
  const start = new Date('2026-11-21T10:00:00Z');
  let clock = start;
  const tokens = createTokenService({
    // Access tokens need no database; only refresh tokens are stored.
    db: {} as Kysely<Database>,
    secret: 'a-test-secret-of-at-least-thirty-two-characters',
    accessTtlSeconds: 900,
    refreshTtlDays: 30,
    now: () => clock,
  });

  it('refuses a remembered token once it has expired', async () => {
    clock = start;
    const token = await tokens.issueAccess('parent-1', 'student-1', 'session-1');
    await expect(tokens.verifyAccess(token)).resolves.toEqual({
      parentId: 'parent-1',
      childId: 'student-1',
      sessionId: 'session-1',
    });
    clock = new Date(start.getTime() + 899_000);
    await expect(tokens.verifyAccess(token)).resolves.toMatchObject({ childId: 'student-1' });
    clock = new Date(start.getTime() + 900_000);
    await expect(tokens.verifyAccess(token)).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });

  it('does not take a token with a changed signature for the one it remembers', async () => {
    clock = start;
    const token = await tokens.issueAccess('parent-2', 'student-2', 'session-2');
    await tokens.verifyAccess(token);
    const [head, body, signature = ''] = token.split('.');
    const flipped = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(tokens.verifyAccess(flipped)).rejects.toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
    });
  });
});

/** Rotation on a database of its own (SQLite or PostgreSQL, as the project runs) and a clock of our own. */
describe('rotating refresh tokens', () => {
  const start = new Date('2026-11-21T10:00:00Z');
  let clock = start;
  let test: TestDatabase;
  let childId = '';
  let parentId = '';
  const service = (secret = 'a-test-secret-of-at-least-thirty-two-characters') =>
    createTokenService({
      db: test.db.db,
      secret,
      accessTtlSeconds: 900,
      refreshTtlDays: 30,
      now: () => clock,
    });
  const rows = () =>
    test.db.db
      .selectFrom('refresh_tokens')
      .select(['rotated_at', 'revoked_at'])
      .where('student_id', '=', childId)
      .execute();

  beforeAll(async () => {
    test = await createTestDatabase();
    childId = randomUUID();
    parentId = randomUUID();
    const at = start.toISOString();
    await test.db.db
      .insertInto('parents')
      .values({
        id: parentId,
        phone: '9000000001',
        password_hash: 'x',
        email: null,
        gate_pin_hash: null,
        report_opt_in: toDbBool(test.db.kind, false),
        report_language: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await test.db.db
      .insertInto('students')
      .values(
        studentRow({
          id: childId,
          parent_id: parentId,
          created_at: at,
          updated_at: at,
        }),
      )
      .execute();
  });
  afterAll(async () => {
    await test?.drop();
  });

  it('answers a repeat with the same successor up to 10 s after the rotation, and revokes after that', async () => {
    clock = start;
    const tokens = service();
    const { refreshToken: parent } = await tokens.startSession({ parentId, childId: childId });
    const { refreshToken: successor } = await tokens.rotate(parent);
    clock = new Date(start.getTime() + 10_000);
    await expect(tokens.rotate(parent)).resolves.toMatchObject({ refreshToken: successor });
    expect(await rows()).toHaveLength(2);
    clock = new Date(start.getTime() + 10_001);
    await expect(tokens.rotate(parent)).rejects.toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'This session was ended for safety. Please log in again.',
    });
    await expect(tokens.rotate(successor)).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    expect((await rows()).every((row) => row.revoked_at !== null)).toBe(true);
  });

  it('derives the successor with the server secret: another secret cannot name it, and forks nothing', async () => {
    await test.db.db.deleteFrom('refresh_tokens').where('student_id', '=', childId).execute();
    clock = start;
    const tokens = service();
    const { refreshToken: parent } = await tokens.startSession({ parentId, childId: childId });
    const { refreshToken: successor } = await tokens.rotate(parent);
    // An instance with another secret, inside the grace: refused, and no second successor.
    const other = service('another-secret-of-at-least-thirty-two-characters');
    await expect(other.rotate(parent)).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    const family = await rows();
    expect(family).toHaveLength(2);
    expect(family.filter((row) => row.rotated_at === null && row.revoked_at === null)).toHaveLength(1);
    // Refused, not taken for reuse: the session goes on.
    await expect(tokens.rotate(successor)).resolves.toMatchObject({
      childId: childId,
      refreshToken: expect.stringMatching(/^[\w-]{43}$/),
    });
  });
});
