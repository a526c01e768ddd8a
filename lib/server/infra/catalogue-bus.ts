import 'server-only';
import { bumpCatalogueVersion, setOtherWritesUnheard } from '@/lib/server/infra/catalogue-version';

// How an app server hears of catalogue writes made by the others (docs/deploy.md). A trigger on the
// catalogue tables (migration 0004) sends NOTIFY on commit; each server LISTENs on one dedicated
// connection of its own and moves its catalogue version when told. While that connection is down
// nothing derived from the catalogue is reused (catalogue-version.ts); once it listens again,
// everything counts as changed, because writes may have been missed meanwhile.
// Only on PostgreSQL: PGlite is one process, whose own writes already move the version.

export const CATALOGUE_CHANNEL = 'shop_catalogue';
/** Named so an operator (or a test) can find the connection in pg_stat_activity. */
export const BUS_APPLICATION_NAME = 'shop-catalogue-bus';
const RETRY_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];

const startedKey = Symbol.for('shop.catalogue.bus');
type Holder = { [startedKey]?: boolean };

export async function startCatalogueBus(databaseUrl: string): Promise<void> {
  const holder = globalThis as Holder;
  if (holder[startedKey]) return;
  holder[startedKey] = true;
  setOtherWritesUnheard(true);

  const { default: postgres } = await import('postgres');
  let attempt = 0;
  let heard = false;
  let connecting = false;
  let retry: NodeJS.Timeout | undefined;

  // onnotify is the hook postgres.js's own listen() uses; its types leave it out.
  const options: Parameters<typeof postgres>[1] & { onnotify: (channel: string) => void } = {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    connect_timeout: 5,
    fetch_types: false,
    onnotice: () => {},
    connection: { application_name: BUS_APPLICATION_NAME },
    onnotify(channel) {
      if (channel === CATALOGUE_CHANNEL) bumpCatalogueVersion();
    },
    onclose() {
      setOtherWritesUnheard(true);
      if (heard)
        console.warn('[catalogue] lost the change feed; caches are bypassed until it is back');
      heard = false;
      listenLater();
    },
  };
  const client = postgres(databaseUrl, options);

  /** One pending retry at most, backing off while the database stays away. */
  function listenLater(): void {
    if (retry) return;
    const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, delay);
    retry.unref();
  }

  async function listen(): Promise<void> {
    if (connecting) return;
    connecting = true;
    try {
      await client.unsafe(`listen ${CATALOGUE_CHANNEL}`);
      attempt = 0;
      heard = true;
      setOtherWritesUnheard(false);
    } catch {
      listenLater();
    } finally {
      connecting = false;
    }
  }

  await listen();
}
