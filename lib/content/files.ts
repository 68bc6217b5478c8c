import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { ContentKind, ContentLocale } from './schema';

export const DEFAULT_CONTENT_ROOT = path.join(process.cwd(), 'content');
export const DEFAULT_PUBLIC_DIR = path.join(process.cwd(), 'public');

export interface SourceFile {
  /** Path for messages: relative to the working directory when inside it. */
  displayPath: string;
  data: Record<string, unknown>;
  body: string;
}

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
    this.name = 'ContentError';
  }
}

export function displayPath(absolutePath: string): string {
  const relative = path.relative(process.cwd(), absolutePath);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : absolutePath;
}

export function sourcePath(root: string, kind: ContentKind, slug: string, locale: ContentLocale): string {
  return path.join(root, kind, slug, `${locale}.md`);
}

/** Folder names under content/<kind>/, sorted; an absent kind folder has none. */
export function listSlugDirs(root: string, kind: ContentKind): string[] {
  const kindDir = path.join(root, kind);
  if (!fs.existsSync(kindDir)) return [];
  return fs
    .readdirSync(kindDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function refuseExecutableFrontMatter(): never {
  throw new Error('only YAML front matter is allowed');
}

// gray-matter can evaluate `---js` front matter; content must never run code, so those engines refuse.
const MATTER_OPTIONS = {
  language: 'yaml',
  engines: {
    js: refuseExecutableFrontMatter,
    javascript: refuseExecutableFrontMatter,
    coffee: refuseExecutableFrontMatter,
    coffeescript: refuseExecutableFrontMatter,
    cson: refuseExecutableFrontMatter,
  },
};

/** Reads one Markdown file and splits its front matter; throws ContentError when it cannot be parsed. */
export function readSourceFile(absolutePath: string): SourceFile {
  const shownPath = displayPath(absolutePath);
  const raw = fs.readFileSync(absolutePath, 'utf8');
  if (!raw.startsWith('---'))
    throw new ContentError(shownPath, ['front matter missing (the file must start with ---)']);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options also keeps gray-matter from caching every file's text in a module-level map.
    parsed = matter(raw, MATTER_OPTIONS);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ContentError(shownPath, [`front matter cannot be parsed: ${reason}`]);
  }
  const data = parsed.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ContentError(shownPath, ['front matter must be a YAML mapping']);
  }
  return { displayPath: shownPath, data: data as Record<string, unknown>, body: parsed.content.trim() };
}
