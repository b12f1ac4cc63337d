import type { Kysely } from 'kysely';
import type { DbKind } from '../../db/dialect.ts';
import { toDbBool, toDbTime } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { markCurriculumChanged } from './catalogue.repository.ts';
import {
  countRetiredAt,
  findRowId,
  insertRow,
  LEVELS,
  type Level,
  retireLive,
  updateRow,
} from './curriculum.repository.ts';
import type { CurriculumFile } from './curriculumFiles.ts';
import type { CurriculumActivity, ReviewState } from './curriculumSchema.ts';
import { curriculumMaxScore } from './maxScore.ts';
import { keepReviewed } from './review.ts';
import { tilePictures } from './tilePictures.ts';
import { activityTimer } from './timers.ts';

const PARENT: Record<Exclude<Level, 'subjects'>, 'subject_id' | 'unit_id' | 'chapter_id' | 'topic_id'> = {
  units: 'subject_id',
  chapters: 'unit_id',
  topics: 'chapter_id',
  activities: 'topic_id',
};

/** What the player needs besides the heading: questions with their answers (never sent as is). */
function body(activity: CurriculumActivity): string {
  const {
    key: _key,
    heading: _heading,
    instruction: _instruction,
    timerSeconds: _timer,
    timerForced: _forced,
    kind: _kind,
    review: _review,
    // The review record is for editors (ADR 022), not part of what the player gets.
    author: _author,
    checks: _checks,
    ...rest
  } = activity;
  return JSON.stringify(rest);
}

/** The recorded clips of one activity (`<place in the file>.<place in the activity>` → file), by place in it. */
function recordedAudio(recorded: Record<string, string> | undefined, place: string): string | null {
  const prefix = `${place}.`;
  const own = Object.entries(recorded ?? {})
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, file]) => [path.slice(prefix.length), file]);
  return own.length ? JSON.stringify(Object.fromEntries(own)) : null;
}

/**
 * Writes the curriculum into the database in one transaction, finding every level again by its
 * key (subject: content set, grade and key; below: parent and key), so ids, and with them every
 * student's progress, survive a re-import. Rows whose content left the files are retired, and so
 * are items not yet reviewed to `minReview` (only approved ones reach children in production).
 */
export async function importCurriculum(
  db: Kysely<Database>,
  kind: DbKind,
  allFiles: CurriculumFile[],
  /** Everything by default (development, tests); production passes its CONTENT_MIN_REVIEW. */
  minReview: ReviewState = 'written',
) {
  const files = keepReviewed(allFiles, minReview);
  /** New rows per level, and rows retired because their content left the files. */
  const counts = { subjects: 0, units: 0, chapters: 0, topics: 0, activities: 0, retired: 0 };
  const at = toDbTime(new Date());
  const run = async (trx: Kysely<Database>) => {
    // Everything live is marked retired first; what the files still hold is brought back below.
    for (const level of LEVELS) await retireLive(trx, level, at);

    /** The row of `match` (parent and key) with these values, made live; its id. */
    async function upsert(
      level: Level,
      match: Record<string, string>,
      values: Record<string, unknown>,
    ): Promise<string> {
      const row = { ...values, retired_at: null };
      const existing = await findRowId(trx, level, match);
      if (existing) {
        await updateRow(trx, level, existing, row);
        return existing;
      }
      counts[level] += 1;
      return insertRow(trx, level, { ...match, ...row });
    }

    for (const [subjectIndex, file] of files.entries()) {
      const { subject } = file;
      const subjectId = await upsert(
        'subjects',
        { content_set: file.set, grade: file.grade, key: subject.key },
        {
          name_en: subject.name.en,
          name_kn: subject.name.kn,
          language: subject.language ?? null,
          icon: subject.icon,
          colour: subject.colour,
          position: subjectIndex,
        },
      );
      // Worked out from what is imported: a tile's picture comes from an item a child can open.
      const pictures = tilePictures(subject);
      for (const [u, unit] of subject.units.entries()) {
        const unitPictures = pictures[u];
        const unitId = await upsert(
          'units',
          { [PARENT.units]: subjectId, key: unit.key },
          {
            number: unit.number,
            name_en: unit.name.en,
            name_kn: unit.name.kn,
            free: toDbBool(kind, unit.free),
            coin_cost: unit.coinCost ?? null,
            picture: unitPictures?.picture.name ?? null,
            position: u,
          },
        );
        for (const [c, chapter] of unit.chapters.entries()) {
          const chapterId = await upsert(
            'chapters',
            { [PARENT.chapters]: unitId, key: chapter.key },
            {
              name_en: chapter.name.en,
              name_kn: chapter.name.kn,
              picture: unitPictures?.chapters[c]?.picture.name ?? null,
              position: c,
            },
          );
          for (const [t, topic] of chapter.topics.entries()) {
            const topicId = await upsert(
              'topics',
              { [PARENT.topics]: chapterId, key: topic.key },
              {
                name_en: topic.name.en,
                name_kn: topic.name.kn,
                picture: unitPictures?.chapters[c]?.topics[t]?.name ?? null,
                position: t,
              },
            );
            for (const [a, activity] of topic.activities.entries()) {
              await upsert(
                'activities',
                { [PARENT.activities]: topicId, key: activity.key },
                {
                  kind: activity.kind,
                  heading_title: activity.heading.title,
                  heading_image: activity.heading.image ?? null,
                  instruction: activity.instruction ?? null,
                  timer_seconds: activityTimer(activity, file.grade),
                  body: body(activity),
                  max_score: curriculumMaxScore(activity),
                  position: a,
                  recorded_audio: recordedAudio(
                    file.recorded,
                    `units.${u}.chapters.${c}.topics.${t}.activities.${a}`,
                  ),
                },
              );
            }
          }
        }
      }
    }

    for (const level of LEVELS) counts.retired += await countRetiredAt(trx, level, at);
    await markCurriculumChanged(trx);
  };
  // One transaction: inside the caller's when there is one (first-run sample data), else its own.
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
  return counts;
}
