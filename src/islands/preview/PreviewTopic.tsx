import { useEffect, useId, useMemo, useState } from 'react';
import type { ActivityBody } from '../../../domain/contract/activity.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { PreviewActivity, PreviewTopic as Topic } from '../../../domain/contract/preview.ts';
import type { MessageKey, Messages } from '../../../domain/i18n/en.ts';
import { createTranslate, type Translate } from '../../../domain/i18n/translate.ts';
import { maxScore } from '../../../domain/rules/scoring.ts';
import { attemptSeed } from '../../../domain/rules/shuffle.ts';
import { ApiError } from '../../client/http.ts';
import { getPreviewTopic } from '../../client/preview.ts';
import Player from '../ui/player/Player.tsx';
import { contentItem, ReadAloudContext, type ReadAloudValue, Speaker } from '../ui/player/ReadAloud.tsx';
import { stop, useReadAloudState } from '../ui/readAloud.ts';
import AnswerKey from './AnswerKey.tsx';
import '../ui/player/activity.css';

type Place = Parameters<typeof getPreviewTopic>[0];

/**
 * One topic of the preview: every activity, each played by the children's own player
 * (ui/player/Player.tsx) with nothing scored or sent, its right answers and feedback one tap
 * away, and its review state when the file gives one. Loaded with the players, only once a
 * topic is picked.
 */
