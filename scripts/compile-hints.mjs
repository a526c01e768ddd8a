#!/usr/bin/env node
// `node scripts/compile-hints.mjs [distDir]`: run after `next build` (by `npm run build` and by
// every launcher's build, scripts/lib.mjs). Marks the framework's large start-up chunks with
// V8's explicit compile hint, `//# allFunctionsCalledOnLoad`, so Chrome compiles all of their
// functions while it streams the script in, on a background thread.
//
// Why: Turbopack wraps every module in a function that runs when the module is first required,
// and V8 compiles such a function only then, on the main thread. On a page load, React DOM's and
// the Next router's modules are all required at once, inside the one task that starts the app:
// compiling them was most of that task (about 40 of 70 ms on this machine without throttling,
// four times that on a cheap phone). The hint is only worth it for scripts whose code runs at
// start and that the browser streams: marking every chunk moved the first paint later (the small
// ones are compiled on the main thread, now whole), so only the chunks every page loads first
// (the build manifest's rootMainFiles) of at least MIN_BYTES get it. Browsers without compile
// hints read a comment. The chunk's source map, when the build has one, is moved down a line.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const HINT = '//# allFunctionsCalledOnLoad\n';

/** Chunks smaller than this are left alone (React DOM's is ~230 KB, the router's ~130 KB). */
export const MIN_BYTES = 64 * 1024;

/** The start-up chunks of the build in `distDir` that take the hint, relative to it. */
export function chunksToHint(distDir, minBytes = MIN_BYTES) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  return (manifest.rootMainFiles ?? []).filter(
    (file) => file.endsWith('.js') && statSync(path.join(distDir, file)).size >= minBytes,
  );
}

/**
 * The map file a script names in its last `sourceMappingURL` comment, if it exists (Turbopack's
 * maps are not named after their scripts). Also used by bench/source-maps.mjs.
 */
export function sourceMapFile(script, text = readFileSync(script, 'utf8')) {
  const named = [...text.slice(-500).matchAll(/[#@] sourceMappingURL=(\S+)/g)].pop()?.[1];
  if (!named || named.startsWith('data:')) return null;
  const file = path.resolve(path.dirname(script), named);
  return existsSync(file) ? file : null;
}

/** Moves every generated position of a source map one line down (a line was put on top). */
export function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return {
      ...map,
      sections: map.sections.map((section) => ({
        ...section,
        offset: { ...section.offset, line: section.offset.line + 1 },
      })),
    };
  }
  return { ...map, mappings: `;${map.mappings ?? ''}` };
}

/** Adds the hint to the build's chosen chunks (once: a hinted chunk is left as it is). */
export function addCompileHints(distDir, minBytes = MIN_BYTES) {
  const hinted = [];
  for (const file of chunksToHint(distDir, minBytes)) {
    const script = path.join(distDir, file);
    const text = readFileSync(script, 'utf8');
    if (text.startsWith(HINT)) continue;
    writeFileSync(script, HINT + text);
    const mapFile = sourceMapFile(script, text);
    if (mapFile) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      writeFileSync(mapFile, JSON.stringify(shiftSourceMap(map)));
    }
    hinted.push(file);
  }
  return hinted;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
  if (!existsSync(path.join(distDir, 'build-manifest.json'))) {
    console.error(`✖ compile hints: no build in ${distDir} (run next build first)`);
    process.exit(1);
  }
  const hinted = addCompileHints(distDir);
  console.log(`› compile hints: ${hinted.length ? hinted.join(', ') : 'nothing new to mark'}`);
}
