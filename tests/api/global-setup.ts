import type { TestProject } from 'vitest/node';
import { createTestDatabase } from '../support/postgres';
import { removeDir, startTestServer, tempDataDir } from '../support/test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dbKind: 'pglite' | 'postgres';
    dataDir: string;
  }
}

/** One production server per API run, on PGlite (default) or PostgreSQL (TEST_DB=postgres). */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const dataDir = tempDataDir(`api-${kind}`);
  const database = kind === 'postgres' ? await createTestDatabase('api') : null;
  const server = await startTestServer({
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url,
    SEED_DEMO: 'false',
  });
  project.provide('baseUrl', server.url);
  project.provide('dbKind', kind);
  project.provide('dataDir', dataDir);
  console.log(`[api tests] server on ${server.url} with ${kind}`);
  return async () => {
    await server.stop();
    await database?.drop();
    removeDir(dataDir);
  };
}
