import { readJsonObject } from '@/lib/server/api/body';
import { json } from '@/lib/server/api/respond';
import { apiRoute } from '@/lib/server/api/route';
import { userWire } from '@/lib/server/api/serialize';
import { validate } from '@/lib/server/api/validate';
import { createUser } from '@/lib/server/users';
import { registerApiSchema } from '@/lib/validation/auth';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  {
    POST: async (request) => {
      const input = validate(registerApiSchema, await readJsonObject(request));
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
