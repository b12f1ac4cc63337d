import { type FormEvent, useEffect, useRef, useState } from 'react';
import { OTP_LENGTH } from '../../../domain/contract/catalog.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { ApiError } from '../../client/http.ts';
import { showToast } from '../../stores/toast.ts';
import { authErrorText } from '../ui/errors.ts';
import { OtpInput } from '../ui/OtpInput.tsx';
import { useCooldown } from '../ui/useCooldown.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { PhoneInText } from './PhoneInText.tsx';

interface Props {
  t: Translate;
  locale: Locale;
  phone: string;
  submitLabel: string;
  /** Shown beside the boxes when the code is not 6 digits long. */
  invalidInline: string;
  /** Checks the code with the API; throws when it is refused. */
  verify: (code: string) => Promise<void>;
  /** When the code on screen may be sent again (epoch ms, kept in the draft across a reload). */
  cooldownUntil: number;
  /** Asks for a new code (the caller keeps the new otpSecret); resolves to its `resendAfterSeconds`. */
  resend: () => Promise<number>;
  secondary: { label: string; onClick: () => void };
}

/**
 * The code step shared by sign-up (/otp) and OTP login (/otplogin): the phone it went to, six
 * boxes, the submit button, and 'Resend Code' once the wait the server gave is over. The sixth
 * digit sends the code at once. A short or refused code shows ONE message, beside the boxes (no
 * toast as well); a refused one empties the boxes and focuses the first.
 */
export function OtpForm({
  t,
  locale,
  phone,
  submitLabel,
  invalidInline,
  verify,
  cooldownUntil,
  resend,
  secondary,
}: Props) {
  const hydrated = useHydrated();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown();
  const { restart, restartUntil } = cooldown;
  // From the stored draft once the island runs (the HTML has none): the wait of the last send.
  useEffect(() => restartUntil(cooldownUntil), [restartUntil, cooldownUntil]);

  const form = useRef<HTMLFormElement>(null);

  const submit = async (entered: string) => {
    if (entered.length !== OTP_LENGTH) {
      setMessage(invalidInline);
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      await verify(entered);
    } catch (failure) {
      setBusy(false);
      // A refused code leaves the boxes empty, the first one focused, and the reason beside them:
      // the parent types the right code at once instead of deleting six wrong digits.
      setCode('');
      setMessage(authErrorText(t, locale, failure));
      form.current?.querySelector<HTMLInputElement>('.otp__box')?.focus();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(code);
  };

  const onResend = async () => {
    try {
      const seconds = await resend();
      setCode('');
      setMessage('');
      restart(seconds);
      showToast('info', t('auth.otp.resent'));
    } catch (failure) {
      // A 429 says how long to wait: the button counts it down too.
      if (failure instanceof ApiError && failure.retryAfterSeconds > 0) restart(failure.retryAfterSeconds);
      setMessage(authErrorText(t, locale, failure));
    }
  };

  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
      <p className="auth-note" id="otp-sent">
        <PhoneInText template={t('auth.otp.sentTo')} phone={phone} />
      </p>
      <OtpInput
        value={code}
        onChange={(value) => {
          setCode(value);
          setMessage('');
        }}
        digitLabel={(n) => t('auth.otp.digit', { n, total: OTP_LENGTH })}
        legend={t('auth.otp.legend')}
        invalid={Boolean(message)}
        describedBy={message ? 'otp-sent otp-error' : 'otp-sent'}
        // The sixth digit sends the code: no tap on the button needed.
        onComplete={(entered) => void submit(entered)}
      />
      {message && (
        <p className="field__error" id="otp-error" role="alert">
          {message}
        </p>
      )}
      <div className="auth-actions">
        <button className="button" type="submit" disabled={!hydrated || busy} aria-busy={busy}>
          {submitLabel}
        </button>
      </div>
      <div className="auth-links">
        <button
          type="button"
          className="link-button"
          onClick={onResend}
          disabled={!hydrated || cooldown.seconds > 0}
        >
          {cooldown.seconds > 0
            ? t('auth.otp.resendIn', { seconds: cooldown.seconds })
            : t('auth.otp.resend')}
        </button>
        <button type="button" className="link-button" onClick={secondary.onClick} disabled={!hydrated}>
          {secondary.label}
        </button>
      </div>
    </form>
  );
}
