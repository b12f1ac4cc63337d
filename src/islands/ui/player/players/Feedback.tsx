import { useEffect, useRef } from 'react';
import type { Translate } from '../../../../../domain/i18n/translate.ts';

/**
 * The short line after each answer (issue: "feedback after each answer"), scrolled into view
 * so that a child on a small phone sees it without scrolling.
 */
export default function Feedback({ ok, text, t }: { ok: boolean; text: string; t: Translate }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    line.current?.scrollIntoView({ block: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
  }, []);
  return (
    <p ref={line} className="feedback" data-ok={ok} role="status">
      <span aria-hidden="true" className="feedback__mark">
        {ok ? '✓' : '✗'}
      </span>
      <strong>{ok ? t('activity.correct') : t('activity.wrong')}</strong> {text}
    </p>
  );
}
