// Types for tests/unit/lighthouse-sitting.test.ts (the module itself is plain Node).
export interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  benchmarkIndex: number;
}
export interface SiteResult {
  site: string;
  runs: RunMetrics[];
  medians: RunMetrics;
  warmUpIndex: number;
}
export function metricsOf(lhr: unknown): RunMetrics;
export function median(values: number[]): number;
export function medians<T extends object>(runs: T[], keys?: (keyof T)[]): T;
export function indexRange(indexes: number[]): { min: number; max: number; halved: boolean };
export function halvingNote(indexes: number[]): string | null;
export function headline(result: SiteResult): string;
export function describeResult(page: string, result: SiteResult): string;
export function sittingTable(sitting: {
  pages: { page: string; results: SiteResult[] }[];
  sites: string[];
  runs: number;
  date: string;
}): string;
