import { type ReactNode, useState } from 'react';
import type { Translate } from '../../../i18n/translate.ts';

/**
 * One question at a time (a six-year-old reads one thing at once): 'Question n of N', the
 * question, and Next once it is answered.
 */
export default function QuestionSteps({
  count,
  answered,
  t,
  children,
}: {
  count: number;
  answered: (index: number) => boolean;
  t: Translate;
  children: (index: number) => ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const last = index === count - 1;
  return (
    <div className="question">
      <p className="question__count">{t('activity.question', { n: index + 1, total: count })}</p>
      {children(index)}
      {answered(index) && !last && (
        <button type="button" className="button question__next" onClick={() => setIndex(index + 1)}>
          {t('activity.next')}
        </button>
      )}
    </div>
  );
}
