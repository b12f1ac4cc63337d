import { type FormEvent, useEffect, useState } from 'react';
import type { Profile } from '../../../domain/contract/auth.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import { GATE_ERRORS, type GateChange, type GateMethod } from '../../../domain/contract/parentGate.ts';
import { isPinShape, isTrivialPin } from '../../../domain/contract/pinRules.ts';
import { type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import { ApiError } from '../../client/http.ts';
import { setParentGate } from '../../client/parent.ts';
import { $parentGate, gateChanged } from '../../stores/parent.ts';
import { rememberGateMethod } from '../../stores/parentArea.ts';
import { minutesToWait } from '../../stores/parentGate.ts';
import { showToast } from '../../stores/toast.ts';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { PinField } from '../ui/PinField.tsx';
import { useQuery } from '../ui/useQuery.ts';
import { SectionStatus } from './SectionStatus.tsx';

const METHODS = ['question', 'pin', 'password'] as const satisfies readonly GateMethod[];
type Errors = { pin?: string; current?: string };

/**
 * The parent lock (issue 18): how the parent gate opens for the whole family, the question (only
 * while every child is in class 1 or 2: ADR 021), a PIN or the password. Changing it asks for the current password, so that a child who got past
 * the question cannot set a PIN of their own. The PIN's rules are checked here before the API
 * checks them again (contract/pinRules.ts).
 */
export function ParentLockSettings({ t, locale, user }: { t: Translate; locale: Locale; user: Profile }) {
  const loaded = useQuery($parentGate);
  const [choice, setChoice] = useState<GateMethod | null>(null);
  // With a child in class 3 or above, the API takes no question (ADR 021): it is not offered.
  const [questionAllowed, setQuestionAllowed] = useState(true);
  const [pin, setPin] = useState('');
  const [current, setCurrent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!loaded.data) return;
    setChoice(loaded.data.data.method);
    setQuestionAllowed(loaded.data.data.questionAllowed);
  }, [loaded.data]);

  const show = (found: Errors) => {
    setErrors(found);
    if (found.pin) document.getElementById('lock-pin')?.focus();
    else if (found.current) document.getElementById('lock-current-password')?.focus();
    return Boolean(found.pin || found.current);
  };
  const pinError = (issue: string) =>
    t(issue === 'pinTooEasy' ? 'account.lock.pinTooEasy' : 'account.lock.pinShape');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice || busy) return;
    const pinIssue =
      choice !== 'pin'
        ? undefined
        : !isPinShape(pin)
          ? 'pin'
          : isTrivialPin(pin, user.phone)
            ? 'pinTooEasy'
            : undefined;
    if (
      show({
        pin: pinIssue && pinError(pinIssue),
        current: current ? undefined : t('account.password.currentRequired'),
      })
    )
      return;
    const change: GateChange =
      choice === 'pin'
        ? { method: 'pin', pin, currentPassword: current }
        : { method: choice, currentPassword: current };
    setBusy(true);
    try {
      const answer = await setParentGate(change);
      const { data } = answer;
      gateChanged(answer);
      rememberGateMethod(data.method);
      setChoice(data.method);
      setQuestionAllowed(data.questionAllowed);
      setPin('');
      setCurrent('');
      setErrors({});
      showToast('success', t('account.lock.saved'));
    } catch (failure) {
      const error = failure instanceof ApiError ? failure : null;
      if (error?.fields.currentPassword) show({ current: t('auth.error.passwordIncorrect') });
      else if (error?.fields.pin) show({ pin: pinError(error.fields.pin) });
      else if (error?.code === GATE_ERRORS.questionNotAllowed) {
        // A class 3+ child was added meanwhile (on another phone): the question is gone.
        setQuestionAllowed(false);
        setChoice('password');
        showToast('error', t('account.lock.noQuestion'));
      } else if (error?.status === 429)
        showToast('error', tPlural(t, locale, 'account.lock.locked', minutesToWait(error.retryAfterSeconds)));
      else showToast('error', t('account.lock.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account__card" aria-labelledby="lock-title">
      <h2 id="lock-title" className="account__title">
        {t('account.lock.title')}
      </h2>
      <p className="account__muted">{t('account.lock.intro')}</p>
      {!questionAllowed && <p className="account__muted">{t('account.lock.noQuestion')}</p>}
      {!choice ? (
        <SectionStatus t={t} failed={loaded.failed} retry={loaded.retry} />
      ) : (
        <form className="auth-form" noValidate onSubmit={onSubmit}>
          <fieldset className="lock-settings">
            <legend className="lock-settings__legend">{t('account.lock.method')}</legend>
            {METHODS.filter((method) => method !== 'question' || questionAllowed).map((method) => (
              <label key={method} className="lock-settings__option">
                <input
                  type="radio"
                  name="lock-method"
                  value={method}
                  checked={choice === method}
                  onChange={() => setChoice(method)}
                  data-testid={`lock-${method}`}
                />
                <span>
                  <span className="play-settings__name">{t(`account.lock.${method}`)}</span>
                  <span className="account__muted">{t(`account.lock.${method}Hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {choice === 'pin' && (
            <PinField
              id="lock-pin"
              label={t('account.lock.newPin')}
              pin={pin}
              error={errors.pin}
              onChange={setPin}
            />
          )}
          {/* For password managers: which account this password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={user.phone} readOnly hidden />
          <PasswordInput
            id="lock-current-password"
            label={t('account.lock.currentPassword')}
            value={current}
            onChange={setCurrent}
            autoComplete="current-password"
            showLabel={t('auth.password.show')}
            hideLabel={t('auth.password.hide')}
            hint={t('account.lock.currentHint')}
            error={errors.current}
          />
          <div className="account__actions">
            <button className="button" type="submit" disabled={busy} aria-busy={busy}>
              {t('account.lock.save')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
