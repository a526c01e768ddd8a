// Lighthouse's CPU slowdown, calibrated to the machine it runs on. Lighthouse multiplies the
// observed main-thread time by a constant 4, which turns a high-end desktop (benchmark index
// ~1,533) into a mid-tier phone. This machine's index swings between sittings (1,076–1,911 seen),
// so the same 4× emulated a faster phone in one sitting and a slower one in the next. Lighthouse's
// documentation (docs/throttling.md, "Calibrating the CPU slowdown") asks for the multiplier to be
// chosen from the index; its calculator maps the index onto the same phone piece by piece:
// 150 → 1×, 800 → 2×, 1,300 → 3×, 1,533 → 4×, 2,000 → 6×.
//
// In simulated throttling (Lighthouse's default) the page loads unthrottled and the slowdown is
// applied when the trace is audited, so one load can be audited at 4× and at the calibrated
// multiplier: the two readings differ only in the phone they emulate, never in the load.
import { auditFlowArtifacts } from 'lighthouse';

/** The points of Lighthouse's calculator: [benchmark index, slowdown]; linear in between. */
const POINTS = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/**
 * The slowdown that makes a machine of `benchmarkIndex` emulate the phone Lighthouse's default
 * emulates on a high-end desktop, rounded to a tenth. Slower machines than a 150 get 1× (no
 * slowdown); faster ones than 1,533 follow the last line on (233 index points per 1×).
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`not a benchmark index: ${benchmarkIndex}`);
  if (benchmarkIndex <= POINTS[0][0]) return 1;
  const upper = POINTS.findIndex(([index]) => benchmarkIndex <= index);
  const [[x0, y0], [x1, y1]] = upper === -1 ? POINTS.slice(-2) : [POINTS[upper - 1], POINTS[upper]];
  return Math.round((y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0)) * 10) / 10;
}

/**
 * Audits a run's artifacts again at another CPU slowdown, with every other setting as gathered.
 * Resolves with the new report (LHR).
 */
export async function auditAtSlowdown(artifacts, slowdown) {
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown };
  const { steps } = await auditFlowArtifacts({
    name: `at ${slowdown}× CPU`,
    gatherSteps: [
      {
        artifacts: { ...artifacts, settings: { ...artifacts.settings, throttling } },
        flags: { throttling },
      },
    ],
  });
  return steps[0].lhr;
}
