import { renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { CORE_SCHEMA, load } from 'js-yaml';
import {
  Document,
  isMap,
  isScalar,
  isSeq,
  type Node,
  type Pair,
  parseDocument,
  visit,
  type YAMLMap,
} from 'yaml';

/**
 * Writing a review record back into a curriculum file (issue 28, ADR 022): the preview's review
 * queue sets an activity's `checks` (and its `review` state) and nothing else. The file is the
 * writers' own text, comments, quoting and line breaks included, and a reviewer's change should
 * read in `git diff` as the record alone; so the file is not parsed and written out again (a
 * whole-document round trip reflows hundreds of lines), but edited as text: the `yaml` library
 * parses it with the place of every node, and only the lines of the fields set are replaced,
 * each field written in block style at the activity's indent. Before anything is returned the
 * result is read again and compared with the file as it was: if anything else changed, the edit
 * is refused.
 */
type Fields = Record<string, unknown>;

/** Values written in single quotes, as curriculum/REVIEW.md shows them: handles, days, hashes, notes. */
const QUOTED = new Set(['by', 'date', 'checklist', 'hash', 'notes', 'author']);
/** Where a new field goes: after the first of these the activity has (the record beside its state). */
const AFTER: Record<string, string[]> = {
  review: ['kind', 'author'],
  checks: ['review', 'author', 'kind'],
};

const keyOf = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : '');
const child = (map: unknown, key: string) => (isMap(map) ? map.get(key, true) : undefined);

/** The activity `topic`/`activity` (keys) in a subject file's document. */
function findActivity(doc: Document.Parsed, topicKey: string, activityKey: string): YAMLMap | undefined {
  const seq = (node: unknown) => (isSeq(node) ? node.items : []);
  for (const unit of seq(child(doc.contents, 'units')))
    for (const chapter of seq(child(unit, 'chapters')))
      for (const topic of seq(child(chapter, 'topics'))) {
        if (!isMap(topic) || topic.get('key') !== topicKey) continue;
        const found = seq(child(topic, 'activities')).find((a) => isMap(a) && a.get('key') === activityKey);
        return isMap(found) ? found : undefined;
      }
  return undefined;
}

/** `name: value` in block style, each line indented by `indent` spaces, ending in a newline. */
function render(name: string, value: unknown, indent: number): string {
  const doc = new Document({ [name]: value });
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.value) && QUOTED.has(keyOf(pair as Pair))) pair.value.type = 'QUOTE_SINGLE';
    },
  });
  const pad = ' '.repeat(indent);
  return doc
    .toString({ lineWidth: 0, indent: 2 })
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n')
    .concat('\n');
}

/** Offsets of the start of each line. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}
const lineOf = (starts: number[], offset: number) => {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
};

/** The first and last line of a pair of a block map: from its key to the last character of its value. */
function pairLines(text: string, starts: number[], pair: Pair): [number, number] {
  const key = pair.key as Node;
  const value = pair.value as Node | null;
  let end = value?.range ? value.range[1] : (key.range as [number, number, number])[1];
  while (end > 0 && /\s/.test(text[end - 1] as string)) end--;
  return [lineOf(starts, (key.range as [number, number, number])[0]), lineOf(starts, Math.max(end - 1, 0))];
}

/** Where the fields go: an activity of a subject file, or a story's file as a whole. */
interface Target {
  label: string;
  map: (doc: Document.Parsed) => YAMLMap | undefined;
  data: (data: unknown) => Fields | undefined;
}

/** One field set (or removed, `undefined`) on the target's map, as a text edit. */
function setField(text: string, target: Target, name: string, value: unknown): string {
  const doc = parseDocument(text, { schema: 'core' });
  if (doc.errors.length) throw new Error(`not valid YAML: ${doc.errors[0]?.message}`);
  const map = target.map(doc);
  const { label } = target;
  if (!map) throw new Error(`no ${label}`);
  if (map.flow) throw new Error(`${label} is written in flow style ({ … }): write it as a block`);
  const pairs = map.items as Pair[];
  const first = pairs[0]?.key as Node | undefined;
  if (!first?.range) throw new Error(`${label} is empty`);
  const starts = lineStarts(text);
  const indent = first.range[0] - (starts[lineOf(starts, first.range[0])] as number);
  const lines = text.split('\n');
  const fresh = value === undefined ? [] : render(name, value, indent).replace(/\n$/, '').split('\n');
  const existing = pairs.find((p) => keyOf(p) === name);
  if (existing) {
    const [from, to] = pairLines(text, starts, existing);
    lines.splice(from, to - from + 1, ...fresh);
  } else if (fresh.length) {
    const anchor =
      (AFTER[name] ?? []).map((n) => pairs.find((p) => keyOf(p) === n)).find(Boolean) ?? pairs.at(-1);
    const [, to] = pairLines(text, starts, anchor as Pair);
    lines.splice(to + 1, 0, ...fresh);
  }
  return lines.join('\n');
}

