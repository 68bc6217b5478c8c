// npm run outbox — the submissions not yet delivered: pending rows (still being retried) and failed rows
// (kept until someone retries them). Works on PGlite (stop the server first: it holds the database lock)
// and on PostgreSQL (DATABASE_URL).
//
//   npm run outbox                     list pending and failed rows
//   npm run outbox -- --all            list delivered rows too
//   npm run outbox -- --json           print the rows as JSON (payloads included, passwords masked)
//   npm run outbox -- --retry <id>     put one failed row back in the queue (repeatable)
//   npm run outbox -- --retry-failed   put every failed row back in the queue
//   npm run outbox -- --retry-pending  make every pending row due now (after an outage: skip the backoff)
//   npm run outbox -- --reseal         seal every row with the first DATA_KEY (after a key rotation)
//
// Payloads are sealed with DATA_KEY (or the key file in DATA_DIR): run this with the servers' DATA_KEY.
import { parseArgs } from 'node:util';
import '@/lib/deliveries';
import { openDatabase } from '@/lib/db/client';
import type { OutboxStatus } from '@/lib/db/schema';
import { displayPayload } from '@/lib/outbox/registry';
import {
  countByStatus,
  listOutbox,
  payloadOf,
  requeueFailed,
  resealRows,
  retryPendingNow,
  type OutboxRow,
} from '@/lib/outbox/store';

function age(date: Date): string {
  const minutes = Math.round((Date.now() - date.getTime()) / 60_000);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h`;
  return `${Math.round(minutes / 1440)} d`;
}

function printTable(rows: OutboxRow[]): void {
  if (rows.length === 0) {
    console.log('Nothing to show: every submission has been delivered.');
    return;
  }
  console.table(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      attempts: row.attempts,
      age: age(row.createdAt),
      'next attempt': row.status === 'pending' ? row.nextAttemptAt.toISOString() : '',
      'last error': row.lastError ?? '',
    })),
  );
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      all: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      retry: { type: 'string', multiple: true },
      'retry-failed': { type: 'boolean', default: false },
      'retry-pending': { type: 'boolean', default: false },
      reseal: { type: 'boolean', default: false },
      limit: { type: 'string', default: '500' },
    },
  });
  const database = await openDatabase();
  try {
    const { db } = database;
    if (values['retry-pending']) {
      const count = await retryPendingNow(db);
      console.log(`${count} pending row(s) made due now; the servers' workers deliver them.`);
      return 0;
    }
    if (values.reseal) {
      const count = await resealRows(db);
      console.log(`${count} row(s) sealed again with the current key.`);
      return 0;
    }
    if (values['retry-failed'] || values.retry) {
      const count = await requeueFailed(db, values['retry-failed'] ? undefined : values.retry);
      console.log(`${count} failed row(s) queued again; the server's worker delivers them.`);
      return 0;
    }
    const statuses: OutboxStatus[] = values.all ? ['pending', 'failed', 'delivered'] : ['pending', 'failed'];
    const rows = await listOutbox(db, { statuses, limit: Number(values.limit) || 500 });
    if (values.json) {
      const shown = rows.map(({ sealedPayload: _sealed, ...row }) => ({
        ...row,
        payload: displayPayload(row.kind, payloadOf({ ...row, sealedPayload: _sealed })),
      }));
      console.log(JSON.stringify(shown, null, 2));
      return 0;
    }
    const counts = await countByStatus(db);
    console.log(
      `outbox (${database.driver}): ${counts.pending} pending, ${counts.failed} failed, ${counts.delivered} delivered`,
    );
    printTable(rows);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
