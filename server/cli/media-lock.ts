/**
 * `npm run media:lock`: writes curriculum/media/lessons.lock.yaml from the lesson video files. A
 * file that changed gets its version bumped, so every activity that shows it goes back for review
 * (server/modules/content/review/lessonMedia.ts); `npm run media:lessons` does this itself.
 */
import { writeLessonsLock } from '../modules/content/index.ts';

const changed = writeLessonsLock();
console.log(
  changed.length
    ? `Lesson files that changed:\n${changed.map((c) => `  ${c}`).join('\n')}`
    : 'No lesson file changed.',
);
