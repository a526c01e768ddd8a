import { loginHandler } from '@/lib/server/http/login-handler';
import { apiRoute } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

/** Customers only: an admin is sent to the Admin tab (403 with the spec's message). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  { POST: loginHandler('customer') },
  { style: 'error' },
);
