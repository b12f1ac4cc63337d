import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CurriculumActivity, CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf, textsOf } from '../walk.ts';

/** Where the pictures an activity names are, one SVG each (`npm run content:pictures`, ADR 026). */
export const PICTURES_DIR = 'public/pictures';

/** The picture names an activity uses, each with its place in the activity. */
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

/** Every picture name the curriculum uses: what `npm run content:pictures` writes. */
export const usedPictures = (files: CurriculumFile[]): Set<string> =>
  new Set(activitiesOf(files).flatMap(({ activity }) => picturesOf(activity).map((p) => p.name)));

/**
 * Pictures (issue 29, ADR 026): every name has its file in `picturesDir` (a name not in the set,
 * or not yet written by `npm run content:pictures`, fails), and a picture is given for a text the
 * activity has (an option, a pair's side, a card, a category), else it would never show.
 */
export const pictureNames =
  (picturesDir = PICTURES_DIR) =>
  (files: CurriculumFile[]): CurriculumProblem[] =>
    activitiesOf(files).flatMap(({ file, path, activity }) => {
      const problems: CurriculumProblem[] = [];
      for (const picture of picturesOf(activity))
        if (!existsSync(join(picturesDir, `${picture.name}.svg`)))
          problems.push({
            file: file.file,
            path: `${path}.${picture.path}`,
            message: `no picture "${picture.name}" in ${picturesDir}: a name of the Fluent Emoji Flat set, written by npm run content:pictures`,
          });
      if ('pictures' in activity && activity.pictures) {
        const texts = new Set(
          textsOf(activity)
            .filter((t) =>
              /^(questions\.\d+\.options|pairs\.\d+\.(left|right)|items\.\d+\.text|categories)/.test(t.path),
            )
            .map((t) => t.text),
        );
        for (const text of Object.keys(activity.pictures))
          if (!texts.has(text))
            problems.push({
              file: file.file,
              path: `${path}.pictures.${text}`,
              message: `"${text}" is no option, pair, card or category of this activity: its picture would never show`,
            });
      }
      return problems;
    });
