import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { localizePath } from '../../i18n/paths.ts';
import { StoryRecordings } from './StoryRecordings.tsx';
import { useAccountUser } from './useAccountUser.ts';
import './account.css';

/**
 * /recordings, in the parent area (issue 30, point 3): the reading corner's "My turn" for the
 * child playing now: the parent's two choices and the child's recordings by story and date. A page
 * of its own, linked from My Account, so My Account's code stays within its budget and a parent
 * who never opens it downloads none of it. Hidden until the parent gate is passed.
 */
export default function RecordingsPage({
  locale,
  messages,
}: {
  locale: Locale;
  messages: Partial<Messages>;
}) {
  const t = createTranslate(messages);
  const { user, open } = useAccountUser();
  if (!user) return null;
  return (
    <div className="account" data-parent-area hidden={!open}>
      <h1 className="account__heading">{t('account.recordings.heading', { name: user.studentName })}</h1>
      <StoryRecordings t={t} locale={locale} user={user} open={open} />
      <div className="account__actions">
        <a className="button button--light" href={localizePath(locale, '/user-profile')}>
          {t('dataPage.backToAccount')}
        </a>
      </div>
    </div>
  );
}
