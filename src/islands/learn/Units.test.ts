import { describe, expect, it } from 'vitest';
import { subjectFromPath } from './Units.tsx';

describe('the subject of /{subject}/units (spec §2)', () => {
  it('is read from the address, in both languages', () => {
    expect(subjectFromPath('/maths/units')).toBe('maths');
    expect(subjectFromPath('/kn/evs/units')).toBe('evs');
    expect(subjectFromPath('/units')).toBeNull();
  });
});
