import { useCallback, useEffect, useState } from 'react';
import { LOCALE_TAGS, type Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { getUnitPack } from '../../client/offline.ts';
import { formatBytes } from '../../lib/bytes.ts';
import {
  $dataSaver,
  bytesOf,
  downloadsOnPhone,
  downloadUnit,
  filesToFetch,
  mayDownloadNow,
  removeDownload,
  storageUsed,
  type UnitPack,
} from '../../offline/downloads.ts';
import type { DownloadedStory, DownloadedUnit } from '../../offline/index.ts';
import { $classUnits, $unitsWanted } from '../../stores/account.ts';
import { showToast } from '../../stores/toast.ts';
import Dialog from '../ui/Dialog.tsx';
import { useClientStore } from '../ui/useClientStore.ts';
import { useQuery } from '../ui/useQuery.ts';
import { SectionStatus } from './SectionStatus.tsx';
import { useAccountUser } from './useAccountUser.ts';
import './account.css';

type Wanted = { packs: Array<{ pack: UnitPack; name: DownloadedUnit['name'] }>; title: string };

/**
 * The parent's downloads (issue 17), in the parent area: a unit, or every open unit of the
 * child's class, fetched for play with no signal. The size comes first, then progress while it
 * runs; a data-saver switch (Wi-Fi only, no videos); the space used on the phone, and a way to
 * remove a unit. Its own island: the parent area's other island is at its budget.
 */
export default function OfflineLessons({
  locale,
  messages,
}: {
  locale: Locale;
  messages: Partial<Messages>;
}) {
  const t = createTranslate(messages);
  const tag = LOCALE_TAGS[locale];
  const { user, open } = useAccountUser();
  const dataSaver = useClientStore($dataSaver, true);
  const capable = typeof caches !== 'undefined' && typeof indexedDB !== 'undefined';
  // The class's units are asked for only once the list shows (stores/account.ts).
  const listShown = Boolean(user && open && capable);
  useEffect(() => $unitsWanted.set(listShown || null), [listShown]);
  const classUnits = useQuery($classUnits);
  // The units downloaded, and the stories a child kept from the reading corner (issue 30).
  const [{ units: downloaded, stories }, setDownloaded] = useState<{
    units: DownloadedUnit[];
    stories: DownloadedStory[];
  }>({ units: [], stories: [] });
  const [used, setUsed] = useState<{ bytes: number; kept: boolean } | null>(null);
  const [wanted, setWanted] = useState<Wanted | null>(null);
  const [progress, setProgress] = useState<{ title: string; done: number; total: number } | null>(null);
  const [asking, setAsking] = useState(false);

  const refresh = useCallback(async () => {
    setDownloaded({ units: await downloadsOnPhone('units'), stories: await downloadsOnPhone('stories') });
    setUsed(await storageUsed());
  }, []);
  useEffect(() => {
    if (open && capable) void refresh();
  }, [open, capable, refresh]);

  if (!user || !open) return null;
  const unitTitle = (n: number, name: DownloadedUnit['name']) =>
    `${t('learn.unitNumber', { n })} · ${name[locale]}`;

  /** Size first: the packs are asked for, and the parent sees what it costs before anything comes. */
  const ask = async (
    units: Array<{ _id: string; unitNumber: number; name: DownloadedUnit['name'] }>,
    title: string,
  ) => {
    if (!mayDownloadNow(dataSaver)) return showToast('info', t('account.offline.needWifi'));
    setAsking(true);
    try {
      const packs = await Promise.all(
        units.map(async (u) => ({ pack: await getUnitPack(u._id), name: u.name })),
      );
      setWanted({ packs, title });
    } catch {
      showToast('error', t('account.offline.failed'));
    } finally {
      setAsking(false);
    }
  };

  const start = async () => {
    if (!wanted) return;
    const { packs, title } = wanted;
    setWanted(null);
    const total = packs.reduce((sum, p) => sum + bytesOf(filesToFetch(p.pack, !dataSaver)), 0);
    let before = 0;
    // The bar shows at once: a download starts with a few small reads before its first file.
    setProgress({ title, done: 0, total });
    try {
      for (const { pack, name } of packs) {
        await downloadUnit(
          pack,
          { name },
          {
            videos: !dataSaver,
            onProgress: (done) => setProgress({ title, done: before + done, total }),
          },
        );
        before += bytesOf(filesToFetch(pack, !dataSaver));
      }
      showToast('success', t('account.offline.done', { name: title }));
    } catch {
      showToast('error', t('account.offline.failed'));
    } finally {
      setProgress(null);
      await refresh();
    }
  };

  const isDownloaded = (unitId: string) => downloaded.find((d) => d.unitId === unitId);
  const openUnits = (classUnits.data ?? []).flatMap(({ units }) => units.filter((u) => !u.locked));
  const wantedBytes =
    wanted?.packs.reduce((sum, p) => sum + bytesOf(filesToFetch(p.pack, !dataSaver)), 0) ?? 0;
  const busy = asking || progress !== null;
  /** A unit or story on the phone: its size, and the way to remove it. */
  const kept = (name: string, bytes: number, remove: () => Promise<void>) => (
    <span className="offline__done">
      <span>{t('account.offline.onPhone', { size: formatBytes(bytes, tag) })}</span>
      <button
        type="button"
        className="button button--light"
        disabled={busy}
        aria-label={t('account.offline.removeUnit', { name })}
        onClick={async () => {
          await remove();
          await refresh();
        }}
      >
        {t('account.offline.remove')}
      </button>
    </span>
  );

  return (
    <section className="account__card offline" aria-labelledby="offline-title" data-testid="offline-lessons">
      <h2 id="offline-title" className="account__title">
        {t('account.offline.title')}
      </h2>
      <p className="account__muted">{t('account.offline.intro')}</p>
      {!capable ? (
        <p>{t('account.offline.unsupported')}</p>
      ) : (
        <>
          <label className="play-settings__row">
            <span>
              <span className="play-settings__name">{t('account.offline.dataSaver')}</span>
              <span className="account__muted">{t('account.offline.dataSaverHint')}</span>
            </span>
            <input
              type="checkbox"
              role="switch"
              aria-checked={dataSaver}
              className="play-settings__switch"
              data-testid="offline-data-saver"
              checked={dataSaver}
              onChange={(event) => $dataSaver.set(event.currentTarget.checked)}
            />
          </label>
          {used && (
            <p data-testid="offline-used">
              {t('account.offline.used', { size: formatBytes(used.bytes, tag) })}{' '}
              {used.kept && <span className="account__muted">{t('account.offline.kept')}</span>}
            </p>
          )}
          {progress && (
            <div className="offline__progress" data-testid="offline-progress">
              <label htmlFor="offline-progress-bar">
                {t('account.offline.downloading', {
                  name: progress.title,
                  done: formatBytes(progress.done, tag),
                  total: formatBytes(progress.total, tag),
                })}
              </label>
              <progress id="offline-progress-bar" max={Math.max(progress.total, 1)} value={progress.done} />
            </div>
          )}
          {!classUnits.data ? (
            <SectionStatus t={t} failed={classUnits.failed} retry={classUnits.retry} />
          ) : (
            <>
              {openUnits.length > 0 && (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  data-testid="offline-download-all"
                  onClick={() => void ask(openUnits, t('account.offline.everything'))}
                >
                  {t('account.offline.downloadAll')}
                </button>
              )}
              {classUnits.data.map(({ subject, units }) => (
                <div key={subject.key} className="offline__subject">
                  <h3 className="offline__subject-name">{subject.name[locale]}</h3>
                  <ul className="offline__units">
                    {units.map((unit) => {
                      const done = isDownloaded(unit._id);
                      const title = unitTitle(unit.unitNumber, unit.name);
                      return (
                        <li key={unit._id} className="offline__unit" data-testid={`offline-unit-${unit._id}`}>
                          <span className="offline__unit-name">{title}</span>
                          {unit.locked ? (
                            <span className="account__muted">{t('account.offline.locked')}</span>
                          ) : done ? (
                            kept(title, done.bytes, () => removeDownload('units', unit._id))
                          ) : (
                            <button
                              type="button"
                              className="button button--light"
                              disabled={busy}
                              aria-label={t('account.offline.downloadUnit', { name: title })}
                              onClick={() => void ask([unit], title)}
                            >
                              {t('account.offline.download')}
                            </button>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
            </>
          )}
          {stories.length > 0 && (
            <div className="offline__subject">
              <h3 className="offline__subject-name">{t('account.offline.stories')}</h3>
              <ul className="offline__units">
                {stories.map(({ key, story, bytes }) => (
                  <li key={key} className="offline__unit">
                    <span className="offline__unit-name" lang={story.language}>
                      {story.title}
                    </span>
                    {kept(story.title, bytes, () => removeDownload('stories', key))}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
      <Dialog
        open={wanted !== null}
        title={t('account.offline.confirmTitle')}
        closeLabel={t('modal.close')}
        onClose={() => setWanted(null)}
      >
        {wanted && (
          <div className="offline__confirm" data-testid="offline-confirm">
            <p>{wanted.title}</p>
            <p className="offline__size" data-testid="offline-size" data-bytes={wantedBytes}>
              {t('account.offline.size', { size: formatBytes(wantedBytes, tag) })}
            </p>
            {dataSaver && <p className="account__muted">{t('account.offline.noVideos')}</p>}
            <div className="offline__actions">
              <button type="button" className="button button--light" onClick={() => setWanted(null)}>
                {t('account.offline.cancel')}
              </button>
              <button type="button" className="button" onClick={() => void start()}>
                {t('account.offline.download')}
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </section>
  );
}
