import { siteHosts } from '../config';

// Response headers for every page, file and API answer (next.config.ts `headers()`), except the sandboxed
// playable player under /review/play, which sends its own sandbox CSP (lib/playable/serve.ts) and must be
// framable by the review page.

const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT =
  'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com';

/**
 * Pages are statically generated, so they cannot carry a per-request nonce; Next's inline bootstrap scripts
 * therefore need 'unsafe-inline' in script-src. Everything else is locked down: no plugins, no foreign
 * frames or framing, no <base> hijack, forms post only to this site, scripts only from this site and the
 * analytics host (which loads only after cookie consent).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline' ${ANALYTICS_SCRIPT}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${ANALYTICS_CONNECT}`,
  "font-src 'self' data:",
  `connect-src 'self' ${ANALYTICS_CONNECT}`,
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "media-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
].join('; ');

export const COMMON_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' };

function hostPattern(host: string): string {
  return host.replace(/:\d+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

type HeaderRule = {
  source: string;
  has?: { type: 'host'; value: string }[];
  headers: { key: string; value: string }[];
};

/** The header rules, in next.config.ts `headers()` form. HSTS only on the production hosts (never on localhost). */
export function securityHeaderRules(): HeaderRule[] {
  const { com, cn } = siteHosts();
  const notPlayer = '/((?!review/play/).*)';
  return [
    { source: notPlayer, headers: COMMON_HEADERS },
    // The player: the route itself sends the sandbox CSP; nothing here may weaken it or leak the page URL.
    {
      source: '/review/play/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'no-referrer' },
        ...COMMON_HEADERS.filter((header) => header.key === 'Permissions-Policy'),
      ],
    },
    {
      source: notPlayer,
      headers: [
        { key: 'Content-Security-Policy', value: CONTENT_SECURITY_POLICY },
        { key: 'X-Frame-Options', value: 'DENY' },
      ],
    },
    ...[com, cn].map((host) => ({
      source: '/:path*',
      has: [{ type: 'host' as const, value: hostPattern(host) }],
      headers: [HSTS],
    })),
  ];
}
