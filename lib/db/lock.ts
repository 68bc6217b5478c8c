import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// PGlite takes no lock on its data directory: a second process opening it (a CLI, a second server) silently
// loses writes. This lock file, created with O_EXCL and holding the owner's pid, makes the second open fail
// with a clear message instead. A lock whose pid is dead is stale and taken over.

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by process ${ownerPid}` +
        ` (lock file ${lockFile}). Stop that process first (a running server or script), or set DATABASE_URL` +
        ` to use PostgreSQL, which several processes can share.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

export interface DirectoryLock {
  readonly file: string;
  release(): void;
}

interface LockContent {
  pid: number;
  host?: string;
  since?: string;
}

/** Locks files this process holds, so a second open inside the same process is refused as well. */
const heldByThisProcess: Set<string> = ((
  globalThis as { __playmindDbLocks?: Set<string> }
).__playmindDbLocks ??= new Set());

function readOwner(file: string): LockContent | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockContent>;
    return Number.isInteger(parsed.pid) ? (parsed as LockContent) : { pid: 0 };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Unreadable or half-written: treat as owned by nobody alive.
    return { pid: 0 };
  }
}

function isAlive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = fs.openSync(file, 'wx', 0o600);
    const content: LockContent = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
    fs.writeSync(fd, JSON.stringify(content));
    fs.closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the exclusive lock `file`, or throws DatabaseLockedError when a live process holds it.
 * The lock is released by release() and, as a last resort, when this process exits.
 */
export function acquireDirectoryLock(file: string): DirectoryLock {
  const resolved = path.resolve(file);
  fs.mkdirSync(path.dirname(resolved), { recursive: true });
  if (heldByThisProcess.has(resolved)) throw new DatabaseLockedError(resolved, process.pid);

  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(resolved)) return track(resolved);
    const owner = readOwner(resolved);
    if (owner === null) continue; // released between our two calls
    // Our own pid here means a previous run of a process that got the same pid (a restarted container).
    const stale = owner.pid === process.pid || !isAlive(owner.pid);
    if (!stale) throw new DatabaseLockedError(resolved, owner.pid);
    fs.rmSync(resolved, { force: true });
  }
  if (tryCreate(resolved)) return track(resolved);
  throw new DatabaseLockedError(resolved, readOwner(resolved)?.pid ?? 0);
}

function track(file: string): DirectoryLock {
  heldByThisProcess.add(file);
  const releaseOnExit = () => removeIfOurs(file);
  process.once('exit', releaseOnExit);
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      process.removeListener('exit', releaseOnExit);
      heldByThisProcess.delete(file);
      removeIfOurs(file);
    },
  };
}

function removeIfOurs(file: string): void {
  if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
}
