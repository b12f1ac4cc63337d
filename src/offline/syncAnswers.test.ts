import { describe, expect, it, vi } from 'vitest';
import type { QueuedAnswer } from './offlineDb.ts';

/**
 * A wake-up that comes while a send is under way is not lost (issue 33's busy run): Background
 * Sync woke the page while the page's own try, started before the signal came back, was failing;
 * the wake-up joined that failing run and the answer waited for the next start. The queue and the
 * client are stand-ins here; the browser journey sends through both for real (offline.spec.ts).
 */
const queue = new Map<string, QueuedAnswer>([
  [
    'e1',
    {
      eventId: 'e1',
      childId: 'c1',
      activityId: 'a1',
      topicId: 't1',
      answers: [],
      completedAt: '2026-12-05T05:00:00.000Z',
      score: 3,
      total: 5,
      coins: 3,
    },
  ],
]);
vi.mock('./offlineDb.ts', () => ({
  offlineDb: async () => ({
    getAllFromIndex: async () => [...queue.values()],
    transaction: () => ({
      store: { delete: async (id: string) => queue.delete(id) },
      done: Promise.resolve(),
    }),
  }),
}));
const sends: Array<{ settle: (applied: boolean) => void }> = [];
const syncCompletions = vi.fn(
  (events: { eventId: string }[]) =>
    new Promise((resolve, reject) =>
      sends.push({
        settle: (applied) =>
          applied
            ? resolve({
                success: true,
                data: events.map(({ eventId }) => ({ eventId, status: 'applied' })),
                profile: { _id: 'c1' },
              })
            : reject(new ApiError(0, { code: 'NETWORK', message: 'no signal' })),
      }),
    ),
);
vi.mock('../client/offline.ts', () => ({ syncCompletions }));

const { ApiError } = await import('../client/http.ts');
const { $profile } = await import('../stores/session.ts');
const { syncAnswers, $waiting } = await import('./index.ts');

describe('syncAnswers', () => {
  it('runs once more when it is asked while a run is under way, so a wake-up is never lost', async () => {
    $profile.set({ _id: 'c1' } as never);
    const first = syncAnswers();
    await vi.waitFor(() => expect(sends).toHaveLength(1));
    // Background Sync wakes the page now: the run under way was sent before the signal came back.
    void syncAnswers();
    sends[0]?.settle(false);
    await first;
    await vi.waitFor(() => expect(sends).toHaveLength(2));
    sends[1]?.settle(true);
    await vi.waitFor(() => expect(queue.size).toBe(0));
    expect(syncCompletions).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect($waiting.get().answers).toBe(0));
  });

  it('asked once, runs once', async () => {
    queue.set('e2', {
      eventId: 'e2',
      childId: 'c1',
      activityId: 'a2',
      topicId: 't1',
      answers: [],
      completedAt: '2026-12-05T05:01:00.000Z',
      score: 1,
      total: 5,
      coins: 1,
    });
    const calls = syncCompletions.mock.calls.length;
    const run = syncAnswers();
    await vi.waitFor(() => expect(sends).toHaveLength(3));
    sends[2]?.settle(true);
    await run;
    expect(queue.size).toBe(0);
    expect(syncCompletions.mock.calls.length).toBe(calls + 1);
  });
});
