import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  applyCachePolicy,
  cdnCacheControl,
  mergeVary,
  STATIC_PAGE_CACHE_CONTROL,
} from '@/server/cache-control.mjs';

// Statically generated pages send what docs/DEPLOY.md tells a CDN (server/cache-control.mjs).

describe('the Cache-Control of static pages', () => {
  it("replaces Next's one-year value for pages it prerendered, and nothing else", () => {
    expect(cdnCacheControl('s-maxage=31536000')).toBe(STATIC_PAGE_CACHE_CONTROL);
    expect(cdnCacheControl('s-maxage=31536000, stale-while-revalidate=60')).toBe(STATIC_PAGE_CACHE_CONTROL);
    for (const other of [
      's-maxage=300',
      's-maxage=3153600000',
      'private, no-store',
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'public, max-age=31536000, immutable',
      'no-store',
    ]) {
      expect(cdnCacheControl(other), other).toBe(other);
    }
    expect(cdnCacheControl(undefined)).toBeUndefined();
  });

  it('lets Vary only grow', () => {
    expect(mergeVary('Cookie', 'rsc, Accept-Encoding')).toBe('Cookie, rsc, Accept-Encoding');
    expect(mergeVary(['Cookie', 'rsc'], 'RSC, cookie, Next-Url')).toBe('Cookie, rsc, Next-Url');
    expect(mergeVary('Cookie', '*')).toBe('*');
    expect(mergeVary(undefined, 'Accept')).toBe('Accept');
  });

  it('is the value docs/DEPLOY.md gives', () => {
    expect(fs.readFileSync('docs/DEPLOY.md', 'utf8')).toContain(
      `\`Cache-Control: ${STATIC_PAGE_CACHE_CONTROL}\``,
    );
  });

  it('is applied to a real response, whether set with setHeader() or passed to writeHead()', async () => {
    const server = http.createServer((req, res) => {
      applyCachePolicy(res);
      if (req.url === '/set') {
        res.setHeader('Cache-Control', 's-maxage=31536000');
        res.end('a');
      } else if (req.url === '/head') {
        res.writeHead(200, { 'cache-control': 's-maxage=31536000' }).end('b');
      } else if (req.url === '/flat') {
        res.writeHead(200, ['Cache-Control', 's-maxage=31536000']).end('c');
      } else if (req.url === '/vary') {
        // proxy.ts says Cookie; the page renderer then sets its own list with setHeader().
        res.setHeader('Vary', 'Cookie');
        res.setHeader('Vary', 'rsc, next-router-state-tree');
        res.appendHeader('Vary', 'Accept-Encoding');
        res.end('e');
      } else {
        res.setHeader('Cache-Control', 'private, no-store');
        res.end('d');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const path of ['/set', '/head', '/flat']) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`);
        expect(response.headers.get('cache-control'), path).toBe(STATIC_PAGE_CACHE_CONTROL);
      }
      const other = await fetch(`http://127.0.0.1:${port}/other`);
      expect(other.headers.get('cache-control')).toBe('private, no-store');
      const vary = await fetch(`http://127.0.0.1:${port}/vary`);
      expect(vary.headers.get('vary')).toBe('Cookie, rsc, next-router-state-tree, Accept-Encoding');
    } finally {
      server.close();
    }
  });
});
