import { productWindowLine } from '@/lib/shared/returns/window';
import { getShopSettings } from '@/lib/server/settings';

/**
 * The product page's one line about the shop's return window ("Exchange or return within 7 days
 * of delivery or pickup.", or that this kind never comes back); nothing when the shop takes no
 * returns online. Server-rendered from the kept settings: no extra read per page.
 */
export async function ReturnWindowNote({ kind }: { kind: string }) {
  const line = productWindowLine(await getShopSettings(), kind);
  if (!line) return null;
  return (
    <p className="text-sm text-muted" data-testid="return-window-note">
      {line}
    </p>
  );
}
