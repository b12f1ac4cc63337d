import { type FormEvent, useState } from 'react';
import {
  changePasswordRequestSchema,
  PASSWORD_MAX_LENGTH,
  type Profile,
} from '../../../domain/contract/auth.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { changePassword, loginWithPassword } from '../../client/auth.ts';
import { ApiError } from '../../client/http.ts';
import { signIn } from '../../stores/session.ts';
import { showToast } from '../../stores/toast.ts';
import { authErrorText } from '../ui/errors.ts';
import { fieldIssues } from '../ui/fieldIssues.ts';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { useHydrated } from '../ui/useHydrated.ts';

type Errors = { current?: string; next?: string };

/**
 * Section 3: change the password. The server ends every session of the account when the
 * password changes (docs/decisions/007), so this phone logs in again with the new password
 * at once: it stays signed in, and any other phone is signed out.
 */
export function ChangePassword({ t, locale, user }: { t: Translate; locale: Locale; user: Profile }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const show = (found: Errors) => {
    setErrors(found);
    if (found.current) document.getElementById('current-password')?.focus();
    else if (found.next) document.getElementById('new-password')?.focus();
    return Boolean(found.current || found.next);
  };

  // The new password's issue code (this form's check and the API's `fields` alike) in words.
  const newPasswordError = (issue: string) =>
    issue === 'tooLong'
      ? t('account.error.tooLong', { max: PASSWORD_MAX_LENGTH })
      : t('auth.error.passwordShort');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's own checks of the request; a current password it refuses (empty aside)
    // cannot be the right one.
    const issues = fieldIssues(changePasswordRequestSchema, { currentPassword: current, newPassword: next });
    const currentIssue = issues.currentPassword;
    if (
      show({
        current: currentIssue
          ? t(
              currentIssue === 'required'
                ? 'account.password.currentRequired'
                : 'auth.error.passwordIncorrect',
            )
          : undefined,
        next: issues.newPassword
          ? newPasswordError(issues.newPassword)
          : next === current
            ? t('account.password.same')
            : undefined,
      })
    )
      return;
    setBusy(true);
    try {
      await changePassword(current, next);
    } catch (failure) {
      setBusy(false);
      const fields = failure instanceof ApiError ? failure.fields : {};
      if (fields.currentPassword) show({ current: t('auth.error.passwordIncorrect') });
      else if (fields.password === 'passwordCommon') show({ next: t('auth.error.passwordCommon') });
      else if (fields.newPassword) show({ next: newPasswordError(fields.newPassword) });
      // Too many wrong passwords (the account's budget, shared with the login): says how long to wait.
      else showToast('error', authErrorText(t, locale, failure));
      return;
    }
    try {
      // The session store tells every island and the navbar.
      signIn(await loginWithPassword(user.phone, next));
      showToast('success', t('account.password.changed'));
    } catch {
      // Changed, but this phone could not sign in again: the next call will ask for a login.
      showToast('info', t('account.password.changedLogin'));
    }
    setCurrent('');
    setNext('');
    setBusy(false);
  };

  return (
    <section className="account__card" aria-labelledby="password-title">
      <h2 id="password-title" className="account__title">
        {t('account.password.title')}
      </h2>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        {/* For password managers: which account this password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={user.phone} readOnly hidden />
        <PasswordInput
          id="current-password"
          label={t('account.password.current')}
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
          showLabel={t('auth.password.show')}
          hideLabel={t('auth.password.hide')}
          error={errors.current}
        />
        <PasswordInput
          id="new-password"
          label={t('account.password.new')}
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          showLabel={t('auth.password.show')}
          hideLabel={t('auth.password.hide')}
          hint={t('auth.password.hint')}
          error={errors.next}
        />
        <div className="account__actions">
          <button className="button" type="submit" disabled={!hydrated || busy} aria-busy={busy}>
            {t('account.password.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
