import { type Locale, localeShortNames, localizedPath } from './locales';

// The review pages' languages (only two) and where choosing one leads (docs/PRODUCT.md, Playable testing
// page): the review doc page in that language (its `lang` query value, which the review pages read before the
// stored locale), on the cn host for a visitor in China who chose Chinese, else on the com host. Off the
// production hosts (a developer's machine, a staging host) the visitor stays on the current host.

export const REVIEW_LOCALES = ['en', 'zh-CN'] as const satisfies readonly Locale[];
export type ReviewLocale = (typeof REVIEW_LOCALES)[number];

export interface ReviewLanguageChoice {
  locale: ReviewLocale;
  /** ISO country code of the visitor, or null when unknown. */
  country: string | null;
  hosts: { com: string; cn: string };
  /** location.host of the current page. */
  currentHost: string;
}

export function reviewLanguageTarget({ locale, country, hosts, currentHost }: ReviewLanguageChoice): string {
  const path = `${localizedPath(locale, '/review/doc')}?lang=${localeShortNames[locale]}`;
  const current = currentHost.toLowerCase();
  if (current !== hosts.com.toLowerCase() && current !== hosts.cn.toLowerCase()) return path;
  const host = country === 'CN' && locale === 'zh-CN' ? hosts.cn : hosts.com;
  return `https://${host}${path}`;
}
