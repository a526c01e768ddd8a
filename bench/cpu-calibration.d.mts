/** The CPU slowdown that makes a machine of this Lighthouse benchmark index emulate Lighthouse's phone. */
export function calibratedSlowdown(benchmarkIndex: number): number;
/** Audits a Lighthouse run's artifacts again at another CPU slowdown; resolves with the report. */
export function auditAtSlowdown(artifacts: unknown, slowdown: number): Promise<unknown>;
