// Types for what TypeScript code takes from scripts/lib.mjs (the test servers).
export declare const KEEP_ALIVE_MS: number;
