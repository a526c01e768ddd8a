// The shop's earlier single-page app, the page its shoppers had (../shared/anchors: never copied
// into this repository), built against our server's /api and served beside it, so Lighthouse can
// run both in one sitting (README in the anchors folder). Unpacked, installed and built outside
// the repository (LIGHTHOUSE_SPA_DIR, default a folder under the system's temp directory); the
// build is redone only when the API address it was built for changes. Plain Node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';

const TARBALL =
  process.env.LIGHTHOUSE_SPA_TARBALL ??
  path.resolve(root, '..', 'shared', 'anchors', 'pan_uk_frontend.tar.gz');
const DIR = process.env.LIGHTHOUSE_SPA_DIR ?? path.join(tmpdir(), 'shop-old-spa');

function mustRun(command, args, options) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
}

/** Unpacks, installs and builds the app for `apiUrl` (with source maps); returns its folder. */
function prepare(apiUrl) {
  const app = path.join(DIR, 'pan_uk_frontend');
  if (!existsSync(path.join(app, 'package.json'))) {
    if (!existsSync(TARBALL))
      throw new Error(`the old SPA is not at ${TARBALL} (set LIGHTHOUSE_SPA_TARBALL)`);
    mkdirSync(DIR, { recursive: true });
    mustRun('tar', ['-xzf', TARBALL, '-C', DIR]);
    // Its two banner videos are not in the source mirror: empty files stand in (anchors README).
    for (const video of ['banner.mp4', 'panukbanner.mp4'])
      writeFileSync(path.join(app, 'src', 'assets', video), '');
  }
  if (!existsSync(path.join(app, 'node_modules', 'vite'))) {
    console.log(`› installing the old SPA's dependencies in ${app}…`);
    const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: app, stdio: 'ignore' });
    if (ci.status !== 0) mustRun('npm', ['install', '--no-audit', '--no-fund'], { cwd: app });
  }
  const marker = path.join(app, 'dist', '.api-url');
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== apiUrl) {
    console.log(`› building the old SPA against ${apiUrl}…`);
    mustRun(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--sourcemap'], {
      cwd: app,
      env: { ...process.env, VITE_API_URL: apiUrl },
    });
    writeFileSync(marker, apiUrl);
  }
  return app;
}

/** Builds (when needed) and serves the old SPA on `port` with `vite preview`; resolves when up. */
export async function startOldSpa({ apiUrl, port }) {
  const app = prepare(apiUrl);
  const child = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort'],
    { cwd: app, stdio: 'ignore' },
  );
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 120 && !(await fetch(url).catch(() => null))?.ok; i++) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (${child.exitCode})`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dist: path.join(app, 'dist'),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
