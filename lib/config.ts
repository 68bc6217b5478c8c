// Typed reading of the environment (the README's "Configuration" table). Every variable is optional: the
// defaults run the whole site on one machine. Values are read on each call, not at import, so tests and
// scripts can change them. No node imports here: the proxy (possibly on the Edge runtime) imports siteHosts()
// from this module.

import {
  type OriginPattern,
  parseOriginPattern,
  playableOriginSources as originSourcesOf,
} from './playable/origin';

type Env = Record<string, string | undefined>;

function env(): Env {
  return typeof process === 'undefined' ? {} : process.env;
}

function text(name: string): string | undefined {
  const value = env()[name]?.trim();
  return value ? value : undefined;
}

function positiveInt(name: string, fallback: number): number {
  const value = Number(text(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * A host name (with optional port), as configured; a scheme or path someone typed along is dropped.
 * Values that are still not a host fall back to the default, so redirects are never built from junk.
 */
function host(name: string, fallback: string): string {
  const value = text(name)
    ?.replace(/^[a-z]+:\/\//i, '')
    .replace(/\/.*$/, '')
    .replace(/\.$/, '')
    .toLowerCase();
  return value && /^[a-z0-9.-]+(:\d+)?$/.test(value) ? value : fallback;
}

/** An absolute http(s) URL without trailing slash; invalid values are treated as unset. */
function baseUrl(name: string): string | undefined {
  const value = text(name);
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.toString().replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

export const DEFAULT_SITE_HOST_COM = 'www.playmind-studio.com';
export const DEFAULT_SITE_HOST_CN = 'www.playmind-studio.cn';

export interface SiteHosts {
  com: string;
  cn: string;
}

/** The production hosts of the international (.com) and mainland-China (.cn) site. */
export function siteHosts(): SiteHosts {
  return {
    com: host('SITE_HOST_COM', DEFAULT_SITE_HOST_COM),
    cn: host('SITE_HOST_CN', DEFAULT_SITE_HOST_CN),
  };
}

export interface PlayableOriginSources {
  com: string;
  cn: string;
}

/**
 * The player origin patterns as configured (PLAYABLE_ORIGIN, PLAYABLE_ORIGIN_CN for the .cn host). The
 * default is `http://{id}.localhost:<PORT>`: browsers resolve `*.localhost` to this machine. The .cn pattern
 * defaults to the .com one.
 */
export function playableOriginSources(): PlayableOriginSources {
  return originSourcesOf(env());
}

export interface PlayableOrigins {
  com: OriginPattern;
  cn: OriginPattern;
}

/**
 * The parsed player origin patterns. Throws OriginPatternError (naming the variable) when one is malformed;
 * the server refuses to start then (instrumentation.ts), so requests never see that error.
 */
export function playableOrigins(): PlayableOrigins {
  const sources = playableOriginSources();
  return {
    com: parseOriginPattern(sources.com, 'PLAYABLE_ORIGIN'),
    cn: parseOriginPattern(sources.cn, text('PLAYABLE_ORIGIN_CN') ? 'PLAYABLE_ORIGIN_CN' : 'PLAYABLE_ORIGIN'),
  };
}

export interface PlatformUrls {
  com: string;
  cn: string;
}

/** The self-service platform (login, registration, agreement pages). */
export function platformUrls(): PlatformUrls {
  return {
    com: baseUrl('PLATFORM_URL') ?? 'https://app.adforge-ads.com',
    cn: baseUrl('PLATFORM_CN_URL') ?? 'https://app.adforge-ads.cn',
  };
}

export function port(): number {
  return positiveInt('PORT', 3000);
}

/** Folder of the embedded database and the mail files. */
export function dataDir(): string {
  return text('DATA_DIR') ?? '.data';
}

/** PostgreSQL connection string; unset means the embedded PGlite database under dataDir(). */
export function databaseUrl(): string | undefined {
  return text('DATABASE_URL');
}

/** Real SMTP instead of `.eml` files under dataDir()/mail. */
export function smtpUrl(): string | undefined {
  return text('SMTP_URL');
}

export const UPSTREAM_NAMES = ['creative', 'selfserve', 'adnet'] as const;
export type UpstreamName = (typeof UPSTREAM_NAMES)[number];

const UPSTREAM_ENV: Record<UpstreamName, string> = {
  creative: 'CREATIVE_API_URL',
  selfserve: 'SELFSERVE_API_URL',
  adnet: 'ADNET_API_URL',
};

/** Base URL of an upstream API; undefined means the embedded backend plays it. */
export function upstreamUrl(name: UpstreamName): string | undefined {
  return baseUrl(UPSTREAM_ENV[name]);
}

export function gaId(): string | undefined {
  return process.env.NEXT_PUBLIC_GA_ID?.trim() || undefined;
}

/** Name of a header set by a trusted CDN with the visitor's country, e.g. `cf-ipcountry`. */
export function countryHeader(): string | undefined {
  return text('TRUST_PROXY_COUNTRY_HEADER')?.toLowerCase();
}

/**
 * How many reverse proxies in front of the site append to X-Forwarded-For. `TRUST_PROXY=1` (or `true`) is
 * one; 0 means the header is not trusted at all.
 */
export function trustedProxyHops(): number {
  const value = text('TRUST_PROXY')?.toLowerCase();
  if (value === 'true' || value === 'yes') return 1;
  const hops = Number(value);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/** Bearer token that opens /api/metrics to clients not on this machine; unset = loopback only. */
export function metricsToken(): string | undefined {
  return text('METRICS_TOKEN');
}

export type TrialMode = 'instant' | 'review';

export interface TrialSettings {
  mode: TrialMode;
  days: number;
}

export function trialSettings(): TrialSettings {
  return {
    mode: text('TRIAL_MODE') === 'review' ? 'review' : 'instant',
    days: positiveInt('TRIAL_DAYS', 14),
  };
}

/** Record-filing number shown in the footer on the cn host. */
export function icpRecord(): string | undefined {
  return text('ICP_RECORD');
}

/** The bare domain of the .com host, for mail addresses: `www.example.com` → `example.com`. */
export function mailDomain(): string {
  return siteHosts()
    .com.replace(/:\d+$/, '')
    .replace(/^www\./, '');
}

/** Sender of every mail the site sends (MAIL_FROM). */
export function mailFrom(): string {
  return text('MAIL_FROM') ?? `PlayMind <no-reply@${mailDomain()}>`;
}

/** Where contact-form notifications go in embedded mode (CONTACT_TO). */
export function contactRecipient(): string {
  return text('CONTACT_TO') ?? `sales@${mailDomain()}`;
}

export interface OutboxSettings {
  /** First retry delay; doubles per attempt (with jitter) up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many attempts a row is marked failed: kept, listed by `npm run outbox`, never dropped. */
  maxAttempts: number;
  /** How often an idle worker looks for due rows. */
  pollMs: number;
  /** Timeout of one upstream request. */
  upstreamTimeoutMs: number;
  /** How long a claimed row stays reserved for its worker; longer than any request can take. */
  leaseMs: number;
  /** How long a form request waits for the first delivery before answering "queued". */
  answerWaitMs: number;
}

export function outboxSettings(): OutboxSettings {
  const upstreamTimeoutMs = positiveInt('UPSTREAM_TIMEOUT_MS', 10_000);
  return {
    retryBaseMs: positiveInt('OUTBOX_RETRY_BASE_MS', 5_000),
    retryMaxMs: positiveInt('OUTBOX_RETRY_MAX_MS', 3_600_000),
    maxAttempts: positiveInt('OUTBOX_MAX_ATTEMPTS', 48),
    pollMs: positiveInt('OUTBOX_POLL_MS', 1_000),
    upstreamTimeoutMs,
    leaseMs: Math.max(60_000, upstreamTimeoutMs * 3),
    answerWaitMs: positiveInt('OUTBOX_ANSWER_WAIT_MS', 1_500),
  };
}

/**
 * Contact submissions per client IP in 10 minutes (CONTACT_PER_IP, default 10): the browser tests send every
 * form from one address, more than one visitor's 10.
 */
export function contactPerIp(): number {
  return positiveInt('CONTACT_PER_IP', 10);
}

/**
 * Uploads to the playable tester per client IP in 10 minutes (REVIEW_UPLOADS_PER_IP, default 40): a studio
 * whose whole office shares one address, or a test suite, may need more.
 */
export function reviewUploadsPerIp(): number {
  return positiveInt('REVIEW_UPLOADS_PER_IP', 40);
}

/** Where the playable-review mails go (REVIEW_TO); the studio's review address by default. */
export function reviewRecipient(): string {
  return text('REVIEW_TO') ?? `playable-review@${mailDomain()}`;
}

/** Download links of the studio's preview app (REVIEW_ANDROID_APP_URL, REVIEW_IOS_APP_URL); null when unset. */
export function previewAppLinks(): { android: string | null; ios: string | null } {
  return { android: baseUrl('REVIEW_ANDROID_APP_URL') ?? null, ios: baseUrl('REVIEW_IOS_APP_URL') ?? null };
}

/**
 * The keys that encrypt personal and secret fields of outbox rows (DATA_KEY): comma-separated, the first
 * encrypts, every one decrypts (rotation: put the new key first, re-seal, then drop the old). Empty when unset.
 */
export function dataKeys(): string[] {
  return (text('DATA_KEY') ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
}

/** How long SIGTERM waits for deliveries in flight before releasing their rows (SHUTDOWN_GRACE_MS). */
export function shutdownGraceMs(): number {
  return positiveInt('SHUTDOWN_GRACE_MS', 20_000);
}

/** PostgreSQL connections per instance (DATABASE_POOL_MAX). */
export function databasePoolMax(): number {
  return positiveInt('DATABASE_POOL_MAX', 10);
}
