import { createHash, timingSafeEqual } from 'node:crypto';
import { isLoopbackIp } from '@/lib/http/client-ip';

// Who may read /api/metrics (docs/DEPLOY.md): a client presenting `Authorization: Bearer $METRICS_TOKEN`, or
// one on this machine. "On this machine" takes three facts together, because behind a reverse proxy on the
// same machine every visitor arrives on a loopback socket: the socket is loopback, the request carries no
// `Forwarded`/`X-Forwarded-For` (what such a proxy adds), and its Host is a loopback name (what it passes on
// for a public site). Anything unknown counts against access.

export interface MetricsRequestFacts {
  authorization: string | null;
  /** The peer's address, or null when it cannot be known. */
  socketAddress: string | null;
  /** Whether the request said it was forwarded; null when it cannot be known. */
  forwarded: boolean | null;
  host: string | null;
}

export type MetricsAccess = 'token' | 'loopback' | null;

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/;

function digest(value: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(value).digest());
}

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(authorization: string | null, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export function isLoopbackHost(host: string | null): boolean {
  return host !== null && LOOPBACK_HOST.test(host.trim().toLowerCase());
}

/** How the request may read the metrics, or null when it may not. An empty token opens nothing. */
export function metricsAccess(facts: MetricsRequestFacts, token: string | undefined): MetricsAccess {
  if (token && bearerMatches(facts.authorization, token)) return 'token';
  const loopbackSocket = facts.socketAddress !== null && isLoopbackIp(facts.socketAddress);
  if (loopbackSocket && facts.forwarded === false && isLoopbackHost(facts.host)) return 'loopback';
  return null;
}
