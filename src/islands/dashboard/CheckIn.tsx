import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import { type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import { $checkIn, type CheckInPaid, loadCheckIn } from '../../stores/play.ts';
import { ActionIcon } from '../ui/ActionIcon.tsx';
import CheckInReceived from '../ui/CheckInReceived.tsx';
import { LinesSpeaker, useWaySpeaks } from '../ui/NameSpeaker.tsx';
import { countedLine, spokenLine } from '../ui/spokenLine.ts';
import { useClaimCheckIn } from '../ui/useClaimCheckIn.ts';
import { useClientStore } from '../ui/useClientStore.ts';
import { useHydrated } from '../ui/useHydrated.ts';

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
