import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// SIGTERM runs the shutdown hooks (the outbox drain) before the listener that was there first (Next's start
// server: close the HTTP server, exit 143), in a real process with a real signal.

describe('shutdown on SIGTERM', () => {
  it('runs the hooks first, then the server’s own cleanup, once, even when the signal comes twice', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'shutdown-child.ts')], {
      env: { ...process.env, HOOK_MS: '400', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`child not ready: ${output}`)), 20_000);
      child.stdout.on('data', () => {
        if (output.includes('ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const sentAt = Date.now();
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGTERM'), 100);
    const code = await new Promise<number | null>((resolve) =>
      child.on('exit', (exitCode) => resolve(exitCode)),
    );
    expect(code).toBe(143);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(400);
    const lines = output.split('\n').filter((line) => /^(hook-done|next-cleanup)/.test(line));
    expect(lines.map((line) => line.split(' ')[0])).toEqual(['hook-done', 'next-cleanup']);
  });
});
