import type { ReactNode } from 'react';
import { Phrases } from '@/components/marketing/phrases';
import type { Locale } from '@/lib/i18n/locales';
import { formatLegalDate, type LegalDocument } from '@/lib/legal/load';

/**
 * Styles for rendered legal Markdown (no typography plugin here): headings, lists, tables and links.
 * Exported so the footer dialogs can show the same HTML (from GET /api/legal/...) the same way.
 */
export const legalProseClass = [
  'text-base leading-7 text-ink',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900',
  '[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-ink/20 [&_th]:bg-brand-50 [&_th]:p-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-ink/20 [&_td]:p-2 [&_td]:align-top',
  '[&_strong]:font-semibold',
].join(' ');

export interface LegalDocumentLabels {
  /** "Last updated: {date}" already filled in. */
  lastUpdated: string;
  toc: string;
}

/** A legal page body: the one h1, the last-updated date, a table of contents and the rendered document. */
export function LegalDocumentView({
  document,
  locale,
  labels,
  children,
}: {
  document: LegalDocument;
  locale: Locale;
  labels: (date: string) => LegalDocumentLabels;
  /** Shown under the title (the privacy policy's version switch). */
  children?: ReactNode;
}) {
  const date = formatLegalDate(document.updated, locale);
  const text = labels(date);
  const toc = document.headings.filter((heading) => heading.depth === 2);
  return (
    <article className="mx-auto max-w-page px-4 py-12 sm:py-16" data-legal-doc={document.doc}>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          <Phrases text={document.title} />
        </h1>
        <p className="mt-3 text-sm text-ink-muted">
          <time dateTime={document.updated}>{text.lastUpdated}</time>
        </p>
        <p className="mt-4 text-lg text-ink-muted">{document.summary}</p>
        {children}
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-24 lg:self-start">
          <p id="legal-toc" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {text.toc}
          </p>
          <ol className="mt-3 space-y-2 border-l border-ink/15 pl-4 text-sm">
            {toc.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`} className="text-ink hover:text-brand-700 hover:underline">
                  {heading.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {/* Safe: rendered by lib/content/markdown.ts, which escapes raw HTML and drops unsafe URLs. */}
        <div
          data-legal-body
          className={`max-w-3xl ${legalProseClass}`}
          dangerouslySetInnerHTML={{ __html: document.html }}
        />
      </div>
    </article>
  );
}
