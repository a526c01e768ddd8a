// A size swap at 375 px, end to end: the shopper asks from the order's status page to swap M for
// L; the owner accepts on the order page and marks the M received, back to stock; the ledger page
// shows M +1 and L −1 for that return; a credit note naming the order's invoice and an exchange
// invoice exist, with the tax split of a ₹1000 shirt; the shopper's page says done.
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { signIn } from './admin-helpers';
import { adminApi, sizeStockOf, sizedShirt } from './order-support';

test.skip(({ isMobile }) => !isMobile, 'the owner works returns on the phone: this runs at 375 px');

test('swap M for L: asked, accepted, received → stock, ledger, credit note, invoice, done', async ({
  page,
  playwright,
}, info) => {
  test.setTimeout(120_000);
  const api = await adminApi(playwright, info);
  // A registered shop, so the papers carry CGST and SGST (the same as the invoices spec sets).
  const saved = await api.patch('/api/shop-settings/', {
    data: {
      legal_name: 'Style Point Menswear LLP',
      gst_scheme: 'regular',
      gstin: '29AAGCB7383J1Z4',
      state_code: '29',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const shirt = await sizedShirt(api, info, {
    name: 'Swap kurta',
    price: '1000.00',
    color: 'Blue',
    sizeStock: { M: 2, L: 1 },
  });
  const placed = await api.post('/api/orders/', {
    data: {
      name: 'Asha Verma',
      phone: '98111 22334',
      fulfilment: 'pickup',
      lines: [{ product_id: shirt.id, size: 'M', qty: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { number, token } = (await placed.json()) as { number: string; token: string };
  for (const status of ['confirmed', 'ready', 'completed']) {
    const moved = await api.patch(`/api/orders/${number}/`, { data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const invoiceNumber = (
    (await (await api.get(`/api/orders/${number}/`)).json()) as {
      invoice_number: string;
    }
  ).invoice_number;
  expect(await sizeStockOf(api, shirt.id)).toEqual({ M: 1, L: 1 });

  await test.step('the shopper asks to swap M for L from the status page', async () => {
    await page.goto(`/orders/${token}`);
    await page.getByRole('button', { name: 'Exchange a size' }).click();
    const form = page.getByRole('form', { name: 'Ask for an exchange' });
    await form.getByRole('checkbox', { name: `${shirt.name} (size M)` }).check();
    await form.getByLabel(`Size wanted for ${shirt.name}`).selectOption('L');
    await form.getByLabel(`Reason for ${shirt.name}`).selectOption('too_small');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('shopper-return')).toHaveAttribute('data-status', 'asked');
  });

  await signIn(page, 'admin');
  const panel = page.getByRole('region', { name: 'Returns and exchanges' });
  let returnId = 0;

  await test.step('the owner accepts and marks the M received, back to stock', async () => {
    await page.goto(`/admin/orders/${number}`);
    const request = panel.getByRole('article', { name: /^Return \d+$/ });
    await expect(request).toContainText('Asked');
    await expect(request).toContainText(`1 × ${shirt.name} (M) → ${shirt.name} (L)`);
    returnId = Number(await request.getAttribute('data-return-id'));
    await request.getByRole('button', { name: 'Accept' }).click();
    const receive = request.getByRole('form', { name: `Receive return ${returnId}` });
    await expect(receive.getByRole('radio', { name: 'Back to stock' })).toBeChecked();
    await receive.getByRole('button', { name: 'Mark received' }).click();
    await expect(request).toContainText('Done');
    await expect(request).toContainText('Nothing owed either way');
    await expect(request.getByRole('link', { name: /^Credit note / })).toBeVisible();
    await expect(request.getByRole('link', { name: /^Exchange invoice / })).toBeVisible();
    // Nothing off the side of the phone's screen.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(375);
  });

  await test.step('the ledger shows M +1 and L −1 for the return', async () => {
    expect(await sizeStockOf(api, shirt.id)).toEqual({ M: 2, L: 0 });
    await page.goto(`/admin/products/${shirt.id}/ledger`);
    const rows = page.getByRole('listitem').filter({ hasText: `Return ${returnId}` });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Size M: 2 left' })).toContainText('+1');
    await expect(rows.filter({ hasText: 'Size M: 2 left' })).toContainText('Return ·');
    await expect(rows.filter({ hasText: 'Size L: 0 left' })).toContainText('\u22121');
    await expect(rows.filter({ hasText: 'Size L: 0 left' })).toContainText('Exchange');
  });

  let papers: string[] = [];
  await test.step('a credit note naming the invoice and an exchange invoice, with the tax split', async () => {
    const order = (await (await api.get(`/api/orders/${number}/`)).json()) as {
      returns: { documents: { kind: string; number: string }[] }[];
    };
    const docs = order.returns[0]!.documents;
    const note = docs.find((d) => d.kind === 'credit_note')!.number;
    const exchange = docs.find((d) => d.kind === 'invoice')!.number;
    papers = [
      `Invoice ${invoiceNumber} (PDF)`,
      `Credit note (return) ${note} (PDF)`,
      `Exchange invoice ${exchange} (PDF)`,
    ];
    const month = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }).slice(0, 7);
    const csv = await page.request.get(`/admin/invoices/export.csv?month=${month}&part=invoices`);
    expect(csv.status()).toBe(200);
    const rows = parse(await csv.text(), { columns: true, bom: true }) as Record<string, string>[];
    const row = (n: string) => rows.find((r) => r.number === n);
    // ₹1000 of a shirt at 5%, tax included: 952.38 taxable, 23.81 CGST and 23.81 SGST.
    expect(row(note)).toMatchObject({
      type: 'credit note',
      original_invoice: invoiceNumber,
      taxable: '-952.38',
      cgst: '-23.81',
      sgst: '-23.81',
      total: '-1000.00',
    });
    expect(row(exchange)).toMatchObject({
      type: 'invoice',
      taxable: '952.38',
      cgst: '23.81',
      sgst: '23.81',
      total: '1000.00',
    });
  });

  await test.step('the shopper’s page says done', async () => {
    await page.goto(`/orders/${token}`);
    await expect(page.getByTestId('shopper-return')).toHaveAttribute('data-status', 'done');
    await expect(page.getByTestId('shopper-return-standing')).toHaveText('Done.');
    // Every paper of the order, oldest first, each opening the shopper's copy.
    await expect(page.getByRole('link', { name: /\(PDF\)$/ })).toHaveText(papers);
  });
});
