import http from 'node:http';
import { isIP } from 'node:net';
import { trustedProxyHops } from '@/lib/config';

// The visitor's IP for rate limits and geo. Next's route handlers get no socket address, and Next copies the
// socket address into X-Forwarded-For only when the client sent none, so that header alone can be forged.
// Hence:
// - TRUST_PROXY=1 (or N): the address our reverse proxy appended, i.e. the N-th X-Forwarded-For entry from
//   the right. Entries to its left were written by the client and are ignored.
// - otherwise: the socket address, stamped on every incoming request by installSocketAddressHeader()
//   (called from instrumentation.ts). A client cannot forge it: the stamp overwrites whatever it sent.

export const SOCKET_ADDRESS_HEADER = 'x-playmind-socket-address';
/**
 * `1` when the request as received carried `Forwarded` or `X-Forwarded-For` (a proxy in front says it passed it
 * on), else `0`. Stamped beside the socket address because Next adds its own X-Forwarded-For before handlers run.
 */
export const FORWARDED_MARK_HEADER = 'x-playmind-forwarded';

const state = globalThis as typeof globalThis & { __playmindSocketStamp?: boolean };

/** Stamps the socket address on each request of this process's HTTP servers. Safe to call repeatedly. */
export function installSocketAddressHeader(): void {
  if (state.__playmindSocketStamp) return;
  state.__playmindSocketStamp = true;
  const emit = http.Server.prototype.emit as (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  http.Server.prototype.emit = function stampSocketAddress(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
      const forwarded = 'forwarded' in request.headers || 'x-forwarded-for' in request.headers;
      request.headers[FORWARDED_MARK_HEADER] = forwarded ? '1' : '0';
    }
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
}

/** A valid IP without IPv4-mapped IPv6 prefix or port, or null. */
export function normalizeIp(value: string | null | undefined): string | null {
  if (!value) return null;
  let ip = value.trim();
  if (ip.startsWith('[')) ip = ip.slice(1, ip.indexOf(']') > 0 ? ip.indexOf(']') : undefined);
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  if (ip.toLowerCase().startsWith('::ffff:') && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  return isIP(ip) ? ip.toLowerCase() : null;
}

/** The client's IP as far as it can be known, or null (e.g. a request built in a test without headers). */
export function clientIp(request: Request): string | null {
  const hops = trustedProxyHops();
  if (hops > 0) {
    const chain = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // No header: the request did not come through the proxy, so its socket address is the client.
    if (chain.length > 0) return normalizeIp(chain[Math.max(0, chain.length - hops)]);
  }
  if (!state.__playmindSocketStamp) return null;
  return normalizeIp(request.headers.get(SOCKET_ADDRESS_HEADER));
}

/**
 * What the socket stamp says about a request: the peer's address and whether the request claimed to be
 * forwarded. Null when this process stamps nothing (then nothing can be known about the socket).
 */
export function socketFacts(request: Request): { address: string | null; forwarded: boolean } | null {
  if (!state.__playmindSocketStamp) return null;
  return {
    address: normalizeIp(request.headers.get(SOCKET_ADDRESS_HEADER)),
    forwarded: request.headers.get(FORWARDED_MARK_HEADER) !== '0',
  };
}

/** 127.0.0.0/8 and ::1 (an IPv4-mapped loopback is normalised to IPv4 by normalizeIp). */
export function isLoopbackIp(ip: string): boolean {
  return ip === '::1' || (isIP(ip) === 4 && ip.startsWith('127.'));
}

/** Loopback, private, link-local and unique-local addresses: no country can be known for them. */
export function isPrivateIp(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a, b] = ip.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const lower = ip.toLowerCase();
  return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}
