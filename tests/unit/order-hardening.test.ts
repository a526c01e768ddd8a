// The pure halves of the order hardening: cutting text by what a reader counts as a character,
// the address a rate limit counts, and the greeting in the shop's messages to a customer.
import { describe, expect, it } from 'vitest';
import { statusMessage } from '@/components/orders/customer-messages';
import { limitAddress } from '@/lib/server/auth/limit-address';
import { cutGraphemes, graphemes } from '@/lib/shared/graphemes';
import { checkoutLink } from '@/lib/shared/orders/order-message';
import { orderMessage, type MessageLine } from '@/lib/shared/whatsapp';

describe('cutting text by grapheme', () => {
  it('counts an emoji family, a flag or a Devanagari syllable as one character', () => {
    expect(graphemes('a👨‍👩‍👧‍👦🇮🇳क्षि')).toEqual(['a', '👨‍👩‍👧‍👦', '🇮🇳', 'क्षि']);
  });

  it('never leaves part of one behind', () => {
    expect(cutGraphemes('AB👨‍👩‍👧‍👦CD', 4, '.')).toBe('AB👨‍👩‍👧‍👦.');
    expect(cutGraphemes('AB👨‍👩‍👧‍👦CD', 3, '.')).toBe('AB.');
    expect(cutGraphemes('short', 10, '.')).toBe('short');
  });

  it('lets every shortened order message with emoji names be encoded into a link', () => {
    // 22 letters then a family emoji: cutting a name to 24 characters by UTF-16 units left half
    // of it, which encodeURIComponent refuses. Some cart length reaches every shortened form.
    const line = (i: number): MessageLine => ({
      id: 100 + i,
      name: `${'A'.repeat(22)}👨‍👩‍👧‍👦 kurta ${i}`,
      price: '1499.00',
      qty: 1,
      image: '',
      available: true,
      color: '🟦🟩🟥🟨🟪🟫 colours',
    });
    const ctx = { shopName: 'Style Point', siteUrl: 'https://shop.example' };
    const shortened = new Set<string>();
    for (let n = 1; n <= 60; n += 1) {
      const lines = Array.from({ length: n }, (_, i) => line(i));
      expect(() => checkoutLink('919876543210', lines, ctx, null, null)).not.toThrow();
      const first = orderMessage(lines, ctx)
        .split('\n')
        .find((l) => l.startsWith('1. '))!;
      shortened.add(first.replace(/ 1x1499.*$/, ''));
    }
    // The 24-character form keeps the emoji whole; colours cut to 12 keep their squares whole.
    expect([...shortened]).toContain(`1. #100 ${'A'.repeat(22)}👨‍👩‍👧‍👦. (🟦🟩🟥🟨🟪🟫 colo.)`);
    // Sixty carts of up to sixty lines, each fitted by trying shorter forms: about a second of
    // CPU on a quiet machine, several on a busy one. A time limit here would test the machine.
  }, 60_000);
});

describe('the address a rate limit counts', () => {
  it('is an IPv4 address whole, also when written as IPv6', () => {
    expect(limitAddress('203.0.113.5')).toBe('203.0.113.5');
    expect(limitAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(limitAddress(null)).toBe('unknown');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const a = limitAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:0db8:0001:0002::1')).toBe(a);
    expect(limitAddress('2001:db8:1:2::ffff:10.0.0.1')).toBe(a);
    expect(limitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitAddress('2001:db8:1:3::1')).not.toBe(a);
  });
});

describe("the greeting in the shop's message to a customer", () => {
  const order = {
    number: 'SP-1042',
    status: 'new' as const,
    fulfilment: 'pickup' as const,
    total: '999.00',
    paid: false,
  };
  const shop = { shopName: 'Style Point', statusUrl: 'https://shop.example/orders/abc' };
  const greeting = (customerName: string) =>
    statusMessage({ ...order, customerName }, shop).split(' we have')[0];

  it('uses the first name when it reads as one, in any script', () => {
    expect(greeting('Asha Verma')).toBe('Hello Asha,');
    expect(greeting("D'Souza")).toBe("Hello D'Souza,");
    expect(greeting('अनीता शर्मा')).toBe('Hello अनीता,');
  });

  it('never carries a link, a domain or other non-name text from the shopper', () => {
    for (const name of [
      'https://evil.example/refund',
      'evil.example pay here',
      'www.x.in',
      'a@b.co',
      '₹500',
    ]) {
      const text = statusMessage({ ...order, customerName: name }, shop);
      expect(text.startsWith('Hello, we have received your order SP-1042')).toBe(true);
      expect(text).not.toMatch(/evil|www|@|₹500/);
    }
  });
});
