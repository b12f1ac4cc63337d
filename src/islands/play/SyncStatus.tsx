import { useEffect } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import { type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import { $refused, $waiting } from '../../offline/index.ts';
import { showToast } from '../../stores/toast.ts';
import { useClientStore } from '../ui/useClientStore.ts';

const REFUSED_KEYS = {
  UNIT_LOCKED: 'play.refusedLocked',
  NOT_FOUND: 'play.refusedGone',
  NOT_IN_YOUR_CLASS: 'play.refusedOtherClass',
} as const;

/**
 * Beside the bar's coins (issue 17): the coins of answers finished with no signal, "waiting for
 * the internet" until the server has counted them, and, when the server refused some (their unit
 * was locked again meanwhile), a message the child sees.
 */
export function SyncStatus({ t, locale }: { t: Translate; locale: Locale }) {
  const waiting = useClientStore($waiting, { answers: 0, coins: 0 });
  const refused = useClientStore($refused, null);

  useEffect(() => {
    if (!refused) return;
    const key = REFUSED_KEYS[refused.reason];
    // Long enough for a grown-up to read it aloud to a child who cannot read yet.
    showToast('error', tPlural(t, locale, key, refused.count), 12_000);
    $refused.set(null);
  }, [refused, t, locale]);

  if (waiting.answers === 0) return null;
  const label = tPlural(t, locale, 'play.waiting', waiting.coins);
  return (
    <span className="playbar__waiting" title={label} data-testid="bar-waiting" data-coins={waiting.coins}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.4" />
        <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span aria-hidden="true">+{waiting.coins}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
