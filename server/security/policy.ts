import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Security headers of every response (QUALITY.md, "Headers"): a strict CSP with no
 * 'unsafe-inline' scripts, object-src 'none', base-uri 'none', frame-ancestors 'none';
 * HSTS of one year; nosniff; Referrer-Policy; Permissions-Policy (the microphone for our own pages
 * only: the reading corner's "My turn", after a parent allowed it, issue 30).
 * Used by the API server and by the build, which writes them into `dist/_headers` for static hosts.
 */
export const COMMON_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(self), geolocation=(), payment=(self), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** JSON answers load nothing and may be framed by no one. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export interface SitePolicyOptions {
  /** SHA-256 hashes of the inline scripts Astro writes into the pages (islands' loader, etc.). */
  scriptHashes: string[];
  /** Origins the pages may call and load lesson media from besides their own (the API host in scaled mode). */
  connectOrigins?: string[];
  /** Razorpay Checkout's script and frame, allowed only when Razorpay is the payment provider. */
  razorpay?: boolean;
}

/** What the CSP admits of Razorpay; the privacy policy (§24) names each host (its test checks). */
export const RAZORPAY = {
  script: 'https://checkout.razorpay.com',
  connect: 'https://api.razorpay.com https://lumberjack.razorpay.com',
  frame: 'https://api.razorpay.com https://checkout.razorpay.com',
};

/** The CSP of the site's pages. Inline styles are allowed (Astro inlines small stylesheets); inline scripts only by hash. */
export function siteCsp({ scriptHashes, connectOrigins = [], razorpay = false }: SitePolicyOptions): string {
  const hashes = scriptHashes.map((hash) => `'sha256-${hash}'`).join(' ');
  const connect = [...connectOrigins, ...(razorpay ? [RAZORPAY.connect] : [])];
  return [
    "default-src 'self'",
    `script-src 'self'${razorpay ? ` ${RAZORPAY.script}` : ''}${hashes ? ` ${hashes}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // Lesson media come from the API host in scaled mode (signed links, modules/media).
    `media-src 'self' blob:${connectOrigins.length ? ` ${connectOrigins.join(' ')}` : ''}`,
    `connect-src 'self'${connect.length ? ` ${connect.join(' ')}` : ''}`,
    ...(razorpay ? [`frame-src ${RAZORPAY.frame}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** The hashes of every inline `<script>` (without `src`) in the built pages, sorted. */
export function collectInlineScriptHashes(siteDir: string): string[] {
  const hashes = new Set<string>();
  const scriptTag = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
  for (const file of htmlFiles(siteDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(scriptTag)) {
      const [, attributes = '', body = ''] = match;
      if (/type=["']?application\/(ld\+)?json/.test(attributes) || body.length === 0) continue;
      hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'));
    }
  }
  return [...hashes].sort();
}
