import { Fragment, useState } from 'react';
import type { Profile } from '../../../domain/contract/auth.ts';
import { LOCALE_TAGS, type Locale } from '../../../domain/contract/locale.ts';
import type { PaymentHistory, PaymentHistoryResponse } from '../../../domain/contract/plans.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { formatMoment } from '../../lib/dates.ts';
import { rupees } from '../../lib/money.ts';
import { $paymentHistory } from '../../stores/account.ts';
import Dialog from '../ui/Dialog.tsx';
import { useQuery } from '../ui/useQuery.ts';
import { SectionStatus } from './SectionStatus.tsx';

type Payment = PaymentHistory[number];

/**
 * The parent's payments, newest first, each paid one with its receipt (printable). A failed one
 * says so and has no receipt. The company on a receipt comes from the API's configuration; with
 * none, the receipt says plainly that it is a test receipt, not a tax invoice (issue 27).
 */
export function Payments({ t, locale, user }: { t: Translate; locale: Locale; user: Profile }) {
  const loaded = useQuery($paymentHistory);
  const history = { ...loaded, data: loaded.data?.data };
  const issuer = loaded.data?.issuer ?? null;
  const [receipt, setReceipt] = useState<Payment | null>(null);
  const planName = (type: string) => t(type === 'VAV' ? 'plans.VAV.name' : 'plans.ALL_ACCESS.name');
  return (
    <section className="account__card" aria-labelledby="payments-title">
      <h2 id="payments-title" className="account__title">
        {t('account.payments.title')}
      </h2>
      {!history.data && <SectionStatus t={t} failed={history.failed} retry={history.retry} />}
      {history.data?.length === 0 && <p className="account__muted">{t('account.payments.none')}</p>}
      {history.data && history.data.length > 0 && (
        <ul className="account__list" data-testid="payments">
          {history.data.map((payment) => (
            <li key={payment.receipt} className="account__item">
              <span className="account__item-main">
                {planName(payment.planType)} · {rupees(payment.amountPaise, locale)}
              </span>
              <span className="account__muted">
                {formatMoment(payment.paidAt ?? payment.createdAt, locale)} ·{' '}
                {payment.status === 'paid' ? t('account.payments.paid') : t('account.payments.failed')} ·{' '}
                {t('account.payments.receipt', { number: payment.receipt })}
              </span>
              {payment.status === 'paid' && (
                <button type="button" className="button button--light" onClick={() => setReceipt(payment)}>
                  {t('account.payments.view')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={receipt !== null}
        title={receipt ? t('account.payments.receipt', { number: receipt.receipt }) : ''}
        closeLabel={t('modal.close')}
        onClose={() => setReceipt(null)}
        className="receipt"
      >
        {receipt && (
          <div className="receipt__body">
            <ReceiptIssuer t={t} issuer={issuer} />
            <dl className="receipt__lines">
              <dt>{t('account.payments.number')}</dt>
              <dd>{receipt.receipt}</dd>
              <dt>{t('account.payments.date')}</dt>
              <dd>{formatMoment(receipt.paidAt ?? receipt.createdAt, locale)}</dd>
              <dt>{t('account.payments.student')}</dt>
              <dd>{user.studentName}</dd>
              <dt>{t('account.payments.plan')}</dt>
              <dd>
                {planName(receipt.planType)} · {t('auth.class.option', { n: receipt.grade })}
              </dd>
              {receipt.tax && <TaxLines t={t} locale={locale} tax={receipt.tax} />}
              <dt>{t('account.payments.amount')}</dt>
              <dd>{rupees(receipt.amountPaise, locale)}</dd>
              <dt>{t('account.payments.paymentId')}</dt>
              <dd>{receipt.providerPaymentId}</dd>
            </dl>
            {receipt.tax && (
              <p className="receipt__tax" data-testid="receipt-tax">
                {t('account.payments.gstIncluded', {
                  tax: rupees(receipt.tax.taxPaise, locale),
                  rate: percent(receipt.tax.ratePercent, locale),
                })}
              </p>
            )}
            <button type="button" className="button receipt__print" onClick={() => window.print()}>
              {t('account.payments.print')}
            </button>
          </div>
        )}
      </Dialog>
    </section>
  );
}

type Issuer = PaymentHistoryResponse['issuer'];
type Tax = NonNullable<Payment['tax']>;

const percent = (rate: number, locale: Locale) => new Intl.NumberFormat(LOCALE_TAGS[locale]).format(rate);

/** Who issued the receipt: the configured company, or a plain notice that it is a test receipt. */
function ReceiptIssuer({ t, issuer }: { t: Translate; issuer: Issuer }) {
  if (!issuer)
    return (
      <div className="receipt__test" data-testid="receipt-test">
        <p className="receipt__issuer">{t('account.payments.testReceipt')}</p>
        <p>{t('account.payments.testReceiptWhy')}</p>
      </div>
    );
  return (
    <>
      <p className="receipt__issuer">{issuer.legalName}</p>
      <address className="receipt__company" data-testid="receipt-company">
        {issuer.address}
        <br />
        {t('account.payments.gstin')}: {issuer.gstin}
      </address>
    </>
  );
}

/** The taxable value and the GST in the price: CGST and SGST, or IGST. */
function TaxLines({ t, locale, tax }: { t: Translate; locale: Locale; tax: Tax }) {
  const lines: [string, number][] =
    tax.kind === 'intra'
      ? [
          [t('account.payments.cgst', { rate: percent(tax.ratePercent / 2, locale) }), tax.cgstPaise ?? 0],
          [t('account.payments.sgst', { rate: percent(tax.ratePercent / 2, locale) }), tax.sgstPaise ?? 0],
        ]
      : [[t('account.payments.igst', { rate: percent(tax.ratePercent, locale) }), tax.igstPaise ?? 0]];
  return (
    <>
      <dt>{t('account.payments.taxable')}</dt>
      <dd>{rupees(tax.taxablePaise, locale)}</dd>
      {lines.map(([label, paise]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{rupees(paise, locale)}</dd>
        </Fragment>
      ))}
    </>
  );
}
