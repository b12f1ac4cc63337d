/**
 * The wallet (spec §7): check-in, unlocking a unit with coins, the coin history.
 * The module's one face (issue 33): nothing outside server/modules/wallet/ imports its other files.
 */
export { walletRoutes } from './wallet.routes.ts';
