import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { localizePath } from '../../i18n/paths.ts';
import { updateLearning } from '../../stores/learning.ts';
import '../ui/learn.css';
import { NameSpeaker, useWaySpeaks } from '../ui/NameSpeaker.tsx';
import ProgressRing from '../ui/ProgressRing.tsx';
import { activityPath, parentPath } from '../ui/parentPath.ts';
import BackLink from './BackLink.tsx';
import LearnStatus from './LearnStatus.tsx';
import { TileStop } from './TileStop.tsx';
import { usePlace } from './usePlace.ts';
import { useSubjectUnits } from './useSubjectUnits.ts';

/**
 * /topics?subject=…&chapter=… (spec §2): the topics of a chapter as tiles with how many
 * activities are done, fresh from the API each time it is shown; a way back to the chapters.
 * The activity screen's back link comes here (parentPath.ts `activityParent`).
 */
export default function Topics({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const place = usePlace(locale);
  const { subject, units, failed } = useSubjectUnits(place?.subject ?? null);
  const unit = units?.find((u) => u.chapters.some((c) => c._id === place?.chapterId)) ?? null;
  const chapter = unit?.chapters.find((c) => c._id === place?.chapterId) ?? null;
  const way = useWaySpeaks(locale);
  way.useArrival(chapter?.name[locale], chapter?.nameAudio);

  if (!place) return null;
  const back = (
    <BackLink
      parent={parentPath({
        screen: 'topics',
        subject: place.subject,
        unitId: unit?._id ?? place.unitId ?? '',
        chapterId: place.chapterId ?? '',
      })}
      locale={locale}
      t={t}
    />
  );
  if (!subject || !unit || !chapter)
    return <LearnStatus t={t} back={back} failed={Boolean(failed || units)} />;
  return (
    <section
      className="learn"
      aria-labelledby="learn-title"
      style={{ '--subject': subject.colour } as React.CSSProperties}
    >
      {back}
      <p className="learn__crumb">
        {subject.name[locale]} · {t('learn.unitNumber', { n: unit.unitNumber })}
      </p>
      <div className="learn__said">
        <h1 id="learn-title">{chapter.name[locale]}</h1>
        <NameSpeaker way={way} text={chapter.name[locale]} audio={chapter.nameAudio} t={t} />
      </div>
      <ul className="learn__list">
        {chapter.topics.map((topic, index) => (
          <li key={topic._id} className="learn__said">
            <a
              className="learn__card tile"
              href={localizePath(locale, activityPath(topic._id))}
              onClick={() =>
                updateLearning({ activeUnit: unit._id, activeChapter: chapter._id, activeTopic: topic._id })
              }
            >
              <TileStop n={index + 1} picture={topic.picture} />
              <span className="tile__text">
                <span className="learn__name">{topic.topicName[locale]}</span>
                <span className="learn__meta">
                  {t('learn.progress', { done: topic.completedCount, total: topic.activityCount })}
                </span>
              </span>
              <ProgressRing done={topic.completedCount} total={topic.activityCount} />
            </a>
            <NameSpeaker way={way} text={topic.topicName[locale]} audio={topic.nameAudio} t={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}
