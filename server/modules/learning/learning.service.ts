import { wireOf } from '../../../domain/contract/activity.ts';
import type { EndpointInput, EndpointResult } from '../../../domain/contract/endpoint.ts';
import {
  LEARNING_ERRORS,
  type learningEndpoints,
  type PlayerActivity,
} from '../../../domain/contract/learning.ts';
import { MEDIUM_OF_LANGUAGE } from '../../../domain/practice/index.ts';
import type { Config } from '../../config.ts';
import type { AudioLibrary, MediaSigner } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { fromDbTime } from '../../db/dialect.ts';
import { AppError } from '../../errors.ts';
import type { CatalogueSource, CatalogueTopic } from '../curriculum/index.ts';
import { counterFor } from '../curriculum/index.ts';
import { withMediaLinks } from '../media/index.ts';
import { findSettings } from '../settings/index.ts';
import {
  contentSetFor,
  isOwnContent,
  type Learner,
  notInYourClass,
  openTopic,
  unitAccess,
} from './access.service.ts';
import {
  activityBodyOf,
  attemptedActivityIds,
  bestScores,
  completedActivities,
  lastAttemptedTopicId,
  liveActivitiesOfTopic,
  unlockedUnitIds,
} from './learning.repository.ts';
import { nextTopic } from './nextTopic.ts';
import { practiceBody, practiceOf, practiceSeeds, practiceSilences } from './practice.ts';

/**
 * Everything an activity's read-aloud clips are worked out from, as one text: its kind, title,
 * instruction, body and recorded clips, each after its length, so no two activities share it.
 */
const readAloudSource = (activity: {
  kind: string;
  heading_title: string;
  instruction: string | null;
  body: string;
  recorded_audio: string | null;
}) =>
  [
    activity.kind,
    activity.heading_title,
    activity.instruction ?? '',
    activity.body,
    activity.recorded_audio ?? '',
  ]
    .map((text) => `${text.length}:${text}`)
    .join('');

type Data<K extends keyof typeof learningEndpoints> = EndpointResult<(typeof learningEndpoints)[K]>['data'];
type ShelfQuery = EndpointInput<typeof learningEndpoints.getSubjects>['query'];
type Student = Learner & { id: string };

export type LearningService = ReturnType<typeof learningService>;

/**
 * What a child reads while learning (spec §7): the subjects of a class, board and medium, a
 * subject's units with this child's lock state and progress, a topic's activities (only when
 * the unit is open, spec §6), and the lists of completed activities and unlocked units.
 */
