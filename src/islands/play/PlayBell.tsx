import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { relativeDay } from '../../../domain/rules/calendarDay.ts';
import { $bell, loadBell, markShownRead } from '../../stores/bell.ts';
import { SpeakerIcon } from '../ui/SpeakerIcon.tsx';
import '../ui/speaker.css';
import { useClientStore } from '../ui/useClientStore.ts';

/**
 * The bell of the child's bar (issue 15; spec §2's navbar bell): a tap opens the list (touch
 * screens have no hover), and what the list shows unread is marked read, so the badge clears.
 * Its state and behaviour are the one bell's (stores/bell.ts), which the website's navbar draws too.
 * The unread ones stay tinted while the list is open, so the child sees which were new.
 */
export function PlayBell({ t, locale, name }: { t: Translate; locale: Locale; name: string }) {
  const { list, unread } = useClientStore($bell, { list: null, unread: 0 });
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void loadBell(locale);
  }, [locale]);

  // Reading the list marks what it shows (the one bell: stores/bell.ts).
  useEffect(() => {
    if (open && list) void markShownRead();
  }, [open, list]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const now = new Date();
  const words = { today: t('notify.today'), yesterday: t('notify.yesterday'), daysAgo: t('notify.daysAgo') };
  return (
    <div className="playbar__bell" ref={area}>
      <button
        ref={button}
        type="button"
        className="playbar__button"
        aria-label={`${t('nav.notifications')} (${t('notify.unread', { count: unread })})`}
        aria-expanded={open}
        aria-controls="play-notifications"
        onClick={() => setOpen((value) => !value)}
        data-testid="bar-bell"
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.5L4.5 15v1.5h15V15L18 12.5V9a6 6 0 0 0-6-6zm0 19a2.5 2.5 0 0 0 2.4-2h-4.8A2.5 2.5 0 0 0 12 22z"
            fill="currentColor"
          />
        </svg>
        {unread > 0 && (
          <span className="playbar__badge" aria-hidden="true" data-testid="bar-bell-badge">
            {unread}
          </span>
        )}
      </button>
      <section
        id="play-notifications"
        className="playbar__popup"
        aria-label={t('nav.notifications')}
        hidden={!open}
      >
        {list && list.length === 0 && <p className="playbar__empty">{t('notify.empty')}</p>}
        <ul className="playbar__list">
          {list?.map((n) => (
            <li key={n._id} className="playbar__item" data-read={String(n.read)}>
              <img src={n.imageUrl ?? '/images/icons/videos.svg'} alt="" width="40" height="40" />
              <span className="playbar__text">
                <strong>{n.title}</strong>
                <span>
                  {t('notify.hey', { name })} {n.content}
                </span>
                <time dateTime={n.timestamp}>{relativeDay(new Date(n.timestamp), now, words)}</time>
              </span>
              {/* Heard too (issue 29): a notification's words are made for the child (a name, a
                  count, a date), so the phone's own voice says them, where the phone has one. The
                  reading code comes with the first tap: the bar is on every page. */}
              <button
                type="button"
                className="speaker"
                data-voice="device"
                aria-label={t('activity.read.listen', { text: n.title })}
                onClick={() => {
                  void import('../ui/readAloud.ts').then(({ say, sayable }) =>
                    say(
                      [
                        sayable(n.title, null, locale),
                        sayable(`${t('notify.hey', { name })} ${n.content}`, null, locale),
                      ],
                      true,
                    ),
                  );
                }}
              >
                <SpeakerIcon />
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
