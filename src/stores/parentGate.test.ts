import { describe, expect, it } from 'vitest';
import { isTrivialPin } from '../../domain/contract/pinRules.ts';
import {
  isOpen,
  minutesToWait,
  OPEN_MINUTES,
  passFor,
  pinTyped,
  press,
  readKnownMethod,
  readPass,
} from './parentGate.ts';

describe('the parent area’s pass', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  const passed = { proof: 'proof-1', expiresInSeconds: OPEN_MINUTES * 60 };

  it('opens the parent area for ten minutes', () => {
    const pass = passFor('parent-1', now, passed);
    expect(isOpen(pass, 'parent-1', now)).toBe(true);
    expect(isOpen(pass, 'parent-1', now + OPEN_MINUTES * 60_000 - 1)).toBe(true);
    expect(isOpen(pass, 'parent-1', now + OPEN_MINUTES * 60_000)).toBe(false);
  });

  it('holds the API’s proof, and no longer than the proof does', () => {
    expect(passFor('parent-1', now, { proof: 'p', expiresInSeconds: 60 })).toEqual({
      familyKey: 'parent-1',
      until: now + 60_000,
      proof: 'p',
    });
  });

  it('is the family’s: whichever child is active, and no other family’s', () => {
    // Keyed by the parent (the access token's `sub`), so a brother's or sister's profile keeps it open.
    expect(passFor('parent-1', now, passed)).toEqual({
      familyKey: 'parent-1',
      until: now + OPEN_MINUTES * 60_000,
      proof: 'proof-1',
    });
    expect(isOpen(passFor('parent-1', now, passed), 'parent-2', now)).toBe(false);
    expect(isOpen(passFor('parent-1', now, passed), null, now)).toBe(false);
    expect(isOpen(passFor('parent-1', now, passed), undefined, now)).toBe(false);
    expect(isOpen(null, 'parent-1', now)).toBe(false);
  });

  it('reads back from storage, and anything else is no pass (an old pass without the API’s proof, or keyed by the child)', () => {
    expect(readPass(JSON.stringify(passFor('parent-1', now, passed)))).toEqual(
      passFor('parent-1', now, passed),
    );
    for (const stored of [
      null,
      '',
      '{',
      '"x"',
      '{"familyKey":1,"until":2}',
      // A pass of before issue 32, made by the page with no proof of the API.
      JSON.stringify({ familyKey: 'parent-1', until: now + 60_000 }),
      'null',
      JSON.stringify({ childId: 'child-1', until: now + 60_000 }),
    ])
      expect(readPass(stored)).toBeNull();
  });
});

describe('the PIN on the keypad', () => {
  it('takes four digits, no more, and erases the last', () => {
    let typed = '';
    for (const key of ['4', '8', '2'] as const) typed = press(typed, key, 4);
    expect([typed, pinTyped(typed)]).toEqual(['482', false]);
    typed = press(typed, '6', 4);
    expect([typed, pinTyped(typed)]).toEqual(['4826', true]);
    expect(press(typed, '1', 4)).toBe('4826');
    expect(press(typed, 'erase', 4)).toBe('482');
    expect(press('', 'erase', 4)).toBe('');
  });

  it('says how many minutes a locked gate waits, rounded up, at least one', () => {
    expect(minutesToWait(900)).toBe(15);
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(0)).toBe(1);
  });

  it('keeps the method last heard for the family only', () => {
    const stored = JSON.stringify({ familyKey: 'parent-1', method: 'pin' });
    expect(readKnownMethod(stored, 'parent-1')).toBe('pin');
    expect(readKnownMethod(stored, 'parent-2')).toBeNull();
    expect(readKnownMethod(stored, null)).toBeNull();
    for (const other of [null, '{', JSON.stringify({ familyKey: 'parent-1', method: 'face' })])
      expect(readKnownMethod(other, 'parent-1')).toBeNull();
  });
});

describe('PINs too easy to guess (the same rules as the API)', () => {
  it('refuses one digit four times, straight runs, repeated pairs and the commonest PINs', () => {
    for (const pin of ['0000', '1111', '9999', '1234', '0123', '6789', '7890', '4321', '3210', '0987'])
      expect([pin, isTrivialPin(pin)]).toEqual([pin, true]);
    for (const pin of ['1212', '6969', '1010', '1122', '7788', '2000', '2001', '1004', '2580'])
      expect([pin, isTrivialPin(pin)]).toEqual([pin, true]);
  });

  it('refuses the last four digits of the family’s phone number', () => {
    expect(isTrivialPin('3210', '9845003210')).toBe(true);
    expect(isTrivialPin('5037', '98450 15037')).toBe(true);
    expect(isTrivialPin('5037', '9845012345')).toBe(false);
  });

  it('takes PINs with no pattern', () => {
    for (const pin of ['4826', '5937', '1357', '8402', '0314'])
      expect([pin, isTrivialPin(pin)]).toEqual([pin, false]);
  });
});
