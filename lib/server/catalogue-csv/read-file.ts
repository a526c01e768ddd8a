import 'server-only';
// An uploaded catalogue CSV -> its header checked and its rows with the line each starts on.
// Everything that makes the whole file unusable is one CsvFileError with one clear message: not
// UTF-8, empty, not CSV, a header missing required columns or naming unknown ones.
import { createHash } from 'node:crypto';
import { CsvError, parse } from 'csv-parse/sync';
import {
  CSV_COLUMNS,
  REQUIRED_COLUMNS,
  unprotectCell,
  type CsvColumn,
} from '@/lib/shared/catalogue-csv/columns';
import { plural } from '@/lib/shared/counts';
import { CsvFileError } from './errors';

export interface CsvRecord {
  /** The file line the row starts on (header = line 1). */
  line: number;
  /** The spreadsheet's row number (header = row 1). */
  row: number;
  /** The row's cells by column, apostrophe protection removed; columns the file lacks are absent. */
  cells: Partial<Record<CsvColumn, string>>;
  /**
   * How many cells the row has, counting cells past the header's columns only when they hold
   * something: unequal to the header's length, the row does not line up with the header.
   */
  cellCount: number;
}

export interface CatalogueFile {
  columns: CsvColumn[];
  headerLength: number;
  records: CsvRecord[];
  /** sha256 of the bytes: the apply checks it is applying the file that was previewed. */
  hash: string;
}

const BOM = [0xef, 0xbb, 0xbf];
const CR = 0x0d;
const LF = 0x0a;

export const FILE_MESSAGES = {
  empty: 'The file is empty. Export the catalogue, edit it and upload that file.',
  notUtf8:
    'The file is not UTF-8 text. In Excel use Save As › "CSV UTF-8 (Comma delimited)"; in Google Sheets use File › Download › "Comma-separated values (.csv)".',
  noRows: 'The file has a header but no product rows.',
  semicolons:
    'The columns are separated by semicolons. Save the file as "CSV UTF-8 (Comma delimited)" so commas separate them.',
} as const;

const HEADER_HINT = `The first line must name the columns, as in the export: ${CSV_COLUMNS.join(', ')}.`;

function notCsv(error: CsvError): CsvFileError {
  const line = (error as CsvError & { lines?: number }).lines;
  const reason =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'a quoted cell is never closed'
      : error.code === 'INVALID_OPENING_QUOTE' || error.code === 'CSV_INVALID_CLOSING_QUOTE'
        ? 'a quote (") sits inside a cell that is not quoted as a whole'
        : error.message.split(':')[0]!.toLowerCase();
  return new CsvFileError(
    `The file could not be read as CSV${line ? ` near line ${line}` : ''}: ${reason}.`,
  );
}

/** The header's column names, checked: every required one, no unknown or repeated one. */
function readHeader(cells: string[], hasData: (index: number) => boolean): (CsvColumn | null)[] {
  if (cells.length === 1 && cells[0]!.includes(';'))
    throw new CsvFileError(FILE_MESSAGES.semicolons);
  const known = new Set<string>(CSV_COLUMNS);
  const seen = new Set<string>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  const columns = cells.map((cell, index) => {
    const name = cell.trim().toLowerCase();
    // A nameless column with nothing in it is a spreadsheet's leftover, not data.
    if (name === '' && !hasData(index)) return null;
    if (!known.has(name))
      unknown.push(name === '' ? `(column ${index + 1} has no name)` : cell.trim());
    else if (seen.has(name)) repeated.push(name);
    seen.add(name);
    return known.has(name) ? (name as CsvColumn) : null;
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !seen.has(c));
  const problems = [
    missing.length &&
      `Missing required ${plural(missing.length, 'column', 'columns')}: ${missing.join(', ')}.`,
    unknown.length &&
      `Unknown ${plural(unknown.length, 'column', 'columns')}: ${unknown.join(', ')}.`,
    repeated.length &&
      `Repeated ${plural(repeated.length, 'column', 'columns')}: ${repeated.join(', ')}.`,
  ].filter(Boolean);
  if (problems.length) throw new CsvFileError(`${problems.join(' ')} ${HEADER_HINT}`);
  return columns;
}

/** Counts line breaks (CRLF, LF or CR) in bytes[from, to). */
function breaksIn(bytes: Uint8Array, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const b = bytes[i];
    if (b === LF || (b === CR && bytes[i + 1] !== LF)) n++;
  }
  return n;
}

/** The first byte of a record: past the empty lines csv-parse skipped before it. */
function skipEmptyLines(bytes: Uint8Array, from: number, to: number): number {
  let i = from;
  while (i < to && (bytes[i] === CR || bytes[i] === LF)) i++;
  return i;
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

export function readCatalogueFile(bytes: Uint8Array): CatalogueFile {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const body = BOM.every((b, i) => bytes[i] === b) ? bytes.subarray(3) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new CsvFileError(FILE_MESSAGES.notUtf8);
  }
  if (text.trim() === '') throw new CsvFileError(FILE_MESSAGES.empty);
  let parsed: { record: string[]; info: { bytes: number } }[];
  try {
    // Parsed from the bytes, so each record's end offset (info.bytes) is a byte offset into them.
    parsed = parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength), {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    if (error instanceof CsvError) throw notCsv(error);
    throw error;
  }
  // csv-parse miscounts lines after a CRLF inside a quoted cell, so lines are counted here.
  // A spreadsheet shows each record and each empty line as one row, whatever the line breaks
  // inside its cells.
  let offset = 0;
  let line = 1;
  let row = 1;
  const located = parsed.map(({ record, info }) => {
    const start = skipEmptyLines(body, offset, info.bytes);
    const emptyLines = breaksIn(body, offset, start);
    line += emptyLines;
    row += emptyLines;
    const at = { line, row };
    line += breaksIn(body, start, info.bytes);
    row += 1;
    offset = info.bytes;
    return { ...at, cells: record };
  });
  const rows = located.filter((r) => !isBlank(r.cells));
  const [header, ...data] = rows;
  if (!header) throw new CsvFileError(FILE_MESSAGES.empty);
  const columns = readHeader(header.cells, (i) =>
    data.some((r) => (r.cells[i] ?? '').trim() !== ''),
  );
  if (data.length === 0) throw new CsvFileError(FILE_MESSAGES.noRows);
  const headerLength = header.cells.length;
  const records = data.map((r): CsvRecord => {
    const cells: Partial<Record<CsvColumn, string>> = {};
    columns.forEach((column, i) => {
      if (column) cells[column] = unprotectCell(r.cells[i] ?? '');
    });
    // Blank cells past the header's columns are a spreadsheet's leftovers, not data.
    const used = r.cells.findLastIndex((c) => c.trim() !== '') + 1;
    const cellCount = r.cells.length < headerLength ? r.cells.length : Math.max(used, headerLength);
    return { line: r.line, row: r.row, cells, cellCount };
  });
  return {
    columns: columns.filter((c): c is CsvColumn => c !== null),
    headerLength,
    records,
    hash,
  };
}
