import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_MESSAGE_BUDGET,
  WHATSAPP_LINK_LIMIT,
  notifyLink,
  notifyMessage,
  orderMessage,
  whatsappLink,
  type MessageLine,
} from '@/lib/shared/whatsapp';
import { openWhatsApp } from '@/lib/browser/open-whatsapp';
import { checkoutLink } from '@/lib/shared/orders/order-message';
import { FakeWindow, installBrowser } from '../support/browser-fakes';

const ctx = { shopName: 'Style Hub', siteUrl: 'https://stylehub.example.in/' };

const cart: MessageLine[] = [
  {
    id: 12,
    name: 'Linen Shirt',
    price: '1499.00',
    qty: 2,
    image: '/media/linen.jpg',
    available: true,
    color: 'Blue',
    size: 'M',
  },
  {
    id: 7,
    name: 'Slim Jeans',
    price: '1999.50',
    qty: 1,
    image: 'https://utfs.io/f/jeans.jpg',
    available: true,
  },
  {
    id: 31,
    name: 'Leather Wallet',
    price: '599.00',
    qty: 1,
    image: 'media/wallet.jpg',
    available: false,
    color: 'Brown',
  },
];

const encoded = (text: string) => encodeURIComponent(text).length;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('order message', () => {
  it('has the exact full format', () => {
    expect(orderMessage(cart, ctx)).toBe(
      [
        'Hello Style Hub, I would like to order:',
        '',
        '1. Linen Shirt (Blue, M)',
        '   Qty: 2 × ₹1,499.00 = ₹2,998.00',
        '   Image: https://stylehub.example.in/media/linen.jpg',
        '2. Slim Jeans',
        '   Qty: 1 × ₹1,999.50 = ₹1,999.50',
        '   Image: https://utfs.io/f/jeans.jpg',
        '3. Leather Wallet (Brown)',
        '   Qty: 1 × ₹599.00 = ₹599.00',
        '   Image: https://stylehub.example.in/media/wallet.jpg',
        '   ⚠ Out of stock — please confirm availability',
        '',
        'Subtotal: ₹5,596.50',
        'Items: 4',
      ].join('\n'),
    );
  });

  it('uses Indian digit grouping and leaves out missing images', () => {
    const text = orderMessage(
      [{ id: 1, name: 'Sherwani', price: '125000.00', qty: 1, image: '', available: true }],
      ctx,
    );
    expect(text).toBe(
      [
        'Hello Style Hub, I would like to order:',
        '',
        '1. Sherwani',
        '   Qty: 1 × ₹1,25,000.00 = ₹1,25,000.00',
        '',
        'Subtotal: ₹1,25,000.00',
        'Items: 1',
      ].join('\n'),
    );
  });

  it('keeps names on one line', () => {
    const text = orderMessage([{ ...cart[1]!, name: 'Slim\nJeans\r\n  Subtotal: ₹0', image: '' }], {
      ...ctx,
      shopName: 'Style\nHub',
    });
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Hello Style Hub, I would like to order:',
      '',
      '1. Slim Jeans Subtotal: ₹0',
    ]);
  });

  const withProductLinks = [
    'Hello Style Hub, I would like to order:',
    '',
    '1. Linen Shirt (Blue, M)',
    '   Qty: 2 × ₹1,499.00 = ₹2,998.00',
    '   Link: https://stylehub.example.in/product/12',
    '2. Slim Jeans',
    '   Qty: 1 × ₹1,999.50 = ₹1,999.50',
    '   Link: https://stylehub.example.in/product/7',
    '3. Leather Wallet (Brown)',
    '   Qty: 1 × ₹599.00 = ₹599.00',
    '   Link: https://stylehub.example.in/product/31',
    '   ⚠ Out of stock — please confirm availability',
    '',
    'Subtotal: ₹5,596.50',
    'Items: 4',
  ].join('\n');

  const withoutLinks = [
    'Hello Style Hub, I would like to order:',
    '',
    '1. Linen Shirt (Blue, M)',
    '   Qty: 2 × ₹1,499.00 = ₹2,998.00',
    '2. Slim Jeans',
    '   Qty: 1 × ₹1,999.50 = ₹1,999.50',
    '3. Leather Wallet (Brown)',
    '   Qty: 1 × ₹599.00 = ₹599.00',
    '   ⚠ Out of stock — please confirm availability',
    '',
    'Subtotal: ₹5,596.50',
    'Items: 4',
  ].join('\n');

  const compact = [
    'Hello Style Hub, I would like to order (#product id, qty x unit price = total, in ₹; ⚠ = out of stock, please confirm availability):',
    '',
    '1. #12 Linen Shirt (Blue, M) 2x1499=2998',
    '2. #7 Slim Jeans 1x1999.50=1999.50',
    '3. #31 Leather Wallet (Brown) 1x599=599 ⚠',
    '',
    'Subtotal: ₹5,596.50',
    'Items: 4',
  ].join('\n');

  it('shortens step by step when the budget is small', () => {
    // Image links give way to short product links...
    const fitLinks = encoded(withProductLinks);
    expect(orderMessage(cart, { ...ctx, maxEncodedLength: fitLinks })).toBe(withProductLinks);
    // ...then the link lines go...
    const fitBare = encoded(withoutLinks);
    expect(orderMessage(cart, { ...ctx, maxEncodedLength: fitLinks - 1 })).toBe(withoutLinks);
    // ...then each item fits on one line.
    expect(orderMessage(cart, { ...ctx, maxEncodedLength: fitBare - 1 })).toBe(compact);
  });

  it('never drops an item line or the subtotal, even when nothing fits', () => {
    const text = orderMessage(cart, { ...ctx, maxEncodedLength: 10 });
    expect(text).toBe(
      [
        'Hello Style Hub, I would like to order (#product id, qty x unit price in ₹; ⚠ = out of stock, please confirm availability):',
        '',
        '1. #12 (Blue/M) 2x1499',
        '2. #7 1x1999.50',
        '3. #31 (Brown) 1x599 ⚠',
        '',
        'Subtotal: ₹5,596.50',
        'Items: 4',
      ].join('\n'),
    );
  });

  it('keeps a 60-line cart under the link limit with every line present', () => {
    const colors = ['Navy Blue', 'White', 'Black', 'Olive Green'];
    const sizes = ['S', 'M', 'L', 'XL', 'XXL'];
    const lines: MessageLine[] = Array.from({ length: 60 }, (_, i) => ({
      id: 1000 + i,
      name: `Slim Fit Cotton Shirt With Long Sleeves ${i + 1}`,
      price: i % 2 === 0 ? '1499.00' : '2349.50',
      qty: (i % 3) + 1,
      image: `https://stylehub.example.in/media/products/${i}-0123456789abcdef0123456789abcdef.jpg`,
      available: i % 7 !== 0,
      color: colors[i % 4],
      size: sizes[i % 5],
    }));
    const shopNumber = '91 98765 43210';
    const link = checkoutLink(shopNumber, lines, ctx, null, null);
    expect(link.length).toBeLessThan(WHATSAPP_LINK_LIMIT);
    expect(whatsappLink(shopNumber, orderMessage(lines, ctx)).length).toBeLessThan(
      WHATSAPP_LINK_LIMIT,
    );

    const text = decodeURIComponent(link.slice(link.indexOf('?text=') + 6));
    const itemLines = text.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(itemLines).toHaveLength(60);
    lines.forEach((line, i) => {
      const row = itemLines[i] ?? '';
      expect(row.startsWith(`${i + 1}. #${line.id} `)).toBe(true);
      expect(row).toContain(`(${line.color}/${line.size})`);
      expect(row).toContain(`${line.qty}x${line.price === '1499.00' ? '1499' : '2349.50'}`);
      expect(row.endsWith(' ⚠')).toBe(!line.available);
    });
    // 30 × (1+2+3)/3 × 1499 + 30 × 2 × 2349.50 = 89,940 + 1,40,970
    expect(text.endsWith('\n\nSubtotal: ₹2,30,910.00\nItems: 120')).toBe(true);
  });

  it('keeps every line of a 200-line cart even past the limit', () => {
    const lines: MessageLine[] = Array.from({ length: 200 }, (_, i) => ({
      id: i + 1,
      name: 'Shirt',
      price: '100.00',
      qty: 1,
      image: '',
      available: true,
    }));
    const text = orderMessage(lines, ctx);
    expect(text.split('\n').filter((l) => /^\d+\. #\d+ /.test(l))).toHaveLength(200);
    expect(text).toContain('Subtotal: ₹20,000.00');
  });

  it('fits the default budget to the longest phone number', () => {
    expect(DEFAULT_MESSAGE_BUDGET + whatsappLink('123456789012345', '').length).toBe(
      WHATSAPP_LINK_LIMIT - 1,
    );
  });
});

