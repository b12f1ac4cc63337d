import { useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { localizePath } from '../../i18n/paths.ts';
import { go } from '../../lib/navigation.ts';
import { $children } from '../../stores/children.ts';
import { $family, type FamilyChild, playAs } from '../../stores/family.ts';
import { $profile } from '../../stores/session.ts';
import { showToast } from '../../stores/toast.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { useClientStore } from '../ui/useClientStore.ts';
import { useQuery } from '../ui/useQuery.ts';
import './children.css';

/**
 * /children, "Who is playing?" (issue 18): after a parent signs in with two or more children,
 * and from the child's bar. Each child is their picture and name, a big target; no password
 * (the parent signed in). The list shows at once from the phone and is refreshed from the server.
 */
export default function ChildPicker({
  locale,
  messages,
  clip,
}: {
  locale: Locale;
  messages: Partial<Messages>;
  /** "Who is playing? Tap your picture." read aloud (src/data/ui-audio), for children who cannot read yet. */
  clip: string;
}) {
  const t = createTranslate(messages);
  const family = useClientStore($family, [] as FamilyChild[]);
  const user = useClientStore($profile, null);
  const [busy, setBusy] = useState<string | null>(null);

  // Refreshed from the server into `$family`; offline, the children kept on the phone are shown
  // (switching needs the internet).
  useQuery($children);

  const choose = async (child: FamilyChild) => {
    setBusy(child.id);
    try {
      await playAs(child.id);
      showToast('success', t('children.switched', { name: child.studentName }));
      go(locale, '/dashboard', { replace: true });
    } catch {
      showToast('error', t('children.switchFailed'));
      setBusy(null);
    }
  };

  return (
    <section className="picker" aria-labelledby="picker-title">
      <div className="picker__heading">
        <h1 id="picker-title" className="picker__title">
          {t('children.pickTitle')}
        </h1>
        {clip && (
          <button
            type="button"
            className="picker__listen"
            aria-label={t('children.listen')}
            onClick={() => void new Audio(clip).play().catch(() => {})}
            data-testid="picker-listen"
            data-clip={clip}
          >
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
              <path
                d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        )}
      </div>
      <p className="picker__hint">{t('children.pickHint')}</p>
      <ul className="picker__list">
        {family.map((child) => {
          const playing = child.id === user?._id;
          return (
            <li key={child.id}>
              <button
                type="button"
                className={`picker__child${playing ? ' picker__child--playing' : ''}`}
                onClick={() => void choose(child)}
                disabled={busy !== null}
                aria-busy={busy === child.id}
                data-testid="pick-child"
              >
                <Avatar user={child} size={96} testId="child-avatar" />
                <span className="picker__name">{child.studentName}</span>
                <span className="picker__class">{t('children.classOf', { n: child.grade })}</span>
                {playing && <span className="picker__now">{t('children.playingNow')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="picker__parents">
        <a href={`${localizePath(locale, '/user-profile')}#family`}>{t('children.addForParents')}</a>
      </p>
    </section>
  );
}
