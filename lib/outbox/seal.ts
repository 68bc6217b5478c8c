import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir, databaseUrl, dataKeys } from '@/lib/config';

// Encryption at rest of outbox payloads. A payload is personal data through and through
// (names, addresses, phone numbers, messages, a password, a mailed code), so it is sealed whole with
// AES-256-GCM; the row's kind and idempotency key are bound to it as associated data, so a sealed payload
// cannot be moved to another row. Each row stores the id of the key that sealed it, so keys can be rotated:
// DATA_KEY="<new>,<old>" seals with the new key and still opens rows sealed with the old one until
// `npm run outbox -- --reseal` has moved them (docs/DEPLOY.md).
//
// Keys: DATA_KEY (all instances share it; required with DATABASE_URL). Without DATABASE_URL and DATA_KEY, the
// embedded default creates a random key file in DATA_DIR on first start and uses it from then on.

export const KEY_FILE_NAME = 'data-key';
const MIN_KEY_CHARS = 32;
const FORMAT_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class DataKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataKeyError';
  }
}

interface DataKey {
  id: string;
  key: Buffer;
}

export interface KeyRing {
  /** Seals new payloads. */
  current: DataKey;
  /** Every key that may open a row, by id. */
  byId: Map<string, DataKey>;
}

function deriveKey(secret: string): DataKey {
  if (secret.length < MIN_KEY_CHARS) {
    throw new DataKeyError(
      `DATA_KEY entries must have at least ${MIN_KEY_CHARS} characters (generate one with: openssl rand -base64 32).`,
    );
  }
  const key = Buffer.from(hkdfSync('sha256', secret, 'playmind-outbox', 'aes-256-gcm payload key', 32));
  // The id names the key without revealing it: a hash of the derived key under its own label.
  const id = createHash('sha256')
    .update('playmind key id\n')
    .update(new Uint8Array(key))
    .digest('hex')
    .slice(0, 16);
  return { id, key };
}

function keyFile(): string {
  return path.join(path.resolve(dataDir()), KEY_FILE_NAME);
}

/** The embedded default's key, created (random, mode 0600) the first time it is needed. */
function embeddedSecret(): string {
  const file = keyFile();
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64');
  try {
    fs.writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}

const cache = ((globalThis as { __playmindKeyRings?: Map<string, KeyRing> }).__playmindKeyRings ??=
  new Map());

/** The keys in force now (read from the environment on each call, derived once per distinct setting). */
export function keyRing(): KeyRing {
  const configured = dataKeys();
  if (configured.length === 0 && databaseUrl()) {
    throw new DataKeyError(
      'DATA_KEY is required when DATABASE_URL is set: every instance must seal and open outbox rows with the same key (generate one with: openssl rand -base64 32).',
    );
  }
  const cacheKey = configured.length > 0 ? `env\n${configured.join(',')}` : `file\n${keyFile()}`;
  let ring = cache.get(cacheKey);
  if (!ring) {
    const keys = (configured.length > 0 ? configured : [embeddedSecret()]).map(deriveKey);
    ring = { current: keys[0], byId: new Map(keys.map((key) => [key.id, key])) };
    cache.set(cacheKey, ring);
  }
  return ring;
}

export interface Sealed {
  keyId: string;
  /** base64(version ‖ iv ‖ tag ‖ ciphertext) */
  sealed: string;
}

/** Encrypts a JSON value for the row (kind, idempotencyKey). */
export function seal(value: unknown, boundTo: string, ring: KeyRing = keyRing()): Sealed {
  const iv = new Uint8Array(randomBytes(IV_BYTES));
  const cipher = createCipheriv('aes-256-gcm', new Uint8Array(ring.current.key), iv);
  cipher.setAAD(new Uint8Array(Buffer.from(boundTo, 'utf8')));
  const plain = new Uint8Array(Buffer.from(JSON.stringify(value ?? null), 'utf8'));
  const body = Buffer.concat([new Uint8Array(cipher.update(plain)), new Uint8Array(cipher.final())]);
  const tag = cipher.getAuthTag();
  const sealed = Buffer.concat([
    new Uint8Array([FORMAT_VERSION]),
    iv,
    new Uint8Array(tag),
    new Uint8Array(body),
  ]).toString('base64');
  return { keyId: ring.current.id, sealed };
}

/** Decrypts what seal() produced; throws DataKeyError when the key is not configured or the data was altered. */
export function open(sealed: Sealed, boundTo: string, ring: KeyRing = keyRing()): unknown {
  const key = ring.byId.get(sealed.keyId);
  if (!key) {
    throw new DataKeyError(
      `outbox row sealed with key ${sealed.keyId}, which is not in DATA_KEY (keep old keys listed until the rows are resealed)`,
    );
  }
  const bytes = Buffer.from(sealed.sealed, 'base64');
  if (bytes[0] !== FORMAT_VERSION || bytes.length < 1 + IV_BYTES + TAG_BYTES) {
    throw new DataKeyError('outbox row payload is not in a known sealed format');
  }
  const iv = new Uint8Array(bytes.subarray(1, 1 + IV_BYTES));
  const tag = new Uint8Array(bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES));
  const body = new Uint8Array(bytes.subarray(1 + IV_BYTES + TAG_BYTES));
  const decipher = createDecipheriv('aes-256-gcm', new Uint8Array(key.key), iv);
  decipher.setAAD(new Uint8Array(Buffer.from(boundTo, 'utf8')));
  decipher.setAuthTag(tag);
  try {
    const plain = Buffer.concat([new Uint8Array(decipher.update(body)), new Uint8Array(decipher.final())]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new DataKeyError(
      'outbox row payload does not open with its key (altered, or sealed for another row)',
    );
  }
}
