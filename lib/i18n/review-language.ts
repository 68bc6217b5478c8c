import { keptQuery } from './kept-query';
import { type Locale, localeShortNames, localizedPath } from './locales';

// The review pages' languages (only two) and where choosing one leads (docs/PRODUCT.md, Playable testing
// page): the review doc page in that language (its `lang` query value, which the review pages read before the
// stored locale), on the cn host for a visitor in China who chose Chinese, else on the com host. Off the
// production hosts (a developer's machine, a staging host) the visitor stays on the current host. A results
// page that names a report (the tester, the send-email page) stays itself with its report
// (lib/i18n/kept-query.ts): a language change never loses the results.

/** The pages that show a report: choosing a language stays on them. */
export const REVIEW_RESULT_PAGES = ['/review', '/review/send-email'] as const;

export const REVIEW_LOCALES = ['en', 'zh-CN'] as const satisfies readonly Locale[];
export type ReviewLocale = (typeof REVIEW_LOCALES)[number];

export interface ReviewLanguageChoice {
  locale: ReviewLocale;
  /** ISO country code of the visitor, or null when unknown. */
  country: string | null;
  hosts: { com: string; cn: string };
  /** location.host of the current page. */
  currentHost: string;
  /** The current page (locale-free path) and its query (location.search); none: the doc page. */
  page?: { path: string; search: string };
}

/**
 * The page to open in the chosen language: a results page that names a report is itself again, with the query
 * it keeps; any other review page leads to the doc page.
 */
function targetPath(locale: ReviewLocale, page: ReviewLanguageChoice['page']): string {
  const results = page && (REVIEW_RESULT_PAGES as readonly string[]).includes(page.path) ? page : null;
  const kept = new URLSearchParams(results ? keptQuery(results.path, results.search) : '');
  kept.set('lang', localeShortNames[locale]);
  if (!results || !(kept.has('report') || kept.has('id')))
    return `${localizedPath(locale, '/review/doc')}?lang=${localeShortNames[locale]}`;
  return `${localizedPath(locale, results.path)}?${kept}`;
}

export function reviewLanguageTarget({
  locale,
  country,
  hosts,
  currentHost,
  page,
}: ReviewLanguageChoice): string {
  const path = targetPath(locale, page);
  const current = currentHost.toLowerCase();
  if (current !== hosts.com.toLowerCase() && current !== hosts.cn.toLowerCase()) return path;
  const host = country === 'CN' && locale === 'zh-CN' ? hosts.cn : hosts.com;
  return `https://${host}${path}`;
}
