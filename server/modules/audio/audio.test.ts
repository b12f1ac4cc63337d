import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityBody } from '../../../domain/contract/activity.ts';
import { type ActivityAudio, isSilent, lineUrl, type TextClip } from '../../../domain/contract/audio.ts';
import { en } from '../../../domain/i18n/en.ts';
import { kn } from '../../../domain/i18n/kn.ts';
import { COUNT_MAX } from '../../../domain/i18n/readAloud.ts';
import { createTranslate, tPlural } from '../../../domain/i18n/translate.ts';
import { spokenText } from '../../../domain/rules/spokenText.ts';
import {
  changeChildRow,
  importSubject,
  mcqActivity,
  signedInChild,
  subjectFile,
  testTopic,
  testUnit,
} from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { importCurriculum, readCurriculum } from '../curriculum/index.ts';
import { makeClips } from './makeClips.ts';
import { curriculumNeeds } from './needs.ts';
import { MAY_BE_SILENT, spokenItems } from './spokenItems.ts';

/**
 * Issue 16, read aloud, through the real HTTP layer: the activities answer names a clip for
 * every text a child reads, in the medium's language, and every clip it names is served as
 * Ogg audio, cached for a year; nothing else is. On the curriculum's class-1 items, every review state.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { files, problems } = readCurriculum('curriculum');
  expect(problems).toEqual([]);
  // What `npm start` serves: every item whatever its review state (production's approved ones
  // among them), each with its clips (issue 28: clips in both modes).
  await importCurriculum(
    t.db.db,
    t.db.kind,
    files.filter((file) => file.grade === '1'),
    'written',
  );
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A signed-in child of class 1 in a medium, with the subjects of that class. */
async function classOneChild(board: string, medium: string) {
  const child = await signedInChild(t);
  await changeChildRow(t, child.id, { grade: '1', board, medium });
  const query = `grade=1&board=${board}&medium=${medium}`;
  const subjects = (await get(`/v1/web/subjects?${query}`)).json().data as { key: string }[];
  return { child, query, subjects };
}

/** A child of class 1 in a medium, and the activities of every topic of unit 1 of each subject. */
async function classOneTopics(board: string, medium: string) {
  const { child, query, subjects } = await classOneChild(board, medium);
  const answers = [];
  for (const subject of subjects) {
    const units = (await get(`/v1/auth/subjects/${subject.key}/units?${query}`, child.headers)).json().data;
    for (const chapter of units[0].chapters)
      for (const topic of chapter.topics) {
        const answer = await get(`/v1/auth/subjects/topic/${topic._id}/activities`, child.headers);
        expect(answer.statusCode).toBe(200);
        answers.push({ ...answer.json(), subject: subject.key });
      }
  }
  return answers;
}

/** Every text of an activity beside the clip the answer names for it, by place. */
function textsAndClips(activity: {
  kind: ActivityBody['kind'];
  heading: { title: string };
  instruction: { title: string } | null;
  content: Record<string, unknown>;
  audio: ActivityAudio;
}) {
  const body = { kind: activity.kind, ...activity.content } as ActivityBody;
  return spokenItems({ title: activity.heading.title, instruction: activity.instruction?.title, body }).map(
    (item) => {
      const place = item.path === 'heading.title' ? 'title' : item.path;
      const clip = place
        .split('.')
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], activity.audio) as TextClip;
      return { ...item, clip };
    },
  );
}

/** Each medium's second-language subject, and the language it is read in. */
const SECOND_LANGUAGE = { en: 'kannada', kn: 'english' } as const;
const OTHER = { en: 'kn', kn: 'en' } as const;

