import { describe, expect, it } from 'vitest';
import type { Profile } from '../../domain/contract/auth.ts';
import { hasAccess } from './access.ts';

/** A class-3 Karnataka Kannada-medium child with these subscriptions. */
const user = (subscriptions: Profile['activeSubscriptions']) =>
  ({ grade: '3', board: 'Karnataka', medium: 'Kannada', activeSubscriptions: subscriptions }) as Profile;
const plan = (type: string, changes: Partial<Profile['activeSubscriptions'][number]> = {}) => ({
  type,
  grade: '3',
  board: 'Karnataka',
  medium: 'Kannada',
  endDate: '2027-01-01T00:00:00Z',
  ...changes,
});
const now = Date.parse('2026-11-21T00:00:00Z');

describe('access flags (spec §4)', () => {
  it('premium: a subscription whose type contains ALL_ACCESS, of the student’s grade, ending in the future', () => {
    expect(hasAccess(user([plan('YEARLY_ALL_ACCESS')]), 'ALL_ACCESS', now)).toBe(true);
    expect(hasAccess(user([plan('YEARLY_ALL_ACCESS', { grade: '4' })]), 'ALL_ACCESS', now)).toBe(false);
    expect(
      hasAccess(user([plan('YEARLY_ALL_ACCESS', { endDate: '2026-11-20T00:00:00Z' })]), 'ALL_ACCESS', now),
    ).toBe(false);
    expect(hasAccess(user([plan('VAV')]), 'ALL_ACCESS', now)).toBe(false);
  });

  it('a plan of another board or medium gives no access (issue 13: a plan opens what it was bought for)', () => {
    expect(hasAccess(user([plan('ALL_ACCESS', { medium: 'English' })]), 'ALL_ACCESS', now)).toBe(false);
    expect(hasAccess(user([plan('ALL_ACCESS', { board: 'CBSE' })]), 'ALL_ACCESS', now)).toBe(false);
  });

  it('VAV likewise', () => {
    expect(hasAccess(user([plan('VAV_YEARLY')]), 'VAV', now)).toBe(true);
    expect(hasAccess(null, 'VAV', now)).toBe(false);
  });
});
