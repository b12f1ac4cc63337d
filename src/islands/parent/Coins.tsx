import { useEffect, useState } from 'react';
import type { Profile } from '../../../domain/contract/auth.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { getCoinHistory } from '../../client/account.ts';
import { formatMoment } from '../../lib/dates.ts';
import { $coinHistory } from '../../stores/account.ts';
import { useQuery } from '../ui/useQuery.ts';
import { type CoinPages, coinListView, pagesOf, withOlderPage } from './coinPages.ts';
import { SectionStatus } from './SectionStatus.tsx';

/** "+5" and "−50" (a real minus sign): the sign says it, not only the colour. */
const signed = (amount: number) => (amount > 0 ? `+${amount}` : `−${Math.abs(amount)}`);

/** Section 5: coins to spend, coins earned in all, and every movement with what it was for. */
export function Coins({ t, locale, user }: { t: Translate; locale: Locale; user: Profile }) {
  // Asked again when the coins move (its key holds them); the last list stays meanwhile.
  const history = useQuery($coinHistory, { keepPrevious: true });
  const [all, setAll] = useState(false);
  // The first page, then the older pages asked for with "Show older coins" after it.
  const [pages, setPages] = useState<CoinPages | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  useEffect(() => setPages(history.data ? pagesOf(history.data) : null), [history.data]);
  const list = pages ?? (history.data ? pagesOf(history.data) : { lines: [], nextCursor: null });
  const lines = list.lines;
  const view = coinListView(list, all);
  const showOlder = async () => {
    if (!list.nextCursor) return;
    setLoadingOlder(true);
    try {
      const older = pagesOf(await getCoinHistory(list.nextCursor));
      setPages((current) => (current ? withOlderPage(current, older) : current));
    } catch {
      // The button stays: the parent may try again (the client has shown why, a lost signal or the like).
    } finally {
      setLoadingOlder(false);
    }
  };
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
            {view.shown.map((line, index) => (
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
          {view.older && (
            <button
              type="button"
              className="link-button"
              disabled={loadingOlder}
              onClick={showOlder}
              data-testid="coin-history-older"
            >
              {t('account.coins.older')}
            </button>
          )}
          {view.toggle && (
            <button type="button" className="link-button" aria-expanded={all} onClick={() => setAll(!all)}>
              {all
                ? t('account.showFewer')
                : view.count === null
                  ? t('account.coins.showMore')
                  : t('account.showAll', { count: view.count })}
            </button>
          )}
        </>
      )}
    </section>
  );
}
