import { reorderDaysOf } from '@/lib/shared/reorder/rules';
import { SHOP_TIME_ZONE } from '@/lib/shared/shop';
import { adminRoute, answerAsText } from '@/lib/server/http/admin-route';
import { reorderCsv } from '@/lib/server/reorder/csv';
import { toOrderByBrand } from '@/lib/server/reorder/read';
import { getShopSettings } from '@/lib/server/settings';

// The supplier's list: every size to order with its quantity, grouped by brand, as the reorder
// page works them out. Admins only (adminRoute asks, and the data layer again), never cached.
export const dynamic = 'force-dynamic';

export const GET = adminRoute({
  name: 'reorder export',
  fallback: 'The export failed. Please try again.',
  failure: answerAsText,
  handle: async (_request, caller) => {
    const rows = await toOrderByBrand(caller, { days: reorderDaysOf(await getShopSettings()) });
    const day = new Date().toLocaleDateString('en-CA', { timeZone: SHOP_TIME_ZONE });
    return new Response(reorderCsv(rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="reorder-${day}.csv"`,
      },
    });
  },
});
