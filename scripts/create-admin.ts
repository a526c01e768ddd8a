// npm run create-admin -- --username U --password P [--email E]
// Creates that superuser, or makes an existing user a superuser with this password.
import { runScript } from './cli-env';
import { parseArgs } from 'node:util';
import { upsertSuperuser } from '@/lib/server/users/users';

const usage = 'usage: npm run create-admin -- --username NAME --password SECRET [--email EMAIL]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      email: { type: 'string' },
    },
    strict: true,
  });
  const username = values.username?.trim();
  const password = values.password;
  if (!username || username.length < 3) {
    console.error(`--username is required (at least 3 characters)\n${usage}`);
    return 2;
  }
  if (!password || password.length < 6) {
    console.error(`--password is required (at least 6 characters)\n${usage}`);
    return 2;
  }
  const { created } = await upsertSuperuser({ username, password, email: values.email ?? null });
  console.log(
    `${created ? 'Created' : 'Updated'} superuser "${username}". Log in at /login (Admin tab).`,
  );
  return 0;
}

runScript(main);
