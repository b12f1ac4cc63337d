import { useState } from 'react';
import { fetchCoinHistory } from '../../client/account.ts';
import type { Profile } from '../../contract/auth.ts';
import type { Locale } from '../../contract/locale.ts';
import type { Translate } from '../../i18n/translate.ts';
import { formatMoment } from './dates.ts';
import { SectionStatus } from './SectionStatus.tsx';
import { useLoad } from './useLoad.ts';

const FIRST = 8;
/** "+5" and "−50" (a real minus sign): the sign says it, not only the colour. */
const signed = (amount: number) => (amount > 0 ? `+${amount}` : `−${Math.abs(amount)}`);

/** Section 5: coins to spend, coins earned in all, and every movement with what it was for. */
export function Coins({ t, locale, user }: { t: Translate; locale: Locale; user: Profile }) {
  const history = useLoad(fetchCoinHistory, `${user.coinBalance}/${user.totalCoinsEarned}`);
  const [all, setAll] = useState(false);
  const lines = history.data?.data ?? [];
  const shown = all ? lines : lines.slice(0, FIRST);
  return (
    <section className="account__card" aria-labelledby="coins-title">
      <h2 id="coins-title" className="account__title">
        {t('account.coins.title')}
      </h2>
      <div className="account__figures">
        <p className="figure">
          <span className="figure__value" data-testid="coin-balance">
            {user.coinBalance}
          </span>
          <span className="figure__label">{t('account.coins.balance')}</span>
        </p>
        <p className="figure">
          <span className="figure__value" data-testid="coins-earned">
            {user.totalCoinsEarned}
          </span>
          <span className="figure__label">{t('account.coins.earned')}</span>
        </p>
      </div>
      <h3 className="account__subtitle">{t('account.coins.history')}</h3>
      {!history.data ? (
        <SectionStatus t={t} failed={history.failed} retry={history.retry} />
      ) : lines.length === 0 ? (
        <p className="account__muted">{t('account.coins.none')}</p>
      ) : (
        <>
          <ul className="account__list" data-testid="coin-history">
            {shown.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id and never reorder
              <li key={index} className="account__item account__item--row">
                <span>
                  <span className="account__item-main">{line.label[locale]}</span>
                  <span className="account__muted">{formatMoment(line.createdAt, locale)}</span>
                </span>
                <span className={`coin-amount coin-amount--${line.amount >= 0 ? 'in' : 'out'}`}>
                  {signed(line.amount)}
                </span>
              </li>
            ))}
          </ul>
          {lines.length > FIRST && (
            <button type="button" className="link-button" aria-expanded={all} onClick={() => setAll(!all)}>
              {all ? t('account.showFewer') : t('account.showAll', { count: lines.length })}
            </button>
          )}
        </>
      )}
    </section>
  );
}
