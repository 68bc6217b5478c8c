import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import manifest from '@/app/manifest';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { getAllSlugs } from '@/lib/content/load';
import { locales, localizedPath } from '@/lib/i18n/locales';
import { pageRoutes } from '@/lib/routes';

const origin = 'https://www.playmind-studio.com';

afterEach(() => vi.unstubAllEnvs());

describe('sitemap.xml', () => {
  const entries = sitemap();
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));

  it('lists every page route in every locale, with every locale and x-default as alternates', () => {
    for (const route of pageRoutes) {
      for (const locale of locales) {
        const entry = byUrl.get(`${origin}${localizedPath(locale, route)}`);
        expect(entry, `${route} in ${locale}`).toBeDefined();
        const languages = entry!.alternates!.languages!;
        expect(Object.keys(languages).sort()).toEqual([...locales, 'x-default'].sort());
        for (const other of locales) expect(languages[other]).toBe(`${origin}${localizedPath(other, route)}`);
        expect(languages['x-default']).toBe(`${origin}${localizedPath('en', route)}`);
      }
    }
  });

  it('lists every blog post and case in every locale, dated', () => {
    const { posts, cases } = getAllSlugs();
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(cases.length).toBeGreaterThanOrEqual(12);
    for (const path of [
      ...posts.map((slug) => `/blog/${slug}`),
      ...cases.map((slug) => `/our-work/${slug}`),
    ]) {
      for (const locale of locales) {
        const entry = byUrl.get(`${origin}${localizedPath(locale, path)}`);
        expect(entry, `${path} in ${locale}`).toBeDefined();
        expect(String(entry!.lastModified)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    expect(entries).toHaveLength((pageRoutes.length + posts.length + cases.length) * locales.length);
    expect(new Set(entries.map((entry) => entry.url)).size).toBe(entries.length);
  });

  it('uses the configured .com host', () => {
    vi.stubEnv('SITE_HOST_COM', 'www.example.org');
    expect(sitemap()[0]!.url).toBe('https://www.example.org/');
    expect(robots().sitemap).toBe('https://www.example.org/sitemap.xml');
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and the playable player, and points at the sitemap', () => {
    const rules = robots();
    expect(rules.rules).toEqual([{ userAgent: '*', allow: '/', disallow: ['/api/', '/review/preview/'] }]);
    expect(rules.sitemap).toBe(`${origin}/sitemap.xml`);
  });
});

describe('web manifest', () => {
  it('names the site and lists icons that exist', () => {
    const { name, short_name: short, start_url: start, icons } = manifest();
    expect(name).toContain('PlayMind');
    expect(short).toBe('PlayMind');
    expect(start).toBe('/');
    expect(icons!.map((icon) => icon.src)).toEqual(['/icon.svg', '/favicon.ico']);
    expect(existsSync('app/icon.svg')).toBe(true);
    expect(existsSync('public/favicon.ico')).toBe(true);
  });
});
