import { readRefreshToken } from '@/lib/server/http/refresh-input';
import { noContent } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { revokeRefreshToken } from '@/lib/server/auth/tokens';

export const dynamic = 'force-dynamic';

/** {refresh} -> 204: that refresh token stops working. An unknown token is not an error. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: async (request) => {
    await revokeRefreshToken(await readRefreshToken(request));
    return noContent(request);
  },
});
