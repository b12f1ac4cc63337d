import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import type { CurriculumProblem } from '../curriculum/index.ts';
import { type Story, type StoryLevel, storySchema, WORDS_PER_PAGE } from './storySchema.ts';

export const STORY_LANGUAGES = ['en', 'kn'] as const;

/** The stories' pictures: apart from the activities', not precached (they come with a story). */
export const STORY_PICTURES_DIR = 'public/pictures/stories';

/** The stories of `dir` (`curriculum/stories`), one file each, by language; and what is wrong. */
export function readStories(dir: string): { stories: Story[]; problems: CurriculumProblem[] } {
  const stories: Story[] = [];
  const problems: CurriculumProblem[] = [];
  for (const language of STORY_LANGUAGES) {
    const folder = join(dir, language);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)
      .filter((n) => n.endsWith('.yaml'))
      .sort()) {
      const file = join(folder, name);
      let data: unknown;
      try {
        data = load(readFileSync(file, 'utf8'), { schema: CORE_SCHEMA });
      } catch (error) {
        problems.push({ file, path: '(file)', message: `not YAML: ${(error as Error).message}` });
        continue;
      }
      const parsed = storySchema.safeParse(data);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problems.push({ file, path: issue.path.join('.') || '(file)', message: issue.message });
        continue;
      }
      const story = parsed.data;
      problems.push(...storyProblems(story, file, language, basename(name, '.yaml')));
      stories.push(story);
    }
  }
  const seen = new Map<string, string>();
  for (const story of stories) {
    const first = seen.get(story.key);
    if (first)
      problems.push({
        file: `${story.language}/${story.key}.yaml`,
        path: 'key',
        message: `the key of ${first} too`,
      });
    else seen.set(story.key, `${story.language}/${story.key}.yaml`);
  }
  return { stories, problems };
}

/** A story's own rules beyond its shape: where it is, and how much a page of its level holds. */
export function storyProblems(story: Story, file: string, folder: string, name: string): CurriculumProblem[] {
  const problems: CurriculumProblem[] = [];
  if (story.key !== name)
    problems.push({ file, path: 'key', message: `the key is the file's name: ${name}` });
  if (story.language !== folder)
    problems.push({ file, path: 'language', message: `a story in ${folder}/ is written in ${folder}` });
  const most = WORDS_PER_PAGE[story.level as StoryLevel];
  story.pages.forEach((page, i) => {
    const words = wordsOf(page.text).length;
    if (words > most)
      problems.push({
        file,
        path: `pages.${i}.text`,
        message: `${words} words: a level-${story.level} page holds at most ${most}`,
      });
  });
  return problems;
}

/** The words of a text as a reader points at them: split at spaces, punctuation kept on its word. */
export const wordsOf = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

/** Every picture a story shows (its cover and its pages'): what `npm run content:pictures` writes. */
export const storyPictures = (stories: Story[]): Set<string> =>
  new Set(stories.flatMap((s) => [s.cover, ...s.pages.flatMap((p) => p.pictures)]));

/** A picture a story names that has no file in `picturesDir` (not in the set, or not written yet). */
export function missingPictures(stories: Story[], picturesDir = STORY_PICTURES_DIR): CurriculumProblem[] {
  return stories.flatMap((story) =>
    [...new Set([story.cover, ...story.pages.flatMap((p) => p.pictures)])]
      .filter((name) => !existsSync(join(picturesDir, `${name}.svg`)))
      .map((name) => ({
        file: `${story.language}/${story.key}.yaml`,
        path: 'pictures',
        message: `${name}: no such picture (run npm run content:pictures; a name not in the set stays missing)`,
      })),
  );
}

/** How many stories each language has at each level, and how many are approved. */
export function storyTable(stories: Story[]): string {
  const lines = ['Stories (issue 30)   level 1   level 2   level 3   level 4   approved'];
  for (const language of STORY_LANGUAGES) {
    const of = stories.filter((s) => s.language === language);
    const cells = [1, 2, 3, 4].map((level) => String(of.filter((s) => s.level === level).length).padStart(7));
    const approved = of.filter((s) => s.review === 'approved').length;
    lines.push(`${language.padEnd(20)} ${cells.join('   ')}   ${String(approved).padStart(5)}/${of.length}`);
  }
  return lines.join('\n');
}
