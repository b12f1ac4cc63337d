import { useState } from 'react';
import type { Profile } from '../../../domain/contract/auth.ts';
import type { AddChildRequest, ChildSummary } from '../../../domain/contract/children.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { getProfile } from '../../client/auth.ts';
import { addChild, updateChild } from '../../client/children.ts';
import { localizePath } from '../../i18n/paths.ts';
import { setProfile } from '../../stores/profile.ts';
import { showToast } from '../../stores/toast.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { checkProfile, PROFILE_FIELDS, type ProfileValues, valuesOf } from './profileFields.ts';

/** A child's fields: the profile's, without the e-mail (the parent's, ADR 018). */
const CHILD_FIELDS = PROFILE_FIELDS.filter((field) => field !== 'email');
/**
 * A new child's fields, every one checked (an edit checks only what changed): the profile's
 * schema has the same limits as the API's for a new child: the class and board must be chosen
 * (empty is no choice), the gender and the place may stay empty (issue 32).
 */
const checkNewChild = (values: ProfileValues) => checkProfile({ ...values, email: '' });

const CONSENT_BOXES = ['isGuardian', 'isAdult', 'acceptsPolicy'] as const;

/**
 * "Add a child" and "Edit" in the parent area (issue 18): the sign-up's name, gender, class and
 * place fields in the one profile form, and for a new child the parent's consent, as at sign-up
 * (without the parent's name, which the account already has).
 * A brother or sister usually shares the board, school and place: a new child starts with them.
 */
export function ChildForm({
  t,
  locale,
  user,
  child,
  policyVersion,
  onDone,
  onAdded,
}: {
  t: Translate;
  locale: Locale;
  user: Profile;
  /** null: a new child. */
  child: ChildSummary | null;
  policyVersion: string;
  onDone: (changed: boolean) => void;
  /** A new child is added: the parent area stays, showing them (issue 27). */
  onAdded: (child: ChildSummary) => void;
}) {
  // The parent's name is the one of their sign-up consent: the API records it again (issue 27).
  const [consent, setConsent] = useState({
    isGuardian: false,
    isAdult: false,
    acceptsPolicy: false,
  });
  const [consentError, setConsentError] = useState('');

  const start: ProfileValues = child
    ? valuesOf({ ...child, phone: user.phone, email: null, _id: child.id } as unknown as Profile)
    : { ...valuesOf(user), studentName: '', gender: '', grade: '', email: '' };

  const saveNew = async (values: ProfileValues) => {
    const missing = CONSENT_BOXES.some((box) => !consent[box]) ? t('auth.consent.required') : '';
    setConsentError(missing);
    if (missing) {
      document.getElementById('child-isGuardian')?.focus();
      return false;
    }
    const { email: _parents, ...fields } = values;
    // What was left empty is not sent: not given (issue 32).
    const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
    const body = { ...given, consent: { ...consent, policyVersion } } as AddChildRequest;
    const added = await addChild(body);
    // The family card says it (issue 27: a toast here covered the PIN offer's buttons).
    onAdded(added.data);
    return false;
  };

  const saveChanges = async (changes: Partial<ProfileValues>) => {
    if (!child) return false;
    if (Object.keys(changes).length > 0) {
      await updateChild(child.id, changes as Parameters<typeof updateChild>[1]);
      if (child.id === user._id) setProfile((await getProfile()).profile);
      showToast('success', t('children.saved'));
    }
    return true;
  };

  return (
    <ProfileForm
      t={t}
      locale={locale}
      start={start}
      fields={CHILD_FIELDS}
      title={child ? t('children.editTitle', { name: child.studentName }) : t('children.addTitle')}
      submitLabel={child ? t('account.profile.save') : t('children.add')}
      check={child ? undefined : (_changes, values) => checkNewChild(values)}
      save={async (changes, values) => (child ? saveChanges(changes) : saveNew(values))}
      onDone={() => onDone(true)}
      onCancel={() => onDone(false)}
    >
      {!child && (
        <fieldset className="field consent">
          <legend>{t('children.consentFor')}</legend>
          <p className="field__hint">{t('auth.consent.intro')}</p>
          {CONSENT_BOXES.map((box) => (
            <label key={box} className="check">
              <input
                id={`child-${box}`}
                type="checkbox"
                checked={consent[box]}
                onChange={(event) => setConsent({ ...consent, [box]: event.currentTarget.checked })}
                aria-describedby={consentError ? 'child-consent-error' : undefined}
              />
              <span>
                {box === 'isGuardian' && t('auth.consent.isGuardian')}
                {box === 'isAdult' && t('auth.consent.isAdult')}
                {box === 'acceptsPolicy' && (
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
          {consentError && (
            <p className="field__error" id="child-consent-error" role="alert">
              {consentError}
            </p>
          )}
        </fieldset>
      )}
    </ProfileForm>
  );
}
