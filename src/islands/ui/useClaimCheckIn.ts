import { useState } from 'react';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { claimCheckIn } from '../../stores/play.ts';
import { showToast } from '../../stores/toast.ts';

/** Checks in (stores/play.ts); what it paid, or null. Says so when it failed. */
export function useClaimCheckIn(t: Translate) {
  const [busy, setBusy] = useState(false);
  const claim = async () => {
    setBusy(true);
    const result = await claimCheckIn();
    setBusy(false);
    if (result === 'failed') showToast('error', t('checkin.failed'));
    return typeof result === 'object' ? result : null;
  };
  return { busy, claim };
}
