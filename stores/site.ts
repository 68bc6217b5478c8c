import { create } from 'zustand';

// Client state (docs/PRODUCT.md, Client state) that the whole site shares and something reads: the view width
// (the navbar's hover rule), domain-is-cn (navbar, footer, policy dialogs) and the online status. The locale
// and page name are next-intl's and the router's (useLocale, usePathname): a copy here had no reader.

/** The navbar turns into a drawer below this width. */
export const MOBILE_BREAKPOINT = 1280;
/** Resize updates are throttled. */
export const RESIZE_THROTTLE_MS = 250;

interface SiteState {
  /** The window's inner width, updated on resize at most every 250 ms. */
  viewWidth: number;
  domainIsCn: boolean;
  online: boolean;
  setViewWidth(width: number): void;
  setDomainIsCn(value: boolean): void;
  setOnline(value: boolean): void;
}

export const useSiteStore = create<SiteState>()((set) => ({
  viewWidth: MOBILE_BREAKPOINT,
  domainIsCn: false,
  online: true,
  setViewWidth(width) {
    if (Number.isFinite(width) && width >= 0) set({ viewWidth: Math.round(width) });
  },
  setDomainIsCn(value) {
    set({ domainIsCn: value });
  },
  setOnline(value) {
    set({ online: value });
  },
}));
