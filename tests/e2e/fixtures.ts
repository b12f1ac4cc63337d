import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import Database from 'better-sqlite3';
import { MISSING_TEXT } from '../../domain/i18n/translate.ts';
import { E2E_DATABASE } from './env.ts';

/** WCAG 2.1 A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = { id: string; help: string; targets: string[] };
declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Zero axe violations (WCAG 2.1 A and AA) on the page as it is now.
 *
 * axe-core runs in the page itself, on the document (what @axe-core/playwright's legacy mode
 * did): its default mode opens a blank page for every check to gather the results of frames,
 * which doubled each check's time (issue 14), and no page of ours has a frame: should one ever
 * appear, this fails rather than miss what is inside it. Its source (1.3 MB) goes into a
 * document once, when the document has none, where @axe-core/playwright parsed it twice on
 * every check: about half of each check's time, over some 600 checks a run (issue 33).
 */
export async function expectNoAxeViolations(page: Page) {
  expect(await page.locator('iframe').count(), 'axe does not look inside frames').toBe(0);
  const run = () =>
    page.evaluate(
      async (tags) =>
        window.axe
          ? (
              await window.axe.run(document, {
                runOnly: { type: 'tag', values: tags },
                resultTypes: ['violations'],
              })
            ).violations.map((v) => ({
              id: v.id,
              help: v.help,
              targets: v.nodes.map((n) => String(n.target)),
            }))
          : undefined,
      AXE_TAGS,
    );
  let violations: Violation[] | undefined = await run();
  if (!violations) {
    await page.evaluate(axe.source);
    violations = await run();
  }
  expect(violations, 'axe ran on the page').toBeDefined();
  expect((violations ?? []).map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`)).toEqual([]);
}

/**
 * SQL of an activity's place in its topic, for a journey that opens it (players.ts
 * `openActivity`): `idx`, how many come before it, and `count`, how many its topic has, then
 * the activity `a` with its topic `t`, chapter `c`, unit `u` and subject `s` to filter on.
 */
export const ACTIVITY_PLACE = `(select count(*) from activities b where b.topic_id = a.topic_id and b.retired_at is null
          and b.position < a.position) as idx,
       (select count(*) from activities b where b.topic_id = a.topic_id and b.retired_at is null) as count
     from activities a
     join topics t on t.id = a.topic_id join chapters c on c.id = t.chapter_id
     join units u on u.id = c.unit_id join subjects s on s.id = u.subject_id`;

/** Reads the server's database, as an operator would, to see what a journey stored. */
export function queryDatabase<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(E2E_DATABASE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A change an operator makes behind the app's back (a withdrawn unlock, a correction). */
export function changeDatabase(sql: string, ...params: unknown[]) {
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

let addressCounter = 0;

/**
 * Privacy (QUALITY.md): no page, signed in or not, asks anything of an origin outside this list.
 * The site's own origin is all there is here; Razorpay's checkout joins it only where real keys
 * are configured, which the browser tests never do.
 */
const allowedOrigins = (baseURL: string) => new Set([new URL(baseURL).origin]);

/**
 * Every test comes from its own client address, so per-address limits never mix tests; when it
 * ends, every request its page made is checked against the allowed origins, and the page must
 * have thrown no error.
 */
export const test = base.extend<{ clientAddress: string; outsideRequests: string[]; pageErrors: string[] }>({
  // No uncaught error on any page: among others, React's hydration mismatch (#418), which throws
  // the page's HTML away and renders it again.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
      // A string an island shows by its key, with no text (domain/i18n/translate.ts).
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith(MISSING_TEXT))
          errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  outsideRequests: [
    async ({ page, baseURL }, use) => {
      const allowed = allowedOrigins(baseURL ?? '');
      const outside: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        if (!allowed.has(url.origin)) outside.push(request.url());
      });
      await use(outside);
      expect(outside, 'requests to origins outside the allowlist').toEqual([]);
    },
    { auto: true },
  ],
  clientAddress: [
    async ({ page }, use, testInfo) => {
      const n = addressCounter++;
      const address = `10.${testInfo.workerIndex % 250}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
      await use(address);
    },
    { auto: true },
  ],
});

export { expect };

/** An operator's coin correction (a ledger row), to give a child coins without playing. */
export function grantCoins(childId: string, amount: number) {
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  try {
    db.prepare(
      `insert into coin_ledger (id, student_id, amount, reason, reference, created_at)
       values (?, ?, ?, 'correction', ?, ?)`,
    ).run(crypto.randomUUID(), childId, amount, crypto.randomUUID(), new Date().toISOString());
  } finally {
    db.close();
  }
}
