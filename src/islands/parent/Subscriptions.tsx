import type { Profile } from '../../../domain/contract/auth.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { localizePath } from '../../i18n/paths.ts';
import { formatMoment } from '../../lib/dates.ts';

/** Spec §3: a subscription's type contains ALL_ACCESS (every lesson) or VAV (the videos). */
function planName(t: Translate, type: string): string {
  if (type.includes('ALL_ACCESS')) return t('plans.ALL_ACCESS.name');
  if (type.includes('VAV')) return t('plans.VAV.name');
  return type;
}

/** Section 4: the plans the child has now, with the way to the plans page. */
export function Subscriptions({ t, locale, user }: { t: Translate; locale: Locale; user: Profile }) {
  const plans = user.activeSubscriptions;
  return (
    <section className="account__card" aria-labelledby="plans-title">
      <h2 id="plans-title" className="account__title">
        {t('account.plans.title')}
      </h2>
      {plans.length === 0 ? (
        <p className="account__muted" data-testid="no-plan">
          {t('account.plans.none')}
        </p>
      ) : (
        <ul className="account__list" data-testid="plans">
          {plans.map((plan) => (
            <li key={`${plan.type}-${plan.grade}-${plan.endDate}`} className="account__item">
              <span className="account__item-main">{planName(t, plan.type)}</span>
              <span className="account__muted">
                {t('auth.class.option', { n: plan.grade })} ·{' '}
                {t('plans.active', { date: formatMoment(plan.endDate, locale) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <a className="button button--light" href={localizePath(locale, '/paymentPlans')}>
        {plans.length === 0 ? t('plans.subscribe') : t('plans.page')}
      </a>
    </section>
  );
}
