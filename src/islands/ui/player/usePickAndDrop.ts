import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';

/** Movement (px) that turns a press into a drag; below it, the press is a tap. */
const DRAG_THRESHOLD = 10;

export interface DragGhost {
  id: number;
  x: number;
  y: number;
}

/**
 * Match the following and classification (issue: "tap-then-tap and drag, with touch, mouse and
 * keyboard"): a card is picked by a tap, a click or Enter/Space (it is a button) and stays
 * picked until it is dropped by tapping a target or another card is picked; or it is dragged onto the target with a finger or the mouse. Pointer
 * events serve touch, mouse and pen alike; targets carry `data-drop-target`.
 */
export function usePickAndDrop(onDrop: (id: number, target: number) => void) {
  const [picked, setPicked] = useState<number | null>(null);
  /** Taps that picked a card, the same card again included (listen first reads it each time). */
  const [picks, setPicks] = useState(0);
  const [ghost, setGhost] = useState<DragGhost | null>(null);
  const press = useRef<{ id: number; x: number; y: number; dragging: boolean } | null>(null);
  /** The card whose drag just ended, and when: the click that may follow it is not a tap. */
  const dragEnd = useRef({ id: -1, at: Number.NEGATIVE_INFINITY });

  const drop = (id: number, target: number) => {
    setPicked(null);
    onDrop(id, target);
  };

  const cardProps = (id: number) => ({
    'aria-pressed': picked === id,
    onClick: (event: { timeStamp: number }) => {
      if (dragEnd.current.id === id && event.timeStamp - dragEnd.current.at < 100) return;
      // One tap model in every player (issue 29): a tap picks a card and a second tap on it keeps
      // it picked (the quiz's "tap to hear, tap again to choose"); it never un-picks, so the
      // next tap on a place always puts it there. Another card's tap picks that one instead.
      setPicked(id);
      setPicks((n) => n + 1);
    },
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      press.current = { id, x: event.clientX, y: event.clientY, dragging: false };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      const current = press.current;
      if (!current) return;
      const far = Math.hypot(event.clientX - current.x, event.clientY - current.y) > DRAG_THRESHOLD;
      if (!current.dragging && !far) return;
      current.dragging = true;
      setGhost({ id, x: event.clientX, y: event.clientY });
    },
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
      const current = press.current;
      press.current = null;
      setGhost(null);
      if (!current?.dragging) return;
      dragEnd.current = { id, at: event.timeStamp };
      // The ghost has pointer-events: none, so what is under the finger is the target.
      const target = document
        .elementFromPoint(event.clientX, event.clientY)
        ?.closest<HTMLElement>('[data-drop-target]');
      if (target) drop(id, Number(target.dataset.dropTarget));
    },
    onPointerCancel: () => {
      press.current = null;
      setGhost(null);
    },
  });

  const targetProps = (target: number) => ({
    'data-drop-target': target,
    onClick: () => {
      if (picked !== null) drop(picked, target);
    },
  });

  return { picked, picks, ghost, cardProps, targetProps };
}
