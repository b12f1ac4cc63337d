import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { AUTH_ERRORS } from '../../../src/contract/auth.ts';
import { fromDbTime, toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/**
 * Sessions (ARCHITECTURE.md; RFC 9700): a 15-minute access JWT (HS256 only, issuer and audience
 * checked), and an opaque refresh token stored as a hash, rotated on every use. Presenting a
 * rotated token again revokes its whole family, except within 10 s of the rotation (two tabs
 * refreshing at once), which gets a new token of the same family.
 */
export const JWT_ISSUER = 'kalike-api';
export const JWT_AUDIENCE = 'kalike-app';
export const REFRESH_REUSE_GRACE_MS = 10_000;
/** How many verified access tokens are remembered (about one per active child). */
const VERIFIED_CACHE_SIZE = 10_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const unauthorized = (message = 'Please log in again.') =>
  new AppError(401, AUTH_ERRORS.unauthorized, message);

export interface TokenServiceOptions {
  db: Kysely<Database>;
  secret: string;
  accessTtlSeconds: number;
  refreshTtlDays: number;
  now?: () => Date;
}

export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService({
  db,
  secret,
  accessTtlSeconds,
  refreshTtlDays,
  now = () => new Date(),
}: TokenServiceOptions) {
  const key = new TextEncoder().encode(secret);
  /**
   * Access tokens already verified, by their exact text (signature included), with their expiry.
   * Verifying costs a trip to the crypto thread pool (WebCrypto); a child's screen sends the same
   * token many times. Only the signature check is saved: expiry is checked on every use, and the
   * session is still looked up by the guard every time.
   */
  const verified = new Map<string, { studentId: string; sessionId: string; expiresAt: number }>();

  async function issueRefresh(
    executor: Kysely<Database>,
    studentId: string,
    family: { id: string; parentId: string | null; deviceId: string | null },
  ) {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    await executor
      .insertInto('refresh_tokens')
      .values({
        id: randomUUID(),
        token_hash: hashToken(token),
        family_id: family.id,
        parent_id: family.parentId,
        student_id: studentId,
        device_id: family.deviceId,
        created_at: toDbTime(at),
        expires_at: toDbTime(new Date(at.getTime() + refreshTtlDays * 86_400_000)),
      })
      .execute();
    return token;
  }

  /** `sid` names the session (the refresh family), so that ending it ends its access tokens too. */
  async function issueAccess(studentId: string, sessionId: string) {
    const iat = Math.floor(now().getTime() / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(studentId)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + accessTtlSeconds)
      .sign(key);
  }

  return {
    issueAccess,

    /** A new session (a new refresh family) for a student who just proved who they are. */
    async startSession(studentId: string, deviceId?: string, executor: Kysely<Database> = db) {
      const sessionId = randomUUID();
      const refreshToken = await issueRefresh(executor, studentId, {
        id: sessionId,
        parentId: null,
        deviceId: deviceId ?? null,
      });
      return { accessToken: await issueAccess(studentId, sessionId), refreshToken };
    },

    /** The student and session an access token speaks for; 401 for anything forged, expired or foreign. */
    async verifyAccess(token: string): Promise<{ studentId: string; sessionId: string }> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now().getTime() / 1000)
          return { studentId: known.studentId, sessionId: known.sessionId };
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          currentDate: now(),
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        });
        if (!payload.sub || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
          throw unauthorized();
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, { studentId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp });
        return { studentId: payload.sub, sessionId: payload.sid };
      } catch {
        throw unauthorized('Your session has expired. Please log in again.');
      }
    },

    async rotate(refreshToken: string) {
      const row = await db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('token_hash', '=', hashToken(refreshToken))
        .executeTakeFirst();
      const at = now();
      if (!row || row.revoked_at || fromDbTime(row.expires_at) <= at) throw unauthorized();
      const claimed = await db
        .updateTable('refresh_tokens')
        .set({ rotated_at: toDbTime(at) })
        .where('id', '=', row.id)
        .where('rotated_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) {
        const rotatedAt = row.rotated_at ? fromDbTime(row.rotated_at) : at;
        if (at.getTime() - rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
          // A rotated token came back: someone else may hold it. End the whole family.
          await db
            .updateTable('refresh_tokens')
            .set({ revoked_at: toDbTime(at) })
            .where('family_id', '=', row.family_id)
            .where('revoked_at', 'is', null)
            .execute();
          throw unauthorized('This session was ended for safety. Please log in again.');
        }
      }
      const next = await issueRefresh(db, row.student_id, {
        id: row.family_id,
        parentId: row.id,
        deviceId: row.device_id,
      });
      return {
        studentId: row.student_id,
        accessToken: await issueAccess(row.student_id, row.family_id),
        refreshToken: next,
      };
    },

    /** Logout: ends the family the token belongs to, if it is the student's. */
    async revokeFamily(refreshToken: string, studentId: string) {
      const row = await db
        .selectFrom('refresh_tokens')
        .select(['family_id', 'student_id'])
        .where('token_hash', '=', hashToken(refreshToken))
        .executeTakeFirst();
      if (!row || row.student_id !== studentId) return false;
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: toDbTime(now()) })
        .where('family_id', '=', row.family_id)
        .where('revoked_at', 'is', null)
        .execute();
      return true;
    },

    /** After a password change or reset: every session of the student ends. */
    async revokeAll(studentId: string, executor: Kysely<Database> = db) {
      await executor
        .updateTable('refresh_tokens')
        .set({ revoked_at: toDbTime(now()) })
        .where('student_id', '=', studentId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
