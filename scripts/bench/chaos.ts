// npm run bench:chaos — two production instances (`npm run build` first) on one PostgreSQL (the npm script
// runs this under scripts/with-postgres.sh) and a fake upstream on loopback. Contacts, subscriptions and
// registrations are sent to both instances while the upstream answers 503, then slowly, then not at all; each
// instance is restarted with SIGTERM twice, then one is killed with -9 while deliveries are in flight. A
// submission refused by an instance that is going down is sent to the other one with the same idempotency key,
// as a load balancer's retry would. At the end the upstream recovers and the bench waits until every accepted
// submission is delivered, then prints accepted / delivered / duplicated / lost (duplicates counted separately
// for the SIGTERM restarts and for the kill -9), the answers ≥ 500, and any submitted secret found in the
// instances' logs. Goal: 0 lost, 0 duplicated through the SIGTERM restarts.
//
//   BENCH_PORTS=3325,3326 (default)   BENCH_PHASE_S=15 (seconds per upstream phase)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  documentedUpstream,
  startFakeUpstream,
  type FakeUpstream,
  type Reply,
} from '../../tests/integration/backend/support/upstream';
import { validRegistration } from '../../tests/integration/register/support';
import { contactBody, visitorIp } from './support';

const PORTS = (process.env.BENCH_PORTS ?? '3325,3326').split(',').map(Number);
const PHASE_MS = Number(process.env.BENCH_PHASE_S ?? 15) * 1000;
const UPSTREAM_TIMEOUT_MS = 5_000;
const SENDERS = 4;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !process.env.DATA_KEY) {
  console.error(
    'Run through scripts/with-postgres.sh (npm run bench:chaos): DATABASE_URL and DATA_KEY are needed.',
  );
  process.exit(2);
}
if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(2);
}

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playmind-chaos-'));
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

// ─── the instances ────────────────────────────────────────────────────────────────────────────────────────

interface Instance {
  port: number;
  child: ChildProcess | null;
  up: boolean;
  starts: number;
}

function instanceEnv(port: number, upstreamUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `playmind-chaos-${port}-`)),
    CREATIVE_API_URL: upstreamUrl,
    SELFSERVE_API_URL: upstreamUrl,
    TRUST_PROXY: '1',
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    OUTBOX_RETRY_BASE_MS: '500',
    OUTBOX_RETRY_MAX_MS: '4000',
    OUTBOX_POLL_MS: '250',
    OUTBOX_ANSWER_WAIT_MS: '1500',
  };
}

async function start(instance: Instance, upstreamUrl: string): Promise<void> {
  instance.starts++;
  const out = fs.openSync(path.join(logDir, `instance-${instance.port}-${instance.starts}.log`), 'w');
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', 'localhost', '-p', String(instance.port)],
    { env: instanceEnv(instance.port, upstreamUrl), stdio: ['ignore', out, out] },
  );
  instance.child = child;
  child.once('exit', () => {
    instance.up = false;
    instance.child = null;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${instance.port} exited at start (see ${logDir})`);
    try {
      if ((await fetch(`http://localhost:${instance.port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`instance ${instance.port} did not start within 120 s`);
    await sleep(250);
  }
  instance.up = true;
}

async function stop(instance: Instance, signal: 'SIGTERM' | 'SIGKILL'): Promise<number> {
  const child = instance.child;
  if (!child) return 0;
  instance.up = false;
  const started = Date.now();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
  return Date.now() - started;
}

// ─── the load ─────────────────────────────────────────────────────────────────────────────────────────────

type Kind = 'contact' | 'newsletter' | 'register';

interface Submission {
  kind: Kind;
  key: string;
  body: Record<string, unknown>;
}

const accepted = new Map<string, Submission>();
const secrets = new Set<string>();
const statusCounts: Record<string, number> = {};
let notAccepted = 0;

function nextSubmission(n: number): Submission {
  const kind: Kind = (['contact', 'newsletter', 'register'] as const)[n % 3];
  const key = randomUUID();
  if (kind === 'contact') {
    const body: Record<string, unknown> = { ...contactBody(), idempotencyKey: key };
    secrets.add(String(body.email));
    return { kind, key, body };
  }
  if (kind === 'newsletter') {
    const email = `chaos.reader.${key.slice(0, 8)}@example.com`;
    secrets.add(email);
    return { kind, key, body: { email, locale: 'en', idempotencyKey: key } };
  }
  const password = `Chaos${key.slice(0, 6).replace(/[^0-9a-z]/gi, '')}9Zq`;
  const body = validRegistration({ idempotencyKey: key, password, repassword: password });
  secrets.add(password);
  secrets.add(body.email as string);
  return { kind, key, body };
}

const PATHS: Record<Kind, string> = {
  contact: '/api/contact',
  newsletter: '/api/newsletter',
  register: '/api/register',
};

