import { useEffect, useState } from 'react';
import { ApiError } from '../../client/http.ts';
import { checkIn, fetchCheckIn } from '../../client/wallet.ts';
import type { Locale } from '../../contract/locale.ts';
import { WALLET_ERRORS } from '../../contract/wallet.ts';
import { type Translate, tPlural } from '../../i18n/translate.ts';
import { updateProfile } from '../../stores/profile.ts';
import { showToast } from '../../stores/toast.ts';
import Dialog from '../ui/Dialog.tsx';
import { useHydrated } from '../ui/useHydrated.ts';

/**
 * The daily check-in (ARCHITECTURE.md: coins once per calendar day in India's time): offered on
 * the dashboard until done that day, then the checkin modal of spec §2 ('N coins received',
 * 'Check In Success', OK).
 */
export default function CheckIn({ t, locale }: { t: Translate; locale: Locale }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<{ checkedIn: boolean; coins: number } | null>(null);
  const [received, setReceived] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchCheckIn()
      .then((response) => setStatus(response.data))
      .catch(() => setStatus(null));
  }, []);

  const claim = async () => {
    setBusy(true);
    try {
      const response = await checkIn();
      updateProfile(response.profile);
      setStatus({ checkedIn: true, coins: response.data.coins });
      setReceived(response.data.coins);
    } catch (error) {
      if (error instanceof ApiError && error.code === WALLET_ERRORS.alreadyCheckedIn)
        setStatus((current) => current && { ...current, checkedIn: true });
      else showToast('error', t('checkin.failed'));
    } finally {
      setBusy(false);
    }
  };

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
            onClick={claim}
          >
            {t('checkin.button')}
          </button>
        </>
      )}
      <Dialog
        open={received !== null}
        title={t('checkin.success')}
        closeLabel={t('checkin.ok')}
        onClose={() => setReceived(null)}
      >
        <div className="checkin__modal">
          <img src="/images/icons/coins.svg" alt="" width="96" height="96" />
          <p className="checkin__received">{tPlural(t, locale, 'checkin.received', received ?? 0)}</p>
          <button type="button" className="button" onClick={() => setReceived(null)}>
            {t('checkin.ok')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
