import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { GENDERS } from '../../../domain/contract/auth.ts';
import { SIGNUP_BOARD_MEDIUMS, SIGNUP_GRADES } from '../../../domain/contract/catalog.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { MessageKey } from '../../../domain/i18n/en.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { listSchools } from '../../client/account.ts';
import { ApiError } from '../../client/http.ts';
import { districtsOf, loadPlaces, type Place } from '../../data/places.ts';
import { showToast } from '../../stores/toast.ts';
import { BOARD_LABELS, GENDER_LABELS } from '../ui/choiceLabels.ts';
import { authErrorKey } from '../ui/errors.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { usePlaceNames } from '../ui/usePlaceNames.ts';
import {
  changesOf,
  checkProfile,
  PROFILE_FIELDS,
  PROFILE_MAX_LENGTHS,
  type ProfileField,
  type ProfileValues,
  profileFieldError,
} from './profileFields.ts';

type Values = ProfileValues;

const HINTS: Partial<Record<ProfileField, MessageKey>> = {
  gender: 'account.profile.genderHint',
  board: 'auth.class.subtitle',
  schoolName: 'account.profile.optional',
  state: 'account.profile.stateHint',
  district: 'account.profile.optional',
  taluk: 'account.profile.optional',
  email: 'account.profile.optional',
};
/** Lists a parent may leave unchosen (issue 32): their empty choice says "Not given". */
const OPTIONAL_CHOICES: readonly ProfileField[] = ['gender', 'state', 'district'];
interface Props {
  t: Translate;
  locale: Locale;
  /** The values the form starts from. */
  start: ProfileValues;
  /** The fields shown, in the order of PROFILE_FIELDS (a child's form has no e-mail: it is the parent's). */
  fields?: readonly ProfileField[];
  title: string;
  submitLabel: string;
  /** Issue codes of what is about to be sent: the changes (an edit) or every value (a new child). */
  check?: (changes: Partial<ProfileValues>, values: ProfileValues) => Partial<Record<ProfileField, string>>;
  /** Sends them; false when something outside the fields (the consent) stopped it. */
  save: (changes: Partial<ProfileValues>, values: ProfileValues) => Promise<boolean>;
  /** More of the form before its buttons (a new child's consent). */
  children?: ReactNode;
  /** After a save. */
  onDone: () => void;
  /** "Cancel" (else as after a save). */
  onCancel?: () => void;
}

/**
 * The sign-up's fields in one form, the same for every profile: My Account's edit of the child
 * playing (PUT /v1/auth/profile, with the parent's e-mail), and the parent area's "Add a child"
 * and edit of any child (issue 18). Checked by the contract's schemas, saved by `save`.
 */
