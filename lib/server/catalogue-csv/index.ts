// The catalogue spreadsheet's public face: its HTTP side (lib/server/http/catalogue-csv-requests.ts)
// and scripts import from here.
export { CsvFileError, CsvRowsError } from './errors';
export { catalogueCsv, exportCatalogueCsv, exportCatalogueCsvChunks } from './export';
export { applyCatalogueCsv, previewCatalogueCsv } from './import';
