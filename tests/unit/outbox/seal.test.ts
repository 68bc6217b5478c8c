import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataKeyError, KEY_FILE_NAME, keyRing, open, seal } from '@/lib/outbox/seal';
import { setEnv } from '../../integration/backend/support/env';

// Sealing of outbox payloads with DATA_KEY: real AES-256-GCM, real key files.

const KEY_A = 'a'.repeat(16) + 'key-A-for-the-tests-0001';
const KEY_B = 'b'.repeat(16) + 'key-B-for-the-tests-0002';
const SECRET = { email: 'ann@example.com', password: 'Tulip7Harbor' };

describe('outbox payload sealing', () => {
  let restore: () => void = () => undefined;
  const dirs: string[] = [];
  afterEach(() => {
    restore();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'playmind-seal-'));
    dirs.push(dir);
    return dir;
  };

  it('seals so that nothing of the payload is readable, and opens it again on its own row only', () => {
    restore = setEnv({ DATA_KEY: KEY_A, DATABASE_URL: undefined });
    const sealed = seal(SECRET, 'register\nkey-1');
    expect(sealed.sealed).not.toContain('ann');
    expect(Buffer.from(sealed.sealed, 'base64').toString('latin1')).not.toContain('Tulip7Harbor');
    expect(open(sealed, 'register\nkey-1')).toEqual(SECRET);
    expect(() => open(sealed, 'register\nkey-2')).toThrow(DataKeyError);
    // Two seals of one value differ (random IV): equal payloads cannot be spotted in the table.
    expect(seal(SECRET, 'register\nkey-1').sealed).not.toBe(sealed.sealed);
    const tampered = Buffer.from(sealed.sealed, 'base64');
    tampered[tampered.length - 1] ^= 1;
    expect(() => open({ ...sealed, sealed: tampered.toString('base64') }, 'register\nkey-1')).toThrow(
      DataKeyError,
    );
  });

  it('rotates keys: the first key seals, every listed key opens, an unlisted key is named in the error', () => {
    restore = setEnv({ DATA_KEY: KEY_A, DATABASE_URL: undefined });
    const underA = seal(SECRET, 'row');
    const idA = keyRing().current.id;
    restore();
    restore = setEnv({ DATA_KEY: `${KEY_B},${KEY_A}`, DATABASE_URL: undefined });
    expect(keyRing().current.id).not.toBe(idA);
    expect(seal(SECRET, 'row').keyId).toBe(keyRing().current.id);
    expect(open(underA, 'row')).toEqual(SECRET);
    restore();
    restore = setEnv({ DATA_KEY: KEY_B, DATABASE_URL: undefined });
    expect(() => open(underA, 'row')).toThrow(new RegExp(idA));
  });

  it('requires DATA_KEY with DATABASE_URL, and refuses a short key', () => {
    restore = setEnv({ DATA_KEY: undefined, DATABASE_URL: 'postgres://app@127.0.0.1:1/none' });
    expect(() => keyRing()).toThrow(/DATA_KEY is required when DATABASE_URL is set/);
    restore();
    restore = setEnv({ DATA_KEY: 'short', DATABASE_URL: undefined });
    expect(() => keyRing()).toThrow(/at least 32 characters/);
  });

  it('creates a key file in DATA_DIR on the embedded default, readable by its owner only, and keeps it', () => {
    const dir = tempDir();
    restore = setEnv({ DATA_KEY: undefined, DATABASE_URL: undefined, DATA_DIR: dir });
    const first = keyRing();
    const file = path.join(dir, KEY_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const sealed = seal(SECRET, 'row');
    restore();
    // Another DATA_DIR has another key; the same one, read again, opens what the first sealed.
    restore = setEnv({ DATA_KEY: undefined, DATABASE_URL: undefined, DATA_DIR: tempDir() });
    expect(keyRing().current.id).not.toBe(first.current.id);
    restore();
    restore = setEnv({ DATA_KEY: undefined, DATABASE_URL: undefined, DATA_DIR: dir });
    expect(open(sealed, 'row')).toEqual(SECRET);
  });
});
