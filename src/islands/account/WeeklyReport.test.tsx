import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
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
/** What the section asked for: "child/week/language". */
const asked: string[] = [];
// Server rendering runs no effect: the section is drawn as it is once the report has come.
vi.mock('./useLoad.ts', () => ({
  useLoad: (_load: unknown, key: string) => {
    asked.push(key);
    return { data: { success: true, data: answer }, failed: false, retry: () => {} };
  },
}));
// Thursday 8 January 2026, 21:00 in India: the week of 5–11 January is under way.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-08T15:30:00Z') });
const { WeeklyReport } = await import('./WeeklyReport.tsx');

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('WeeklyReport', () => {
  it('opens on the week under way in India, not on the last complete one', () => {
    renderToStaticMarkup(
      <WeeklyReport t={createTranslate(en)} locale="en" child={{ id: 'c1', name: 'Anu' }} />,
    );
    expect(asked.at(-1)).toBe('c1/2026-01-05/en');
  });

  it('shows the four figures with their plural labels, the week before, the units and the topics', () => {
    const html = renderToStaticMarkup(
      <WeeklyReport t={createTranslate(en)} locale="en" child={{ id: 'c1', name: 'Anu' }} />,
    );
    expect(text(html)).toContain('Anu’s week');
    expect(text(html)).toContain('Week of 5–11 Jan');
    expect(text(html)).toContain('This week is not over yet');
    expect(text(html)).toContain(' 1 activity done Week before: 2 ');
    expect(text(html)).toContain(' 6 minutes of learning Week before: 2 ');
    expect(text(html)).toContain(' 18 coins earned Week before: 12 ');
    expect(text(html)).toContain(' 1 unit finished Week before: 0 ');
    // The reading corner (issue 30): its own three figures, plurals by the number.
    expect(text(html)).toContain(' 2 stories read Week before: 1 ');
    expect(text(html)).toContain(' 1 minute with stories Week before: 3 ');
    expect(text(html)).toContain(' 0 pages read aloud and recorded Week before: 0 ');
    expect(text(html)).toContain('Unit 1 Maths');
    expect(text(html)).toContain('Shapes Maths · best score 50%');
    expect(text(html)).toContain('Maths skills that need practice');
    expect(text(html)).toContain('Adding with carrying 40% right lately');
    // The current week has no next one.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Next week/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*><span aria-hidden="true">← <\/span>Previous week/);
  });

  it('speaks Kannada, with Kannada plurals (one for 0 and 1)', () => {
    answer = { ...report, language: 'kn', activities: 0, finishedUnits: [], topicsToRevisit: [] };
    const html = renderToStaticMarkup(
      <WeeklyReport t={createTranslate(kn, en)} locale="kn" child={{ id: 'c1', name: 'ಅನು' }} />,
    );
    expect(text(html)).toContain('ವಾರದ ವರದಿ: ಅನು');
    expect(text(html)).toContain(' 0 ಮಾಡಿದ ಚಟುವಟಿಕೆ ');
    expect(text(html)).toContain(' 18 ಗಳಿಸಿದ ನಾಣ್ಯಗಳು ');
    expect(text(html)).toContain('ಈ ವಾರ ಯಾವುದೇ ಚಟುವಟಿಕೆ ಮಾಡಿಲ್ಲ.');
    expect(text(html)).toContain(' 2 ಓದಿದ ಕಥೆಗಳು ');
    expect(text(html)).toContain(' 1 ನಿಮಿಷ ಕಥೆಗಳೊಂದಿಗೆ ');
    expect(text(html)).toContain(' 0 ಗಟ್ಟಿಯಾಗಿ ಓದಿ ರೆಕಾರ್ಡ್ ಮಾಡಿದ ಪುಟ ');
  });
});
