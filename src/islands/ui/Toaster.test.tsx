// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../domain/i18n/en.ts';
import { $toasts, showToast } from '../../stores/toast.ts';
import Toaster from './Toaster.tsx';

const messages = { 'toast.close': en['toast.close'] };

describe('the Toaster (spec §2: a toast closes after 5000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a toast for 5000 ms, then closes it', () => {
    render(<Toaster messages={messages} />);
    act(() => {
      showToast('error', 'Fill in all the fields');
    });
    expect(screen.getByRole('alert').textContent).toBe('Fill in all the fields');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert').textContent).toBe('Fill in all the fields');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('still shows a toast raised before it woke, for the whole 5000 ms from then', () => {
    // A slow phone: the form answered a tap seconds before the idle Toaster hydrated.
    showToast('error', 'Fill in all the fields');
    vi.advanceTimersByTime(8000);
    render(<Toaster messages={messages} />);
    expect(screen.getByRole('alert').textContent).toBe('Fill in all the fields');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert').textContent).toBe('Fill in all the fields');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('times the same message again from its latest showing', () => {
    render(<Toaster messages={messages} />);
    act(() => {
      showToast('success', 'Saved');
    });
    act(() => vi.advanceTimersByTime(3000));
    act(() => {
      showToast('success', 'Saved');
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
