import 'server-only';
import { currentConnection } from '@/db';
import { ensureAdmin } from '@/lib/server/users/admin-bootstrap';
import { startCatalogueBus } from '@/lib/server/infra/catalogue-bus';
import { database } from '@/lib/server/infra/db';
import { edgeServerRunning, installEdge } from '@/lib/server/edge';
import { env } from '@/lib/server/infra/env';
import { seedDemoIfFirstStart } from '@/lib/server/startup/seed';
import { uploadsDir } from '@/lib/server/infra/storage';
import { sweepOrphanUploads } from '@/lib/server/infra/storage/sweep';
import { startBackups } from '@/lib/server/backups/schedule';

/**
 * Runs once when the server starts (instrumentation.ts): validate config, give the HTTP server
 * its edge (lib/server/edge: cache hits, socket addresses), open and migrate the database
 * (taking the PGlite lock), hear other servers' catalogue writes (PostgreSQL), create the admin,
 * seed the demo on first start, schedule the daily backup, and close the database cleanly on
 * SIGINT/SIGTERM.
 */
export async function startApp(): Promise<void> {
  try {
    const config = env();
    installEdge();
    if (config.NODE_ENV === 'production' && !config.VERCEL && !edgeServerRunning())
      console.warn(
        '[start] not started through server.mjs (npm start does): pages are not kept in memory and client addresses are unknown to the login and order limits.',
      );
    await database();
    if (config.DATABASE_URL) {
      await startCatalogueBus(config.DATABASE_URL);
      if (config.AUTH_SECRET_SOURCE !== 'env')
        console.warn(
          '[start] AUTH_SECRET is not set: this server made its own, so its logins hold only here. With several servers, give them all the same AUTH_SECRET (docs/deploy.md).',
        );
    }
    installShutdownHandlers();
    if (!config.UPLOADTHING_TOKEN) {
      const grace = config.DATABASE_URL ? 60 * 60 * 1000 : 0;
      const swept = await sweepOrphanUploads(uploadsDir(config.DATA_DIR), grace);
      if (swept > 0)
        console.log(`[start] removed ${swept} image file(s) left by interrupted writes`);
    }
    // Several servers may start together on one PostgreSQL: one seeds and creates the admin
    // while the others wait, then find both done.
    const connection = await currentConnection();
    const { seeded, admin } = await connection!.alone(async () => ({
      seeded: await seedDemoIfFirstStart(),
      admin: await ensureAdmin(),
    }));
    if (seeded > 0) console.log(`[start] seeded the demo catalogue: ${seeded} products`);
    await startBackups(config);
    const where = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
    console.log(
      `[start] database: ${config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`}`,
    );
    if (admin?.password) {
      console.log(
        `[start] admin login: ${where}/login (Admin tab) username "${admin.username}" password "${admin.password}"`,
      );
    } else if (admin) {
      console.log(
        `[start] admin login: ${where}/login (Admin tab) as "${admin.username}" (password from ADMIN_PASSWORD)`,
      );
    }
  } catch (error) {
    console.error(`\n[start] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

let installed = false;

function installShutdownHandlers(): void {
  if (installed) return;
  installed = true;
  // Next's own handlers exit at once; ours close the database first (CHECKPOINT, close,
  // release the lock), then exit with the conventional code.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => {
      const code = signal === 'SIGINT' ? 130 : 143;
      const timer = setTimeout(() => process.exit(code), 10_000);
      void (async () => {
        try {
          await (await currentConnection())?.close();
          console.log(`[stop] ${signal}: database closed cleanly`);
        } catch (error) {
          console.error('[stop] could not close the database cleanly', error);
        } finally {
          clearTimeout(timer);
          process.exit(code);
        }
      })();
    });
  }
}
