// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../domain/i18n/en.ts';
import { $toasts, showToast } from '../../stores/toast.ts';
import Toaster from './Toaster.tsx';

const messages = { 'toast.close': en['toast.close'] };

/** On the screen now and 4999 ms on, gone at 5000 ms. */
function expectShownFor5000ms(role: 'alert' | 'status', text: string) {
  expect(screen.getByRole(role).textContent).toBe(text);
  act(() => vi.advanceTimersByTime(4999));
  expect(screen.getByRole(role).textContent).toBe(text);
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole(role).textContent).toBe('');
}

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
    expectShownFor5000ms('alert', 'Fill in all the fields');
  });

  it('still shows a toast raised before it woke, for the whole 5000 ms from then', () => {
    // A slow phone: the form answered a tap seconds before the idle Toaster hydrated.
    showToast('error', 'Fill in all the fields');
    vi.advanceTimersByTime(8000);
    render(<Toaster messages={messages} />);
    expectShownFor5000ms('alert', 'Fill in all the fields');
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
