import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { CONTENT_LOCALES } from '@/lib/content/schema';
import {
  buildSearchIndex,
  deserializeIndex,
  indexFile,
  loadSearchIndex,
  queryIndex,
  serializeIndex,
} from '@/lib/search';

// The index written at build time answers exactly like one built in memory; a missing or broken file
// falls back to building from content/.

describe('search index on disk', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('scripts/build-search-index.ts writes one file per locale that answers like a fresh index', () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-search-index.ts', dir], {
      stdio: 'pipe',
    });
    const queries: Record<(typeof CONTENT_LOCALES)[number], string> = {
      en: 'playable',
      'zh-CN': '经销店',
      ja: '照度メーター',
      ko: '보물상자',
    };
    for (const locale of CONTENT_LOCALES) {
      expect(fs.existsSync(indexFile(locale, dir))).toBe(true);
      const loaded = loadSearchIndex(locale, dir);
      const fresh = buildSearchIndex(locale);
      const answer = queryIndex(loaded, queries[locale]);
      expect(answer.total).toBeGreaterThan(0);
      expect(answer).toEqual(queryIndex(fresh, queries[locale]));
    }
    // Spawns tsx and builds four indexes: slow when the shared machine is busy.
  }, 120_000);

  it('refuses a file of another locale and falls back to content/ when the file is missing or broken', () => {
    const english = serializeIndex(buildSearchIndex('en'));
    expect(() => deserializeIndex(english, 'ja')).toThrow(/not a search index/);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-empty-'));
    try {
      expect(queryIndex(loadSearchIndex('en', empty), 'jacket').total).toBeGreaterThan(0);
      fs.writeFileSync(indexFile('en', empty), '{broken');
      // The server's logger (lib/log) writes JSON lines to stdout: one warning from the search module.
      const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
      expect(queryIndex(loadSearchIndex('en', empty), 'jacket').total).toBeGreaterThan(0);
      const lines = write.mock.calls.map(([chunk]) => String(chunk));
      write.mockRestore();
      expect(lines.some((line) => /"level":"warn".*"scope":"search"/.test(line))).toBe(true);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
