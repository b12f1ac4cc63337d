// Fails fast, with the way out, when a script runs under a Node older than the pinned one.
// npm puts node_modules/.bin first on PATH, so `npm run …` uses the pinned Node 24 once
// `npm install` has run; calling a script with the machine's own older Node lands here.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Kalike needs Node 24; this is Node ${process.versions.node}.\n` +
      'Run it through npm (`npm start`, `npm test`, `npm run <script>`), which installs and uses the\n' +
      'Node 24 pinned in package.json. If node_modules is missing, run `npm install` first.',
  );
  process.exit(1);
}
