import { useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { MessageKey, Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { localizePath } from '../../i18n/paths.ts';
import { formatMoment } from '../../lib/dates.ts';
import { rupees } from '../../lib/money.ts';
import { $completedActivities, $personalData } from '../../stores/account.ts';
import { $parentAreaOpen } from '../../stores/parentArea.ts';
import { useClientStore } from '../ui/useClientStore.ts';
import { useQuery } from '../ui/useQuery.ts';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { dataReport } from './dataReport.ts';
import { SectionStatus } from './SectionStatus.tsx';
import './account.css';
import './dataPage.css';

/**
 * /my-data, in the parent area: the data file of the DPDP Act as a page to read, in the page's
 * language, that prints well (or saves as PDF from the browser's print dialog). The same data as
 * the download, with each activity named.
 */
export default function DataPage({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const open = useClientStore($parentAreaOpen, false);
  const data = useQuery($personalData);
  const completed = useQuery($completedActivities);
  const report = data.data && completed.data ? dataReport(data.data, completed.data.data) : undefined;
  const loaded = {
    failed: data.failed || completed.failed,
    retry: () => {
      if (data.failed) data.retry();
      if (completed.failed) completed.retry();
    },
  };
  const date = (iso: string) => (iso ? formatMoment(iso, locale) : '');
  const none = <p className="account__muted">{t('dataPage.none')}</p>;
  const [deleting, setDeleting] = useState(false);
  // My Account's "Delete account" links here (#delete-account): the section exists only once
  // the gate is passed and the data has come, so the browser's own jump to it finds nothing.
  const showWhenAsked = (section: HTMLElement | null) => {
    if (section && location.hash === '#delete-account') section.scrollIntoView();
  };

  return (
    <div className="account data-page" data-parent-area hidden={!open}>
      {!report ? (
        <SectionStatus t={t} failed={loaded.failed} retry={loaded.retry} />
      ) : (
        <>
          <h1 className="account__heading">{t('dataPage.title', { name: report.profile.name })}</h1>
          <p>{t('dataPage.intro', { date: date(report.exportedAt) })}</p>
          <div className="account__actions data-page__actions">
            {/* Shown only once the island runs (the page stays hidden until the gate is passed). */}
            <button type="button" className="button" onClick={() => window.print()}>
              {t('dataPage.print')}
            </button>
            <a className="button button--light" href={localizePath(locale, '/user-profile')}>
              {t('dataPage.backToAccount')}
            </a>
          </div>

          <section className="account__card" aria-labelledby="data-profile">
            <h2 id="data-profile" className="account__title">
              {t('dataPage.profile')}
            </h2>
            <dl className="data-page__fields">
              <dt>{t('dataPage.name')}</dt>
              <dd>{report.profile.name}</dd>
              <dt>{t('dataPage.class')}</dt>
              <dd>
                {t('dashboard.details', {
                  grade: report.profile.grade,
                  board: report.profile.board,
                  medium: report.profile.medium,
                })}
              </dd>
              <dt>{t('account.profile.school')}</dt>
              <dd>{report.profile.school || t('account.profile.notGiven')}</dd>
              <dt>{t('account.profile.place')}</dt>
              <dd>{report.profile.place}</dd>
              <dt>{t('account.profile.phone')}</dt>
              <dd>+91 {report.profile.phone}</dd>
              <dt>{t('account.profile.email')}</dt>
              <dd>{report.profile.email || t('account.profile.notGiven')}</dd>
              <dt>{t('dataPage.joined')}</dt>
              <dd>{date(report.profile.joined)}</dd>
            </dl>
          </section>

          <section className="account__card" aria-labelledby="data-consents">
            <h2 id="data-consents" className="account__title">
              {t('dataPage.consents')}
            </h2>
            {report.consents.length === 0 ? (
              none
            ) : (
              <ul className="data-page__list">
                {report.consents.map((consent) => (
                  <li key={consent.at}>
                    {t('dataPage.consent', {
                      name: consent.guardian,
                      date: date(consent.at),
                      version: consent.version,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="account__card" aria-labelledby="data-activities">
            <h2 id="data-activities" className="account__title">
              {t('dataPage.activities')}
            </h2>
            {report.activities.length === 0 ? (
              none
            ) : (
              <table className="data-page__table" data-testid="data-activities">
                <thead>
                  <tr>
                    <th scope="col">{t('dataPage.activity')}</th>
                    <th scope="col">{t('dataPage.score')}</th>
                    <th scope="col">{t('dataPage.date')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.activities.map((line, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: attempts have no id in the file, and never reorder
                    <tr key={index}>
                      <td>
                        <span className="data-page__name">{line.title}</span>
                        {line.topic && line.subject && (
                          <span className="account__muted">
                            {line.topic[locale]} · {line.subject[locale]}
                          </span>
                        )}
                      </td>
                      <td>
                        {line.score} / {line.total}
                      </td>
                      <td>{date(line.at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section className="account__card" aria-labelledby="data-coins">
            <h2 id="data-coins" className="account__title">
              {t('dataPage.coins')}
            </h2>
            <p>{t('dataPage.coinsTotal', { count: report.coinBalance })}</p>
            {report.coins.length === 0 ? (
              none
            ) : (
              <table className="data-page__table">
                <thead>
                  <tr>
                    <th scope="col">{t('dataPage.reason')}</th>
                    <th scope="col">{t('dataPage.amount')}</th>
                    <th scope="col">{t('dataPage.date')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.coins.map((line, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: ledger lines are listed newest first, as grouped
                    <tr key={index}>
                      <td>
                        {line.title
                          ? `${line.title} · ${line.topic?.[locale] ?? ''}`
                          : t(`dataPage.reason.${line.reason}` as MessageKey)}
                      </td>
                      <td>{line.amount > 0 ? `+${line.amount}` : `−${Math.abs(line.amount)}`}</td>
                      <td>{date(line.at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section className="account__card" aria-labelledby="data-payments">
            <h2 id="data-payments" className="account__title">
              {t('dataPage.payments')}
            </h2>
            {report.payments.length === 0 ? (
              none
            ) : (
              <table className="data-page__table">
                <thead>
                  <tr>
                    <th scope="col">{t('account.payments.plan')}</th>
                    <th scope="col">{t('account.payments.amount')}</th>
                    <th scope="col">{t('dataPage.date')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.payments.map((line) => (
                    <tr key={line.receipt}>
                      <td>
                        <span className="data-page__name">
                          {t(line.planType === 'VAV' ? 'plans.VAV.name' : 'plans.ALL_ACCESS.name')}
                        </span>
                        <span className="account__muted">
                          {t('account.payments.receipt', { number: line.receipt })} ·{' '}
                          {line.status === 'paid' ? t('account.payments.paid') : t('account.payments.failed')}
                        </span>
                      </td>
                      <td>{rupees(line.amountPaise, locale)}</td>
                      <td>{date(line.at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <p className="account__muted">{t('dataPage.other', report.counts)}</p>

          {/* The right to erasure beside the data it erases (issue 33: it left My Account's page). */}
          <section
            className="account__card data-page__delete"
            id="delete-account"
            aria-labelledby="data-delete"
            ref={showWhenAsked}
          >
            <h2 id="data-delete" className="account__title">
              {t('account.delete.open')}
            </h2>
            <p>{t('dataPage.deleteIntro')}</p>
            <div className="account__actions">
              <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
                {t('account.delete.open')}
              </button>
            </div>
            <DeleteAccountDialog
              t={t}
              locale={locale}
              phone={report.profile.phone}
              open={deleting}
              onClose={() => setDeleting(false)}
            />
          </section>
        </>
      )}
    </div>
  );
}
