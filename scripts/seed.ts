// npm run seed: adds the demo catalogue (idempotent: existing demo products are skipped).
import './cli-env';
import { disconnect } from '@/db';
import { seedDemo } from '@/lib/server/startup/seed';

seedDemo()
  .then(async (added) => {
    console.log(
      added
        ? `Added ${added} demo products.`
        : 'The demo catalogue is already there; nothing added.',
    );
    await disconnect();
    process.exit(0);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await disconnect().catch(() => {});
    process.exit(1);
  });
