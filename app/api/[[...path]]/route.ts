import { apiRoute } from '@/lib/server/http/route';
import { NotFoundError } from '@/lib/server/infra/errors';

export const dynamic = 'force-dynamic';

/** Any other /api path: a JSON 404 with CORS headers, never Next's HTML page. */
const notFound = async (): Promise<Response> => {
  throw new NotFoundError();
};

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: notFound,
  POST: notFound,
  PUT: notFound,
  PATCH: notFound,
  DELETE: notFound,
});
