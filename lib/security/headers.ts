import { playableOrigins, siteHosts } from '../config';
import { frameSource, hostRegExpSource } from '../playable/origin';

// Response headers for every page, file and API answer of the site's hosts (next.config.ts `headers()`, so
// computed at build time: lib/security/build-hosts.ts makes the server refuse to start with other hosts).
// Upload hosts get none of them: their route (app/upload-host) sends the player's own (lib/playable/serve.ts).

const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT =
  'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com';

/**
 * Pages are statically generated, so they cannot carry a per-request nonce; Next's inline bootstrap scripts
 * therefore need 'unsafe-inline' in script-src. Everything else is locked down: no plugins, no framing, no
 * frames but the playable player's origins (`playerFrameSources`, e.g. `https://*.example-playables.net`),
 * no <base> hijack, forms post only to this site, scripts only from this site and the analytics host (which
 * loads only after cookie consent).
 */
export function contentSecurityPolicy(playerFrameSources: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${ANALYTICS_SCRIPT}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${ANALYTICS_CONNECT}`,
    "font-src 'self' data:",
    `connect-src 'self' ${ANALYTICS_CONNECT}`,
    `frame-src ${playerFrameSources.length > 0 ? playerFrameSources.join(' ') : "'none'"}`,
    "worker-src 'self' blob:",
    "media-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // No upgrade-insecure-requests: it breaks plain-HTTP installs (localhost); HSTS covers the production hosts.
  ].join('; ');
}

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

type HostCondition = { type: 'host'; value: string };

type HeaderRule = {
  source: string;
  has?: HostCondition[];
  missing?: HostCondition[];
  headers: { key: string; value: string }[];
};

/**
 * The header rules, in next.config.ts `headers()` form: the site's headers on every host but the upload
 * hosts; HSTS on the production hosts only (never on localhost). The player's HSTS (https origins) comes
 * from its route.
 */
export function securityHeaderRules(): HeaderRule[] {
  const { com, cn } = siteHosts();
  const origins = playableOrigins();
  const players = [...new Map([origins.com, origins.cn].map((p) => [p.source, p])).values()];
  const notUploadHost = players.map((pattern) => ({
    type: 'host' as const,
    value: hostRegExpSource(pattern),
  }));
  return [
    {
      source: '/:path*',
      missing: notUploadHost,
      headers: [
        ...COMMON_HEADERS,
        {
          key: 'Content-Security-Policy',
          value: contentSecurityPolicy([...new Set(players.map(frameSource))]),
        },
        { key: 'X-Frame-Options', value: 'DENY' },
      ],
    },
    ...[...new Set([com, cn])].map((host) => ({
      source: '/:path*',
      has: [{ type: 'host' as const, value: hostPattern(host) }],
      headers: [HSTS],
    })),
  ];
}
