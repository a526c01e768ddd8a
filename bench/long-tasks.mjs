// The longest main-thread tasks of a Lighthouse run and what ran in them, source-mapped: the
// trace's own events (script evaluation, function calls with their positions, timers, layout…)
// grouped under each long task by where their time went. Lighthouse's trace parser finds the
// page's main thread and builds the task tree (its MainThreadTasks, the one its own audits use).
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';

/** Events that name what script ran; everything under one of them counts for it. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
]);

const short = (url) => {
  try {
    const { pathname } = new URL(url);
    return pathname.split('/').pop() || pathname;
  } catch {
    return url || '(inline)';
  }
};

/** What one script event ran, in words, mapped through the source maps where they reach. */
function describe(event, maps) {
  const data = event.args?.data ?? {};
  if (event.name === 'FunctionCall') {
    const at = maps.position(data.url, data.lineNumber, data.columnNumber);
    const name = at?.name || data.functionName || '(anonymous)';
    return at ? `${name} (${at.source}:${at.line})` : `${name} (${short(data.url)})`;
  }
  if (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule') {
    const url = data.url ?? event.args?.data?.url;
    const parts = maps.contents(url);
    const what = parts ? `${parts.slice(0, 3).join(', ')}${parts.length > 3 ? ', …' : ''}` : '';
    return `evaluate ${short(url)}${what ? ` [${what}]` : ''}`;
  }
  if (event.name === 'EventDispatch') return `event ${data.type ?? ''}`.trim();
  if (event.name === 'TimerFire') return 'timer';
  if (event.name === 'FireAnimationFrame') return 'animation frame';
  if (event.name === 'FireIdleCallback') return 'idle callback';
  return 'microtasks';
}

/** Adds each node's own time to the script event it ran under, or to its kind of work. */
function attribute(node, label, times, maps) {
  const own = !label && SCRIPT_EVENTS.has(node.event.name) ? describe(node.event, maps) : label;
  const key = own ?? node.group.label;
  times.set(key, (times.get(key) ?? 0) + node.selfTime);
  for (const child of node.children) attribute(child, own, times, maps);
}

/**
 * The `count` longest top-level tasks of a run: when they started (ms after navigation), how long
 * they took as observed and as Lighthouse's simulation counts them (× its CPU slowdown), and
 * the three things that took most of each.
 */
export async function longTasks(artifacts, lhr, maps, count = 3) {
  const tasks = await MainThreadTasks.request(artifacts.Trace, { computedCache: new Map() });
  const settings = lhr.configSettings;
  const slowdown =
    settings.throttlingMethod === 'simulate' ? settings.throttling.cpuSlowdownMultiplier : 1;
  return tasks
    .filter((task) => !task.parent)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count)
    .map((task) => {
      const times = new Map();
      attribute(task, undefined, times, maps);
      const ran = [...times]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([what, ms]) => ({ what, ms: Math.round(ms * slowdown) }));
      return {
        startMs: Math.round(task.startTime),
        observedMs: Math.round(task.duration),
        ms: Math.round(task.duration * slowdown),
        ran,
      };
    });
}

/** One line per task: "312 ms at 4× CPU (78 observed) at 1,204 ms: a 180 ms, b 60 ms, c 20 ms". */
export function formatTask(task, slowdownLabel) {
  const ran = task.ran.map((r) => `${r.what} ${r.ms} ms`).join('; ');
  return `${task.ms} ms${slowdownLabel} (${task.observedMs} observed) at ${task.startMs} ms: ${ran}`;
}
