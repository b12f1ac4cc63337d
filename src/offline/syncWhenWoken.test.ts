import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_MESSAGE } from '../../domain/offline/names.ts';
import type { QueuedAnswer } from './offlineDb.ts';

/**
 * Background Sync's wake-up is never lost (issue 33's busy run): the page's own try, sent before
 * the signal came back, was failing when the service worker woke the page; the wake-up joined that
 * pass and the answer waited for the next start. The queue and the client are stand-ins here;
 * the browser journeys send through both for real (offline.spec.ts).
 */
const queue = new Map<string, QueuedAnswer>();
const waiting = (eventId: string): QueuedAnswer => ({
  eventId,
  childId: 'c1',
  activityId: `a-${eventId}`,
  topicId: 't1',
  answers: [],
  completedAt: '2026-12-07T05:00:00.000Z',
  score: 3,
  total: 5,
  coins: 3,
});
vi.mock('./offlineDb.ts', () => ({
  offlineDb: async () => ({
    getAllFromIndex: async () => [...queue.values()],
    transaction: () => ({
      store: { delete: async (id: string) => queue.delete(id) },
      done: Promise.resolve(),
    }),
  }),
}));
/** Each request the page sent, settled by the test: answered in full, or lost (no signal). */
const sends: Array<{ settle: (answered: boolean) => void }> = [];
vi.mock('../client/offline.ts', () => ({
  syncCompletions: (events: { eventId: string }[]) =>
    new Promise((resolve, reject) =>
      sends.push({
        settle: (answered) =>
          answered
            ? resolve({
                success: true,
                data: events.map(({ eventId }) => ({ eventId, status: 'applied' })),
                profile: { _id: 'c1' },
              })
            : reject(new ApiError(0, { code: 'NETWORK', message: 'no signal' })),
      }),
    ),
}));

const { ApiError } = await import('../client/http.ts');
const { $profile } = await import('../stores/session.ts');
const { startOffline, syncAnswers, $waiting } = await import('./index.ts');

/** The worker's messages reach the page through this, as `navigator.serviceWorker` delivers them. */
let fromWorker: (event: { data: unknown }) => void = () => {};

beforeEach(() => {
  queue.clear();
  sends.length = 0;
  const quiet = { addEventListener: () => {} };
  vi.stubGlobal('indexedDB', {});
  vi.stubGlobal('localStorage', { getItem: () => 'c1', setItem: () => {} });
  vi.stubGlobal('window', quiet);
  // Hidden: starting sends nothing by itself, so each test says when a pass starts.
  vi.stubGlobal('document', { ...quiet, visibilityState: 'hidden' });
  vi.stubGlobal('navigator', {
    onLine: true,
    serviceWorker: {
      register: async () => ({}),
      addEventListener: (type: string, listener: typeof fromWorker) => {
        if (type === 'message') fromWorker = listener;
      },
    },
  });
  $profile.set({ _id: 'c1' } as never);
  startOffline();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page's own pass is under way and fails; the worker wakes the page `wakeUps` times meanwhile. */
async function wokenDuringAFailingPass(eventId: string, wakeUps: number) {
  queue.set(eventId, waiting(eventId));
  const own = syncAnswers();
  await vi.waitFor(() => expect(sends).toHaveLength(1));
  for (let i = 0; i < wakeUps; i++) fromWorker({ data: SYNC_MESSAGE });
  sends[0]?.settle(false);
  await own;
  await vi.waitFor(() => expect(sends).toHaveLength(2));
  sends[1]?.settle(true);
  await vi.waitFor(() => expect(queue.size).toBe(0));
}

describe("the page's sends when Background Sync wakes it", () => {
  it('runs a pass of its own after a failing pass under way, and the answer leaves the queue', async () => {
    await wokenDuringAFailingPass('e1', 1);
    await vi.waitFor(() => expect($waiting.get().answers).toBe(0));
    expect(sends).toHaveLength(2);
  });

  it('woken twice during one pass, runs one pass after it', async () => {
    await wokenDuringAFailingPass('e2', 2);
    expect(sends).toHaveLength(2);
  });

  it("the page's own triggers join the pass under way: one cut off leaves the answer for the next", async () => {
    queue.set('e3', waiting('e3'));
    const first = syncAnswers();
    const second = syncAnswers();
    expect(second).toBe(first);
    await vi.waitFor(() => expect(sends).toHaveLength(1));
    sends[0]?.settle(false);
    await first;
    expect(sends).toHaveLength(1);
    expect(queue.has('e3')).toBe(true);
  });

  it('woken with nothing under way, sends at once', async () => {
    queue.set('e4', waiting('e4'));
    fromWorker({ data: SYNC_MESSAGE });
    await vi.waitFor(() => expect(sends).toHaveLength(1));
    sends[0]?.settle(true);
    await vi.waitFor(() => expect(queue.size).toBe(0));
  });
});
