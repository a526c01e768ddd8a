// What the admin's server actions answer: typed, no passwords, no stack traces.

export type FieldErrors = Record<string, string[]>;

export type SaveResult =
  | { ok: true; id: number }
  | {
      ok: false;
      /** The server's detail (safe to show) or the spec's fallback message. */
      message: string;
      /** Per-field messages when the input was refused (HTTP 400 in the API). */
      fieldErrors: FieldErrors;
      /** 400, 401, 403, 404, 413, 500, ... */
      status: number;
    };

export type ToggleResult =
  { ok: true; available: boolean } | { ok: false; message: string; status: number };

/** The list's ±1 on one size: the size's new count and the product's new total. */
export type SizeStockResult =
  | { ok: true; size: string; count: number; total: number }
  | { ok: false; message: string; status: number };
