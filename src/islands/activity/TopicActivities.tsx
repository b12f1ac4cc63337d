import { useEffect, useState } from 'react';
import { bodyOf } from '../../../domain/contract/activity.ts';
import type { ActivityAudio } from '../../../domain/contract/audio.ts';
import type { ActivitiesResponse } from '../../../domain/contract/learning.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import type { UiAudio } from '../../../domain/i18n/readAloud.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { maxScore, score } from '../../../domain/rules/scoring.ts';
import { ApiError } from '../../client/http.ts';
import { completeActivity, getTopicActivities } from '../../client/learning.ts';
import { localizePath } from '../../i18n/paths.ts';
import { go } from '../../lib/navigation.ts';
import { setProfile } from '../../stores/profile.ts';
import { $profile } from '../../stores/session.ts';
import { NotOnPhone } from '../ui/NotOnPhone.tsx';
import { activityParent } from '../ui/parentPath.ts';
import { usePlaySettings } from '../ui/usePlaySettings.ts';
import ActivityRunner, { type RunnableActivity, type Submit } from './ActivityRunner.tsx';
import '../ui/learn.css';
import '../ui/player/activity.css';

/** The topic of /{topicId}/activity (spec §2), read from the address. */
function topicFromPath(pathname: string): string | null {
  return /^(?:\/kn)?\/([\w-]+)\/activity\/?$/.exec(pathname)?.[1] ?? null;
}

type Loaded = { topic: ActivitiesResponse['topic']; activities: RunnableActivity[] };

/**
 * Attempts finished offline and not yet sent, per activity (how many, and the best score): the
 * server's count lacks them, and the next attempt after one must not show its order again (ADR
 * 020). None when the store cannot open.
 */
async function waitingByActivity(): Promise<Map<string, { count: number; best: number }>> {
  const waiting = new Map<string, { count: number; best: number }>();
  try {
    // The offline face, loaded apart from the island (the page's start has it already).
    const { waitingAnswers } = await import('../../offline/index.ts');
    for (const answer of await waitingAnswers()) {
      const held = waiting.get(answer.activityId) ?? { count: 0, best: 0 };
      waiting.set(answer.activityId, { count: held.count + 1, best: Math.max(held.best, answer.score) });
    }
  } catch {
    // No IndexedDB (a private window): nothing waits.
  }
  return waiting;
}

/**
 * The best score to show: the server's, or one kept on the phone and not sent yet (issue 29: an
 * activity finished offline stays done after a reload, though the answer the page reloads from
 * was stored before it).
 */
const bestOf = (server: number | null, waiting: { best: number } | undefined) =>
  waiting ? Math.max(server ?? 0, waiting.best) : server;

/** /{topicId}/activity: the topic's activities from the API, scored by the server. */
export default function TopicActivities({
  locale,
  messages,
  uiAudio,
}: {
  locale: Locale;
  messages: Partial<Messages>;
  /** The clips of the interface lines in the page's language (src/data/ui-audio/<locale>.json). */
  uiAudio: UiAudio | null;
}) {
  const t = createTranslate(messages);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<'locked' | 'failed' | null>(null);
  const [offline, setOffline] = useState(false);
  const { settings, changeSounds } = usePlaySettings();

  useEffect(() => {
    const topicId = topicFromPath(location.pathname);
    if (!topicId) return setProblem('failed');
    Promise.all([getTopicActivities(topicId), waitingByActivity()])
      .then(([response, waiting]) =>
        setLoaded({
          topic: response.topic,
          activities: response.data.map((a) => ({
            activityId: a.activityId,
            body: bodyOf(a),
            headingTitle: a.heading.title,
            headingImage: a.heading.headingImage,
            instruction: a.instruction?.title ?? null,
            counter: a.counter,
            bestScore: bestOf(a.bestScore, waiting.get(a.activityId)),
            attempts: (a.attempts ?? 0) + (waiting.get(a.activityId)?.count ?? 0),
            audio: a.audio as ActivityAudio,
            ...(a.practice ? { practiceSeeds: a.practice.seeds } : {}),
          })),
        }),
      )
      .catch((error) => {
        if (error instanceof ApiError && error.status === 401) return;
        setOffline(!navigator.onLine || (error instanceof ApiError && error.code === 'NETWORK'));
        // Spec §6: a locked unit's content is refused by the server, whatever the client does.
        setProblem(error instanceof ApiError && error.code === 'UNIT_LOCKED' ? 'locked' : 'failed');
      });
  }, []);

  const submit: Submit = async (activity, answers, key) => {
    if (navigator.onLine) {
      try {
        const response = await completeActivity(activity.activityId, answers, key, activity.practiceSeeds);
        // Spec §4: after a completion (201) the profile is fresh; the answer carries it, so the
        // coins figure rises without another round trip on slow data.
        setProfile(response.profile);
        return response.data;
      } catch (error) {
        // Any answer from the server (a 403, a 500) is said as before; only no answer at all
        // keeps the attempt for later (its key goes with it: if it did arrive, it counts once).
        if (!(error instanceof ApiError && error.code === 'NETWORK')) throw error;
      }
    }
    // No signal (issue 17): the phone scores it and keeps it until the network returns.
    const { finishOffline } = await import('../../offline/index.ts');
    const scored = { points: score(activity.body, answers), total: maxScore(activity.body) };
    return finishOffline(activity, loaded?.topic._id ?? '', answers, key, scored);
  };

  // No signal and not on the phone (issue 29): a screen that says so, aloud, with two ways out.
  if (problem === 'failed' && offline)
    return <NotOnPhone locale={locale} t={t} clip={uiAudio?.lines['offline.notOnPhone.spoken']} />;
  if (problem)
    return (
      <div className="learn__message">
        <p role="alert">{problem === 'locked' ? t('activity.locked') : t('learn.loadFailed')}</p>
        {/* No "buy" on the child's side: plans are behind the parent gate. */}
        {problem === 'locked' && (
          <>
            <p>{t('parentGate.askGrownUp')}</p>
            <a className="button" href={localizePath(locale, '/paymentPlans')}>
              {t('parentGate.forGrownUps')}
            </a>
          </>
        )}
      </div>
    );
  if (!loaded || !settings)
    return (
      <p className="learn__message" role="status">
        {t('learn.loading')}
      </p>
    );
  if (loaded.activities.length === 0) return <p className="learn__message">{t('activity.empty')}</p>;
  const { topic } = loaded;
  return (
    <ActivityRunner
      locale={locale}
      t={t}
      activities={loaded.activities}
      submit={submit}
      sounds={{ on: settings.sounds, set: changeSounds }}
      readAloud={{
        language: topic.language,
        locale,
        ui: uiAudio,
        autoRead: settings.autoRead,
        voice: settings.voice,
      }}
      // Back and the last Continue go to the topic's list, from the topic's own place (works on
      // a deep link or in a new tab: no history needed).
      exit={() => go(locale, activityParent(topic).path)}
      owner={$profile.get()?._id}
      grade={topic.grade}
      context={{
        topicName: topic.topicName[locale],
        subjectName: topic.subject[locale],
        unitNumber: topic.unitNumber,
        unitName: topic.unit.name[locale],
      }}
    />
  );
}
