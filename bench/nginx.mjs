// The ceiling: nginx (Debian package) serving saved copies of the same responses from disk.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export async function startNginx(dir, port, pages) {
  const staticDir = path.join(dir, 'static');
  mkdirSync(staticDir, { recursive: true });
  const locations = pages
    .map((page, i) => {
      const file = path.join(staticDir, `r${i}`);
      writeFileSync(file, page.body);
      const pathOnly = page.route.split('?')[0];
      return `location = ${pathOnly} { default_type "${page.contentType}"; alias ${file}; }`;
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
  tcp_nopush on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    ${locations}
  }
}
`,
  );
  const test = spawnSync('nginx', ['-t', '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx config invalid: ${test.stderr}`);
  const child = spawn('nginx', ['-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGQUIT') };
}
