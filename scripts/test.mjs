#!/usr/bin/env node
// `npm test [-- unit|api|process|e2e|static ...]`: installs what is missing, builds once, then runs
// the whole suite: static checks, unit tests, API tests on PGlite AND PostgreSQL, process
// tests (PGlite lock, shutdown, crash recovery) and Playwright e2e (desktop and 375 px).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureDependencies, root, run } from './lib.mjs';

const ALL = ['static', 'unit', 'api', 'process', 'e2e'];
const E2E_DIST_DIR = '.next-e2e';
/** What `npm run format` writes and the static stage checks (docs keep their generated tables as written). */
const CODE_FILES = '**/*.{ts,tsx,mjs,js,css}';
const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const stages = asked.length ? asked : ALL;
for (const s of stages) {
  if (!ALL.includes(s)) {
    console.error(`Unknown stage "${s}". Use: ${ALL.join(', ')}`);
    process.exit(2);
  }
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() === 0) {
    console.log('› installing Debian chromium for the browser tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update', '-qq'], { env }) === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) === 0
    )
      return;
  }
  console.error(
    `✖ Chromium is needed for the e2e tests and was not found at ${chromium}.\n` +
      '  Install it with: sudo apt-get install chromium   (or set CHROMIUM_PATH)',
  );
  process.exit(1);
}

/**
 * nginx (Debian's package) stands in front of two app servers in the process tests. Installed
 * like Chromium when we may; otherwise that part of the test says it is skipped.
 */
function ensureNginx() {
  if (run('sh', ['-c', 'command -v nginx >/dev/null || test -x /usr/sbin/nginx']) === 0) return;
  if (process.getuid?.() === 0) {
    console.log('› installing Debian nginx for the two-server test…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['install', '-y', '-qq', 'nginx-light'], { env }) === 0 ||
      (run('apt-get', ['update', '-qq'], { env }) === 0 &&
        run('apt-get', ['install', '-y', '-qq', 'nginx-light'], { env }) === 0)
    )
      return;
  }
  console.warn(
    '! nginx not found: the nginx part of tests/process/two-servers.test.ts is skipped.',
  );
}

const npx = (args, env = {}) =>
  run(process.execPath, [path.join(root, 'node_modules', '.bin', args[0]), ...args.slice(1)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });

const results = [];
function stage(name, fn) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const code = fn();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: code === 0, seconds });
  console.log(code === 0 ? `✔ ${name} (${seconds}s)` : `✖ ${name} failed (${seconds}s)`);
}

ensureDependencies();
if (stages.includes('e2e')) ensureChromium();
if (stages.includes('process')) ensureNginx();
// The static stage checks the production build's first-load JS against the budget, so it
// needs that build too. It is built with DATABASE_URL pointing at a PostgreSQL that is not there:
// the build must never open the database (docs/decisions.md), and the API tests on PostgreSQL
// then serve this very build, so a shop may be built where its database is out of reach. (This
// was a second `next build` in tests/process/fresh-start.test.ts.)
const UNREACHABLE_DB = 'postgres://postgres@127.0.0.1:9/unreachable';
// When the static stage runs, its `tsc --noEmit` checks the same sources (and the production
// build's route types), so the builds skip Next's own type check: about a minute each.
const typeChecked = stages.includes('static') ? { SKIP_BUILD_TYPECHECK: '1' } : {};
if (stages.some((s) => ['static', 'api', 'process'].includes(s)))
  ensureBuild({
    force: Boolean(process.env.CI),
    env: { DATABASE_URL: UNREACHABLE_DB, ...typeChecked },
  });
// The browser tests run on a build of their own with the test seams of e2e/seams compiled in
// (E2E_SEAMS=1); the production build above never contains them.
if (stages.includes('e2e'))
  ensureBuild({
    force: Boolean(process.env.CI),
    distDir: E2E_DIST_DIR,
    env: { E2E_SEAMS: '1', ...typeChecked },
  });

if (stages.includes('static')) {
  stage('typecheck', () => npx(['tsc', '--noEmit']));
  stage('lint', () => npx(['eslint', '.', '--max-warnings=0']));
  stage('format', () => npx(['prettier', '--check', '--log-level=warn', CODE_FILES]));
  stage('first-load JS budget (storefront pages)', () =>
    run(process.execPath, [
      path.join(root, 'scripts', 'check-bundle-budget.mjs'),
      path.join(root, process.env.NEXT_DIST_DIR || '.next'),
    ]),
  );
}
if (stages.includes('unit')) stage('unit tests', () => npx(['vitest', 'run', '--project', 'unit']));
if (stages.includes('api')) {
  stage('API tests on PGlite', () =>
    npx(['vitest', 'run', '--project', 'api'], { TEST_DB: 'pglite' }),
  );
  stage('API tests on PostgreSQL', () =>
    npx(['vitest', 'run', '--project', 'api'], { TEST_DB: 'postgres' }),
  );
}
if (stages.includes('process'))
  stage('process tests (PGlite lock, shutdown, crash)', () =>
    npx(['vitest', 'run', '--project', 'process']),
  );
if (stages.includes('e2e'))
  stage('e2e (Playwright, desktop and mobile)', () =>
    npx(['playwright', 'test'], { NEXT_DIST_DIR: E2E_DIST_DIR }),
  );

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? '✔' : '✖'} ${r.name} (${r.seconds}s)`);
console.log(`stages: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
