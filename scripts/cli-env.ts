// Loads .env files the way `next start` does, so scripts see the same configuration, and runs a
// script's main() the one way: exit with its code, the database disconnected either way.
import nextEnv from '@next/env';

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

/** Runs `main`, disconnects and exits with its code; a failure prints its message and exits 1. */
export function runScript(main: () => Promise<number>): void {
  // Imported here, not above: the database module must read the configuration loaded above.
  const disconnect = async () => (await import('@/db')).disconnect();
  main()
    .then(async (code) => {
      await disconnect();
      process.exit(code);
    })
    .catch(async (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      await disconnect().catch(() => {});
      process.exit(1);
    });
}
