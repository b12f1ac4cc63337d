import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate, tPlural } from '../../../domain/i18n/translate.ts';
import { localizePath } from '../../i18n/paths.ts';
import { updateLearning } from '../../stores/learning.ts';
import '../ui/learn.css';
import { NameSpeaker, useWaySpeaks } from '../ui/NameSpeaker.tsx';
import ProgressRing from '../ui/ProgressRing.tsx';
import { parentPath, topicsPath } from '../ui/parentPath.ts';
import BackLink from './BackLink.tsx';
import LearnStatus from './LearnStatus.tsx';
import { topicsDone } from './progress.ts';
import { TileStop } from './TileStop.tsx';
import { usePlace } from './usePlace.ts';
import { useSubjectUnits } from './useSubjectUnits.ts';

/** /chapters?subject=…&unit=… (spec §2): the chapters of a unit as tiles, with a way back to the units. */
export default function Chapters({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const place = usePlace(locale);
  const { subject, units, failed } = useSubjectUnits(place?.subject ?? null);
  const unit = units?.find((u) => u._id === place?.unitId) ?? null;
  const way = useWaySpeaks(locale);
  way.useArrival(unit?.name[locale], unit?.nameAudio);

  if (!place) return null;
  const back = (
    <BackLink
      parent={parentPath({ screen: 'chapters', subject: place.subject, unitId: '' })}
      locale={locale}
      t={t}
    />
  );
  if (!subject || !units || !unit) return <LearnStatus t={t} back={back} failed={Boolean(failed || units)} />;
  return (
    <section
      className="learn"
      aria-labelledby="learn-title"
      style={{ '--subject': subject.colour } as React.CSSProperties}
    >
      {back}
      <p className="learn__crumb">{subject.name[locale]}</p>
      <div className="learn__said">
        <h1 id="learn-title">
          {t('learn.unitNumber', { n: unit.unitNumber })}: {unit.name[locale]}
        </h1>
        <NameSpeaker way={way} text={unit.name[locale]} audio={unit.nameAudio} t={t} />
      </div>
      <ul className="learn__list">
        {unit.chapters.map((chapter, index) => {
          const progress = topicsDone(chapter.topics);
          return (
            <li key={chapter._id} className="learn__said">
              <a
                className="learn__card tile"
                href={localizePath(locale, topicsPath(subject.key, chapter._id))}
                onClick={() =>
                  updateLearning({ activeUnit: unit._id, activeChapter: chapter._id, activeTopic: null })
                }
              >
                <TileStop n={index + 1} picture={chapter.picture} />
                <span className="tile__text">
                  <span className="learn__name">{chapter.name[locale]}</span>
                  <span className="learn__meta">
                    {tPlural(t, locale, 'learn.topicsDone', progress.total, { done: progress.done })}
                  </span>
                </span>
                <ProgressRing done={progress.done} total={progress.total} />
              </a>
              <NameSpeaker way={way} text={chapter.name[locale]} audio={chapter.nameAudio} t={t} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
