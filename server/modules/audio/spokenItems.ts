import { buildTiles, usesTiles } from '../../../domain/rules/tiles.ts';
import type { ReadableActivity } from '../../context.ts';

/** One text a child reads, and its place in the activity, as the YAML writes it (`questions.0.prompt`). */
export interface SpokenItem {
  path: string;
  text: string;
}

/**
 * Every text of an activity that a child must read, in the order the player shows them: the
 * title, the instruction, a reading passage's title and text (issue 19), then each question's prompt, options and feedback line, each pair's
 * sides and feedback, each category, each item and its feedback, a video's title. Last, the letter
 * tiles of a fill-in that shows them (issue 29), each tile once (`tiles.<its text>`): a letter's
 * clip is the same for every question and activity that shows it.
 */
export function spokenItems({ title, instruction, body, grade }: ReadableActivity): SpokenItem[] {
  const items: SpokenItem[] = [{ path: 'heading.title', text: title }];
  if (instruction) items.push({ path: 'instruction', text: instruction });
  const add = (path: string, text: string) => items.push({ path, text });
  const passage = 'passage' in body ? body.passage : undefined;
  if (passage?.title) add('passage.title', passage.title);
  if (passage) add('passage.text', passage.text);
  switch (body.kind) {
    case 'mcq':
      body.questions.forEach((q, i) => {
        add(`questions.${i}.prompt`, q.prompt);
        for (const [o, option] of q.options.entries()) add(`questions.${i}.options.${o}`, option);
        add(`questions.${i}.feedback`, q.feedback);
      });
      break;
    case 'fill':
      body.questions.forEach((q, i) => {
        add(`questions.${i}.prompt`, q.prompt);
        add(`questions.${i}.feedback`, q.feedback);
      });
      for (const tile of fillTiles(body.questions, grade)) add(`tiles.${tile}`, tile);
      break;
    case 'match':
      body.pairs.forEach((pair, i) => {
        add(`pairs.${i}.left`, pair.left);
        add(`pairs.${i}.right`, pair.right);
        add(`pairs.${i}.feedback`, pair.feedback);
      });
      break;
    case 'classify':
      for (const [i, category] of body.categories.entries()) add(`categories.${i}`, category);
      body.items.forEach((item, i) => {
        add(`items.${i}.text`, item.text);
        add(`items.${i}.feedback`, item.feedback);
      });
      break;
    case 'video':
      add('video.title', body.video.title);
      break;
  }
  return items;
}

/**
 * The texts that may be left silent (`{ text, audio: none }`): an option, a side of a match or a
 * card to sort, where hearing the text would give the answer away. Never a title, instruction,
 * passage, prompt, category or feedback line: a child who cannot read must hear those.
 */
export const MAY_BE_SILENT = /^(?:questions\.\d+\.options\.\d+|pairs\.\d+\.(?:left|right)|items\.\d+\.text)$/;

/** Every letter tile the questions of a fill-in show (lib/tiles.ts), each once, in order of first showing. */
export function fillTiles(questions: readonly { answers: string[] }[], grade?: string): string[] {
  const tiles = new Set<string>();
  const answers = questions.map((q) => q.answers);
  for (const q of questions)
    if (usesTiles(q.answers, grade, answers))
      for (const tile of buildTiles(q.answers, '', grade, answers).tiles.toSorted()) tiles.add(tile);
  return [...tiles];
}
