import { describe, expect, it } from 'vitest';
import type { ChildPersonalData } from '../../../domain/contract/account.ts';
import { dataReport } from './dataReport.ts';

const empty: ChildPersonalData = {
  exportedAt: '2026-11-24T10:00:00.000Z',
  about: '',
  account: {
    student_name: 'Chinmayi',
    grade: '3',
    board: 'Karnataka',
    medium: 'Kannada',
    taluk: 'Maddur',
    district: 'Mandya',
    state: 'Karnataka',
    phone: '9845012345',
    school_name: null,
    email: null,
    created_at: '2026-11-01T05:00:00.000Z',
  },
  consents: [],
  activityAttempts: [],
  storyReadings: [],
  skillResults: [],
  missedItems: [],
  unitUnlocks: [],
  coinLedger: [],
  notifications: [],
  notificationsRead: [],
  sessions: [],
  smsMessages: [],
  smsCodes: [],
  subscriptions: [],
  payments: [],
  playSettings: [],
  recordingSettings: [],
  storyRecordings: [],
  reportSends: [],
};

describe('the data page', () => {
  it('names each attempt from the finished-activities list, newest first', () => {
    const report = dataReport(
      {
        ...empty,
        activityAttempts: [
          { activity_id: 'a1', score: 2, total: 3, created_at: '2026-11-02T05:00:00.000Z' },
          { activity_id: 'a1', score: 3, total: 3, created_at: '2026-11-03T05:00:00.000Z' },
          { activity_id: 'gone', score: 1, total: 1, created_at: '2026-11-01T05:00:00.000Z' },
        ],
      },
      [
        {
          activityId: 'a1',
          title: 'Add',
          topicName: { en: 'Adding', kn: 'ಕೂಡುವುದು' },
          subject: { en: 'Maths', kn: 'ಗಣಿತ' },
          bestScore: 3,
          total: 3,
          lastCompletedAt: '2026-11-03T05:00:00.000Z',
        },
      ],
    );
    expect(report.activities.map((line) => [line.title, line.topic?.en, line.score])).toEqual([
      ['Add', 'Adding', 3],
      ['Add', 'Adding', 2],
      ['gone', undefined, 1],
    ]);
  });

  it('reads the profile, the place on one line, the coins to spend and the other parts’ counts', () => {
    const report = dataReport(
      {
        ...empty,
        coinLedger: [
          { amount: 10, reason: 'check-in', created_at: '2026-11-02T05:00:00.000Z' },
          { amount: -50, reason: 'unlock', created_at: '2026-11-03T05:00:00.000Z' },
          { amount: 60, reason: 'correction', created_at: '2026-11-01T05:00:00.000Z' },
        ],
        sessions: [{}, {}],
      },
      [],
    );
    expect(report.profile).toMatchObject({
      name: 'Chinmayi',
      place: 'Maddur, Mandya, Karnataka',
      school: '',
    });
    expect(report.coinBalance).toBe(20);
    expect(report.coins.map((line) => line.reason)).toEqual(['unlock', 'check-in', 'correction']);
    expect(report.counts).toEqual({ notifications: 0, sessions: 2, messages: 0, unlocks: 0 });
  });

  it('gathers an activity’s coins of one day into one line named after it (issue 27), newest first', () => {
    const point = (activity: string, n: number, at: string) => ({
      amount: 1,
      reason: 'activity',
      reference: `${activity}#${n}`,
      created_at: at,
    });
    const report = dataReport(
      {
        ...empty,
        coinLedger: [
          point('a1', 1, '2026-11-02T05:00:00.000Z'),
          point('a1', 2, '2026-11-02T05:00:00.000Z'),
          { amount: 10, reason: 'check-in', reference: '2026-11-02', created_at: '2026-11-02T06:00:00.000Z' },
          point('a1', 3, '2026-11-02T07:00:00.000Z'),
          // The next day in India (00:30 IST): a line of its own.
          point('a1', 4, '2026-11-02T19:00:00.000Z'),
          point('gone', 1, '2026-11-01T05:00:00.000Z'),
        ],
      },
      [
        {
          activityId: 'a1',
          title: 'Add',
          topicName: { en: 'Adding', kn: 'ಕೂಡುವುದು' },
          subject: { en: 'Maths', kn: 'ಗಣಿತ' },
          bestScore: 4,
          total: 4,
          lastCompletedAt: '2026-11-02T19:00:00.000Z',
        },
      ],
    );
    expect(report.coins).toEqual([
      {
        amount: 1,
        reason: 'activity',
        at: '2026-11-02T19:00:00.000Z',
        title: 'Add',
        topic: { en: 'Adding', kn: 'ಕೂಡುವುದು' },
      },
      {
        amount: 3,
        reason: 'activity',
        at: '2026-11-02T07:00:00.000Z',
        title: 'Add',
        topic: { en: 'Adding', kn: 'ಕೂಡುವುದು' },
      },
      { amount: 10, reason: 'check-in', at: '2026-11-02T06:00:00.000Z' },
      { amount: 1, reason: 'activity', at: '2026-11-01T05:00:00.000Z' },
    ]);
    expect(report.coinBalance).toBe(15);
  });
});
