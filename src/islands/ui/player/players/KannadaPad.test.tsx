// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityBody } from '../../../../../domain/contract/activity.ts';
import { kn } from '../../../../../domain/i18n/kn.ts';
import { createTranslate } from '../../../../../domain/i18n/translate.ts';
import FillPlayer from './FillPlayer.tsx';

/**
 * A Kannada answer above class 2 on a phone whose keyboard has no Kannada (issue 29, point 2):
 * the pad types it letter by letter and sign by sign, the phone's keyboard stays away while it is
 * open, and Check sends what was typed.
 */
const t = createTranslate(kn);
afterEach(cleanup);

const fill = (answers: string[]): Extract<ActivityBody, { kind: 'fill' }> => ({
  kind: 'fill',
  questions: [{ prompt: 'ಮಂಗ ತಿನ್ನುವ ಹಳದಿ ಹಣ್ಣು ___.', answers, feedback: 'ಬಾಳೆಹಣ್ಣು ಹಳದಿ.' }],
});

describe('the Kannada letter pad in a fill-in', () => {
  it('types ಬಾಳೆಹಣ್ಣು with its letters and signs, takes one back, and Check sends the answer', () => {
    const onAnswer = vi.fn();
    render(
      <FillPlayer body={fill(['ಬಾಳೆಹಣ್ಣು'])} answers={[null]} onAnswer={onAnswer} t={t} seed="s" grade="4" />,
    );
    const blank = screen.getByRole('textbox');
    fireEvent.click(screen.getByRole('button', { name: kn['activity.pad.open'] }));
    expect(blank.getAttribute('inputmode')).toBe('none');
    const pad = screen.getByTestId('kannada-pad');
    for (const key of ['ಬ', '◌ಾ', 'ಳ', '◌ೆ', 'ಹ', 'ಣ', '◌್', 'ಣ', '◌ು', '◌ೆ'])
      fireEvent.click(screen.getByRole('button', { name: key }));
    expect((blank as HTMLInputElement).value).toBe('ಬಾಳೆಹಣ್ಣುೆ');
    fireEvent.click(screen.getByRole('button', { name: kn['activity.pad.delete'] }));
    expect((blank as HTMLInputElement).value).toBe('ಬಾಳೆಹಣ್ಣು');
    expect(pad.getAttribute('lang')).toBe('kn');
    fireEvent.click(screen.getByRole('button', { name: kn['activity.check'] }));
    expect(onAnswer).toHaveBeenCalledWith(0, 'ಬಾಳೆಹಣ್ಣು');
  });

  it('is not offered for an English or a number answer, nor where tiles build the answer', () => {
    render(
      <FillPlayer body={fill(['mango'])} answers={[null]} onAnswer={() => {}} t={t} seed="s" grade="4" />,
    );
    render(
      <FillPlayer body={fill(['1234'])} answers={[null]} onAnswer={() => {}} t={t} seed="s" grade="4" />,
    );
    render(
      <FillPlayer body={fill(['ಮಾವು'])} answers={[null]} onAnswer={() => {}} t={t} seed="s" grade="1" />,
    );
    expect(screen.queryByRole('button', { name: kn['activity.pad.open'] })).toBeNull();
  });
});
