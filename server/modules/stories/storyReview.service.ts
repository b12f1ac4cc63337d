import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import { REVIEW_ERRORS, type RecordCheckBody } from '../../../domain/contract/review.ts';
import type {
  StoryReviewItem,
  StoryReviewItemAnswer,
  StoryReviewQueueAnswer,
} from '../../../domain/contract/storyReview.ts';
import type { ReviewQueue } from '../../../domain/rules/reviewQueues.ts';
import { AppError } from '../../errors.ts';
import {
  checklistVersions,
  inQueue,
  replaceFile,
  reviewDate,
  sameHandle,
  setStoryFields,
  stateAfter,
} from '../content/index.ts';
import { CHECKS, type ReviewCheck } from '../curriculum/index.ts';
import { readStories } from './readStories.ts';
import { storiesService } from './stories.service.ts';
import { storyHash } from './storyReview.ts';
import type { Story } from './storySchema.ts';

type Language = Story['language'];

/** A story's checks as the queue's rules read them: each with whether it was made on these words. */
function reviewOf(story: Story) {
  const hash = storyHash(story);
  const checks = CHECKS.flatMap((name) => {
    const check = story.checks?.[name];
    return check ? [{ name, check, fresh: check.hash === hash }] : [];
  });
  return { hash, checks, author: story.author };
}

function summary(story: Story): StoryReviewItem {
  const { hash, checks } = reviewOf(story);
  return {
    key: story.key,
    language: story.language,
    level: story.level,
    title: story.title,
    hash,
    author: story.author,
    review: story.review ?? 'written',
    checks: checks.map(({ name, check, fresh }) => ({
      name,
      by: check.by,
      date: check.date,
      checklist: check.checklist,
      hash: check.hash,
      result: check.result,
      notes: check.notes ?? null,
      fresh,
    })),
  };
}

/**
 * The stories in the review queue (issue 30, ADR 028): the activities' queue rules (content's
 * inQueue, stateAfter) over the story files, read at each request as the activities' are; a
 * check is written into the story's file (its `checks` and `review` lines only).
 * `curriculumDir` holds REVIEW.md (the checklist's version) and `stories/`.
 */
export function storyReviewService(
  { curriculumDir, writable }: { curriculumDir: string; writable: boolean },
  now: () => Date = () => new Date(),
) {
  const dir = join(curriculumDir, 'stories');
  const fileOf = (story: Story) => join(dir, story.language, `${story.key}.yaml`);

  function find(language: Language, key: string) {
    const story = readStories(dir).stories.find((s) => s.language === language && s.key === key);
    if (!story) throw new AppError(404, ERROR_CODES.notFound, 'No such story (or its file does not read).');
    return story;
  }

  return {
    queue(language: Language, queue: ReviewQueue): StoryReviewQueueAnswer {
      const stories = readStories(dir).stories.filter((s) => s.language === language);
      const count = (name: ReviewQueue) => stories.filter((s) => inQueue(reviewOf(s), name)).length;
      return {
        queue,
        language,
        items: stories.filter((s) => inQueue(reviewOf(s), queue)).map(summary),
        counts: { subject: count('subject'), language: count('language'), author: count('author') },
        writable,
      };
    },

    item(language: Language, key: string): StoryReviewItemAnswer {
      const story = find(language, key);
      // Served whatever its state: the reviewer hears what a child will.
      const served = storiesService({ dir, minReview: 'written' }).story(key);
      if (!served) throw new AppError(404, ERROR_CODES.notFound, 'No such story.');
      return {
        item: summary(story),
        file: fileOf(story),
        story: served,
        checklist: checklistVersions(curriculumDir).current,
        writable,
      };
    },

    record(language: Language, key: string, body: RecordCheckBody): StoryReviewItem {
      const story = find(language, key);
      const { hash } = reviewOf(story);
      if (body.hash !== hash)
        throw new AppError(
          409,
          REVIEW_ERRORS.changed,
          `The story changed since you opened it (${body.hash} → ${hash}): read it again.`,
        );
      if (sameHandle(body.by, story.author))
        throw new AppError(
          403,
          REVIEW_ERRORS.ownItem,
          `${body.by} wrote this story: another reviewer checks it.`,
        );
      const checklist = checklistVersions(curriculumDir).current;
      if (!checklist)
        throw new AppError(409, REVIEW_ERRORS.notRecordable, 'curriculum/REVIEW.md has no `Version:` line.');
      const check = {
        role: `${body.check}-reviewer`,
        by: body.by,
        date: reviewDate(now()),
        checklist,
        hash,
        result: body.result,
        ...(body.result === 'returned' && body.notes ? { notes: body.notes } : {}),
      } as ReviewCheck;
      // Subject first, then language, whatever order the file had.
      const checks = Object.fromEntries(
        CHECKS.flatMap((name) => {
          const kept = name === body.check ? check : story.checks?.[name];
          return kept ? [[name, kept]] : [];
        }),
      );
      const state = story.review ?? 'written';
      const next = stateAfter(state, checks, hash, story.author);
      const file = fileOf(story);
      const text = setStoryFields(readFileSync(file, 'utf8'), {
        ...(next !== state ? { review: next } : {}),
        checks,
      });
      replaceFile(file, text);
      return summary(find(language, key));
    },
  };
}
