// The WhatsApp text of a shopper's exchange or return (lib/shared/returns/ask-message.ts): the
// order and request named first, each item with its size wanted and reason, the note, the
// status link; a long ask is cut (note first, then names) to fit the link, never an item.
import { describe, expect, it } from 'vitest';
import { askMessage, askMessageLink, type AskMessage } from '@/lib/shared/returns/ask-message';
import { WHATSAPP_LINK_LIMIT } from '@/lib/shared/whatsapp';

const base: AskMessage = {
  shopName: 'Style Point',
  orderNumber: 'SP-1042',
  returnId: 12,
  action: 'exchange',
  lines: [{ name: 'Cotton kurta', size: 'M', qty: 1, reason: 'too_small', newSize: 'L' }],
  note: 'Please keep\nthe L aside',
  statusUrl: 'https://shop.example/orders/abc',
};

describe('askMessage', () => {
  it('writes an exchange as the owner reads it', () => {
    expect(askMessage(base)).toBe(
      [
        'Hello Style Point, about my order SP-1042: I would like to exchange a size (Return 12).',
        '',
        '1. Cotton kurta (size M) → size L',
        '   Qty: 1 · Reason: Too small',
        '',
        'Note: Please keep the L aside',
        '',
        'My order: https://shop.example/orders/abc',
      ].join('\n'),
    );
  });

  it('writes a return without a size wanted, and leaves out an empty note', () => {
    const text = askMessage({
      ...base,
      returnId: null,
      action: 'return',
      note: '',
      lines: [
        { name: 'Linen shirt', size: null, qty: 2, reason: 'damaged', newSize: '' },
        { name: 'Dupatta', size: 'S', qty: 1, reason: 'not_as_pictured', newSize: '' },
      ],
    });
    expect(text).toBe(
      [
        'Hello Style Point, about my order SP-1042: I would like to return.',
        '',
        '1. Linen shirt',
        '   Qty: 2 · Reason: Damaged',
        '2. Dupatta (size S)',
        '   Qty: 1 · Reason: Not as pictured',
        '',
        'My order: https://shop.example/orders/abc',
      ].join('\n'),
    );
  });

  it('fits a long ask in the link: the note is cut, then names, and every item stays', () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      name: `कुर्ता ${i + 1} ${'हाथ से बुना हुआ '.repeat(8)}`,
      size: 'XXL',
      qty: 2,
      reason: 'too_big' as const,
      newSize: 'XL',
    }));
    const link = askMessageLink('+91 98765 43210', { ...base, lines, note: 'n'.repeat(500) });
    expect(link.length).toBeLessThan(WHATSAPP_LINK_LIMIT);
    const text = decodeURIComponent(link.split('?text=')[1]!);
    for (let i = 1; i <= 60; i++) expect(text).toContain(`\n${i}. `);
    expect(text).toMatch(/\n60\. .*XXL→XL x2 Too big\n/);
    expect(text).toContain('My order: https://shop.example/orders/abc');
    expect(link.startsWith('https://wa.me/919876543210?text=')).toBe(true);
  });

  it('cuts only the note when the items fit', () => {
    const text = askMessage({ ...base, note: 'x'.repeat(500) }, 400);
    expect(encodeURIComponent(text).length).toBeLessThanOrEqual(400);
    expect(text).toContain('1. Cotton kurta (size M) → size L');
    expect(text).toMatch(/Note: x+…\n\nMy order:/);
  });
});
