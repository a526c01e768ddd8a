// The search's public face: pages, handlers and actions import from here (docs/architecture.md).
export { listCatalogue, type CatalogueListing } from './catalogue-listing';
export { listIndex, type ListingBase, type ListingQuery } from './listing';
export type { CategoryLink, DidYouMean } from './did-you-mean';
export { searchSuggestions } from './suggest';
export { deleteSynonym, listSynonyms, saveSynonym, type SearchSynonym } from './synonyms';
export { recordSearch, recordSearchClick, searchReport, type SearchReportRow } from './search-log';
