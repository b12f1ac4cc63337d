import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { PreviewCurriculum, PreviewSubject } from '../../../domain/contract/preview.ts';
import type { MessageKey, Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { ApiError } from '../../client/http.ts';
import { getPreviewCurriculum } from '../../client/preview.ts';
import { localizePath } from '../../i18n/paths.ts';
import './preview.css';
import './review.css';

// The players come only once a topic is open: the page itself stays small (island budget).
const PreviewTopic = lazy(() => import('./PreviewTopic.tsx'));

/** What is picked: a content set, a class, a subject, and a topic as `unit/chapter/topic`. */
interface Pick {
  set: string;
  grade: string;
  subject: string;
  topic: string;
}
const FIELDS = ['set', 'grade', 'subject', 'topic'] as const;

const topicPath = (topic: PreviewSubject['topics'][number]) => `${topic.unit}/${topic.chapter}/${topic.key}`;
const unique = (values: string[]) => [...new Set(values)];

/**
 * /preview (issue 19): the content team picks a content set, a class, a subject and a topic
 * (from the curriculum files, problems listed) and sees every activity of it with the
 * children's players. The choice is kept in the address (?set=…&grade=…), so the link to the
 * other language opens the same topic with the interface in that language.
 */
export default function PreviewPage({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const [curriculum, setCurriculum] = useState<PreviewCurriculum | null>(null);
  const [failure, setFailure] = useState<'off' | 'failed' | null>(null);
  const [pick, setPick] = useState<Pick>({ set: '', grade: '', subject: '', topic: '' });

  useEffect(() => {
    getPreviewCurriculum()
      .then((response) => {
        setCurriculum(response.data);
        const query = new URLSearchParams(location.search);
        setPick(
          settle(
            response.data.subjects,
            Object.fromEntries(FIELDS.map((f) => [f, query.get(f) ?? ''])) as unknown as Pick,
          ),
        );
      })
      .catch((error) => setFailure(error instanceof ApiError && error.status === 404 ? 'off' : 'failed'));
  }, []);

  const search = useMemo(() => {
    const query = new URLSearchParams();
    for (const field of FIELDS) if (pick[field]) query.set(field, pick[field]);
    return query.toString() ? `?${query}` : '';
  }, [pick]);
  useEffect(() => {
    if (curriculum) history.replaceState(null, '', `${location.pathname}${search}`);
  }, [curriculum, search]);

  if (failure)
    return (
      <p className="preview__message" role="alert">
        {failure === 'off' ? t('preview.off') : t('preview.loadFailed')}
      </p>
    );
  if (!curriculum)
    return (
      <p className="preview__message" role="status">
        {t('preview.loading')}
      </p>
    );

  const subjects = curriculum.subjects;
  const sets = unique(subjects.map((s) => s.set));
  const grades = unique(subjects.filter((s) => s.set === pick.set).map((s) => s.grade));
  const shelf = subjects.filter((s) => s.set === pick.set && s.grade === pick.grade);
  const subject = shelf.find((s) => s.key === pick.subject);
  const topic = subject?.topics.find((tp) => topicPath(tp) === pick.topic);
  const choose = (field: keyof Pick, value: string) => setPick(settle(subjects, { ...pick, [field]: value }));
  const other: Locale = locale === 'kn' ? 'en' : 'kn';

  return (
    <div className="preview">
      <p className="review__links">
        <a href={localizePath(locale, '/review')}>{t('review.link')}</a>
        <a href={`${localizePath(other, '/preview')}${search}`} hrefLang={other} lang={other}>
          {t('preview.otherLanguage')}
        </a>
      </p>
      <form className="preview__pick" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('preview.set')}
          <select value={pick.set} onChange={(event) => choose('set', event.target.value)}>
            {sets.map((set) => (
              <option key={set} value={set}>
                {t(`preview.set.${set}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('preview.grade')}
          <select value={pick.grade} onChange={(event) => choose('grade', event.target.value)}>
            {grades.map((grade) => (
              <option key={grade} value={grade}>
                {t('preview.gradeN', { n: grade })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('preview.subject')}
          <select value={pick.subject} onChange={(event) => choose('subject', event.target.value)}>
            {shelf.map((s) => (
              <option key={s.key} value={s.key}>
                {s.name[locale]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('preview.topic')}
          <select value={pick.topic} onChange={(event) => choose('topic', event.target.value)}>
            {subject?.topics.map((tp) => (
              <option key={topicPath(tp)} value={topicPath(tp)}>
                {t('preview.topicOption', {
                  unit: tp.unitNumber,
                  chapter: tp.chapterName[locale],
                  topic: tp.name[locale],
                })}
              </option>
            ))}
          </select>
        </label>
      </form>
      <Problems problems={curriculum.problems} t={t} />
      {subject && topic && (
        <Suspense
          fallback={
            <p className="preview__message" role="status">
              {t('preview.loading')}
            </p>
          }
        >
          <PreviewTopic
            key={`${subject.set}/${subject.grade}/${subject.key}/${pick.topic}`}
            place={{
              set: subject.set,
              grade: subject.grade,
              subject: subject.key,
              unit: topic.unit,
              chapter: topic.chapter,
              topic: topic.key,
            }}
            file={subject.file}
            locale={locale}
            messages={messages}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The pick made whole: each field kept when the lists have it, else the first of its list. */
function settle(subjects: PreviewSubject[], wanted: Pick): Pick {
  const first = <T,>(values: T[], value: T) => (values.includes(value) ? value : (values[0] ?? value));
  const set = first(unique(subjects.map((s) => s.set)), wanted.set);
  const grade = first(unique(subjects.filter((s) => s.set === set).map((s) => s.grade)), wanted.grade);
  const shelf = subjects.filter((s) => s.set === set && s.grade === grade);
  const subjectKey = first(
    shelf.map((s) => s.key),
    wanted.subject,
  );
  const topics = shelf.find((s) => s.key === subjectKey)?.topics.map(topicPath) ?? [];
  return { set, grade, subject: subjectKey, topic: first(topics, wanted.topic) };
}

/** What content:check finds wrong in the files; a subject that cannot be read is not listed. */
function Problems({
  problems,
  t,
}: {
  problems: PreviewCurriculum['problems'];
  t: ReturnType<typeof createTranslate>;
}) {
  if (problems.length === 0) return <p className="preview__ok">{t('preview.noProblems')}</p>;
  return (
    <details className="preview__problems" open>
      <summary>{t('preview.problems', { count: problems.length })}</summary>
      <ul>
        {problems.map((p) => (
          <li key={`${p.file}|${p.path}|${p.message}`}>
            <code>
              {p.file}: {p.path}
            </code>
            : {p.message}
          </li>
        ))}
      </ul>
    </details>
  );
}
