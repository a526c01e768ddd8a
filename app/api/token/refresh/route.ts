import { readRefreshToken } from '@/lib/server/http/refresh-input';
import { json } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { rotateRefreshToken } from '@/lib/server/auth/tokens';

export const dynamic = 'force-dynamic';

/** {refresh} -> {access, refresh}: the refresh token works once (rotation); reuse answers 401. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: async (request) => json(request, await rotateRefreshToken(await readRefreshToken(request))),
});
