import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { shimScript } from '@/lib/playable/shim';
import { base32 } from '@/lib/review/storage';
import { type DemoManifest, parseDemoManifest } from './schema';

// The studio's own playable demos (content/demos/<case-slug>/): content, not uploads. A demo registers itself
// by existing: the player origin serves it, its case page offers it, the poster script and the tests play it.
//
// Each demo is served exactly as it would be uploaded, packaged by the studio's rule (`Name/Name.html` and
// its assets under `Name/`), on a player origin of its own like an upload, through the upload host's serving
// code. Its id is in the upload-id alphabet (26 characters of lowercase base32, so host names, CSP and the
// route take it unchanged) and derived from the demo's bytes and the shim's: a changed demo gets a new id,
// so every answer for an id can be cached for good (lib/demos/serve.ts). Demos live on disk, not in the
// database, so the 24-hour sweep of uploads never sees them.

export const DEMOS_ROOT = path.join(process.cwd(), 'content', 'demos');

/** The file that describes a demo; it is not part of the package. */
export const MANIFEST_FILE = 'demo.json';
/** The demo's page in its folder; in the package it is `Name/Name.html`. */
export const DEMO_ENTRY = 'index.html';

export interface Demo {
  /** The case it belongs to (the folder's name). */
  slug: string;
  /** The upload-style id its player host is named by. */
  id: string;
  manifest: DemoManifest;
  /** The studio's package name: `[A-Za-z0-9_]`, the folder, page and zip name. */
  name: string;
  /** `Name/Name.html`. */
  htmlPath: string;
  /** Package path → bytes, as the zip holds them. */
  files: ReadonlyMap<string, Buffer>;
}

export class DemoError extends Error {
  constructor(
    readonly folder: string,
    readonly problems: string[],
  ) {
    super(`${folder}: ${problems.join('; ')}`);
    this.name = 'DemoError';
  }
}

/** `berry-cascade-match3-playable` → `BerryCascadeMatch3Playable` (the studio's name alphabet). */
export function demoPackageName(slug: string): string {
  return slug
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
}

/** The id of a demo: a digest of its slug, its package and the shim that serves it, in the upload alphabet. */
export function demoId(
  slug: string,
  files: ReadonlyMap<string, Buffer>,
  shim: string = shimScript(),
): string {
  const hash = createHash('sha256').update(`demo\0${slug}\0`);
  for (const [name, data] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(`${name}\0${data.length}\0`).update(new Uint8Array(data));
  }
  hash.update(shim);
  return base32(hash.digest()).slice(0, 26);
}

/** Every regular file under `dir`, as slash-separated paths relative to it, sorted; hidden files skipped. */
function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), relative);
      return entry.isFile() ? [relative] : [];
    });
}

/** Reads and checks one demo folder; throws DemoError naming every problem. */
export function readDemo(root: string, slug: string): Demo {
  const folder = path.join(root, slug);
  const shown = path.relative(process.cwd(), folder) || folder;
  const problems: string[] = [];
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) problems.push('the folder name must be a case slug');
  const names = listFiles(folder);
  if (!names.includes(DEMO_ENTRY)) problems.push(`${DEMO_ENTRY} is missing`);
  let manifest: DemoManifest | null = null;
  if (!names.includes(MANIFEST_FILE)) {
    problems.push(`${MANIFEST_FILE} is missing`);
  } else {
    const parsed = parseDemoManifest(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8'));
    if (parsed.ok) manifest = parsed.manifest;
    else problems.push(...parsed.problems.map((problem) => `${MANIFEST_FILE} ${problem}`));
  }
  if (problems.length > 0 || !manifest) throw new DemoError(shown, problems);
  const name = demoPackageName(slug);
  const htmlPath = `${name}/${name}.html`;
  const files = new Map<string, Buffer>();
  for (const file of names) {
    if (file === MANIFEST_FILE) continue;
    files.set(file === DEMO_ENTRY ? htmlPath : `${name}/${file}`, fs.readFileSync(path.join(folder, file)));
  }
  return { slug, id: demoId(slug, files), manifest, name, htmlPath, files };
}

/** The demo folders' names, sorted. */
export function demoSlugs(root: string = DEMOS_ROOT): string[] {
  // The root is a parameter (tests pass their own), which the bundler cannot scope to a folder: it would trace
  // the whole project into the build's file list and warn. The server reads content/ from its checkout.
  if (!fs.existsSync(/*turbopackIgnore: true*/ root)) return [];
  return fs
    .readdirSync(/*turbopackIgnore: true*/ root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

// Read once per process: the demos are part of the build, like the rest of content/.
const cache = new Map<string, Demo[]>();

/** Every demo under `root`; throws DemoError on the first broken one. */
export function allDemos(root: string = DEMOS_ROOT): Demo[] {
  let demos = cache.get(root);
  if (!demos) {
    demos = demoSlugs(root).map((slug) => readDemo(root, slug));
    cache.set(root, demos);
  }
  return demos;
}

export function demoOfCase(slug: string, root: string = DEMOS_ROOT): Demo | null {
  return allDemos(root).find((demo) => demo.slug === slug) ?? null;
}

export function demoById(id: string, root: string = DEMOS_ROOT): Demo | null {
  return allDemos(root).find((demo) => demo.id === id) ?? null;
}
