import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, HINT, shiftSourceMap } from '../../scripts/compile-hints.mjs';

// The compile hint goes on the large chunks every page loads first, once, and the chunk's source
// map follows the line it gained, so profiles still name the right source line.

let dist = '';
const chunkPath = (name: string) => path.join(dist, 'static', 'chunks', name);
const read = (name: string) => readFileSync(chunkPath(name), 'utf8');

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  const big = `var reactDom = "${'x'.repeat(2000)}";\nfunction render() {}\n`;
  writeFileSync(chunkPath('react-dom.js'), `${big}//# sourceMappingURL=react-dom.js.map`);
  // Line 2, column 0 of the chunk came from line 10 of react-dom-client.js.
  writeFileSync(
    chunkPath('react-dom.js.map'),
    JSON.stringify({
      version: 3,
      sources: ['react-dom-client.js'],
      names: [],
      mappings: 'AAAA;AASA',
    }),
  );
  writeFileSync(chunkPath('runtime.js'), 'var runtime = 1;');
  writeFileSync(chunkPath('lazy-dialog.js'), `var dialog = "${'y'.repeat(2000)}";`);
  writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({
      rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/runtime.js'],
      polyfillFiles: [],
    }),
  );
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('addCompileHints', () => {
  it('marks the large start-up chunks only: not the small ones, not the chunks loaded later', () => {
    expect(addCompileHints(dist, 1024)).toEqual(['static/chunks/react-dom.js']);
    expect(read('react-dom.js').startsWith(HINT)).toBe(true);
    expect(read('runtime.js')).toBe('var runtime = 1;');
    expect(read('lazy-dialog.js').startsWith(HINT)).toBe(false);
  });

  it('marks a chunk once however often it runs', () => {
    addCompileHints(dist, 1024);
    const once = read('react-dom.js');
    expect(addCompileHints(dist, 1024)).toEqual([]);
    expect(read('react-dom.js')).toBe(once);
    expect(once.split(HINT)).toHaveLength(2);
  });

  it('moves the source map down the line the hint added', () => {
    addCompileHints(dist, 1024);
    const map = new TraceMap(readFileSync(chunkPath('react-dom.js.map'), 'utf8'));
    // `function render` was on line 2 and is now on line 3.
    expect(read('react-dom.js').split('\n')[2]).toBe('function render() {}');
    expect(originalPositionFor(map, { line: 3, column: 0 })).toMatchObject({
      source: 'react-dom-client.js',
      line: 10,
    });
    expect(originalPositionFor(map, { line: 1, column: 0 }).source).toBeNull();
  });

  it('moves every section of an indexed source map', () => {
    const shifted = shiftSourceMap({
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: { version: 3, mappings: 'AAAA' } },
        { offset: { line: 40, column: 0 }, map: { version: 3, mappings: 'AAAA' } },
      ],
    });
    expect(shifted.sections.map((s) => s.offset.line)).toEqual([1, 41]);
  });
});
