// Server-side content loaders: they read content/ from disk (node:fs), so they cannot end up in a client bundle.
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ContentError, DEFAULT_CONTENT_ROOT, listSlugDirs, readSourceFile, sourcePath } from './files';
import { htmlToText, renderMarkdown, type RenderedMarkdown } from './markdown';
import { readingMinutes } from './reading-time';
import {
  CONTENT_LOCALES,
  caseFrontMatterSchema,
  postFrontMatterSchema,
  type CaseFrontMatter,
  type CaseTag,
  type CaseType,
  type ContentKind,
  type ContentLocale,
  type PostFrontMatter,
  tagsMatch,
} from './schema';

interface RenderedBody {
  html: string;
  headings: RenderedMarkdown['headings'];
  /** The body as plain text (search, excerpts). */
  text: string;
}

export interface PostSummary extends PostFrontMatter {
  slug: string;
  locale: ContentLocale;
  readingMinutes: number;
}

export interface PostLink {
  slug: string;
  title: string;
}

export interface Post extends PostSummary, RenderedBody {
  /** The post published just before this one (older), or null for the oldest. */
  prev: PostLink | null;
  /** The post published just after this one (newer), or null for the newest. */
  next: PostLink | null;
}

export interface CaseSummary extends CaseFrontMatter {
  slug: string;
  locale: ContentLocale;
  readingMinutes: number;
}

export interface CaseStudy extends CaseSummary, RenderedBody {}

export interface CaseFilter {
  type?: CaseType;
  /** A case matches when it carries one of these tags in each facet they choose from (schema.ts tagsMatch). */
  tags?: readonly CaseTag[];
}

export interface LocaleContent {
  /** Newest first. */
  readonly posts: readonly Post[];
  /** Newest first. */
  readonly cases: readonly CaseStudy[];
}

interface LoadedLocale extends LocaleContent {
  readonly postSummaries: readonly PostSummary[];
  readonly caseSummaries: readonly CaseSummary[];
}

type LoadedContent = Map<ContentLocale, LoadedLocale>;

const cache = new Map<string, LoadedContent>();

function byDateDescending(a: { date: string; slug: string }, b: { date: string; slug: string }): number {
  return a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date);
}

function parseFrontMatter<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ContentError(
      file,
      result.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`),
    );
  }
  return result.data;
}

function renderBody(markdown: string, locale: ContentLocale): RenderedBody {
  const { html, headings } = renderMarkdown(markdown, locale);
  return { html, headings, text: htmlToText(html) };
}

type Located<F> = F & { slug: string; locale: ContentLocale; readingMinutes: number };

interface ReadItem<T> {
  summary: T;
  body: RenderedBody;
}

function readItems<F extends { date: string }>(
  root: string,
  kind: ContentKind,
  locale: ContentLocale,
  schema: z.ZodType<F>,
): ReadItem<Located<F>>[] {
  const items: ReadItem<Located<F>>[] = [];
  for (const slug of listSlugDirs(root, kind)) {
    const file = sourcePath(root, kind, slug, locale);
    // A missing translation is reported by the content check (prebuild); the loader lists what exists.
    if (!fs.existsSync(file)) continue;
    const source = readSourceFile(file);
    const frontMatter = parseFrontMatter(schema, source.data, source.displayPath);
    const body = renderBody(source.body, locale);
    items.push({
      summary: { ...frontMatter, slug, locale, readingMinutes: readingMinutes(body.text) },
      body,
    });
  }
  return items.sort((a, b) => byDateDescending(a.summary, b.summary));
}

function linkPosts(items: ReadItem<PostSummary>[]): Post[] {
  return items.map(({ summary, body }, index) => {
    const newer = items[index - 1]?.summary;
    const older = items[index + 1]?.summary;
    return {
      ...summary,
      ...body,
      prev: older ? { slug: older.slug, title: older.title } : null,
      next: newer ? { slug: newer.slug, title: newer.title } : null,
    };
  });
}

function loadLocale(root: string, locale: ContentLocale): LoadedLocale {
  const posts = readItems(root, 'blog', locale, postFrontMatterSchema);
  const cases = readItems(root, 'cases', locale, caseFrontMatterSchema);
  return {
    posts: linkPosts(posts),
    postSummaries: posts.map((item) => item.summary),
    cases: cases.map(({ summary, body }) => ({ ...summary, ...body })),
    caseSummaries: cases.map((item) => item.summary),
  };
}

function loadContent(root: string): LoadedContent {
  const key = path.resolve(root);
  let content = cache.get(key);
  if (!content) {
    content = new Map(CONTENT_LOCALES.map((locale) => [locale, loadLocale(key, locale)]));
    cache.set(key, content);
  }
  return content;
}

function localeContent(locale: ContentLocale, root: string): LoadedLocale {
  const content = loadContent(root).get(locale);
  if (!content) throw new RangeError(`unknown content locale: ${String(locale)}`);
  return content;
}

/** Every post of the locale, newest first, without bodies. */
export function getPosts(locale: ContentLocale, root: string = DEFAULT_CONTENT_ROOT): PostSummary[] {
  return [...localeContent(locale, root).postSummaries];
}

/** One post with its rendered body and its older (prev) and newer (next) neighbours; null when absent. */
export function getPost(
  locale: ContentLocale,
  slug: string,
  root: string = DEFAULT_CONTENT_ROOT,
): Post | null {
  return localeContent(locale, root).posts.find((post) => post.slug === slug) ?? null;
}

/** Cases of the locale, newest first; `type` narrows, `tags` combine with AND. */
export function getCases(
  locale: ContentLocale,
  filter: CaseFilter = {},
  root: string = DEFAULT_CONTENT_ROOT,
): CaseSummary[] {
  const wantedTags = filter.tags ?? [];
  return localeContent(locale, root).caseSummaries.filter(
    (item) => (!filter.type || item.type === filter.type) && tagsMatch(item.tags, wantedTags),
  );
}

/** One case with its rendered body; null when absent. */
export function getCase(
  locale: ContentLocale,
  slug: string,
  root: string = DEFAULT_CONTENT_ROOT,
): CaseStudy | null {
  return localeContent(locale, root).cases.find((item) => item.slug === slug) ?? null;
}

/** Slugs of every post and case, newest first (identical across locales), for generateStaticParams and the sitemap. */
export function getAllSlugs(root: string = DEFAULT_CONTENT_ROOT): { posts: string[]; cases: string[] } {
  const english = localeContent('en', root);
  return {
    posts: english.postSummaries.map((post) => post.slug),
    cases: english.caseSummaries.map((item) => item.slug),
  };
}

/** Full posts and cases of one locale (bodies included), newest first; the search index is built from these. */
export function getLocaleContent(locale: ContentLocale, root: string = DEFAULT_CONTENT_ROOT): LocaleContent {
  const { posts, cases } = localeContent(locale, root);
  return { posts, cases };
}

/** Forget what was read, so the next call reads the files again (tests, content previews). */
export function clearContentCache(): void {
  cache.clear();
}
