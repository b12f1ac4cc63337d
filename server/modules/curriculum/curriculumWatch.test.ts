import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MiniCurriculum, writeMiniCurriculum } from '../../test/miniCurriculum.ts';
import { signedInChild } from '../../test/students.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { importCurriculum } from './curriculum.service.ts';
import { readCurriculum } from './curriculumFiles.ts';

/**
 * `npm run dev` (CURRICULUM_WATCH=1, issue 19): a saved curriculum file reaches a child's
 * screens without a restart, and a broken one leaves the content as it was. Waits poll the API
 * (vi.waitFor), never a fixed time.
 */
let files: MiniCurriculum;
let t: TestApp;
const warnings: string[] = [];
beforeAll(async () => {
  files = writeMiniCurriculum();
  t = await createTestApp({
    env: {
      CURRICULUM_WATCH: '1',
      CURRICULUM_DIR: files.dir,
      MEDIA_DIR: files.mediaDir,
      // As `npm run dev` has it: the tree in memory is asked about every 5 s, yet a save shows at once.
      CURRICULUM_RECHECK_SECONDS: '3600',
    },
  });
  // The watcher's logger is the app's: what it warns is collected here.
  const log = t.app.log as FastifyBaseLogger;
  vi.spyOn(log, 'warn').mockImplementation(((message: unknown) => {
    warnings.push(String(message));
  }) as FastifyBaseLogger['warn']);
  await importCurriculum(t.db.db, t.db.kind, readCurriculum(files.dir, files.mediaDir).files);
});
afterAll(async () => {
  await t.close();
  files.remove();
});

const UNITS = '/v1/auth/subjects/maths/units?grade=4&board=CBSE&medium=English';
// A ceiling for a watcher that never fires, not a speed: a loaded machine re-imports slowly.
const WAIT = { timeout: 60_000, interval: 50 };

describe('the dev watcher', () => {
  it('a saved change shows on the child’s screens without a restart; a broken file keeps the old content', async () => {
    const child = await signedInChild(t);
    const firstTopic = async () =>
      (await t.app.inject({ method: 'GET', url: UNITS, headers: child.headers })).json().data[0].chapters[0]
        .topics[0];
    const topicId = (await firstTopic())._id;
    const titles = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/auth/subjects/topic/${topicId}/activities`,
          headers: child.headers,
        })
      )
        .json()
        .data.map((a: { heading: { title: string } }) => a.heading.title);
    expect((await titles())[0]).toBe('Pick the sum');

    const saved = readFileSync(files.file, 'utf8');
    // A new title, and a new activity: the topic list's count comes from the tree kept in
    // memory, which the watcher drops (a recheck of an hour would otherwise keep 5).
    const added = `              - key: pick-again
                kind: mcq
                heading: { title: "Pick again" }
                questions:
                  - { prompt: "1 + 3 = ?", options: ["4", "5"], answer: 0, feedback: "1 and 3 make 4." }
              - key: adding-video`;
    // Saved as many editors save: a new file renamed over the old one.
    writeFileSync(
      `${files.file}.tmp`,
      saved.replace('"Pick the sum"', '"Choose the sum"').replace('              - key: adding-video', added),
    );
    renameSync(`${files.file}.tmp`, files.file);
    await vi.waitFor(async () => expect((await titles())[0]).toBe('Choose the sum'), WAIT);
    expect((await titles())[4]).toBe('Pick again');
    expect((await firstTopic()).activityCount).toBe(6);

    // A broken save, written in place into the file the rename made: still heard. Its problems
    // are logged as content:check words them, and the content stays.
    writeFileSync(
      files.file,
      saved.replace('"Pick the sum"', '"Broken"').replace('answer: 1,', 'answer: 9,'),
    );
    await vi.waitFor(
      () =>
        expect(warnings).toContainEqual(
          expect.stringMatching(
            /grade-4\/maths\.yaml: units\.0\.chapters\.0\.topics\.0\.activities\.0\.questions\.0\.answer: there is no option 9$/,
          ),
        ),
      WAIT,
    );
    expect((await titles())[0]).toBe('Choose the sum');
  });
});
