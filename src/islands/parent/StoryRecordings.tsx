import { useEffect, useMemo, useRef, useState } from 'react';
import type { Profile } from '../../../domain/contract/auth.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Recording, RecordingSettings } from '../../../domain/contract/recordings.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import {
  deleteRecording,
  getRecording,
  getRecordingSettings,
  listRecordings,
  updateRecordingSettings,
} from '../../client/recordings.ts';
import { listStories } from '../../client/stories.ts';
import { formatMoment } from '../../lib/dates.ts';
import { childRecordings, deletePhoneRecording, type PhoneRecording } from '../../offline/recordingStore.ts';
import { createQuery } from '../../stores/query.ts';
import { showToast } from '../../stores/toast.ts';
import { useQuery } from '../ui/useQuery.ts';
import { SectionStatus } from './SectionStatus.tsx';
import './recordings.css';

/** One recording as the parent sees it: on this phone, in the account, or both. */
interface Listed {
  id: string;
  storyKey: string;
  storyTitle: string | null;
  page: number;
  recordedAt: string;
  onPhone: PhoneRecording | null;
  inAccount: boolean;
}

function merge(phone: PhoneRecording[], account: Recording[]): Listed[] {
  const byId = new Map<string, Listed>();
  for (const r of phone) byId.set(r.id, { ...r, onPhone: r, inAccount: false });
  for (const r of account) {
    const known = byId.get(r.id);
    byId.set(
      r.id,
      known ? { ...known, inAccount: true } : { ...r, storyTitle: null, onPhone: null, inAccount: true },
    );
  }
  return [...byId.values()].sort((a, b) => b.recordedAt.localeCompare(a.recordedAt));
}

/** The recordings by story (the story of the newest first), each story's newest first. */
function byStory(list: Listed[]): [string, Listed[]][] {
  const groups = new Map<string, Listed[]>();
  for (const item of list) groups.set(item.storyKey, [...(groups.get(item.storyKey) ?? []), item]);
  return [...groups.entries()];
}

const fromBase64 = (text: string, type: string) =>
  new Blob([Uint8Array.from(atob(text), (c) => c.charCodeAt(0))], { type });

/**
 * The parent's card for the reading corner's "My turn" (issue 30, point 3), for the child the
 * cards are for: allow recording (off until turned on), keep recordings in the account (off), and
 * the child's recordings by story and date, on this phone and in the account, to play and delete.
 * The account's list is the parent's (the parent proof): read only once the gate is passed.
 */