describe.each([
  ['English medium', 'CBSE', 'English', 'en'],
  ['Kannada medium', 'Karnataka', 'Kannada', 'kn'],
] as const)('read aloud in the %s (issue 16)', (_name, board, medium, language) => {
  it("a topic's activities name a clip for every prompt, option, item and line, and each clip answers 200", async () => {
    const answers = await classOneTopics(board, medium);
    expect(answers.length).toBeGreaterThan(3);
    const kinds = new Set<string>();
    const urls = new Set<string>();
    let texts = 0;
    for (const answer of answers) {
      // The medium's language, but the second language's own (Kannada in English medium,
      // English in Kannada medium): its texts are read in it.
      const own = answer.subject === SECOND_LANGUAGE[language] ? OTHER[language] : language;
      expect(answer.topic.language).toBe(own);
      for (const activity of answer.data) {
        kinds.add(activity.kind);
        for (const { path, text, clip } of textsAndClips(activity)) {
          texts += 1;
          // A text its author left silent (audio: none) has none, and is an option, side or card.
          if (isSilent(clip)) expect(path).toMatch(MAY_BE_SILENT);
          // A card that is only a picture has nothing to say; every other text has its clip.
          else if (!spokenText(text, own)) expect([path, clip]).toEqual([path, null]);
          else {
            expect([path, text, clip]).toEqual([
              path,
              text,
              { url: expect.stringMatching(/^\/v1\/audio\/[0-9a-f]{32}\.opus$/), synthetic: true },
            ]);
            urls.add((clip as { url: string }).url);
          }
        }
      }
    }
    expect([...kinds].sort()).toEqual(['classify', 'fill', 'match', 'mcq', 'video']);
    expect(texts).toBeGreaterThan(100);
    for (const url of urls) {
      const clip = await get(url);
      expect([url, clip.statusCode, clip.headers['content-type']]).toEqual([url, 200, 'audio/ogg']);
      expect(clip.rawPayload.subarray(0, 4).toString()).toBe('OggS');
    }
  });

  it('the way to a topic speaks (issue 29): the subject, unit, chapter and topic names have clips in both languages', async () => {
    const { child, query, subjects } = await classOneChild(board, medium);
    type Named = {
      name?: { en: string; kn: string };
      topicName?: { en: string; kn: string };
      nameAudio?: unknown;
    };
    const named: Named[] = [];
    for (const subject of subjects) {
      const answer = (await get(`/v1/auth/subjects/${subject.key}/units?${query}`, child.headers)).json();
      named.push(answer.subject);
      for (const unit of answer.data) {
        named.push(unit);
        for (const chapter of unit.chapters) named.push(chapter, ...chapter.topics);
      }
    }
    expect(named.length).toBeGreaterThan(100);
    const clip = { url: expect.stringMatching(/^\/v1\/audio\/[0-9a-f]{32}\.opus$/), synthetic: true };
    const urls = new Set<string>();
    for (const one of named) {
      const name = one.name ?? one.topicName;
      expect([name, one.nameAudio]).toEqual([name, { en: clip, kn: clip }]);
      const audio = one.nameAudio as Record<'en' | 'kn', { url: string }>;
      urls.add(audio.en.url).add(audio.kn.url);
    }
    for (const url of urls) expect([url, (await get(url)).statusCode]).toEqual([url, 200]);
  });
});

