import type { Passage } from '../../../domain/contract/activity.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { contentItem, Speaker, useReadAloud } from '../ui/player/ReadAloud.tsx';

/**
 * A reading passage (issue 19): the story the questions ask about, shown once above them in a
 * card that scrolls by itself when long (so the questions stay near on a 360 px phone), each of
 * its texts with its speaker.
 */
export default function PassageCard({ passage, t }: { passage: Passage; t: Translate }) {
  const read = useReadAloud();
  const clips = read?.audio?.passage;
  return (
    // Focusable so that a keyboard can scroll it (a scrolling region must be reachable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the card scrolls; keyboards need to reach it
    <section className="activity__passage" aria-label={t('activity.passage')} tabIndex={0}>
      {passage.title && (
        <div className="activity__passage-head">
          <h2>{passage.title}</h2>
          <Speaker item={contentItem(read, passage.title, clips?.title)} />
        </div>
      )}
      <div className="activity__passage-text">
        <p>{passage.text}</p>
        <Speaker item={contentItem(read, passage.text, clips?.text)} />
      </div>
    </section>
  );
}
