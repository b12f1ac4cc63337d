import { useState } from 'react';
import type { OrderResponse, PaymentResult } from '../../../domain/contract/plans.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { payOnTestGateway } from '../../client/plans.ts';
import { rupees } from '../../lib/money.ts';
import Dialog from '../ui/Dialog.tsx';

/**
 * The built-in test gateway (single-host mode and tests; ARCHITECTURE.md): it stands where
 * Razorpay Checkout would, and hands back the same three values, signed the same way by the
 * server, or a failure.
 */
export default function TestGateway({
  order,
  planName,
  locale,
  t,
  onPaid,
  onFailed,
  onDismissed,
}: {
  order: OrderResponse['data'] | null;
  planName: string;
  locale: 'en' | 'kn';
  t: Translate;
  onPaid: (result: PaymentResult) => void;
  onFailed: () => void;
  onDismissed: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const pay = async (outcome: 'success' | 'failure') => {
    if (!order) return;
    setBusy(true);
    try {
      const answer = await payOnTestGateway(order.orderId, outcome);
      if ('razorpay_signature' in answer) onPaid(answer);
      else onFailed();
    } catch {
      onFailed();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={order !== null}
      title={t('gateway.title')}
      closeLabel={t('unlock.cancel')}
      onClose={onDismissed}
    >
      {order && (
        <div className="gateway">
          <p className="gateway__notice">{t('gateway.notice')}</p>
          <p className="gateway__plan">{planName}</p>
          <p className="gateway__amount">
            {t('gateway.amount', { price: rupees(order.amountPaise, locale) })}
          </p>
          <p className="gateway__order">{order.orderId}</p>
          <div className="gateway__actions">
            <button type="button" className="button" disabled={busy} onClick={() => pay('success')}>
              {t('gateway.succeed')}
            </button>
            <button
              type="button"
              className="button button--light"
              disabled={busy}
              onClick={() => pay('failure')}
            >
              {t('gateway.fail')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
