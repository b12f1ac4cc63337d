import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone.ts';

describe('normalisePhone', () => {
  it.each([
    ['+91 98450 12345', '9845012345'],
    ['098450 12345', '9845012345'],
    ['91-98450-12345', '9845012345'],
    ['98450 12345', '9845012345'],
    ['+91 098450 12345', '9845012345'],
    ['0091 98450 12345', '9845012345'],
    ['(+91) 98450-12345', '9845012345'],
    ['9845012345', '9845012345'],
  ])('%s becomes %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it('keeps a number being typed as it is, however it starts', () => {
    expect(normalisePhone('9')).toBe('9');
    expect(normalisePhone('91')).toBe('91');
    expect(normalisePhone('9198450123')).toBe('9198450123');
    expect(normalisePhone('0')).toBe('0');
  });

  it('stops at 10 digits and drops anything that is not a digit', () => {
    expect(normalisePhone('98450123456')).toBe('9845012345');
    expect(normalisePhone('abc')).toBe('');
  });
});
