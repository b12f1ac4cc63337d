import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityBody } from '../../../domain/contract/activity.ts';
import { activityAudioSchema, isSilent } from '../../../domain/contract/audio.ts';
import { spokenText } from '../../../domain/rules/spokenText.ts';
import type { ReadableActivity } from '../../context.ts';
import { SILENT } from '../curriculum/index.ts';
import { audioLibrary } from './audio.service.ts';
import { emptyManifest, generatedClipId, MANIFEST, writeManifest } from './manifest.ts';

/**
 * A topic's activities name each text's clip (issue 16); the API works them out once per
 * activity and language (docs/quality.md, "API against a bare server"), and again only when the
 * activity or the clips' manifest changes. What it remembers is what it would work out.
 */
let dir = '';
const clip = (words: string) => ({ id: generatedClipId('test', words), bytes: 100, engine: 'test' });
const withClips = (...texts: string[]) => {
  const manifest = emptyManifest();
  for (const text of texts) manifest.generated.en[spokenText(text, 'en')] = clip(text);
  writeManifest(dir, manifest);
};
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kalike-audio-memo-'));
  withClips('Add', '1 + 1 =', '2', '3', 'Well done');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const activity = (prompt: string): ReadableActivity => ({
  title: 'Add',
  instruction: null,
  body: {
    kind: 'mcq',
    questions: [{ prompt, options: ['2', '3'], answer: 0, feedback: 'Well done' }],
  } as unknown as ActivityBody,
});

