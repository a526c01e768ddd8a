// A real database for the reorder figures' tests, in this process: PGlite in a temporary folder,
// or a fresh PostgreSQL database with TEST_DB=postgres; an admin to ask as; histories written
// with the seed script's bulk writer (scripts/seed-history.write.ts).
import { withInProcessDatabase } from './in-process-db';

export let caller: { id: number; username: string; isSuperuser: boolean };
type Modules = Awaited<ReturnType<typeof load>>;
export let m: Modules;

async function load() {
  const [db, read, csv, writer, sim] = await Promise.all([
    import('@/lib/server/infra/db'),
    import('@/lib/server/reorder/read'),
    import('@/lib/server/reorder/csv'),
    import('../../scripts/seed-history.write'),
    import('../../scripts/seed-history.sim'),
  ]);
  return { db, read, csv, writer, sim };
}

/** A moment in the shop's time zone: at('2026-03-15', '12:00'). */
export const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);

/** Opens the database before the file's tests and drops it after. */
export function withReorderDatabase() {
  withInProcessDatabase('reorder', async () => {
    m = await load();
    caller = { id: 1, username: 'owner', isSuperuser: true };
  });
}
