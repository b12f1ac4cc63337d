import { type FormEvent, useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { type RegisterRequest, registerRequestSchema } from '../../../domain/contract/auth.ts';
import { TALUK_MAX_LENGTH } from '../../../domain/contract/catalog.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { registerStudent } from '../../client/auth.ts';
import { ApiError } from '../../client/http.ts';
import { districtsOf, loadPlaces, type Place } from '../../data/places.ts';
import { localizePath } from '../../i18n/paths.ts';
import { go } from '../../lib/navigation.ts';
import { signIn } from '../../stores/session.ts';
import {
  $signupDraft,
  clearDraft,
  draftPassword,
  EMPTY_DRAFT,
  missingSignupStep,
  updateDraft,
} from '../../stores/signupDraft.ts';
import { showToast } from '../../stores/toast.ts';
import { authErrorText } from '../ui/errors.ts';
import { fieldIssues, maxLengthOf } from '../ui/fieldIssues.ts';
import { PinOffer } from '../ui/PinOffer.tsx';
import { useStoredState } from '../ui/useClientStore.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { usePlaceNames } from '../ui/usePlaceNames.ts';
import { AuthCard } from './AuthCard.tsx';
import { useSignupStep } from './useSignupStep.ts';

interface Props {
  locale: Locale;
  messages: Partial<Messages>;
  /** The privacy policy's version, from its front matter: what the parent accepts. */
  policyVersion: string;
}

/** This screen's part of the registration, checked by the contract's own rules. */
const locationStep = z.pick(registerRequestSchema, { taluk: true, consent: true });
const GUARDIAN_NAME_MAX = maxLengthOf(registerRequestSchema.shape.consent.shape.guardianName);

/**
 * /location (spec §2): state, district (filtered by the state) and taluk, each optional (issue 32:
 * only the state is used, for a payment's GST; Karnataka is shown chosen, issue 27); then the parent's
 * consent (DPDP Act) and registration; then the offer of a PIN for the parent area (issue 27).
 */
export default function Location({ locale, messages, policyVersion }: Props) {
  const t = createTranslate(messages);
  const hydrated = useHydrated();
  useSignupStep(locale);
  // The draft starts in Karnataka (signupDraft.ts, issue 27); "Not given" is one tap away (issue 32).
  const [draft, setDraft] = useStoredState(() => $signupDraft.get(), EMPTY_DRAFT);
  const [states, setStates] = useState<Place[]>([]);
  const placeNames = usePlaceNames(locale);
  const [consent, setConsent] = useState({
    guardianName: '',
    isGuardian: false,
    isAdult: false,
    acceptsPolicy: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // After the account is made: "Lock the parent area with a PIN?" (issue 27).
  const [offer, setOffer] = useState<{ password: string; phone: string; youngOnly: boolean } | null>(null);

  useEffect(() => {
    // The same list as My Account's profile form, loaded when this screen opens.
    loadPlaces()
      .then(setStates)
      .catch(() => {});
  }, []);

  const change = (changes: Partial<typeof draft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    updateDraft(changes);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A step whose details are gone (a closed tab loses the password): that step opens again and
    // says what to fill in, rather than the server refusing the whole registration.
    const missing = missingSignupStep($signupDraft.get(), draftPassword());
    if (missing) {
      go(locale, `${missing}?redo=missing`);
      return;
    }
    const issues = fieldIssues(locationStep, { taluk: draft.taluk, consent: { ...consent, policyVersion } });
    const found: Record<string, string> = {};
    if (issues.taluk) found.taluk = t('auth.location.talukTooLong', { max: TALUK_MAX_LENGTH });
    const guardianName = issues['consent.guardianName'];
    if (guardianName)
      found.guardianName = t(guardianName === 'required' ? 'auth.consent.nameRequired' : 'error.invalid');
    if (issues['consent.isGuardian'] || issues['consent.isAdult'] || issues['consent.acceptsPolicy'])
      found.consent = t('auth.consent.required');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(Object.keys(found)[0] as string)?.focus();
      return;
    }
    setBusy(true);
    try {
      const response = await registerStudent({
        studentName: draft.studentName,
        phone: draft.phone,
        password: draftPassword(),
        // Sent only when given (issue 32).
        gender: draft.gender || undefined,
        grade: draft.grade as RegisterRequest['grade'],
        email: draft.email,
        board: draft.board,
        schoolName: draft.schoolName,
        state: draft.state || undefined,
        district: (draft.state && draft.district) || undefined,
        taluk: draft.taluk.trim() || undefined,
        isPhoneVerified: true,
        otpSecret: draft.otpSecret,
        consent: {
          ...consent,
          guardianName: consent.guardianName.trim(),
          isGuardian: true,
          isAdult: true,
          acceptsPolicy: true,
          policyVersion,
        },
      });
      // The password stays in this screen's memory only, for the PIN offer that follows.
      const password = draftPassword();
      signIn(response);
      clearDraft();
      showToast('success', t('auth.signupSuccess'));
      setOffer({ password, phone: response.profile.phone, youngOnly: Number(response.profile.grade) <= 2 });
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.fields.password) {
        // Said on the password field itself (a toast would not survive the page change).
        go(locale, '/namepassword?redo=password');
        return;
      }
      showToast('error', authErrorText(t, locale, failure));
      if (failure instanceof ApiError) {
        if (failure.code === 'OTP_NOT_VERIFIED') go(locale, '/login');
        else if (failure.code === 'ACCOUNT_EXISTS') go(locale, '/password');
      }
    }
  };

  if (offer)
    return (
      <AuthCard title={t('pinOffer.title')}>
        <PinOffer
          t={t}
          locale={locale}
          phone={offer.phone}
          password={offer.password}
          youngOnly={offer.youngOnly}
          onDone={() => go(locale, '/dashboard', { replace: true })}
        />
      </AuthCard>
    );

  const districts = districtsOf(states, draft.state);
  const fieldClass = (name: string) => `field${errors[name] ? ' has-error' : ''}`;
  const errorText = (name: string) =>
    errors[name] ? (
      <p className="field__error" id={`${name}-error`}>
        {errors[name]}
      </p>
    ) : null;
  const describedBy = (name: string) => (errors[name] ? `${name}-error` : undefined);

  return (
    <AuthCard title={t('auth.location.title')} subtitle={t('auth.location.subtitle')}>
      <p className="steps">{t('auth.step', { n: 4, total: 4 })}</p>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="state">{t('auth.location.state')}</label>
          <select
            id="state"
            value={draft.state}
            disabled={!hydrated}
            onChange={(event) => change({ state: event.currentTarget.value, district: '' })}
          >
            <option value="">{t('auth.notGiven')}</option>
            {states.map((state) => (
              <option key={state.name} value={state.name}>
                {placeNames.state(state.name)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="district">{t('auth.location.district')}</label>
          <select
            id="district"
            value={draft.district}
            disabled={!hydrated || districts.length === 0}
            onChange={(event) => change({ district: event.currentTarget.value })}
          >
            <option value="">{t('auth.notGiven')}</option>
            {districts.map((district) => (
              <option key={district} value={district}>
                {placeNames.district(district)}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldClass('taluk')}>
          <label htmlFor="taluk">{t('auth.location.taluk')}</label>
          <input
            id="taluk"
            value={draft.taluk}
            readOnly={!hydrated}
            maxLength={TALUK_MAX_LENGTH}
            onChange={(event) => change({ taluk: event.currentTarget.value })}
            aria-invalid={errors.taluk ? true : undefined}
            aria-describedby={describedBy('taluk')}
          />
          {errorText('taluk')}
        </div>

        <fieldset className="field consent">
          <legend>{t('auth.consent.title')}</legend>
          <p className="field__hint">{t('auth.consent.intro')}</p>
          <div className={fieldClass('guardianName')}>
            <label htmlFor="guardianName">{t('auth.consent.guardianName')}</label>
            <input
              id="guardianName"
              autoComplete="name"
              maxLength={GUARDIAN_NAME_MAX}
              value={consent.guardianName}
              readOnly={!hydrated}
              onChange={(event) => setConsent({ ...consent, guardianName: event.currentTarget.value })}
              aria-invalid={errors.guardianName ? true : undefined}
              aria-describedby={describedBy('guardianName')}
            />
            {errorText('guardianName')}
          </div>
          {(['isGuardian', 'isAdult', 'acceptsPolicy'] as const).map((key) => (
            <label key={key} className="check">
              <input
                id={key === 'isGuardian' ? 'consent' : undefined}
                type="checkbox"
                disabled={!hydrated}
                checked={consent[key]}
                onChange={(event) => setConsent({ ...consent, [key]: event.currentTarget.checked })}
                aria-describedby={describedBy('consent')}
              />
              <span>
                {key === 'isGuardian' && t('auth.consent.isGuardian')}
                {key === 'isAdult' && t('auth.consent.isAdult')}
                {key === 'acceptsPolicy' && (
                  <>
                    {t('auth.consent.acceptsPolicy')}{' '}
                    <a href={localizePath(locale, '/privacy-policy')} target="_blank" rel="noopener">
                      {t('footer.privacy')}
                    </a>
                  </>
                )}
              </span>
            </label>
          ))}
          {errorText('consent')}
        </fieldset>
        <div className="auth-actions">
          <button className="button" type="submit" disabled={!hydrated || busy} aria-busy={busy}>
            {t('auth.register')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
