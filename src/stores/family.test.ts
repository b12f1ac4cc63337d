import { describe, expect, it } from 'vitest';
import { familyKeyOf } from './family.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;

describe('the family key of an access token', () => {
  it('is the parent (`sub`), whichever child is active (`cid`)', () => {
    const parent = 'c5f5035a-3741-4d95-95a3-a0ce3bdcee2f';
    expect(familyKeyOf(token({ sub: parent, cid: 'child-1', sid: 's' }))).toBe(parent);
    expect(familyKeyOf(token({ sub: parent, cid: 'child-2', sid: 's' }))).toBe(parent);
  });

  it('reads base64url payloads whose padding was dropped and which use - and _', () => {
    // `?>` and `?~` encode to characters that differ between base64 and base64url.
    const sub = 'family?>?~';
    const jwt = token({ sub });
    expect(jwt.split('.')[1]).toMatch(/[-_]/);
    expect(familyKeyOf(jwt)).toBe(sub);
  });

  it('is null without a token, or with one that is not a JWT naming a subject', () => {
    for (const value of [
      undefined,
      '',
      'abc',
      'a.b.c',
      `x.${base64url({ cid: 'c' })}.y`,
      `x.${base64url({ sub: 7 })}.y`,
    ])
      expect(familyKeyOf(value)).toBeNull();
  });
});
