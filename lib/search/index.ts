export {
  buildSearchIndex,
  deserializeIndex,
  DEFAULT_INDEX_DIR,
  indexFile,
  isSearchTab,
  loadSearchIndex,
  queryIndex,
  search,
  SEARCH_TABS,
  serializeIndex,
} from './engine';
export type { LocaleSearchIndex, SearchItem, SearchResponse, SearchTab } from './engine';
export { tokenize, tokenizeQuery } from './tokenize';
