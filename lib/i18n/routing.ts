import { defineRouting } from 'next-intl/routing';
import { defaultLocale, localePrefixes, locales } from './locales';

// The one routing source of truth. Locale detection (stored cookie, .cn host) is done by proxy.ts,
// which follows docs/PRODUCT.md ("Languages") exactly (no Accept-Language), so next-intl neither detects nor
// writes a cookie.
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: { mode: 'as-needed', prefixes: localePrefixes },
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates are emitted by each page's metadata (lib/seo.ts), not as Link headers.
  alternateLinks: false,
});