/**
 * The subject file's text with the activity `topic`/`activity`'s fields set as `fields` says
 * (a field `undefined` is removed), every other line as it was. Throws when the activity is not
 * there or the edit would change anything else.
 */
export function setActivityFields(source: string, topic: string, activity: string, fields: Fields): string {
  return setFields(source, fields, {
    label: `activity ${topic}/${activity}`,
    map: (doc) => findActivity(doc, topic, activity),
    data: (data) => rawActivity(data, topic, activity),
  });
}

/** A story's file (issue 30: one file, one story) with its fields set, every other line as it was. */
export function setStoryFields(source: string, fields: Fields): string {
  return setFields(source, fields, {
    label: 'story',
    map: (doc) => (isMap(doc.contents) ? doc.contents : undefined),
    data: (data) => (data && typeof data === 'object' ? (data as Fields) : undefined),
  });
}

function setFields(source: string, fields: Fields, target: Target): string {
  let text = source;
  for (const [name, value] of Object.entries(fields)) text = setField(text, target, name, value);
  // Read both as the server reads them: only the fields set may differ.
  const expected = load(source, { schema: CORE_SCHEMA }) as Fields;
  const map = target.data(expected);
  if (!map) throw new Error(`no ${target.label}`);
  for (const [name, value] of Object.entries(fields))
    if (value === undefined) delete map[name];
    else map[name] = structuredClone(value);
  const written = load(text, { schema: CORE_SCHEMA }) as Fields;
  const strip = (data: Fields) => JSON.parse(JSON.stringify(data));
  if (!isDeepStrictEqual(strip(written), strip(expected)))
    throw new Error(`writing the review record of the ${target.label} would change more than the record`);
  return text;
}

/** The activity in a subject file read as plain data (any version: only keys are assumed). */
export function rawActivity(data: unknown, topicKey: string, activityKey: string): Fields | undefined {
  type Raw = { units?: { chapters?: { topics?: { key?: string; activities?: Fields[] }[] }[] }[] };
  for (const unit of (data as Raw)?.units ?? [])
    for (const chapter of unit.chapters ?? [])
      for (const topic of chapter.topics ?? [])
        if (topic.key === topicKey) return topic.activities?.find((a) => a.key === activityKey);
  return undefined;
}

/**
 * curriculum/review-legacy.yaml without the line of one item (ADR 022: the ledger only shrinks;
 * an item reviewed, or returned, leaves it), and without its file's line when that was its last.
 * The text of every other line stays; unchanged when the item is not listed.
 */
export function dropLegacyLine(source: string, file: string, id: string): string {
  const lines = source.split('\n');
  const head = lines.indexOf(`  ${file}:`);
  if (head < 0) return source;
  let end = head + 1;
  while (end < lines.length && /^ {4}\S/.test(lines[end] as string)) end++;
  const at = lines.slice(head + 1, end).findIndex((line) => line.startsWith(`    ${id}:`));
  if (at < 0) return source;
  lines.splice(head + 1 + at, 1);
  if (end - head - 1 === 1) lines.splice(head, 1);
  // The last item gone: an empty map, not a null (the ledger's schema wants a map).
  const items = lines.indexOf('items:');
  if (items >= 0 && !/^ {2}\S/.test(lines[items + 1] ?? '')) lines[items] = 'items: {}';
  const text = lines.join('\n');
  type Ledger = { items?: Record<string, Record<string, string>> };
  const expected = load(source, { schema: CORE_SCHEMA }) as Ledger;
  const entries = expected.items?.[file];
  if (entries) {
    delete entries[id];
    if (Object.keys(entries).length === 0) delete expected.items?.[file];
  }
  if (!isDeepStrictEqual(load(text, { schema: CORE_SCHEMA }), expected))
    throw new Error(`removing ${file} ${id} from the legacy ledger would change more than its line`);
  return text;
}

/** Writes a file whole or not at all: a reader (the watcher, a second request) never sees half of it. */
export function replaceFile(path: string, text: string) {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.review-tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/** Today in India, as a check's `date` (YYYY-MM-DD). */
export const reviewDate = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
