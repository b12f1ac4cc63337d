import { useEffect, useRef, useState } from 'react';
import { LOCALE_TAGS, LOCALES, type Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { STORAGE_KEYS } from '../../client/storageKeys.ts';
import { localizePath } from '../../i18n/paths.ts';
import { $family, type FamilyChild } from '../../stores/family.ts';
import { $profile } from '../../stores/session.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { useClientStore } from '../ui/useClientStore.ts';
import { CoinCounter } from './CoinCounter.tsx';
import { PlayBell } from './PlayBell.tsx';
import { SyncStatus } from './SyncStatus.tsx';
import './play.css';

/** This page in another language, from the address in the browser (the activity's topic included). */
function otherLanguage(target: Locale): string {
  const { pathname, search, hash } = location;
  const path = pathname.replace(/^\/kn(?=\/|$)/, '') || '/';
  return `${localizePath(target, path)}${search}${hash}`;
}

/**
 * The child's bar on every learning screen (issue 15), in place of the website's menu: the
 * coins, the bell, and the child's picture opening their menu (My Account, the language; log out
 * is in My Account, behind the parent gate: issue 27); the house link is PlayPage's, the streak's flame its own island (StreakFlame.tsx). The picture is drawn on the phone (lib/avatar.ts): no name
 * leaves it. Every target is 48 px; it fits 360 px in Kannada.
 */
export default function PlayBar({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const user = useClientStore($profile, null);
  const family = useClientStore($family, [] as FamilyChild[]);
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  const balance = user?.coinBalance ?? null;
  return (
    <>
      <CoinCounter t={t} balance={balance} />
      <SyncStatus t={t} locale={locale} />
      {user ? (
        <PlayBell t={t} locale={locale} name={user.studentName} />
      ) : (
        <span className="playbar__button playbar__placeholder" aria-hidden="true" />
      )}
      <div className="playbar__menu" ref={menu}>
        <button
          ref={menuButton}
          type="button"
          className="playbar__button playbar__avatar"
          aria-label={t('play.menu')}
          aria-expanded={menuOpen}
          aria-controls="play-menu"
          onClick={() => setMenuOpen((open) => !open)}
          data-testid="bar-avatar"
        >
          {user && <Avatar user={user} size={44} />}
        </button>
        <div id="play-menu" className="playbar__popup playbar__popup--menu" hidden={!menuOpen}>
          {family.length > 1 && (
            <a
              className="playbar__menu-item"
              href={localizePath(locale, '/children')}
              data-testid="switch-child"
            >
              {t('children.switchMenu')}
            </a>
          )}
          <a className="playbar__menu-item" href={localizePath(locale, '/user-profile')}>
            {t('play.parents')}
          </a>
          <p className="playbar__menu-heading">{t('play.language')}</p>
          <div className="playbar__langs">
            {LOCALES.map((code) => (
              <a
                key={code}
                className="playbar__menu-item"
                href={menuOpen ? otherLanguage(code) : localizePath(code, '/dashboard')}
                lang={LOCALE_TAGS[code]}
                aria-current={code === locale ? 'true' : undefined}
                onClick={() => {
                  try {
                    localStorage.setItem(STORAGE_KEYS.locale, code);
                  } catch {
                    // Storage off: the switch still works, it is just not remembered.
                  }
                }}
              >
                {t(`lang.${code}`)}
              </a>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
