import { PHONE_LENGTH } from '../../contract/catalog.ts';
import { useHydrated } from '../ui/useHydrated.ts';

interface Props {
  label: string;
  value: string;
  onChange: (digits: string) => void;
  hint?: string;
  error?: string;
}

/** The parent's mobile number: +91 shown, digits only, at most 10 (spec §5). */
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
          maxLength={PHONE_LENGTH}
          value={value}
          readOnly={!hydrated}
          onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, PHONE_LENGTH))}
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
