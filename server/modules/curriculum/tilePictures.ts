import type { CurriculumActivity, SubjectFile } from './curriculumSchema.ts';

/** The picture names an activity uses (ADR 026), each with its place in the activity, in file order. */
export function picturesOf(activity: CurriculumActivity): { path: string; name: string }[] {
  const named =
    'pictures' in activity && activity.pictures
      ? Object.entries(activity.pictures).map(([text, name]) => ({ path: `pictures.${text}`, name }))
      : [];
  const shown =
    activity.kind === 'mcq'
      ? activity.questions.flatMap((q, i) =>
          q.show ? [{ path: `questions.${i}.show.picture`, name: q.show.picture }] : [],
        )
      : [];
  return [...named, ...shown];
}

/**
 * A tile's picture (issue 29): the author's own (`picture:` on the unit, chapter or topic), or
 * one named by an item under it (`items`), or none: then the app draws the subject's icon.
 */
export interface TilePicture {
  name: string | null;
  from: 'own' | 'items' | null;
}
export interface ChapterPictures {
  picture: TilePicture;
  topics: TilePicture[];
}
export interface UnitPictures {
  picture: TilePicture;
  chapters: ChapterPictures[];
}

interface Level {
  own: string | undefined;
  /** The names under it, the first choice first, each once. */
  candidates: string[];
}

/**
 * One level's siblings (the topics of a chapter, the chapters of a unit, the units of a
 * subject): each keeps its own picture; one without takes the first name under it that no
 * sibling already shows, so a child who cannot read can tell two tiles side by side apart, and
 * the first name under it when every one is taken.
 */
function pick(levels: Level[]): TilePicture[] {
  const taken = new Set(levels.flatMap((level) => (level.own ? [level.own] : [])));
  return levels.map(({ own, candidates }) => {
    if (own) return { name: own, from: 'own' };
    const name = candidates.find((c) => !taken.has(c)) ?? candidates[0] ?? null;
    if (name) taken.add(name);
    return { name, from: name ? 'items' : null };
  });
}

const unique = (names: (string | null)[]) => [...new Set(names.filter((n): n is string => Boolean(n)))];

/**
 * The picture of every unit, chapter and topic of a subject, in the file's order: a topic's
 * comes from its items (the first picture one names), a chapter's from its topics (the first
 * topic's picture, then any other under it), a unit's from its chapters the same way. So every
 * tile with a picture item under it has a picture without an author writing one per tile, and the
 * way down a path (unit 1 → its chapter 1 → its topic 1) shows the same picture at each step.
 */
export function tilePictures(subject: Pick<SubjectFile, 'units'>): UnitPictures[] {
  const itemNames = (activities: CurriculumActivity[]) =>
    activities.flatMap((activity) => picturesOf(activity).map((p) => p.name));
  const units = subject.units.map((unit) => {
    const chapters = unit.chapters.map((chapter) => {
      const topics = pick(
        chapter.topics.map((topic) => ({
          own: topic.picture,
          candidates: unique(itemNames(topic.activities)),
        })),
      );
      const under = unique([
        ...topics.map((t) => t.name),
        ...chapter.topics.flatMap((topic) => itemNames(topic.activities)),
      ]);
      return { own: chapter.picture, under, topics };
    });
    const chapterPictures = pick(chapters.map(({ own, under }) => ({ own, candidates: under })));
    const under = unique([...chapterPictures.map((c) => c.name), ...chapters.flatMap((c) => c.under)]);
    return {
      own: unit.picture,
      under,
      chapters: chapters.map(({ topics }, c) => ({
        picture: chapterPictures[c] ?? { name: null, from: null },
        topics,
      })),
    };
  });
  const unitPictures = pick(units.map(({ own, under }) => ({ own, candidates: under })));
  return units.map(({ chapters }, u) => ({
    picture: unitPictures[u] ?? { name: null, from: null },
    chapters,
  }));
}

/** Every picture name the tiles of these subjects show: what `npm run content:pictures` writes for them. */
export const tilePictureNames = (subjects: Pick<SubjectFile, 'units'>[]): Set<string> =>
  new Set(
    subjects
      .flatMap(tilePictures)
      .flatMap((unit) => [unit.picture, ...unit.chapters.flatMap((c) => [c.picture, ...c.topics])])
      .flatMap((picture) => (picture.name ? [picture.name] : [])),
  );
