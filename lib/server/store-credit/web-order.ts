import 'server-only';
// Store credit as part of a web order's payment: what the checkout asked to use is checked
// before the order's transaction (a signed-in shopper, a phone of theirs the shop has dealt
// with), and spent inside it, so a balance two checkouts race for pays for one of them; the
// other is refused on its store-credit choice and nothing of it is saved.
import { creditToUse } from '@/lib/shared/store-credit/rules';
import type { Caller } from '@/lib/server/auth/roles';
import type { Tx } from '@/lib/server/infra/db';
import { ConflictError, ValidationError } from '@/lib/server/infra/errors';
import { spendStoreCreditInTx } from './moves';
import { mayShopperSpend } from './shopper';

const refuse = (message: string) => new ValidationError({ store_credit: [message] });

/**
 * The paise of credit the order will spend: what the checkout showed and the shopper chose
 * (`askedPaise`), at most the order's total; 0 when none was asked. A 400 on store_credit when
 * the caller may not spend from `phone`.
 */
export async function webCreditToSpend(
  caller: Caller | null,
  a: { phone: string; askedPaise: number; totalPaise: number },
): Promise<number> {
  if (a.askedPaise === 0) return 0;
  if (!caller) throw refuse('Sign in to use your store credit.');
  if (a.phone === '') throw refuse('Enter your phone number: store credit is kept on it.');
  if (!(await mayShopperSpend(caller, a.phone))) {
    throw refuse(
      'Store credit is spent from the phone number of your earlier orders with the shop: enter that number.',
    );
  }
  return creditToUse(a.askedPaise, a.totalPaise);
}

/** Spends the order's credit in its transaction; a balance that no longer covers it is a 400. */
export async function spendOnWebOrderInTx(
  tx: Tx,
  a: { phone: string; amountPaise: number; orderId: number },
): Promise<void> {
  if (a.amountPaise === 0) return;
  try {
    await spendStoreCreditInTx(tx, a);
  } catch (error) {
    if (error instanceof ConflictError) {
      throw refuse(`${error.message} Untick store credit to order without it.`);
    }
    throw error;
  }
}
