// npm run seed:history -- [--products 10000] [--lines 200000] [--days 365] [--seed 48]
// Adds a seeded year of web and counter sales to the database (scripts/seed-history.sim.ts):
// new products with stock per size, their orders, returns and stock ledger, ending now. The same
// seed gives the same history. Run with the server stopped when the database is PGlite.
import { runScript } from './cli-env';
import { simulateHistory } from './seed-history.sim';
import { writeHistory } from './seed-history.write';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number.`);
  return value;
}

runScript(async () => {
  const products = option('products', 300);
  const lines = option('lines', 6000);
  const days = option('days', 365);
  const seed = option('seed', 48);
  const { connect } = await import('@/db');
  const { readEnv } = await import('@/lib/server/infra/env-core');
  const conn = await connect(readEnv(process.env));
  await conn.migrate();
  const started = Date.now();
  const history = simulateHistory({ products, lines, days, seed });
  const simulated = Date.now();
  const written = await writeHistory(conn.db, history);
  // The sales report's summary of closed days is stale now that the past has new sales: cleared,
  // it is summed again on the next report (lib/server/reports/sales-days.ts).
  const { sql } = await import('drizzle-orm');
  await conn.db.execute(sql`delete from sales_days`);
  await conn.db.execute(sql`delete from sales_day_totals`);
  console.log(
    `Added ${products} products, ${written.orders} orders, ${written.lines} order lines and ` +
      `${written.ledger} ledger rows over ${days} days (seed ${seed}): simulated in ` +
      `${simulated - started} ms, written in ${Date.now() - simulated} ms.`,
  );
  return 0;
});
