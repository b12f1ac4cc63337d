import { describe, expect, it } from 'vitest';
import { generate } from '../practice/index.ts';
import { keypadFor } from './keypad.ts';

describe('the keyboard a blank asks for', () => {
  it('is the number pad when a whole number is accepted, also beside a number word', () => {
    expect(keypadFor(['72'])).toBe('numeric');
    expect(keypadFor(['eight', ' 8 '])).toBe('numeric');
    expect(keypadFor(['72', '೭೨', 'ಎಪ್ಪತ್ತೆರಡು'])).toBe('numeric');
  });

  it('is the decimal pad for a decimal answer', () => {
    expect(keypadFor(['0.5'])).toBe('decimal');
    expect(keypadFor(['.25'])).toBe('decimal');
  });

  it('keeps the full keyboard for words, times and signs', () => {
    expect(keypadFor(['cat'])).toBeUndefined();
    expect(keypadFor(['3:30'])).toBeUndefined();
    expect(keypadFor(['₹50', '-4'])).toBeUndefined();
    expect(keypadFor([])).toBeUndefined();
  });

  it('is the number pad for a generated adding round, in both mediums', () => {
    for (const medium of ['english', 'kannada'] as const) {
      const item = generate('add.carry', 1, 7, medium);
      if (!('answers' in item.question)) throw new Error('adding with carrying is a fill-in skill');
      expect(keypadFor(item.question.answers)).toBe('numeric');
    }
  });
});
