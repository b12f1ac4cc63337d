import { describe, expect, it } from 'vitest';
import { rupees } from './money.ts';

describe('rupees', () => {
  it('shows paise as rupees, with paise only when there are some', () => {
    expect(rupees(36_500)).toBe('₹365');
    expect(rupees(99_900)).toBe('₹999');
    expect(rupees(19_950)).toBe('₹199.50');
    expect(rupees(1_00_000_00)).toBe('₹1,00,000');
  });
});
