import { describe, expect, it } from 'vitest';
import { hashPassword, isWeakPassword, verifyPassword } from './passwords.ts';

describe('password hashing (argon2id at OWASP strength)', () => {
  it('uses argon2id with m = 19 MiB, t = 2, p = 1 and a random salt', async () => {
    const a = await hashPassword('Mysuru-Palace-9');
    const b = await hashPassword('Mysuru-Palace-9');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and only that', async () => {
    const hash = await hashPassword('Mysuru-Palace-9');
    expect(await verifyPassword('Mysuru-Palace-9', hash)).toBe(true);
    expect(await verifyPassword('mysuru-palace-9', hash)).toBe(false);
    expect(await verifyPassword('Mysuru-Palace-9', 'not-a-hash')).toBe(false);
  });
});

describe('weak passwords (NIST SP 800-63B)', () => {
  it('refuses the commonest, repeated characters, straight runs and the phone number', () => {
    for (const weak of [
      'password',
      'Password123',
      '12345678',
      'iloveyou',
      'qwertyuiop',
      'aaaaaaaa',
      'abcdefghij',
      '98765432109',
    ]) {
      expect(isWeakPassword(weak), weak).toBe(true);
    }
    expect(isWeakPassword('x9876543210y', '9876543210')).toBe(true);
  });

  it('accepts a memorable passphrase', () => {
    expect(isWeakPassword('Mandya-Mango-42', '9876543210')).toBe(false);
  });
});
