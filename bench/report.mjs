// Writes measured tables into docs/performance.md between markers, keeping the rest of the file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';

const FILE = path.join(root, 'docs', 'performance.md');

export function replaceSection(name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Performance\n';
  const block = `${start}\n${body.trim()}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(FILE, next);
}

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;

export function writeReport(runs) {
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` on this 2-core machine: autocannon, ${runs[0]?.connections ?? 50} connections, ${runs[0]?.durationSeconds ?? 10} s after a warm-up, asking for ${runs[0]?.encoding === 'gzip' ? 'gzip (as browsers and apps do); nginx serves saved copies of the same responses, and their .gz forms, from disk' : 'uncompressed bodies; nginx serves saved copies of the same responses from disk'}. "Sent" is the average answer on the wire, headers included.`,
    '',
    '| DB | Products | Route | Size | Sent | Ours req/s | p50 ms | p99 ms | nginx req/s | nginx p50 ms | nginx p99 ms | Ours/nginx | Errors |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const run of runs) {
    for (const r of run.routes) {
      lines.push(
        `| ${run.db} | ${run.size.toLocaleString('en')} | ${r.name} | ${kb(r.bytes)} | ${kb(r.ours.bytesPerResponse ?? r.bytes)} | ${r.ours.rps} | ${r.ours.p50} | ${r.ours.p99} | ${r.nginx.rps} | ${r.nginx.p50} | ${r.nginx.p99} | ${r.ratio} | ${r.ours.errors + r.ours.non2xx} |`,
      );
    }
  }
  lines.push('', '| DB | Products | Peak RSS of the server |', '|---|---:|---:|');
  for (const run of runs)
    lines.push(`| ${run.db} | ${run.size.toLocaleString('en')} | ${run.peakRssMb} MB |`);
  replaceSection(runs[0]?.encoding === 'gzip' ? 'bench-gzip' : 'bench', lines.join('\n'));
}
