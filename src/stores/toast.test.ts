import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, showToast } from './toast.ts';

describe('the toast store', () => {
  beforeEach(() => {
    $toasts.set([]);
  });

  it('keeps a toast until it is closed: the Toaster times it from when it shows it', () => {
    vi.useFakeTimers();
    showToast('success', 'Sent');
    vi.advanceTimersByTime(60_000);
    expect($toasts.get().map((t) => [t.message, t.durationMs])).toEqual([['Sent', 5000]]);
    vi.useRealTimers();
  });

  it('can be closed early', () => {
    const id = showToast('error', 'Failed');
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });

  it('shows the same message once, not stacked', () => {
    showToast('error', 'No network');
    showToast('error', 'No network');
    showToast('info', 'Other');
    expect($toasts.get().map((t) => t.message)).toEqual(['No network', 'Other']);
  });
});