export function ProfileForm({
  t,
  locale,
  start,
  fields = PROFILE_FIELDS,
  title,
  submitLabel,
  check = (changes) => checkProfile(changes),
  save,
  children,
  onDone,
  onCancel = onDone,
}: Props) {
  const hydrated = useHydrated();
  const placeNames = usePlaceNames(locale);
  const [initial] = useState(start);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [states, setStates] = useState<Place[]>([]);
  const [schools, setSchools] = useState<{ name: string; district: string }[]>([]);
  const first = useRef<HTMLInputElement>(null);
  // Two forms can be open at once (the profile's and a child's): each its own heading.
  const titleId = useId();

  useEffect(() => {
    first.current?.focus();
    // The same list as the sign-up's location screen, loaded only when editing.
    loadPlaces()
      .then(setStates)
      .catch(() => {});
    listSchools()
      .then((response) => setSchools(response.data))
      .catch(() => {});
  }, []);

  const districts = districtsOf(states, values.state);
  const suggestions = schools.filter((school) => school.district === values.district);
  const set = (changes: Partial<Values>) => setValues((previous) => ({ ...previous, ...changes }));
  const message = (field: ProfileField, issue: string) => t(...profileFieldError(field, issue));

  const show = (found: Partial<Record<ProfileField, string>>) => {
    setErrors(found);
    const firstBad = PROFILE_FIELDS.find((field) => found[field]);
    if (firstBad) document.getElementById(`profile-${firstBad}`)?.focus();
    return Boolean(firstBad);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(values, initial);
    const found: Partial<Record<ProfileField, string>> = {};
    for (const [field, issue] of Object.entries(check(changes, values)) as [ProfileField, string][])
      if (fields.includes(field)) found[field] = message(field, issue);
    if (show(found)) return;
    setBusy(true);
    try {
      if (await save(changes, values)) onDone();
      else setBusy(false);
    } catch (failure) {
      setBusy(false);
      const fields = failure instanceof ApiError ? failure.fields : {};
      const fromServer: Partial<Record<ProfileField, string>> = {};
      for (const field of PROFILE_FIELDS)
        if (fields[field]) fromServer[field] = message(field, fields[field]);
      if (!show(fromServer)) showToast('error', t(authErrorKey(failure)));
    }
  };

  const field = (name: ProfileField) => ({
    id: `profile-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [HINTS[name] ? `profile-${name}-hint` : '', errors[name] ? `profile-${name}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const wrap = (name: ProfileField, label: string, control: ReactNode) => (
    <div className={`field${errors[name] ? ' has-error' : ''}`}>
      <label htmlFor={`profile-${name}`}>{label}</label>
      {HINTS[name] && (
        <p className="field__hint" id={`profile-${name}-hint`}>
          {t(HINTS[name])}
        </p>
      )}
      {control}
      {errors[name] && (
        <p className="field__error" id={`profile-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );
  const text = (name: ProfileField, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <input
      {...field(name)}
      {...extra}
      readOnly={!hydrated}
      maxLength={PROFILE_MAX_LENGTHS[name]}
      onChange={(event) => set({ [name]: event.currentTarget.value })}
    />
  );
  const select = (name: ProfileField, options: [string, string][], onChange?: (value: string) => void) => (
    <select
      {...field(name)}
      disabled={!hydrated || options.length === 0}
      onChange={(event) => (onChange ?? ((value) => set({ [name]: value })))(event.currentTarget.value)}
    >
      <option value="">{t(OPTIONAL_CHOICES.includes(name) ? 'auth.notGiven' : 'auth.select')}</option>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );

  return (
    <form className="auth-form profile-form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <h3 id={titleId} className="account__subtitle">
        {title}
      </h3>
      {wrap(
        'studentName',
        t('auth.name.fullName'),
        <input
          ref={first}
          {...field('studentName')}
          autoComplete="off"
          readOnly={!hydrated}
          maxLength={PROFILE_MAX_LENGTHS.studentName}
          onChange={(event) => set({ studentName: event.currentTarget.value })}
        />,
      )}
      {wrap(
        'gender',
        t('account.profile.gender'),
        select(
          'gender',
          GENDERS.map((value) => [value, t(GENDER_LABELS[value])]),
        ),
      )}
      {wrap(
        'grade',
        t('auth.class.class'),
        select(
          'grade',
          SIGNUP_GRADES.map((value) => [value, t('auth.class.option', { n: value })]),
        ),
      )}
      {wrap(
        'board',
        t('auth.class.board'),
        select(
          'board',
          SIGNUP_BOARD_MEDIUMS.map((value) => [value, t(BOARD_LABELS[value])]),
        ),
      )}
      {wrap(
        'schoolName',
        t('account.profile.school'),
        <>
          {text('schoolName', {
            list: suggestions.length ? 'profile-schools' : undefined,
            autoComplete: 'off',
          })}
          {suggestions.length > 0 && (
            <datalist id="profile-schools">
              {suggestions.map((school) => (
                <option key={school.name} value={school.name} />
              ))}
            </datalist>
          )}
        </>,
      )}
      {wrap(
        'state',
        t('auth.location.state'),
        select(
          'state',
          states.map((state) => [state.name, placeNames.state(state.name)]),
          (state) => set({ state, district: '' }),
        ),
      )}
      {wrap(
        'district',
        t('auth.location.district'),
        select(
          'district',
          districts.map((district) => [district, placeNames.district(district)]),
        ),
      )}
      {wrap('taluk', t('auth.location.taluk'), text('taluk'))}
      {fields.includes('email') &&
        wrap(
          'email',
          t('account.profile.email'),
          text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' }),
        )}
      {children}
      <div className="account__actions">
        <button className="button" type="submit" disabled={!hydrated || busy} aria-busy={busy}>
          {submitLabel}
        </button>
        <button className="button button--light" type="button" onClick={onCancel} disabled={busy}>
          {t('account.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
