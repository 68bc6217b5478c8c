import fs from 'node:fs';
import path from 'node:path';
import MiniSearch, { type Options } from 'minisearch';
import { DEFAULT_CONTENT_ROOT } from '@/lib/content/files';
import { getLocaleContent } from '@/lib/content/load';
import type { ContentLocale } from '@/lib/content/schema';
import { makeExcerpt } from './excerpt';
import { isSearchTab, resultPath, SEARCH_TABS, type SearchTab } from './params';
import { tokenize, tokenizeQuery } from './tokenize';
import { logger } from '@/lib/log';

export { isSearchTab, SEARCH_TABS, type SearchTab };

export interface SearchItem {
  type: SearchTab;
  /** The slug. */
  id: string;
  title: string;
  /** Locale-free path: /blog/<slug> or /our-work/<slug>; the caller adds the locale prefix. */
  url: string;
  excerpt: string;
}

export interface SearchResponse {
  /** Number of items returned (those of the requested tab, or all). */
  total: number;
  /** Matches per tab, whatever tab was requested, so both tab labels can show a count. */
  counts: Record<SearchTab, number>;
  /** Best match first. */
  items: SearchItem[];
}

interface SearchDocument {
  key: string;
  type: SearchTab;
  slug: string;
  title: string;
  description: string;
  body: string;
}

export interface LocaleSearchIndex {
  locale: ContentLocale;
  engine: MiniSearch<SearchDocument>;
  documents: Map<string, SearchDocument>;
}

// Bounds the work one request can cause.
const MAX_QUERY_LENGTH = 200;
const MAX_QUERY_TERMS = 12;

function searchDocuments(locale: ContentLocale, root: string): SearchDocument[] {
  const { posts, cases } = getLocaleContent(locale, root);
  return [
    ...posts.map((post) => ({
      key: `blog:${post.slug}`,
      type: 'blog' as const,
      slug: post.slug,
      title: post.title,
      description: post.description,
      body: post.text,
    })),
    ...cases.map((item) => ({
      key: `work:${item.slug}`,
      type: 'work' as const,
      slug: item.slug,
      title: item.title,
      description: item.summary,
      body: item.text,
    })),
  ];
}

/** A MiniSearch index over the locale's posts (type blog) and cases (type work). */
export function buildSearchIndex(
  locale: ContentLocale,
  root: string = DEFAULT_CONTENT_ROOT,
): LocaleSearchIndex {
  const documents = searchDocuments(locale, root);
  const engine = new MiniSearch<SearchDocument>(engineOptions(locale));
  engine.addAll(documents);
  return { locale, engine, documents: new Map(documents.map((document) => [document.key, document])) };
}

/** The one set of MiniSearch options, so an index read back from disk tokenizes queries like a fresh one. */
function engineOptions(locale: ContentLocale): Options<SearchDocument> {
  return {
    idField: 'key',
    fields: ['title', 'description', 'body'],
    tokenize: (text) => tokenize(text, locale),
    searchOptions: {
      tokenize: (text) => tokenizeQuery(text, locale).slice(0, MAX_QUERY_TERMS),
      boost: { title: 3, description: 2 },
      combineWith: 'AND',
      prefix: (term) => term.length >= 2,
      // Typo tolerance only for longer Latin words; for CJK one edit is a different word.
      fuzzy: (term) => (/^[a-z]{5,}$/.test(term) ? 0.2 : false),
    },
  };
}

/** Where `npm run search:index` (prebuild) writes the indexes: git-ignored, one file per locale. */
export const DEFAULT_INDEX_DIR = path.join(process.cwd(), '.search-index');
const INDEX_FORMAT = 1;

interface SerializedIndex {
  format: number;
  locale: ContentLocale;
  engine: unknown;
  documents: SearchDocument[];
}

export function indexFile(locale: ContentLocale, dir: string = DEFAULT_INDEX_DIR): string {
  return path.join(dir, `${locale}.json`);
}

/** The index as JSON text (MiniSearch's own serialisation plus the documents for titles and excerpts). */
export function serializeIndex(index: LocaleSearchIndex): string {
  const serialized: SerializedIndex = {
    format: INDEX_FORMAT,
    locale: index.locale,
    engine: index.engine.toJSON(),
    documents: [...index.documents.values()],
  };
  return JSON.stringify(serialized);
}

/** Reads an index written by serializeIndex(); throws when the text is not one for this locale. */
export function deserializeIndex(text: string, locale: ContentLocale): LocaleSearchIndex {
  const parsed = JSON.parse(text) as SerializedIndex;
  if (parsed.format !== INDEX_FORMAT || parsed.locale !== locale || !Array.isArray(parsed.documents)) {
    throw new Error(`not a search index for ${locale} (format ${INDEX_FORMAT})`);
  }
  const engine = MiniSearch.loadJSON<SearchDocument>(JSON.stringify(parsed.engine), engineOptions(locale));
  return { locale, engine, documents: new Map(parsed.documents.map((document) => [document.key, document])) };
}

/**
 * The index built at build time (`.search-index/<locale>.json`), or — when that file is missing or
 * unreadable (`next dev` without prebuild) — one built in memory from content/.
 */
export function loadSearchIndex(
  locale: ContentLocale,
  dir: string = DEFAULT_INDEX_DIR,
  root: string = DEFAULT_CONTENT_ROOT,
): LocaleSearchIndex {
  const file = indexFile(locale, dir);
  if (fs.existsSync(file)) {
    try {
      return deserializeIndex(fs.readFileSync(file, 'utf8'), locale);
    } catch (error) {
      logger('search').warn({ err: error, file }, 'index cannot be read, building it in memory');
    }
  }
  return buildSearchIndex(locale, root);
}

/** Runs a query against a built index; an empty query finds nothing. */
export function queryIndex(index: LocaleSearchIndex, query: string, tab?: SearchTab): SearchResponse {
  const text = query.slice(0, MAX_QUERY_LENGTH).trim();
  const matches = text ? index.engine.search(text) : [];
  const counts: Record<SearchTab, number> = { blog: 0, work: 0 };
  const items: SearchItem[] = [];
  for (const match of matches) {
    const document = index.documents.get(String(match.id));
    if (!document) continue;
    counts[document.type] += 1;
    if (tab && document.type !== tab) continue;
    items.push({
      type: document.type,
      id: document.slug,
      title: document.title,
      url: resultPath(document.type, document.slug),
      excerpt: makeExcerpt([document.description, document.body], match.terms),
    });
  }
  return { total: items.length, counts, items };
}

const indexes = new Map<ContentLocale, LocaleSearchIndex>();

function indexFor(locale: ContentLocale): LocaleSearchIndex {
  let index = indexes.get(locale);
  if (!index) {
    index = loadSearchIndex(locale);
    indexes.set(locale, index);
  }
  return index;
}

/** Searches the locale's posts and cases; `tab` narrows the items, `counts` always covers both tabs. */
export function search(locale: ContentLocale, query: string, tab?: SearchTab): SearchResponse {
  return queryIndex(indexFor(locale), query, tab);
}
