import { readJsonObject } from '@/lib/server/http/body';
import { json } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { userWire } from '@/lib/server/http/serialize';
import { validate } from '@/lib/server/infra/validate';
import { clientAddress } from '@/lib/server/infra/client-address';
import { countRegistration } from '@/lib/server/auth/throttle';
import { createUser } from '@/lib/server/users/users';
import { registerApiSchema } from '@/lib/shared/validation/auth';

export const dynamic = 'force-dynamic';

/**
 * The site's register form posts here too. Refused input costs nothing and is not counted;
 * every attempt that gets as far as the database (and a password hash) counts against the
 * client address (429 with Retry-After past the limit).
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  {
    POST: async (request) => {
      const input = validate(registerApiSchema, await readJsonObject(request));
      await countRegistration(clientAddress(request.headers));
      const user = await createUser(input);
      return json(
        request,
        { message: 'Registration successful! Please login to continue.', user: userWire(user) },
        201,
      );
    },
  },
  { style: 'error' },
);
