import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaderRules } from './lib/security/headers';

// Messages are compiled at build time, so the browser gets no ICU parser (about 8 KB gzip on every page).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // proxy.ts answers trailing slashes with the 301 the spec asks for (Next's own redirect is a 308).
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Native or data-file packages that must not be bundled (NOTES.md).
  serverExternalPackages: ['geoip-country', '@electric-sql/pglite'],
  async headers() {
    return securityHeaderRules();
  },
};

export default withNextIntl(nextConfig);
