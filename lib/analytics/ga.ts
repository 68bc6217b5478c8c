// Google Analytics (gtag.js), loaded only after cookie consent (docs/PRODUCT.md, Layouts and chrome) and only
// when NEXT_PUBLIC_GA_ID is set. Nothing here runs at import: no script, request or cookie exists until
// loadAnalytics() is called.

export const GA_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
/** Analytics cookies live one year (personal data is kept one year). */
export const GA_COOKIE_EXPIRES = 60 * 60 * 24 * 365;

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** The configured measurement id (inlined at build time), or undefined: then analytics never load. */
export function measurementId(): string | undefined {
  const id = process.env.NEXT_PUBLIC_GA_ID?.trim();
  return id && /^[A-Z0-9-]+$/i.test(id) ? id : undefined;
}

let loadedId: string | undefined;

export function isAnalyticsLoaded(): boolean {
  return loadedId !== undefined;
}

/** Injects gtag.js once and configures it; page views are sent by pageView(), never automatically. */
export function loadAnalytics(id: string): void {
  if (typeof window === 'undefined' || loadedId === id) return;
  loadedId = id;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { cookie_expires: GA_COOKIE_EXPIRES, send_page_view: false, anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GA_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  script.id = 'ga-gtag';
  document.head.appendChild(script);
}

/** Pushes a page view for the current page (called on load after consent and on each client route change). */
export function pageView(path: string): void {
  if (typeof window === 'undefined' || !loadedId || !window.gtag) return;
  window.gtag('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
    send_to: loadedId,
  });
}

/** For tests: forget the loaded state. */
export function resetAnalyticsForTests(): void {
  loadedId = undefined;
}
