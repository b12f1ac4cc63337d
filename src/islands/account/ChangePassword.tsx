import { type FormEvent, useState } from 'react';
import { changePassword, loginWithPassword } from '../../client/auth.ts';
import { ApiError } from '../../client/http.ts';
import type { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, Profile } from '../../contract/auth.ts';
import type { Translate } from '../../i18n/translate.ts';
import { signIn } from '../../stores/session.ts';
import { showToast } from '../../stores/toast.ts';
import { authErrorKey } from '../auth/errors.ts';
import { PasswordInput } from '../auth/PasswordInput.tsx';
import { useHydrated } from '../ui/useHydrated.ts';

type Errors = { current?: string; next?: string };
// The contract's limits, typed to stay equal to them; imported as values they would bring zod along.
const MIN_LENGTH: typeof PASSWORD_MIN_LENGTH = 8;
const MAX_LENGTH: typeof PASSWORD_MAX_LENGTH = 128;

/**
 * Section 3: change the password. The server ends every session of the account when the
 * password changes (docs/decisions/007), so this phone logs in again with the new password
 * at once: it stays signed in, and any other phone is signed out.
 */
export function ChangePassword({ t, user }: { t: Translate; user: Profile }) {
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (
      show({
        current: current ? undefined : t('account.password.currentRequired'),
        next:
          next.length < MIN_LENGTH
            ? t('auth.error.passwordShort')
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
      else if (fields.newPassword === 'tooLong')
        show({ next: t('account.error.tooLong', { max: MAX_LENGTH }) });
      else if (fields.newPassword) show({ next: t('auth.error.passwordShort') });
      else showToast('error', t(authErrorKey(failure)));
      return;
    }
    try {
      signIn(await loginWithPassword(user.phone, next));
      document.dispatchEvent(new Event('kalike:session'));
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
