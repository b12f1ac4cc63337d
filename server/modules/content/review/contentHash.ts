import { createHash } from 'node:crypto';
import { SILENT } from '../../curriculum/index.ts';

/**
 * What a review check is about (issue 28, ADR 022): a short hash of the fields of an activity a
 * child sees or hears — its kind, heading, instruction, passage, questions, options, answers,
 * feedback, pairs, cards, categories, video and practice — so an approved item whose words
 * change is noticed and goes back for review. Left out is what is not the item's content: its
 * key, its review record and author, its timer (a rule of timers.ts, set by class) and a video's
 * `about` (a note for editors, never shown). Recorded clips are not in it either: a recorded
 * clip says its text, and `content:check` already fails on one replaced since it was made. A text
 * left silent (`audio: none`) is: the child no longer hears it, which changes what the item tests,
 * so it is hashed (and shown in the diff) as `silent`, the places of such texts (`withSilence`).
 *
 * The hash is over the parsed values, not the YAML text, so a file rewritten in another style
 * (the editor writes block style) keeps its hashes. Strings are compared as NFC.
 */
const NOT_CONTENT = new Set(['key', 'review', 'checks', 'author', 'timerSeconds', 'timerForced']);
/** Hex digits kept: 32 bits, plenty to notice an edit (this is no security boundary). */
export const HASH_LENGTH = 8;

/** JSON with keys sorted at every level, strings in NFC: the same content, the same text. */
function canonical(value: unknown): unknown {
  if (typeof value === 'string') return value.normalize('NFC');
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/** The child-visible fields of an activity (a parsed one, or one read from an old version in git). */
export function childVisible(activity: object): Record<string, unknown> {
  const fields = Object.fromEntries(Object.entries(activity).filter(([k]) => !NOT_CONTENT.has(k)));
  if (fields.video && typeof fields.video === 'object') {
    const { about: _about, ...video } = fields.video as Record<string, unknown>;
    fields.video = video;
  }
  return fields;
}

/** The activity's content hash: 8 hex digits of the SHA-256 of its child-visible fields. */
export const contentHash = (activity: object): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(childVisible(activity))))
    .digest('hex')
    .slice(0, HASH_LENGTH);

/**
 * The activity at `place` (`units.0.chapters.0.topics.0.activities.1`) of a file as a review sees
 * it: with `silent`, the places in it of its texts left silent (`audio: none`, from the file's
 * `recorded`), in order. An activity with none is itself, so its hash is what it always was.
 */
export function withSilence<T extends object>(
  activity: T,
  recorded: Record<string, string> | undefined,
  place: string,
): T {
  const prefix = `${place}.`;
  const silent = Object.entries(recorded ?? {})
    .filter(([path, audio]) => audio === SILENT && path.startsWith(prefix))
    .map(([path]) => path.slice(prefix.length))
    .sort();
  return silent.length ? { ...activity, silent } : activity;
}
