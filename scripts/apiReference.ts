/**
 * The API reference page (issue 20, ADR 016): `dist/api/index.html`, rendered by Redocly's
 * `build-docs` from the document at build time (no server runs). `--inlineBundle` puts Redoc's
 * script in the page: the site's CSP allows no outside origin, and its inline scripts get
 * hashes like every page's (postbuild collects them after this runs).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { apiDocument } from './apiDocument.ts';

/** What a page would load from elsewhere: script or image sources, stylesheets, CSS imports. */
const OUTSIDE_LOAD =
  /\bsrc=["']https?:|<link[^>]+href=["']https?:|url\(\s*["']?https?:|@import\s+["'(]?\s*(url\()?["']?https?:/g;

export function outsideLoads(html: string): string[] {
  return [...html.matchAll(OUTSIDE_LOAD)].map((match) => match[0]);
}

/** Writes the page; without @redocly/cli (a production install, `--omit=dev`), says so and skips it. */
export async function buildApiReference(dist: string): Promise<string | undefined> {
  let cli: string;
  try {
    cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  } catch {
    console.warn('postbuild: no @redocly/cli (a production install): dist/api/ not built');
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'kalike-api-reference-'));
  try {
    const source = join(dir, 'openapi.json');
    // Read on the site's origin: in scaled mode the API is elsewhere (PUBLIC_API_URL).
    writeFileSync(source, JSON.stringify(await apiDocument(process.env.PUBLIC_API_URL || '/')));
    const output = resolve(dist, 'api', 'index.html');
    mkdirSync(resolve(dist, 'api'), { recursive: true });
    execFileSync(
      process.execPath,
      [cli, 'build-docs', source, '--inlineBundle', '--title=Kalike API', `--output=${output}`],
      {
        cwd: dir,
        // Its notices are noise in a build; a failure throws with its output.
        stdio: 'pipe',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const outside = outsideLoads(readFileSync(output, 'utf8'));
    if (outside.length > 0) throw new Error(`${output} loads from outside the site: ${outside.join(', ')}`);
    return output;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
