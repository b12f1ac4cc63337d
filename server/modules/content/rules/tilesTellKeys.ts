import { buildTiles, letters, usesTiles } from '../../../../domain/rules/tiles.ts';
import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf } from '../walk.ts';

/**
 * A fill on letter tiles whose every tiled question shows the letters of its own key alone (blind
 * sample 21, item 72): the tiles of "Tuesday, ___, Thursday" were V W a d e n s y, from which no
 * other day of the activity can be built, so a child who does not know the day builds Wednesday
 * from the only letters shown. The tiles carry the activity's other answers only while eight tiles
 * hold them (domain/rules/tiles.ts); an activity whose answers are long, or all the same word,
 * tells each key by its tiles. curriculum/README.md: give such a question a choice (`mcq`), or
 * answers short enough for the tiles to hold the others. An activity where some question's tiles
 * build another answer teaches the choice there, and is left to the reviewer's eye.
 */
export function tilesTellKeys(files: CurriculumFile[]): CurriculumProblem[] {
  return activitiesOf(files).flatMap(({ file, path, topic, activity }) => {
    if (activity.kind !== 'fill') return [];
    const all = activity.questions.map((question) => question.answers);
    const tiled = activity.questions.filter((question) => usesTiles(question.answers, file.grade, all));
    if (tiled.length === 0) return [];
    const words = [...new Set(all.map((answers) => buildTiles(answers, '', file.grade, all).answer))];
    const alone = tiled.every((question) => {
      const { answer, tiles } = buildTiles(question.answers, '', file.grade, all);
      const shown = new Set(tiles);
      return !words.some((word) => word !== answer && letters(word).every((letter) => shown.has(letter)));
    });
    if (!alone) return [];
    return [
      {
        file: file.file,
        path: `${path} (${topic.key}/${activity.key})`,
        message: `every question's letter tiles spell its own key and no other answer of the activity: the tiles tell the key (give it a choice, mcq, or answers the tiles can hold together)`,
      },
    ];
  });
}
