import { createHash, createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { AUTH_ERRORS } from '../../../domain/contract/auth.ts';
import { fromDbTime, toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import {
  claimRotation,
  findRefreshToken,
  findSpentToken,
  insertRefreshToken,
  revokeOpenTokensOfFamily,
  revokeTokensOfParent,
  rotationState,
} from './tokens.repository.ts';

/**
 * Sessions (ARCHITECTURE.md; RFC 9700): a 15-minute access JWT (HS256 only, issuer and audience
 * checked), and an opaque refresh token stored as a hash, rotated on every use. Rotation is
 * idempotent: within 10 s of a token's rotation (two tabs, parallel requests, a lost answer)
 * presenting it again answers with the same successor, never a new one; after that, presenting
 * it revokes its whole family.
 */
export const JWT_ISSUER = 'kalike-api';
export const JWT_AUDIENCE = 'kalike-app';
/**
 * The parent proof's and the gate question's audiences (issue 32, ADR 021): signed with the same
 * key, but neither is ever taken for an access token, nor one for the other.
 */
export const PARENT_PROOF_AUDIENCE = 'kalike-parent';
export const GATE_QUESTION_AUDIENCE = 'kalike-parent-question';
export const REFRESH_REUSE_GRACE_MS = 10_000;
/**
 * How many rotations a replayed token may be behind the live one and still be answered with it
 * (inside its grace). A real client rotates about once per access token (15 minutes); a chain
 * longer than this within 10 s is refused (log in again).
 */
const MAX_DESCENDANT_HOPS = 8;
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
  /** After a session's family is revoked (committed): the guard's cache forgets it (sessionCache.ts). */
  sessionEnded?: (sessionId: string) => Promise<void>;
}

export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService({
  db,
  secret,
  accessTtlSeconds,
  refreshTtlDays,
  now = () => new Date(),
  sessionEnded = async () => {},
}: TokenServiceOptions) {
  const key = new TextEncoder().encode(secret);
  /**
   * The successor of a refresh token is not random but HMAC(successorKey, parent token). Refresh
   * tokens are stored only as hashes, so a repeat inside the grace could not otherwise be given
   * the successor the first rotation made; deriving it lets every request and every API instance
   * that sees the parent name the same successor, with nothing kept in memory and no plaintext
   * (nor anything decryptable) in the database. The key is a server secret (derived from the JWT
   * secret with HKDF, under its own label, so the two uses never share a key): knowing a parent
   * token does not reveal its successor; only presenting it to the server inside the grace does,
   * which is what the grace allows anyway. Should the secret change, a repeat inside those 10 s
   * finds no matching successor and is refused (log in again), never forked.
   */
  const successorKey = Buffer.from(hkdfSync('sha256', secret, '', 'kalike refresh-token successor v1', 32));
  const successorOf = (token: string) => createHmac('sha256', successorKey).update(token).digest('base64url');
  /**
   * Access tokens already verified, by their exact text (signature included), with their expiry.
   * Verifying costs a trip to the crypto thread pool (WebCrypto); a child's screen sends the same
   * token many times. Only the signature check is saved: expiry is checked on every use, and the
   * session is still checked by the guard every time (sessionCache.ts).
   */
  const verified = new Map<
    string,
    { parentId: string; childId: string; sessionId: string; expiresAt: number }
  >();
  const verifiedAccess = (token: string) => {
    const known = verified.get(token);
    if (!known) return undefined;
    if (known.expiresAt > now().getTime() / 1000) return known;
    verified.delete(token);
    return undefined;
  };

  async function issueRefresh(
    executor: Kysely<Database>,
    token: string,
    childId: string,
    family: {
      id: string;
      /** The token it is rotated from (null: a new session). */
      rotatedFromId: string | null;
      /** The session's parent and active child (ADR 018), kept by every successor. */
      parentId: string | null;
      activeChildId: string | null;
      deviceId: string | null;
    },
  ) {
    const at = now();
    // A successor is derived, so a second insert of it is the same token: the first row stays.
    await insertRefreshToken(executor, {
      id: randomUUID(),
      token_hash: hashToken(token),
      family_id: family.id,
      rotated_from_id: family.rotatedFromId,
      parent_id: family.parentId,
      student_id: childId,
      active_student_id: family.activeChildId,
      device_id: family.deviceId,
      created_at: toDbTime(at),
      expires_at: toDbTime(new Date(at.getTime() + refreshTtlDays * 86_400_000)),
    });
    return token;
  }

  const findRefresh = (token: string) => findRefreshToken(db, hashToken(token));

  /**
   * Ends a family. Repeated until it finds nothing left to end: a rotation committing while the
   * first pass runs adds a successor that pass cannot see (PostgreSQL's UPDATE reads the rows
   * committed when it started), and that successor must not outlive a logout.
   */
  async function revokeFamilyById(familyId: string) {
    for (;;) {
      if ((await revokeOpenTokensOfFamily(db, familyId, now())) === 0) break;
    }
    await sessionEnded(familyId);
  }

  /**
   * `sub` names the parent, `cid` the active child (ADR 018), `sid` the session (the refresh
   * family), so that ending the session ends its access tokens too.
   */
  async function issueAccess(parentId: string, childId: string, sessionId: string) {
    const iat = Math.floor(now().getTime() / 1000);
    return new SignJWT({ sid: sessionId, cid: childId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(parentId)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + accessTtlSeconds)
      .sign(key);
  }

  /** A short-lived token of `audience` for one session of one parent, with `claims`. */
  function signForSession(
    audience: string,
    { parentId, sessionId }: { parentId: string; sessionId: string },
    ttlSeconds: number,
    claims: Record<string, unknown> = {},
  ) {
    const iat = Math.floor(now().getTime() / 1000);
    return new SignJWT({ ...claims, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(parentId)
      .setIssuer(JWT_ISSUER)
      .setAudience(audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(key);
  }

  /** The claims of a token of `audience` given to this session of this parent, or undefined. */
  async function verifyForSession(
    audience: string,
    token: string,
    { parentId, sessionId }: { parentId: string; sessionId: string },
  ): Promise<Record<string, unknown> | undefined> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience,
        currentDate: now(),
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
      });
      return payload.sub === parentId && payload.sid === sessionId ? payload : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    issueAccess,
    signForSession,
    verifyForSession,

    /**
     * A new session (a new refresh family) for a parent who just proved who they are, acting for
     * one of their children (ADR 018).
     */
    async startSession(
      { parentId, childId }: { parentId: string; childId: string },
      deviceId?: string,
      executor: Kysely<Database> = db,
    ) {
      const sessionId = randomUUID();
      const refreshToken = await issueRefresh(executor, randomBytes(32).toString('base64url'), childId, {
        id: sessionId,
        rotatedFromId: null,
        parentId,
        activeChildId: childId,
        deviceId: deviceId ?? null,
      });
      return { accessToken: await issueAccess(parentId, childId, sessionId), refreshToken };
    },

    /**
     * The parent, child and session an access token speaks for; 401 for anything forged, expired
     * or foreign. Whether the child is the parent's is the guard's query (a signed claim is only
     * as good as the key; the database says who belongs to whom now).
     */
    /** An access token verified before and not expired, from memory: the guard's path without a wait. */
    verifiedAccess,

    async verifyAccess(token: string): Promise<{ parentId: string; childId: string; sessionId: string }> {
      const known = verifiedAccess(token);
      if (known) return { parentId: known.parentId, childId: known.childId, sessionId: known.sessionId };
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          currentDate: now(),
          requiredClaims: ['sub', 'exp', 'iat', 'sid', 'cid'],
        });
        const { sub, sid, cid, exp } = payload;
        if (!sub || typeof sid !== 'string' || typeof cid !== 'string' || typeof exp !== 'number')
          throw unauthorized();
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, { parentId: sub, childId: cid, sessionId: sid, expiresAt: exp });
        return { parentId: sub, childId: cid, sessionId: sid };
      } catch {
        throw unauthorized('Your session has expired. Please log in again.');
      }
    },

    /**
     * Trades a refresh token for a new pair. The first use rotates it: in one transaction it is
     * marked rotated and its one successor is inserted, so whoever sees it rotated also sees the
     * successor (PostgreSQL: the claiming UPDATE holds the row lock until the successor is
     * committed; a parallel claim waits on it and then updates nothing). Every repeat inside the
     * grace, on any instance, answers with that same successor; after the grace a repeat is reuse.
     */
    async rotate(refreshToken: string) {
      const at = now();
      const row = await findRefresh(refreshToken);
      if (!row) {
        // Replaced long ago and compacted by `npm run data:retention` to its hash: reuse as well.
        const spent = await findSpentToken(db, hashToken(refreshToken));
        if (spent) {
          await revokeFamilyById(spent.family_id);
          throw unauthorized('This session was ended for safety. Please log in again.');
        }
        throw unauthorized();
      }
      if (row.revoked_at || fromDbTime(row.expires_at) <= at) throw unauthorized();
      // Sessions from before migration 0014 have no parent; they cannot name one: log in again.
      if (!row.parent_id) throw unauthorized();
      const parentId = row.parent_id;
      const childId = row.active_student_id ?? row.student_id;
      const answer = async (token: string) => ({
        childId: childId,
        accessToken: await issueAccess(parentId, childId, row.family_id),
        refreshToken: token,
      });
      if (!row.rotated_at) {
        const successor = successorOf(refreshToken);
        const claimed = await db.transaction().execute(async (trx) => {
          if (!(await claimRotation(trx, row.id, at))) return false;
          await issueRefresh(trx, successor, row.student_id, {
            id: row.family_id,
            rotatedFromId: row.id,
            parentId: row.parent_id,
            activeChildId: row.active_student_id,
            deviceId: row.device_id,
          });
          return true;
        });
        if (claimed) return answer(successor);
      }
      // Rotated already, or a moment ago by a parallel request: then read it as it is now.
      const current = row.rotated_at ? row : await rotationState(db, row.id);
      if (!current?.rotated_at || current.revoked_at) throw unauthorized();
      if (at.getTime() - fromDbTime(current.rotated_at).getTime() > REFRESH_REUSE_GRACE_MS) {
        // A rotated token came back: someone else may hold it. End the whole family.
        await revokeFamilyById(row.family_id);
        throw unauthorized('This session was ended for safety. Please log in again.');
      }
      /*
       * Inside the grace: answer with the live token this one leads to. Usually that is its own
       * successor; if the successor has been rotated too (tab A refreshed P to S, then S to S2,
       * and tab B now presents P within P's grace), it is the live descendant S2, as Supabase's
       * reuse interval answers a parent with the active token. That gives away nothing the grace
       * does not already: whoever holds P inside the grace could get S, and with S, S2. Refusing
       * or revoking instead would log out the child for having two tabs open; minting a token
       * would fork the session. Each step must be the derived successor of the one before.
       */
      let token = refreshToken;
      let previousId = row.id;
      for (let hop = 0; hop < MAX_DESCENDANT_HOPS; hop += 1) {
        token = successorOf(token);
        const child = await findRefresh(token);
        if (
          !child ||
          child.rotated_from_id !== previousId ||
          child.revoked_at ||
          fromDbTime(child.expires_at) <= at
        )
          throw unauthorized();
        if (!child.rotated_at) return answer(token);
        previousId = child.id;
      }
      throw unauthorized();
    },

    /** Logout: ends the family the token belongs to, if it is the parent's (whichever child plays). */
    async revokeFamily(refreshToken: string, parentId: string) {
      const row = await findRefresh(refreshToken);
      if (!row || row.parent_id !== parentId) return false;
      await revokeFamilyById(row.family_id);
      return true;
    },

    /**
     * After a password change or reset: every session of the parent ends. In the caller's
     * transaction: the caller tells the sessions' cache once it commits (`forgetParent`).
     */
    async revokeAll(parentId: string, executor: Kysely<Database> = db) {
      await revokeTokensOfParent(executor, parentId, now());
    },
  };
}
