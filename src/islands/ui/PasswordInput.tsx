import { useState } from 'react';
import { useHydrated } from './useHydrated.ts';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  showLabel: string;
  hideLabel: string;
  hint?: string;
  error?: string;
}

/** A password field with a show/hide button (parents often type on small keyboards). */
export function PasswordInput({
  id,
  label,
  value,
  onChange,
  autoComplete,
  showLabel,
  hideLabel,
  hint,
  error,
}: Props) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const described =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="password">
        <input
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          readOnly={!hydrated}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        <button
          type="button"
          className="password__toggle"
          onClick={() => setVisible(!visible)}
          aria-pressed={visible}
        >
          {visible ? hideLabel : showLabel}
        </button>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
