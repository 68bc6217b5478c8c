// Shared by the bench scripts: start the production build (`npm run build` first) with `npm start`'s server
// entry (server/index.mjs) on a free port with a fresh data directory, wait until it is ready, measure the RSS
// of its process tree, stop it.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.mjs';

export interface BenchServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Resident memory of the server and its children, in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

/**
 * Starts the production build on `port` (0: a free port, read from the server's own start line) with the data
 * directory `dataDir`, by default a new empty one.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  dataDir: string = fs.mkdtempSync(path.join(os.tmpdir(), 'playmind-bench-')),
): Promise<BenchServer> {
  if (!fs.existsSync('.next/BUILD_ID')) {
    console.error('No production build: run `npm run build` first.');
    process.exit(2);
  }
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, 'server/index.mjs', '-H', 'localhost', '-p', String(port)],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  const deadline = Date.now() + 120_000;
  let url = `http://localhost:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    const listening = /http:\/\/localhost:(\d+)/.exec(stdout);
    if (port === 0 && listening) {
      port = Number(listening[1]);
      url = `http://localhost:${port}`;
    }
    if (port !== 0) {
      try {
        const res = await fetch(`${url}/api/health/ready`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
    }
    if (Date.now() > deadline) throw new Error('the server did not become healthy within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The start line is read; further output is not kept.
  child.stdout?.removeAllListeners('data').resume();
  return {
    url,
    port,
    dataDir,
    child,
    rssMb: () => treeRssKb(child.pid!) / 1024,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** RSS of a process and all its descendants, from /proc (Linux). */
export function treeRssKb(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      continue;
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

let visitor = 0;
/** A distinct documentation-range address per request, so per-IP limits see many visitors (TRUST_PROXY=1). */
export function visitorIp(): string {
  visitor++;
  return `198.51.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`;
}

/** A valid contact submission with its own key and address. */
export function contactBody(): Record<string, unknown> {
  const id = randomUUID();
  return {
    full_name: 'Bench Visitor',
    country: 'DE',
    company: `Bench ${id.slice(0, 8)} GmbH`,
    company_type: 'games',
    position: 'Producer',
    email: `bench.${id}@example.com`,
    phone: '+49 30 1234567',
    im: { type: 'telegram', account: '@bench' },
    interested_in: ['interactive_ads_service'],
    hear_about: 'search',
    product_type: 'casual',
    app_url: 'https://play.google.com/store/apps/details?id=com.example.game',
    is_cross_border: false,
    message: 'Load test submission.',
    subscribe: false,
    locale: 'en',
    idempotencyKey: id,
    website: '',
  };
}

export function table(rows: Record<string, unknown>[]): void {
  console.table(rows);
}
