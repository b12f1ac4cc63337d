import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import { type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import { $checkIn, type CheckInPaid, claimCheckIn, loadCheckIn } from '../../stores/play.ts';
import { showToast } from '../../stores/toast.ts';
import Dialog from '../ui/Dialog.tsx';
import { useClientStore } from '../ui/useClientStore.ts';
import { useHydrated } from '../ui/useHydrated.ts';

/**
 * The checkin modal of spec §2 ('N coins received', 'Check In Success', OK): shown by the
 * dashboard's card and by the streak's flame in the child's bar alike. A streak reward the
 * check-in reached (issue 15) is said under it.
 */
export function CheckInReceived({
  t,
  locale,
  paid,
  onClose,
}: {
  t: Translate;
  locale: Locale;
  paid: CheckInPaid | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={paid !== null} title={t('checkin.success')} closeLabel={t('checkin.ok')} onClose={onClose}>
      <div className="checkin__modal">
        <img src="/images/icons/coins.svg" alt="" width="96" height="96" />
        <p className="checkin__received">{tPlural(t, locale, 'checkin.received', paid?.coins ?? 0)}</p>
        {paid && paid.streakCoins > 0 && (
          <p className="checkin__streak">{tPlural(t, locale, 'checkin.streakBonus', paid.streakCoins)}</p>
        )}
        <button type="button" className="button" onClick={onClose}>
          {t('checkin.ok')}
        </button>
      </div>
    </Dialog>
  );
}

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

/**
 * The daily check-in (ARCHITECTURE.md: coins once per calendar day in India's time): offered on
 * the dashboard until done that day, then the checkin modal.
 */
export default function CheckIn({ t, locale }: { t: Translate; locale: Locale }) {
  const hydrated = useHydrated();
  const status = useClientStore($checkIn, null);
  const [received, setReceived] = useState<CheckInPaid | null>(null);
  const { busy, claim } = useClaimCheckIn(t);

  useEffect(() => {
    void loadCheckIn();
  }, []);

  if (!status) return null;
  return (
    <section className="checkin" aria-labelledby="checkin-title">
      <h2 id="checkin-title" className="checkin__title">
        {t('checkin.title')}
      </h2>
      {status.checkedIn ? (
        <p className="checkin__done">{t('checkin.done')}</p>
      ) : (
        <>
          <p>{tPlural(t, locale, 'checkin.offer', status.coins)}</p>
          <button
            type="button"
            className="button checkin__button"
            disabled={!hydrated || busy}
            onClick={async () => setReceived(await claim())}
          >
            {t('checkin.button')}
          </button>
        </>
      )}
      <CheckInReceived t={t} locale={locale} paid={received} onClose={() => setReceived(null)} />
    </section>
  );
}
