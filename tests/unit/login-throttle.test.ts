// The login throttle's rules (lib/server/auth/throttle.ts): locks per account-and-address and per
// address; for the account alone only a pause, so strangers cannot keep the owner out.
import { describe, expect, it } from 'vitest';
import { MAX_FAILURES, SLOWDOWN, slowdownMs, throttleKeys } from '@/lib/server/auth/throttle';

describe('login throttle', () => {
  it('counts an account per address, so one address cannot lock it for another', () => {
    const stranger = throttleKeys('Owner', '198.51.100.7');
    const owner = throttleKeys(' owner ', '203.0.113.5');
    expect(stranger.account).toBe(owner.account);
    expect(stranger.pair).not.toBe(owner.pair);
    expect(stranger.address).not.toBe(owner.address);
  });

  it('puts requests without a known address under one key, never none', () => {
    expect(throttleKeys('a', null).address).toBe(throttleKeys('b', null).address);
  });

  it('locks a pair sooner than an address (stuffing across accounts)', () => {
    expect(MAX_FAILURES.pair).toBeLessThan(MAX_FAILURES.address);
  });

  it('slows an account down gently and never past the cap', () => {
    expect(slowdownMs(0)).toBe(0);
    expect(slowdownMs(SLOWDOWN.after - 1)).toBe(0);
    expect(slowdownMs(SLOWDOWN.after)).toBe(SLOWDOWN.firstMs);
    expect(slowdownMs(SLOWDOWN.after + 1)).toBe(SLOWDOWN.firstMs * 2);
    expect(slowdownMs(10_000)).toBe(SLOWDOWN.maxMs);
  });
});
