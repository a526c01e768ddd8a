// Types for tests/unit/bundle-budget.test.ts (the script itself is plain Node, run before tsc).
export interface RouteSize {
  route: string;
  files: string[];
  bytes: number;
}
export const STOREFRONT_ROUTES: string[];
export const BUDGETS_KB: Record<string, number>;
export function routeOfAppPath(appPath: string): string | null;
export function readClientReferenceManifest(
  source: string,
  appPath: string,
): { entryJSFiles: Record<string, string[]> };
export function firstLoadFiles(
  buildManifest: { rootMainFiles?: string[] },
  rscEntry: { entryJSFiles: Record<string, string[]> },
): string[];
export function gzippedBytes(buffer: Buffer): number;
export function measureRoutes(distDir: string, routes?: string[]): RouteSize[];
export function kb(bytes: number): number;
export function judge(
  rows: RouteSize[],
  budgets?: Record<string, number>,
): { table: Record<string, string | number>[]; over: RouteSize[] };
