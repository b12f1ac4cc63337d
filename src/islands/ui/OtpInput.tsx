import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { OTP_LENGTH } from '../../../domain/contract/catalog.ts';
import { useHydrated } from './useHydrated.ts';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** "Digit {n} of 6", in the page's language. */
  digitLabel: (n: number) => string;
  /** The group's name for screen readers, e.g. "OTP". */
  legend: string;
  invalid?: boolean;
  describedBy?: string;
  onComplete?: (value: string) => void;
}

/**
 * Six boxes, digits only (spec §2, §5): typing moves to the next box, Backspace to the previous,
 * and pasting a whole code fills every box. The phone offers its number pad and the code from
 * the SMS (autocomplete="one-time-code").
 */
export function OtpInput({ value, onChange, digitLabel, legend, invalid, describedBy, onComplete }: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const hydrated = useHydrated();
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');

  const setDigits = (next: string[], focus: number) => {
    const code = next.join('').slice(0, OTP_LENGTH);
    onChange(code);
    boxes.current[Math.min(focus, OTP_LENGTH - 1)]?.focus();
    if (code.length === OTP_LENGTH && !next.includes('')) onComplete?.(code);
  };

  const fill = (from: number, text: string) => {
    const incoming = text.replace(/\D/g, '');
    if (!incoming) return;
    const next = [...digits];
    for (let i = 0; i < incoming.length && from + i < OTP_LENGTH; i += 1)
      next[from + i] = incoming[i] as string;
    setDigits(next, from + incoming.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      setDigits(next, index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) boxes.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) boxes.current[index + 1]?.focus();
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <fieldset className="otp" aria-describedby={describedBy}>
      <legend className="sr-only">{legend}</legend>
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number and order
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? OTP_LENGTH : 1}
          value={digit}
          readOnly={!hydrated}
          aria-label={digitLabel(index + 1)}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            const text = event.currentTarget.value;
            if (text === '') {
              const next = [...digits];
              next[index] = '';
              setDigits(next, index);
            } else fill(index, text.slice(-OTP_LENGTH));
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
    </fieldset>
  );
}
