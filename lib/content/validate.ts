import fs from 'node:fs';
import path from 'node:path';
import {
  ContentError,
  DEFAULT_CONTENT_ROOT,
  DEFAULT_PUBLIC_DIR,
  displayPath,
  readSourceFile,
  sourcePath,
} from './files';
import { containsRawHtml } from './markdown';
import {
  CONTENT_KINDS,
  CONTENT_LOCALES,
  SHARED_FIELDS,
  SLUG_PATTERN,
  caseFrontMatterSchema,
  postFrontMatterSchema,
  type ContentKind,
} from './schema';

export interface ContentProblem {
  file: string;
  problem: string;
}

export interface ValidateOptions {
  /** The content folder (holding blog/ and cases/); default content/. */
  root?: string;
  /** Where cover paths such as /images/blog/x.svg must exist; default public/. */
  publicDir?: string;
}

export interface ValidationResult {
  problems: ContentProblem[];
  counts: Record<ContentKind, number>;
}

const SCHEMAS = { blog: postFrontMatterSchema, cases: caseFrontMatterSchema } as const;
const EXPECTED_FILES = CONTENT_LOCALES.map((locale) => `${locale}.md`);

interface ValidFile {
  file: string;
  data: Record<string, unknown>;
}

function sharedValue(value: unknown): string {
  // Tag order carries no meaning, so lists compare as sets.
  return JSON.stringify(Array.isArray(value) ? [...value].map(String).sort() : value);
}

function checkFile(
  kind: ContentKind,
  absolutePath: string,
): { problems: ContentProblem[]; valid: ValidFile | null } {
  const problems: ContentProblem[] = [];
  let source;
  try {
    source = readSourceFile(absolutePath);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { problems: error.problems.map((problem) => ({ file: error.file, problem })), valid: null };
  }
  const file = source.displayPath;
  const result = SCHEMAS[kind].safeParse(source.data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      problems.push({ file, problem: `${issue.path.join('.') || 'front matter'}: ${issue.message}` });
    }
  }
  if (!source.body) problems.push({ file, problem: 'body is empty' });
  if (containsRawHtml(source.body)) {
    problems.push({
      file,
      problem: 'body contains raw HTML, which the site shows as plain text; use Markdown',
    });
  }
  return { problems, valid: result.success ? { file, data: result.data } : null };
}

// The cover is shared by all locales, so a missing file is reported once per distinct path.
function checkCovers(files: ValidFile[], publicDir: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  for (const { file, data } of files) {
    const cover = String(data.cover);
    if (seen.has(cover)) continue;
    seen.add(cover);
    const coverFile = path.join(publicDir, cover);
    if (!fs.existsSync(coverFile) || !fs.statSync(coverFile).isFile()) {
      problems.push({ file, problem: `cover ${cover} not found (expected ${displayPath(coverFile)})` });
    }
  }
  return problems;
}

function checkSharedFields(kind: ContentKind, files: ValidFile[]): ContentProblem[] {
  const [reference, ...others] = files;
  if (!reference) return [];
  const problems: ContentProblem[] = [];
  for (const other of others) {
    for (const field of SHARED_FIELDS[kind]) {
      if (sharedValue(other.data[field]) !== sharedValue(reference.data[field])) {
        problems.push({
          file: other.file,
          problem: `${field} ${sharedValue(other.data[field])} differs from ${sharedValue(reference.data[field])} in ${reference.file}`,
        });
      }
    }
  }
  return problems;
}

function checkItem(root: string, kind: ContentKind, slug: string, publicDir: string): ContentProblem[] {
  const itemDir = path.join(root, kind, slug);
  const problems: ContentProblem[] = [];
  if (!SLUG_PATTERN.test(slug)) {
    problems.push({ file: displayPath(itemDir), problem: 'folder name must be a lowercase-kebab slug' });
  }
  for (const entry of fs.readdirSync(itemDir).sort()) {
    if (!EXPECTED_FILES.includes(entry)) {
      problems.push({
        file: displayPath(path.join(itemDir, entry)),
        problem: `unexpected file (an item holds only ${EXPECTED_FILES.join(', ')})`,
      });
    }
  }
  const validFiles: ValidFile[] = [];
  for (const locale of CONTENT_LOCALES) {
    const file = sourcePath(root, kind, slug, locale);
    if (!fs.existsSync(file)) {
      problems.push({
        file: displayPath(file),
        problem: `missing: every item needs all locales (${locale} absent)`,
      });
      continue;
    }
    const checked = checkFile(kind, file);
    problems.push(...checked.problems);
    if (checked.valid) validFiles.push(checked.valid);
  }
  problems.push(...checkSharedFields(kind, validFiles), ...checkCovers(validFiles, publicDir));
  return problems;
}

/** Checks every blog post and case: all locales present, front matter valid, shared fields equal, covers exist. */
export function validateContent(options: ValidateOptions = {}): ValidationResult {
  const root = path.resolve(options.root ?? DEFAULT_CONTENT_ROOT);
  const publicDir = path.resolve(options.publicDir ?? DEFAULT_PUBLIC_DIR);
  const problems: ContentProblem[] = [];
  const counts: Record<ContentKind, number> = { blog: 0, cases: 0 };

  for (const kind of CONTENT_KINDS) {
    const kindDir = path.join(root, kind);
    if (!fs.existsSync(kindDir)) {
      problems.push({ file: displayPath(kindDir), problem: 'folder missing' });
      continue;
    }
    const entries = fs
      .readdirSync(kindDir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (!entry.isDirectory()) {
        problems.push({
          file: displayPath(path.join(kindDir, entry.name)),
          problem: `unexpected file (items live in ${kind}/<slug>/<locale>.md)`,
        });
        continue;
      }
      counts[kind] += 1;
      problems.push(...checkItem(root, kind, entry.name, publicDir));
    }
  }
  return { problems, counts };
}

export function formatProblems(problems: ContentProblem[]): string {
  return problems.map(({ file, problem }) => `${file}: ${problem}`).join('\n');
}
