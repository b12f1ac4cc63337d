import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { createTokenService } from './tokens.ts';

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
    const token = await tokens.issueAccess('student-1', 'session-1');
    await expect(tokens.verifyAccess(token)).resolves.toEqual({
      studentId: 'student-1',
      sessionId: 'session-1',
    });
    clock = new Date(start.getTime() + 899_000);
    await expect(tokens.verifyAccess(token)).resolves.toMatchObject({ studentId: 'student-1' });
    clock = new Date(start.getTime() + 900_000);
    await expect(tokens.verifyAccess(token)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('does not take a token with a changed signature for the one it remembers', async () => {
    clock = start;
    const token = await tokens.issueAccess('student-2', 'session-2');
    await tokens.verifyAccess(token);
    const [head, body, signature = ''] = token.split('.');
    const flipped = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(tokens.verifyAccess(flipped)).rejects.toMatchObject({ statusCode: 401 });
  });
});
