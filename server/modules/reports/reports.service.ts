import { CHILDREN_ERRORS } from '../../../domain/contract/children.ts';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { ReportSettings, WeekFigures, WeeklyReport } from '../../../domain/contract/reports.ts';
import type { Db } from '../../db/database.ts';
import { fromDbBool, fromDbTime } from '../../db/dialect.ts';
import { AppError } from '../../errors.ts';
import type { Catalogue, CatalogueSource, CatalogueUnit } from '../curriculum/index.ts';
import { skillsOf } from '../practice/index.ts';
import {
  bestScoresBefore,
  coinsEarnedBetween,
  completionsBetween,
  findChildOfParent,
  findReportSettings,
  firstCompletions,
  readingsBetween,
  saveReportSettings,
  videoBodies,
} from './reports.repository.ts';
import {
  addWeeks,
  currentMonday,
  isCalendarDay,
  lastCompleteMonday,
  mondayOf,
  type Week,
  week,
} from './week.ts';

/** A topic needs revisiting when its best scores this week are under this share of the points. */
export const REVISIT_BELOW_PERCENT = 60;

/** Until the parent chooses: Kannada for a Kannada-medium child, English otherwise. */
export const defaultLanguage = (child: { medium: string }): Locale =>
  child.medium === 'Kannada' ? 'kn' : 'en';
export const asLocale = (value: string | null | undefined): Locale | undefined =>
  value === 'en' || value === 'kn' ? value : undefined;

// The same answer as every children endpoint gives another family's child (ADR 018).
const noSuchChild = () => new AppError(404, CHILDREN_ERRORS.notFound, 'This child is not on your account.');

type Completion = Awaited<ReturnType<typeof completionsBetween>>[number];

/** A video's declared length in seconds (its body's `video.durationSeconds`), 0 if unreadable. */
function videoSeconds(body: string | undefined): number {
  try {
    const seconds = (JSON.parse(body ?? '{}') as { video?: { durationSeconds?: unknown } }).video
      ?.durationSeconds;
    return typeof seconds === 'number' && seconds > 0 ? seconds : 0;
  } catch {
    return 0;
  }
}

/** Every live activity of a unit. */
const unitActivities = (unit: CatalogueUnit) =>
  unit.chapters.flatMap((chapter) => chapter.topics.flatMap((topic) => topic.activityIds));

