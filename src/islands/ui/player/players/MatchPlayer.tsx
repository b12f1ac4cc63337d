import { useEffect, useMemo, useState } from 'react';
import { seededOrder } from '../../../../../domain/rules/shuffle.ts';
import { contentItem, listensFirst, Speaker, sayNow, useReadAloud } from '../ReadAloud.tsx';
import { usePickAndDrop } from '../usePickAndDrop.ts';
import DragGhost from './DragGhost.tsx';
import Feedback from './Feedback.tsx';
import { Pictured } from './Picture.tsx';
import type { PlayerProps } from './types.ts';

/**
 * Match the following: the right sides wait as cards above the left sides, so a phone shows
 * both on one screen (issue 29). A card goes beside a left side by tap-then-tap, keyboard or
 * drag. A card put right stays there; a card put wrong is explained in its row and goes back to
 * the cards, to be put again: the first card put beside each left side is its answer (what
 * scores), so one slip costs one point, not two.
 */
export default function MatchPlayer({ body, onAnswer, t, seed }: PlayerProps<'match'>) {
  // The attempt's order of the cards (ADR 020), never the answer's own.
  const order = useMemo(() => seededOrder(body.pairs.length, seed, { moveAll: true }), [body, seed]);
  /** The left sides whose own card is beside them. */
  const [solved, setSolved] = useState<ReadonlySet<number>>(() => new Set());
  /** The last placement: where, whether it was right, and its number (a new one is announced). */
  const [last, setLast] = useState<{ left: number; right: boolean; n: number } | null>(null);
  const read = useReadAloud();
  const clips = read?.audio?.pairs;
  const leftSide = (i: number) => contentItem(read, body.pairs[i]?.left, clips?.[i]?.left);
  const rightSide = (i: number) => contentItem(read, body.pairs[i]?.right, clips?.[i]?.right);
  const { picked, picks, ghost, cardProps, targetProps } = usePickAndDrop((pair, left) => {
    if (solved.has(left)) return;
    onAnswer(left, pair);
    const right = pair === left;
    if (right) setSolved(new Set([...solved, left]));
    setLast({ left, right, n: (last?.n ?? 0) + 1 });
  });
  // Listen first (classes 1–2): picking a card reads it, and each tap on it again.
  const pickedItem = picked === null ? null : rightSide(picked);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each pick
  useEffect(() => {
    if (read && pickedItem && listensFirst(read)) sayNow(read, pickedItem);
  }, [picks]);
  const tray = order.filter((pair) => !solved.has(pair));

  return (
    <div className="board">
      <p className="board__help">{t('activity.match.help')}</p>
      {tray.length > 0 && (
        <ul className="tray" aria-label={t('activity.classify.left')}>
          {tray.map((pair) => (
            <li key={pair}>
              <button type="button" className="card" {...cardProps(pair)}>
                <Pictured pictures={body.pictures} text={body.pairs[pair]?.right ?? ''} />
              </button>
              <Speaker item={rightSide(pair)} />
            </li>
          ))}
        </ul>
      )}
      <ol className="match">
        {body.pairs.map((pair, left) => (
          <li key={pair.left} className="match__row">
            <span className="match__left">
              <Pictured pictures={body.pictures} text={pair.left} />
            </span>
            <Speaker item={leftSide(left)} />
            {solved.has(left) ? (
              <span className="slot slot--filled" data-state="right">
                <span aria-hidden="true">✓ </span>
                <Pictured pictures={body.pictures} text={pair.right} />
              </span>
            ) : (
              <button
                type="button"
                className="slot"
                {...targetProps(left)}
                data-ready={picked !== null}
                aria-label={
                  picked === null
                    ? t('activity.match.empty')
                    : t('activity.match.placed', {
                        left: pair.left,
                        right: body.pairs[picked]?.right ?? '',
                      })
                }
              >
                {t('activity.match.empty')}
              </button>
            )}
            {/* The explanation where the child put the card, not under the board. */}
            {last?.left === left && (
              <div className="match__feedback">
                <Feedback key={last.n} ok={last.right} text={pair.feedback ?? ''} t={t} />
                {!last.right && <p className="board__again">{t('activity.placeAgain')}</p>}
              </div>
            )}
          </li>
        ))}
      </ol>
      <DragGhost ghost={ghost} label={body.pairs[ghost?.id ?? -1]?.right ?? ''} />
    </div>
  );
}
