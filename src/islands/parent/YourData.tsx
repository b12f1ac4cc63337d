import { useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { exportPersonalData } from '../../client/account.ts';
import { localizePath } from '../../i18n/paths.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { showToast } from '../../stores/toast.ts';
import { authErrorKey } from '../ui/errors.ts';
import { useHydrated } from '../ui/useHydrated.ts';

const EXPORT_FILE = 'kalike-my-data.json';

/**
 * Section 8, the parent's rights under India's DPDP Act 2023: a copy of everything stored about
 * the child, the same as a page to read, and the way to delete the account (on that page,
 * confirmed by a code to the phone).
 */
export function YourData({ t, locale }: { t: Translate; locale: Locale }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      // Through the one client, so the bearer token (and a refresh, if due) goes with it.
      saveFile(await exportPersonalData(), EXPORT_FILE);
      showToast('success', t('account.data.downloaded', { file: EXPORT_FILE }));
    } catch (failure) {
      showToast('error', t(authErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account__card" aria-labelledby="data-title">
      <h2 id="data-title" className="account__title">
        {t('account.data.title')}
      </h2>
      <p>{t('account.data.intro')}</p>
      <div className="account__actions">
        <button
          type="button"
          className="button button--light"
          disabled={!hydrated || busy}
          aria-busy={busy}
          onClick={download}
        >
          {t('account.data.download')}
        </button>
        <a className="button button--light" href={localizePath(locale, '/my-data')}>
          {t('account.data.read')}
        </a>
        {/* Deleting is done on the data page, beside what it deletes (and off this page's bundle). */}
        <a className="button button--danger" href={`${localizePath(locale, '/my-data')}#delete-account`}>
          {t('account.delete.open')}
        </a>
      </div>
    </section>
  );
}
