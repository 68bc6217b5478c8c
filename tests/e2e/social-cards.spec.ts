import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { getAllSlugs } from '@/lib/content/load';
import { localizedPath, locales } from '@/lib/i18n/locales';
import { everyRouteInEveryLocale } from './support/routes';
import { E2E_PORT, SITE_HOST_COM } from './support/server-env';

// Every page's og:image is its own 1200×630 raster card that loads, drawn with the title the page gives
// itself (public/og/manifest.json records what each card says; scripts/build-og-images.ts writes both).

function meta(html: string, property: string): string | undefined {
  const tag = new RegExp(`<meta[^>]+property="${property}"[^>]*>`).exec(html)?.[0];
  return (
    tag &&
    /content="([^"]*)"/
      .exec(tag)?.[1]
      ?.replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
  );
}

function jpegSize(data: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < data.length) {
    const marker = data[offset + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    offset += 2 + data.readUInt16BE(offset + 2);
  }
  return { width: 0, height: 0 };
}

test('every page has its own 1200×630 og:image that loads', async () => {
  test.setTimeout(180_000);
  const manifest = JSON.parse(fs.readFileSync('public/og/manifest.json', 'utf8')) as Record<
    string,
    { title: string }
  >;
  const { posts, cases } = getAllSlugs();
  const pages = [
    ...everyRouteInEveryLocale().map((row) => row.url),
    ...locales.flatMap((locale) => [
      ...posts.map((slug) => localizedPath(locale, `/blog/${slug}`)),
      ...cases.map((slug) => localizedPath(locale, `/our-work/${slug}`)),
    ]),
  ];
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const page of pages) {
    const html = await (await fetch(`http://localhost:${E2E_PORT}${page}`)).text();
    const image = meta(html, 'og:image');
    if (!image?.startsWith(`https://${SITE_HOST_COM}/og/`)) {
      problems.push(`${page}: og:image ${image}`);
      continue;
    }
    const path = new URL(image).pathname;
    if (seen.has(path)) problems.push(`${page}: shares ${path}`);
    seen.add(path);
    if (meta(html, 'og:image:width') !== '1200' || meta(html, 'og:image:height') !== '630') {
      problems.push(`${page}: og:image size not declared as 1200×630`);
    }
    if (manifest[path]?.title !== meta(html, 'og:title')) {
      problems.push(`${page}: card says "${manifest[path]?.title}", page "${meta(html, 'og:title')}"`);
    }
    const response = await fetch(`http://localhost:${E2E_PORT}${path}`);
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || response.headers.get('content-type') !== 'image/jpeg') {
      problems.push(`${page}: ${path} answered ${response.status} ${response.headers.get('content-type')}`);
    } else {
      const { width, height } = jpegSize(body);
      if (width !== 1200 || height !== 630) problems.push(`${page}: ${path} is ${width}×${height}`);
    }
  }
  expect(seen.size).toBe(pages.length);
  expect(problems).toEqual([]);
});