describe('serving clips (issue 16)', () => {
  const anyClip = async () => {
    const [answer] = await classOneTopics('CBSE', 'English');
    return answer.data.find((a: { kind: string }) => a.kind === 'mcq').audio.questions[0].prompt
      .url as string;
  };

  it('with the immutable cache header, a strong ETag, 304 on revalidation, HEAD and byte ranges', async () => {
    const url = await anyClip();
    const whole = await get(url);
    const size = whole.rawPayload.length;
    expect(whole.headers).toMatchObject({
      'content-type': 'audio/ogg',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'content-length': String(size),
      etag: `"${url.slice('/v1/audio/'.length, -'.opus'.length)}"`,
    });
    const revalidated = await get(url, { 'if-none-match': String(whole.headers.etag) });
    expect([revalidated.statusCode, revalidated.rawPayload.length]).toEqual([304, 0]);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([
      200,
      String(size),
      0,
    ]);
    const part = await get(url, { range: 'bytes=0-99' });
    expect([part.statusCode, part.headers['content-range'], part.rawPayload.length]).toEqual([
      206,
      `bytes 0-99/${size}`,
      100,
    ]);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    const tail = await get(url, { range: 'bytes=-10' });
    expect([tail.statusCode, tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))]).toEqual([
      206,
      true,
    ]);
    const past = await get(url, { range: `bytes=${size}-` });
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, `bytes */${size}`]);
  });

  it('answers 404 in the one error format for anything else, and never leaves its folder', async () => {
    const url = await anyClip();
    const id = url.slice('/v1/audio/'.length, -'.opus'.length);
    for (const wrong of [
      `/v1/audio/${'0'.repeat(32)}.opus`,
      `/v1/audio/${id}.ogg`,
      `/v1/audio/${id.toUpperCase()}.opus`,
      `/v1/audio/${id}`,
      '/v1/audio/manifest.json',
      '/v1/audio/..%2F..%2Fpackage.json',
      '/v1/audio/%2e%2e%2fmanifest.json',
      '/v1/audio/generated%2F..%2Fmanifest.json',
      '/v1/audio/',
    ]) {
      const answer = await get(wrong);
      expect([wrong, answer.statusCode, answer.json().success]).toEqual([wrong, 404, false]);
    }
  });
});

describe('interface lines by name (issue 29: the dialogs speak)', () => {
  const manifest = JSON.parse(readFileSync('curriculum/audio/manifest.json', 'utf8')) as {
    generated: Record<'en' | 'kn', Record<string, { id: string }>>;
  };
  const idOf = (language: 'en' | 'kn', text: string) =>
    manifest.generated[language][spokenText(text, language)]?.id;
  const served = async (url: string) => {
    const answer = await get(url);
    return {
      status: answer.statusCode,
      type: answer.headers['content-type'],
      id: String(answer.headers.etag ?? '').replaceAll('"', ''),
    };
  };

  it.each(['en', 'kn'] as const)(
    '%s: a fixed line and a counted one are the clips of the very texts the dialogs show',
    async (language) => {
      const t = createTranslate(language === 'en' ? en : kn);
      for (const [name, text] of [
        ['unlock.title', t('unlock.title')],
        ['unlock.enough.spoken', t('unlock.enough.spoken')],
        ['checkin.success', t('checkin.success')],
        ['unlock.short.40', tPlural(t, language, 'unlock.short', 40)],
        ['unlock.short.1', tPlural(t, language, 'unlock.short', 1)],
        ['unlock.balance.0', tPlural(t, language, 'unlock.balance', 0)],
        ['unlock.cost.50', tPlural(t, language, 'unlock.cost', 50)],
        ['checkin.received.100', tPlural(t, language, 'checkin.received', 100)],
        ['checkin.streakBonus.7', tPlural(t, language, 'checkin.streakBonus', 7)],
      ] as const) {
        const id = idOf(language, text);
        expect([name, typeof id]).toEqual([name, 'string']);
        expect([name, await served(lineUrl(language, name))]).toEqual([
          name,
          { status: 200, type: 'audio/ogg', id },
        ]);
      }
    },
  );

  it('answers 404 for a line that is not spoken, a count without a clip, another language, or a path', async () => {
    for (const wrong of [
      lineUrl('en', 'auth.continue'),
      lineUrl('en', 'unlock.short.0'),
      lineUrl('en', `unlock.short.${COUNT_MAX + 1}`),
      lineUrl('en', 'unlock.cost.-1'),
      lineUrl('hi', 'unlock.title'),
      '/v1/audio/lines/en/unlock.title',
      '/v1/audio/lines/en/..%2F..%2Fmanifest.json.opus',
      '/v1/audio/lines/en/',
    ]) {
      const answer = await get(wrong);
      expect([wrong, answer.statusCode]).toEqual([wrong, 404]);
    }
  });
});

