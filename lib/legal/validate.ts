// Build-time check of content/legal (called from scripts/check-content.ts, which runs in `prebuild`):
// every document in every locale, its front matter, and every fact it must state (lib/legal/facts.ts).
import fs from 'node:fs';
import path from 'node:path';
import { ContentError, displayPath, readSourceFile } from '@/lib/content/files';
import { containsRawHtml, htmlToText, renderMarkdown } from '@/lib/content/markdown';
import { LEGAL_DOCS, LEGAL_FIELDS, LEGAL_LOCALES, LEGAL_UPDATED, type LegalDoc } from './documents';
import { LEGAL_FACTS } from './facts';
import { DEFAULT_LEGAL_ROOT, isoDate, legalSourcePath } from './load';

export interface LegalProblem {
  file: string;
  problem: string;
}

export interface LegalValidation {
  problems: LegalProblem[];
  /** Documents × locales that were read. */
  files: number;
}

function checkFile(
  doc: LegalDoc,
  locale: (typeof LEGAL_LOCALES)[number],
  absolutePath: string,
): LegalProblem[] {
  let source;
  try {
    source = readSourceFile(absolutePath);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map((problem) => ({ file: error.file, problem }));
  }
  const file = source.displayPath;
  const problems: LegalProblem[] = [];
  const report = (problem: string) => problems.push({ file, problem });

  for (const field of LEGAL_FIELDS) {
    const value = source.data[field];
    const present =
      field === 'updated' ? value !== undefined && value !== null : typeof value === 'string' && value.trim();
    if (!present) report(`front matter ${field} missing`);
  }
  if (source.data.updated !== undefined && source.data.updated !== null) {
    const updated = isoDate(source.data.updated);
    if (!updated) report('front matter updated must be an ISO date (YYYY-MM-DD)');
    else if (updated !== LEGAL_UPDATED)
      report(`front matter updated ${updated} differs from ${LEGAL_UPDATED} (lib/legal/facts.ts)`);
  }
  if (!source.body) {
    report('body is empty');
    return problems;
  }
  if (containsRawHtml(source.body))
    report('body contains raw HTML, which the site shows as plain text; use Markdown');
  const { html, headings } = renderMarkdown(source.body, locale);
  if (headings.some((heading) => heading.depth === 1))
    report('body has a level-1 heading; the page title is the only h1');
  if (!headings.some((heading) => heading.depth === 2))
    report('body has no level-2 heading for the table of contents');

  const text = `${String(source.data.title ?? '')}\n${String(source.data.summary ?? '')}\n${htmlToText(html)}`;
  for (const fact of LEGAL_FACTS[doc]) {
    const missing = fact.text[locale].filter((needle) => !text.includes(needle));
    if (missing.length > 0)
      report(`required fact "${fact.id}" missing (expected ${missing.map((m) => `"${m}"`).join(', ')})`);
  }
  return problems;
}

/** Checks content/legal: every document × locale present, front matter complete, every required fact stated. */
export function validateLegal(options: { root?: string } = {}): LegalValidation {
  const root = path.resolve(options.root ?? DEFAULT_LEGAL_ROOT);
  const problems: LegalProblem[] = [];
  let files = 0;
  if (!fs.existsSync(root))
    return { problems: [{ file: displayPath(root), problem: 'folder missing' }], files };

  const expected = LEGAL_LOCALES.map((locale) => `${locale}.md`);
  for (const entry of fs
    .readdirSync(root, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory() || !(LEGAL_DOCS as readonly string[]).includes(entry.name)) {
      problems.push({
        file: displayPath(path.join(root, entry.name)),
        problem: `unexpected entry (documents are ${LEGAL_DOCS.join(', ')})`,
      });
      continue;
    }
    for (const name of fs.readdirSync(path.join(root, entry.name)).sort()) {
      if (!expected.includes(name)) {
        problems.push({
          file: displayPath(path.join(root, entry.name, name)),
          problem: `unexpected file (a document holds only ${expected.join(', ')})`,
        });
      }
    }
  }
  for (const doc of LEGAL_DOCS) {
    for (const locale of LEGAL_LOCALES) {
      const file = legalSourcePath(root, doc, locale);
      if (!fs.existsSync(file)) {
        problems.push({
          file: displayPath(file),
          problem: `missing: every legal document needs all locales (${locale} absent)`,
        });
        continue;
      }
      files += 1;
      problems.push(...checkFile(doc, locale, file));
    }
  }
  return { problems, files };
}
