import { type ReactNode, useEffect, useState } from 'react';
import type { Translate } from '../../../../../domain/i18n/translate.ts';
import { ActionIcon } from '../../ActionIcon.tsx';
import type { Sayable } from '../../readAloud.ts';
import { autoSay, useReadAloud } from '../ReadAloud.tsx';

/**
 * One question at a time (a six-year-old reads one thing at once): 'Question n of N', the
 * question, and Next once it is answered. With auto-read on, each question's prompt is read
 * when it shows (the first after the activity's instruction).
 */
export default function QuestionSteps({
  count,
  answered,
  prompt,
  t,
  children,
}: {
  count: number;
  answered: (index: number) => boolean;
  /** What question `index` says aloud. */
  prompt?: (index: number) => Sayable | null;
  t: Translate;
  children: (index: number) => ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const read = useReadAloud();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per question, when it shows
  useEffect(() => {
    const said = prompt?.(index) ?? null;
    autoSay(read, index === 0 ? [read?.instruction ?? null, said] : [said]);
  }, [index]);
  const last = index === count - 1;
  return (
    <div className="question">
      <p className="question__count">{t('activity.question', { n: index + 1, total: count })}</p>
      {children(index)}
      {answered(index) && !last && (
        <button type="button" className="button question__next" onClick={() => setIndex(index + 1)}>
          <ActionIcon name="next" />
          {t('activity.next')}
        </button>
      )}
    </div>
  );
}
