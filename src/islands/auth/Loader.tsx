import { useEffect } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { go } from '../../lib/navigation.ts';
import { $signedIn } from '../../stores/session.ts';

/** /loader (spec §2): a moment of loading, then the dashboard or the login screen. */
export default function Loader({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  useEffect(() => {
    go(locale, $signedIn.get() ? '/dashboard' : '/login', { replace: true });
  }, [locale]);
  return (
    <div className="loader" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      <p>{t('auth.loader')}</p>
    </div>
  );
}
