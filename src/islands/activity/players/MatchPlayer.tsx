import { useEffect, useMemo, useState } from 'react';
import { seededOrder } from '../../../../domain/rules/shuffle.ts';
import { contentItem, listensFirst, Speaker, sayNow, useReadAloud } from '../ReadAloud.tsx';
import { usePickAndDrop } from '../usePickAndDrop.ts';
import DragGhost from './DragGhost.tsx';
import Feedback from './Feedback.tsx';
import type { PlayerProps } from './types.ts';

/**
 * Match the following: the left sides stay in order, the right sides come mixed below as cards.
 * A card goes beside a left side by tap-then-tap, keyboard or drag; answers[left] is the pair
 * whose right side was put there. A placed card stays, with its feedback.
 */
export default function MatchPlayer({ body, answers, onAnswer, t, seed }: PlayerProps<'match'>) {
  // The attempt's order of the cards (ADR 020), never the answer's own.
  const order = useMemo(() => seededOrder(body.pairs.length, seed, { moveAll: true }), [body, seed]);
  const [last, setLast] = useState<number | null>(null);
  const read = useReadAloud();
  const clips = read?.audio?.pairs;
  const leftSide = (i: number) => contentItem(read, body.pairs[i]?.left, clips?.[i]?.left);
  const rightSide = (i: number) => contentItem(read, body.pairs[i]?.right, clips?.[i]?.right);
  const { picked, ghost, cardProps, targetProps } = usePickAndDrop((pair, left) => {
    if (answers[left] != null) return;
    onAnswer(left, pair);
    setLast(left);
  });
  // Listen first (classes 1–2): picking a card reads it.
  const pickedItem = picked === null ? null : rightSide(picked);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each pick
  useEffect(() => {
    if (read && pickedItem && listensFirst(read)) sayNow(read, pickedItem);
  }, [picked]);
  const placed = new Set(answers.filter((a): a is number => typeof a === 'number'));
  const tray = order.filter((pair) => !placed.has(pair));

  return (
    <div className="board">
      <p className="board__help">{t('activity.match.help')}</p>
      <ol className="match">
        {body.pairs.map((pair, left) => {
          const right = answers[left] as number | null;
          const state = right == null ? '' : right === left ? 'right' : 'wrong';
          return (
            <li key={pair.left} className="match__row">
              <span className="match__left">{pair.left}</span>
              <Speaker item={leftSide(left)} />
              {right == null ? (
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
              ) : (
                <span className="slot slot--filled" data-state={state}>
                  <span aria-hidden="true">{state === 'right' ? '✓ ' : '✗ '}</span>
                  {body.pairs[right]?.right}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {tray.length > 0 && (
        <ul className="tray" aria-label={t('activity.classify.left')}>
          {tray.map((pair) => (
            <li key={pair}>
              <button type="button" className="card" {...cardProps(pair)}>
                {body.pairs[pair]?.right}
              </button>
              <Speaker item={rightSide(pair)} />
            </li>
          ))}
        </ul>
      )}
      {last !== null && (
        <Feedback ok={answers[last] === last} text={body.pairs[last]?.feedback ?? ''} t={t} />
      )}
      <DragGhost ghost={ghost} label={body.pairs[ghost?.id ?? -1]?.right ?? ''} />
    </div>
  );
}
