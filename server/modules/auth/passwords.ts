import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { isPatternPassword } from '../../../domain/contract/passwordRules.ts';
import { COMMON_PASSWORDS } from './commonPasswords.ts';

/**
 * Passwords are stored as argon2id hashes with OWASP's parameters (m = 19 MiB, t = 2, p = 1),
 * in the PHC string format so that the parameters can change later without losing old hashes.
 */
const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

function derive(
  password: string,
  nonce: Buffer,
  params: { memory: number; passes: number; parallelism: number; tagLength: number },
) {
  return new Promise<Buffer>((resolve, reject) =>
    argon2('argon2id', { message: password, nonce, ...params }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, PARAMS);
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, hash] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to verify against when there is no account, so a wrong phone costs as long as a wrong password. */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$2tEd2G6Pf2k6hOYmwUXpZg0c5bTXdyYgm1KaRC3Tz1Q';

/**
 * NIST SP 800-63B: refuse passwords that are commonly used or easily guessed: the commonest
 * passwords, one character repeated, straight runs of digits or letters, and the phone number.
 */
export function isWeakPassword(password: string, phone?: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase()) || isPatternPassword(password, phone);
}
