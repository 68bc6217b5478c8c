import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// A fresh DATA_DIR per test file. PGlite's initdb costs ~5 s of CPU and ~800 MB, so the first test file on
// the machine initialises a template database once and every file copies it (a cleanly closed cluster
// directory is a valid copy). Migrations still run on each open, through the real code path.

const pgliteVersion = (
  JSON.parse(
    fs.readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string }
).version;
const templateDir = path.join(os.tmpdir(), `playmind-pglite-template-${pgliteVersion}`);

async function ensureTemplate(): Promise<string> {
  if (fs.existsSync(path.join(templateDir, 'PG_VERSION'))) return templateDir;
  const building = fs.mkdtempSync(path.join(os.tmpdir(), 'playmind-pglite-building-'));
  const client = await PGlite.create({ dataDir: building });
  await client.close();
  try {
    fs.renameSync(building, templateDir);
  } catch {
    // Another test file finished its template first; use that one.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return templateDir;
}

export interface TempDataDir {
  path: string;
  remove(): void;
}

/** A new DATA_DIR holding a copy of the initialised template database (`<dir>/db`). */
export async function freshDataDir(): Promise<TempDataDir> {
  const template = await ensureTemplate();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'playmind-data-'));
  fs.cpSync(template, path.join(dir, 'db'), { recursive: true });
  return { path: dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A new, empty DATA_DIR (the real first start, initdb included). */
export function emptyDataDir(): TempDataDir {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'playmind-data-'));
  return { path: dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
