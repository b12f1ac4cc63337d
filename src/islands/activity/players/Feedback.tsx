import type { Translate } from '../../../i18n/translate.ts';

/** The short line after each answer (issue: "feedback after each answer"). */
export default function Feedback({ ok, text, t }: { ok: boolean; text: string; t: Translate }) {
  return (
    <p className="feedback" data-ok={ok} role="status">
      <span aria-hidden="true" className="feedback__mark">
        {ok ? '✓' : '✗'}
      </span>
      <strong>{ok ? t('activity.correct') : t('activity.wrong')}</strong> {text}
    </p>
  );
}
