import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { OrderResponse, PaymentResult, Plan } from '../../../domain/contract/plans.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { createPaymentOrder, getSubscriptionPlans, verifyPayment } from '../../client/plans.ts';
import { payWithRazorpay } from '../../client/razorpayCheckout.ts';
import { localizePath } from '../../i18n/paths.ts';
import { formatMoment } from '../../lib/dates.ts';
import { rupees } from '../../lib/money.ts';
import { hasAccess } from '../../stores/access.ts';
import { $parentAreaOpen } from '../../stores/parentArea.ts';
import { setProfile } from '../../stores/profile.ts';
import { $profile } from '../../stores/session.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import TestGateway from './TestGateway.tsx';
import './plans.css';
import { boardName, mediumName } from '../ui/choiceLabels.ts';
import { useClientStore } from '../ui/useClientStore.ts';

type Outcome = { kind: 'success' | 'failed' | 'cancelled' | 'error'; text: string };

/**
 * /paymentPlans (spec §2): the yearly plans of the child's class, board and medium, what each
 * includes and its price; buying goes through Razorpay Checkout, or the built-in test gateway,
 * and the server verifies the payment before anything opens. Behind the parent gate: the
 * content stays hidden (but kept, a payment under way included) while the gate asks.
 */
export default function PaymentPlans({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const hydrated = useHydrated();
  const user = useClientStore($profile, null);
  const open = useClientStore($parentAreaOpen, false);
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [failedToLoad, setFailedToLoad] = useState(false);
  const [paying, setPaying] = useState<Plan | null>(null);
  const [gatewayOrder, setGatewayOrder] = useState<OrderResponse['data'] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!user) return;
    getSubscriptionPlans(user.grade, user.board, user.medium)
      .then((response) => setPlans(response.data))
      .catch(() => setFailedToLoad(true));
  }, [user?.grade, user?.board, user?.medium, user]);

  const name = (plan: Plan) => t(`plans.${plan.type}.name`);
  const date = (iso: string) => formatMoment(iso, locale);
  const activeUntil = (plan: Plan) =>
    user?.activeSubscriptions.find(
      (s) =>
        s.type.includes(plan.type) &&
        s.grade === plan.grade &&
        s.board === plan.board &&
        s.medium === plan.medium,
    )?.endDate;

  const finish = async (plan: Plan, result: PaymentResult) => {
    try {
      const response = await verifyPayment(result);
      setProfile(response.profile);
      const until = response.profile.activeSubscriptions.find((s) => s.type.includes(plan.type))?.endDate;
      setOutcome({
        kind: 'success',
        text: t('plans.success', { plan: name(plan), date: until ? date(until) : '' }),
      });
    } catch {
      setOutcome({ kind: 'failed', text: t('plans.failed') });
    } finally {
      setPaying(null);
    }
  };

  const buy = async (plan: Plan) => {
    setOutcome(null);
    setPaying(plan);
    try {
      const order = (await createPaymentOrder(plan._id)).data;
      if (order.provider === 'test') return setGatewayOrder(order);
      const result = await payWithRazorpay(order, {
        description: name(plan),
        contact: user?.phone ?? '',
        lang: locale,
      });
      if (result.kind === 'paid') return finish(plan, result.result);
      setOutcome(
        result.kind === 'failed'
          ? { kind: 'failed', text: t('plans.failed') }
          : { kind: 'cancelled', text: t('plans.cancelled') },
      );
      setPaying(null);
    } catch {
      setOutcome({ kind: 'error', text: t('plans.error') });
      setPaying(null);
    }
  };

  if (!user) return null;
  if (failedToLoad)
    return (
      <p className="learn__message" data-parent-area hidden={!open}>
        {t('plans.loadFailed')}
      </p>
    );
  // All Access holds the videos too: the video plan is not offered as if still needed.
  const allAccess = hasAccess(user, 'ALL_ACCESS');
  const learning = allAccess || hasAccess(user, 'VAV');
  return (
    <section className="plans" aria-labelledby="plans-title" data-parent-area hidden={!open}>
      <h1 id="plans-title">{t('plans.title', { name: user.studentName })}</h1>
      <p className="plans__for">
        {t('plans.for', {
          grade: user.grade,
          board: boardName(t, user.board),
          medium: mediumName(t, user.medium),
        })}
      </p>
      {outcome && (
        <p
          className="plans__outcome"
          data-kind={outcome.kind}
          role={outcome.kind === 'success' ? 'status' : 'alert'}
        >
          {outcome.text}
        </p>
      )}
      {learning && (
        <a className="button plans__start" href={localizePath(locale, '/dashboard')}>
          {t('plans.startLearning')}
        </a>
      )}
      {!plans ? (
        <p role="status">{t('plans.loading')}</p>
      ) : (
        <ul className="plans__list">
          {plans.map((plan) => {
            const until = activeUntil(plan);
            const included = plan.type === 'VAV' && allAccess;
            return (
              <li key={plan._id} className="plan" data-type={plan.type}>
                <h2 className="plan__name">{name(plan)}</h2>
                {!included && (
                  <p className="plan__price">
                    {t('plans.price', { price: rupees(plan.amountPaise, locale) })}
                  </p>
                )}
                <ul className="plan__features">
                  {t(`plans.${plan.type}.features`)
                    .split('|')
                    .map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                </ul>
                {until && <p className="plan__active">{t('plans.active', { date: date(until) })}</p>}
                {included ? (
                  <p className="plan__included" data-testid="plan-included">
                    {t('plans.included')}
                  </p>
                ) : (
                  <button
                    type="button"
                    className="button plan__buy"
                    disabled={!hydrated || paying !== null}
                    onClick={() => void buy(plan)}
                  >
                    {paying?._id === plan._id
                      ? t('plans.paying')
                      : until
                        ? t('plans.renew')
                        : t('plans.buy', { plan: name(plan) })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <TestGateway
        order={gatewayOrder}
        planName={paying ? name(paying) : ''}
        locale={locale}
        t={t}
        onPaid={(result) => {
          setGatewayOrder(null);
          if (paying) void finish(paying, result);
        }}
        onFailed={() => {
          setGatewayOrder(null);
          setPaying(null);
          setOutcome({ kind: 'failed', text: t('plans.failed') });
        }}
        onDismissed={() => {
          setGatewayOrder(null);
          setPaying(null);
          setOutcome({ kind: 'cancelled', text: t('plans.cancelled') });
        }}
      />
    </section>
  );
}
