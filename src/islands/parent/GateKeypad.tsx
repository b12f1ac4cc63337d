import type { ReactNode } from 'react';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { KEYS, type Key } from '../../stores/parentGate.ts';

/**
 * The parent gate's keypad, for the question and the PIN alike: keys of 56 px, thumb-sized on a
 * 360 px phone, and the digits of a keyboard as shortcuts for them.
 */
export function GateKeypad({
  t,
  onKey,
  children,
}: {
  t: Translate;
  onKey: (key: Key) => void;
  /** What goes above the keys: the question or the PIN's boxes. */
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: typing digits on a keyboard is a shortcut for the keypad's buttons
    <div
      className="parent-gate__body"
      onKeyDown={(event) => {
        if (/^[0-9]$/.test(event.key)) onKey(event.key as Key);
        if (event.key === 'Backspace') onKey('erase');
      }}
    >
      {children}
      <div className="parent-gate__keys">
        {KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className={`parent-gate__key${key === 'erase' ? ' parent-gate__key--erase' : ''}`}
            aria-label={key === 'erase' ? t('parentGate.erase') : undefined}
            onClick={() => onKey(key)}
          >
            {key === 'erase' ? '⌫' : key}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The boxes that show what is typed: the digits of an answer, or a dot for each digit of a PIN. */
export function TypedBoxes({
  label,
  typed,
  length,
  masked,
}: {
  label: string;
  typed: string;
  length: number;
  /** A PIN: dots, with what is typed said in words to screen readers. */
  masked?: string;
}) {
  return (
    <output className="parent-gate__answer" aria-label={label}>
      {Array.from({ length }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed places
        <span key={i} className="parent-gate__digit" aria-hidden={masked ? true : undefined}>
          {masked ? (typed[i] ? '●' : '') : (typed[i] ?? '')}
        </span>
      ))}
      {masked && <span className="sr-only">{masked}</span>}
    </output>
  );
}
