// What the inbox's server actions answer: typed, safe to show, no stack traces.
import type { OrderStatus } from '@/lib/shared/orders/status';

export type OrderActionResult =
  | { ok: true; number: string; status: OrderStatus; paid: boolean }
  | {
      ok: false;
      /** The server's message (safe to show). */
      message: string;
      /** The stock's refusal of a confirm names each short line ("Only 1 left of …"). */
      lines: string[];
      /** 400, 401, 403, 404, 409, 500, … */
      status: number;
    };
