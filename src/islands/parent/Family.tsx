import { type FormEvent, lazy, Suspense, useState } from 'react';
import type { Profile } from '../../../domain/contract/auth.ts';
import type { ChildSummary } from '../../../domain/contract/children.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import { questionGateAllowed } from '../../../domain/contract/parentGate.ts';
import type { MessageKey } from '../../../domain/i18n/en.ts';
import { type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import { exportChildData, removeChild } from '../../client/children.ts';
import { ApiError } from '../../client/http.ts';
import { localizePath } from '../../i18n/paths.ts';
import { formatMoment } from '../../lib/dates.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { forgetRecordings } from '../../offline/forgetRecordings.ts';
import { $children, childAdded, childrenChanged } from '../../stores/children.ts';
import { playAs } from '../../stores/family.ts';
import { $parentGate } from '../../stores/parent.ts';
import { rememberGateMethod } from '../../stores/parentArea.ts';
import { showToast } from '../../stores/toast.ts';
import { Avatar } from '../ui/Avatar.tsx';
import Dialog from '../ui/Dialog.tsx';
import { authErrorKey, authErrorText } from '../ui/errors.ts';
import { useQuery } from '../ui/useQuery.ts';
import { boardLabel } from './boardLabel.ts';
import { SectionStatus } from './SectionStatus.tsx';
import './family.css';

// Only when a parent adds or edits a child: the form (and its place lists) loads then.
const ChildForm = lazy(() => import('./ChildForm.tsx').then((module) => ({ default: module.ChildForm })));
const PinOffer = lazy(() => import('../ui/PinOffer.tsx').then((module) => ({ default: module.PinOffer })));

/**
 * After a child of class 3 or above is added: whether to offer a PIN (none is set). The gate's
 * method in force is remembered too, so that the next gate on this phone shows the password at
 * once rather than the question it showed before (ADR 021).
 */
async function pinWanted(child: ChildSummary): Promise<boolean> {
  if (questionGateAllowed([child.grade])) return false;
  // The gate as it is now: the addition invalidated it (stores/family.ts childAdded).
  const answer = await $parentGate.fetch();
  if (!('data' in answer)) return false;
  rememberGateMethod(answer.data.data.method);
  return answer.data.data.method !== 'pin';
}

/**
 * The parent area's family card (issue 18): every child side by side, with what they have done,
 * their plan, and what the parent can do for each: let them play (the cards below then show that
 * child), buy a plan for them, edit, download their data or remove them; and "Add a child", which
 * ends here, with the new child on the list (and, for a child of class 3 or above in a family
 * without a PIN, the offer of one: issue 27).
 */
export function Family({
  t,
  locale,
  user,
  policyVersion,
}: {
  t: Translate;
  locale: Locale;
  user: Profile;
  policyVersion: string;
}) {
  const family = useQuery($children);
  const [form, setForm] = useState<'add' | ChildSummary | null>(null);
  // "Lock the parent area with a PIN?", after adding an older child to a family without one.
  // The child just added, when their class asks the parent for a PIN: the offer says they are added.
  const [offerPin, setOfferPin] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ChildSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const children = family.data?.children ?? [];

  /** This child plays from now; the page shows their cards (each reads the child playing). */
  const show = async (child: ChildSummary, then?: string) => {
    setBusy(true);
    try {
      await playAs(child.id);
      if (then) location.assign(localizePath(locale, then));
      else location.reload();
    } catch (failure) {
      setBusy(false);
      showToast('error', t(authErrorKey(failure)));
    }
  };

  const download = async (child: ChildSummary) => {
    try {
      saveFile(await exportChildData(child.id), `kalike-${child.studentName.replace(/\W+/g, '-')}.json`);
    } catch (failure) {
      showToast('error', t(authErrorKey(failure)));
    }
  };

  return (
    <section className="account__card family" id="family" aria-labelledby="family-title">
      <h2 id="family-title" className="account__title">
        {t('children.familyTitle')}
      </h2>
      <p className="account__muted">{t('children.familyIntro')}</p>
      {!family.data ? (
        <SectionStatus t={t} failed={family.failed} retry={family.retry} />
      ) : (
        <ul className="family__list" data-testid="family">
          {children.map((child) => {
            const playing = child.id === user._id;
            const plan = child.activeSubscriptions[0];
            return (
              <li key={child.id} className={`family__child${playing ? ' family__child--playing' : ''}`}>
                <div className="family__who">
                  <Avatar user={child} size={56} testId="child-avatar" />
                  <div>
                    <h3 className="family__name">{child.studentName}</h3>
                    <p className="account__muted">
                      {t('children.classOf', { n: child.grade })} · {boardLabel(t, child)}
                    </p>
                    {playing && <p className="family__now">{t('children.playingNow')}</p>}
                  </div>
                </div>
                <ul className="family__facts">
                  <li>{tPlural(t, locale, 'children.activities', child.activitiesCompleted)}</li>
                  <li>{tPlural(t, locale, 'children.coins', child.coinBalance)}</li>
                  <li>{tPlural(t, locale, 'children.units', child.unitsUnlocked)}</li>
                  <li>
                    {child.lastPlayedAt
                      ? t('children.lastPlayed', { date: formatMoment(child.lastPlayedAt, locale) })
                      : t('children.neverPlayed')}
                  </li>
                  <li>
                    {plan
                      ? t('children.plan', {
                          plan: t(`plans.${plan.type}.name` as MessageKey),
                          date: formatMoment(plan.endDate, locale),
                        })
                      : t('children.noPlan')}
                  </li>
                </ul>
                <div className="family__actions">
                  {!playing && (
                    <button type="button" className="button" disabled={busy} onClick={() => void show(child)}>
                      {t('children.playAs', { name: child.studentName })}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--light"
                    disabled={busy}
                    onClick={() =>
                      void (playing
                        ? location.assign(localizePath(locale, '/paymentPlans'))
                        : show(child, '/paymentPlans'))
                    }
                  >
                    {t('children.buyPlan', { name: child.studentName })}
                  </button>
                  <button type="button" className="button button--light" onClick={() => setForm(child)}>
                    {t('children.edit')}
                  </button>
                  <button type="button" className="button button--light" onClick={() => void download(child)}>
                    {t('children.download')}
                  </button>
                  {!playing && (
                    <button
                      type="button"
                      className="button button--danger"
                      onClick={() => setRemoving(child)}
                    >
                      {t('children.remove')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {form ? (
        <Suspense fallback={<p className="account__muted">{t('account.loading')}</p>}>
          <ChildForm
            t={t}
            locale={locale}
            user={user}
            child={form === 'add' ? null : form}
            policyVersion={policyVersion}
            onDone={(changed) => {
              setForm(null);
              if (changed) childrenChanged();
            }}
            onAdded={(child) => {
              setForm(null);
              childAdded(child);
              // Said once: on the PIN offer when there is one (a toast would cover its buttons on a
              // phone), else as a toast.
              void pinWanted(child).then((wanted) => {
                if (wanted) setOfferPin(child.studentName);
                else showToast('success', t('children.added', { name: child.studentName }));
              });
            }}
          />
        </Suspense>
      ) : offerPin ? (
        <Suspense fallback={<p className="account__muted">{t('account.loading')}</p>}>
          <section className="family__pin" aria-labelledby="pin-offer-title">
            <p role="status" className="family__added">
              {t('children.added', { name: offerPin })}
            </p>
            <h3 id="pin-offer-title" className="family__name">
              {t('pinOffer.title')}
            </h3>
            <PinOffer
              t={t}
              locale={locale}
              phone={user.phone}
              youngOnly={false}
              onDone={() => setOfferPin(null)}
            />
          </section>
        </Suspense>
      ) : (
        <div className="account__actions">
          <button type="button" className="button" onClick={() => setForm('add')} data-testid="add-child">
            {t('children.add')}
          </button>
        </div>
      )}
      <RemoveChild
        t={t}
        locale={locale}
        child={removing}
        onClose={(removed) => {
          setRemoving(null);
          if (removed) childrenChanged();
        }}
      />
    </section>
  );
}

/** "Remove Meera?": her data goes for good, so the parent types the password. */
function RemoveChild({
  t,
  locale,
  child,
  onClose,
}: {
  t: Translate;
  locale: Locale;
  child: ChildSummary | null;
  onClose: (removed: boolean) => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const name = child?.studentName ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!child) return;
    setBusy(true);
    try {
      await removeChild(child.id, password);
      // The child's recordings of their reading kept on this phone go with them (issue 30).
      void forgetRecordings([child.id]);
      showToast('success', t('children.removed', { name }));
      setPassword('');
      setError('');
      onClose(true);
    } catch (failure) {
      const wrong = failure instanceof ApiError && failure.code === 'INVALID_CREDENTIALS';
      if (wrong) setError(t('children.wrongPassword'));
      else if (failure instanceof ApiError && failure.code === 'CHILD_ACTIVE')
        setError(t('children.removeActive'));
      // Too many wrong passwords (the account's budget, shared with the login): how long to wait.
      else if (failure instanceof ApiError && failure.status === 429)
        setError(authErrorText(t, locale, failure));
      else showToast('error', t(authErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={child !== null}
      title={t('children.removeTitle', { name })}
      closeLabel={t('modal.close')}
      onClose={() => onClose(false)}
    >
      <form noValidate onSubmit={submit} className="auth-form">
        <p>{t('children.removeText', { name })}</p>
        <div className={`field${error ? ' has-error' : ''}`}>
          <label htmlFor="remove-password">{t('auth.password.label')}</label>
          <input
            id="remove-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'remove-password-error' : undefined}
          />
          {error && (
            <p className="field__error" id="remove-password-error">
              {error}
            </p>
          )}
        </div>
        <div className="account__actions">
          <button
            type="submit"
            className="button button--danger"
            disabled={busy || !password}
            aria-busy={busy}
          >
            {t('children.removeConfirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
