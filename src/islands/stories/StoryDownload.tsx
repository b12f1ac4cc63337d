import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { LOCALE_TAGS, type Locale } from '../../../domain/contract/locale.ts';
import type { StoryCard } from '../../../domain/contract/stories.ts';
import { type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import { localizePath } from '../../i18n/paths.ts';
import { $dataSaver, downloadsOnPhone, mayDownloadNow } from '../../offline/downloads.ts';
import { downloadStory } from '../../offline/storyDownloads.ts';
import { ActionIcon } from '../ui/ActionIcon.tsx';

/**
 * A story's size in kilobytes, as the page's language says them: a story is at most 400 KB of
 * clips and pictures (npm run budgets). Not src/lib/bytes.ts: shared with the parent area, it
 * would be a chunk of its own there, and /user-profile is at its JavaScript bar.
 */
const kilobytes = (bytes: number, locale: Locale) =>
  new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'unit',
    unit: 'kilobyte',
    unitDisplay: 'short',
  }).format(Math.max(1, Math.round(bytes / 1000)));

/** Whether the phone has a network now, following the browser's online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      addEventListener('online', changed);
      addEventListener('offline', changed);
      return () => {
        removeEventListener('online', changed);
        removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/** The keys of the stories downloaded on this phone for the child, and a way to look again. */
export function useStoriesOnPhone(): [Set<string> | null, () => void] {
  const [keys, setKeys] = useState<Set<string> | null>(null);
  const refresh = useCallback(() => {
    downloadsOnPhone('stories')
      .then((stories) => setKeys(new Set(stories.map((s) => s.key))))
      .catch(() => setKeys(new Set()));
  }, []);
  useEffect(refresh, [refresh]);
  return [keys, refresh];
}

/**
 * A story's download button (issue 30 point 5), on its library card and its title page: its
 * size first ("1 story · 38 KB"), the progress while it comes, then "On this phone". A child may
 * tap it: a story weighs about what reading it once online costs, and with data saver on (the
 * default) it waits for Wi-Fi and says to ask a grown-up. Nothing shows with no network.
 */
export function StoryDownload({
  card,
  onPhone,
  online,
  onKept,
  t,
  locale,
}: {
  card: StoryCard;
  onPhone: boolean;
  online: boolean;
  onKept: () => void;
  t: Translate;
  locale: Locale;
}) {
  const [percent, setPercent] = useState<number | null>(null);
  const [note, setNote] = useState<'needWifi' | 'failed' | null>(null);
  if (onPhone)
    return (
      <p className="story-download story-download--kept" lang={locale} data-testid="story-on-phone">
        <ActionIcon name="check" />
        {t('stories.offline.onPhone')}
      </p>
    );
  if (!online) return null;
  if (percent !== null)
    return (
      <p className="story-download" lang={locale} role="status">
        {t('stories.offline.downloading', { percent })}
      </p>
    );
  const keep = async () => {
    if (!mayDownloadNow($dataSaver.get())) return setNote('needWifi');
    setNote(null);
    setPercent(0);
    try {
      const pages = [localizePath(locale, '/stories'), localizePath(locale, '/story')];
      await downloadStory(card.key, pages, (done, total) =>
        setPercent(Math.round((100 * done) / Math.max(total, 1))),
      );
      onKept();
    } catch {
      setNote('failed');
    } finally {
      setPercent(null);
    }
  };
  return (
    <div className="story-download" lang={locale}>
      <button
        type="button"
        className="button button--light story-download__button"
        data-testid="story-download"
        onClick={() => void keep()}
      >
        <ActionIcon name="download" />
        <span>
          {t('stories.offline.download')}
          <span className="story-download__size" data-bytes={card.bytes}>
            {tPlural(t, locale, 'stories.offline.size', 1, { size: kilobytes(card.bytes, locale) })}
          </span>
        </span>
      </button>
      {note && (
        <p className="story-download__note" role="status">
          {t(`stories.offline.${note}`)}
        </p>
      )}
    </div>
  );
}
