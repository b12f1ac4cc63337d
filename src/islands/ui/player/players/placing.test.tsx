// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityBody } from '../../../../../domain/contract/activity.ts';
import { en } from '../../../../../domain/i18n/en.ts';
import { createTranslate } from '../../../../../domain/i18n/translate.ts';
import ClassifyPlayer from './ClassifyPlayer.tsx';
import MatchPlayer from './MatchPlayer.tsx';

/**
 * Match and sort forgive (issue 29, the family's walk #6): one tap model (a second tap on a
 * picked card keeps it picked), a card put wrong is explained where it was put and goes back to
 * be put again, and only the first placement scores (the player passes every placement on; the
 * runner keeps the first).
 */
const t = createTranslate(en);
// Feedback scrolls itself into view; happy-dom draws nothing to scroll.
Element.prototype.scrollIntoView = vi.fn();
afterEach(cleanup);

const match = {
  kind: 'match',
  pairs: [
    { left: 'Cow', right: 'Calf', feedback: 'A cow’s baby is a calf.' },
    { left: 'Hen', right: 'Chick', feedback: 'A hen’s baby is a chick.' },
    { left: 'Dog', right: 'Puppy', feedback: 'A dog’s baby is a puppy.' },
  ],
} as Extract<ActivityBody, { kind: 'match' }>;

const sort = {
  kind: 'classify',
  categories: ['Fruit', 'Vegetable'],
  items: [
    { text: 'Mango', category: 0, feedback: 'A mango is a fruit.' },
    { text: 'Carrot', category: 1, feedback: 'A carrot is a vegetable.' },
    { text: 'Banana', category: 0, feedback: 'A banana is a fruit.' },
  ],
} as Extract<ActivityBody, { kind: 'classify' }>;

const tray = () => screen.getByRole('list', { name: t('activity.classify.left') });
const card = (text: string) => within(tray()).getByRole('button', { name: text });
const row = (left: string) => screen.getByText(left).closest('li') as HTMLElement;

describe('match the following', () => {
  it('a second tap keeps the card picked, so the next tap on a box puts it there', () => {
    const onAnswer = vi.fn();
    render(<MatchPlayer body={match} answers={[null, null, null]} onAnswer={onAnswer} t={t} seed="s" />);
    fireEvent.click(card('Calf'));
    fireEvent.click(card('Calf'));
    expect(card('Calf').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(row('Cow')).getByRole('button', { name: /Cow/ }));
    expect(onAnswer).toHaveBeenCalledWith(0, 0);
    expect(within(row('Cow')).getByText('Calf')).toBeTruthy();
    expect(within(tray()).queryByRole('button', { name: 'Calf' })).toBeNull();
  });

  it('a card put wrong is explained in its row and goes back to be put again', () => {
    const onAnswer = vi.fn();
    const { rerender } = render(
      <MatchPlayer body={match} answers={[null, null, null]} onAnswer={onAnswer} t={t} seed="s" />,
    );
    fireEvent.click(card('Puppy'));
    fireEvent.click(within(row('Cow')).getByRole('button', { name: /Cow/ }));
    expect(onAnswer).toHaveBeenLastCalledWith(0, 2);
    // The explanation and "try again" stand in the row the child was looking at.
    expect(within(row('Cow')).getByRole('status').textContent).toContain(match.pairs[0]?.feedback);
    expect(within(row('Cow')).getByText(t('activity.placeAgain'))).toBeTruthy();
    // Puppy is a card again, and Cow's box is empty again.
    rerender(<MatchPlayer body={match} answers={[2, null, null]} onAnswer={onAnswer} t={t} seed="s" />);
    expect(card('Puppy')).toBeTruthy();
    fireEvent.click(card('Puppy'));
    fireEvent.click(within(row('Dog')).getByRole('button', { name: /Dog/ }));
    expect(onAnswer).toHaveBeenLastCalledWith(2, 2);
    expect(within(row('Dog')).getByText('Puppy')).toBeTruthy();
    // The right card can still go to Cow after the slip: the slip cost one place, not two.
    fireEvent.click(card('Calf'));
    fireEvent.click(within(row('Cow')).getByRole('button', { name: /Cow/ }));
    expect(onAnswer).toHaveBeenLastCalledWith(0, 0);
    expect(within(row('Cow')).getByText('Calf')).toBeTruthy();
  });

  it('shows the cards before the boxes', () => {
    render(<MatchPlayer body={match} answers={[null, null, null]} onAnswer={vi.fn()} t={t} seed="s" />);
    const list = screen.getAllByRole('list');
    expect(list[0]).toBe(tray());
  });
});

describe('sorting', () => {
  it('a card put in the wrong group is explained there and goes back; in its group it stays', () => {
    const onAnswer = vi.fn();
    render(<ClassifyPlayer body={sort} answers={[null, null, null]} onAnswer={onAnswer} t={t} seed="s" />);
    const group = (name: string) => screen.getByRole('region', { name });
    fireEvent.click(card('Carrot'));
    fireEvent.click(within(group('Fruit')).getByRole('button', { name: /Fruit/ }));
    expect(onAnswer).toHaveBeenLastCalledWith(1, 0);
    expect(within(group('Fruit')).getByRole('status').textContent).toContain(sort.items[1]?.feedback);
    expect(card('Carrot')).toBeTruthy();
    fireEvent.click(card('Carrot'));
    fireEvent.click(within(group('Vegetable')).getByRole('button', { name: /Vegetable/ }));
    expect(onAnswer).toHaveBeenLastCalledWith(1, 1);
    expect(within(group('Vegetable')).getByText('Carrot')).toBeTruthy();
    expect(within(tray()).queryByRole('button', { name: 'Carrot' })).toBeNull();
  });
});