describe('notify message', () => {
  it('has the exact format with the default product link', () => {
    expect(notifyMessage({ id: 31, name: 'Leather Wallet' }, ctx)).toBe(
      [
        'Hello Style Hub, please notify me when this product is back in stock:',
        '',
        'Leather Wallet',
        'Product ID: 31',
        'Link: https://stylehub.example.in/product/31',
      ].join('\n'),
    );
  });

  it('uses the given link, made absolute', () => {
    expect(notifyMessage({ id: 31, name: 'Wallet', url: '/product/31?ref=cart' }, ctx)).toContain(
      '\nLink: https://stylehub.example.in/product/31?ref=cart',
    );
    expect(notifyLink('919876543210', { id: 31, name: 'Wallet' }, ctx)).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent(notifyMessage({ id: 31, name: 'Wallet' }, ctx))}`,
    );
  });
});

describe('sizes', () => {
  it('names the chosen size on every line and never a whole size list', () => {
    const text = orderMessage(
      [
        { ...cart[0]!, size: 'L' },
        { ...cart[0]!, id: 13, size: 'S, M, L' },
        { ...cart[1]!, size: '9' },
      ],
      ctx,
    );
    const items = text.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(items).toEqual([
      '1. Linen Shirt (Blue, L)',
      '2. Linen Shirt (Blue)',
      '3. Slim Jeans (Size 9)',
    ]);
    expect(text).not.toContain('S, M, L');
    const compact = orderMessage([{ ...cart[1]!, size: '9' }], { ...ctx, maxEncodedLength: 200 });
    // Even the tightest form, without names, keeps the size.
    expect(compact).toContain('1. #7 (Size 9) 1x1999.50');
  });

  it('notify names the size when given', () => {
    expect(notifyMessage({ id: 31, name: 'Linen Shirt' }, ctx, 'M')).toBe(
      [
        'Hello Style Hub, please notify me when this product is back in stock in size M:',
        '',
        'Linen Shirt',
        'Size: M',
        'Product ID: 31',
        'Link: https://stylehub.example.in/product/31',
      ].join('\n'),
    );
    expect(notifyLink('919876543210', { id: 31, name: 'Wallet' }, ctx, 'M')).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent(notifyMessage({ id: 31, name: 'Wallet' }, ctx, 'M'))}`,
    );
    expect(notifyMessage({ id: 31, name: 'Wallet' }, ctx, null)).toBe(
      notifyMessage({ id: 31, name: 'Wallet' }, ctx),
    );
  });
});

