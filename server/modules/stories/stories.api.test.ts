import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryAnswer, StoryCard } from '../../../domain/contract/stories.ts';
import { changeChildRow, signedInChild } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { readStories } from './readStories.ts';

/**
 * The reading corner through the real HTTP layer (issue 30): the stories of the child's level and
 * medium first, a story's pages with their clips and each word's time in order, the clips served
 * as audio; in production only approved stories, none else.
 */
let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  production = await createTestApp({ env: { CONTENT_MIN_REVIEW: 'approved' } });
});
afterAll(async () => {
  await t.close();
  await production.close();
});

const get = (app: TestApp, url: string, headers: Record<string, string>) =>
  app.app.inject({ method: 'GET', url, headers });

async function classOneKannada(app: TestApp) {
  const child = await signedInChild(app);
  await changeChildRow(app, child.id, { grade: '1', board: 'Karnataka', medium: 'Kannada' });
  return child.childHeaders;
}

describe('the reading corner (issue 30)', () => {
  it('lists every story, the Kannada ones of levels 1–2 first for a class-1 Kannada-medium child', async () => {
    const headers = await classOneKannada(t);
    const answer = await get(t, '/v1/auth/stories', headers);
    expect(answer.statusCode).toBe(200);
    const cards = answer.json().data as StoryCard[];
    expect(cards).toHaveLength(readStories('curriculum/stories').stories.length);
    const forYou = cards.filter((c) => c.forYou);
    expect(forYou.length).toBeGreaterThan(0);
    expect(cards.slice(0, forYou.length)).toEqual(forYou);
    for (const card of forYou) expect([card.language, [1, 2].includes(card.level)]).toEqual(['kn', true]);
    expect(cards.some((c) => c.language === 'en')).toBe(true);
    expect((await get(t, '/v1/auth/stories', {})).statusCode).toBe(401);
  });

  it('a story: every page with its clip, each word with its time in order and its own clip, all served as audio', async () => {
    const headers = await classOneKannada(t);
    const [first] = (await get(t, '/v1/auth/stories', headers)).json().data as StoryCard[];
    const answer = await get(t, `/v1/auth/stories/${first?.key}`, headers);
    expect(answer.statusCode).toBe(200);
    const story = answer.json().data as StoryAnswer;
    // Read again on slow data: the same story costs no body bytes (its ETag, 304).
    const again = await get(t, `/v1/auth/stories/${first?.key}`, {
      ...headers,
      'if-none-match': String(answer.headers.etag),
    });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    expect(story).toMatchObject({ key: first?.key, language: 'kn', forYou: true });
    for (const page of story.pages) {
      expect(page.clip).toMatch(/^\/v1\/stories\/audio\/[0-9a-f]{32}\.opus$/);
      expect(page.words.map((w) => w.text).join(' ')).toBe(page.text.split(/\s+/).filter(Boolean).join(' '));
      let before = -1;
      for (const word of page.words) {
        expect(word.startMs).not.toBeNull();
        expect(word.startMs as number).toBeGreaterThanOrEqual(before);
        expect(word.endMs as number).toBeGreaterThan(word.startMs as number);
        expect(word.clip).toMatch(/^\/v1\/stories\/audio\/[0-9a-f]{32}\.opus$/);
        before = word.endMs as number;
      }
      for (const picture of page.pictures) expect(picture).toMatch(/^\/pictures\/stories\/[a-z0-9-]+\.svg$/);
    }
    const page = story.pages[0];
    for (const url of [page?.clip, page?.words[0]?.clip]) {
      const clip = await t.app.inject({ method: 'GET', url: url as string });
      expect([clip.statusCode, clip.headers['content-type']]).toEqual([200, 'audio/ogg']);
    }
    for (const wrong of [
      '/v1/stories/audio/../audio/timings.json',
      `/v1/stories/audio/${'0'.repeat(32)}.opus`,
      '/v1/stories/audio/timings.json',
    ])
      expect((await t.app.inject({ method: 'GET', url: wrong })).statusCode).toBe(404);
    expect((await get(t, '/v1/auth/stories/no-such-story', headers)).statusCode).toBe(404);
    expect((await get(t, '/v1/auth/stories/Not_A_Key', headers)).statusCode).toBe(400);
  });

  it('a card says what keeping its story on the phone stores: its answer, every clip it names and its pictures, each once', async () => {
    const headers = await classOneKannada(t);
    const [first] = (await get(t, '/v1/auth/stories', headers)).json().data as StoryCard[];
    const answer = await get(t, `/v1/auth/stories/${first?.key}`, headers);
    const story = answer.json().data as StoryAnswer;
    const clips = new Set(story.pages.flatMap((p) => [p.clip, ...p.words.map((w) => w.clip)]));
    const pictures = new Set([story.cover, ...story.pages.flatMap((p) => p.pictures)]);
    let bytes = answer.rawPayload.length;
    for (const url of clips)
      bytes += (await t.app.inject({ method: 'GET', url: url as string })).rawPayload.length;
    for (const url of pictures) bytes += statSync(`public${url}`).size;
    expect(story.bytes).toBe(first?.bytes);
    // To a few bytes: the answer's own size is written in it.
    expect(Math.abs((first?.bytes ?? 0) - bytes)).toBeLessThanOrEqual(10);
  });

  it('in production, only approved stories: none is listed or opened before its two checks', async () => {
    const approved = readStories('curriculum/stories').stories.filter((s) => s.review === 'approved');
    const headers = await classOneKannada(production);
    const cards = (await get(production, '/v1/auth/stories', headers)).json().data as StoryCard[];
    expect(cards.map((c) => c.key).sort()).toEqual(approved.map((s) => s.key).sort());
    const written = readStories('curriculum/stories').stories.find((s) => s.review !== 'approved');
    if (written)
      expect((await get(production, `/v1/auth/stories/${written.key}`, headers)).statusCode).toBe(404);
  });
});
