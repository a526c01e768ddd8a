import 'server-only';
import { DomainError, NotAuthenticatedError } from '@/lib/server/infra/errors';
import { verifyCredentials, type User } from '@/lib/server/users/users';
import { assertNotThrottled, clearFailures, recordFailure, throttleKeys } from './throttle';

export type LoginAs = 'customer' | 'admin';

export const LOGIN_MESSAGES = {
  invalid: 'Invalid username or password.',
  adminOnCustomerTab: 'Admins must use the Admin login. Please switch to the Admin tab.',
  customerOnAdminTab: 'Only admins can use this login. Please use the Customer tab.',
} as const;

/** A refused login; `status` is 401 (or 403 for the wrong tab). Its message is safe to show. */
export class LoginError extends DomainError {}

/**
 * The one login check, used by the API (user-login, superuser-login) and the site's session
 * login: throttling, constant-time credentials, and the tab rule of docs/product.md §6.
 */
export async function login(
  username: string,
  password: string,
  as: LoginAs,
  ip: string | null,
): Promise<User> {
  const keys = throttleKeys(username, ip);
  await assertNotThrottled(keys);
  const user = await verifyCredentials(username, password);
  if (!user) {
    await recordFailure(keys);
    throw new NotAuthenticatedError(LOGIN_MESSAGES.invalid);
  }
  await clearFailures(keys);
  if (as === 'customer' && user.isSuperuser)
    throw new LoginError(LOGIN_MESSAGES.adminOnCustomerTab, 403);
  if (as === 'admin' && !user.isSuperuser)
    throw new LoginError(LOGIN_MESSAGES.customerOnAdminTab, 403);
  return user;
}
