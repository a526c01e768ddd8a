'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/shared/validation/zod';
import type { ActionResult } from '@/lib/shared/action-result';
import { adminAction } from '@/lib/server/admin/admin-action';
import {
  acceptReturn,
  declineReturn,
  openReturn,
  receiveReturn,
  settleReturn,
} from '@/lib/server/returns';

// The order page's returns panel: each step hands its input to the data layer, which checks the
// caller and parses with the owner's contracts (lib/shared/returns/owner-*.ts). A refusal because
// the page was behind (another tap moved the request on) redraws it.
const refresh = () => {
  revalidatePath('/admin/orders/[number]', 'page');
  revalidatePath('/orders/[token]', 'page');
};
const id = z.unknown();

export const openReturnAction: (
  orderNumber: string,
  input: unknown,
) => Promise<ActionResult<{ returnId: number }>> = adminAction({
  name: 'open a return',
  fallback: 'Could not open the return.',
  args: z.tuple([z.string().max(40), z.unknown()]),
  run: async (caller, [number, input]) => ({
    ok: true as const,
    ...(await openReturn(caller, number, input)),
  }),
  refresh,
  refreshAfter: [409],
});

export const acceptReturnAction: (returnId: unknown) => Promise<ActionResult> = adminAction({
  name: 'accept a return',
  fallback: 'Could not accept the request.',
  args: z.tuple([id]),
  run: async (caller, [returnId]) => {
    await acceptReturn(caller, returnId);
    return { ok: true as const };
  },
  refresh,
  refreshAfter: [404, 409],
});

export const declineReturnAction: (returnId: unknown, input: unknown) => Promise<ActionResult> =
  adminAction({
    name: 'decline a return',
    fallback: 'Could not decline the request.',
    args: z.tuple([id, z.unknown()]),
    run: async (caller, [returnId, input]) => {
      await declineReturn(caller, returnId, input);
      return { ok: true as const };
    },
    refresh,
    refreshAfter: [404, 409],
  });

export const receiveReturnAction: (
  returnId: unknown,
  input: unknown,
) => Promise<
  ActionResult<{
    creditNoteNumber: string | null;
    exchangeInvoiceNumber: string | null;
    done: boolean;
  }>
> = adminAction({
  name: 'receive a return',
  fallback: 'Could not mark the pieces received.',
  args: z.tuple([id, z.unknown()]),
  run: async (caller, [returnId, input]) => ({
    ok: true as const,
    ...(await receiveReturn(caller, returnId, input)),
  }),
  refresh,
  refreshAfter: [404, 409],
});

export const settleReturnAction: (
  returnId: unknown,
  input: unknown,
) => Promise<
  ActionResult<{ refundedPaise: number; collectedPaise: number; creditBalancePaise: number | null }>
> = adminAction({
  name: 'settle a return',
  fallback: 'Could not settle the request.',
  args: z.tuple([id, z.unknown()]),
  run: async (caller, [returnId, input]) => ({
    ok: true as const,
    ...(await settleReturn(caller, returnId, input)),
  }),
  refresh,
  refreshAfter: [404, 409],
});