/** The weekly report of a child (issue 18): what a week of India's calendar held, for the parent. */
export function reportsService({ db, kind }: Db, source: CatalogueSource) {
  /**
   * Minutes: completions record no start time or duration (activity_attempts has `created_at`
   * only), so time spent is not known. The report adds the curriculum's declared times of the
   * week's completions instead: a video's length (`durationSeconds`), an activity's time limit
   * (`timer_seconds`, when it has a timer: in classes 1–2 only a forced one); others add 0.
   * A time limit is the most a timed activity can take, so this estimate leans high.
   */
  async function minutesOf(completions: Completion[]): Promise<number> {
    const videos = await videoBodies(db, [
      ...new Set(completions.filter((c) => c.kind === 'video').map((c) => c.activity_id)),
    ]);
    const seconds = completions.reduce(
      (sum, c) => sum + (c.kind === 'video' ? videoSeconds(videos.get(c.activity_id)) : c.timer_seconds),
      0,
    );
    return Math.round(seconds / 60);
  }

  /**
   * Units finished in the week: every live activity of the unit completed, the last of them
   * for the first time within the week. Only units with a completion that week can qualify.
   */
  async function unitsFinished(
    catalogue: Catalogue,
    childId: string,
    completions: Completion[],
    { start, end }: Week,
  ) {
    const units = new Map<string, CatalogueUnit>();
    for (const topicId of new Set(completions.map((c) => c.topic_id))) {
      const unit = catalogue.topic(topicId)?.chapter.unit;
      if (unit) units.set(unit.id, unit);
    }
    const finished: CatalogueUnit[] = [];
    for (const unit of units.values()) {
      const activityIds = unitActivities(unit);
      if (activityIds.length === 0) continue;
      const firsts = await firstCompletions(db, childId, activityIds);
      if (firsts.size < activityIds.length) continue;
      const last = Math.max(...[...firsts.values()].map((at) => fromDbTime(at).getTime()));
      if (last >= start.getTime() && last < end.getTime()) finished.push(unit);
    }
    return finished;
  }

  /** The week's figures, and the completions and units they came from. */
  async function figures(catalogue: Catalogue, childId: string, span: Week) {
    const completions = await completionsBetween(db, childId, span.start, span.end);
    const [minutes, coins, units, reading] = await Promise.all([
      minutesOf(completions),
      coinsEarnedBetween(db, childId, span.start, span.end),
      unitsFinished(catalogue, childId, completions, span),
      readingsBetween(db, childId, span.start, span.end),
    ]);
    const counts: WeekFigures = {
      activities: completions.length,
      minutes,
      coins,
      unitsFinished: units.length,
      // The reading corner (issue 30): measured on the phone, unlike the activities' estimate.
      storiesRead: reading.readings,
      readingMinutes: Math.round(reading.seconds / 60),
      pagesRecorded: reading.pages,
    };
    return { counts, completions, units };
  }

  /** Topics of the week's scored activities whose best scores (up to the week's end) are under 60 %. */
  async function topicsToRevisit(
    catalogue: Catalogue,
    childId: string,
    completions: Completion[],
    span: Week,
    language: Locale,
  ): Promise<WeeklyReport['topicsToRevisit']> {
    const scored = completions.filter((c) => c.kind !== 'video');
    const best = await bestScoresBefore(
      db,
      childId,
      [...new Set(scored.map((c) => c.activity_id))],
      span.end,
    );
    const topicOf = new Map(scored.map((c) => [c.activity_id, c.topic_id]));
    const byTopic = new Map<string, { best: number; total: number }>();
    for (const [activityId, score] of best) {
      const topicId = topicOf.get(activityId) ?? '';
      const sum = byTopic.get(topicId) ?? { best: 0, total: 0 };
      byTopic.set(topicId, { best: sum.best + score.best, total: sum.total + score.total });
    }
    const topics: WeeklyReport['topicsToRevisit'] = [];
    for (const [topicId, { best: points, total }] of byTopic) {
      const topic = catalogue.topic(topicId);
      // Compared in whole numbers: 3 of 5 is 60 %, not under it.
      if (!topic || total === 0 || points * 100 >= REVISIT_BELOW_PERCENT * total) continue;
      topics.push({
        id: topic.id,
        name: topic.name[language],
        subject: topic.chapter.unit.subject.name[language],
        percent: Math.round((points * 100) / total),
      });
    }
    return topics.sort((a, b) => a.percent - b.percent || a.name.localeCompare(b.name));
  }

  /** The report of one child for the week of `monday`, in `language`. */
  async function report(
    child: { id: string; studentName: string; grade: string },
    monday: string,
    language: Locale,
    now: Date,
  ): Promise<WeeklyReport> {
    const catalogue = await source.current();
    const span = week(monday);
    const [current, previous] = await Promise.all([
      figures(catalogue, child.id, span),
      figures(catalogue, child.id, week(addWeeks(monday, -1))),
    ]);
    const thisWeek = currentMonday(now);
    return {
      ...current.counts,
      child: { id: child.id, name: child.studentName },
      language,
      week: { from: span.from, to: span.to, complete: span.end.getTime() <= now.getTime() },
      previousWeek: addWeeks(monday, -1),
      nextWeek: monday < thisWeek ? addWeeks(monday, 1) : null,
      finishedUnits: current.units.map((unit) => ({
        id: unit.id,
        name: unit.name[language],
        subject: unit.subject.name[language],
      })),
      topicsToRevisit: await topicsToRevisit(catalogue, child.id, current.completions, span, language),
      weakSkills: (await skillsOf(db, child, now)).skills
        .filter((skill) => skill.weak)
        .map((skill) => ({ skill: skill.skill, name: skill.name[language], percent: skill.percent })),
      previous: previous.counts,
    };
  }

  return {
    report,

    /**
     * GET /v1/auth/children/:childId/report: a child of the signed-in parent only. Another
     * family's child answers as no child at all (404), so that ids reveal nothing.
     */
    async childReport(
      parentId: string | null,
      childId: string,
      options: { week?: string | undefined; lang?: Locale | undefined },
      now = new Date(),
    ): Promise<WeeklyReport> {
      if (options.week !== undefined && !isCalendarDay(options.week))
        throw new AppError(400, ERROR_CODES.validation, 'No such day.', { fields: { week: 'day' } });
      const child = parentId ? await findChildOfParent(db, parentId, childId) : undefined;
      if (!parentId || !child) throw noSuchChild();
      const stored = await findReportSettings(db, parentId);
      const language = options.lang ?? asLocale(stored?.report_language) ?? defaultLanguage(child);
      const monday = options.week ? mondayOf(options.week) : lastCompleteMonday(now);
      return report(child, monday, language, now);
    },

    async settings(parentId: string | null, child: { medium: string }): Promise<ReportSettings> {
      const stored = parentId ? await findReportSettings(db, parentId) : undefined;
      if (!stored) throw noSuchChild();
      return {
        smsOptIn: fromDbBool(stored.report_opt_in),
        language: asLocale(stored.report_language) ?? defaultLanguage(child),
      };
    },

    async updateSettings(parentId: string | null, settings: ReportSettings): Promise<ReportSettings> {
      if (!parentId) throw noSuchChild();
      await saveReportSettings(db, kind, parentId, settings);
      return settings;
    },
  };
}
