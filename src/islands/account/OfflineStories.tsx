import { useCallback, useEffect, useState } from 'react';
import { LOCALE_TAGS, type Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { formatBytes } from '../../lib/bytes.ts';
import type { DownloadedStory } from '../../offline/offlineDb.ts';
import { downloadedStories, removeStory } from '../../offline/storyDownloads.ts';

/**
 * The stories kept on this phone for the child (issue 30 point 5), in the parent's offline
 * lessons: each with its size and a way to remove it. A child keeps a story from the library.
 */
export function OfflineStories({
  t,
  locale,
  disabled,
  onRemoved,
}: {
  t: Translate;
  locale: Locale;
  disabled: boolean;
  onRemoved: () => void;
}) {
  const [stories, setStories] = useState<DownloadedStory[] | null>(null);
  const load = useCallback(
    () =>
      downloadedStories()
        .then(setStories)
        .catch(() => setStories([])),
    [],
  );
  useEffect(() => void load(), [load]);
  if (!stories) return null;
  return (
    <div className="offline__subject" data-testid="offline-stories">
      <h3 className="offline__subject-name">{t('account.offline.stories')}</h3>
      <p className="account__muted">{t('account.offline.storiesHint')}</p>
      {stories.length === 0 ? (
        <p>{t('account.offline.noStories')}</p>
      ) : (
        <ul className="offline__units">
          {stories.map(({ key, story, bytes }) => (
            <li key={key} className="offline__unit" data-testid={`offline-story-${key}`}>
              <span className="offline__unit-name" lang={story.language}>
                {story.title}
              </span>
              <span className="offline__done">
                <span>{t('account.offline.onPhone', { size: formatBytes(bytes, LOCALE_TAGS[locale]) })}</span>
                <button
                  type="button"
                  className="button button--light"
                  disabled={disabled}
                  aria-label={t('account.offline.removeUnit', { name: story.title })}
                  onClick={async () => {
                    await removeStory(key);
                    await load();
                    onRemoved();
                  }}
                >
                  {t('account.offline.remove')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
