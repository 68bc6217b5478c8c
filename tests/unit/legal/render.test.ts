import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { choosePrivacyVersion } from '@/lib/legal/documents';
import { formatLegalDate, isoDate, loadLegalDocument } from '@/lib/legal/load';

describe('loadLegalDocument renders safely', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'legal-render-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  function write(
    body: string,
    frontMatter = 'title: Hostile <b>title</b>\nupdated: 2025-06-04\nsummary: A test',
  ) {
    fs.mkdirSync(path.join(root, 'copyright'), { recursive: true });
    fs.writeFileSync(path.join(root, 'copyright', 'en.md'), `---\n${frontMatter}\n---\n\n${body}\n`);
  }

  it('escapes raw HTML, drops javascript: links and gives headings ids', () => {
    write(
      [
        '## Who we are',
        '<script>alert(1)</script>',
        'Inline <img src=x onerror=alert(2)> text and [a link](javascript:alert(3)).',
        '## Who we are',
        '### Your rights in 中国大陆',
        '[contact](/contact) and [site](https://example.com)',
      ].join('\n\n'),
    );
    const document = loadLegalDocument('copyright', 'en', root);
    expect(document.html).not.toMatch(/<script|<img|javascript:/i);
    expect(document.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(document.html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(document.html).toContain('<h2 id="who-we-are">');
    expect(document.html).toContain('<h2 id="who-we-are-1">');
    expect(document.headings).toEqual([
      { depth: 2, id: 'who-we-are', text: 'Who we are' },
      { depth: 2, id: 'who-we-are-1', text: 'Who we are' },
      { depth: 3, id: 'your-rights-in-中国大陆', text: 'Your rights in 中国大陆' },
    ]);
    expect(document.html).toContain('<a href="/contact">contact</a>');
    expect(document.html).toContain('<a href="https://example.com" rel="noopener noreferrer">site</a>');
    // The title is plain text (React escapes it on the page, JSON carries it as a string).
    expect(document.title).toBe('Hostile <b>title</b>');
    expect(document.updated).toBe('2025-06-04');
  });

  it('prefixes site links with the locale', () => {
    fs.mkdirSync(path.join(root, 'privacy'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'privacy', 'ja.md'),
      "---\ntitle: T\nupdated: '2025-06-04'\nsummary: S\n---\n\n## A\n\n[中国本土版](/privacy?version=cn)\n",
    );
    expect(loadLegalDocument('privacy', 'ja', root).html).toContain('<a href="/jp/privacy?version=cn">');
  });

  it('refuses a document without a valid date or title', () => {
    write('## A', 'title: T\nupdated: June 2025\nsummary: S');
    expect(() => loadLegalDocument('copyright', 'en', root)).toThrow(/updated/);
  });
});

describe('dates', () => {
  it('reads YAML dates and ISO strings, and nothing else', () => {
    expect(isoDate(new Date('2025-06-04T00:00:00Z'))).toBe('2025-06-04');
    expect(isoDate('2025-06-04')).toBe('2025-06-04');
    expect(isoDate('2025-02-30')).toBeUndefined();
    expect(isoDate('4 June 2025')).toBeUndefined();
    expect(isoDate(undefined)).toBeUndefined();
  });

  it('formats the last-updated date per locale', () => {
    expect(formatLegalDate('2025-06-04', 'en')).toBe('June 4, 2025');
    expect(formatLegalDate('2025-06-04', 'zh-CN')).toBe('2025年6月4日');
    expect(formatLegalDate('2025-06-04', 'ja')).toBe('2025年6月4日');
    expect(formatLegalDate('2025-06-04', 'ko')).toBe('2025년 6월 4일');
  });
});

describe('choosePrivacyVersion', () => {
  const cnHost = 'www.playmind-studio.cn';
  it('gives the mainland-China version on the .cn host and the global one elsewhere', () => {
    expect(choosePrivacyVersion({ hostname: 'www.playmind-studio.cn', cnHost })).toBe('cn');
    expect(choosePrivacyVersion({ hostname: 'WWW.PlayMind-Studio.CN:443', cnHost })).toBe('cn');
    expect(choosePrivacyVersion({ hostname: 'www.playmind-studio.com', cnHost })).toBe('global');
    expect(choosePrivacyVersion({ hostname: 'evil.playmind-studio.cn.example', cnHost })).toBe('global');
    expect(choosePrivacyVersion({ hostname: null, cnHost })).toBe('global');
  });

  it('lets ?version= choose on any host and ignores unknown values', () => {
    expect(choosePrivacyVersion({ version: 'cn', hostname: 'localhost', cnHost })).toBe('cn');
    expect(choosePrivacyVersion({ version: 'global', hostname: cnHost, cnHost })).toBe('global');
    expect(choosePrivacyVersion({ version: ['cn', 'global'], hostname: 'localhost', cnHost })).toBe('cn');
    expect(choosePrivacyVersion({ version: 'mars', hostname: cnHost, cnHost })).toBe('cn');
    expect(choosePrivacyVersion({ version: 'mars', hostname: 'localhost', cnHost })).toBe('global');
  });
});
