import { describe, expect, it } from 'vitest';
import data from '../../data/india-districts.json';
import { districtsOf } from './Location.tsx';

describe('states and districts (spec §3)', () => {
  it('lists 28 states and 8 union territories', () => {
    expect(data.states.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(data.states.filter((s) => s.kind === 'union-territory')).toHaveLength(8);
  });

  it('gives the districts of the chosen state, value equal to label', () => {
    const karnataka = districtsOf(data.states, 'Karnataka');
    expect(karnataka).toHaveLength(31);
    expect(karnataka).toContain('Mandya');
  });

  it('gives an empty list for a state without a list, or none chosen', () => {
    expect(districtsOf([{ name: 'Somewhere', districts: [] }], 'Somewhere')).toEqual([]);
    expect(districtsOf(data.states, '')).toEqual([]);
  });
});
