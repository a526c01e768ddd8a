// The catalogue spreadsheet's columns and its cell formats (docs/decisions.md "Catalogue
// spreadsheet"). Pure, so the export, the import and the import page share one description.
// Column names are the /api wire names (docs/api.md), so a field's refusal names its column.

/** Every column, in the export's order. */
export const CSV_COLUMNS = [
  'id',
  'name',
  'main_category',
  'sub_category',
  'price',
  'available',
  'stock',
  'size',
  'footwear_size',
  'size_stock',
  'barcode',
  'size_barcodes',
  'color',
  'brand',
  'material',
  'model_name',
  'cotton_percentage',
  'weight',
  'description',
  'image_urls',
  'created_at',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * An import must carry these. `id` too: a sheet that lost its id column would otherwise add every
 * row as a new product, doubling the catalogue.
 */
export const REQUIRED_COLUMNS: readonly CsvColumn[] = [
  'id',
  'name',
  'main_category',
  'sub_category',
  'price',
];

/** Exported for reading only: photos are managed on the product's page, dates by the shop. */
export const READ_ONLY_COLUMNS: readonly CsvColumn[] = ['image_urls', 'created_at'];

/** Separates the items of a list cell (sizes with their counts, photo URLs). */
export const LIST_SEPARATOR = '|';

/** The largest file the import takes. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

export const CSV_TOO_LARGE = `The file is larger than ${MAX_CSV_BYTES / (1024 * 1024)} MB. Split it into smaller files and import each.`;

// Spreadsheet formula injection (OWASP "CSV Injection"): a cell starting with one of these is
// run as a formula by Excel and Sheets. The export puts an apostrophe in front; the import takes
// one off again. Cells that already start with apostrophes before such a character get one more,
// so taking one off always gives back exactly what was stored.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const PROTECTED = /^'+[=+\-@\t\r]/;

/** A cell as written to the file: safe to open in a spreadsheet. */
export function protectCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as read from the file: the export's apostrophe removed. */
export function unprotectCell(text: string): string {
  return PROTECTED.test(text) ? text.slice(1) : text;
}

/** Values by size as one cell: "S:2|M:0|L:5". */
const formatSizeCell = (items: readonly (readonly [string, string | number])[]) =>
  items.map(([size, value]) => `${size}:${value}`).join(LIST_SEPARATOR);

/** Per-size stock as one cell: "S:2|M:0|L:5"; "" when the product is not tracked per size. */
export function formatSizeStock(
  sizeStock: readonly { size: string; stock: number }[] | null,
): string {
  return formatSizeCell((sizeStock ?? []).map((s) => [s.size, s.stock]));
}

/** The sizes' own barcodes as one cell, as the stock per size: "S:8901234567890|M:8901234567891". */
export const formatSizeBarcodes = (codes: Readonly<Record<string, string>>) =>
  formatSizeCell(Object.entries(codes));

export type SizeStockCell =
  { ok: true; counts: Record<string, string> | null } | { ok: false; message: string };

export const SIZE_STOCK_FORMAT =
  'Size stock must look like S:2|M:0|L:5 (size:count, separated by |).';

/**
 * "S:2|M:0|L:5" -> {S: "2", M: "0", L: "5"} (counts stay text: the product schema checks them);
 * an empty cell -> null (not tracked per size). Commas or semicolons also separate, "=" also joins
 * a size to its count, and empty items are skipped (a trailing "|" keeps Excel from reading a
 * lone "9:2" as a time).
 */
export function parseSizeStock(cell: string): SizeStockCell {
  const read = parseSizeCell(cell, SIZE_STOCK_FORMAT, 'Size stock');
  return read.ok ? { ok: true, counts: read.values } : read;
}

export const SIZE_BARCODES_FORMAT =
  'Size barcodes must look like S:8901234567890|M:8901234567891 (size:code, separated by |).';

/**
 * "S:8901234567890|M:8901234567891" -> {S: "8901234567890", M: "8901234567891"} (the product
 * schema checks the codes), read as the stock per size is; an empty cell -> {} (no size codes).
 */
export function parseSizeBarcodes(
  cell: string,
): { ok: true; codes: Record<string, string> } | { ok: false; message: string } {
  const read = parseSizeCell(cell, SIZE_BARCODES_FORMAT, 'Size barcodes');
  return read.ok ? { ok: true, codes: read.values ?? {} } : read;
}

/** A cell of values by size ("S:2|M:0"), or null when empty; the format's message when not one. */
function parseSizeCell(
  cell: string,
  format: string,
  label: string,
): { ok: true; values: Record<string, string> | null } | { ok: false; message: string } {
  const text = cell.trim();
  if (text === '') return { ok: true, values: null };
  const values: Record<string, string> = {};
  for (const item of text.split(/[|,;]/)) {
    const part = item.trim();
    if (part === '') continue;
    const match = /^([^:=\s]+)\s*[:=]\s*([^:=\s]*)$/.exec(part);
    if (!match) return { ok: false, message: format };
    const size = match[1]!.toUpperCase();
    if (size in values) return { ok: false, message: `${label} names "${size}" twice.` };
    values[size] = match[2]!;
  }
  return { ok: true, values };
}

/** A list cell ("S|M|L", also "S,M,L") as the comma list the product schema reads. */
export const listCellAsCommaList = (cell: string) => cell.split(LIST_SEPARATOR).join(',');

/** Digit grouping as money is formatted: Indian 1,49,999 or international 149,999. */
const GROUPED = /^(\d{1,2}(,\d{2})*,\d{3}|\d{1,3}(,\d{3})+)(\.\d+)?$/;

/**
 * A price as a spreadsheet may save it once formatted as money: "₹1,49,999.00" -> "149999.00".
 * The rupee sign and spaces go, and commas only where they group digits, so "1499,50" (a decimal
 * comma) is still refused rather than read as 149950.
 */
export function readPriceCell(cell: string): string {
  const text = cell.replace(/[₹\s]/g, '');
  return GROUPED.test(text) ? text.replace(/,/g, '') : text;
}

/** "true"/"false" as the export writes them; also TRUE (Excel), yes/no, 1/0 when read. */
export function readAvailableCell(cell: string): string {
  const text = cell.trim().toLowerCase();
  if (text === 'yes' || text === 'y') return 'true';
  if (text === 'no' || text === 'n') return 'false';
  return text;
}
