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

const cpu = (m) => m.cpuUsPerRequest ?? '–';

export function writeReport(runs) {
  const loads = runs.flatMap((run) => run.loadAverage ?? []);
  const load = loads.length
    ? ` The machine's 1-minute load average was ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} around the runs.`
    : '';
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` on this 2-core machine: autocannon, ${runs[0]?.connections ?? 50} connections, ${runs[0]?.durationSeconds ?? 10} s after a warm-up, asking for ${runs[0]?.encoding === 'gzip' ? 'gzip (as browsers and apps do); nginx serves saved copies of the same responses, and their .gz forms, from disk' : 'uncompressed bodies; nginx serves saved copies of the same responses from disk'}. "Sent" is the average answer on the wire, headers included; "CPU" the processor time the server (nginx: its master and workers) spent per answer, in µs; "bare Node" is Node's own HTTP server, one process like ours, sending the same saved answers from memory (bench/node-static.mjs): the most one Node process can do here.${load}`,
    '',
    '| DB | Products | Route | Size | Sent | Ours req/s | p50 ms | p99 ms | Ours CPU µs | nginx req/s | nginx p99 ms | nginx CPU µs | bare Node req/s | Ours/nginx | Ours/bare Node | Errors |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const run of runs) {
    for (const r of run.routes) {
      lines.push(
        `| ${run.db} | ${run.size.toLocaleString('en')} | ${r.name} | ${kb(r.bytes)} | ${kb(r.ours.bytesPerResponse ?? r.bytes)} | ${r.ours.rps} | ${r.ours.p50} | ${r.ours.p99} | ${cpu(r.ours)} | ${r.nginx.rps} | ${r.nginx.p99} | ${cpu(r.nginx)} | ${r.bareNode?.rps ?? '–'} | ${r.ratio} | ${r.ratioBareNode ?? '–'} | ${r.ours.errors + r.ours.non2xx} |`,
      );
    }
  }
  lines.push('', '| DB | Products | Peak RSS of the server |', '|---|---:|---:|');
  for (const run of runs)
    lines.push(`| ${run.db} | ${run.size.toLocaleString('en')} | ${run.peakRssMb} MB |`);
  replaceSection(runs[0]?.encoding === 'gzip' ? 'bench-gzip' : 'bench', lines.join('\n'));
}

export function writeScaleOutReport(scale) {
  const labels = Object.keys(scale.rows[0]?.results ?? {});
  const lines = [
    `Measured ${scale.date.slice(0, 10)} by \`npm run bench\` (PostgreSQL, 1,000 products, uncompressed, same autocannon settings; every process on this one 2-core machine, so two servers share the same two cores and cannot add capacity here: the rows show what each layer costs and saves). A price change made on one server was seen by the other's next API read after ${scale.seenMs[0]} ms (A→B) and ${scale.seenMs[1]} ms (B→A), median of 5.`,
    '',
    `| Route | ${labels.map((l) => `${l} req/s`).join(' | ')} |`,
    `|---|${labels.map(() => '---:').join('|')}|`,
  ];
  for (const row of scale.rows)
    lines.push(
      `| ${row.name} | ${labels.map((l) => `${row.results[l].rps}${row.results[l].errors + row.results[l].non2xx ? ` (${row.results[l].errors + row.results[l].non2xx} errors)` : ''}`).join(' | ')} |`,
    );
  replaceSection('bench-scale', lines.join('\n'));
}
