import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Profile } from '../../../domain/contract/auth.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { type ProfileUpdate, updateProfile } from '../../client/account.ts';
import { setProfile } from '../../stores/profile.ts';
import { showToast } from '../../stores/toast.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { GENDER_LABELS, isGender } from '../ui/choiceLabels.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { usePlaceNames } from '../ui/usePlaceNames.ts';
import { boardLabel } from './boardLabel.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { valuesOf } from './profileFields.ts';

const genderLabel = (t: Translate, gender: string) => (isGender(gender) ? t(GENDER_LABELS[gender]) : gender);

/** Section 1 of My Account: who the child is, and an edit mode for it. The phone stays read-only. */
export function ProfileSection({ t, locale, user }: { t: Translate; locale: Locale; user: Profile }) {
  const hydrated = useHydrated();
  const placeNames = usePlaceNames(locale);
  const [editing, setEditing] = useState(false);
  const edit = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Back from the form: focus returns to the button that opened it.
    if (wasEditing.current && !editing) edit.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  // The gender and the place are optional (issue 32): what was not given says so.
  const place = [
    user.taluk,
    user.district && placeNames.district(user.district),
    user.state && placeNames.state(user.state),
  ]
    .filter(Boolean)
    .join(', ');
  const notGiven = <span className="account__muted">{t('account.profile.notGiven')}</span>;
  const rows: [string, ReactNode][] = [
    [t('auth.class.class'), t('auth.class.option', { n: user.grade })],
    [t('auth.class.board'), boardLabel(t, user)],
    [t('account.profile.gender'), user.gender ? genderLabel(t, user.gender) : notGiven],
    [t('account.profile.school'), user.schoolName || notGiven],
    [t('account.profile.place'), place || notGiven],
    [
      t('account.profile.phone'),
      <span key="phone" dir="ltr">
        +91 {user.phone}
      </span>,
    ],
    [t('account.profile.email'), user.email || notGiven],
  ];

  return (
    <section className="account__card" aria-labelledby="profile-title">
      <h2 id="profile-title" className="account__title">
        {t('account.profile.title')}
      </h2>
      <div className="profile__head">
        <Avatar user={user} />
        <p className="profile__name" data-testid="profile-name">
          {user.studentName}
        </p>
      </div>
      {editing ? (
        <ProfileForm
          t={t}
          locale={locale}
          start={valuesOf(user)}
          title={t('account.profile.editTitle')}
          submitLabel={t('account.profile.save')}
          save={async (changes) => {
            if (Object.keys(changes).length === 0) return true;
            setProfile((await updateProfile(changes as ProfileUpdate)).profile);
            showToast('success', t('account.profile.saved'));
            return true;
          }}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          <dl className="profile__details" data-testid="profile-details">
            {rows.map(([label, value]) => (
              <div key={label} className="profile__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="account__note">{t('account.profile.phoneNote')}</p>
          <button
            ref={edit}
            type="button"
            className="button button--light"
            disabled={!hydrated}
            onClick={() => setEditing(true)}
          >
            {t('account.profile.edit')}
          </button>
        </>
      )}
    </section>
  );
}
