// Helpers shared by the start and test launchers (plain Node, no dependencies: they run
// before `npm ci` may have happened).
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  readFileSync,
  readdirSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { addCompileHints } from './compile-hints.mjs';

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
  // A build into another folder adds that folder's types to tsconfig.json: put it back as it was.
  const tsconfig = path.join(root, 'tsconfig.json');
  const before = readFileSync(tsconfig, 'utf8');
  const { atime, mtime } = statSync(tsconfig);
  mustRun(process.execPath, [nextBin, 'build'], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      ...(distDir ? { NEXT_DIST_DIR: distDir } : {}),
      ...env,
    },
  });
  if (readFileSync(tsconfig, 'utf8') !== before) {
    writeFileSync(tsconfig, before);
    utimesSync(tsconfig, atime, mtime); // as it was, or every other build would look stale
  }
  addCompileHints(path.join(root, distDir || '.next'));
}

/**
 * How long an idle keep-alive connection stays open, in ms (server.mjs sets it): longer than the
 * clients and proxies that reuse connections keep theirs (nginx 60 s, cloud load balancers 60 s,
 * Node's and Playwright's agents), so the server never closes a socket just as a request is sent
 * on it (Node's default of 5 s did: a reused connection then fails with ECONNRESET).
 */
export const KEEP_ALIVE_MS = 65_000;

/** The production server: Node's HTTP server around Next's handler (see server.mjs). */
export const serverScript = path.join(root, 'server.mjs');

/**
 * How every launcher starts the production server (npm start, the e2e server, the API and
 * process tests, the benches): the command, its arguments and its environment, `env` over the
 * production defaults. `port` and `hostname` as for `next start -p/-H`.
 */
export function serverCommand({ port, hostname, env = {} }) {
  return {
    command: process.execPath,
    args: [serverScript, '--port', String(port), ...(hostname ? ['--hostname', hostname] : [])],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
  };
}

/** Starts the production server in the foreground; resolves with its exit code. */
export function startServer({ port, hostname, env = {} }) {
  const { command, args, env: fullEnv } = serverCommand({ port, hostname, env });
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: fullEnv });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
}
