// Script positions from a browser trace, mapped back to the sources through the build's source
// maps: ours from a build with browser source maps (`BROWSER_SOURCE_MAPS=1`, see next.config.ts),
// the old SPA's from its Vite build (`--sourcemap`). Plain Node, for bench/long-tasks.mjs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { sourceMapFile } from '../scripts/compile-hints.mjs';

/**
 * A mapper over `roots`: each `{ origin, prefix, dir }` says that `origin + prefix + rest` was
 * served from `dir/rest`, whose map the script names in its `sourceMappingURL` comment.
 */
export function sourceMapper(roots) {
  const maps = new Map();

  function mapOf(url) {
    if (maps.has(url)) return maps.get(url);
    let map = null;
    const root = roots.find((r) => url.startsWith(r.origin + r.prefix));
    if (root) {
      const script = path.join(root.dir, new URL(url).pathname.slice(root.prefix.length));
      const file = existsSync(script) ? sourceMapFile(script) : null;
      if (file) map = new TraceMap(readFileSync(file, 'utf8'));
    }
    maps.set(url, map);
    return map;
  }

  return {
    /** Where a 1-based line and column of `url` came from: { source, line, name } or null. */
    position(url, line, column) {
      const map = url && mapOf(url);
      if (!map || !line) return null;
      const found = originalPositionFor(map, { line, column: Math.max(0, (column ?? 1) - 1) });
      return found.source
        ? { source: shortSource(found.source), line: found.line, name: found.name }
        : null;
    },
    /** What a script is made of: its largest packages or folders by number of files. */
    contents(url) {
      const map = url && mapOf(url);
      if (!map) return null;
      const counts = new Map();
      for (const source of map.sources) {
        const part = owner(shortSource(source ?? ''));
        counts.set(part, (counts.get(part) ?? 0) + 1);
      }
      return [...counts].sort((a, b) => b[1] - a[1]).map(([part]) => part);
    },
  };
}

/** A source path as the project names it: `components/cart/x.tsx`, `node_modules/react-dom/…`. */
function shortSource(source) {
  const clean = source
    .replace(/^(turbopack|webpack):\/\/(\/?\[project\])?\/?/, '')
    .replace(/^\.\//, '');
  const modules = clean.lastIndexOf('node_modules/');
  return modules >= 0 ? clean.slice(modules) : clean;
}

/** The package (`react-dom`, `next`) or the project folder (`components/cart`) a source is in. */
function owner(source) {
  const parts = source.split('/');
  if (parts[0] === 'node_modules')
    return parts[1]?.startsWith('@') ? `${parts[1]}/${parts[2]}` : parts[1];
  return parts.slice(0, Math.min(2, parts.length - 1)).join('/') || source;
}
