import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import { type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import { $checkIn, type CheckInPaid, claimCheckIn, loadCheckIn } from '../../stores/play.ts';
import { showToast } from '../../stores/toast.ts';
import { LinesSpeaker, useWaySpeaks } from '../learn/NameSpeaker.tsx';
import { ActionIcon } from '../ui/ActionIcon.tsx';
import Dialog from '../ui/Dialog.tsx';
import { countedLine, spokenLine } from '../ui/spokenLine.ts';
import { useClientStore } from '../ui/useClientStore.ts';
import { useHydrated } from '../ui/useHydrated.ts';

/**
 * The checkin modal of spec §2 ('N coins received', 'Check In Success', OK): shown by the
 * dashboard's card and by the streak's flame in the child's bar alike. A streak reward the
 * check-in reached (issue 15) is said under it, and everything it says is heard too (issue 29):
 * on its speaker, and when it opens for a child whose lessons read themselves.
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
  const way = useWaySpeaks(locale);
  const lines = paid
    ? [
        spokenLine(t, locale, 'checkin.success'),
        countedLine(t, locale, 'checkin.received', paid.coins),
        paid.streakCoins > 0 ? countedLine(t, locale, 'checkin.streakBonus', paid.streakCoins) : null,
      ]
    : [];
  way.useArrivalLines(lines, paid ? `${paid.coins}:${paid.streakCoins}` : undefined);
  return (
    <Dialog open={paid !== null} title={t('checkin.success')} closeLabel={t('checkin.ok')} onClose={onClose}>
      <div className="checkin__modal">
        <img src="/images/icons/coins.svg" alt="" width="96" height="96" />
        <div className="checkin__said">
          <p className="checkin__received">{tPlural(t, locale, 'checkin.received', paid?.coins ?? 0)}</p>
          <LinesSpeaker way={way} lines={lines} t={t} />
        </div>
        {paid && paid.streakCoins > 0 && (
          <p className="checkin__streak">{tPlural(t, locale, 'checkin.streakBonus', paid.streakCoins)}</p>
        )}
        <button type="button" className="button" onClick={onClose}>
          <ActionIcon name="check" />
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

  const way = useWaySpeaks(locale);
  if (!status) return null;
  const said = status.checkedIn
    ? [spokenLine(t, locale, 'checkin.done')]
    : [countedLine(t, locale, 'checkin.offer', status.coins)];
  return (
    <section className="checkin" aria-labelledby="checkin-title">
      <h2 id="checkin-title" className="checkin__title">
        {t('checkin.title')}
      </h2>
      {status.checkedIn ? (
        <div className="checkin__said">
          <p className="checkin__done">{t('checkin.done')}</p>
          <LinesSpeaker way={way} lines={said} t={t} />
        </div>
      ) : (
        <>
          <div className="checkin__said">
            <p>{tPlural(t, locale, 'checkin.offer', status.coins)}</p>
            <LinesSpeaker way={way} lines={said} t={t} />
          </div>
          <button
            type="button"
            className="button checkin__button"
            disabled={!hydrated || busy}
            onClick={async () => setReceived(await claim())}
          >
            <ActionIcon name="check" />
            {t('checkin.button')}
          </button>
        </>
      )}
      <CheckInReceived t={t} locale={locale} paid={received} onClose={() => setReceived(null)} />
    </section>
  );
}
