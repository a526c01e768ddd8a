// Types for tests/unit/compile-hints.test.ts (the script itself is plain Node, run after next build).
export const HINT: string;
export const MIN_BYTES: number;
export function chunksToHint(distDir: string, minBytes?: number): string[];
export function shiftSourceMap<T extends { mappings?: string; sections?: unknown[] }>(map: T): T;
export function addCompileHints(distDir: string, minBytes?: number): string[];
export function sourceMapFile(script: string, text?: string): string | null;
