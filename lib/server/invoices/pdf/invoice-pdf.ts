import 'server-only';
// An invoice, bill of supply or credit note as an A4 PDF (pdfkit). It lays out what the record
// holds (lib/shared/invoices/arithmetic computed it when issued) and computes nothing but the
// words of the total.
import PDFDocument from 'pdfkit';
import { amountInWords } from '@/lib/shared/invoices/amount-in-words';
import { formatRate } from '@/lib/shared/invoices/tax-rates';
import { documentTitle, type InvoiceDocument } from '@/lib/shared/invoices/types';
import { stateLabel } from '@/lib/shared/gst/states';
import { formatPrice, paiseToString } from '@/lib/shared/money';
import { SHOP_TIME_ZONE } from '@/lib/shared/shop';
import { drawText, registerFonts, textHeight } from './pdf-text';

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 36;
const WIDTH = 595.28 - 2 * MARGIN;
const LINE = '#d6d3d1';

/** "1,234.50": a table cell's amount (the column says ₹). */
const amount = (paise: number) => formatPrice(paiseToString(paise)).slice(1);
const rupees = (paise: number) => formatPrice(paiseToString(paise));

export function invoiceDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell(line: InvoiceDocument['lines'][number], i: number): string;
}

function columns(doc: InvoiceDocument): Column[] {
  const taxed = doc.document === 'tax_invoice';
  const cols: Column[] = [
    { title: '#', width: 16, align: 'left', cell: (_l, i) => String(i + 1) },
    {
      title: 'Description',
      width: taxed ? 128 : 218,
      align: 'left',
      cell: (l) => {
        const name = l.size ? `${l.description} (Size ${l.size})` : l.description;
        // A counter sale's discounted line: the amount is what was paid, below the list price.
        const off = l.unitPricePaise * l.qty - l.totalPaise;
        return off > 0 ? `${name}\nLess discount ₹${amount(off)}` : name;
      },
    },
    { title: 'HSN', width: 42, align: 'left', cell: (l) => l.hsn },
    { title: 'Qty', width: 26, align: 'right', cell: (l) => String(l.qty) },
    { title: 'Unit price ₹', width: 58, align: 'right', cell: (l) => amount(l.unitPricePaise) },
  ];
  if (taxed) {
    cols.push(
      { title: 'Taxable ₹', width: 58, align: 'right', cell: (l) => amount(l.taxablePaise) },
      { title: 'Rate', width: 30, align: 'right', cell: (l) => formatRate(l.rateBp) },
      ...((doc.intraState
        ? [
            { title: 'CGST ₹', width: 50, align: 'right', cell: (l) => amount(l.cgstPaise) },
            { title: 'SGST ₹', width: 50, align: 'right', cell: (l) => amount(l.sgstPaise) },
          ]
        : [
            { title: 'IGST ₹', width: 100, align: 'right', cell: (l) => amount(l.igstPaise) },
          ]) as Column[]),
    );
  }
  cols.push({ title: 'Amount ₹', width: 0, align: 'right', cell: (l) => amount(l.totalPaise) });
  const used = cols.reduce((sum, c) => sum + c.width, 0);
  cols[cols.length - 1]!.width = WIDTH - used;
  return cols;
}

function header(pdf: Doc, doc: InvoiceDocument): number {
  drawText(pdf, documentTitle(doc).toUpperCase(), MARGIN, MARGIN, { bold: true, size: 16 });
  const meta = [
    `${doc.kind === 'credit_note' ? 'Credit note' : 'Invoice'} no.: ${doc.number}`,
    `Date: ${invoiceDate(doc.issuedAt)}`,
    `Order: ${doc.orderNumber}`,
    // A credit note names the invoice it credits by number and date (GST rule 53(1A)).
    ...(doc.originalNumber
      ? [
          `Against invoice: ${doc.originalNumber}`,
          ...(doc.originalIssuedAt ? [`Invoice date: ${invoiceDate(doc.originalIssuedAt)}`] : []),
        ]
      : []),
  ];
  let y = MARGIN;
  for (const line of meta)
    y = drawText(pdf, line, MARGIN + WIDTH / 2, y, { width: WIDTH / 2, align: 'right' });
  return Math.max(y, MARGIN + 26) + 10;
}

