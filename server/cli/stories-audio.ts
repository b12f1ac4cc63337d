/**
 * `npm run stories:audio [-- --prune]` (issue 30, ADR 028): the reading corner's sound. For every
 * page of every story, a clip in the app's voice with each word's time (eSpeak NG's word events,
 * server/providers/speech/wordTimings.ts), and for every word a clip of its own, into
 * `curriculum/stories/audio/<id>.opus`, with `timings.json`. Makes only what is missing; `--prune`
 * deletes clips no story needs; `--measure` says every page again to measure the drift on all. Prints how far the lit word is from the voice (ADR 028), and
 * each story's bytes against its level's bar.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  alignWords,
  pageSpoken,
  readStories,
  readTimings,
  STORY_AUDIO,
  storyClipId,
  storyNeeds,
  TIMINGS_FILE,
  wordKey,
} from '../modules/stories/index.ts';
import { onsetDrifts, speakWithWords, timedVoice } from '../providers/speech/wordTimings.ts';

const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'curriculum/stories';
const prune = process.argv.includes('--prune');
/** `--measure`: say every page again and measure the lit word against the voice on all of them. */
const measure = process.argv.includes('--measure');
const { stories, problems } = readStories(dir);
if (problems.length) {
  console.error(`${problems.length} problem(s) in ${dir}: run npm run content:check first.`);
  process.exit(1);
}
const out = join(dir, STORY_AUDIO);
mkdirSync(out, { recursive: true });
const timings = readTimings(dir);
const needs = storyNeeds(stories);
const drifts: number[] = [];
const kept = new Set<string>();
let made = 0;

for (const { language, text } of needs.pages) {
  const spoken = pageSpoken(text, language);
  const id = storyClipId(timedVoice(language), spoken);
  kept.add(id);
  if (timings.pages[id] && existsSync(join(out, `${id}.opus`))) continue;
  const clip = await speakWithWords(spoken, language);
  writeFileSync(join(out, `${id}.opus`), clip.opus);
  // Where the text said is the page's own, the events point into it; otherwise (numbers said
  // as words) the page's words take the events in order.
  const events = spoken === text ? clip.words : clip.words.map((w, i) => ({ ...w, at: nthWordAt(text, i) }));
  timings.pages[id] = { durationMs: clip.durationMs, words: alignWords(text, events, clip.durationMs) };
  drifts.push(...onsetDrifts(clip.wav, clip.words));
  made += 1;
}
if (measure)
  for (const { language, text } of needs.pages) {
    const clip = await speakWithWords(pageSpoken(text, language), language);
    drifts.push(...onsetDrifts(clip.wav, clip.words));
  }
for (const { language, word } of needs.words) {
  const id = storyClipId(timedVoice(language), pageSpoken(word, language));
  kept.add(id);
  timings.words[wordKey(language, word)] = id;
  if (existsSync(join(out, `${id}.opus`))) continue;
  writeFileSync(join(out, `${id}.opus`), (await speakWithWords(pageSpoken(word, language), language)).opus);
  made += 1;
}
for (const id of Object.keys(timings.pages)) if (!kept.has(id)) delete timings.pages[id];
for (const key of Object.keys(timings.words))
  if (!needs.words.some((w) => wordKey(w.language, w.word) === key)) delete timings.words[key];
writeFileSync(join(out, TIMINGS_FILE), `${JSON.stringify(timings, null, 1)}\n`);

let pruned = 0;
const stale = readdirSync(out).filter((f) => f.endsWith('.opus') && !kept.has(f.slice(0, -5)));
if (prune)
  for (const file of stale) {
    rmSync(join(out, file));
    pruned += 1;
  }
console.log(
  `${needs.pages.length} pages, ${needs.words.length} words: ${made} clips made, ${pruned} pruned${!prune && stale.length ? ` (${stale.length} no story needs: -- --prune)` : ''}.`,
);
if (drifts.length) {
  const sorted = [...drifts].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  console.log(
    `Lit word to voice, at ${drifts.length} words after a pause in ${measure ? 'every page' : 'the pages made now'}: median ${at(0.5)} ms, 90th ${at(0.9)} ms, most ${sorted.at(-1)} ms.`,
  );
}
const size = (id: string) =>
  existsSync(join(out, `${id}.opus`)) ? statSync(join(out, `${id}.opus`)).size : 0;
for (const story of stories) {
  const ids = story.pages.map((p) =>
    storyClipId(timedVoice(story.language), pageSpoken(p.text, story.language)),
  );
  const bytes = ids.reduce((sum, id) => sum + size(id), 0);
  console.log(
    `${story.language}/${story.key} (level ${story.level}): ${Math.round(bytes / 1024)} KB of page clips`,
  );
}

/** Where the `n`th word of `text` starts. */
function nthWordAt(text: string, n: number): number {
  const words = [...text.matchAll(/\S+/gu)].filter((m) => /[\p{L}\p{N}]/u.test(m[0]));
  return words[n]?.index ?? text.length;
}
