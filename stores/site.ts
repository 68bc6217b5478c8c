import { create } from 'zustand';
import { type Locale, isLocale, localeShortNames, parseLocale } from '@/lib/i18n/locales';

// Client state of spec §3 that the whole site shares: locale, page name, view width, domain-is-cn, online.

/** Spec §9: the navbar turns into a drawer below this width. */
export const MOBILE_BREAKPOINT = 1280;
/** Spec §4: resize updates are throttled. */
export const RESIZE_THROTTLE_MS = 250;

export type ShortLocale = 'en' | 'cn' | 'jp' | 'kr';

/**
 * Spec §4 locale rule: the URL prefix, else the stored locale, else cn on a .cn host and en elsewhere. Only
 * en, cn, jp, kr (or their real codes) are accepted; anything else is ignored. On review pages the `lang`
 * query value comes first.
 */
export function resolveLocale({
  prefix,
  stored,
  hostIsCn,
  reviewLang,
}: {
  prefix?: string | null;
  stored?: string | null;
  hostIsCn: boolean;
  reviewLang?: string | null;
}): Locale {
  return parseLocale(reviewLang) ?? parseLocale(prefix) ?? parseLocale(stored) ?? (hostIsCn ? 'zh-CN' : 'en');
}

export function shortLocale(locale: Locale): ShortLocale {
  return localeShortNames[locale] as ShortLocale;
}

/** Whether a host name is the mainland-China site: the configured cn host, or any `.cn` name. */
export function isCnHostname(hostname: string, cnHost: string): boolean {
  const name = hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return name === cnHost.toLowerCase().replace(/:\d+$/, '') || name.endsWith('.cn');
}

interface SiteState {
  locale: ShortLocale;
  pageName: string;
  viewWidth: number;
  domainIsCn: boolean;
  /** The configured production hosts (build-time configuration), for links between the two sites. */
  hosts: { com: string; cn: string } | null;
  online: boolean;
  setLocale(locale: Locale | string): void;
  setPageName(name: string): void;
  setViewWidth(width: number): void;
  setDomainIsCn(value: boolean): void;
  setHosts(hosts: { com: string; cn: string }): void;
  setOnline(value: boolean): void;
}

export const useSiteStore = create<SiteState>()((set) => ({
  locale: 'en',
  pageName: 'index',
  viewWidth: MOBILE_BREAKPOINT,
  domainIsCn: false,
  hosts: null,
  online: true,
  setLocale(value) {
    const locale = isLocale(value) ? value : parseLocale(value);
    if (locale) set({ locale: shortLocale(locale) });
  },
  setPageName(name) {
    set({ pageName: name || 'index' });
  },
  setViewWidth(width) {
    if (Number.isFinite(width) && width >= 0) set({ viewWidth: Math.round(width) });
  },
  setDomainIsCn(value) {
    set({ domainIsCn: value });
  },
  setHosts(hosts) {
    set({ hosts });
  },
  setOnline(value) {
    set({ online: value });
  },
}));

/** The page name of a locale-free path: `/` → index, `/blog/abc` → blog. */
export function pageNameOf(path: string): string {
  return path.split('/').filter(Boolean)[0] ?? 'index';
}
