import { useMemo } from 'react';
import type { Profile } from '../../../domain/contract/auth.ts';
import { avatarDataUrl } from '../../lib/avatar.ts';

/**
 * The child's photo, or the picture drawn on this phone from name and gender (lib/avatar.ts).
 * Decorative: the name is written beside it.
 */
export function Avatar({
  user,
  size = 88,
  testId = 'account-avatar',
}: {
  user: Pick<Profile, 'photo' | 'studentName' | 'gender'>;
  size?: number;
  /** The signed-in child's picture is `account-avatar`; a brother's or sister's is another. */
  testId?: string;
}) {
  const src = useMemo(
    () => user.photo || avatarDataUrl(user.studentName, user.gender ?? ''),
    [user.photo, user.studentName, user.gender],
  );
  return (
    <img
      className={user.photo ? 'avatar avatar--photo' : 'avatar'}
      src={src}
      alt=""
      width={size}
      height={size}
      data-testid={testId}
    />
  );
}