export function StoryRecordings({
  t,
  locale,
  user,
  open,
}: {
  t: Translate;
  locale: Locale;
  user: Profile;
  open: boolean;
}) {
  // The phone's and the account's recordings, asked for once per child and gate state (the
  // account's list only once the gate is passed).
  const $loaded = useMemo(
    () =>
      createQuery(['recordings/', user._id, open ? '/open' : '/shut'], async () => {
        const [settings, phone, account] = await Promise.all([
          getRecordingSettings().then(({ data }) => data),
          childRecordings(user._id).catch(() => []),
          open ? listRecordings().then(({ data }) => data) : Promise.resolve([]),
        ]);
        return { settings, list: merge(phone, account) };
      }),
    [user._id, open],
  );
  const loaded = useQuery($loaded);
  const [settings, setSettings] = useState<RecordingSettings | null>(null);
  const [list, setList] = useState<Listed[]>([]);
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [playing, setPlaying] = useState<string | null>(null);
  const player = useRef<HTMLAudioElement | null>(null);
  const address = useRef<string | null>(null);

  useEffect(() => {
    if (!loaded.data) return;
    setSettings(loaded.data.settings);
    setList(loaded.data.list);
    // Recordings kept from another phone carry no title: the stories' list has them.
    if (loaded.data.list.some((item) => !item.storyTitle))
      void listStories()
        .then(({ data }) => setTitles(Object.fromEntries(data.map((story) => [story.key, story.title]))))
        .catch(() => {});
  }, [loaded.data]);
  useEffect(
    () => () => {
      if (address.current) URL.revokeObjectURL(address.current);
    },
    [],
  );

  const change = async (key: keyof RecordingSettings, on: boolean) => {
    if (!settings) return;
    const before = settings;
    setSettings({ ...settings, [key]: on });
    try {
      setSettings((await updateRecordingSettings({ [key]: on })).data);
    } catch {
      setSettings(before);
      showToast('error', t('account.recordings.failed'));
    }
  };

  const play = async (item: Listed) => {
    try {
      const audio = item.onPhone
        ? item.onPhone.audio
        : await getRecording(item.id).then(({ data }) => fromBase64(data.audio, data.mimeType));
      if (address.current) URL.revokeObjectURL(address.current);
      address.current = URL.createObjectURL(audio);
      const element = player.current;
      if (!element) return;
      element.src = address.current;
      setPlaying(item.id);
      await element.play();
    } catch {
      setPlaying(null);
      showToast('error', t('account.recordings.failed'));
    }
  };

  const remove = async (item: Listed) => {
    try {
      if (item.inAccount) await deleteRecording(item.id);
      if (item.onPhone) await deletePhoneRecording(item.id);
      setList((now) => now.filter((other) => other.id !== item.id));
      showToast('success', t('account.recordings.deleted'));
    } catch {
      showToast('error', t('account.recordings.failed'));
    }
  };

  const where = (item: Listed) =>
    t(
      item.onPhone && item.inAccount
        ? 'account.recordings.both'
        : item.onPhone
          ? 'account.recordings.onPhone'
          : 'account.recordings.inAccount',
    );

  return (
    <section className="account__card" aria-labelledby="recordings-title" data-testid="story-recordings">
      <h2 id="recordings-title" className="account__title">
        {t('account.recordings.title')}
      </h2>
      <p className="account__muted">{t('account.recordings.intro')}</p>
      {!settings ? (
        <SectionStatus t={t} failed={loaded.failed} retry={loaded.retry} />
      ) : (
        <>
          <ul className="play-settings">
            <li>
              <label className="play-settings__row">
                <span className="play-settings__name">
                  {t('account.recordings.allowed', { name: user.studentName })}
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={settings.allowed}
                  className="play-settings__switch"
                  data-testid="recordings-allowed"
                  checked={settings.allowed}
                  onChange={(event) => void change('allowed', event.currentTarget.checked)}
                />
              </label>
            </li>
            <li>
              <label className="play-settings__row">
                <span>
                  <span className="play-settings__name">{t('account.recordings.keep')}</span>
                  <span className="account__muted">{t('account.recordings.keepHint')}</span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={settings.keep}
                  className="play-settings__switch"
                  data-testid="recordings-keep"
                  checked={settings.keep}
                  onChange={(event) => void change('keep', event.currentTarget.checked)}
                />
              </label>
            </li>
          </ul>
          <h3 className="recordings__heading">{t('account.recordings.list')}</h3>
          {/* biome-ignore lint/a11y/useMediaCaption: a child's own voice reading a page of a story */}
          <audio ref={player} onEnded={() => setPlaying(null)} data-recording-player="" />
          {list.length === 0 ? (
            <p className="account__muted">{t('account.recordings.none')}</p>
          ) : (
            byStory(list).map(([key, items]) => {
              const title = items.find((item) => item.storyTitle)?.storyTitle ?? titles[key] ?? key;
              return (
                <section key={key} className="recordings__story" aria-label={title}>
                  <h4>{title}</h4>
                  <ul className="recordings__list">
                    {items.map((item) => {
                      const date = formatMoment(item.recordedAt, locale);
                      const names = { story: title, n: item.page, date };
                      return (
                        <li key={item.id} className="recordings__item" data-testid="recording">
                          <span>
                            <span className="play-settings__name">
                              {date} · {t('account.recordings.page', { n: item.page })}
                            </span>
                            <span className="account__muted">{where(item)}</span>
                          </span>
                          <span className="recordings__actions">
                            <button
                              type="button"
                              className="button"
                              aria-label={t('account.recordings.play', names)}
                              aria-pressed={playing === item.id}
                              onClick={() => void play(item)}
                            >
                              <svg
                                viewBox="0 0 24 24"
                                width="20"
                                height="20"
                                aria-hidden="true"
                                fill="currentColor"
                              >
                                <path d="M8 5v14l11-7z" />
                              </svg>
                            </button>
                            <button
                              type="button"
                              className="button button--light"
                              aria-label={t('account.recordings.delete', names)}
                              onClick={() => void remove(item)}
                            >
                              <svg
                                viewBox="0 0 24 24"
                                width="20"
                                height="20"
                                aria-hidden="true"
                                fill="none"
                                stroke="currentColor"
                                strokeWidth="2.4"
                                strokeLinecap="round"
                              >
                                <path d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13" />
                              </svg>
                            </button>
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              );
            })
          )}
        </>
      )}
    </section>
  );
}
