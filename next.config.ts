import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { BUILD_HOSTS_VARIABLE, currentHostRecord } from './lib/security/build-hosts';
import { securityHeaderRules } from './lib/security/headers';

// Messages are compiled at build time, so the browser gets no ICU parser (about 8 KB gzip on every page).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // proxy.ts answers trailing slashes with the 301 the routing rules ask for (docs/PRODUCT.md, Route rules) (Next's own redirect is a 308).
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // app/global-not-found.tsx: every unmatched path gets the whole 404 document from the server.
  experimental: { globalNotFound: true },
  // Native or data-file packages that must not be bundled.
  serverExternalPackages: ['geoip-country', '@electric-sql/pglite'],
  // The hosts this build bakes into static pages and headers, inlined into the server bundle: at start the
  // server compares them with its own environment and refuses to run on a mismatch (instrumentation.ts).
  env: { [BUILD_HOSTS_VARIABLE]: JSON.stringify(currentHostRecord()) },
  async headers() {
    return securityHeaderRules();
  },
};

export default withNextIntl(nextConfig);
