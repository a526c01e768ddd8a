// nginx (Debian's package) in front of app servers, configured as docs/deploy.md "Several servers
// behind nginx" shows (keep the two in step): load balancing, and proxy_cache unless `cache` is
// false. Used by the two-server process test and by the bench.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function hasNginx() {
  return spawnSync('nginx', ['-v']).status === 0;
}

export async function startNginxFront(dir, port, upstreams, { cache = true } = {}) {
  const cacheDir = path.join(dir, 'cache');
  mkdirSync(cacheDir, { recursive: true });
  // nginx started as root works as an unprivileged user: let it into the (0700) temp folders.
  for (const d of [path.dirname(dir), dir, cacheDir]) chmodSync(d, 0o777);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream shop {
    ${upstreams.map((u) => `server ${u};`).join('\n    ')}
    keepalive 16;
  }
  proxy_cache_path ${cacheDir} levels=1:2 keys_zone=shop:10m max_size=1g inactive=10m use_temp_path=off;

  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Keeps what the app marks public (s-maxage), never answers with a session cookie set.
      ${cache ? '' : '# '}proxy_cache shop;
      proxy_cache_key $scheme$host$request_uri;
      proxy_cache_lock on;
      proxy_cache_use_stale error timeout updating http_502 http_503;
      proxy_cache_background_update on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`,
  );
  const check = spawnSync('nginx', ['-t', '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx config invalid: ${check.stderr}`);
  const child = spawn('nginx', ['-c', conf, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`${url}/api/health/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    errors: () => {
      try {
        return readFileSync(path.join(dir, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    stop: () => child.kill('SIGQUIT'),
  };
}
