import { getDb } from '@/lib/db/client';
import { clientIp, json, rateLimit, RATE_LIMITS, validationError, withErrorMapping } from '@/lib/http';
import { defaultLocale, isLocale, localizedPath } from '@/lib/i18n/locales';
import { isSearchTab, search } from '@/lib/search';
import { MAX_QUERY_CHARS } from '@/lib/search/params';

// GET /api/search?q=&tab=blog|work&locale= → {total, counts, items:[{type, id, title, url, excerpt}]}.
// Reads the index built at build time (.search-index/, built in memory when missing). `url` carries the
// locale's prefix, ready to link; `counts` gives both tabs' totals whatever tab was asked for.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withErrorMapping(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  const db = await getDb();
  await rateLimit(db, RATE_LIMITS.searchPerIp, clientIp(request));

  const fields: Record<string, string> = {};
  const q = (params.get('q') ?? '').trim();
  if (!q) fields.q = 'required';
  else if (q.length > MAX_QUERY_CHARS) fields.q = 'too_long';
  const tabParam = params.get('tab') || undefined;
  const tab = tabParam !== undefined && isSearchTab(tabParam) ? tabParam : undefined;
  if (tabParam !== undefined && !tab) fields.tab = 'invalid';
  const localeParam = params.get('locale') || defaultLocale;
  const locale = isLocale(localeParam) ? localeParam : defaultLocale;
  if (!isLocale(localeParam)) fields.locale = 'invalid';
  if (Object.keys(fields).length > 0) throw validationError(fields);

  const result = search(locale, q, tab);
  return json(200, {
    total: result.total,
    counts: result.counts,
    items: result.items.map((item) => ({ ...item, url: localizedPath(locale, item.url) })),
  });
});
