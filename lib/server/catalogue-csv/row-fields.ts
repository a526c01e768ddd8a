import 'server-only';
// One spreadsheet row -> the raw product fields the product schema reads (the same as a form
// post or an /api write sends), or the refusals of cells only the spreadsheet has: the id, the
// per-size stock and barcode cells and a row that does not line up with the header.
import {
  listCellAsCommaList,
  parseSizeBarcodes,
  parseSizeStock,
  readAvailableCell,
  readPriceCell,
  READ_ONLY_COLUMNS,
  type CsvColumn,
} from '@/lib/shared/catalogue-csv/columns';
import { parseId } from '@/lib/shared/ids';
import type { CsvRecord } from './read-file';

export interface RowFields {
  /** The product to update, or null to add one. */
  id: number | null;
  /** Raw field values by wire name, for validateProductFields. */
  fields: Record<string, unknown>;
  /** Refusals found before the schema runs, by column. */
  errors: Record<string, string[]>;
}

export const ROW_MESSAGES = {
  badId:
    'Id must be a product number from the export. Leave it empty to add this row as a new product.',
} as const;

/**
 * Cells left empty in these columns mean "keep the stored value" on an update (and the default
 * on a new product): a blank availability or stock has no other sensible reading. Every other
 * column's empty cell is an empty value (a cleared brand, no sizes, not tracked per size).
 */
const BLANK_KEEPS: readonly CsvColumn[] = ['available', 'stock'];

export function rowFields(record: CsvRecord, headerLength: number): RowFields {
  const errors: Record<string, string[]> = {};
  if (record.cellCount !== headerLength) {
    errors.row = [
      `This row has ${record.cellCount} cells but the header has ${headerLength} columns${
        record.cellCount > headerLength ? ' (a comma in a cell that is not quoted?)' : ''
      }.`,
    ];
  }
  const idCell = (record.cells.id ?? '').trim();
  const id = idCell === '' ? null : parseId(idCell.replace(/^#/, ''));
  if (idCell !== '' && id === null) errors.id = [ROW_MESSAGES.badId];
  const fields: Record<string, unknown> = {};
  for (const [column, cell = ''] of Object.entries(record.cells) as [CsvColumn, string][]) {
    if (column === 'id' || READ_ONLY_COLUMNS.includes(column)) continue;
    if (BLANK_KEEPS.includes(column) && cell.trim() === '') continue;
    if (column === 'available') fields.available = readAvailableCell(cell);
    else if (column === 'price') fields.price = readPriceCell(cell);
    else if (column === 'size' || column === 'footwear_size')
      fields[column] = listCellAsCommaList(cell);
    else if (column === 'size_stock') {
      const parsed = parseSizeStock(cell);
      if (parsed.ok) fields.size_stock = parsed.counts;
      else errors.size_stock = [parsed.message];
    } else if (column === 'size_barcodes') {
      const parsed = parseSizeBarcodes(cell);
      if (parsed.ok) fields.size_barcodes = parsed.codes;
      else errors.size_barcodes = [parsed.message];
    } else fields[column] = cell;
  }
  return { id, fields, errors };
}
