import { useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { maxScore, score } from '../../../domain/rules/scoring.ts';
import type { PracticeActivity, PracticeKind } from '../../data/practice.ts';
import { localizePath } from '../../i18n/paths.ts';
import { go } from '../../lib/navigation.ts';
import ActivityRunner, { type Submit } from './ActivityRunner.tsx';
import '../ui/player/activity.css';

/**
 * The practice screens (spec §2: /mcq, /fillintheblanks, /matchthefollowing, /classification,
 * not guarded): a sample activity in the page's language, scored here in the browser. Nothing
 * is saved and no coins are given; signing up is offered under it.
 */
export default function Practice({
  locale,
  kind,
  sample,
  messages,
}: {
  locale: Locale;
  kind: PracticeKind;
  /** The page's sample in its language (passed in, so the other language's stays out of the bundle). */
  sample: PracticeActivity;
  messages: Partial<Messages>;
}) {
  const t = createTranslate(messages);
  // Nothing is kept for a visitor: the sounds switch lasts as long as the page.
  const [sounds, setSounds] = useState(true);
  const submit: Submit = async (activity, answers) => ({
    score: score(activity.body, answers),
    total: maxScore(activity.body),
    coins: null,
  });
  return (
    <ActivityRunner
      locale={locale}
      t={t}
      submit={submit}
      sounds={{ on: sounds, set: setSounds }}
      exit={() => go(locale, '/')}
      context={{
        topicName: t('practice.topic'),
        subjectName: t('practice.subject'),
        unitNumber: 1,
        unitName: t('practice.unitName'),
      }}
      activities={[
        {
          activityId: `practice-${kind}`,
          body: sample.body,
          headingTitle: sample.title,
          headingImage: null,
          instruction: sample.instruction,
          counter: sample.seconds,
          bestScore: null,
        },
      ]}
      footer={
        <aside className="practice__signup">
          <p>{t('practice.signUp')}</p>
          <a className="button" href={localizePath(locale, '/login')}>
            {t('nav.login')}
          </a>
        </aside>
      }
    />
  );
}