export function learningService(
  { db }: Db,
  config: Config,
  source: CatalogueSource,
  media: MediaSigner,
  audio: AudioLibrary,
) {
  const coinCostOf = (cost: number | null) => cost ?? config.business.unitUnlockCoins;
  return {
    /** Empty for a board and medium without content. */
    async subjects({ grade, board, medium }: ShelfQuery): Promise<Data<'getSubjects'>> {
      const set = contentSetFor(board, medium);
      if (!set) return [];
      return (await source.current()).subjects(set, grade).map((subject) => ({
        _id: subject.id,
        key: subject.key,
        name: subject.name,
        icon: subject.icon,
        colour: subject.colour,
        unitCount: subject.units.length,
      }));
    },

    /** 404 for no such subject in the query's class, board and medium, or for one not the child's. */
    async units(child: Student, subjectKey: string, { grade, board, medium }: ShelfQuery) {
      const set = contentSetFor(board, medium);
      const subject = set ? (await source.current()).subject(set, grade, subjectKey) : undefined;
      if (!subject)
        throw new AppError(
          404,
          LEARNING_ERRORS.notFound,
          'No such subject for this class, board and medium.',
        );
      if (!isOwnContent(child, subject)) throw notInYourClass();
      const [{ open, videos }, attempted] = await Promise.all([
        unitAccess(db, child.id, subject.units),
        attemptedActivityIds(db, child.id),
      ]);
      // Each name with its clips and each tile with its picture (issue 29): a child who cannot
      // read hears where a tap goes and finds it again by sight; the subject's icon where nothing
      // under a tile has a picture. Both are files of the site, kept offline with the app (ADR 026).
      const picture = (name: string | null) =>
        name ? `/pictures/${name}.svg` : `/images/subjects/${subject.icon}.svg`;
      const data: Data<'getUnits'> = subject.units.map((unit) => ({
        _id: unit.id,
        unitNumber: unit.number,
        name: unit.name,
        nameAudio: audio.nameAudio(unit.name),
        free: unit.free,
        coinCost: coinCostOf(unit.coinCost),
        locked: !open.has(unit.id),
        videosOpen: !open.has(unit.id) && videos.has(unit.id),
        picture: picture(unit.picture),
        chapters: unit.chapters.map((chapter) => ({
          _id: chapter.id,
          name: chapter.name,
          nameAudio: audio.nameAudio(chapter.name),
          picture: picture(chapter.picture),
          topics: chapter.topics.map((topic) => ({
            _id: topic.id,
            topicName: topic.name,
            nameAudio: audio.nameAudio(topic.name),
            picture: picture(topic.picture),
            activityCount: topic.activityIds.length,
            completedCount: topic.activityIds.filter((id) => attempted.has(id)).length,
          })),
        })),
      }));
      const { id, key, name, icon, colour } = subject;
      return { subject: { _id: id, key, name, nameAudio: audio.nameAudio(name), icon, colour }, data };
    },

    /**
     * 404 for no such topic or one outside the child's class, board and medium, 403 for a locked
     * unit; a VAV plan's locked unit gives its videos.
     */
    async topicActivities(child: Student, topicId: string) {
      const childId = child.id;
      const { topic, unit, videosOnly } = await openTopic(db, await source.current(), child, topicId);
      const activities = await liveActivitiesOfTopic(db, topic.id, videosOnly);
      const [best, settings] = await Promise.all([
        bestScores(
          db,
          childId,
          activities.map((activity) => activity.id),
        ),
        findSettings(db, childId),
      ]);
      const { language } = unit.subject;
      const medium = MEDIUM_OF_LANGUAGE[language];
      const data: Data<'getTopicActivities'> = activities.map((activity) => {
        if (activity.kind === 'practice') return practiceActivity(activity);
        const body = activityBodyOf(activity);
        return {
          activityId: activity.id,
          // Answers and feedback travel too: the player gives feedback after each answer (ADR
          // 012). The score is still the server's, and coins stop at the activity's total.
          // Lesson media by signed links: only a child who may open this topic gets them.
          ...wireOf(withMediaLinks(body, media)),
          heading: { title: activity.heading_title, headingImage: activity.heading_image },
          instruction: activity.instruction ? { title: activity.instruction } : null,
          counter: counterFor(activity.timer_seconds, settings.timers),
          total: activity.max_score,
          // Every text's clip, in the medium's language (issue 16), worked out once per activity.
          audio: audio.rememberedActivityAudio(activity.id, readAloudSource(activity), language, () => ({
            activity: {
              title: activity.heading_title,
              instruction: activity.instruction,
              body,
              grade: unit.subject.grade,
            },
            recorded: activity.recorded_audio
              ? (JSON.parse(activity.recorded_audio) as Record<string, string>)
              : {},
          })),
          bestScore: best.get(activity.id)?.best ?? null,
          attempts: best.get(activity.id)?.attempts ?? 0,
        };
      });
      /**
       * A generated practice round (issue 19), as the `mcq` or `fill` its skill makes: this
       * child's items of today (practice.ts), with their seeds to send back on completion. The
       * items are its level's bank's (ADR 032), so every text has its clip, as a written one has.
       */
      function practiceActivity(activity: (typeof activities)[number]): PlayerActivity {
        const definition = practiceOf(activity.body);
        const seeds = practiceSeeds(childId, activity.id, definition, medium);
        const body = practiceBody(definition, seeds, medium);
        const readable = {
          title: activity.heading_title,
          instruction: activity.instruction,
          body,
          grade: unit.subject.grade,
        };
        const recorded = {
          ...(activity.recorded_audio ? (JSON.parse(activity.recorded_audio) as Record<string, string>) : {}),
          ...practiceSilences(definition, body),
        };
        return {
          activityId: activity.id,
          ...wireOf(body),
          heading: { title: activity.heading_title, headingImage: activity.heading_image },
          instruction: activity.instruction ? { title: activity.instruction } : null,
          counter: counterFor(activity.timer_seconds, settings.timers),
          total: activity.max_score,
          audio: audio.activityAudio(readable, language, recorded),
          bestScore: best.get(activity.id)?.best ?? null,
          attempts: best.get(activity.id)?.attempts ?? 0,
          practice: { seeds },
        };
      }
      return {
        topic: {
          _id: topic.id,
          topicName: topic.name,
          subject: unit.subject.name,
          unitNumber: unit.number,
          unit: { name: unit.name },
          subjectKey: unit.subject.key,
          unitId: unit.id,
          chapterId: topic.chapter.id,
          language,
          grade: unit.subject.grade,
        },
        data,
      };
    },

    /**
     * The dashboard's "Continue" (nextTopic.ts: the last attempt's topic while something in it
     * is not done, then the next topic with something not done, in the child's own class, board
     * and medium) and each subject's topics done.
     */
    async continueLearning(child: { id: string; grade: string; board: string; medium: string }) {
      const set = contentSetFor(child.board, child.medium);
      const subjects = set ? (await source.current()).subjects(set, child.grade) : [];
      const units = subjects.flatMap((s) => s.units);
      const topics = units.flatMap((u) => u.chapters.flatMap((c) => c.topics));
      const [lastId, attempted, access] = await Promise.all([
        lastAttemptedTopicId(
          db,
          child.id,
          topics.map((topic) => topic.id),
        ),
        attemptedActivityIds(db, child.id),
        unitAccess(db, child.id, units),
      ]);
      const doneCount = (topic: CatalogueTopic) => topic.activityIds.filter((id) => attempted.has(id)).length;
      const finished = (topic: CatalogueTopic) =>
        topic.activityIds.length > 0 && doneCount(topic) === topic.activityIds.length;
      const progress = subjects.map((subject) => {
        const playable = subject.units.flatMap((u) =>
          u.chapters.flatMap((c) => c.topics.filter((t) => t.activityIds.length > 0)),
        );
        return {
          subject: subject.key,
          topicCount: playable.length,
          topicsDone: playable.filter(finished).length,
        };
      });
      const topic = nextTopic(topics, lastId, finished, (candidate) =>
        access.open.has(candidate.chapter.unit.id),
      );
      if (!topic) return { data: null, progress };
      const { chapter } = topic;
      const { unit } = chapter;
      return {
        data: {
          subject: { key: unit.subject.key, name: unit.subject.name },
          unit: { _id: unit.id, unitNumber: unit.number, name: unit.name },
          chapter: { _id: chapter.id, name: chapter.name },
          topic: {
            _id: topic.id,
            topicName: topic.name,
            activityCount: topic.activityIds.length,
            completedCount: doneCount(topic),
          },
          finished: finished(topic),
          started: lastId !== undefined,
        },
        progress,
      };
    },

    async completed(childId: string): Promise<Data<'getCompletedActivities'>> {
      return (await completedActivities(db, childId)).map((row) => ({
        activityId: row.activity_id,
        title: row.heading_title,
        topicName: { en: row.topic_en, kn: row.topic_kn },
        subject: { en: row.subject_en, kn: row.subject_kn },
        bestScore: Number(row.best),
        total: Number(row.total),
        lastCompletedAt: fromDbTime(row.last as string).toISOString(),
      }));
    },

    unlockedUnits: (childId: string): Promise<Data<'getUnlockedUnits'>> => unlockedUnitIds(db, childId),
  };
}
