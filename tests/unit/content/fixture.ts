// Builds throwaway content/ and public/ folders in a temp directory for loader, validator and search tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_LOCALES, type ContentKind, type ContentLocale } from '@/lib/content/schema';

export type FrontMatter = Record<string, unknown>;

export interface Fixture {
  /** The content folder (holds blog/ and cases/). */
  root: string;
  publicDir: string;
  write(
    kind: ContentKind,
    slug: string,
    locale: ContentLocale,
    frontMatter: FrontMatter,
    body?: string,
  ): string;
  writeRaw(relativePath: string, text: string): string;
  /** Writes the item in every locale, with per-locale overrides, and creates its cover file. */
  item(
    kind: ContentKind,
    slug: string,
    perLocale?: Partial<Record<ContentLocale, FrontMatter>>,
    body?: string,
  ): void;
  remove(): void;
}

export function postFrontMatter(slug: string, overrides: FrontMatter = {}): FrontMatter {
  return {
    title: `Post ${slug}`,
    description: `What ${slug} is about.`,
    category: 'insights',
    date: '2025-01-15',
    author: 'Test Author',
    cover: `/images/blog/${slug}.svg`,
    coverAlt: 'A test cover',
    tags: ['testing'],
    ...overrides,
  };
}

export function caseFrontMatter(slug: string, overrides: FrontMatter = {}): FrontMatter {
  return {
    title: `Case ${slug}`,
    client: 'Fixture Client',
    type: 'interactive',
    tags: ['casual'],
    summary: `A summary of ${slug}.`,
    cover: `/images/cases/${slug}.svg`,
    coverAlt: 'A test cover',
    date: '2025-01-15',
    metrics: [{ label: 'Conversion', value: '+40%' }],
    ...overrides,
  };
}

export function toMarkdown(frontMatter: FrontMatter, body: string): string {
  // JSON values are valid YAML, which keeps quoting out of the way.
  const lines = Object.entries(frontMatter).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}\n`;
}

export function createFixture(): Fixture {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'content-fixture-'));
  const root = path.join(base, 'content');
  const publicDir = path.join(base, 'public');
  fs.mkdirSync(path.join(root, 'blog'), { recursive: true });
  fs.mkdirSync(path.join(root, 'cases'), { recursive: true });

  const writeRaw = (relativePath: string, text: string) => {
    const file = path.join(base, relativePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  };

  const write: Fixture['write'] = (kind, slug, locale, frontMatter, body = '## Heading\n\nSome body text.') =>
    writeRaw(path.join('content', kind, slug, `${locale}.md`), toMarkdown(frontMatter, body));

  const item: Fixture['item'] = (kind, slug, perLocale = {}, body) => {
    const defaults = kind === 'blog' ? postFrontMatter(slug) : caseFrontMatter(slug);
    for (const locale of CONTENT_LOCALES) {
      write(kind, slug, locale, { ...defaults, ...perLocale[locale] }, body);
    }
    writeRaw(path.join('public', String(defaults.cover)), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  };

  return {
    root,
    publicDir,
    write,
    writeRaw,
    item,
    remove: () => fs.rmSync(base, { recursive: true, force: true }),
  };
}
