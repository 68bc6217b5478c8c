import { type Locale, localeShortNames, localizedPath } from '@/lib/i18n/locales';

// Where the review pages' language menu sends a visitor (spec §4): the review doc page, in the chosen
// language, on the cn host for a visitor in China who chose Chinese, else on the com host. Off the
// production hosts (a developer's machine, a staging host) the visitor stays on the current host.

export const REVIEW_LANGUAGES = ['en', 'zh-CN'] as const satisfies readonly Locale[];
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

export interface LanguageTargetInput {
  lang: ReviewLanguage;
  /** ISO country code from /api/geo, or null when unknown. */
  country: string | null;
  hosts: { com: string; cn: string };
  /** location.host of the current page. */
  currentHost: string;
}

export function reviewLanguageTarget({ lang, country, hosts, currentHost }: LanguageTargetInput): string {
  const path = `${localizedPath(lang, '/review/doc')}?lang=${localeShortNames[lang]}`;
  const current = currentHost.toLowerCase();
  if (current !== hosts.com && current !== hosts.cn) return path;
  const host = country?.toUpperCase() === 'CN' && lang === 'zh-CN' ? hosts.cn : hosts.com;
  return `https://${host}${path}`;
}