describe("an activity's clips, remembered (issue 16)", () => {
  it('are what activityAudio works out, worked out once until the activity changes', () => {
    const library = audioLibrary(dir, 0);
    let reads = 0;
    const read = (prompt: string) => () => {
      reads += 1;
      return { activity: activity(prompt), recorded: {} };
    };
    const first = library.rememberedActivityAudio('a1', 'v1', 'en', read('1 + 1 ='));
    expect(first).toEqual(library.activityAudio(activity('1 + 1 ='), 'en'));
    expect(first.questions?.[0]?.prompt).toEqual({ url: expect.stringMatching(/\.opus$/), synthetic: true });
    expect(library.rememberedActivityAudio('a1', 'v1', 'en', read('1 + 1 ='))).toBe(first);
    expect(reads).toBe(1);
    // Another language is worked out on its own (no Kannada clips here: null).
    const kannada = library.rememberedActivityAudio('a1', 'v1', 'kn', read('1 + 1 ='));
    expect(kannada).toEqual(library.activityAudio(activity('1 + 1 ='), 'kn'));
    expect(reads).toBe(2);
    // The activity changed (its row is another text): worked out again, and kept so.
    const changed = library.rememberedActivityAudio('a1', 'v2', 'en', read('Which is one plus one?'));
    expect(changed).toEqual(library.activityAudio(activity('Which is one plus one?'), 'en'));
    expect(changed.questions?.[0]?.prompt).toBeNull();
    expect(library.rememberedActivityAudio('a1', 'v2', 'en', read('Which is one plus one?'))).toBe(changed);
    expect(reads).toBe(3);
  });

  it('are worked out again when the manifest changes (after content:audio)', () => {
    const library = audioLibrary(dir, 0);
    const read = () => ({ activity: activity('Which is one plus one?'), recorded: {} });
    const before = library.rememberedActivityAudio('a1', 'v1', 'en', read);
    expect(before.questions?.[0]?.prompt).toBeNull();
    withClips('Add', 'Which is one plus one?', '2', '3', 'Well done');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, MANIFEST), later, later);
    const after = library.rememberedActivityAudio('a1', 'v1', 'en', read);
    expect(after).toEqual(library.activityAudio(activity('Which is one plus one?'), 'en'));
    expect(after.questions?.[0]?.prompt).toEqual({ url: expect.any(String), synthetic: true });
  });

  it('keep at most so many activities, the oldest going first', () => {
    const library = audioLibrary(dir, 0, 2);
    const reads: string[] = [];
    const get = (id: string) =>
      library.rememberedActivityAudio(id, 'v1', 'en', () => {
        reads.push(id);
        return { activity: activity('1 + 1 ='), recorded: {} };
      });
    for (const id of ['a', 'b', 'c', 'b', 'a']) get(id);
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('a text left silent (`audio: none`)', () => {
  it('is { silent: true } in the answer, though a clip of its words exists; the others keep theirs', () => {
    const library = audioLibrary(dir, 0);
    const audio = library.activityAudio(activity('1 + 1 ='), 'en', { 'questions.0.options.0': SILENT });
    expect(audio.questions?.[0]?.options).toEqual([
      { silent: true },
      { url: expect.stringMatching(/\.opus$/), synthetic: true },
    ]);
    expect(audio.questions?.[0]?.prompt).toEqual({ url: expect.any(String), synthetic: true });
    // The contract carries it to the client (and with the answer, into the offline pack).
    expect(activityAudioSchema.parse(audio)).toEqual(audio);
    expect(isSilent(audio.questions?.[0]?.options?.[0])).toBe(true);
    expect(isSilent(audio.questions?.[0]?.options?.[1])).toBe(false);
    expect(isSilent(null)).toBe(false);
  });

  it('is told apart from "no clip yet" (null) by the contract, which takes nothing else', () => {
    const answer = (option: unknown) => ({
      title: null,
      instruction: null,
      questions: [{ prompt: null, options: [option], feedback: null }],
    });
    expect(activityAudioSchema.safeParse(answer({ silent: true })).success).toBe(true);
    expect(activityAudioSchema.safeParse(answer(null)).success).toBe(true);
    expect(activityAudioSchema.safeParse(answer({ silent: false })).success).toBe(false);
    expect(activityAudioSchema.safeParse(answer('none')).success).toBe(false);
  });
});

describe("a question's options heard alike (review of 3 Dec)", () => {
  it('none keeps its clip when some have one and some none (a generated 2/4 beside 3/4 and 1/4)', () => {
    const library = audioLibrary(dir, 0);
    const uneven = library.activityAudio(activity('1 + 1 ='), 'en');
    // '2' and '3' both have clips: kept.
    expect(uneven.questions?.[0]?.options?.every((c) => c !== null)).toBe(true);
    const three = {
      ...activity('1 + 1 ='),
      body: {
        kind: 'mcq',
        questions: [{ prompt: '1 + 1 =', options: ['2', '3', '4'], answer: 0, feedback: 'Well done' }],
      } as unknown as ActivityBody,
    };
    // '4' has no clip: the key '2' would be told apart by its voice, so no option keeps one.
    expect(library.activityAudio(three, 'en').questions?.[0]?.options).toEqual([null, null, null]);
    // The prompt keeps its own.
    expect(library.activityAudio(three, 'en').questions?.[0]?.prompt).not.toBeNull();
  });
});

describe("a fill-in's letter tiles (issue 29)", () => {
  it('carry a clip per tile, by its text, beside the questions', () => {
    withClips('c', 'a', 't', 'Spell it');
    const library = audioLibrary(dir, 0);
    const audio = library.activityAudio(
      {
        title: 'Spell it',
        instruction: null,
        body: {
          kind: 'fill',
          questions: [{ prompt: 'A ___ says miaow.', answers: ['cat'], feedback: 'A cat.' }],
        },
        grade: '1',
      },
      'en',
    );
    expect(audio.tiles?.c).toEqual({ url: expect.stringMatching(/\.opus$/), synthetic: true });
    expect(audio.tiles?.a?.url).not.toBe(audio.tiles?.c?.url);
    // Near misses without a clip yet: null, read by the phone's voice.
    const others = Object.entries(audio.tiles ?? {}).filter(([tile]) => !'cat'.includes(tile));
    expect(others.length).toBeGreaterThan(0);
    for (const [, clip] of others) expect(clip).toBeNull();
    // Class 3 with a long answer: a text box, no tiles.
    const older = library.activityAudio(
      {
        title: 'Spell it',
        instruction: null,
        body: {
          kind: 'fill',
          questions: [{ prompt: 'A ___ says moo.', answers: ['cow', 'calf'], feedback: 'A cow.' }],
        },
        grade: '3',
      },
      'en',
    );
    expect(older.tiles).toBeUndefined();
  });
});
