// npm run seed: adds the demo catalogue (idempotent: existing demo products are skipped).
import { runScript } from './cli-env';
import { seedDemo } from '@/lib/server/startup/seed';

runScript(async () => {
  const added = await seedDemo();
  console.log(
    added ? `Added ${added} demo products.` : 'The demo catalogue is already there; nothing added.',
  );
  return 0;
});
