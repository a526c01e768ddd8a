import { loginHandler } from '@/lib/server/http/login-handler';
import { apiRoute } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

/** Admins only: a customer is sent to the Customer tab (403 with the spec's message). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  { POST: loginHandler('admin') },
  { style: 'error' },
);
