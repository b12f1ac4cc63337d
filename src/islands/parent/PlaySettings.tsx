import { useEffect, useState } from 'react';
import type { PlaySettingsChange, PlaySettings as Settings } from '../../../domain/contract/settings.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { updatePlaySettings } from '../../client/settings.ts';
import { hasDeviceVoice } from '../../lib/deviceVoice.ts';
import { $playSettingsAnswer } from '../../stores/account.ts';
import { showToast } from '../../stores/toast.ts';
import { useQuery } from '../ui/useQuery.ts';
import { SectionStatus } from './SectionStatus.tsx';

/** Whether the phone has a voice to offer; its voices may arrive a moment after the page. */
function useReadingVoice() {
  const [has, setHas] = useState(false);
  useEffect(() => {
    if (typeof speechSynthesis === 'undefined') return;
    // A Kannada or Indian English voice that works on the phone itself (lib/deviceVoice.ts).
    const check = () => setHas(hasDeviceVoice());
    check();
    speechSynthesis.addEventListener('voiceschanged', check);
    return () => speechSynthesis.removeEventListener('voiceschanged', check);
  }, []);
  return has;
}

type Switch = 'sounds' | 'timers' | 'autoRead' | 'voice';

/**
 * The parent's switches for the child's play, kept on the server: sounds and timers (issue 15),
 * reading aloud and its voice (issue 16). The phone's own voice is offered only where the phone
 * has a Kannada or Indian English one; elsewhere a line says why the app's voice is used.
 */
export function PlaySettings({ t }: { t: Translate }) {
  const loaded = useQuery($playSettingsAnswer);
  const [settings, setSettings] = useState<Settings | null>(null);
  const deviceVoice = useReadingVoice();
  useEffect(() => {
    if (loaded.data) setSettings(loaded.data.data);
  }, [loaded.data]);

  const change = async (key: Switch, on: boolean) => {
    if (!settings) return;
    const before = settings;
    const update: PlaySettingsChange & Partial<Settings> =
      key === 'voice' ? { voice: on ? 'device' : 'clips' } : { [key]: on };
    setSettings({ ...settings, ...update });
    try {
      const answer = await updatePlaySettings(update);
      $playSettingsAnswer.mutate(answer);
      setSettings(answer.data);
    } catch {
      setSettings(before);
      showToast('error', t('account.play.failed'));
    }
  };

  const hints: Partial<Record<Switch, string>> = {
    timers: t('account.play.timersHint'),
    autoRead: t('account.play.autoReadHint'),
    voice: t('account.play.deviceVoiceHint'),
  };
  const names: Record<Switch, string> = {
    sounds: t('account.play.sounds'),
    timers: t('account.play.timers'),
    autoRead: t('account.play.autoRead'),
    voice: t('account.play.deviceVoice'),
  };
  const switches: Switch[] = ['sounds', 'timers', 'autoRead', ...(deviceVoice ? (['voice'] as const) : [])];

  return (
    <section className="account__card" aria-labelledby="play-title">
      <h2 id="play-title" className="account__title">
        {t('account.play.title')}
      </h2>
      <p className="account__muted">{t('account.play.intro')}</p>
      {!settings ? (
        <SectionStatus t={t} failed={loaded.failed} retry={loaded.retry} />
      ) : (
        <>
          <ul className="play-settings">
            {switches.map((key) => {
              const on = key === 'voice' ? settings.voice === 'device' : settings[key];
              return (
                <li key={key}>
                  <label className="play-settings__row">
                    <span>
                      <span className="play-settings__name">{names[key]}</span>
                      {hints[key] && <span className="account__muted">{hints[key]}</span>}
                    </span>
                    <input
                      type="checkbox"
                      role="switch"
                      aria-checked={on}
                      className="play-settings__switch"
                      data-testid={`play-${key}`}
                      checked={on}
                      onChange={(event) => void change(key, event.currentTarget.checked)}
                    />
                  </label>
                </li>
              );
            })}
          </ul>
          {!deviceVoice && (
            <p className="account__muted play-settings__note" data-testid="no-device-voice">
              <small>{t('account.play.noDeviceVoice')}</small>
            </p>
          )}
        </>
      )}
    </section>
  );
}
