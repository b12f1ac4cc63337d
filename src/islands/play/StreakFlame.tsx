import { lazy, Suspense, useEffect, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate, tPlural } from '../../../domain/i18n/translate.ts';
import { $checkIn, type CheckInPaid, loadCheckIn } from '../../stores/play.ts';
import { $profile } from '../../stores/session.ts';
import { $streak, loadStreak } from '../../stores/streak.ts';
import Dialog from '../ui/Dialog.tsx';
import { useClaimCheckIn } from '../ui/useClaimCheckIn.ts';
import { useClientStore } from '../ui/useClientStore.ts';

// The check-in's success dialog speaks (issue 29): its code comes only when a check-in pays.
const CheckInReceived = lazy(() => import('../ui/CheckInReceived.tsx'));

import './play.css';

/**
 * The streak's flame (issue 15): the days in a row with a check-in or a finished activity. A tap
 * opens today's check-in while it is not done (the dashboard card's modal and rules), else the
 * streak's best. Lit when today already counts. Its own island beside the bar's (PlayBar.tsx),
 * so that each stays within its code budget; they share the stores. The streak is read again
 * when the coins change (an activity finished) and after today's check-in.
 */
export default function StreakFlame({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const user = useClientStore($profile, null);
  const balance = user?.coinBalance ?? null;
  const streak = useClientStore($streak, null);
  const checkIn = useClientStore($checkIn, null);
  const [open, setOpen] = useState(false);
  const [received, setReceived] = useState<CheckInPaid | null>(null);
  const { busy, claim } = useClaimCheckIn(t);

  useEffect(() => {
    void loadCheckIn();
  }, []);
  const checkedIn = checkIn?.checkedIn ?? null;
  useEffect(() => {
    if (balance !== null && checkedIn !== null) void loadStreak();
  }, [balance, checkedIn]);

  const days = streak?.days ?? 0;
  const due = checkIn !== null && !checkIn.checkedIn;
  const label = `${t('play.streak', { count: days })}${due ? `. ${t('play.streakCheckIn')}` : ''}`;
  if (!user) return <span className="playbar__streak playbar__placeholder" aria-hidden="true" />;
  return (
    <>
      <button
        type="button"
        className={`playbar__streak${streak?.activeToday ? ' is-lit' : ''}${due ? ' is-due' : ''}`}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="bar-streak"
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            className="playbar__flame"
            d="M12 2c1 3.5 5.5 6 5.5 11a5.5 5.5 0 0 1-11 0c0-2.6 1.3-4.3 2.6-5.6.2 1.6.9 2.7 2 3.2C10.6 7.8 11.4 4.8 12 2z"
          />
        </svg>
        <span className="playbar__figure" aria-hidden="true">
          {days}
        </span>
        {due && <span className="playbar__dot" aria-hidden="true" />}
      </button>
      <Dialog
        open={open}
        title={t('play.streakTitle')}
        closeLabel={t('play.close')}
        onClose={() => setOpen(false)}
      >
        {/* Its words only while open: the dashboard's card says the same offer. */}
        {open && (
          <div className="streak">
            <p className="streak__days">
              <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true">
                <path
                  fill="#ff7a1a"
                  d="M12 2c1 3.5 5.5 6 5.5 11a5.5 5.5 0 0 1-11 0c0-2.6 1.3-4.3 2.6-5.6.2 1.6.9 2.7 2 3.2C10.6 7.8 11.4 4.8 12 2z"
                />
              </svg>
              <span>{t('play.streak', { count: days })}</span>
            </p>
            {streak && streak.best > 0 && <p>{t('play.streakBest', { count: streak.best })}</p>}
            {due ? (
              <>
                <p>{tPlural(t, locale, 'checkin.offer', checkIn?.coins ?? 0)}</p>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={async () => {
                    const paid = await claim();
                    if (paid !== null) {
                      setOpen(false);
                      setReceived(paid);
                    }
                  }}
                >
                  {t('checkin.button')}
                </button>
              </>
            ) : (
              checkIn && <p>{t('play.streakKeep')}</p>
            )}
          </div>
        )}
      </Dialog>
      {received && (
        <Suspense fallback={null}>
          <CheckInReceived t={t} locale={locale} paid={received} onClose={() => setReceived(null)} />
        </Suspense>
      )}
    </>
  );
}