describe('recorded clips (issue 16)', () => {
  let dir = '';
  let app: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kalike-audio-api-'));
    app = await createTestApp({ env: { AUDIO_DIR: dir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('win over generated ones: the answer names the recorded clip, not synthetic, and serves it', async () => {
    mkdirSync(join(dir, 'recorded', 'en'), { recursive: true });
    writeFileSync(join(dir, 'recorded', 'en', 'add.opus'), 'OggS a person says "one plus one"');
    const subject = { grade: '4', units: [testUnit(1, [testTopic('t', [mcqActivity('a')])])] };
    const recorded = { 'units.0.chapters.0.topics.0.activities.0.questions.0.prompt': 'en/add.opus' };
    const synthetic = new TextEncoder().encode('OggS engine');
    await makeClips({
      audioDir: dir,
      needs: curriculumNeeds([subjectFile({ ...subject, recorded })]),
      engine: { name: 'fake', concurrency: 1, voice: () => 'fake', synthesize: async () => synthetic },
    });
    await importSubject(app.db, { ...subject, recorded });
    const { headers } = await signedInChild(app);
    const topicId = (await app.db.db.selectFrom('topics').select('id').executeTakeFirstOrThrow()).id;
    const answer = (
      await app.app.inject({ method: 'GET', url: `/v1/auth/subjects/topic/${topicId}/activities`, headers })
    ).json();
    const audio = answer.data[0].audio;
    expect(audio.questions[0].prompt).toEqual({
      url: expect.stringMatching(/^\/v1\/audio\/\w{32}\.opus$/),
      synthetic: false,
    });
    expect(audio.questions[0].options[0]).toEqual({ url: expect.any(String), synthetic: true });
    const clip = await app.app.inject({ method: 'GET', url: audio.questions[0].prompt.url });
    expect(clip.body).toBe(readFileSync(join(dir, 'recorded', 'en', 'add.opus'), 'utf8'));
  });

  it('a text left silent (audio: none) is { silent: true } in the answer, and no clip is made of it', async () => {
    const subject = { grade: '5', units: [testUnit(1, [testTopic('t', [mcqActivity('s')])])] };
    const recorded = { 'units.0.chapters.0.topics.0.activities.0.questions.0.options.1': 'none' };
    const needs = curriculumNeeds([subjectFile({ ...subject, recorded })]);
    expect(needs.map((need) => need.path.replace('units.0.chapters.0.topics.0.activities.0.', ''))).toEqual([
      'heading.title',
      'questions.0.prompt',
      'questions.0.options.0',
      'questions.0.feedback',
    ]);
    const made = await makeClips({
      audioDir: dir,
      needs,
      engine: {
        name: 'fake',
        concurrency: 1,
        voice: () => 'fake',
        synthesize: async (w) => new TextEncoder().encode(w),
      },
    });
    // The manifest lists what the texts need: the silent option's words ("2") are not among them.
    expect(Object.keys(made.manifest.generated.en).sort()).toEqual(
      ['1', '1 + 1', 'Add', 'f'].map((text) => spokenText(text, 'en')).sort(),
    );
    await importSubject(app.db, { ...subject, recorded });
    const child = await signedInChild(app);
    await changeChildRow(app, child.id, { grade: '5' });
    const topic = await app.db.db
      .selectFrom('topics')
      .innerJoin('chapters', 'chapters.id', 'topics.chapter_id')
      .innerJoin('units', 'units.id', 'chapters.unit_id')
      .innerJoin('subjects', 'subjects.id', 'units.subject_id')
      .where('subjects.grade', '=', '5')
      .select('topics.id')
      .executeTakeFirstOrThrow();
    const answer = await app.app.inject({
      method: 'GET',
      url: `/v1/auth/subjects/topic/${topic.id}/activities`,
      headers: child.headers,
    });
    expect(answer.statusCode).toBe(200);
    const { questions } = answer.json().data[0].audio;
    expect(questions[0].options).toEqual([{ url: expect.any(String), synthetic: true }, { silent: true }]);
  });
});
