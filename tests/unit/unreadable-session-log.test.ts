// A session cookie that does not decrypt is written as one line, at most once a minute, with how
// many more came meanwhile (lib/server/auth/unreadable-session-log.ts); other session errors
// keep next-auth's full report.
import { describe, expect, it } from 'vitest';
import { isUnreadableCookie, quietLog } from '@/lib/server/auth/unreadable-session-log';

const forged = () =>
  Object.assign(new Error('Invalid Compact JWE'), { name: 'JWEInvalid', code: 'ERR_JWE_INVALID' });

describe('unreadable session cookies in the log', () => {
  it('are one line a minute, the next one counting those left out', () => {
    const lines: string[] = [];
    const log = quietLog((line) => lines.push(line));
    log.note(forged(), 0);
    for (let i = 1; i <= 40; i++) log.note(forged(), i * 1000);
    expect(lines).toEqual([
      '[auth] a session cookie that does not decrypt was ignored (ERR_JWE_INVALID: Invalid Compact JWE)',
    ]);
    log.note(forged(), 60_000);
    expect(lines[1]).toBe(
      '[auth] a session cookie that does not decrypt was ignored (ERR_JWE_INVALID: Invalid Compact JWE) (40 more since the last such line)',
    );
  });

  it('are told apart from other session errors by jose’s codes', () => {
    expect(isUnreadableCookie(forged())).toBe(true);
    expect(isUnreadableCookie({ code: 'ERR_JWE_DECRYPTION_FAILED' })).toBe(true);
    expect(isUnreadableCookie(new Error('connection refused'))).toBe(false);
    expect(isUnreadableCookie(null)).toBe(false);
  });
});
