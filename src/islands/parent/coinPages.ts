import type { CoinHistory } from '../../../domain/contract/wallet.ts';

/** Lines shown before "Show all". */
export const FIRST = 8;

/** The coin history's pages read so far, as one list, and the cursor of the next (older) page. */
export interface CoinPages {
  lines: CoinHistory['data'];
  nextCursor: string | null;
}

export const pagesOf = (page: { data: CoinHistory['data']; nextCursor?: string | null }): CoinPages => ({
  lines: page.data,
  // An answer of an API from before paging has no cursor: it was all there is.
  nextCursor: page.nextCursor ?? null,
});

/** An older page after the lines read before it (the server never cuts a line between pages). */
export const withOlderPage = (pages: CoinPages, older: CoinPages): CoinPages => ({
  lines: [...pages.lines, ...older.lines],
  nextCursor: older.nextCursor,
});

/**
 * What My Account's coin list shows (issue 27: every movement, not the newest 500 coins'):
 * the first lines, then on "Show all" every line read, and "Show older" while the server has
 * older pages. `toggle`: the "Show all"/"Show fewer" button; `count`: all lines, when known.
 */
export function coinListView(pages: CoinPages, all: boolean) {
  const more = pages.nextCursor !== null;
  return {
    shown: all ? pages.lines : pages.lines.slice(0, FIRST),
    toggle: pages.lines.length > FIRST || more,
    count: more ? null : pages.lines.length,
    older: all && more,
  };
}
