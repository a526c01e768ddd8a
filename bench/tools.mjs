// What the bench scripts share: a generated catalogue, one autocannon measurement, memory.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);
export const CONNECTIONS = 50;
// Uncompressed by default: Next compresses every answer itself, per request, and that cost is not
// ours to remove (it drops a body's own Content-Encoding), so the default measures the app.
// BENCH_ENCODING=gzip measures as browsers ask, nginx sending saved .gz copies (gzip_static).
export const ENCODING = process.env.BENCH_ENCODING ?? 'identity';
const REQUEST_HEADERS = ENCODING === 'gzip' ? { 'accept-encoding': 'gzip' } : {};
export { DURATION };

/** node's arguments that run a TypeScript script of the project (tsx, server conditions). */
export function tsxArgs(script, args) {
  return [
    path.join(root, 'node_modules/tsx/dist/cli.mjs'),
    '--conditions=react-server',
    '--tsconfig',
    'tsconfig.json',
    script,
    ...args,
  ];
}

/** Runs a TypeScript script of the project (tsx, server conditions) with `env`; throws on failure. */
export function runTsx(script, args, env) {
  const r = spawnSync(process.execPath, tsxArgs(script, args), {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${script} failed: ${r.stderr}`);
  console.log(r.stdout.trim());
}

/** `count` generated products in the database `env` names. */
export function generate(env, count) {
  runTsx('bench/generate.ts', [String(count)], env);
}

export function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    rss: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0),
    peak: Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0),
  };
}

const TICKS_PER_SECOND =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU time (user + system) the processes `pids` have used so far, in seconds. */
export function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // After the command's closing parenthesis: state, ppid, …, utime (14th field), stime (15th).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process has gone
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** The processes whose parent is `pid` (nginx's workers). */
export function childPids(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[1]) === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/**
 * Requests per second, latency and, when the serving processes are named (`pids`), the CPU they
 * spent per answer (µs), over one autocannon run after a warm-up.
 */
export async function measure(url, pids = []) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, headers: REQUEST_HEADERS });
  const cpuBefore = cpuSeconds(pids);
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: REQUEST_HEADERS,
  });
  const cpu = cpuSeconds(pids) - cpuBefore;
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    bytesPerSec: Math.round(r.throughput.average),
    bytesPerResponse: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    cpuUsPerRequest:
      pids.length && r.requests.total ? Math.round((cpu * 1e6) / r.requests.total) : null,
  };
}

/** A TCP port nobody listens on now (the OS picks it), for a server a bench starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
