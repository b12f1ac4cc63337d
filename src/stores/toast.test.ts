import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, showToast } from './toast.ts';

describe('the toast (spec §2: closes after 5000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays 5000 ms, then closes by itself', () => {
    showToast('success', 'Sent');
    vi.advanceTimersByTime(4999);
    expect($toasts.get().map((t) => t.message)).toEqual(['Sent']);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
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
