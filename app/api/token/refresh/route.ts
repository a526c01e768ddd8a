import { readRefreshToken } from '@/lib/server/api/refresh-input';
import { json } from '@/lib/server/api/respond';
import { apiRoute } from '@/lib/server/api/route';
import { rotateRefreshToken } from '@/lib/server/auth/tokens';

export const dynamic = 'force-dynamic';

/** {refresh} -> {access, refresh}: the refresh token works once (rotation); reuse answers 401. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: async (request) => json(request, await rotateRefreshToken(await readRefreshToken(request))),
});
