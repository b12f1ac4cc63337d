import { useEffect, useMemo, useState } from 'react';
import { seededOrder } from '../../../../../domain/rules/shuffle.ts';
import { contentItem, listensFirst, Speaker, sayNow, useReadAloud } from '../ReadAloud.tsx';
import { usePickAndDrop } from '../usePickAndDrop.ts';
import DragGhost from './DragGhost.tsx';
import Feedback from './Feedback.tsx';
import { Pictured } from './Picture.tsx';
import type { PlayerProps } from './types.ts';

/**
 * Classification: the cards wait above the groups, so a phone shows both on one screen (issue
 * 29); each goes into a group by tap-then-tap, keyboard or drag. A card put in its group stays
 * there; a card put in another is explained in that group and goes back to the cards, to be
 * sorted again: its first group is its answer (what scores). The cards come in the attempt's
 * order (ADR 020): a file lists its items group by group.
 */
export default function ClassifyPlayer({ body, t, onAnswer, seed }: PlayerProps<'classify'>) {
  const order = useMemo(() => seededOrder(body.items.length, seed), [body, seed]);
  /** The cards in their own group. */
  const [sorted, setSorted] = useState<ReadonlySet<number>>(() => new Set());
  /** The last placement: which card, into which group, whether right, and its number. */
  const [last, setLast] = useState<{ item: number; group: number; right: boolean; n: number } | null>(null);
  const { picked, picks, ghost, cardProps, targetProps } = usePickAndDrop((item, group) => {
    if (sorted.has(item)) return;
    onAnswer(item, group);
    const right = body.items[item]?.category === group;
    if (right) setSorted(new Set([...sorted, item]));
    setLast({ item, group, right, n: (last?.n ?? 0) + 1 });
  });
  const tray = order.filter((i) => !sorted.has(i));
  const read = useReadAloud();
  const clips = read?.audio;
  const item = (i: number) => contentItem(read, body.items[i]?.text, clips?.items?.[i]?.text);
  // Listen first (classes 1–2): picking a card reads it, and each tap on it again.
  const pickedItem = picked === null ? null : item(picked);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each pick
  useEffect(() => {
    if (read && pickedItem && listensFirst(read)) sayNow(read, pickedItem);
  }, [picks]);

  return (
    <div className="board">
      <p className="board__help">{t('activity.classify.help')}</p>
      {tray.length > 0 && (
        <ul className="tray" aria-label={t('activity.classify.left')}>
          {tray.map((card) => (
            <li key={card}>
              <button type="button" className="card" {...cardProps(card)}>
                <Pictured pictures={body.pictures} text={body.items[card]?.text ?? ''} />
              </button>
              <Speaker item={item(card)} />
            </li>
          ))}
        </ul>
      )}
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
              <Pictured pictures={body.pictures} text={category} />
            </button>
            <Speaker item={contentItem(read, category, clips?.categories?.[group])} />
            <ul className="group__items">
              {body.items.map((card, i) =>
                sorted.has(i) && card.category === group ? (
                  <li key={card.text} data-state="right">
                    <span aria-hidden="true">✓ </span>
                    <Pictured pictures={body.pictures} text={card.text} />
                  </li>
                ) : null,
              )}
            </ul>
            {/* The explanation where the child put the card, not under the board. */}
            {last?.group === group && (
              <div className="group__feedback">
                <Feedback key={last.n} ok={last.right} text={body.items[last.item]?.feedback ?? ''} t={t} />
                {!last.right && <p className="board__again">{t('activity.placeAgain')}</p>}
              </div>
            )}
          </section>
        ))}
      </div>
      <DragGhost ghost={ghost} label={body.items[ghost?.id ?? -1]?.text ?? ''} />
    </div>
  );
}
