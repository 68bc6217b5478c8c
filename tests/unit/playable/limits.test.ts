import { readFileSync } from 'node:fs';
import {
  CHECK_QUEUE_LIMIT,
  CHECK_TIMEOUT_MS,
  CHECK_WORKER_HEAP_MB,
  INFLATE_PER_IP_BYTES,
  INFLATE_PER_IP_WINDOW_MS,
  INFLATE_SITE_BYTES,
  INFLATE_SITE_WINDOW_MS,
  MAX_TOTAL_UNCOMPRESSED_BYTES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_INFLATE_RATIO,
  UPLOAD_INFLATE_FREE_BYTES,
  uploadInflateBudget,
} from '@/lib/playable/limits';
import { INFLATE_BUDGETS } from '@/lib/review/limits';

// The budgets of inflated bytes, and the README table that states them.

const MiB = 1024 * 1024;
const readme = readFileSync('README.md', 'utf8');

/** The README's budget row that starts with `what`, cells trimmed. */
function row(what: string): string[] {
  const line = readme.split('\n').find((text) => text.startsWith(`| ${what} `));
  if (!line) throw new Error(`README has no row "${what}"`);
  return line
    .split('|')
    .map((cell) => cell.trim())
    .filter(Boolean);
}

describe('budgets of inflated bytes', () => {
  it('lets a small upload inflate to the free allowance, a larger one to 20×, never past the cap', () => {
    expect(uploadInflateBudget(55 * 1024)).toBe(UPLOAD_INFLATE_FREE_BYTES);
    expect(uploadInflateBudget(MiB)).toBe(MAX_UPLOAD_INFLATE_RATIO * MiB);
    expect(uploadInflateBudget(MAX_UPLOAD_BYTES)).toBe(MAX_TOTAL_UNCOMPRESSED_BYTES);
    // The 49 × 1 MiB case does not fit; a full-size upload's cap does.
    expect(49 * MiB).toBeGreaterThan(uploadInflateBudget(80 * 1024));
  });

  it('keeps every counter within a 32-bit integer with room for one more upload', () => {
    for (const rule of Object.values(INFLATE_BUDGETS)) {
      expect(rule.limit + MAX_TOTAL_UNCOMPRESSED_BYTES).toBeLessThan(2 ** 31);
      expect(rule.limit).toBeGreaterThan(MAX_TOTAL_UNCOMPRESSED_BYTES);
    }
  });

  it('are the numbers the README states', () => {
    expect(row('inflated bytes of one upload')[1]).toBe(
      `${UPLOAD_INFLATE_FREE_BYTES / MiB} MiB, or ${MAX_UPLOAD_INFLATE_RATIO} × the upload's size; at most ${MAX_TOTAL_UNCOMPRESSED_BYTES / MiB} MiB`,
    );
    expect(row('inflated bytes per IP')[1]).toBe(
      `${INFLATE_PER_IP_BYTES / MiB} MiB per ${INFLATE_PER_IP_WINDOW_MS / 60_000} minutes`,
    );
    expect(INFLATE_SITE_WINDOW_MS).toBe(60_000);
    expect(row('inflated bytes, whole site (every instance)')[1]).toBe(
      `${INFLATE_SITE_BYTES / MiB} MiB per minute`,
    );
    expect(row('checks waiting')[1]).toBe(String(CHECK_QUEUE_LIMIT));
    expect(row('one check')[1]).toBe(
      `${CHECK_TIMEOUT_MS / 1000} s, ${CHECK_WORKER_HEAP_MB} MB of worker heap`,
    );
  });
});