describe('links', () => {
  it('builds wa.me links from the digits of the number', () => {
    expect(whatsappLink('+91 98765-43210', 'Hi & bye? ₹')).toBe(
      'https://wa.me/919876543210?text=Hi%20%26%20bye%3F%20%E2%82%B9',
    );
  });
});

describe('openWhatsApp', () => {
  const url = 'https://wa.me/919876543210?text=Hi';

  it('opens a new tab and cuts its opener', () => {
    const win = installBrowser(new FakeWindow());
    const tab = { opener: {} as unknown };
    const open = vi.fn(() => tab);
    win.open = open;
    expect(openWhatsApp(url)).toBe('opened');
    expect(open).toHaveBeenCalledWith(url, '_blank');
    expect(tab.opener).toBeNull();
  });

  it("is 'blocked' when the popup blocker returns null", () => {
    const win = installBrowser(new FakeWindow());
    win.open = vi.fn(() => null);
    expect(openWhatsApp(url)).toBe('blocked');
  });

  it("is 'failed' when opening throws or there is no window", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = installBrowser(new FakeWindow());
    win.open = vi.fn(() => {
      throw new Error('nope');
    });
    expect(openWhatsApp(url)).toBe('failed');
    vi.unstubAllGlobals();
    expect(openWhatsApp(url)).toBe('failed');
  });
});
