import { jsonError } from '@/lib/http/errors';
import { LEGAL_DOCS, LEGAL_LOCALES, isLegalDoc, isLegalLocale } from '@/lib/legal/documents';
import { loadLegalDocument } from '@/lib/legal/load';

// GET /api/legal/<doc>/<locale> → {title, html, updated}: the texts of the footer dialogs, the same Markdown
// as the pages. Every doc × locale is generated at build time; the answer only changes with a deploy.
// Anything else answers 404 {"error":"not_found"}.

export const dynamic = 'force-static';

export function generateStaticParams() {
  return LEGAL_DOCS.flatMap((doc) => LEGAL_LOCALES.map((locale) => ({ doc, locale })));
}

/** A day in the browser, a week in shared caches, then revalidated in the background. */
const LEGAL_CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800';

export async function GET(_request: Request, { params }: RouteContext<'/api/legal/[doc]/[locale]'>) {
  const { doc, locale } = await params;
  if (!isLegalDoc(doc) || !isLegalLocale(locale)) return jsonError(404, 'not_found');
  const { title, html, updated } = loadLegalDocument(doc, locale);
  return Response.json({ title, html, updated }, { headers: { 'Cache-Control': LEGAL_CACHE_CONTROL } });
}
