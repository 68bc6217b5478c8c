import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ArchiveIndex } from '../playable/archive';

// One schema for PGlite and PostgreSQL. Migrations in drizzle/ are generated from this file with
// `npx drizzle-kit generate --name <change>`; later issues add their tables here and generate a new migration.
// Times are timestamptz set by the database (now()), so several instances agree on them.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const OUTBOX_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every form submission, stored under its idempotency key before the visitor gets an answer, and delivered
 * from here to the upstream API (or the embedded backend). Rows are never dropped: a row that keeps failing
 * ends as `failed` and stays listed by `npm run outbox` until someone retries it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which registered operation delivers the row (lib/outbox/registry.ts): contact, newsletter, mail, ... */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Rows written before payloads were sealed kept them here in clear; new rows leave it null. */
    payload: jsonb('payload'),
    /** The payload encrypted with DATA_KEY (lib/outbox/seal.ts): base64 of version, IV, tag and ciphertext. */
    sealedPayload: text('sealed_payload'),
    /** Which key sealed the payload, so keys can be rotated (`npm run outbox -- --reseal`). */
    keyId: text('key_id'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While set and in the future, a worker is delivering the row; an expired lease means that worker died. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Identifies the claim, so a worker whose lease ran out cannot overwrite the next worker's result. */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** The first answer given to the visitor; a repeated idempotency key gets exactly this back. */
    answer: jsonb('answer'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('outbox_kind_key_uq').on(table.kind, table.idempotencyKey),
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('outbox_created_idx').on(table.createdAt),
    check('outbox_status_ck', sql`${table.status} in ('pending', 'delivered', 'failed')`),
    check(
      'outbox_payload_ck',
      sql`${table.payload} is not null or (${table.sealedPayload} is not null and ${table.keyId} is not null)`,
    ),
  ],
);

/** Contact-form leads stored by the embedded backend (when no CREATIVE_API_URL is configured). */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique('leads_idempotency_key_uq'),
    fullName: text('full_name').notNull(),
    country: text('country').notNull(),
    company: text('company').notNull(),
    companyType: text('company_type').notNull(),
    position: text('position').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    imType: text('im_type').notNull(),
    imAccount: text('im_account').notNull(),
    interestedIn: jsonb('interested_in').$type<string[]>().notNull(),
    hearAbout: text('hear_about'),
    productType: text('product_type').notNull(),
    appUrl: text('app_url').notNull(),
    isCrossBorder: boolean('is_cross_border').notNull(),
    message: text('message'),
    subscribe: boolean('subscribe').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('leads_created_idx').on(table.createdAt)],
);

/** Newsletter subscriptions (embedded backend). Addresses are stored lower-cased, one row per address. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique('subscriptions_email_uq'),
    locale: text('locale').notNull(),
    /** Where the visitor subscribed: the blog box or the contact form's consent box. */
    source: text('source', { enum: ['newsletter', 'contact'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('subscriptions_created_idx').on(table.createdAt)],
);

/**
 * Fixed-window counters for rate limits. The key is a SHA-256 of the bucket and the identity (IP or
 * address), so the table holds no personal data in clear; expired windows are removed by the daily sweep.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset_idx').on(table.resetAt)],
);

// ─── Playable testing (review area) ─────────────────────────────────────────────────────────────────────
// Uploaded playables are kept 24 h as received: the zip (or single HTML file) in chunks, with an
// index of where each file's bytes lie in it, and the report. The player reads one file by reading only the
// chunks that hold its entry and inflating those bytes (lib/review/storage.ts), so neither the database nor
// the process holds an upload's inflated files. Files never touch the filesystem. Deleting an upload deletes
// its chunks (ON DELETE CASCADE).

/** bytea as a Node Buffer on both drivers (PGlite returns Uint8Array, node-postgres Buffer). */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const playableUploads = pgTable(
  'playable_uploads',
  {
    /** Random and unguessable (lib/review/storage.ts): knowing it is what grants access to the upload. */
    id: text('id').primaryKey(),
    /** The zip's base name (= folder name = HTML name). */
    name: text('name').notNull(),
    /** `<name>/<name>.html`, the page that gets the shim. */
    htmlPath: text('html_path').notNull(),
    /** The static PlayableReport (lib/playable/types.ts). */
    report: jsonb('report').notNull(),
    /**
     * path → {offset, compressedSize, size, method, crc} (lib/playable/archive.ts ArchiveIndex). Empty for
     * uploads stored before uploads were kept whole: their files are gone, their reports still display.
     */
    entries: jsonb('entries').$type<ArchiveIndex>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('playable_uploads_created_idx').on(table.createdAt)],
);

/**
 * The upload as received, in chunks of ARCHIVE_CHUNK_BYTES (lib/review/storage.ts) by `seq`: a 5 MB value in
 * one statement makes the embedded database grow by hundreds of MB and hold the request thread for seconds.
 * Stored uncompressed out of line (STORAGE EXTERNAL, see the migration): zip data does not compress.
 */
export const playableUploadChunks = pgTable(
  'playable_upload_chunks',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => playableUploads.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytes('data').notNull(),
  },
  (table) => [primaryKey({ name: 'playable_upload_chunks_pk', columns: [table.uploadId, table.seq] })],
);

// ─── Trial registration (embedded selfserve backend) ────────────────────────────────────────────────────

export const TRIAL_STATUSES = ['active', 'review'] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];

/**
 * Trial accounts created by the embedded backend (when no SELFSERVE_API_URL is configured). E-mail and
 * username are stored lower-cased so uniqueness ignores case; the rest of the form travels in `profile`.
 */
export const trialAccounts = pgTable(
  'trial_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique('trial_accounts_idempotency_key_uq'),
    email: text('email').notNull().unique('trial_accounts_email_uq'),
    username: text('username').notNull().unique('trial_accounts_username_uq'),
    /** scrypt: `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>`. */
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: TRIAL_STATUSES }).notNull(),
    /** End of the trial for an activated account; null while it waits for review. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Every other registration field, as validated by lib/schemas/register.ts. */
    profile: jsonb('profile').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('trial_accounts_created_idx').on(table.createdAt)],
);

/**
 * The e-mailed registration code: one live code per address. Only a hash of the code is stored; wrong
 * tries are counted so the sixth guess is refused, and `sentAt` enforces the 60 s resend wait.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    email: text('email').primaryKey(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('verification_codes_expires_idx').on(table.expiresAt)],
);
