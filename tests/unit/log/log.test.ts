import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeFailure, logger, maskText, safeError, scrub, withRequestId } from '@/lib/log';

// The server's logger: JSON lines with level, scope and request id, and nothing secret or personal in them.

function captureStdout(): { lines: () => Record<string, unknown>[]; restore: () => void } {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  return {
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => spy.mockRestore(),
  };
}

describe('log redaction', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('masks addresses, phone numbers, URL credentials and a failed query’s parameters in text', () => {
    expect(maskText('mail ann.lee+x@example.co.uk now')).toBe('mail [email] now');
    expect(maskText('call +49 30 1234567 or +1 (555) 010-9999')).toBe('call [phone] or [phone]');
    expect(maskText('smtp://user:hunter2@mail.example.com:587')).toBe(
      'smtp://[redacted]@mail.example.com:587',
    );
    expect(maskText('Failed query: insert into "outbox" ($1)\nparams: {"password":"Tulip7Harbor"}')).toBe(
      'Failed query: insert into "outbox" ($1)\nparams: [redacted]',
    );
    // What is not personal stays readable: dates, ids, counts.
    expect(maskText('row 6f1c at 2026-11-05T10:00:00Z after 3 attempts')).toBe(
      'row 6f1c at 2026-11-05T10:00:00Z after 3 attempts',
    );
  });

  it('masks secret and personal fields at any depth, and reduces errors to type, masked message and frames', () => {
    const error = Object.assign(new Error('duplicate key for ann@example.com'), {
      code: '23505',
      params: ['Tulip7Harbor'],
      cause: new Error('DETAIL: Key (email)=(ann@example.com) already exists.'),
    });
    const out = scrub({
      kind: 'register',
      nested: { deeper: { password: 'Tulip7Harbor', validate_code: '482913', phone: '+49 30 1234567' } },
      err: error,
    });
    const text = JSON.stringify(out);
    for (const secret of ['Tulip7Harbor', '482913', 'ann@example.com', '1234567'])
      expect(text).not.toContain(secret);
    expect(out).toMatchObject({ kind: 'register', err: { type: 'Error', code: '23505' } });
    expect(safeError(error)).not.toHaveProperty('params');
    expect(describeFailure(error)).toBe('duplicate key for [email] ← DETAIL: [redacted]');
  });

  it('writes JSON lines with level, scope, request id, and no secret even in the message', () => {
    const stdout = captureStdout();
    restore = stdout.restore;
    withRequestId('req-test-0001', () =>
      logger('test').warn({ email: 'ann@example.com', password: 'Tulip7Harbor' }, 'refused ann@example.com'),
    );
    logger('test').info('outside a request');
    const [first, second] = stdout.lines();
    expect(first).toMatchObject({
      level: 'warn',
      scope: 'test',
      reqId: 'req-test-0001',
      msg: 'refused [email]',
    });
    expect(JSON.stringify(first)).not.toMatch(/ann@example|Tulip7Harbor/);
    expect(second).toMatchObject({ level: 'info', scope: 'test', msg: 'outside a request' });
    expect(second).not.toHaveProperty('reqId');
  });
});
