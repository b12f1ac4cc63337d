import type { Profile } from '../../../domain/contract/auth.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { BOARD_LABELS, boardName, isSignupBoard, mediumName } from '../ui/choiceLabels.ts';

/** "Karnataka – Kannada medium" for the sign-up boards; an older board as "SCERT-Malayalam" (in the page's language). */
export function boardLabel(t: Translate, user: Pick<Profile, 'board' | 'medium'>): string {
  const combined = `${user.board} ${user.medium}`;
  return isSignupBoard(combined)
    ? t(BOARD_LABELS[combined])
    : `${boardName(t, user.board)}-${mediumName(t, user.medium)}`;
}
