import { jsonError } from '@/lib/http/errors';
import { isLegalDoc, isLegalLocale } from '@/lib/legal/documents';
import { loadLegalDocument } from '@/lib/legal/load';

// GET /api/legal/<doc>/<locale> → {title, html, updated}: the texts of the footer dialogs, the same Markdown
// as the pages (rendered once per process, lib/legal/load.ts), cached a day by browsers and a week by a CDN.
// Anything else answers 404 {"error":"not_found"}. Not `force-static`: Next answers every method of a
// statically generated route handler from its cache (PUT and DELETE got the text with a 200) and fails on
// OPTIONS (its 204 cannot carry the cached body), so the server could not learn the route's methods.

/** A day in the browser, a week in shared caches, then revalidated in the background. */
const LEGAL_CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800';

export async function GET(_request: Request, { params }: RouteContext<'/api/legal/[doc]/[locale]'>) {
  const { doc, locale } = await params;
  if (!isLegalDoc(doc) || !isLegalLocale(locale)) return jsonError(404, 'not_found');
  const { title, html, updated } = loadLegalDocument(doc, locale);
  return Response.json({ title, html, updated }, { headers: { 'Cache-Control': LEGAL_CACHE_CONTROL } });
}
