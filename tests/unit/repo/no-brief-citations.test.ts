import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments cite files of this repository (docs/ARCHITECTURE.md, docs/PLAYABLE-TESTING.md, docs/PRODUCT.md, a
// source file), never documents a newcomer cannot open: a "spec §N" or "DESIGN §N", SPEC.md, DESIGN.md,
// NOTES.md, a "../shared" path, an issue number, or "the spec". This test reads the comments of every
// source file (and the Markdown outside docs/) and names each such citation with its place.

const root = process.cwd();

/** This file names the patterns it looks for. */
const SELF = 'tests/unit/repo/no-brief-citations.test.ts';

/** Text that is the product's own (pages, messages, content, generated files): not comments. */
const NOT_COMMENTS = ['docs/', 'content/', 'messages/', 'public/', 'drizzle/', 'package-lock.json'];

const CODE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.css'];
const HASH_EXTENSIONS = ['.sh', '.yml', '.yaml'];

/** Citations of documents outside the repository, matched in comment text. */
const CITATIONS: readonly RegExp[] = [
  /\.\.\/shared\b/,
  /\b(?:SPEC|DESIGN|NOTES)\.md\b/i,
  /\b(?:spec|design)(?:'s|’s)?\s*§/i,
  /\bissues?\s+#?\d+/i,
  // "the spec", "the spec's message", "spec: resend after 60 s", "a spec name" (not a Playwright spec file).
  /(?<![\w.-])spec(?:'s|’s)?(?![\w.-])/i,
];

/** The comment text of each line (empty when the line has none), for code and for `#`-comment files. */
function commentLines(file: string, text: string): string[] {
  const lines = text.split('\n');
  if (file.endsWith('.md')) return lines;
  if (HASH_EXTENSIONS.some((ext) => file.endsWith(ext))) {
    return lines.map((line) => {
      const at = line.search(/(?:^|\s)#(?!!)/);
      return at < 0 ? '' : line.slice(at);
    });
  }
  let inBlock = false;
  return lines.map((line) => {
    if (inBlock) {
      const end = line.indexOf('*/');
      if (end >= 0) inBlock = false;
      return end >= 0 ? line.slice(0, end) : line;
    }
    // A JSDoc continuation line, wherever its block started.
    if (/^\s*\*(?!\/)/.test(line)) return line;
    const block = line.indexOf('/*');
    const lineComment = line.search(/(?<![:\\'"`])\/\//);
    if (block >= 0 && (lineComment < 0 || block < lineComment)) {
      const end = line.indexOf('*/', block + 2);
      if (end < 0) inBlock = true;
      return line.slice(block, end < 0 ? undefined : end);
    }
    return lineComment >= 0 ? line.slice(lineComment) : '';
  });
}

/** Each citation of `text` as `file:line: the line`. */
function citationsIn(file: string, text: string): string[] {
  const found: string[] = [];
  commentLines(file, text).forEach((comment, index) => {
    if (CITATIONS.some((pattern) => pattern.test(comment)))
      found.push(`${file}:${index + 1}: ${comment.trim()}`);
  });
  return found;
}

/** Folders that hold no source of this repository (dependencies, build output, data, test output). */
const NOT_SOURCE = new Set(['node_modules', 'test-results', 'playwright-report', 'blob-report', 'coverage']);

function repositoryFiles(dir = ''): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (!entry.isDirectory()) return [file];
    // Dot folders are tooling output (.next, .data, .git, .search-index) except the CI entry point.
    if (NOT_SOURCE.has(entry.name) || (entry.name.startsWith('.') && entry.name !== '.ci')) return [];
    return repositoryFiles(file);
  });
}

function checkedFiles(): string[] {
  return repositoryFiles().filter(
    (file) =>
      file !== SELF &&
      !NOT_COMMENTS.some((prefix) => file === prefix || file.startsWith(prefix)) &&
      (file.endsWith('.md') ||
        CODE_EXTENSIONS.some((ext) => file.endsWith(ext)) ||
        HASH_EXTENSIONS.some((ext) => file.endsWith(ext))),
  );
}

describe('comments cite the repository, not documents outside it', () => {
  it('finds each kind of citation in a comment, and none in code or in a test spec file name', () => {
    const sample = [
      '// The contact form (spec §3).',
      'const x = 1; // see DESIGN.md §5',
      '/* NOTES.md: PGlite takes no lock */',
      ' * limits of ../shared/DESIGN',
      '// fixed in issue 14, item 2',
      "// the spec's message for the key",
      "const DESIGN = ['a']; const spec = load('spec');",
      '// runs e2e/review.spec.ts in Chromium',
      '// see docs/PRODUCT.md, Contact form',
    ].join('\n');
    expect(citationsIn('a.ts', sample).map((line) => line.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(citationsIn('a.sh', '# spec §2\necho "spec §2"')).toEqual(['a.sh:1: # spec §2']);
  });

  it('holds for every checked file', () => {
    const files = checkedFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => citationsIn(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(found, 'cite docs/ or a source file instead').toEqual([]);
  });
});
