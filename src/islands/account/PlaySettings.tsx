import { useEffect, useState } from 'react';
import { fetchPlaySettings, updatePlaySettings } from '../../client/settings.ts';
import type { PlaySettings as Settings } from '../../contract/settings.ts';
import type { Translate } from '../../i18n/translate.ts';
import { showToast } from '../../stores/toast.ts';
import { SectionStatus } from './SectionStatus.tsx';
import { useLoad } from './useLoad.ts';

/** Issue 15: the parent's two switches for the child's play, sounds and timers, kept on the server. */
export function PlaySettings({ t }: { t: Translate }) {
  const loaded = useLoad(fetchPlaySettings);
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    if (loaded.data) setSettings(loaded.data.data);
  }, [loaded.data]);

  const change = async (key: keyof Settings, on: boolean) => {
    if (!settings) return;
    const before = settings;
    setSettings({ ...settings, [key]: on });
    try {
      setSettings((await updatePlaySettings({ [key]: on })).data);
    } catch {
      setSettings(before);
      showToast('error', t('account.play.failed'));
    }
  };

  return (
    <section className="account__card" aria-labelledby="play-title">
      <h2 id="play-title" className="account__title">
        {t('account.play.title')}
      </h2>
      <p className="account__muted">{t('account.play.intro')}</p>
      {!settings ? (
        <SectionStatus t={t} failed={loaded.failed} retry={loaded.retry} />
      ) : (
        <ul className="play-settings">
          {(['sounds', 'timers'] as const).map((key) => (
            <li key={key}>
              <label className="play-settings__row">
                <span>
                  <span className="play-settings__name">{t(`account.play.${key}`)}</span>
                  {key === 'timers' && <span className="account__muted">{t('account.play.timersHint')}</span>}
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={settings[key]}
                  className="play-settings__switch"
                  data-testid={`play-${key}`}
                  checked={settings[key]}
                  onChange={(event) => void change(key, event.currentTarget.checked)}
                />
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
