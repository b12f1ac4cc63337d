import type { ReactNode } from 'react';
import type { Translate } from '../../../domain/i18n/translate.ts';

/**
 * A learning screen (chapters, topics) while its subject loads, or when it could not: the back
 * control stays, so a child always has a way up.
 */
export default function LearnStatus({ t, back, failed }: { t: Translate; back: ReactNode; failed: boolean }) {
  return (
    <section className="learn">
      {back}
      <p className="learn__message" role={failed ? undefined : 'status'}>
        {failed ? t('learn.loadFailed') : t('learn.loading')}
      </p>
    </section>
  );
}
