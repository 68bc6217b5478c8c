// Prebuild step after the content check: `npx tsx scripts/build-search-index.ts [outDir] [contentDir]` writes
// one MiniSearch index per locale to .search-index/<locale>.json (git-ignored), which GET /api/search and the
// /search page read. Without the files (next dev without prebuild) the server builds the index in memory.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONTENT_ROOT } from '../lib/content/files';
import { CONTENT_LOCALES } from '../lib/content/schema';
import { buildSearchIndex, DEFAULT_INDEX_DIR, indexFile, serializeIndex } from '../lib/search/engine';

const [outArg, rootArg] = process.argv.slice(2);
const outDir = outArg ? path.resolve(outArg) : DEFAULT_INDEX_DIR;
const root = rootArg ? path.resolve(rootArg) : DEFAULT_CONTENT_ROOT;

fs.mkdirSync(outDir, { recursive: true });
for (const locale of CONTENT_LOCALES) {
  const index = buildSearchIndex(locale, root);
  const file = indexFile(locale, outDir);
  // Write then rename, so a server reading the folder never sees half a file.
  fs.writeFileSync(`${file}.tmp`, serializeIndex(index));
  fs.renameSync(`${file}.tmp`, file);
  console.log(`search index ${path.relative(process.cwd(), file)}: ${index.documents.size} documents`);
}
