/**
 * `npm run budgets`: checks the built site against QUALITY.md's page budgets, so that a
 * regression fails `npm test`.
 *
 * For every page of dist/, it adds up what a first visit downloads, compressed: the HTML, its
 * stylesheets, every script it loads (module scripts, islands and everything they import, lazy
 * chunks included), eager images, and on Kannada pages the Kannada font (worst case: a phone
 * without Noto Sans Kannada).
 *
 * | page | bar |
 * | marketing/legal | ≤ 150 KB in all; HTML + CSS + LCP image ≤ 100 KB; JS ≤ 40 KB gzip; 0 bytes of React |
 * | with islands     | JS ≤ 130 KB gzip in all; each island's own code ≤ 25 KB gzip (what it needs to wake up, less React, zod and the core chunk every page loads; its lazily loaded parts apart, ≤ 25 KB too) |
 *
 * And the read-aloud clips of every topic of the curriculum (issue 16): ≤ 150 KB for the whole
 * topic in its language, every clip counted once (what a child's phone downloads to hear it all).
 * And each story's download (issue 30): its pages' and words' clips and its pictures, ≤ 250 KB at
 * levels 1–2 and ≤ 400 KB at levels 3–4.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isAppRoute } from '../domain/appRoutes.ts';
import { pictureUrl } from '../domain/offline/pictures.ts';
import {
  defaultAudioDir,
  overBudget,
  practiceRoundSizes,
  readManifest,
  TOPIC_AUDIO_BUDGET_BYTES,
  topicAudioSizes,
} from '../server/modules/audio/index.ts';
import {
  keepReviewed,
  picturesOf,
  readCurriculum,
  tilePictureNames,
} from '../server/modules/curriculum/index.ts';
import {
  STORY_DOWNLOAD_BUDGET_BYTES,
  storiesOverBudget,
  storyDownloadSizes,
} from '../server/modules/stories/index.ts';

const dist = process.argv[2] ?? 'dist';
const KB = 1024;
const BARS = {
  marketingTotal: 150 * KB,
  marketingCritical: 100 * KB,
  marketingJs: 40 * KB,
  appJs: 130 * KB,
  islandOwnJs: 25 * KB,
  /**
   * The service worker's code, fetched by every signed-in visit that finds a new one (issue 17).
   * Its list of what to precache (a revision per file) is counted with what it lists, below: it
   * grows with the files, not with the code (the pictures' 319 revisions are about 5 KB of it).
   */
  serviceWorker: 16 * KB,
  /**
   * What the worker precaches once for offline use: both languages' app screens and their files,
   * the activities' pictures apart (their own bar below).
   */
  precache: 400 * KB,
  /**
   * The activities' pictures in that precache: none since ADR 026's move (5 December). Until
   * then every phone fetched every picture the curriculum names (371, 252 KB by then, past the
   * 240 KB bar); now a unit's download brings its own and the worker keeps each one shown, so a
   * picture that finds its way back into the precache fails here.
   */
  pictures: 0,
  /**
   * The pictures one unit's download adds (ADR 026): its approved activities' and its subject's
   * tiles', compressed. At the move the largest was 46.8 KB (class 1 English for Kannada-medium
   * children, its first unit: 68 pictures), a third of one topic's read-aloud clips (150 KB bar)
   * for a unit of several topics.
   */
  unitPictures: 64 * KB,
  /**
   * One narrated lesson video at phone quality (issue 29): 640 × 360 H.264 still screens and an
   * Opus voice at 20 kbit/s, 60–120 s. What a parent's data pays to watch one lesson once.
   */
  lesson: 560 * KB,
};
/** Pages that carry React islands by design: the app's screens, and the contact form (issue 2). */
const islandPage = (route: string) => isAppRoute(route) || /^\/(kn\/)?contactUs$/.test(route);
const KANNADA_FONT = '/fonts/noto-sans-kannada-regular.woff2';

const sizes = new Map<string, { br: number; gz: number }>();
function compressed(url: string): { br: number; gz: number } {
  const cached = sizes.get(url);
  if (cached) return cached;
  const file = join(dist, url);
  if (!existsSync(file)) throw new Error(`${url} is referenced but not in ${dist}/`);
  const body = readFileSync(file);
  const size = /\.(woff2|png|webp|jpg|mp4)$/.test(url)
    ? { br: body.length, gz: body.length }
    : { br: brotliCompressSync(body).length, gz: gzipSync(body, { level: 9 }).length };
  sizes.set(url, size);
  return size;
}

