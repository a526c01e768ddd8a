// One checkout, one key (lib/browser/orders/checkout-attempt.ts): what makes two taps, a retry
// or a reload the same order, and what makes the next order a new one.
import { describe, expect, it } from 'vitest';
import {
  checkoutKey,
  checkoutLines,
  forgetCheckout,
  rememberSentOrder,
  sentOrderFor,
} from '@/lib/browser/orders/checkout-attempt';
import { MemoryStorage } from '../support/browser-fakes';

const cart = [
  { id: 12, size: 'M', qty: 2 },
  { id: 7, size: undefined, qty: 1 },
];
const sent = {
  number: 'SPM-1002',
  statusUrl: 'https://shop.example/orders/abc',
  whatsappUrl: 'https://wa.me/919876543210?text=Order%20SPM-1002',
};

describe('the checkout key', () => {
  it('stays the same for the same lines, in any order, and changes when a quantity changes', () => {
    const storage = new MemoryStorage();
    const lines = checkoutLines(cart);
    const first = checkoutKey(lines, storage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(checkoutKey(checkoutLines([...cart].reverse()), storage)).toBe(first);
    const more = checkoutLines([{ ...cart[0]!, qty: 3 }, cart[1]!]);
    expect(checkoutKey(more, storage)).not.toBe(first);
  });

  it('reads a legacy size list as no size, as the server does', () => {
    expect(checkoutLines([{ id: 7, size: 'S, M, L', qty: 1 }])).toBe(
      checkoutLines([{ id: 7, size: undefined, qty: 1 }]),
    );
  });

  it('shows the sent order only while the cart holds exactly its lines', () => {
    const storage = new MemoryStorage();
    const lines = checkoutLines(cart);
    const key = checkoutKey(lines, storage);
    expect(sentOrderFor(lines, storage)).toBeNull();
    rememberSentOrder(lines, key, sent, storage);
    expect(sentOrderFor(lines, storage)).toEqual(sent);
    // A reload and another tap: the same key, so the server answers with SPM-1002 again.
    expect(checkoutKey(lines, storage)).toBe(key);
    expect(sentOrderFor(checkoutLines([cart[0]!]), storage)).toBeNull();
  });

  it('starts afresh after "Start a new order", even for the same lines', () => {
    const storage = new MemoryStorage();
    const lines = checkoutLines(cart);
    const key = checkoutKey(lines, storage);
    rememberSentOrder(lines, key, sent, storage);
    forgetCheckout(storage);
    expect(sentOrderFor(lines, storage)).toBeNull();
    expect(checkoutKey(lines, storage)).not.toBe(key);
  });

  it('treats a corrupt or foreign stored value as a fresh checkout', () => {
    const storage = new MemoryStorage();
    const lines = checkoutLines(cart);
    storage.setItem(
      'checkout_attempt',
      JSON.stringify({ key: 'x', lines, sent: { ...sent, whatsappUrl: 'javascript:alert(1)' } }),
    );
    expect(sentOrderFor(lines, storage)).toBeNull();
    expect(checkoutKey(lines, storage)).toMatch(/^[0-9a-f]{32}$/);
  });
});
