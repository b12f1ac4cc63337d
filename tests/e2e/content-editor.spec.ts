import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { CORE_SCHEMA, load } from 'js-yaml';
import { cmsServer } from '../../scripts/cms/serve.ts';
import { subjectFileSchema, takeRecordedAudio } from '../../server/modules/curriculum/index.ts';

/**
 * The content editor (issue 19, ADR 019): Sveltia CMS on this machine's files, as a content
 * editor uses it: "Work with Local Repository", pick a file, change a field, Save; the file on
 * disk changes in that field only and still passes the curriculum's schema. The folder the
 * editor picks is the browser's private file system, filled with the repository's files (a test
 * cannot click a system folder dialog). Desktop only: editors work on a computer. The editor's
 * own screens are Sveltia's, so they are not held to our axe checks; nothing of it reaches children.
 */
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool');

const SUBJECT = 'curriculum/english-medium/grade-3/maths.yaml';
const POLICY = 'src/content/en/privacy-policy.md';

let origin = '';
const server = cmsServer();
test.beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Opens the editor on a folder holding `files` (path → text), as "Work with Local Repository". */
async function openEditor(page: Page, files: Record<string, string>) {
  // The editor's icon font and code highlighter come from CDNs: not needed, and not reachable here.
  // (left to fail: this machine has no internet, and the editor works without them)
  await page.goto(`${origin}/admin/`);
  await page.evaluate(async (entries) => {
    const root = await navigator.storage.getDirectory();
    for (const [path, text] of Object.entries(entries)) {
      const parts = path.split('/');
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (
        await dir.getFileHandle(parts.at(-1) as string, { create: true })
      ).createWritable();
      await writable.write(text);
      await writable.close();
    }
    (
      window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }
    ).showDirectoryPicker = async () => root;
  }, files);
  await page.getByRole('button', { name: /Work with Local Repository/ }).click();
  // The first collection's list shows once the editor has read the whole folder (the curriculum
  // and the site's texts): on a machine at load 23 that took more than the 7-second default.
  await expect(page.getByText('Home (English)').first()).toBeVisible({ timeout: 30_000 });
}

/**
 * Opens an entry of a collection. A tap on an entry before the editor has read the folder is
 * lost, so the tap is repeated until the entry's form shows (`shown`), never for a fixed time.
 */
async function openEntry(
  page: Page,
  collection: string,
  entry: string,
  shown: ReturnType<Page['getByRole']>,
) {
  await page.getByText(collection).first().click();
  await expect(async () => {
    await page.getByText(entry).first().click();
    // A subject's form is long (every unit, topic and activity, with their review records since
    // issue 28): it may take more than a moment to draw; a lost tap shows nothing at all.
    await expect(shown).toBeVisible({ timeout: 20_000 });
  }).toPass();
}

/**
 * The text of a file in the folder the editor works on. A file the editor is writing at that
 * moment cannot be read (NotReadableError, seen once on CI) or is not there for an instant while
 * the write replaces it (NotFoundError, seen once on CI, session 38; the test put the file there
 * itself): it is looked up and read again once the write is through, as many times as that takes,
 * within the test's own time.
 */
const fileText = (page: Page, path: string) =>
  page.evaluate(async (parts) => {
    for (;;) {
      try {
        let dir = await navigator.storage.getDirectory();
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        const handle = await dir.getFileHandle(parts.at(-1) as string);
        return await (await handle.getFile()).text();
      } catch (error) {
        const writing =
          error instanceof DOMException && ['NotReadableError', 'NotFoundError'].includes(error.name);
        if (!writing) throw error;
      }
    }
  }, path.split('/'));

const repositoryFiles = () => ({
  '.git/config': '[remote "origin"]\n\turl = https://github.com/kalike/kalike.git\n',
  '.git/HEAD': 'ref: refs/heads/main\n',
  [SUBJECT]: readFileSync(SUBJECT, 'utf8'),
  [POLICY]: readFileSync(POLICY, 'utf8'),
});

/** A subject file's data as the app reads it; an unset switch and `false` mean the same. */
const meaning = (text: string) =>
  JSON.parse(JSON.stringify(load(text, { schema: CORE_SCHEMA })), (key, value) =>
    key === 'timerForced' && value === false ? undefined : value,
  );

test('an editor changes a subject’s name in the form; the file changes there only and stays valid', async ({
  page,
}) => {
  await openEditor(page, repositoryFiles());
  const english = page.getByRole('textbox', { name: /English/ }).first();
  await openEntry(page, 'Curriculum · English medium', 'Class 3 · Maths', english);
  await expect(english).toHaveValue('Maths');
  await english.fill('Mathematics');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => fileText(page, SUBJECT)).toContain('en: Mathematics');

  const saved = await fileText(page, SUBJECT);
  // Still valid as the server reads it (YAML's core schema: a date the editor leaves unquoted stays
  // text; a silent text `{ text, audio: none }` taken out first, as the server does): and if not,
  // the issues say which field.
  const read = takeRecordedAudio(load(saved, { schema: CORE_SCHEMA }));
  expect(read.problems).toEqual([]);
  expect(subjectFileSchema.safeParse(read.data).error?.issues ?? []).toEqual([]);
  const before = meaning(readFileSync(SUBJECT, 'utf8'));
  expect(meaning(saved)).toEqual({ ...before, name: { ...before.name, en: 'Mathematics' } });
});

test('an editor changes the privacy policy’s heading; the text under it is kept', async ({ page }) => {
  await openEditor(page, repositoryFiles());
  const heading = page.getByRole('textbox', { name: /^Heading/ }).first();
  await openEntry(page, 'Pages and policy', 'Privacy policy (English)', heading);
  await expect(heading).toHaveValue('Kalike Privacy Policy');
  await heading.fill('Kalike privacy policy');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => fileText(page, POLICY)).toContain('Kalike privacy policy');
  const saved = await fileText(page, POLICY);
  const body = (text: string) => text.slice(text.indexOf('\n---', 4) + 4).trim();
  expect(body(saved)).toEqual(body(readFileSync(POLICY, 'utf8')));
});
