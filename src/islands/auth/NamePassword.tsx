import { type FormEvent, useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { registerRequestSchema } from '../../../domain/contract/auth.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import { isPatternPassword } from '../../../domain/contract/passwordRules.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { go } from '../../lib/navigation.ts';
import {
  $signupDraft,
  draftPassword,
  EMPTY_DRAFT,
  setDraftPassword,
  updateDraft,
} from '../../stores/signupDraft.ts';
import { fieldIssues, maxLengthOf } from '../ui/fieldIssues.ts';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { useStoredState } from '../ui/useClientStore.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { AuthCard } from './AuthCard.tsx';
import { useSignupStep } from './useSignupStep.ts';

interface Props {
  locale: Locale;
  messages: Partial<Messages>;
}

/** This screen's part of the registration, checked by the contract's own rules. */
const namePasswordStep = z.pick(registerRequestSchema, { studentName: true, password: true });
const NAME_MAX = maxLengthOf(registerRequestSchema.shape.studentName);

/** /namepassword (spec §2): the child's full name and the account's password. */
export default function NamePassword({ locale, messages }: Props) {
  const t = createTranslate(messages);
  const hydrated = useHydrated();
  const redo = useSignupStep(locale);
  // Both are kept as they are typed (the name in the draft, the password in sessionStorage only):
  // a reload or Back loses neither.
  const [name, setName] = useStoredState(() => $signupDraft.get().studentName, EMPTY_DRAFT.studentName);
  const [password, setPassword] = useStoredState(draftPassword, '');
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the reason is known (t is new each render).
  useEffect(() => {
    // Sent back by "Create account": say what to do here, on the field it concerns.
    if (redo === 'password') setErrors({ password: t('auth.error.passwordCommon') });
    else if (redo && !draftPassword())
      setErrors({
        password: t('auth.signup.passwordAgain'),
        name: $signupDraft.get().studentName ? undefined : t('auth.name.required'),
      });
  }, [redo]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const issues = fieldIssues(namePasswordStep, { studentName: name, password });
    const found = {
      // Anything else is text longer than the contract takes: rare (the name input stops at its
      // limit), so the general message.
      name:
        issues.studentName && t(issues.studentName === 'required' ? 'auth.name.required' : 'error.invalid'),
      password: issues.password
        ? t(issues.password === 'passwordShort' ? 'auth.error.passwordShort' : 'error.invalid')
        : // The hint's "avoid 12345678" holds here already, not only when the server refuses it.
          isPatternPassword(password, $signupDraft.get().phone)
          ? t('auth.error.passwordCommon')
          : undefined,
    };
    setErrors(found);
    if (found.name || found.password) return;
    updateDraft({ studentName: name.trim() });
    setDraftPassword(password);
    go(locale, '/genderSelection');
  };

  return (
    <AuthCard title={t('auth.name.title')} subtitle={t('auth.name.subtitle')}>
      <p className="steps">{t('auth.step', { n: 1, total: 4 })}</p>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <div className={`field${errors.name ? ' has-error' : ''}`}>
          <label htmlFor="studentName">{t('auth.name.fullName')}</label>
          <input
            id="studentName"
            name="studentName"
            autoComplete="off"
            maxLength={NAME_MAX}
            value={name}
            readOnly={!hydrated}
            onChange={(event) => {
              setName(event.currentTarget.value);
              updateDraft({ studentName: event.currentTarget.value });
            }}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'studentName-error' : undefined}
          />
          {errors.name && (
            <p className="field__error" id="studentName-error">
              {errors.name}
            </p>
          )}
        </div>
        <PasswordInput
          id="password"
          label={t('auth.password.new')}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setDraftPassword(value);
          }}
          autoComplete="new-password"
          showLabel={t('auth.password.show')}
          hideLabel={t('auth.password.hide')}
          hint={t('auth.password.hint')}
          error={errors.password}
        />
        <div className="auth-actions">
          <button className="button" type="submit" disabled={!hydrated}>
            {t('auth.continue')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
