/**
 * `npm run dev`: the site with hot reload (Astro on :4321) and the API restarting on change
 * (on :4322). A saved curriculum file is imported into the dev database at once, without a
 * restart (CURRICULUM_WATCH); page content (src/content) is Astro's, reloaded by it. Astro's dev server forwards /v1, /v2 and /healthz to the API, so the pages call
 * the API on their own origin as in production.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4322';
const children = [
  spawn('node', ['--watch-path=server', '--watch-path=src/contract', 'server/main.ts'], {
    stdio: 'inherit',
    // A saved curriculum file is imported again at once (server/modules/curriculum/curriculumWatch.ts).
    env: {
      ...process.env,
      PORT: apiPort,
      SITE_DIR: '',
      CURRICULUM_WATCH: process.env.CURRICULUM_WATCH ?? '1',
    },
  }),
  spawn('astro', ['dev', '--port', process.env.PORT ?? '4321'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, ASTRO_TELEMETRY_DISABLED: '1' },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
