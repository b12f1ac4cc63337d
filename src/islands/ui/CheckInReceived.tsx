import type { Locale } from '../../../domain/contract/locale.ts';
import { type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import type { CheckInPaid } from '../../stores/play.ts';
import { ActionIcon } from './ActionIcon.tsx';
import Dialog from './Dialog.tsx';
import { LinesSpeaker, useWaySpeaks } from './NameSpeaker.tsx';
import { countedLine, spokenLine } from './spokenLine.ts';

/**
 * The checkin modal of spec §2 ('N coins received', 'Check In Success', OK): shown by the
 * dashboard's card and by the streak's flame in the child's bar alike. A streak reward the
 * check-in reached (issue 15) is said under it, and everything it says is heard too (issue 29):
 * on its speaker, and when it opens for a child whose lessons read themselves.
 */
export default function CheckInReceived({
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