/** Sends one submission to the instances that are up until one accepts it (same key every time). */
async function send(submission: Submission, instances: Instance[]): Promise<void> {
  const ip = visitorIp();
  for (let attempt = 0; attempt < 40; attempt++) {
    const candidates = instances.filter((instance) => instance.up);
    const target = candidates[(attempt + submission.key.charCodeAt(0)) % Math.max(1, candidates.length)];
    if (!target) {
      await sleep(250);
      continue;
    }
    try {
      const response = await fetch(`http://localhost:${target.port}${PATHS[submission.kind]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(submission.body),
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      const label = `${submission.kind} ${response.status}`;
      statusCounts[label] = (statusCounts[label] ?? 0) + 1;
      if (response.status >= 200 && response.status < 300) {
        accepted.set(submission.key, submission);
        return;
      }
      if (response.status < 500) return void notAccepted++;
    } catch {
      // The instance went down under this request: try the other one with the same key.
    }
    await sleep(200);
  }
  notAccepted++;
}

// ─── the upstream ─────────────────────────────────────────────────────────────────────────────────────────

type Mode = 'healthy' | '503' | 'slow' | 'hang';

function upstreamBehaviour(mode: () => Mode) {
  const documented = documentedUpstream();
  return (request: Parameters<ReturnType<typeof documentedUpstream>>[0]): Reply => {
    const current = mode();
    if (current === '503') return { status: 503, body: { error: 'maintenance' } };
    if (current === 'hang') return 'hang';
    const reply = documented(request);
    if (current === 'slow' && reply !== 'hang') return { ...reply, delayMs: 1_500 + Math.random() * 1_500 };
    return reply;
  };
}

/** Keys the upstream accepted (2xx) more than once. */
function duplicates(upstream: FakeUpstream): string[] {
  return [...upstream.stored].filter(([, entry]) => entry.acceptedCount > 1).map(([key]) => key);
}

// ─── the run ──────────────────────────────────────────────────────────────────────────────────────────────

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitUntilDelivered(client: pg.Client, keys: string[], timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from outbox where idempotency_key = any($1) and status <> 'delivered'`,
      [keys],
    );
    const left = Number(rows[0].n);
    if (left === 0 || Date.now() > deadline) return left;
    await sleep(1_000);
  }
}

async function main() {
  let mode: Mode = 'healthy';
  const upstream = await startFakeUpstream();
  upstream.behave(upstreamBehaviour(() => mode));
  const [a, b] = PORTS.map((port) => ({ port, child: null, up: false, starts: 0 }) as Instance);
  log(`starting two instances on ports ${PORTS.join(', ')} (logs in ${logDir})`);
  await start(a, upstream.url);
  await start(b, upstream.url);

  let sending = true;
  let sent = 0;
  const senders = Array.from({ length: SENDERS }, async () => {
    while (sending) {
      await send(nextSubmission(sent++), [a, b]);
      await sleep(150);
    }
  });

  const restarts: { instance: number; signal: string; stopMs: number; upstream: Mode }[] = [];
  const restart = async (instance: Instance, signal: 'SIGTERM' | 'SIGKILL') => {
    const stopMs = await stop(instance, signal);
    restarts.push({ instance: instance.port, signal, stopMs, upstream: mode });
    log(`${instance.port} stopped by ${signal} in ${stopMs} ms (upstream ${mode}); starting it again`);
    await start(instance, upstream.url);
  };

  for (const [phase, target] of [
    ['503', a],
    ['slow', b],
    ['hang', a],
    ['healthy', b],
  ] as const) {
    mode = phase;
    log(`upstream: ${phase}`);
    await sleep(PHASE_MS / 2);
    await restart(target, 'SIGTERM');
    await sleep(PHASE_MS / 2);
  }
  // Everything accepted so far went through the SIGTERM restarts only: let it arrive, then count duplicates.
  mode = 'healthy';
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`update outbox set next_attempt_at = now() where status = 'pending'`);
  const beforeKill = [...accepted.keys()];
  const leftBeforeKill = await waitUntilDelivered(client, beforeKill, 120_000);
  const sigtermDuplicates = duplicates(upstream);
  log(
    `SIGTERM phases: ${beforeKill.length} accepted, ${leftBeforeKill} not yet delivered, ${sigtermDuplicates.length} duplicated`,
  );

  mode = 'slow';
  log('upstream: slow; kill -9 with deliveries in flight');
  await sleep(PHASE_MS / 2);
  await restart(a, 'SIGKILL');
  await sleep(PHASE_MS / 2);
  sending = false;
  await Promise.all(senders);
  mode = 'healthy';
  log(
    'upstream: healthy; waiting for every accepted submission (a killed instance’s leases run out after 60 s)',
  );
  const keys = [...accepted.keys()];
  const left = await waitUntilDelivered(client, keys, 240_000);
  await client.end();
  await Promise.all([stop(a, 'SIGTERM'), stop(b, 'SIGTERM')]);

  const stored = new Set(upstream.stored.keys());
  const lost = keys.filter((key) => !stored.has(key));
  const allDuplicates = duplicates(upstream);
  const logs = fs
    .readdirSync(logDir)
    .map((file) => fs.readFileSync(path.join(logDir, file), 'utf8'))
    .join('\n');
  const leaked = [...secrets].filter((secret) => logs.includes(secret));
  const serverErrors = Object.entries(statusCounts)
    .filter(([label]) => Number(label.split(' ')[1]) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  const byKind = (kind: Kind) => keys.filter((key) => accepted.get(key)!.kind === kind);

  console.log('\nRestarts');
  console.table(restarts);
  console.log('Answers');
  console.table(statusCounts);
  console.log('Submissions');
  console.table(
    (['contact', 'newsletter', 'register'] as const).map((kind) => ({
      kind,
      accepted: byKind(kind).length,
      delivered: byKind(kind).filter((key) => stored.has(key)).length,
      lost: byKind(kind).filter((key) => !stored.has(key)).length,
    })),
  );
  const summary = {
    sent,
    accepted: keys.length,
    'not accepted (4xx)': notAccepted,
    delivered: keys.length - lost.length,
    lost: lost.length,
    'not delivered in time': left,
    'duplicated through SIGTERM restarts': sigtermDuplicates.length,
    'duplicated after kill -9': allDuplicates.length - sigtermDuplicates.length,
    'answers >= 500': serverErrors,
    'secrets in logs': leaked.length,
  };
  console.log('Summary');
  console.table(summary);
  await upstream.close();
  const ok = lost.length === 0 && sigtermDuplicates.length === 0 && leaked.length === 0;
  console.log(ok ? 'PASS: nothing lost, nothing duplicated through SIGTERM restarts' : 'FAIL');
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
