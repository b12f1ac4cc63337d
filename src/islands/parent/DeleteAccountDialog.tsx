import { type FormEvent, useEffect, useState } from 'react';
import { OTP_LENGTH } from '../../../domain/contract/catalog.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { deleteAccount, sendAccountDeletionOtp } from '../../client/account.ts';
import { ApiError } from '../../client/http.ts';
import { localizePath } from '../../i18n/paths.ts';
import { forgetRecordings } from '../../offline/forgetRecordings.ts';
import { $family } from '../../stores/family.ts';
import { $profile, signOut } from '../../stores/session.ts';
import { clearBrowserData } from '../../stores/signupDraft.ts';
import Dialog from '../ui/Dialog.tsx';
import { authErrorText } from '../ui/errors.ts';
import { OtpInput } from '../ui/OtpInput.tsx';
import { useCooldown } from '../ui/useCooldown.ts';
import { useHydrated } from '../ui/useHydrated.ts';

const firstBox = () => document.querySelector<HTMLInputElement>('.delete-dialog .otp__box');

interface Props {
  t: Translate;
  locale: Locale;
  phone: string;
  open: boolean;
  onClose: () => void;
}

const DELETED = [
  'account.delete.item.profile',
  'account.delete.item.learning',
  'account.delete.item.coins',
  'account.delete.item.other',
] as const;

/**
 * Deleting the account: what goes and what the law keeps, then a code sent to the parent's phone
 * (so a child tapping around cannot do it), then the code. Errors show inside the dialog: the
 * page's toasts sit behind it.
 */
export function DeleteAccountDialog({ t, locale, phone, open, onClose }: Props) {
  const hydrated = useHydrated();
  const [otpSecret, setOtpSecret] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const cooldown = useCooldown();
  // A no-break space keeps "+91" with the number.
  const to = `+91\u00a0${phone}`;

  useEffect(() => {
    // The "Send" button has gone: focus moves to the first box of the code.
    if (otpSecret) firstBox()?.focus();
  }, [otpSecret]);

  useEffect(() => {
    // The confirmation replaces the form: focus moves to its one button.
    if (deleted) document.querySelector<HTMLButtonElement>('.delete-dialog__home')?.focus();
  }, [deleted]);

  const home = () => {
    signOut();
    clearBrowserData();
    location.replace(localizePath(locale, '/'));
  };

  // Esc closes the native dialog whatever state it is in; the state follows it.
  const close = () => {
    // Once deleted there is no account page to go back to.
    if (deleted) return home();
    setOtpSecret('');
    setCode('');
    setError('');
    onClose();
  };

  const sendCode = async () => {
    setBusy(true);
    setError('');
    try {
      const response = await sendAccountDeletionOtp();
      setOtpSecret(response.otpSecret);
      setCode('');
      cooldown.restart(response.resendAfterSeconds);
    } catch (failure) {
      // Too soon after the last code: the message says when, and Send waits until then.
      if (failure instanceof ApiError && failure.retryAfterSeconds > 0)
        cooldown.restart(failure.retryAfterSeconds);
      setError(authErrorText(t, locale, failure));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) {
      setError(t('auth.otp.invalid'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await deleteAccount(otpSecret, code);
      // The family's children, read before the browser forgets them: their recordings go too.
      const childIds = [...$family.get().map((child) => child.id), $profile.get()?._id ?? ''].filter(Boolean);
      // Nothing of the account stays in this browser: the session, the sign-up draft, the rest.
      // The page's session ends when the parent leaves the confirmation (signing out now would
      // take My Account, and this dialog with it, off the screen).
      clearBrowserData();
      // And what offline play kept (loaded only now: most parents never delete their account).
      // Not awaited: another tab holding the offline store open would hold the dialog too.
      void import('../../offline/forgetAccount.ts')
        .then((offline) => offline.forgetAccount())
        .catch(() => {});
      // The children's recordings of their reading (only this family's: a shared phone keeps another's).
      void forgetRecordings(childIds);
      setBusy(false);
      setDeleted(true);
    } catch (failure) {
      setBusy(false);
      setError(authErrorText(t, locale, failure));
      // A refused code is typed again from the first box.
      setCode('');
      firstBox()?.focus();
    }
  };

  const errorText = error && (
    <p className="field__error" id="delete-error" role="alert">
      {error}
    </p>
  );

  return (
    <Dialog
      open={open}
      title={t('account.delete.title')}
      closeLabel={t('modal.close')}
      onClose={close}
      className="delete-dialog"
    >
      {deleted ? (
        <div className="auth-form">
          <p className="delete-dialog__lead" role="status">
            {t('account.delete.done')}
          </p>
          <div className="account__actions">
            <button type="button" className="button delete-dialog__home" onClick={home}>
              {t('account.delete.home')}
            </button>
          </div>
        </div>
      ) : !otpSecret ? (
        <div className="auth-form">
          <p className="delete-dialog__lead">{t('account.delete.what')}</p>
          <ul className="delete-dialog__list">
            {DELETED.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <p>{t('account.delete.kept')}</p>
          <p className="delete-dialog__warning">{t('account.delete.undo')}</p>
          <p>{t('account.delete.codeInfo', { phone: to })}</p>
          {errorText}
          <div className="account__actions">
            <button
              type="button"
              className="button button--danger"
              disabled={!hydrated || busy || cooldown.seconds > 0}
              aria-busy={busy}
              onClick={sendCode}
            >
              {t('account.delete.send')}
            </button>
            <button type="button" className="button button--light" onClick={close} disabled={busy}>
              {t('account.delete.keep')}
            </button>
          </div>
        </div>
      ) : (
        <form className="auth-form" noValidate onSubmit={confirm}>
          <p id="delete-code-sent">{t('account.delete.enterCode', { phone: to })}</p>
          <OtpInput
            value={code}
            onChange={(value) => {
              setCode(value);
              setError('');
            }}
            digitLabel={(n) => t('auth.otp.digit', { n, total: OTP_LENGTH })}
            legend={t('auth.otp.legend')}
            invalid={Boolean(error)}
            describedBy={error ? 'delete-code-sent delete-error' : 'delete-code-sent'}
          />
          {errorText}
          <div className="account__actions">
            <button className="button button--danger" type="submit" disabled={busy} aria-busy={busy}>
              {t('account.delete.confirm')}
            </button>
            <button type="button" className="button button--light" onClick={close} disabled={busy}>
              {t('account.delete.keep')}
            </button>
          </div>
          <button
            type="button"
            className="link-button"
            onClick={sendCode}
            disabled={busy || cooldown.seconds > 0}
          >
            {cooldown.seconds > 0
              ? t('auth.otp.resendIn', { seconds: cooldown.seconds })
              : t('auth.otp.resend')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
