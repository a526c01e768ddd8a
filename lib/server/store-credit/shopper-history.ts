import 'server-only';
// The signed-in shopper's own store credit for their account page: each phone of their orders
// the shop dealt with that has any credit history, with its balance and moves.
import type { StoreCreditHistory } from '@/lib/shared/store-credit/types';
import { requireUser, type Caller } from '@/lib/server/auth/roles';
import { readStoreCreditHistory } from './read';
import { shopperCreditPhones } from './shopper';

export async function myStoreCredit(caller: Caller | null): Promise<StoreCreditHistory[]> {
  const user = requireUser(caller);
  const histories = await Promise.all(
    (await shopperCreditPhones(user)).map((phone) => readStoreCreditHistory(phone)),
  );
  return histories.filter((h): h is StoreCreditHistory => h !== null && h.moves.length > 0);
}