export default function PreviewTopic({
  place,
  file,
  locale,
  messages,
}: {
  place: Place;
  file: string;
  locale: Locale;
  messages: Partial<Messages>;
}) {
  const t = createTranslate(messages);
  const [topic, setTopic] = useState<Topic | null>(null);
  const [failure, setFailure] = useState<'gone' | 'failed' | null>(null);
  // The page gives each topic its own key: one load per topic shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the topic of this key
  useEffect(() => {
    getPreviewTopic(place)
      .then(setTopic)
      .catch((error) => setFailure(error instanceof ApiError && error.status === 404 ? 'gone' : 'failed'));
  }, []);

  if (failure)
    return (
      <p className="preview__message" role="alert">
        {failure === 'gone' ? t('preview.notFound') : t('preview.loadFailed')}
      </p>
    );
  if (!topic)
    return (
      <p className="preview__message" role="status">
        {t('preview.loading')}
      </p>
    );
  const { topic: about, data } = topic;
  return (
    <section className="preview__topic" aria-labelledby="preview-topic">
      <h2 id="preview-topic">{about.name[locale]}</h2>
      <p className="preview__where">
        {about.subject[locale]} · {t('activity.unit', { n: about.unitNumber })} {about.unit[locale]} ·{' '}
        {about.chapter[locale]}
      </p>
      <p className="preview__where">{t('preview.file', { file })}</p>
      <ol className="preview__activities">
        {data.map((activity, i) => (
          <li key={activity.key}>
            <ActivityPreview
              activity={activity}
              n={i + 1}
              total={data.length}
              language={about.language}
              locale={locale}
              t={t}
              grade={about.grade}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** `m:ss` of a video's length. */
const length = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * One activity as a child sees and hears it: the children's player with its speakers (read
 * aloud from the clips the API names, or the device's voice where no clip is made yet), nothing
 * scored or sent, its right answers and feedback one tap away. The preview and the review
 * queue show activities with it.
 */
export function ActivityPreview({
  activity,
  n,
  total,
  language,
  locale,
  t,
  grade,
}: {
  activity: PreviewActivity;
  n: number;
  total: number;
  /** The language its texts are written in (the content set's). */
  language: Locale;
  locale: Locale;
  t: Translate;
  /** Its class, when known: a fill-in in class 1–2 shows letter tiles, as the child sees it (issue 29). */
  grade?: string;
}) {
  const id = useId();
  const body = { kind: activity.kind, ...activity.content } as ActivityBody;
  const blank = () => Array<unknown>(maxScore(body)).fill(null);
  // Each try is a fresh player (its own question steps and drafts): Try again starts over.
  const [attempt, setAttempt] = useState(0);
  const [answers, setAnswers] = useState<unknown[]>(blank);
  const [shown, setShown] = useState(false);
  const answer = (i: number, value: unknown) =>
    setAnswers((given) => (given[i] != null ? given : given.map((a, j) => (j === i ? value : a))));
  const kind = activity.practice ? 'practice' : activity.kind;
  // Read aloud as in the child's player: on, nothing read by itself, the clips the API named.
  const read = useMemo<ReadAloudValue>(() => {
    const value: ReadAloudValue = {
      language,
      locale,
      ui: null,
      autoRead: false,
      voice: 'clips',
      t,
      on: true,
      unmute: () => {},
      audio: activity.audio ?? null,
      instruction: null,
    };
    return {
      ...value,
      instruction: contentItem(value, activity.instruction ?? undefined, activity.audio?.instruction),
    };
  }, [activity, language, locale, t]);
  const reading = useReadAloudState();
  useEffect(() => stop, []);

  return (
    <article className="preview-activity" aria-labelledby={`${id}title`} data-playing={reading.playing ?? ''}>
      <ReadAloudContext.Provider value={read}>
        <p className="preview-activity__step">{t('activity.step', { n, total })}</p>
        <div className="preview-activity__heading">
          <h3 id={`${id}title`} lang={language}>
            {activity.heading.title}
          </h3>
          <Speaker item={contentItem(read, activity.heading.title, activity.audio?.title)} />
        </div>
        <ul className="preview-activity__facts">
          <li>{t(`preview.kind.${kind}` as MessageKey)}</li>
          {activity.review && (
            <li className="preview-activity__review" data-review={activity.review}>
              {t('preview.review', { state: t(`preview.review.${activity.review}` as MessageKey) })}
            </li>
          )}
          {activity.timerSeconds != null && <li>{t('preview.timer', { seconds: activity.timerSeconds })}</li>}
          {activity.practice && (
            <li>
              {t('preview.practice', {
                skill: activity.practice.skill,
                level: activity.practice.level,
                count: activity.practice.count,
              })}
            </li>
          )}
        </ul>
        {activity.heading.headingImage && (
          <img className="preview-activity__image" src={activity.heading.headingImage} alt="" />
        )}
        {activity.instruction && (
          <p className="preview-activity__instruction" lang={language}>
            {activity.instruction}
            <Speaker item={read.instruction} />
          </p>
        )}
        {body.kind === 'video' ? (
          // A child opens it through a signed link; the preview names it and its length only.
          <p className="preview-activity__video">
            {t('preview.video', { title: body.video.title, length: length(body.video.durationSeconds) })}
          </p>
        ) : (
          <>
            <fieldset className="activity__player" data-kind={body.kind} lang={language} key={attempt}>
              <legend className="sr-only">{activity.heading.title}</legend>
              {/* Shuffled as a child sees it (ADR 020); each Try again in a new order. */}
              <Player
                body={body}
                answers={answers}
                onAnswer={answer}
                t={t}
                locale={locale}
                seed={attemptSeed('preview', activity.key, attempt)}
                grade={grade}
              />
            </fieldset>
            <div className="preview-activity__actions">
              <button
                type="button"
                className="button button--light"
                aria-expanded={shown}
                aria-controls={`${id}answers`}
                onClick={() => setShown(!shown)}
              >
                {shown ? t('preview.hideAnswers') : t('preview.showAnswers')}
              </button>
              <button
                type="button"
                className="button button--light"
                onClick={() => {
                  setAnswers(blank());
                  setAttempt(attempt + 1);
                }}
              >
                {t('preview.tryAgain')}
              </button>
            </div>
            <div id={`${id}answers`} hidden={!shown}>
              {shown && <AnswerKey body={body} language={language} t={t} />}
            </div>
          </>
        )}
      </ReadAloudContext.Provider>
    </article>
  );
}
