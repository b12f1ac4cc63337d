import { useEffect, useState } from 'react';
import { LOCALES, type Locale } from '../../../domain/contract/locale.ts';
import type { ReportSettings as Settings } from '../../../domain/contract/reports.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { updateReportSettings } from '../../client/reports.ts';
import { $reportSettings } from '../../stores/parent.ts';
import { showToast } from '../../stores/toast.ts';
import { useQuery } from '../ui/useQuery.ts';
import { SectionStatus } from './SectionStatus.tsx';
import '../ui/forms.css';
import './account.css';
import './weeklyReport.css';

/**
 * The parent's choices for the weekly report (issue 18): an SMS each Monday, one per child,
 * and the language it is written in. Kept on the parent's account, so they hold for every
 * child and every phone; a change shows at once and goes back if it could not be saved.
 */
export function ReportSettings({ t }: { t: Translate }) {
  const loaded = useQuery($reportSettings);
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    if (loaded.data) setSettings(loaded.data.data);
  }, [loaded.data]);

  const save = async (next: Settings) => {
    if (!settings) return;
    const before = settings;
    setSettings(next);
    try {
      const answer = await updateReportSettings(next);
      $reportSettings.mutate(answer);
      setSettings(answer.data);
    } catch {
      setSettings(before);
      showToast('error', t('account.reportSettings.failed'));
    }
  };

  const names: Record<Locale, string> = {
    en: t('account.reportSettings.english'),
    kn: t('account.reportSettings.kannada'),
  };

  return (
    <section className="account__card" aria-labelledby="report-settings-title">
      <h2 id="report-settings-title" className="account__title">
        {t('account.reportSettings.title')}
      </h2>
      <p className="account__muted">{t('account.reportSettings.intro')}</p>
      {!settings ? (
        <SectionStatus t={t} failed={loaded.failed} retry={loaded.retry} />
      ) : (
        <>
          <label className="play-settings__row">
            <span className="play-settings__name">{t('account.reportSettings.optIn')}</span>
            <input
              type="checkbox"
              role="switch"
              aria-checked={settings.smsOptIn}
              className="play-settings__switch"
              data-testid="report-sms"
              checked={settings.smsOptIn}
              onChange={(event) => void save({ ...settings, smsOptIn: event.currentTarget.checked })}
            />
          </label>
          <fieldset className="report-settings__languages">
            <legend className="play-settings__name">{t('account.reportSettings.language')}</legend>
            {LOCALES.map((language) => (
              <button
                key={language}
                type="button"
                className="choice"
                aria-pressed={settings.language === language}
                data-testid={`report-language-${language}`}
                onClick={() => void save({ ...settings, language })}
              >
                {names[language]}
              </button>
            ))}
          </fieldset>
        </>
      )}
    </section>
  );
}
