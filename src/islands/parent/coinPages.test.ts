import { describe, expect, it } from 'vitest';
import { type CoinPages, coinListView, FIRST, pagesOf, withOlderPage } from './coinPages.ts';

const line = (n: number) => ({
  amount: n,
  reason: 'check-in' as const,
  label: { en: `Line ${n}`, kn: `ಸಾಲು ${n}` },
  createdAt: new Date(Date.UTC(2026, 10, 30) - n * 60_000).toISOString(),
});
const lines = (from: number, count: number) => Array.from({ length: count }, (_, i) => line(from + i));

describe("My Account's coin list, page by page (issue 27)", () => {
  it('shows the first lines, then every line read, and "Show older coins" while the server has more', () => {
    const first: CoinPages = pagesOf({ data: lines(0, 100), nextCursor: 'c1' });
    const collapsed = coinListView(first, false);
    expect([collapsed.shown.length, collapsed.toggle, collapsed.count, collapsed.older]).toEqual([
      FIRST,
      true,
      null,
      false,
    ]);
    const open = coinListView(first, true);
    expect([open.shown.length, open.older]).toEqual([100, true]);

    const both = withOlderPage(first, pagesOf({ data: lines(100, 20), nextCursor: null }));
    expect(both.lines.map((l) => l.amount)).toEqual([...Array(120).keys()]);
    const last = coinListView(both, true);
    expect([last.shown.length, last.older, last.count]).toEqual([120, false, 120]);
  });

  it('a short history: no older page, "Show all" only past the first lines', () => {
    expect(coinListView(pagesOf({ data: lines(0, FIRST), nextCursor: null }), false)).toMatchObject({
      toggle: false,
      older: false,
      count: FIRST,
    });
    // An answer without nextCursor (an API from before paging) is all there is.
    expect(pagesOf({ data: lines(0, 12) }).nextCursor).toBeNull();
    expect(coinListView(pagesOf({ data: lines(0, 12) }), false)).toMatchObject({ toggle: true, count: 12 });
  });
});
