// The catalogue spreadsheet's public face: routes and pages import from here.
export { catalogueCsv, exportCatalogueCsv } from './export';
export { applyCatalogueCsv, previewCatalogueCsv } from './import';
export { catalogueExportFromRequest, catalogueImportFromRequest } from './requests';
