import { describe, expect, it } from 'vitest';
import { refusedReason } from './sync.ts';

describe('an answer the server refused for good (issue 27)', () => {
  it('names another class as its own reason, a gone activity as gone, anything else a locked unit', () => {
    expect(refusedReason('NOT_IN_YOUR_CLASS')).toBe('NOT_IN_YOUR_CLASS');
    expect(refusedReason('NOT_FOUND')).toBe('NOT_FOUND');
    expect(refusedReason('UNIT_LOCKED')).toBe('UNIT_LOCKED');
    expect(refusedReason(null)).toBe('UNIT_LOCKED');
  });
});
