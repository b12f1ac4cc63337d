// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WeeklyReport as Report } from '../../../domain/contract/reports.ts';
import { en } from '../../../domain/i18n/en.ts';
import { kn } from '../../../domain/i18n/kn.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';

/** The report as the API answers it, for a week in progress with one of everything. */
const report: Report = {
  child: { id: 'c1', name: 'Anu' },
  language: 'en',
  week: { from: '2026-01-05', to: '2026-01-11', complete: false },
  previousWeek: '2025-12-29',
  nextWeek: null,
  activities: 1,
  minutes: 6,
  coins: 18,
  unitsFinished: 1,
  storiesRead: 2,
  readingMinutes: 1,
  pagesRecorded: 0,
  finishedUnits: [{ id: 'u1', name: 'Unit 1', subject: 'Maths' }],
  topicsToRevisit: [{ id: 't1', name: 'Shapes', subject: 'Maths', percent: 50 }],
  weakSkills: [{ skill: 'add.carry', name: 'Adding with carrying', percent: 40 }],
  previous: {
    activities: 2,
    minutes: 2,
    coins: 12,
    unitsFinished: 0,
    storiesRead: 1,
    readingMinutes: 3,
    pagesRecorded: 0,
  },
};
let answer: Report = report;
/** What the section asked the API for: "child/week/language". */
const asked: string[] = [];
vi.mock('../../client/reports.ts', () => ({
  getChildWeeklyReport: async (childId: string, week: string, lang: string) => {
    asked.push(`${childId}/${week}/${lang}`);
    return { success: true, data: { ...answer, week: { ...answer.week, from: week } } };
  },
  getReportSettings: async () => ({ success: true, data: { smsOptIn: false, language: 'en' } }),
}));
// Thursday 8 January 2026, 21:00 in India: the week of 5–11 January is under way.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-08T15:30:00Z') });
const { WeeklyReport } = await import('./WeeklyReport.tsx');
afterEach(cleanup);

const text = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

describe('WeeklyReport', () => {
  it('opens on the week under way in India, not on the last complete one, and asks for it once', async () => {
    render(<WeeklyReport t={createTranslate(en)} locale="en" child={{ id: 'c1', name: 'Anu' }} />);
    await screen.findByTestId('report-week');
    expect(asked).toEqual(['c1/2026-01-05/en']);
  });

  it('shows the four figures with their plural labels, the week before, the units and the topics', async () => {
    render(<WeeklyReport t={createTranslate(en)} locale="en" child={{ id: 'c1', name: 'Anu' }} />);
    await screen.findByTestId('report-week');
    expect(text()).toContain('Anu’s week');
    expect(text()).toContain('Week of 5–11 Jan');
    expect(text()).toContain('This week is not over yet');
    expect(text()).toContain('1activity doneWeek before: 2');
    expect(text()).toContain('6minutes of learningWeek before: 2');
    expect(text()).toContain('18coins earnedWeek before: 12');
    expect(text()).toContain('1unit finishedWeek before: 0');
    // The reading corner (issue 30): its own three figures, plurals by the number.
    expect(text()).toContain('2stories readWeek before: 1');
    expect(text()).toContain('1minute with storiesWeek before: 3');
    expect(text()).toContain('0pages read aloud and recordedWeek before: 0');
    expect(text()).toContain('Unit 1Maths');
    expect(text()).toContain('ShapesMaths · best score 50%');
    expect(text()).toContain('Maths skills that need practice');
    expect(text()).toContain('Adding with carrying40% right lately');
    // The current week has no next one; the week before is a tap away, and asked for then.
    expect(screen.getByRole('button', { name: /Next week/ })).toHaveProperty('disabled', true);
    const previous = screen.getByRole('button', { name: /Previous week/ });
    expect(previous).toHaveProperty('disabled', false);
    fireEvent.click(previous);
    await vi.waitFor(() => expect(asked.at(-1)).toBe('c1/2025-12-29/en'));
  });

  it('speaks Kannada, with Kannada plurals (one for 0 and 1)', async () => {
    answer = { ...report, language: 'kn', activities: 0, finishedUnits: [], topicsToRevisit: [] };
    render(<WeeklyReport t={createTranslate(kn, en)} locale="kn" child={{ id: 'c1', name: 'ಅನು' }} />);
    await screen.findByTestId('report-week');
    expect(text()).toContain('ವಾರದ ವರದಿ: ಅನು');
    expect(text()).toContain('0ಮಾಡಿದ ಚಟುವಟಿಕೆ');
    expect(text()).toContain('18ಗಳಿಸಿದ ನಾಣ್ಯಗಳು');
    expect(text()).toContain('ಈ ವಾರ ಯಾವುದೇ ಚಟುವಟಿಕೆ ಮಾಡಿಲ್ಲ.');
    expect(text()).toContain('2ಓದಿದ ಕಥೆಗಳು');
    expect(text()).toContain('1ನಿಮಿಷ ಕಥೆಗಳೊಂದಿಗೆ');
    expect(text()).toContain('0ಗಟ್ಟಿಯಾಗಿ ಓದಿ ರೆಕಾರ್ಡ್ ಮಾಡಿದ ಪುಟ');
  });
});
