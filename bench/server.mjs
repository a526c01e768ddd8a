// The production server the bench scripts measure (server.mjs, started as npm start starts it),
// waited for until /api/health/ answers. Plain Node, like the scripts that use it.
import { spawn } from 'node:child_process';
import { root, serverCommand } from '../scripts/lib.mjs';

/**
 * Starts the built app on `port` (bound to `bind` when given, else every address) with `env`
 * over the production defaults; resolves once it is healthy.
 */
export async function startProductionServer({ port, bind, env = {}, stdio = 'ignore' }) {
  const { command, args, env: fullEnv } = serverCommand({ port, hostname: bind, env });
  const child = spawn(command, args, { cwd: root, env: fullEnv, stdio });
  const url = `http://${bind ?? 'localhost'}:${port}`;
  for (let i = 0; i < 600 && !(await fetch(`${url}/api/health/`).catch(() => null))?.ok; i++) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before it was healthy`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
