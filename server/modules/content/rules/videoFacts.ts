import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { mp4Facts } from '../mp4Facts.ts';
import { activitiesOf, wordsOf } from '../walk.ts';

/** Words of a topic's name that say nothing of its subject matter. */
const FILLER = new Set(
  'a an and the of in on at to for with from our your my we us is are be it its their them how what why where when which who let s more'.split(
    ' ',
  ),
);
/** A word and its plural or -ing form, as one (plant, plants; count, counting). */
const stem = (word: string) => word.replace(/(ing|es|s)$/, '');

/**
 * A video's facts (issue 19): its `durationSeconds` must be the clip's real length (read from
 * the file, within a second), a timer set on it no shorter, and its `about` or title must share
 * a word with the topic's English name, so a clip put on the wrong topic is noticed. Known misfits (`file|activity key`,
 * listed with a reason in curriculum/video-topic-allow.yaml) are not flagged again.
 */
export const videoFacts =
  (mediaDir: string, knownMisfits: ReadonlySet<string> = new Set()) =>
  (files: CurriculumFile[]): CurriculumProblem[] =>
    activitiesOf(files).flatMap(({ file, path, topic, activity }) => {
      if (activity.kind !== 'video') return [];
      const problems: CurriculumProblem[] = [];
      const { src, about, title, durationSeconds } = activity.video;
      const clip = join(mediaDir, src);
      const seconds = existsSync(clip) ? mp4Facts(readFileSync(clip)).seconds : null;
      if (existsSync(clip) && seconds === null)
        problems.push({
          file: file.file,
          path: `${path}.video.src`,
          message: `${src} has no readable length`,
        });
      if (seconds !== null && Math.abs(seconds - durationSeconds) > 1)
        problems.push({
          file: file.file,
          path: `${path}.video.durationSeconds`,
          message: `${src} is ${Math.round(seconds)} s long, not ${durationSeconds}`,
        });
      // A timer never runs on a video unless forced (timers.ts), but the preview and the file
      // showed "60 s" under 67–119 s clips (session 40's reading of the lessons): a timer set on
      // a video covers it.
      if (activity.timerSeconds !== undefined && activity.timerSeconds < durationSeconds)
        problems.push({
          file: file.file,
          path: `${path}.timerSeconds`,
          message: `a timer of ${activity.timerSeconds} s under a ${durationSeconds} s video: take it out (a video runs none)`,
        });
      if (!about) {
        problems.push({
          file: file.file,
          path: `${path}.video`,
          message: 'say what the clip shows in `about`',
        });
        return problems;
      }
      const said = new Set(wordsOf(`${about} ${title}`).map(stem));
      const named = wordsOf(topic.name.en).filter((w) => !FILLER.has(w));
      const known = knownMisfits.has(`${file.file}|${activity.key}`);
      if (named.length && !known && !named.some((w) => said.has(stem(w))))
        problems.push({
          file: file.file,
          path: `${path}.video.about`,
          message: `the video ("${about}") says nothing of the topic "${topic.name.en}": is it on the right topic?`,
        });
      return problems;
    });

/** How long a lesson video is (issue 29: it teaches its topic in 60–120 s). */
export const LESSON_SECONDS = { min: 60, max: 120 };

/**
 * Lesson videos that teach with a voice (issue 29, point 4): each video an activity shows has a
 * sound track (the narration) and lasts 60–120 s. The silent 13-second clips fail it.
 */
export const lessonVoices =
  (mediaDir: string) =>
  (files: CurriculumFile[]): CurriculumProblem[] =>
    activitiesOf(files).flatMap(({ file, path, activity }) => {
      if (activity.kind !== 'video') return [];
      const clip = join(mediaDir, activity.video.src);
      if (!existsSync(clip)) return [];
      const { seconds, audio } = mp4Facts(readFileSync(clip));
      const problems: CurriculumProblem[] = [];
      const at = `${path}.video.src`;
      if (!audio)
        problems.push({
          file: file.file,
          path: at,
          message: `${activity.video.src} has no voice (no sound track)`,
        });
      if (seconds !== null && (seconds < LESSON_SECONDS.min || seconds > LESSON_SECONDS.max))
        problems.push({
          file: file.file,
          path: at,
          message: `${activity.video.src} lasts ${Math.round(seconds)} s; a lesson teaches its topic in ${LESSON_SECONDS.min}–${LESSON_SECONDS.max} s`,
        });
      return problems;
    });
