'use server';

// The shopper's ask from the order's status page: anonymous, authorised by the page's token
// alone (as "I have paid" is), counted per client address, every argument checked on the server.
import { headers } from 'next/headers';
import type { ActionResult } from '@/lib/shared/action-result';
import { clientAddress } from '@/lib/server/infra/client-address';
import { failureFrom } from '@/lib/server/infra/action-failure';
import { askReturn } from '@/lib/server/returns/ask';

export type AskReturnResult = ActionResult<{ returnId: number }>;

/** Records the shopper's exchange or return; the status page then shows where it stands. */
export async function askReturnAction(token: unknown, input: unknown): Promise<AskReturnResult> {
  try {
    const { returnId } = await askReturn(
      typeof token === 'string' ? token : '',
      input,
      clientAddress(await headers()),
    );
    return { ok: true, returnId };
  } catch (error) {
    return failureFrom(error, 'Could not send your request. Please try again.', 'return ask');
  }
}
