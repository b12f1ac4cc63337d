import { beforeEach, describe, expect, it, vi } from 'vitest';

const listMyNotifications = vi.fn();
const markNotificationRead = vi.fn();
vi.mock('../client/wallet.ts', () => ({ listMyNotifications, markNotificationRead }));

const { $bell, loadBell, markShownRead, resetBell } = await import('./bell.ts');

const notification = (id: string, read: boolean) => ({
  _id: id,
  title: `Title ${id}`,
  content: 'Content',
  imageUrl: null,
  timestamp: '2026-12-01T10:00:00.000Z',
  read,
});

describe('the one bell (issue 33: the navbar and the child’s bar draw one store)', () => {
  beforeEach(() => {
    resetBell();
    listMyNotifications.mockReset();
    markNotificationRead.mockReset();
  });

  it('loads the list once a page, however many bells ask', async () => {
    listMyNotifications.mockResolvedValue({ data: [notification('a', false)], unread: 1 });
    await Promise.all([loadBell('en'), loadBell('en')]);
    expect(listMyNotifications).toHaveBeenCalledTimes(1);
    expect($bell.get()).toEqual({ list: [notification('a', false)], unread: 1 });
  });

  it('opening the list marks each unread one it shows read, once, and the badge counts down', async () => {
    listMyNotifications.mockResolvedValue({
      data: [notification('a', false), notification('b', true), notification('c', false)],
      unread: 2,
    });
    markNotificationRead.mockResolvedValue({ success: true });
    await loadBell('kn');
    await Promise.all([markShownRead(), markShownRead()]);
    expect(markNotificationRead.mock.calls.map(([id]) => id)).toEqual(['a', 'c']);
    expect($bell.get().unread).toBe(0);
  });

  it('a mark that fails leaves its count; a failed load shows an empty list and may be tried again', async () => {
    listMyNotifications.mockRejectedValueOnce(new Error('offline'));
    await loadBell('en');
    expect($bell.get()).toEqual({ list: [], unread: 0 });
    listMyNotifications.mockResolvedValue({
      data: [notification('a', false), notification('b', false)],
      unread: 2,
    });
    await loadBell('en');
    markNotificationRead.mockImplementation(async (id: string) => {
      if (id === 'b') throw new Error('offline');
    });
    await markShownRead();
    expect($bell.get().unread).toBe(1);
  });
});
