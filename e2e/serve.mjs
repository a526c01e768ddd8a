// The server Playwright tests against: the production build on a fresh PGlite directory
// (or E2E_DATABASE_URL) with the demo catalogue and a known admin.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../scripts/lib.mjs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
const code = await startServer({
  port,
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    PUBLIC_URL: `http://localhost:${port}`,
    SEED_DEMO: 'true',
    ADMIN_USERNAME: 'e2e-admin',
    ADMIN_PASSWORD: 'e2e-admin-password',
    // The specs stand in for many shoppers from one machine, the way a local nginx would: they
    // name the client in X-Forwarded-For, so each gets its own throttles and rate limits.
    TRUSTED_PROXIES: 'loopback',
    // Backups are taken by the specs that test them, never by the schedule mid-run.
    BACKUPS: 'false',
  },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