const STATIC_IMPORT = /(?:from\s*|import\s*)["'`]([^"'`]+\.js)["'`]/g;
const ANY_IMPORT = /(?:from\s*|import\s*\(?\s*)["'`]([^"'`]+\.js)["'`]/g;

/**
 * A script and everything it imports, as site paths: statically and lazily (`import()`), or,
 * with `lazy: false`, only what must arrive before it runs.
 */
function scriptClosure(url: string, { lazy = true } = {}, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = readFileSync(join(dist, url), 'utf8');
  for (const match of code.matchAll(lazy ? ANY_IMPORT : STATIC_IMPORT)) {
    const spec = match[1] as string;
    const target = spec.startsWith('/') ? spec : posix.join(posix.dirname(url), spec);
    scriptClosure(target, { lazy }, seen);
  }
  return seen;
}

const isReact = (url: string) =>
  /react\.(transitional\.)?element|__CLIENT_INTERNALS_DO_NOT_USE/.test(readFileSync(join(dist, url), 'utf8'));
/**
 * The chunk of zod and the contract's field schemas that form islands share (issue 14: forms
 * validate with the contract's own schemas, so every limit exists once). Like React, it is a
 * shared library chunk, cached once for every form: it counts in each page's JavaScript (≤ 130
 * KB), not in an island's own code.
 */
const isSharedValidation = (url: string) => /\b_zod\b/.test(readFileSync(join(dist, url), 'utf8'));

/**
 * The core chunk (astro.config.mjs `CORE`): the HTTP client, the session, the stores and the
 * offline queue, which the navbar's own script loads on every page before any island. Like
 * React, it counts in each page's JavaScript, not in an island's own code.
 */
const isSharedCore = (url: string) => /\/core\.[\w-]+\.js$/.test(url);

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pages(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const rows: string[][] = [];
const failures: string[] = [];
const kb = (bytes: number) => (bytes / KB).toFixed(1);

for (const file of pages(dist)) {
  const name = relative(dist, file).replaceAll('\\', '/');
  if (name === 'kn.html') continue; // the same page as kn/index.html, served at /kn/
  // The API reference (issue 20, ADR 016): a page for developers of other clients, linked from
  // no page of the app, whose Redoc bundle (about 2.6 MB, inline by CSP) is not a child's download.
  if (name === 'api/index.html') continue;
  const route = `/${name}`.replace(/index\.html$/, '').replace(/\.html$/, '');
  const html = readFileSync(file, 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];

  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map(
    (m) => attr(m[0], 'href') as string,
  );
  const entries = [
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] as string),
    ...[...html.matchAll(/(?:component|renderer|before-hydration)-url="([^"]+)"/g)].map(
      (m) => m[1] as string,
    ),
    // Inline module scripts may import chunks too.
    ...[...html.matchAll(/import\s*\(?\s*["'`](\/_astro\/[^"'`]+\.js)["'`]/g)].map((m) => m[1] as string),
  ];
  const js = new Set<string>();
  for (const entry of entries) for (const url of scriptClosure(entry)) js.add(url);
  const eagerImages = [...html.matchAll(/<img[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/loading="lazy"/.test(tag))
    .map((tag) => attr(tag, 'src') as string)
    .filter((src) => src?.startsWith('/'));
  const fonts = route === '/kn/' || route.startsWith('/kn/') ? [KANNADA_FONT] : [];

  const htmlBytes = brotliCompressSync(Buffer.from(html)).length;
  const cssBytes = css.reduce((sum, url) => sum + compressed(url).br, 0);
  const jsGzip = [...js].reduce((sum, url) => sum + compressed(url).gz, 0);
  const jsBr = [...js].reduce((sum, url) => sum + compressed(url).br, 0);
  const lcp = eagerImages[0] ? compressed(eagerImages[0]).br : 0;
  const imageBytes = eagerImages.reduce((sum, url) => sum + compressed(url).br, 0);
  const fontBytes = fonts.reduce((sum, url) => sum + compressed(url).br, 0);
  const total = htmlBytes + cssBytes + jsBr + imageBytes + fontBytes;
  const react = [...js].some(isReact);
  const hasIslands = /<astro-island/.test(html);

  const fail = (what: string) => failures.push(`${route}: ${what}`);
  if (islandPage(route) || hasIslands) {
    if (!islandPage(route))
      fail('has a React island but is not an app route (marketing pages carry no React)');
    if (jsGzip > BARS.appJs) fail(`JavaScript ${kb(jsGzip)} KB gzip > ${kb(BARS.appJs)} KB`);
    for (const match of html.matchAll(/component-url="([^"]+)"/g)) {
      // What the island needs to wake up, and apart from it what it loads only when a rare path
      // asks (confetti, the offline queue): each within the bar. The page's total counts both.
      const eager = scriptClosure(match[1] as string, { lazy: false });
      const ownOf = (urls: Iterable<string>) =>
        [...urls]
          .filter((url) => !isReact(url) && !isSharedValidation(url) && !isSharedCore(url))
          .reduce((sum, url) => sum + compressed(url).gz, 0);
      const ownGzip = ownOf(eager);
      const lazyGzip = ownOf([...scriptClosure(match[1] as string)].filter((url) => !eager.has(url)));
      if (ownGzip > BARS.islandOwnJs)
        fail(`island ${match[1]} ${kb(ownGzip)} KB gzip > ${kb(BARS.islandOwnJs)} KB`);
      if (lazyGzip > BARS.islandOwnJs)
        fail(`island ${match[1]}'s lazy parts ${kb(lazyGzip)} KB gzip > ${kb(BARS.islandOwnJs)} KB`);
    }
  } else {
    if (react) fail('loads React (marketing and legal pages ship 0 bytes of React)');
    if (jsGzip > BARS.marketingJs) fail(`JavaScript ${kb(jsGzip)} KB gzip > ${kb(BARS.marketingJs)} KB`);
    if (total > BARS.marketingTotal) fail(`first load ${kb(total)} KB > ${kb(BARS.marketingTotal)} KB`);
    const critical = htmlBytes + cssBytes + lcp;
    if (critical > BARS.marketingCritical)
      fail(`HTML + CSS + LCP image ${kb(critical)} KB > ${kb(BARS.marketingCritical)} KB`);
  }
  rows.push([
    route,
    kb(htmlBytes),
    kb(cssBytes),
    kb(jsGzip),
    kb(imageBytes + fontBytes),
    kb(total),
    react ? 'yes' : 'no',
  ]);
}

rows.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
const header = ['page', 'HTML br', 'CSS br', 'JS gzip', 'img+font', 'total', 'React'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
console.log(`Page budgets (KB, compressed) for ${dist}/ — QUALITY.md`);
console.log(line(header));
for (const row of rows) console.log(line(row));

// The service worker and its precache (issue 17), as brotli bytes on the wire.
const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
const workerBytes = compressed('/sw.js').br;
const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => `/${match[1]}`);
// The worker's code apart from its precache list: the list is counted with the files it lists,
// its picture entries with the pictures, each share by its number of entries.
const manifest = /\[\{"revision":.*?"url":"[^"]*"\}\]/s.exec(worker)?.[0] ?? '[]';
const codeBytes = brotliCompressSync(Buffer.from(worker.replace(manifest, '[]'))).length;
const listBytes = Math.max(0, workerBytes - codeBytes);
const pictures = precached.filter((url) => url.startsWith('/pictures/'));
const pictureList = Math.round((listBytes * pictures.length) / Math.max(1, precached.length));
const precacheBytes = precached.reduce((sum, url) => sum + compressed(url).br, 0) + listBytes;
if (codeBytes > BARS.serviceWorker)
  failures.push(`/sw.js: its code ${kb(codeBytes)} KB brotli > ${kb(BARS.serviceWorker)} KB`);
const pictureBytes = pictures.reduce((sum, url) => sum + compressed(url).br, 0) + pictureList;
if (precacheBytes - pictureBytes > BARS.precache)
  failures.push(
    `precache: ${kb(precacheBytes - pictureBytes)} KB brotli without the pictures > ${kb(BARS.precache)} KB (${precached.length} files)`,
  );
if (pictureBytes > BARS.pictures)
  failures.push(
    `pictures: ${kb(pictureBytes)} KB brotli > ${kb(BARS.pictures)} KB (${pictures.length} files)`,
  );
console.log(
  `\nService worker ${kb(workerBytes)} KB: its code ${kb(codeBytes)} KB (bar ${kb(BARS.serviceWorker)} KB), its list ${kb(listBytes)} KB; precache ${precached.length} files and their list, ` +
    `${kb(precacheBytes)} KB brotli: the app ${kb(precacheBytes - pictureBytes)} KB (bar ${kb(BARS.precache)} KB) ` +
    `and ${pictures.length} pictures ${kb(pictureBytes)} KB (bar ${kb(BARS.pictures)} KB).`,
);

// The narrated lessons (issue 29): every video an activity shows, one language each.
const LESSONS_DIR = 'curriculum/media/lessons';
const lessons = readdirSync(LESSONS_DIR)
  .filter((name) => name.endsWith('.mp4'))
  .map((name) => ({ name, bytes: statSync(join(LESSONS_DIR, name)).size }))
  .sort((a, b) => b.bytes - a.bytes);
for (const lesson of lessons.filter((l) => l.bytes > BARS.lesson))
  failures.push(`${LESSONS_DIR}/${lesson.name}: ${kb(lesson.bytes)} KB > ${kb(BARS.lesson)} KB`);
console.log(
  `
Lesson videos: ${lessons.length}, largest ${lessons[0]?.name ?? '-'} ${kb(lessons[0]?.bytes ?? 0)} KB, ` +
    `median ${kb(lessons[Math.floor(lessons.length / 2)]?.bytes ?? 0)} KB, bar ${kb(BARS.lesson)} KB per lesson.`,
);

const curriculum = readCurriculum('curriculum');

// Each unit's download (ADR 026): the pictures production serves in it, each counted once.
const served = keepReviewed(curriculum.files, 'approved');
const unitPictures = served
  .flatMap((file) => {
    const tiles = tilePictureNames([file.subject]);
    return file.subject.units.map((unit) => {
      const names = new Set(tiles);
      for (const topic of unit.chapters.flatMap((chapter) => chapter.topics))
        for (const activity of topic.activities) for (const { name } of picturesOf(activity)) names.add(name);
      const bytes = [...names].reduce((sum, name) => sum + compressed(pictureUrl(name)).br, 0);
      return { unit: `${file.file} › ${unit.key}`, bytes, count: names.size };
    });
  })
  .sort((a, b) => b.bytes - a.bytes);
for (const unit of unitPictures.filter((u) => u.bytes > BARS.unitPictures))
  failures.push(
    `${unit.unit}: its download's pictures ${kb(unit.bytes)} KB brotli > ${kb(BARS.unitPictures)} KB`,
  );
console.log(
  `Pictures of a unit's download (its activities' and its subject's tiles'), ${unitPictures.length} units: ` +
    `largest ${unitPictures[0]?.unit ?? '-'} ${unitPictures[0]?.count ?? 0} pictures ${kb(unitPictures[0]?.bytes ?? 0)} KB ` +
    `(bar ${kb(BARS.unitPictures)} KB).`,
);
const audioManifest = readManifest(defaultAudioDir('curriculum'));
const topics = topicAudioSizes(curriculum.files, audioManifest);
const bar = `${kb(TOPIC_AUDIO_BUDGET_BYTES)} KB`;
for (const topic of overBudget(topics))
  failures.push(`${topic.topic}: read-aloud clips ${kb(topic.bytes)} KB > ${bar} (${topic.clips} clips)`);
const median = topics[Math.floor(topics.length / 2)];
console.log(
  `\nRead-aloud clips of ${topics.length} topics: largest ${topics[0]?.topic ?? '-'} ${kb(topics[0]?.bytes ?? 0)} KB, ` +
    `median ${kb(median?.bytes ?? 0)} KB, bar ${bar} per topic.`,
);
// Generated practice (ADR 032): a day's round fetches its items' clips as they play; printed, not
// held to the topic's bar (the long feedback of big-number skills: see the ADR).
const rounds = practiceRoundSizes(curriculum.files, audioManifest);
const byMean = rounds.map((round) => round.mean).sort((a, b) => a - b);
console.log(
  `Practice rounds (every text of a round's items) of ${rounds.length} activities: median ${kb(byMean[Math.floor(byMean.length / 2)] ?? 0)} KB ` +
    `on average, heaviest ${rounds[0]?.activity ?? '-'} ${kb(rounds[0]?.heaviest ?? 0)} KB; not held to the topic bar (ADR 032).`,
);
const stories = storyDownloadSizes('curriculum/stories');
for (const story of storiesOverBudget(stories))
  failures.push(
    `${story.story}: clips and pictures ${kb(story.bytes)} KB > ${kb(STORY_DOWNLOAD_BUDGET_BYTES[story.level])} KB at level ${story.level}`,
  );
const heaviest = (levels: number[]) => stories.find((s) => levels.includes(s.level));
console.log(
  `\nStories' downloads (clips of pages and words, pictures) of ${stories.length} stories: largest at levels 1–2 ` +
    `${heaviest([1, 2])?.story ?? '-'} ${kb(heaviest([1, 2])?.bytes ?? 0)} KB (bar 250 KB), at levels 3–4 ` +
    `${heaviest([3, 4])?.story ?? '-'} ${kb(heaviest([3, 4])?.bytes ?? 0)} KB (bar 400 KB).`,
);
if (failures.length) {
  console.error(`\n${failures.length} budget(s) exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `\nAll ${rows.length} pages within budget; every topic's clips within 150 KB; every story within its level's bar; every lesson video within ${kb(BARS.lesson)} KB.`,
);
