// The ceiling: nginx (Debian package) serving saved copies of the same responses from disk.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { childPids } from './tools.mjs';

export async function startNginx(dir, port, pages, gzip = false) {
  const staticDir = path.join(dir, 'static');
  mkdirSync(staticDir, { recursive: true });
  // nginx started as root reads files as its unprivileged worker user: open the (mkdtemp, 0700)
  // bench directory for reading.
  for (const d of [path.dirname(dir), dir, staticDir]) chmodSync(d, 0o755);
  const locations = pages
    .map((page, i) => {
      const file = path.join(staticDir, `r${i}`);
      writeFileSync(file, page.body);
      // gzip_static sends this saved compressed copy to clients that take gzip.
      if (gzip) writeFileSync(`${file}.gz`, gzipSync(page.body, { level: 6 }));
      const pathOnly = page.route.split('?')[0];
      return `location = ${pathOnly} { default_type "${page.contentType}"; try_files /r${i} =404; }`;
    })
    .join('\n    ');
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  gzip_static on;
  gzip_vary on;
  tcp_nopush on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${staticDir};
    ${locations}
  }
}
`,
  );
  const test = spawnSync('nginx', ['-t', '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx config invalid: ${test.stderr}`);
  const child = spawn('nginx', ['-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500));
  const url = `http://127.0.0.1:${port}`;
  // A ceiling that answers errors is no ceiling: every saved response must come back whole.
  for (const page of pages) {
    const res = await fetch(url + page.route);
    const length = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200 || length !== page.body.length) {
      child.kill('SIGQUIT');
      throw new Error(
        `nginx answered ${page.route} with ${res.status} and ${length} bytes (expected 200 and ${page.body.length}); see ${dir}/error.log`,
      );
    }
  }
  // The master and its workers: the bench counts the CPU they spend per answer.
  return {
    url,
    pids: () => [child.pid, ...childPids(child.pid)],
    stop: () => child.kill('SIGQUIT'),
  };
}

/** Node's bare HTTP server sending the same saved answers (bench/node-static.mjs). */
export async function startNodeStatic(port, pages, gzip = false) {
  const script = path.join(import.meta.dirname, 'node-static.mjs');
  const child = spawn(process.execPath, [script, String(port), ...(gzip ? ['gzip'] : [])], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const answers = pages.map((p) => ({
    route: p.route,
    contentType: p.contentType,
    body: p.body.toString('base64'),
  }));
  child.stdin.end(JSON.stringify(answers));
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    pids: () => [child.pid],
    stop: () => child.kill('SIGTERM'),
  };
}
