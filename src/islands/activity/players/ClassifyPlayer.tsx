import { useEffect, useMemo, useState } from 'react';
import { seededOrder } from '../../../../domain/rules/shuffle.ts';
import { contentItem, listensFirst, Speaker, sayNow, useReadAloud } from '../ReadAloud.tsx';
import { usePickAndDrop } from '../usePickAndDrop.ts';
import DragGhost from './DragGhost.tsx';
import Feedback from './Feedback.tsx';
import type { PlayerProps } from './types.ts';

/**
 * Classification: the cards wait in a tray; each goes into a group by tap-then-tap, keyboard or
 * drag. answers[item] is the chosen group. A placed card stays, with its feedback. The tray
 * comes in the attempt's order (ADR 020): a file lists its items group by group.
 */
export default function ClassifyPlayer({ body, answers, onAnswer, t, seed }: PlayerProps<'classify'>) {
  const order = useMemo(() => seededOrder(body.items.length, seed), [body, seed]);
  const [last, setLast] = useState<number | null>(null);
  const { picked, ghost, cardProps, targetProps } = usePickAndDrop((item, group) => {
    if (answers[item] != null) return;
    onAnswer(item, group);
    setLast(item);
  });
  const tray = order.filter((i) => answers[i] == null);
  const read = useReadAloud();
  const clips = read?.audio;
  const item = (i: number) => contentItem(read, body.items[i]?.text, clips?.items?.[i]?.text);
  // Listen first (classes 1–2): picking a card reads it.
  const pickedItem = picked === null ? null : item(picked);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each pick
  useEffect(() => {
    if (read && pickedItem && listensFirst(read)) sayNow(read, pickedItem);
  }, [picked]);

  return (
    <div className="board">
      <p className="board__help">{t('activity.classify.help')}</p>
      <div className="groups">
        {body.categories.map((category, group) => (
          <section key={category} className="group" aria-label={category}>
            <button
              type="button"
              className="group__target"
              {...targetProps(group)}
              data-ready={picked !== null}
              aria-label={
                picked === null
                  ? category
                  : t('activity.classify.moveTo', { item: body.items[picked]?.text ?? '', group: category })
              }
            >
              {category}
            </button>
            <Speaker item={contentItem(read, category, clips?.categories?.[group])} />
            <ul className="group__items">
              {body.items.map((item, i) =>
                answers[i] === group ? (
                  <li key={item.text} data-state={item.category === group ? 'right' : 'wrong'}>
                    <span aria-hidden="true">{item.category === group ? '✓ ' : '✗ '}</span>
                    {item.text}
                  </li>
                ) : null,
              )}
            </ul>
          </section>
        ))}
      </div>
      {tray.length > 0 && (
        <ul className="tray" aria-label={t('activity.classify.left')}>
          {tray.map((card) => (
            <li key={card}>
              <button type="button" className="card" {...cardProps(card)}>
                {body.items[card]?.text}
              </button>
              <Speaker item={item(card)} />
            </li>
          ))}
        </ul>
      )}
      {last !== null && (
        <Feedback
          ok={answers[last] === body.items[last]?.category}
          text={body.items[last]?.feedback ?? ''}
          t={t}
        />
      )}
      <DragGhost ghost={ghost} label={body.items[ghost?.id ?? -1]?.text ?? ''} />
    </div>
  );
}
