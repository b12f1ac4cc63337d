import { normalisePhone, PHONE_INPUT_MAX_LENGTH } from '../../../domain/contract/phone.ts';
import { useHydrated } from '../ui/useHydrated.ts';

interface Props {
  label: string;
  value: string;
  onChange: (digits: string) => void;
  hint?: string;
  error?: string;
}

/**
 * The parent's mobile number: +91 shown, digits only, at most 10 (spec §5). A pasted
 * "+91 98450 12345" or "098450 12345" becomes 9845012345 (normalisePhone).
 */
export function PhoneInput({ label, value, onChange, hint, error }: Props) {
  const hydrated = useHydrated();
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor="phone">{label}</label>
      <div className="phone">
        <span className="phone__prefix" aria-hidden="true">
          +91
        </span>
        <input
          id="phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          value={value}
          readOnly={!hydrated}
          onChange={(event) => onChange(normalisePhone(event.currentTarget.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'phone-error' : hint ? 'phone-hint' : undefined}
        />
      </div>
      {error ? (
        <p className="field__error" id="phone-error">
          {error}
        </p>
      ) : (
        hint && (
          <p className="field__hint" id="phone-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
