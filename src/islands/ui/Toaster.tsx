import { useEffect } from 'react';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { $toasts, dismissToast } from '../../stores/toast.ts';
import './Toaster.css';
import { useClientStore } from './useClientStore.ts';

interface Props {
  messages: Partial<Messages>;
}

/** Shows the toasts of `stores/toast.ts`, bottom-centre. Mount once per page. */
export default function Toaster({ messages }: Props) {
  // Hydrated when the page is idle: a toast shown before then must not break hydration.
  const toasts = useClientStore($toasts, []);
  const t = createTranslate(messages);
  return (
    <div className="toaster">
      {/* Two live regions that exist before any toast, so screen readers announce new ones. */}
      <div role="status" aria-live="polite" className="toaster__stack">
        {toasts
          .filter((toast) => toast.kind !== 'error')
          .map((toast) => (
            <ToastItem key={toast.id} {...toast} closeLabel={t('toast.close')} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="toaster__stack">
        {toasts
          .filter((toast) => toast.kind === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} {...toast} closeLabel={t('toast.close')} />
          ))}
      </div>
    </div>
  );
}

function ToastItem({
  id,
  kind,
  message,
  durationMs,
  closeLabel,
}: {
  id: number;
  kind: string;
  message: string;
  durationMs: number;
  closeLabel: string;
}) {
  // Spec §2: it closes 5000 ms after it appears, however late the Toaster woke.
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs]);
  return (
    <div className={`toast toast--${kind}`} data-testid="toast">
      <p className="toast__message">{message}</p>
      <button type="button" className="toast__close" aria-label={closeLabel} onClick={() => dismissToast(id)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
