// The RSC flight data of the listing pages stays within its budgets (scripts/flight-budget.mjs):
// a server of its own with the demo catalogue (the shared API server starts empty and other
// files add products as they go), so the pages hold what they held when the budgets were set.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  FLIGHT_BUDGETS,
  LISTING_PAGES,
  judgeFlight,
  measurePage,
  type PageFlight,
} from '../../scripts/flight-budget.mjs';
import { navigate } from '../support/navigate';
import { createTestDatabase } from '../support/postgres';
import {
  removeDir,
  startTestServer,
  tempDataDir,
  type RunningServer,
} from '../support/test-server';

let server: RunningServer;
let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;

beforeAll(async () => {
  dataDir = tempDataDir('api-flight');
  if (inject('dbKind') === 'postgres') database = await createTestDatabase('flight');
  server = await startTestServer({
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url,
    SEED_DEMO: 'true',
  });
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  removeDir(dataDir);
});

describe('flight budgets of the listing pages (demo catalogue)', () => {
  it('keeps every listing page and every card within its flight budget', async () => {
    const measured: (PageFlight & { page: string })[] = [];
    for (const page of LISTING_PAGES) {
      const answer = await navigate(server.url + page);
      expect(answer.status, page).toBe(200);
      measured.push({ page, ...measurePage(answer.html) });
    }
    const { table, over } = judgeFlight(measured, FLIGHT_BUDGETS);
    console.table(table);
    for (const m of measured) {
      // Every card of the HTML is found in the flight, or the per-card numbers would miss some.
      expect(m.htmlCards, m.page).toBeGreaterThan(0);
      expect(m.cards.length, m.page).toBe(m.htmlCards);
    }
    expect(over).toEqual([]);
  });
});
