export { buildSearchIndex, isSearchTab, queryIndex, search, SEARCH_TABS } from './engine';
export type { LocaleSearchIndex, SearchItem, SearchResponse, SearchTab } from './engine';
export { tokenize, tokenizeQuery } from './tokenize';
