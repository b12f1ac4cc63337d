// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../domain/contract/auth.ts';
import type { ReviewRound } from '../../../domain/contract/practice.ts';
import { en } from '../../../domain/i18n/en.ts';

/** A missed round of two fill items, as the API answers it. */
const round: ReviewRound = {
  kind: 'fill',
  skill: 'add.noCarry',
  name: { en: 'Adding', kn: 'ಕೂಡುವುದು' },
  items: [
    { skill: 'add.noCarry', level: 1, seed: 1, medium: 'english' },
    { skill: 'add.noCarry', level: 1, seed: 2, medium: 'english' },
  ],
  content: {
    questions: [
      { prompt: '3 + 4 = ___', answers: ['7'], feedback: '3 and 4 make 7.' },
      { prompt: '2 + 5 = ___', answers: ['7'], feedback: '2 and 5 make 7.' },
    ],
  },
};
vi.mock('../../client/practice.ts', () => ({
  getPracticeReview: async () => ({ success: true, data: { skills: [], due: 2, round } }),
  completePracticeReview: async () => ({ success: true, data: { score: 2, total: 2 } }),
}));
vi.mock('../ui/usePlaySettings.ts', () => ({
  usePlaySettings: () => ({
    settings: { sounds: false, autoRead: false, voice: 'female' },
    changeSounds: () => {},
  }),
}));
const { $profile } = await import('../../stores/session.ts');
const { default: MissedRound } = await import('./MissedRound.tsx');
afterEach(cleanup);

const child = (grade: string) => ({ _id: 'c1', grade }) as unknown as Profile;

describe('MissedRound', () => {
  it('gives a class-1 child the tiles, not a keyboard, as their topics do', async () => {
    $profile.set(child('1'));
    render(<MissedRound locale="en" messages={en} uiAudio={null} />);
    await screen.findByText('3 + 4 =', { exact: false });
    expect(document.querySelector('fieldset.tiles')).not.toBeNull();
    expect(document.querySelector('input.fill__blank')).toBeNull();
  });

  it('gives a class-4 child the number keyboard', async () => {
    $profile.set(child('4'));
    render(<MissedRound locale="en" messages={en} uiAudio={null} />);
    await screen.findByText('3 + 4 =', { exact: false });
    expect(document.querySelector('fieldset.tiles')).toBeNull();
    expect(document.querySelector('input')?.getAttribute('inputmode')).toBe('numeric');
  });
});
