/**
 * `npm run cms`: the content editor (Sveltia CMS, ADR 019) at http://127.0.0.1:4330/admin/. Open
 * it in Chrome or Edge, choose "Work with Local Repository" and pick this folder: the forms edit
 * the files here, then commit them with git as any change. The editor's code comes from
 * node_modules (@sveltia/cms), its configuration from scripts/cms/config.ts, made afresh on each
 * start. Nothing here is part of the site or the API.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { dump } from 'js-yaml';
import { cmsConfig } from './config.ts';

const DIST = 'node_modules/@sveltia/cms/dist';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
};

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kalike · content editor</title>
</head>
<body>
<script src="/admin/sveltia-cms.js"></script>
</body>
</html>
`;

export function cmsServer() {
  // Every subject file has the same form: written once, referred to (a YAML anchor) by the others.
  const config = dump(cmsConfig(), { lineWidth: -1 });
  return createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (path === '/' || path === '/admin') return response.writeHead(302, { location: '/admin/' }).end();
    if (path === '/admin/') return send(200, TYPES['.html'] as string, page);
    if (path === '/admin/config.yml') return send(200, TYPES['.yml'] as string, config);
    const file = normalize(path.replace(/^\/admin\//, ''));
    if (!path.startsWith('/admin/') || file.startsWith('..')) return send(404, 'text/plain', 'Not found');
    try {
      return send(200, TYPES[extname(file)] ?? 'application/octet-stream', readFileSync(join(DIST, file)));
    } catch {
      return send(404, 'text/plain', 'Not found');
    }
  });
}

if (import.meta.main) {
  const port = Number(process.env.CMS_PORT ?? 4330);
  cmsServer().listen(port, '127.0.0.1', () =>
    console.log(
      `Content editor: http://127.0.0.1:${port}/admin/ (Chrome or Edge: "Work with Local Repository")`,
    ),
  );
}
