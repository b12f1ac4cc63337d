import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import type { StoryCompletion, StoryCompletionResult } from '../../../domain/contract/stories.ts';
import { storyCoins } from '../../../domain/rules/coins.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { record } from '../ledger/index.ts';
import { streakService } from '../streak/index.ts';
import { findReading, insertReading, readStoryKeys } from './readings.repository.ts';
import type { storiesService } from './stories.service.ts';

/** Thrown inside the transaction when another request recorded the same id first: rolls it back. */
class IdTaken extends Error {}

type Child = { id: string; grade: string; medium: string };

/**
 * A story read to the end (issue 30 point 4, ADR 028 addendum): the server scores the questions,
 * the ledger pays the story's coins once ever per child (reason `story`, reference the story's
 * key: its unique key makes "once" the database's rule, under retries and races alike), the
 * reading is recorded for the weekly report and the library's marks, and the day counts for the
 * streak (whose rewards are paid here, once each).
 */
export function storyReadingsService(
  database: Db,
  config: Config,
  stories: ReturnType<typeof storiesService>,
) {
  const { db } = database;
  const streaks = streakService(database, config);

  const resultOf = (row: { questions: number; correct: number; coins: number }, firstTime: boolean) => ({
    correct: row.correct,
    questions: row.questions,
    coins: row.coins,
    firstTime,
  });

  return {
    /** The keys of the stories this child has finished: the library's marks. */
    readKeys: (childId: string) => readStoryKeys(db, childId),

    async complete(child: Child, key: string, completion: StoryCompletion): Promise<StoryCompletionResult> {
      const story = stories.get(key, child);
      if (!story) throw new AppError(404, ERROR_CODES.notFound, 'No such story.');
      const earlier = await findReading(db, child.id, completion.completionId);
      // The same reading sent again answers as it did; an id of another story is a client's error.
      if (earlier && earlier.story_key === key) return resultOf(earlier, false);
      if (earlier) throw invalid('this completionId is another story’s reading');
      if (completion.answers.length !== story.questions.length)
        throw invalid(`one answer per question: ${story.questions.length}`);
      const correct = story.questions.filter((q, i) => completion.answers[i] === q.answer).length;
      const seconds = Math.min(completion.seconds, story.pages.length * 300);
      const pagesRecorded = Math.min(completion.pagesRecorded, story.pages.length);
      try {
        const row = await db.transaction().execute(async (trx) => {
          const paid = await record(trx, {
            childId: child.id,
            amount: storyCoins(story.level, config.business.storyCoins),
            reason: 'story',
            reference: key,
          });
          const reading = {
            student_id: child.id,
            completion_id: completion.completionId,
            story_key: key,
            language: story.language,
            level: story.level,
            seconds,
            pages_recorded: pagesRecorded,
            questions: story.questions.length,
            correct,
            answers: JSON.stringify(completion.answers),
            coins: paid ? storyCoins(story.level, config.business.storyCoins) : 0,
          };
          // The same id arrived twice at once and the other recorded it: what this one paid goes back.
          if (!(await insertReading(trx, reading))) throw new IdTaken();
          return reading;
        });
        await streaks.payRewards(child.id);
        return resultOf(row, true);
      } catch (error) {
        if (!(error instanceof IdTaken)) throw error;
        const other = await findReading(db, child.id, completion.completionId);
        if (!other) throw new Error('A reading refused as a duplicate was not found.');
        return resultOf(other, false);
      }
    },
  };
}

const invalid = (message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { fields: { answers: 'invalid' } });
