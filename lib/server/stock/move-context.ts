import 'server-only';
// The context of a stock move an admin makes (the product form, ±n, bulk edit, the import): the
// reason and the admin's id for the ledger's "who". The demo seed's caller is no user (id 0), so
// its rows name nobody.
import { isDbId } from '@/lib/shared/ids';
import type { StockReason } from '@/lib/shared/stock/ledger-reasons';
import type { Caller } from '@/lib/server/auth/roles';
import type { StockMoveContext } from './ledger';

export const adminMove = (caller: Caller, reason: StockReason): StockMoveContext => ({
  reason,
  adminId: isDbId(caller.id) ? caller.id : null,
});