function parties(pdf: Doc, doc: InvoiceDocument, top: number): number {
  const half = WIDTH / 2 - 8;
  const seller = [
    doc.seller.address,
    ...(doc.seller.gstin ? [`GSTIN: ${doc.seller.gstin}`] : []),
    `State: ${stateLabel(doc.seller.stateCode)}`,
  ];
  const buyer = [
    ...(doc.buyer.gstin ? [`GSTIN: ${doc.buyer.gstin}`] : []),
    ...(doc.buyer.address
      ? [`${doc.buyer.address}${doc.buyer.pincode ? ` - ${doc.buyer.pincode}` : ''}`]
      : ['Pickup at the shop']),
    `Place of supply: ${stateLabel(doc.placeOfSupply)}`,
  ];
  let left = drawText(pdf, 'Sold by', MARGIN, top, { bold: true, color: '#57534e' });
  left = drawText(pdf, doc.seller.name, MARGIN, left, { bold: true, size: 11, width: half });
  for (const line of seller) left = drawText(pdf, line, MARGIN, left, { width: half });
  const x = MARGIN + WIDTH / 2 + 8;
  let right = drawText(pdf, 'Bill to', x, top, { bold: true, color: '#57534e' });
  right = drawText(pdf, doc.buyer.name, x, right, { bold: true, size: 11, width: half });
  for (const line of buyer) right = drawText(pdf, line, x, right, { width: half });
  return Math.max(left, right) + 12;
}

function table(pdf: Doc, doc: InvoiceDocument, top: number): number {
  const cols = columns(doc);
  const row = (cells: string[], y: number, bold: boolean) => {
    const h = Math.max(...cells.map((c, i) => textHeight(pdf, c, cols[i]!.width - 4, { bold })));
    if (y + h > 842 - MARGIN - 120) {
      pdf.addPage();
      y = MARGIN;
    }
    let x = MARGIN;
    cells.forEach((c, i) => {
      drawText(pdf, c, x + 2, y + 3, { width: cols[i]!.width - 4, align: cols[i]!.align, bold });
      x += cols[i]!.width;
    });
    pdf
      .moveTo(MARGIN, y + h + 6)
      .lineTo(MARGIN + WIDTH, y + h + 6)
      .strokeColor(LINE)
      .stroke();
    return y + h + 6;
  };
  pdf.rect(MARGIN, top, WIDTH, 18).fill('#f5f5f4');
  let y = row(
    cols.map((c) => c.title),
    top,
    true,
  );
  doc.lines.forEach(
    (line, i) =>
      (y = row(
        cols.map((c) => c.cell(line, i)),
        y,
        false,
      )),
  );
  return y + 10;
}

function totals(pdf: Doc, doc: InvoiceDocument, top: number): number {
  const t = doc.totals;
  const rows: [string, string][] =
    doc.document === 'tax_invoice'
      ? [
          ['Taxable value', rupees(t.taxablePaise)],
          ...((doc.intraState
            ? [
                ['CGST', rupees(t.cgstPaise)],
                ['SGST', rupees(t.sgstPaise)],
              ]
            : [['IGST', rupees(t.igstPaise)]]) as [string, string][]),
        ]
      : [];
  rows.push([doc.kind === 'credit_note' ? 'Total credited' : 'Total', rupees(t.totalPaise)]);
  let y = top;
  rows.forEach(([label, value], i) => {
    const bold = i === rows.length - 1;
    drawText(pdf, label, MARGIN + WIDTH - 260, y, { width: 150, bold, size: bold ? 11 : 9 });
    y =
      drawText(pdf, value, MARGIN + WIDTH - 110, y, {
        width: 110,
        align: 'right',
        bold,
        size: bold ? 11 : 9,
      }) + 2;
  });
  y = drawText(pdf, `Amount in words: ${amountInWords(t.totalPaise)}`, MARGIN, y + 8, {
    width: WIDTH,
  });
  return y + 6;
}

function footer(pdf: Doc, doc: InvoiceDocument, top: number): void {
  let y = top;
  if (doc.document === 'tax_invoice')
    y = drawText(pdf, 'Tax payable on reverse charge: No', MARGIN, y);
  if (doc.seller.scheme === 'composition') {
    y = drawText(
      pdf,
      'Composition taxable person, not eligible to collect tax on supplies.',
      MARGIN,
      y,
      { bold: true },
    );
  }
  y = Math.max(y + 40, 842 - MARGIN - 90);
  drawText(pdf, `For ${doc.seller.name}`, MARGIN + WIDTH - 220, y, {
    width: 220,
    align: 'right',
    bold: true,
  });
  pdf
    .moveTo(MARGIN + WIDTH - 180, y + 50)
    .lineTo(MARGIN + WIDTH, y + 50)
    .strokeColor('#78716c')
    .stroke();
  drawText(pdf, 'Authorised signatory', MARGIN + WIDTH - 220, y + 54, {
    width: 220,
    align: 'right',
  });
  drawText(pdf, 'This is a computer-generated document.', MARGIN, y + 54, {
    color: '#78716c',
    size: 8,
  });
}

/** The document as PDF bytes. */
export function invoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${documentTitle(doc)} ${doc.number}`, Author: doc.seller.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  registerFonts(pdf);
  const y = totals(pdf, doc, table(pdf, doc, parties(pdf, doc, header(pdf, doc))));
  footer(pdf, doc, y);
  pdf.end();
  return done;
}
