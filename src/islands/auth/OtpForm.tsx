import { type FormEvent, useEffect, useState } from 'react';
import { OTP_LENGTH } from '../../contract/catalog.ts';
import type { Translate } from '../../i18n/translate.ts';
import { showToast } from '../../stores/toast.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { authErrorKey } from './errors.ts';
import { OtpInput } from './OtpInput.tsx';
import { useCooldown } from './useCooldown.ts';

interface Props {
  t: Translate;
  phone: string;
  submitLabel: string;
  /** Shown beside the boxes when the code is short or refused. */
  invalidInline: string;
  /** The toast for a code that is not 6 digits long. */
  invalidToast: string;
  /** Checks the code with the API; throws when it is refused. */
  verify: (code: string) => Promise<void>;
  /** The `resendAfterSeconds` of the send that gave the code on screen: "Resend" waits that long. */
  cooldownSeconds: number;
  /** Asks for a new code (the caller keeps the new otpSecret); resolves to its `resendAfterSeconds`. */
  resend: () => Promise<number>;
  secondary: { label: string; onClick: () => void };
}

/**
 * The code step shared by sign-up (/otp) and OTP login (/otplogin): the phone it went to, six
 * boxes, the submit button, and 'Resend Code' once the wait the server gave is over.
 */
export function OtpForm({
  t,
  phone,
  submitLabel,
  invalidInline,
  invalidToast,
  verify,
  cooldownSeconds,
  resend,
  secondary,
}: Props) {
  const hydrated = useHydrated();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown();
  const { restart } = cooldown;
  // From the stored draft once the island runs (the HTML has none): the wait of the last send.
  useEffect(() => restart(cooldownSeconds), [restart, cooldownSeconds]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) {
      setInvalid(true);
      showToast('error', invalidToast);
      return;
    }
    setBusy(true);
    try {
      await verify(code);
    } catch (failure) {
      setBusy(false);
      setInvalid(true);
      showToast('error', t(authErrorKey(failure)));
    }
  };

  const onResend = async () => {
    try {
      const seconds = await resend();
      setCode('');
      setInvalid(false);
      restart(seconds);
      showToast('info', t('auth.otp.resent'));
    } catch (failure) {
      showToast('error', t(authErrorKey(failure)));
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <p className="auth-note" id="otp-sent">
        {t('auth.otp.sentTo', { phone: `+91 ${phone}` })}
      </p>
      <OtpInput
        value={code}
        onChange={(value) => {
          setCode(value);
          setInvalid(false);
        }}
        digitLabel={(n) => t('auth.otp.digit', { n, total: OTP_LENGTH })}
        legend={t('auth.otp.legend')}
        invalid={invalid}
        describedBy={invalid ? 'otp-sent otp-error' : 'otp-sent'}
      />
      {invalid && (
        <p className="field__error" id="otp-error">
          {invalidInline}
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
