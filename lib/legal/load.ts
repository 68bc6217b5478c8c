// Server-side loader of the legal documents: reads content/legal/<doc>/<locale>.md, renders the Markdown
// with the site's safe renderer (raw HTML is escaped, javascript: links dropped, headings get ids).
import path from 'node:path';
import { formatContentDate } from '@/lib/content/dates';
import { DEFAULT_CONTENT_ROOT, readSourceFile } from '@/lib/content/files';
import { renderMarkdown, type RenderedMarkdown } from '@/lib/content/markdown';
import type { Locale } from '@/lib/i18n/locales';
import type { LegalDoc } from './documents';

export const DEFAULT_LEGAL_ROOT = path.join(DEFAULT_CONTENT_ROOT, 'legal');

export interface LegalDocument {
  doc: LegalDoc;
  locale: Locale;
  title: string;
  /** ISO date, YYYY-MM-DD. */
  updated: string;
  summary: string;
  html: string;
  /** Headings of the body (h2, h3) with their ids, for the table of contents. */
  headings: RenderedMarkdown['headings'];
}

export function legalSourcePath(root: string, doc: LegalDoc, locale: Locale): string {
  return path.join(root, doc, `${locale}.md`);
}

/** YAML reads an unquoted 2025-06-04 as a Date: both forms become the ISO date string. */
export function isoDate(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) {
    const date = new Date(`${value.trim()}T00:00:00Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(value.trim())) return value.trim();
  }
  return undefined;
}

function requiredText(data: Record<string, unknown>, field: string, file: string): string {
  const value = data[field];
  if (typeof value !== 'string' || !value.trim()) throw new Error(`${file}: front matter ${field} missing`);
  return value.trim();
}

const cache = new Map<string, LegalDocument>();

/** The rendered document; parsed once per process (content only changes with a new build). */
export function loadLegalDocument(
  doc: LegalDoc,
  locale: Locale,
  root: string = DEFAULT_LEGAL_ROOT,
): LegalDocument {
  const file = legalSourcePath(root, doc, locale);
  const cached = cache.get(file);
  if (cached) return cached;
  const source = readSourceFile(file);
  const updated = isoDate(source.data.updated);
  if (!updated)
    throw new Error(`${source.displayPath}: front matter updated must be an ISO date (YYYY-MM-DD)`);
  const { html, headings } = renderMarkdown(source.body, locale);
  const loaded: LegalDocument = {
    doc,
    locale,
    title: requiredText(source.data, 'title', source.displayPath),
    updated,
    summary: requiredText(source.data, 'summary', source.displayPath),
    html,
    headings: headings.filter((heading) => heading.depth >= 2 && heading.depth <= 3),
  };
  cache.set(file, loaded);
  return loaded;
}

/** The "last updated" date as the locale writes it (4 June 2025, 2025年6月4日, 2025년 6월 4일). */
export function formatLegalDate(updated: string, locale: Locale): string {
  return formatContentDate(locale, updated);
}
