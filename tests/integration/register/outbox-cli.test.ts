import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from '@/lib/db/client';
import { nextIp } from '../backend/support/forms';
import { DRIVERS, setUpSite, type SiteUnderTest } from '../backend/support/variants';
import { register } from './support-http';
import { validRegistration } from './support';

// `npm run outbox -- --json` shows an operator the rows still waiting, payloads included: a registration
// waiting for the selfserve API holds the password the API needs, and the listing must never print it.

const SCRIPT = path.join(process.cwd(), 'scripts/outbox.ts');

function runOutbox(
  env: Record<string, string | undefined>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', SCRIPT, '--json', '--all'],
      { timeout: 60_000, env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe.each(DRIVERS)('npm run outbox on %s', (driver) => {
  let site: SiteUnderTest;

  beforeAll(async () => {
    // Nothing listens on port 9: every delivery fails, so the registration stays pending with its password.
    site = await setUpSite(driver, {
      SELFSERVE_API_URL: 'http://127.0.0.1:9',
      OUTBOX_ANSWER_WAIT_MS: '1000',
      UPSTREAM_TIMEOUT_MS: '500',
      TRUST_PROXY: '1',
    });
  });

  afterAll(async () => {
    await site?.teardown();
  });

  it('lists a pending registration with its password masked', { timeout: 90_000 }, async () => {
    const form = validRegistration({ password: 'Hidden4242', repassword: 'Hidden4242' });
    expect(await register(form, nextIp())).toMatchObject({ status: 202, body: { outcome: 'pending' } });
    // The CLI opens the database itself: PGlite allows one process at a time.
    await closeDb();
    const run = await runOutbox({ DATA_DIR: site.dataDir, DATABASE_URL: process.env.DATABASE_URL });
    expect(run.code, run.stderr).toBe(0);
    const rows = JSON.parse(run.stdout) as {
      kind: string;
      idempotencyKey: string;
      payload: Record<string, unknown>;
    }[];
    const row = rows.find((entry) => entry.idempotencyKey === form.idempotencyKey);
    expect(row?.kind).toBe('register');
    expect(row?.payload).toMatchObject({
      email: form.email,
      username: form.username,
      password: '[redacted]',
    });
    expect(run.stdout).not.toContain('Hidden4242');
  });
});
