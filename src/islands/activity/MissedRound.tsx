import { useEffect, useState } from 'react';
import { bodyOf } from '../../../domain/contract/activity.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { ReviewRound } from '../../../domain/contract/practice.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import type { UiAudio } from '../../../domain/i18n/readAloud.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { ApiError } from '../../client/http.ts';
import { completePracticeReview, getPracticeReview } from '../../client/practice.ts';
import { localizePath } from '../../i18n/paths.ts';
import { go } from '../../lib/navigation.ts';
import { $profile } from '../../stores/session.ts';
import { usePlaySettings } from '../ui/usePlaySettings.ts';
import ActivityRunner, { type Submit } from './ActivityRunner.tsx';
import '../ui/learn.css';
import '../ui/player/activity.css';

/**
 * /practise-missed (issue 19): the maths questions a child got wrong, back a few days later, in
 * the one player every activity uses. The server made them from their seeds and scores them;
 * right ones are done, wrong ones come back again later. No coins: the activity paid already.
 */
export default function MissedRound({
  locale,
  messages,
  uiAudio,
}: {
  locale: Locale;
  messages: Partial<Messages>;
  uiAudio: UiAudio | null;
}) {
  const t = createTranslate(messages);
  const [round, setRound] = useState<ReviewRound | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const { settings, changeSounds } = usePlaySettings();
  useEffect(() => {
    getPracticeReview()
      .then(({ data }) => setRound(data.round ?? null))
      .catch((error) => {
        if (!(error instanceof ApiError && error.status === 401)) setFailed(true);
      });
  }, []);

  if (failed)
    return (
      <p className="learn__message" role="alert">
        {t('learn.loadFailed')}
      </p>
    );
  if (round === undefined || !settings)
    return (
      <p className="learn__message" role="status">
        {t('learn.loading')}
      </p>
    );
  if (round === null)
    return (
      <div className="learn__message">
        <p>{t('missed.nothing')}</p>
        <a className="button" href={localizePath(locale, '/dashboard')}>
          {t('missed.home')}
        </a>
      </div>
    );
  const submit: Submit = async (_activity, answers) => {
    const { data } = await completePracticeReview(round.items, Array.isArray(answers) ? answers : []);
    return { score: data.score, total: data.total, coins: null };
  };
  return (
    <ActivityRunner
      locale={locale}
      t={t}
      activities={[
        {
          activityId: `missed-${round.skill}`,
          body: bodyOf(round),
          headingTitle: round.name[locale],
          headingImage: null,
          // None of its own: the kind's spoken line says what to do (it has a clip; issue 16).
          instruction: null,
          counter: null,
          bestScore: null,
          // Each text's clip (ADR 032: the items are bank items, every text with its clip).
          audio: round.audio ?? null,
        },
      ]}
      submit={submit}
      owner={$profile.get()?._id}
      // The child's class: classes 1–2 build their answers from tiles here too, as in their topics
      // (issue 29), not with a keyboard.
      grade={$profile.get()?.grade ?? null}
      sounds={{ on: settings.sounds, set: changeSounds }}
      readAloud={{
        language: round.items[0]?.medium === 'kannada' ? 'kn' : 'en',
        locale,
        ui: uiAudio,
        autoRead: settings.autoRead,
        voice: settings.voice,
      }}
      exit={() => go(locale, '/dashboard')}
      context={{
        topicName: round.name[locale],
        subjectName: t('missed.subject'),
        unitNumber: null,
        unitName: '',
      }}
    />
  );
}
