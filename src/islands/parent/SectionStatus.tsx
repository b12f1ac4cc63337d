import type { Translate } from '../../../domain/i18n/translate.ts';

/** What a section shows while its list loads, or when it could not: a message and "Try again". */
export function SectionStatus({ t, failed, retry }: { t: Translate; failed: boolean; retry: () => void }) {
  if (!failed)
    return (
      <p className="account__muted" role="status">
        {t('account.loading')}
      </p>
    );
  return (
    <div className="account__failed" role="alert">
      <p>{t('account.loadFailed')}</p>
      <button type="button" className="button button--light" onClick={retry}>
        {t('account.retry')}
      </button>
    </div>
  );
}
