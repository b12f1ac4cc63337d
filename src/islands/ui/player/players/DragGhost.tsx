import type { DragGhost as Ghost } from '../usePickAndDrop.ts';

/** The card under the finger while dragging; it lets pointer events through to the target. */
export default function DragGhost({ ghost, label }: { ghost: Ghost | null; label: string }) {
  if (!ghost) return null;
  return (
    <span className="drag-ghost" aria-hidden="true" style={{ left: ghost.x, top: ghost.y }}>
      {label}
    </span>
  );
}
