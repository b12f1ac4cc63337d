import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import { isPinShape, isTrivialPin } from '../../../domain/contract/pinRules.ts';
import { type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import { ApiError } from '../../client/http.ts';
import { setParentGate } from '../../client/parent.ts';
import { gateChanged } from '../../stores/parent.ts';
import { rememberGateMethod } from '../../stores/parentArea.ts';
import { minutesToWait } from '../../stores/parentGate.ts';
import { showToast } from '../../stores/toast.ts';
import { PasswordInput } from './PasswordInput.tsx';
import { PinField } from './PinField.tsx';

type Errors = { pin?: string; current?: string };

/**
 * "Lock the parent area with a PIN?" (issue 27, ADR 021): offered at the end of sign-up and when
 * a child of class 3 or above joins a family without a PIN. Such a child can answer the
 * times-table question, and plans, payments and deleting data sit behind the gate. Skippable:
 * the gate then asks for the password (or, while every child is in class 1 or 2, the question).
 *
 * Setting a PIN needs the parent's password (the API's rule: a child cannot set one). Just after
 * sign-up the screen still holds the password the parent typed (`password`, in memory only);
 * elsewhere the parent types it.
 */
export function PinOffer({
  t,
  locale,
  phone,
  password,
  youngOnly,
  onDone,
}: {
  t: Translate;
  locale: Locale;
  /** The family's phone number: its last four digits are no PIN. */
  phone: string;
  /** The password typed at sign-up, if this screen has it; else a field asks for it. */
  password?: string;
  /** Every child is in class 1 or 2: without a PIN, the question stays. */
  youngOnly: boolean;
  /** `true` once a PIN is set; `false` for "Not now". */
  onDone: (pinSet: boolean) => void;
}) {
  const [pin, setPin] = useState('');
  const [current, setCurrent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // It replaces a long form (sign-up's consent, "Add a child"): its title comes into view.
  // (A block: Chromium's scrollIntoView may return a promise, which React would call as a cleanup.)
  useEffect(() => {
    form.current?.parentElement?.scrollIntoView({ block: 'start' });
  }, []);

  const show = (found: Errors) => {
    setErrors(found);
    if (found.pin) document.getElementById('offer-pin')?.focus();
    else if (found.current) document.getElementById('offer-current-password')?.focus();
    return Boolean(found.pin || found.current);
  };
  const pinError = (issue: string) =>
    t(issue === 'pinTooEasy' ? 'account.lock.pinTooEasy' : 'account.lock.pinShape');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const currentPassword = password ?? current;
    const pinIssue = !isPinShape(pin) ? 'pin' : isTrivialPin(pin, phone) ? 'pinTooEasy' : undefined;
    if (
      show({
        pin: pinIssue && pinError(pinIssue),
        current: currentPassword ? undefined : t('account.password.currentRequired'),
      })
    )
      return;
    setBusy(true);
    try {
      const answer = await setParentGate({ method: 'pin', pin, currentPassword });
      gateChanged(answer);
      rememberGateMethod(answer.data.method);
      showToast('success', t('pinOffer.saved'));
      onDone(true);
    } catch (failure) {
      setBusy(false);
      const error = failure instanceof ApiError ? failure : null;
      if (error?.fields.pin) show({ pin: pinError(error.fields.pin) });
      else if (error?.fields.currentPassword && !password)
        show({ current: t('auth.error.passwordIncorrect') });
      else if (error?.status === 429)
        showToast('error', tPlural(t, locale, 'account.lock.locked', minutesToWait(error.retryAfterSeconds)));
      else showToast('error', t('account.lock.failed'));
    }
  };

  return (
    <form ref={form} className="auth-form pin-offer" noValidate onSubmit={onSubmit} data-testid="pin-offer">
      <p>{t('pinOffer.why')}</p>
      <PinField
        id="offer-pin"
        label={t('pinOffer.pin')}
        hint={t('pinOffer.pinHint')}
        pin={pin}
        error={errors.pin}
        onChange={setPin}
      />
      {password === undefined && (
        <>
          {/* For password managers: which account this password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={phone} readOnly hidden />
          <PasswordInput
            id="offer-current-password"
            label={t('account.lock.currentPassword')}
            value={current}
            onChange={setCurrent}
            autoComplete="current-password"
            showLabel={t('auth.password.show')}
            hideLabel={t('auth.password.hide')}
            hint={t('account.lock.currentHint')}
            error={errors.current}
          />
        </>
      )}
      <div className="auth-actions pin-offer__actions">
        <button className="button" type="submit" disabled={busy} aria-busy={busy}>
          {t('pinOffer.set')}
        </button>
        <button className="button button--light" type="button" disabled={busy} onClick={() => onDone(false)}>
          {t('pinOffer.skip')}
        </button>
      </div>
      <p className="field__hint">{t(youngOnly ? 'pinOffer.skipQuestion' : 'pinOffer.skipPassword')}</p>
    </form>
  );
}
