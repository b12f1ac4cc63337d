import type { Profile } from '../../domain/contract/auth.ts';

/**
 * Spec §4: premium is true if any active subscription has a type containing ALL_ACCESS, the same
 * grade as the student and an end date in the future; VAV access likewise with VAV. The board and
 * medium must be the student's too: a plan opens only the content it was bought for (ADR 012).
 * The server enforces access on every content call; these flags only shape what a screen offers.
 */
export function hasAccess(user: Profile | null, kind: 'ALL_ACCESS' | 'VAV', now = Date.now()): boolean {
  if (!user) return false;
  return user.activeSubscriptions.some(
    (subscription) =>
      subscription.type.includes(kind) &&
      subscription.grade === user.grade &&
      subscription.board === user.board &&
      subscription.medium === user.medium &&
      Date.parse(subscription.endDate) > now,
  );
}
