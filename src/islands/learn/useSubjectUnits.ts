import { useEffect, useState } from 'react';
import { ApiError } from '../../client/http.ts';
import { getUnits } from '../../client/learning.ts';
import { $learning, EMPTY_LEARNING, updateLearning } from '../../stores/learning.ts';
import { $profile } from '../../stores/session.ts';
import { useClientStore } from '../ui/useClientStore.ts';

/**
 * A subject's units with this child's counts, for the units, chapters and topics screens: what
 * the learning store holds shows at once, and the API's answer replaces it every time the screen
 * is shown, including a return through the browser's back/forward cache (`pageshow` with
 * `persisted`), so "1 of 2 done" is right straight after an activity (issue 15).
 */
export function useSubjectUnits(subject: string | null) {
  const user = useClientStore($profile, null);
  const state = useClientStore($learning, EMPTY_LEARNING);
  const [failed, setFailed] = useState(false);
  const grade = user?.grade;
  const board = user?.board;
  const medium = user?.medium;

  useEffect(() => {
    if (!subject || !grade || !board || !medium) return;
    const load = () =>
      getUnits(subject, grade, board, medium)
        .then((response) => {
          const { key, name, nameAudio, icon, colour } = response.subject;
          updateLearning({ subject: { key, name, nameAudio, icon, colour }, units: response.data });
          setFailed(false);
        })
        .catch((error) => setFailed(!(error instanceof ApiError && error.status === 401)));
    void load();
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) void load();
    };
    addEventListener('pageshow', shown);
    return () => removeEventListener('pageshow', shown);
  }, [subject, grade, board, medium]);

  const held = subject !== null && state.subject?.key === subject;
  return { subject: held ? state.subject : null, units: held ? state.units : null, failed };
}
