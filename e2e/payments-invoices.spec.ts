// Money and paperwork at 375 px: the owner saves the shop's GST and UPI settings (a malformed
// GSTIN is refused in place); a guest's order shows "Pay by UPI" for its total with the same
// link as a QR code; the shopper says "I have paid" with the UTR; the inbox shows the claim and
// the owner marks it paid and confirms; the shopper's page says paid and opens the invoice PDF,
// whose text has the number, the GSTIN, the HSN and the CGST/SGST split.
import { expect, test, type Page } from '@playwright/test';
import { decodeQrSvg } from '../tests/support/decode-qr';
import { pdfText } from '../tests/support/pdf-text';
import { randomAddress, signIn } from './admin-helpers';
import { expectAccessible } from './fixtures';
import { adminApi, sizedShirt } from './order-support';
import { expectToastShown, recordToasts } from './toasts';

const GSTIN = '29AAGCB7383J1Z4';
const UPI_ID = 'style.point@okaxis';

async function saveSettings(page: Page) {
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Shop settings' });
  await form.getByLabel(/Regular GST/).check();
  const gstin = form.getByLabel('GSTIN');
  await gstin.fill('29AAGCB7383J1Z5');
  await form.getByLabel('UPI ID').fill(UPI_ID);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.locator('#settings-gstin-error')).toContainText('checksum is wrong');
  await expect(gstin).toBeFocused();
  // Typed in lower case with a space, shown as it is kept.
  await gstin.fill(`${GSTIN.slice(0, 2)} ${GSTIN.slice(2).toLowerCase()}`);
  await recordToasts(page);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expectToastShown(page, 'Settings saved. The shop shows them now.');
  await expect(gstin).toHaveValue(GSTIN);
}

test('order → pay by UPI → claim → paid → invoice PDF, on a phone', async ({
  page,
  browser,
  playwright,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'the flow is a phone’s; the API tests cover the rest');
  test.slow();
  const api = await adminApi(playwright, info);
  const shirt = await sizedShirt(api, info, {
    name: 'Payment shirt',
    price: '1199.00',
    color: 'White',
    sizeStock: { M: 5 },
  });

  // The owner's settings, on the phone.
  const owner = await browser.newContext({
    ...info.project.use,
    baseURL: info.project.use.baseURL,
  });
  const admin = await owner.newPage();
  await signIn(admin, 'admin');
  await saveSettings(admin);
  await expectAccessible(admin);

  // A guest's order, delivered within Karnataka, paid by UPI.
  const placed = await page.request.post('/api/orders/', {
    data: {
      lines: [{ product_id: shirt.id, size: 'M', qty: 2 }],
      name: 'Asha Verma',
      phone: '98111 22334',
      fulfilment: 'delivery',
      address: '45 Residency Lane, Koramangala',
      pincode: '560095',
      state: '29',
      payment_method: 'upi',
    },
    headers: { 'x-forwarded-for': randomAddress() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { number: string; status_url: string; total: string };
  expect(order.total).toBe('2398.00');

  // The status page: the button opens the UPI app for ₹2,398.00, the QR code holds the same link.
  await page.goto(new URL(order.status_url).pathname);
  const pay = page.getByRole('link', { name: 'Pay ₹2,398.00 by UPI' });
  await expect(pay).toBeVisible();
  const link = (await pay.getAttribute('href'))!;
  expect(link).toBe(
    `upi://pay?pa=style.point%40okaxis&pn=Style%20Point%20Menswear&am=2398.00&cu=INR&tn=${order.number}&tr=${order.number}`,
  );
  const qr = page.getByRole('img', {
    name: new RegExp(`UPI QR code to pay ₹2,398.00 for order ${order.number}`),
  });
  await expect(qr).toBeVisible();
  expect(await decodeQrSvg(await qr.locator('svg').evaluate((el) => el.outerHTML))).toBe(link);
  await expectAccessible(page);

  // "I have paid": a short reference is refused in place, the 12 digits are sent.
  await page.getByRole('button', { name: 'I have paid' }).click();
  const utr = page.getByLabel('UPI reference number (12 digits)');
  await expect(utr).toBeFocused();
  await utr.fill('4521 1234');
  await page.getByRole('button', { name: 'Tell the shop I have paid' }).click();
  await expect(page.getByText(/Enter the 12-digit UPI reference number/)).toBeVisible();
  await utr.fill('4521 1234 5678');
  await page.getByRole('button', { name: 'Tell the shop I have paid' }).click();
  await expect(page.getByTestId('payment-state')).toHaveText(
    'Payment sent: the shop is checking it',
  );
  await expect(page.getByTestId('order-payment')).toContainText('••••••••5678');
  // The claim's state stands where the form was, without a reload.
  await expect(page.getByRole('button', { name: 'Tell the shop I have paid' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enter the UPI reference again' })).toBeVisible();
  await expect(pay).toHaveCount(0);

  // The inbox shows the claim; the owner checked the bank app: Paid, then confirms the order.
  await admin.goto('/admin/orders');
  const card = admin.locator(`[data-testid="order-card"][data-order-number="${order.number}"]`);
  await expect(card.getByTestId('payment-claim')).toHaveText(/Payment claimed · UTR 452112345678/);
  await card.getByRole('button', { name: `Paid (${order.number}, UTR checked)` }).click();
  await expect(card.getByTestId('paid-mark')).toBeVisible();
  // The reference stays in view once paid.
  await expect(card.getByTestId('payment-claim')).toHaveText('Paid · UTR 452112345678');
  await card.getByRole('button', { name: `Confirm order ${order.number}` }).click();
  await expect(card.getByTestId('order-status')).toHaveText('Confirmed');
  const invoiceLink = card.getByRole('link', { name: /^Invoice [A-Z]+\/\d{2}-\d{2}\/\d{4}/ });
  await expect(invoiceLink).toBeVisible();
  const invoiceNumber = (await invoiceLink.innerText()).replace(/^Invoice /, '').split(/\s/)[0]!;
  await expectAccessible(admin);
  await owner.close();

  // The shopper's page says paid and opens the invoice.
  await page.reload();
  await expect(page.getByTestId('payment-state')).toHaveText('Paid');
  const pdfLink = page.getByTestId('invoice-link');
  await expect(pdfLink).toHaveText(`Invoice ${invoiceNumber} (PDF)`);
  const file = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(new Uint8Array(await file.body()));
  for (const part of [
    invoiceNumber,
    `GSTIN: ${GSTIN}`,
    '6205',
    'CGST',
    'SGST',
    '2,283.81',
    '57.10',
    '57.09',
  ]) {
    expect(text, part).toContain(part);
  }
});
