// What the catalogue import answers (preview and apply), typed for the page that shows it.

/** One refusal: where it is in the file, which column, and why. */
export interface CsvRowError {
  /** The file line the row starts on (1-based; the header is line 1). */
  line: number;
  /** The row as a spreadsheet numbers it (the header is row 1); differs from `line` after a cell with line breaks. */
  row: number;
  /** The column name, or "row" for a problem with the row as a whole. */
  column: string;
  message: string;
}

/** A row the apply would write: a new product, or the columns that change on an existing one. */
export interface CsvRowChange {
  line: number;
  /** null for a new product. */
  id: number | null;
  name: string;
  /** The columns that change (empty for a new product). */
  columns: string[];
}

/** The listing of errors and changes stops here; the counts are always complete. */
export const LISTED_MAX = 200;

export interface CataloguePreview {
  ok: true;
  step: 'preview';
  rows: number;
  creates: number;
  updates: number;
  unchanged: number;
  errorCount: number;
  errors: CsvRowError[];
  changes: CsvRowChange[];
  /**
   * What the apply must find again (the same file and the same changes), or null when there is
   * nothing to apply (errors, or no change).
   */
  plan: string | null;
}

export interface CatalogueApplied {
  ok: true;
  step: 'apply';
  created: number;
  updated: number;
  unchanged: number;
}

export interface CsvFailure {
  ok: false;
  /** 400 (the file or rows refused), 401, 403, 409 (changed since the preview), 413, 500. */
  status: number;
  message: string;
  errorCount: number;
  errors: CsvRowError[];
}

export type CsvImportResult = CataloguePreview | CatalogueApplied | CsvFailure;
