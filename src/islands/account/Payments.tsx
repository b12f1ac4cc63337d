import { useState } from 'react';
import { fetchPaymentHistory } from '../../client/plans.ts';
import type { Profile } from '../../contract/auth.ts';
import type { Locale } from '../../contract/locale.ts';
import type { PaymentHistory } from '../../contract/plans.ts';
import type { Translate } from '../../i18n/translate.ts';
import { rupees } from '../../lib/money.ts';
import { siteConfig } from '../../site.config.ts';
import Dialog from '../ui/Dialog.tsx';
import { formatMoment } from './dates.ts';
import { SectionStatus } from './SectionStatus.tsx';
import { useLoad } from './useLoad.ts';

type Payment = PaymentHistory[number];

/** The parent's payments, newest first, each paid one with its receipt (printable). */
export function Payments({ t, locale, user }: { t: Translate; locale: Locale; user: Profile }) {
  const history = useLoad(() => fetchPaymentHistory().then((response) => response.data));
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
            <p className="receipt__issuer">{siteConfig.company.legalName}</p>
            <address className="receipt__company" data-testid="receipt-company">
              {siteConfig.company.address}
              <br />
              {t('account.payments.gstin')}: {siteConfig.company.gstin}
            </address>
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
              <dt>{t('account.payments.amount')}</dt>
              <dd>{rupees(receipt.amountPaise, locale)}</dd>
              <dt>{t('account.payments.paymentId')}</dt>
              <dd>{receipt.providerPaymentId}</dd>
            </dl>
            <button type="button" className="button receipt__print" onClick={() => window.print()}>
              {t('account.payments.print')}
            </button>
          </div>
        )}
      </Dialog>
    </section>
  );
}
