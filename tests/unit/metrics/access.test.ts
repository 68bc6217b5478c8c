import { describe, expect, it } from 'vitest';
import { bearerMatches, isLoopbackHost, metricsAccess, type MetricsRequestFacts } from '@/lib/metrics';

// Who may read /api/metrics (lib/metrics/access.ts): the token, or a request that is on this machine by all
// three facts: loopback socket, no forwarding header, loopback Host.

const TOKEN = 's3cret-token';
const local: MetricsRequestFacts = {
  authorization: null,
  socketAddress: '127.0.0.1',
  forwarded: false,
  host: 'localhost:3000',
};

describe('metricsAccess', () => {
  it('lets a client on this machine in', () => {
    expect(metricsAccess(local, undefined)).toBe('loopback');
    expect(metricsAccess({ ...local, socketAddress: '::1', host: '[::1]:3000' }, TOKEN)).toBe('loopback');
    expect(metricsAccess({ ...local, socketAddress: '127.0.0.2', host: '127.0.0.1' }, TOKEN)).toBe(
      'loopback',
    );
  });

  it('keeps out a loopback socket that says it was forwarded, or that names a public Host', () => {
    expect(metricsAccess({ ...local, forwarded: true }, undefined)).toBeNull();
    expect(metricsAccess({ ...local, host: 'www.playmind-studio.com' }, undefined)).toBeNull();
    expect(
      metricsAccess({ ...local, host: 'abcdefghijklmnopqrstuvwxyz.localhost:3000' }, undefined),
    ).toBeNull();
    expect(metricsAccess({ ...local, host: 'localhost.evil.com' }, undefined)).toBeNull();
    expect(metricsAccess({ ...local, host: null }, undefined)).toBeNull();
  });

  it('keeps out other sockets, and requests whose socket cannot be known', () => {
    expect(metricsAccess({ ...local, socketAddress: '10.0.0.5' }, undefined)).toBeNull();
    expect(metricsAccess({ ...local, socketAddress: '203.0.113.9' }, undefined)).toBeNull();
    expect(metricsAccess({ ...local, socketAddress: null }, undefined)).toBeNull();
    expect(metricsAccess({ ...local, forwarded: null }, undefined)).toBeNull();
  });

  it('lets the token in from anywhere, and only the exact token', () => {
    const remote: MetricsRequestFacts = {
      authorization: `Bearer ${TOKEN}`,
      socketAddress: '203.0.113.9',
      forwarded: true,
      host: 'www.playmind-studio.com',
    };
    expect(metricsAccess(remote, TOKEN)).toBe('token');
    expect(metricsAccess({ ...remote, authorization: `bearer  ${TOKEN}` }, TOKEN)).toBe('token');
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
      'Bearer ',
      null,
    ]) {
      expect(metricsAccess({ ...remote, authorization }, TOKEN), String(authorization)).toBeNull();
    }
    // No token configured: no Authorization header opens anything.
    expect(metricsAccess({ ...remote, authorization: 'Bearer ' }, undefined)).toBeNull();
    expect(metricsAccess({ ...remote, authorization: 'Bearer undefined' }, undefined)).toBeNull();
  });
});

describe('helpers', () => {
  it('bearerMatches and isLoopbackHost', () => {
    expect(bearerMatches('Bearer abc', 'abc')).toBe(true);
    expect(bearerMatches('Bearer abc def', 'abc')).toBe(false);
    expect(isLoopbackHost('LOCALHOST')).toBe(true);
    expect(isLoopbackHost('127.0.0.1:8080')).toBe(true);
    expect(isLoopbackHost('127.0.0.1.nip.io')).toBe(false);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('::1')).toBe(false);
  });
});
