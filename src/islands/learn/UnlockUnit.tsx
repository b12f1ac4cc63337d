import { useEffect, useState } from 'react';
import type { Unit } from '../../../domain/contract/learning.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import { WALLET_ERRORS } from '../../../domain/contract/wallet.ts';
import { type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import { getProfile } from '../../client/auth.ts';
import { ApiError } from '../../client/http.ts';
import { unlockUnit } from '../../client/wallet.ts';
import { localizePath } from '../../i18n/paths.ts';
import { setProfile } from '../../stores/profile.ts';
import { $profile } from '../../stores/session.ts';
import { showToast } from '../../stores/toast.ts';
import { ActionIcon } from '../ui/ActionIcon.tsx';
import Dialog from '../ui/Dialog.tsx';
import { LinesSpeaker, useWaySpeaks } from '../ui/NameSpeaker.tsx';
import { countedLine, spokenLine } from '../ui/spokenLine.ts';
import { useClientStore } from '../ui/useClientStore.ts';

/**
 * The unLockUnit modal of spec §2 ('Unlock the Unit with Coins', cancel and 'Unlock Unit'), with
 * the child's coins and the unit's cost; the server spends them, once. It speaks (issue 29): the
 * unit, what it costs, the child's coins and what is missing, or that the open lock opens it,
 * on its speaker, and when it opens for a child whose lessons read themselves.
 */
export default function UnlockUnit({
  unit,
  locale,
  t,
  onClose,
  onUnlocked,
}: {
  unit: Unit | null;
  locale: Locale;
  t: Translate;
  onClose: () => void;
  onUnlocked: (unit: Unit) => void;
}) {
  const user = useClientStore($profile, null);
  const [busy, setBusy] = useState(false);
  const balance = user?.coinBalance ?? 0;
  const cost = unit?.coinCost ?? 0;
  const enough = balance >= cost;
  const way = useWaySpeaks(locale);
  const lines = unit
    ? [
        spokenLine(t, locale, 'unlock.title'),
        way.item(unit.name[locale], unit.nameAudio),
        countedLine(t, locale, 'unlock.cost', cost),
        countedLine(t, locale, 'unlock.balance', balance),
        enough
          ? spokenLine(t, locale, 'unlock.enough.spoken')
          : countedLine(t, locale, 'unlock.short', cost - balance),
      ]
    : [];
  way.useArrivalLines(lines, unit ? `${unit._id}:${balance}` : undefined);

  // The coins may have changed elsewhere (another tab, a check-in): show what the server says.
  useEffect(() => {
    if (!unit) return;
    getProfile()
      .then((response) => setProfile(response.profile))
      .catch(() => {});
  }, [unit]);

  const unlock = async () => {
    if (!unit) return;
    setBusy(true);
    try {
      const response = await unlockUnit(unit._id);
      setProfile(response.profile);
      showToast('success', t('unlock.done', { unit: unit.name[locale] }));
      onUnlocked(unit);
    } catch (error) {
      if (error instanceof ApiError && error.code === WALLET_ERRORS.alreadyOpen) onUnlocked(unit);
      else if (error instanceof ApiError && error.code === WALLET_ERRORS.notEnoughCoins)
        showToast('error', tPlural(t, locale, 'unlock.short', Math.max(1, cost - balance)));
      else showToast('error', t('unlock.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={unit !== null} title={t('unlock.title')} closeLabel={t('unlock.cancel')} onClose={onClose}>
      {unit && (
        <div className="unlock">
          <div className="unlock__said">
            <p className="unlock__unit">
              {t('learn.unitNumber', { n: unit.unitNumber })} · {unit.name[locale]}
            </p>
            <LinesSpeaker way={way} lines={lines} t={t} />
          </div>
          <p className="unlock__coins">
            <img src="/images/icons/coins.svg" alt="" width="40" height="40" />
            <span>
              {tPlural(t, locale, 'unlock.cost', cost)}
              <br />
              <strong data-testid="unlock-balance">{tPlural(t, locale, 'unlock.balance', balance)}</strong>
            </span>
          </p>
          {!enough && (
            <p className="unlock__short" role="status">
              {tPlural(t, locale, 'unlock.short', cost - balance)}
            </p>
          )}
          <p className="unlock__plans">
            {/* No price and no "buy" on the child's side: plans are behind the parent gate. */}
            {t('parentGate.askGrownUp')}{' '}
            <a href={localizePath(locale, '/paymentPlans')}>{t('parentGate.forGrownUps')}</a>
          </p>
          <div className="unlock__actions">
            <button type="button" className="button button--light" onClick={onClose}>
              <ActionIcon name="back" />
              {t('unlock.cancel')}
            </button>
            <button type="button" className="button" disabled={!enough || busy} onClick={unlock}>
              <ActionIcon name="unlock" />
              {t('unlock.confirm')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
