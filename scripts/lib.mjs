// Helpers shared by the start and test launchers (plain Node, no dependencies: they run
// before `npm ci` may have happened).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/** npm ci when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('› installing dependencies (npm ci)…');
  // Some registry mirrors lack optional platform packages (e.g. @tailwindcss/oxide-darwin-*):
  // npm ci then refuses the lock, while npm install resolves what exists. npm ci's own error is
  // a wall of text a newcomer need not read, so it is summed up in one line.
  const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, encoding: 'utf8' });
  if (ci.status === 0) return;
  const reason =
    [...(ci.stderr ?? '').matchAll(/^npm error (?!code )(.+)$/gm)][0]?.[1]?.trim() ??
    `exit ${ci.status}`;
  console.log(`› npm ci refused (${reason.split('. ')[0]}); falling back to npm install`);
  mustRun('npm', ['install', '--no-audit', '--no-fund']);
}

const SOURCES = [
  'app',
  'components',
  'lib',
  'db',
  'public',
  'instrumentation.ts',
  'proxy.ts',
  'next.config.ts',
  'e2e/seams',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/**
 * next build when there is no build or a source file changed since the last one; `distDir` and
 * `env` make another build beside it (the e2e build, with its test seams compiled in).
 */
export function ensureBuild({ force = false, distDir = process.env.NEXT_DIST_DIR, env = {} } = {}) {
  const buildId = path.join(root, distDir || '.next', 'BUILD_ID');
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const stale = force || built === 0 || SOURCES.some((s) => newestMtime(s) > built);
  if (!stale) return;
  console.log('› building the production app (next build)…');
  mustRun(process.execPath, [nextBin, 'build'], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      ...(distDir ? { NEXT_DIST_DIR: distDir } : {}),
      ...env,
    },
  });
}

/**
 * How long an idle keep-alive connection stays open, in ms: longer than the clients and proxies
 * that reuse connections keep theirs (nginx 60 s, cloud load balancers 60 s, Node's and
 * Playwright's agents), so the server never closes a socket just as a request is sent on it
 * (Node's default of 5 s did: a reused connection then fails with ECONNRESET).
 */
export const KEEP_ALIVE_MS = 65_000;

/** Starts `next start` with our signal handling; resolves with its exit code. */
export function startServer(env = {}, args = []) {
  const keepAlive = ['--keepAliveTimeout', String(KEEP_ALIVE_MS)];
  const child = spawn(process.execPath, [nextBin, 'start', ...keepAlive, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_MANUAL_SIG_HANDLE: 'true', ...env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
}
