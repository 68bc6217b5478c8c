import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { DatabaseLockedError } from '@/lib/db/lock';
import { pglitePaths } from '@/lib/db/pglite';
import { freshDataDir, type TempDataDir } from './support/data-dir';

// PGlite takes no lock of its own: the site's lock file makes a second process fail loudly instead of
// silently losing writes, and a lock left behind by a dead process does not block the next start.

const TSX = path.join(process.cwd(), 'node_modules/.bin/tsx');
const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support/open-db.ts');

function openInChild(dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [CHILD], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function deadPid(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', '']);
    child.on('close', () => resolve(child.pid!));
  });
}

describe('the embedded database lock', () => {
  let dir: TempDataDir;
  let handle: DatabaseHandle | undefined;

  beforeAll(async () => {
    dir = await freshDataDir();
  });

  afterAll(async () => {
    await handle?.close();
    dir?.remove();
  });

  it('makes a second process fail with a clear message while the first holds the database', async () => {
    handle = await openDatabase({ dataDir: dir.path });
    const { lockFile } = pglitePaths(dir.path);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);

    const second = await openInChild(dir.path);
    expect(second.code).toBe(3);
    expect(second.stderr).toContain(`in use by process ${process.pid}`);
    expect(second.stderr).toContain('DATABASE_URL');
    expect(second.stdout).not.toContain('opened');

    // The same process cannot open it twice either.
    await expect(openDatabase({ dataDir: dir.path })).rejects.toBeInstanceOf(DatabaseLockedError);

    await handle.close();
    handle = undefined;
    expect(fs.existsSync(lockFile)).toBe(false);
    const afterRelease = await openInChild(dir.path);
    expect(afterRelease.stderr).toBe('');
    expect(afterRelease.stdout).toContain('opened');
  }, 60_000);

  it('takes over a lock whose owner is dead', async () => {
    const { lockFile } = pglitePaths(dir.path);
    const pid = await deadPid();
    fs.writeFileSync(lockFile, JSON.stringify({ pid, host: 'gone' }));
    handle = await openDatabase({ dataDir: dir.path });
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    await handle.close();
    handle = undefined;
  });
});
