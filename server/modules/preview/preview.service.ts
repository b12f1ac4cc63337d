import type { ActivityBody } from '../../../domain/contract/activity.ts';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import type { PreviewActivity, PreviewCurriculum, PreviewTopic } from '../../../domain/contract/preview.ts';
import { MEDIUM_OF_LANGUAGE } from '../../../domain/practice/index.ts';
import type { Config } from '../../config.ts';
import type { AudioLibrary } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CurriculumActivity } from '../curriculum/index.ts';
import {
  type CurriculumFile,
  type CurriculumMemo,
  languageOf,
  readCurriculum,
  reviewOf,
} from '../curriculum/index.ts';
import { type PracticeDefinition, practiceBody, practiceSilences, previewSeeds } from '../learning/index.ts';

export interface TopicPlace {
  set: string;
  grade: string;
  subject: string;
  unit: string;
  chapter: string;
  topic: string;
}

/**
 * The content team's preview (issue 19): the curriculum as its files have it now, looked at on
 * each request, so a saved edit shows before any import and whatever its review state. A file is
 * parsed again only when it changed (`CurriculumMemo`): the whole curriculum takes a second to
 * read. Nothing here touches the database or a child's data.
 */
export function previewService(config: Config, audio?: AudioLibrary) {
  const memo: CurriculumMemo = new Map();
  const read = (only?: { set: string; grade: string; subject: string }) =>
    readCurriculum(config.curriculumDir, config.mediaDir, only, memo);

  return {
    /** Every readable subject with its topics, and every problem of the files. */
    curriculum(): PreviewCurriculum {
      const { readable, problems } = read();
      return {
        subjects: readable.map((file) => ({
          set: file.set,
          grade: file.grade,
          key: file.subject.key,
          name: file.subject.name,
          file: file.file,
          topics: file.subject.units.flatMap((unit) =>
            unit.chapters.flatMap((chapter) =>
              chapter.topics.map((topic) => ({
                unit: unit.key,
                chapter: chapter.key,
                key: topic.key,
                name: topic.name,
                unitNumber: unit.number,
                chapterName: chapter.name,
                activityCount: topic.activities.length,
              })),
            ),
          ),
        })),
        problems,
      };
    },

    /** One topic's activities; 404 when the files have no such topic. */
    topic(place: TopicPlace): Omit<PreviewTopic, 'success'> {
      const file = read(place).readable.find(
        (f) => f.set === place.set && f.grade === place.grade && f.subject.key === place.subject,
      );
      const unit = file?.subject.units.find((u) => u.key === place.unit);
      const chapter = unit?.chapters.find((c) => c.key === place.chapter);
      const topic = chapter?.topics.find((t) => t.key === place.topic);
      if (!file || !unit || !chapter || !topic)
        throw new AppError(404, ERROR_CODES.notFound, 'The curriculum files have no such topic.');
      return {
        topic: {
          set: file.set,
          grade: file.grade,
          file: file.file,
          subject: file.subject.name,
          unitNumber: unit.number,
          unit: unit.name,
          chapter: chapter.name,
          name: topic.name,
          language: languageOf(file),
        },
        data: topic.activities.map((activity, a) =>
          previewActivity(
            activity,
            file,
            audio && {
              library: audio,
              path: `units.${file.subject.units.indexOf(unit)}.chapters.${unit.chapters.indexOf(chapter)}.topics.${chapter.topics.indexOf(topic)}.activities.${a}`,
            },
          ),
        ),
      };
    },
  };
}

/**
 * An activity as the players take it, answers and feedback included (nothing is scored), and
 * with `audio` its read-aloud clips, as a child hears it (`path`: its place in the file, for the
 * clips recorded for it).
 */
export function previewActivity(
  activity: CurriculumActivity,
  file: CurriculumFile,
  audio?: { library: AudioLibrary; path: string },
): PreviewActivity {
  const shown = playable(activity, file);
  if (!audio) return shown;
  const prefix = `${audio.path}.`;
  const body = { kind: shown.kind, ...shown.content } as ActivityBody;
  const recorded = {
    ...Object.fromEntries(
      Object.entries(file.recorded ?? {})
        .filter(([place]) => place.startsWith(prefix))
        .map(([place, clip]) => [place.slice(prefix.length), clip]),
    ),
    ...(activity.kind === 'practice' ? practiceSilences(activity.practice as PracticeDefinition, body) : {}),
  };
  return {
    ...shown,
    audio: audio.library.activityAudio(
      { title: shown.heading.title, instruction: shown.instruction, body, grade: file.grade },
      languageOf(file),
      recorded,
    ),
  };
}

function playable(activity: CurriculumActivity, file: CurriculumFile): PreviewActivity {
  const { key, heading, instruction, timerSeconds } = activity;
  const common = {
    key,
    heading: { title: heading.title, headingImage: heading.image ?? null },
    instruction: instruction ?? null,
    timerSeconds: timerSeconds ?? null,
    // Where the item is in review (the file's state unless it says its own).
    review: reviewOf(file, activity),
  };
  // A reading passage shows above the questions, as the child sees it.
  const passage = 'passage' in activity && activity.passage ? { passage: activity.passage } : {};
  // The pictures beside options and cards (ADR 026): a reviewer sees what a child of six sees.
  const pictures = 'pictures' in activity && activity.pictures ? { pictures: activity.pictures } : {};
  switch (activity.kind) {
    case 'practice': {
      // The schema has checked the skill's name (curriculumSchema.ts).
      const definition = activity.practice as PracticeDefinition;
      const medium = MEDIUM_OF_LANGUAGE[languageOf(file)];
      const seeds = previewSeeds(definition, medium, `${file.file}|${key}`);
      const { kind, ...content } = practiceBody(definition, seeds, medium);
      return { ...common, kind, content, practice: { ...activity.practice, seeds } };
    }
    case 'video':
      // Title and length only: the file reaches a child through signed links alone.
      return {
        ...common,
        kind: 'video',
        content: {
          video: { title: activity.video.title, durationSeconds: activity.video.durationSeconds },
        },
      };
    case 'mcq':
      return {
        ...common,
        kind: activity.kind,
        content: { ...passage, ...pictures, questions: activity.questions },
      };
    case 'fill':
      return {
        ...common,
        kind: activity.kind,
        content: { ...passage, ...pictures, questions: activity.questions },
      };
    case 'match':
      return { ...common, kind: activity.kind, content: { ...passage, ...pictures, pairs: activity.pairs } };
    case 'classify':
      return {
        ...common,
        kind: activity.kind,
        content: { ...passage, ...pictures, categories: activity.categories, items: activity.items },
      };
  }
}
