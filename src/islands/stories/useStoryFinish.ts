import { useEffect, useRef, useState } from 'react';
import type { StoryAnswer } from '../../../domain/contract/stories.ts';
import { ApiError } from '../../client/http.ts';
import { completeStory } from '../../client/stories.ts';
import { setProfile } from '../../stores/profile.ts';

/** What became of a finished story: being saved, saved (coins paid), kept on the phone, or not saved. */
export type StoryFinish =
  | { state: 'saving' }
  | { state: 'saved'; correct: number; questions: number; coins: number; waiting: boolean }
  | { state: 'failed' };

/** A reading's id, made once on the phone (a retry of the same reading is the same reading). */
const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Seconds the page was shown since the reader opened: time listening and reading, not time away. */
function useShownSeconds() {
  const shown = useRef({ total: 0, since: 0 as number | null });
  useEffect(() => {
    const state = shown.current;
    state.since = document.visibilityState === 'visible' ? performance.now() : null;
    const change = () => {
      if (document.visibilityState === 'visible') state.since ??= performance.now();
      else if (state.since !== null) {
        state.total += performance.now() - state.since;
        state.since = null;
      }
    };
    document.addEventListener('visibilitychange', change);
    return () => document.removeEventListener('visibilitychange', change);
  }, []);
  return () => {
    const { total, since } = shown.current;
    return Math.round((total + (since === null ? 0 : performance.now() - since)) / 1000);
  };
}

/**
 * Sends a story's reading once its questions are answered (issue 30 point 4): the fresh profile
 * in the answer makes the bar's coins fly; with no signal the reading waits in the offline queue
 * (src/offline) under the same id, so however often it is sent it counts once.
 * `pagesRecorded` is how many pages "My turn" recorded in this reading.
 */
export function useStoryFinish(story: StoryAnswer | null, pagesRecorded: () => number) {
  const seconds = useShownSeconds();
  const id = useRef(newId());
  const [finish, setFinish] = useState<StoryFinish | null>(null);

  const send = async (answers: number[]) => {
    if (!story) return;
    const reading = {
      completionId: id.current,
      // The contract's most (STORY_SECONDS_MAX; its schemas stay out of the page's code).
      seconds: Math.min(seconds(), 3600),
      pagesRecorded: pagesRecorded(),
      answers,
    };
    setFinish({ state: 'saving' });
    try {
      const response = await completeStory(story.key, reading);
      setProfile(response.profile);
      setFinish({ state: 'saved', ...response.data, waiting: false });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'NETWORK')) {
        setFinish({ state: 'failed' });
        return;
      }
      try {
        const { finishStoryOffline } = await import('../../offline/finishStoryOffline.ts');
        setFinish({ state: 'saved', ...(await finishStoryOffline(story, reading)), waiting: true });
      } catch {
        setFinish({ state: 'failed' });
      }
    }
  };
  return { finish, send };
}

export type StoryReading = ReturnType<typeof useStoryFinish>;
