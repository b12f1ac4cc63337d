import { useState } from 'react';
import type { ChildConsent, ConsentStatus } from '../../../domain/contract/consents.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { getConsentStatus, recordConsent } from '../../client/consents.ts';
import { ApiError } from '../../client/http.ts';
import { localizePath } from '../../i18n/paths.ts';
import { formatMoment } from '../../lib/dates.ts';
import { authErrorKey } from '../ui/errors.ts';

const BOXES = ['isGuardian', 'isAdult'] as const;

/** A published day ('2026-11-25') as parents read it. */
const day = (date: string, locale: Locale) => formatMoment(`${date}T12:00:00Z`, locale);

/**
 * The parent area's notice of a privacy policy change that matters (issue 32, point 6): what
 * changed since each child's consent, in the page's language, and the parent's agreement for
 * each child or for all, which the API records (with the parent proof). It stays on every visit
 * until no child is asked any more; then it thanks the parent until the page is left.
 */
export function PolicyConsent({
  t,
  locale,
  status,
  onChange,
}: {
  t: Translate;
  locale: Locale;
  status: ConsentStatus;
  onChange: (status: ConsentStatus) => void;
}) {
  const [boxes, setBoxes] = useState({ isGuardian: false, isAdult: false });
  const [guardianName, setGuardianName] = useState('');
  const [error, setError] = useState('');
  const [recorded, setRecorded] = useState(false);
  const [busy, setBusy] = useState(false);
  const asked = status.children.filter((child) => child.pending.length > 0);

  const agree = async (children: ChildConsent[]) => {
    const nameMissing = !status.guardianNameKnown && !guardianName.trim();
    const missing = BOXES.find((box) => !boxes[box]);
    const problem = missing
      ? t('children.policy.tickBoth')
      : nameMissing
        ? t('auth.consent.nameRequired')
        : '';
    setError(problem);
    setRecorded(false);
    if (problem) {
      document.getElementById(missing ? `policy-${missing}` : 'policy-guardian')?.focus();
      return;
    }
    setBusy(true);
    try {
      const { data } = await recordConsent({
        childIds: children.map((child) => child.id),
        policyVersion: status.policyVersion,
        isGuardian: true,
        isAdult: true,
        acceptsPolicy: true,
        ...(status.guardianNameKnown ? {} : { guardianName: guardianName.trim() }),
      });
      setRecorded(true);
      onChange(data);
    } catch (failure) {
      // The policy changed again since this was read: show what is asked now.
      if (failure instanceof ApiError && failure.fields.policyVersion) {
        setError(t('children.policy.changedAgain'));
        await getConsentStatus()
          .then(({ data }) => onChange(data))
          .catch(() => {});
      } else setError(t(authErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="account__card policy-consent"
      aria-labelledby="policy-consent-title"
      data-testid="policy-consent"
    >
      <h2 id="policy-consent-title" className="account__title">
        {t('children.policy.title')}
      </h2>
      {asked.length > 0 && (
        <>
          <p>{t('children.policy.intro')}</p>
          <h3 className="family__name">{t('children.policy.whatChanged')}</h3>
          <ul className="policy-consent__changes">
            {status.changes.map((change) => (
              <li key={change.version}>
                <strong>{day(change.date, locale)}</strong>: {change.changes[locale]}
              </li>
            ))}
          </ul>
          <p>
            <a href={`${localizePath(locale, '/privacy-policy')}#versions-${locale}`}>
              {t('children.policy.read')}
            </a>
          </p>
          <fieldset className="field consent">
            <legend>{t('children.policy.confirm')}</legend>
            {!status.guardianNameKnown && (
              <div className="field">
                <label htmlFor="policy-guardian">{t('auth.consent.guardianName')}</label>
                <input
                  id="policy-guardian"
                  autoComplete="name"
                  value={guardianName}
                  maxLength={100}
                  onChange={(event) => setGuardianName(event.currentTarget.value)}
                />
              </div>
            )}
            {BOXES.map((box) => (
              <label key={box} className="check">
                <input
                  id={`policy-${box}`}
                  type="checkbox"
                  checked={boxes[box]}
                  onChange={(event) => setBoxes({ ...boxes, [box]: event.currentTarget.checked })}
                  aria-describedby={error ? 'policy-consent-error' : undefined}
                />
                <span>
                  {box === 'isGuardian' ? t('children.policy.isGuardian') : t('auth.consent.isAdult')}
                </span>
              </label>
            ))}
            <p className="field__hint">
              {t('children.policy.agreeNote', { date: day(status.policyDate, locale) })}
            </p>
            {error && (
              <p className="field__error" id="policy-consent-error" role="alert">
                {error}
              </p>
            )}
          </fieldset>
          <ul className="policy-consent__children">
            {asked.map((child) => (
              <li key={child.id}>
                <p>
                  {child.consentedAt
                    ? t('children.policy.lastAgreed', {
                        name: child.studentName,
                        date: formatMoment(child.consentedAt, locale),
                      })
                    : t('children.policy.neverAgreed', { name: child.studentName })}
                </p>
                <button type="button" className="button" disabled={busy} onClick={() => void agree([child])}>
                  {t('children.policy.agreeFor', { name: child.studentName })}
                </button>
              </li>
            ))}
          </ul>
          {asked.length > 1 && (
            <div className="account__actions">
              <button type="button" className="button" disabled={busy} onClick={() => void agree(asked)}>
                {t('children.policy.agreeAll')}
              </button>
            </div>
          )}
          <p className="account__muted">{t('children.policy.ifNot')}</p>
        </>
      )}
      {/* One live region for the whole notice, there from the start, so that each answer is heard. */}
      <p role="status" className="policy-consent__status">
        {asked.length === 0 ? t('children.policy.thanks') : recorded ? t('children.policy.recorded') : ''}
      </p>
    </section>
  );
}
