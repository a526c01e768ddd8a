import 'server-only';
// A session cookie that does not decrypt (forged, cut, or sealed with another AUTH_SECRET) is
// no session: the visitor is simply signed out. Its error says nothing about the server, so
// it is written as one line, at most once a minute, with how many more came meanwhile, instead
// of a stack trace per request that anyone could fill the log with.

const QUIET_MS = 60_000;

/** Whether next-auth's session error is a cookie jose could not open (its errors' codes). */
export function isUnreadableCookie(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^ERR_JW[ETS]_/.test(code);
}

export interface QuietLog {
  /** Writes the line now, or counts it for the next one while the last is under a minute old. */
  note(error: unknown, now?: number): void;
}

export function quietLog(write: (line: string) => void): QuietLog {
  let last = -Infinity;
  let skipped = 0;
  return {
    note(error, now = Date.now()) {
      if (now - last < QUIET_MS) {
        skipped += 1;
        return;
      }
      const code = (error as { code?: unknown } | null)?.code;
      const reason =
        error instanceof Error
          ? `${typeof code === 'string' ? code : error.name}: ${error.message}`
          : String(error ?? 'unknown');
      const more = skipped ? ` (${skipped} more since the last such line)` : '';
      write(
        `[auth] a session cookie that does not decrypt was ignored (${reason.replace(/\s+/g, ' ').slice(0, 120)})${more}`,
      );
      last = now;
      skipped = 0;
    },
  };
}

// One per process, whichever of the app's bundles (pages, route handlers) reads the cookie.
const logKey = Symbol.for('shop.auth.unreadable-session-log');
type Holder = { [logKey]?: QuietLog };

/** The server's one log of unreadable session cookies. */
export function unreadableSessionLog(): QuietLog {
  const holder = globalThis as Holder;
  holder[logKey] ??= quietLog((line) => console.warn(line));
  return holder[logKey];
}
