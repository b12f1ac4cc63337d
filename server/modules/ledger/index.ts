/**
 * The coin ledger (ARCHITECTURE.md, "Coins"): one row per coin movement, paid once per student,
 * reason and reference. Its own module below the features that pay or count coins (wallet,
 * streak, learning, the profile), so that none of them imports another to reach it (issue 33).
 */
export { type CoinTotals, coinTotals, type LedgerEntry, record, recordAll } from './ledger.repository.ts';
