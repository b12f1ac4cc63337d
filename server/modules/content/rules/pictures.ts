import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CurriculumFile,
  type CurriculumProblem,
  picturesOf,
  tilePictureNames,
  tilePictures,
} from '../../curriculum/index.ts';
import { activitiesOf, textsOf } from '../walk.ts';

/** Where the pictures an activity names are, one SVG each (`npm run content:pictures`, ADR 026). */
export const PICTURES_DIR = 'public/pictures';

/** Every picture name the curriculum uses, its items' and its tiles': what `npm run content:pictures` writes. */
export const usedPictures = (files: CurriculumFile[]): Set<string> =>
  new Set([
    ...activitiesOf(files).flatMap(({ activity }) => picturesOf(activity).map((p) => p.name)),
    ...tilePictureNames(files.map((file) => file.subject)),
  ]);

/** Each unit, chapter and topic of the files with its place (`units.0.chapters.1`) and its own `picture`. */
function tilesOf(files: CurriculumFile[]) {
  return files.flatMap((file) =>
    file.subject.units.flatMap((unit, u) => [
      { file, path: `units.${u}`, own: unit.picture },
      ...unit.chapters.flatMap((chapter, c) => [
        { file, path: `units.${u}.chapters.${c}`, own: chapter.picture },
        ...chapter.topics.map((topic, t) => ({
          file,
          path: `units.${u}.chapters.${c}.topics.${t}`,
          own: topic.picture,
        })),
      ]),
    ]),
  );
}

/**
 * Tiles' pictures (issue 29): a unit's, chapter's or topic's own `picture` has its file, as an
 * item's does.
 */
export const tilePictureFiles =
  (picturesDir = PICTURES_DIR) =>
  (files: CurriculumFile[]): CurriculumProblem[] =>
    tilesOf(files)
      .filter(({ own }) => own && !existsSync(join(picturesDir, `${own}.svg`)))
      .map(({ file, path, own }) => ({
        file: file.file,
        path: `${path}.picture`,
        message: `no picture "${own}" in ${picturesDir}: a name of the Fluent Emoji Flat set, written by npm run content:pictures`,
      }));

/**
 * Tiles a child who cannot read finds by the subject's icon alone (issue 29): no picture of
 * their own and none named by an item under them (tilePictures.ts). A finding: give the unit,
 * chapter or topic a `picture:`, or one of its items pictures.
 */
export function tilesWithoutPicture(files: CurriculumFile[]): CurriculumProblem[] {
  return files.flatMap((file) =>
    tilePictures(file.subject).flatMap((unit, u) => {
      const tiles = [
        { path: `units.${u}`, picture: unit.picture },
        ...unit.chapters.flatMap((chapter, c) => [
          { path: `units.${u}.chapters.${c}`, picture: chapter.picture },
          ...chapter.topics.map((picture, t) => ({ path: `units.${u}.chapters.${c}.topics.${t}`, picture })),
        ]),
      ];
      return tiles
        .filter((tile) => !tile.picture.name)
        .map((tile) => ({
          file: file.file,
          path: tile.path,
          message: 'no picture of its own and no item under it names one: the tile shows the subject icon',
        }));
    }),
  );
}

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
        // A question whose options are pictured but for one: the player draws that one as a bare
        // word beside the pictures, for a child who cannot read yet (re-read s29k: a key changed,
        // a wrong option's picture dropped from the map with it).
        if (activity.kind === 'mcq')
          activity.questions.forEach((q, i) => {
            const bare = q.options.filter((option) => !activity.pictures?.[option]);
            if (bare.length > 0 && bare.length < q.options.length)
              problems.push({
                file: file.file,
                path: `${path}.questions.${i}.options`,
                message: `${bare.map((o) => `"${o}"`).join(', ')} has no picture beside the pictured options: it shows as a bare word`,
              });
          });
      }
      return problems;
    });
