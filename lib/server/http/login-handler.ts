import 'server-only';
import { login, type LoginAs } from '@/lib/server/auth/login';
import { clientAddress } from '@/lib/server/infra/client-address';
import { issueTokens } from '@/lib/server/auth/tokens';
import { loginSchema } from '@/lib/shared/validation/auth';
import { readJsonObject } from '@/lib/server/http/body';
import { json } from '@/lib/server/http/respond';
import { userWire } from '@/lib/server/http/serialize';
import { validate } from '@/lib/server/infra/validate';

/** user-login (customers) and superuser-login (admins): {message, access, refresh, user}. */
export function loginHandler(as: LoginAs) {
  return async (request: Request): Promise<Response> => {
    const { username, password } = validate(loginSchema, await readJsonObject(request));
    const user = await login(username, password, as, clientAddress(request.headers));
    const tokens = await issueTokens(user);
    return json(request, { message: 'Login successful.', ...tokens, user: userWire(user) });
  };
}
