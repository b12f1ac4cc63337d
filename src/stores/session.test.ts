import { describe, expect, it } from 'vitest';
import type { Profile } from '../contract/auth.ts';
import { hasAccess } from './session.ts';

const user = (subscriptions: Profile['activeSubscriptions'], grade = '3') =>
  ({ grade, activeSubscriptions: subscriptions }) as Profile;
const now = Date.parse('2026-11-21T00:00:00Z');

describe('access flags (spec §4)', () => {
  it('premium: a subscription whose type contains ALL_ACCESS, of the student’s grade, ending in the future', () => {
    expect(
      hasAccess(
        user([{ type: 'YEARLY_ALL_ACCESS', grade: '3', endDate: '2027-01-01T00:00:00Z' }]),
        'ALL_ACCESS',
        now,
      ),
    ).toBe(true);
    expect(
      hasAccess(
        user([{ type: 'YEARLY_ALL_ACCESS', grade: '4', endDate: '2027-01-01T00:00:00Z' }]),
        'ALL_ACCESS',
        now,
      ),
    ).toBe(false);
    expect(
      hasAccess(
        user([{ type: 'YEARLY_ALL_ACCESS', grade: '3', endDate: '2026-11-20T00:00:00Z' }]),
        'ALL_ACCESS',
        now,
      ),
    ).toBe(false);
    expect(
      hasAccess(user([{ type: 'VAV', grade: '3', endDate: '2027-01-01T00:00:00Z' }]), 'ALL_ACCESS', now),
    ).toBe(false);
  });

  it('VAV likewise', () => {
    expect(
      hasAccess(user([{ type: 'VAV_YEARLY', grade: '3', endDate: '2027-01-01T00:00:00Z' }]), 'VAV', now),
    ).toBe(true);
    expect(hasAccess(null, 'VAV', now)).toBe(false);
  });
});
