import { PIN_LENGTH } from '../../../domain/contract/pinRules.ts';

/**
 * The parent gate's new PIN, typed (issue 27): digits only, masked, the phone's number pad. One
 * field for the PIN offer (after sign-up, after adding an older child) and the Parent lock card.
 */
export function PinField({
  id,
  label,
  hint,
  pin,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  pin: string;
  error?: string;
  onChange: (pin: string) => void;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        value={pin}
        onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
