import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import * as z from 'zod/mini';
import type { CurriculumFile, CurriculumProblem } from '../learning/curriculumFiles.ts';
import { glossary } from './rules/glossary.ts';
import { clusteredKeys } from './rules/keyPositions.ts';
import { misspeltAnswers } from './rules/misspeltAnswers.ts';
import { passageInPrompts } from './rules/passageInPrompts.ts';
import { normalisePrompt, repeatedAcrossGrades } from './rules/repeatedAcrossGrades.ts';
import { videoFacts } from './rules/videoFacts.ts';
import { wordsOf } from './walk.ts';

/** A content rule of `npm run content:check` (issue 19): its name, and what it finds. */
export interface ContentRule {
  name: string;
  check: (files: CurriculumFile[]) => CurriculumProblem[];
  /** A warning: reported to the content team, but the check still passes (e.g. a key-position lean). */
  warning?: true;
}

const reason = z.string().check(z.minLength(3, 'say why'));
const allowList = z.array(z.strictObject({ reason, answers: z.array(z.string()) }));
const promptList = z.array(z.strictObject({ reason, prompts: z.array(z.string()) }));
const misfitList = z.array(z.strictObject({ file: z.string(), activity: z.string(), reason }));
const words = z.partialRecord(z.enum(['en', 'kn']), z.array(z.string()));
const glossaryFile = z.array(
  z.strictObject({ term: z.string(), use: z.partialRecord(z.enum(['en', 'kn']), z.string()), avoid: words }),
);

/** A YAML list beside the curriculum (optional: none is an empty list), checked against its schema. */
function list<T>(dir: string, name: string, schema: z.ZodMiniType<T[]>): T[] {
  const path = join(dir, name);
  if (!existsSync(path)) return [];
  const parsed = schema.safeParse(load(readFileSync(path, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

/** The rules, with their lists read from `dir` (curriculum/) and the clips from `mediaDir`. */
export function contentRules(dir = 'curriculum', mediaDir = join(dir, 'media')): ContentRule[] {
  const spelling = list(dir, 'spelling-allow.yaml', allowList).flatMap((e) => e.answers);
  const repeats = list(dir, 'repeat-allow.yaml', promptList).flatMap((e) => e.prompts);
  const misfits = list(dir, 'video-topic-allow.yaml', misfitList).map((e) => `${e.file}|${e.activity}`);
  return [
    {
      name: 'misspelt accepted answers',
      check: misspeltAnswers(new Set(spelling.map((a) => wordsOf(a).join(' ')))),
    },
    { name: 'glossary', check: glossary(list(dir, 'glossary.yaml', glossaryFile)) },
    { name: 'stories in prompts', check: passageInPrompts },
    {
      name: 'items repeated across classes',
      check: repeatedAcrossGrades(new Set(repeats.map(normalisePrompt))),
    },
    { name: 'videos: real length and topic', check: videoFacts(mediaDir, new Set(misfits)) },
    // The player shuffles options (ADR 020): a file that leans on one place is a warning.
    { name: 'keys clustered on one option place (warning)', check: clusteredKeys, warning: true },
  ];
}

/** Runs every rule: all their problems (the warnings' apart), and how many each found. */
export function runContentRules(rules: ContentRule[], files: CurriculumFile[]) {
  const counts = rules.map((rule) => ({
    name: rule.name,
    warning: rule.warning,
    problems: rule.check(files),
  }));
  return {
    problems: counts.filter((c) => !c.warning).flatMap((c) => c.problems),
    warnings: counts.filter((c) => c.warning).flatMap((c) => c.problems),
    summary: counts.map((c) => `${c.name}: ${c.problems.length}`),
  };
}
