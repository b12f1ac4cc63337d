import { type ReactNode, useEffect, useId, useRef } from 'react';
import '../../styles/modal.css';

interface DialogProps {
  open: boolean;
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  closeLabel: string;
  /** Esc, the close button, a click on the backdrop, or the parent closing it. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * The islands' side of the one modal (components/Modal.astro for pages): the same native
 * <dialog> opened with showModal(), so the page behind is inert, focus stays inside and Esc
 * closes it, with the same look (styles/modal.css).
 */
export default function Dialog({
  open,
  title,
  hideTitle,
  closeLabel,
  onClose,
  children,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is for pointers; keyboards close with Esc (native) or the close button
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside the panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className={`modal__title${hideTitle ? ' sr-only' : ''}`}>
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  );
}
