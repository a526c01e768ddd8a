import 'server-only';
import { clientIp, login, type LoginAs } from '../auth/login';
import { issueTokens } from '../auth/tokens';
import { loginSchema } from '@/lib/validation/auth';
import { readJsonObject } from './body';
import { json } from './respond';
import { userWire } from './serialize';
import { validate } from './validate';

/** user-login (customers) and superuser-login (admins): {message, access, refresh, user}. */
export function loginHandler(as: LoginAs) {
  return async (request: Request): Promise<Response> => {
    const { username, password } = validate(loginSchema, await readJsonObject(request));
    const user = await login(username, password, as, clientIp(request.headers));
    const tokens = await issueTokens(user);
    return json(request, { message: 'Login successful.', ...tokens, user: userWire(user) });
  };
}
