import fs from 'node:fs';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { describe, expect, it, vi } from 'vitest';
import { config } from '@/proxy';

// Only the exported config is under test; next-intl's middleware does not load outside Next.
vi.mock('next-intl/middleware', () => ({ default: () => () => undefined }));

// proxy.ts's matcher compiled and applied by Next's own code: which requests run the proxy at all. The site's
// own files skip it on the site's hosts; on an upload host every path reaches it (upload files have dots and
// may be named like the site's); pages and API routes always reach it.

// Next compiles the matcher with this function at build time; its typings leave it out.
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers(
    matcher: typeof config.matcher,
    nextConfig: object,
  ): Parameters<typeof getMiddlewareRouteMatcher>[0];
};
const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
const runsProxy = (path: string, host = 'www.playmind-studio.com') =>
  matches(path, { headers: { host } } as never, {});

const UPLOAD_HOST = 'abcdefghijklmnopqrstuvwxyz.localhost:3000';

describe('the proxy matcher', () => {
  it('skips every public file and metadata route on the site host', () => {
    const publicEntries = fs.readdirSync('public', { withFileTypes: true });
    expect(publicEntries.length).toBeGreaterThan(0);
    for (const entry of publicEntries) {
      const path = entry.isDirectory()
        ? `/${entry.name}/${fs.readdirSync(`public/${entry.name}`, { recursive: true })[0]}`
        : `/${entry.name}`;
      expect(runsProxy(path), path).toBe(false);
    }
    for (const path of [
      '/icon.svg',
      '/manifest.webmanifest',
      '/robots.txt',
      '/sitemap.xml',
      '/_next/static/x.js',
    ]) {
      expect(runsProxy(path), path).toBe(false);
      expect(runsProxy(path, 'localhost:3000'), path).toBe(false);
    }
  });

  it('runs on every page, API route and unknown path of the site host, and their client-router forms', () => {
    for (const path of [
      '/',
      '/blog',
      '/cn/our-work',
      '/api/contact',
      '/review/play/x/index.html',
      '/images',
      '/favicon.ico/',
      '/robots.txt/',
      '//evil.example/favicon.ico',
      '/nl/blog',
      '/blog.rsc',
      '/x/y.php',
    ]) {
      expect(runsProxy(path), path).toBe(true);
    }
  });

  it('runs on every path of an upload host, the site’s file names included', () => {
    for (const path of [
      '/',
      '/index.html',
      '/favicon.ico',
      '/images/bg.png',
      '/robots.txt',
      '/game/main.js',
    ]) {
      expect(runsProxy(path, UPLOAD_HOST), path).toBe(true);
    }
    // A label that is not an upload id is no upload's host.
    expect(runsProxy('/favicon.ico', 'www.localhost')).toBe(false);
  });
});
