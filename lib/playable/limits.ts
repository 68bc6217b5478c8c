// Limits for uploaded playables (the README's "Rate limits" table lists the same numbers). The
// server enforces every one of them before and while inflating, so a hostile archive is refused without the
// process ever holding more than the limits.

const MiB = 1024 * 1024;

/** Largest accepted upload, in bytes (at most 5 MB). */
export const MAX_UPLOAD_BYTES = 5 * MiB;

/** Most entries (files and folders) an archive may list. */
export const MAX_ENTRIES = 512;

/** Most bytes all entries together may inflate to. */
export const MAX_TOTAL_UNCOMPRESSED_BYTES = 50 * MiB;

/** Entries larger than this must not compress better than MAX_COMPRESSION_RATIO. */
export const RATIO_CHECK_MIN_BYTES = MiB;

/** Highest uncompressed:compressed ratio accepted for an entry over RATIO_CHECK_MIN_BYTES. */
export const MAX_COMPRESSION_RATIO = 100;

/** Zip name, folder name and HTML name: letters, digits and underscores only. */
export const PLAYABLE_NAME_PATTERN = /^[A-Za-z0-9_]+$/;

/** Evidence items kept per check; the rest are summarised so a report stays small. */
export const MAX_EVIDENCE_PER_CHECK = 50;

// ─── Budgets of inflated bytes ──────────────────────────────────────────────────────────────────────────
// Inflating and checking cost CPU in proportion to the inflated bytes, not to the upload's size: 49 scripts of
// 1 MiB fit in a ~80 KB zip, each under the per-entry ratio rule, and the static checks parse JavaScript at
// roughly 1–3 s per MiB on a 2-core server. The check pool bounds how much runs at once; these budgets bound
// how much one upload, one client and everyone may ask for. All are charged from the sizes the central
// directory declares, before inflating (the inflater holds each entry to its declared size, so the declared
// total is what is really inflated).

/** Inflated bytes any upload may declare, whatever its size (a small package of code). */
export const UPLOAD_INFLATE_FREE_BYTES = 8 * MiB;

/**
 * Beyond UPLOAD_INFLATE_FREE_BYTES an upload may inflate to this many times its own size. Real packages are
 * images and audio (about 1:1) and code (3–6:1); a package that inflates 20 times over is text padding or a
 * bomb. A 5 MB upload still reaches MAX_TOTAL_UNCOMPRESSED_BYTES.
 */
export const MAX_UPLOAD_INFLATE_RATIO = 20;

/** The inflated bytes an upload of `uploadBytes` may declare. */
export function uploadInflateBudget(uploadBytes: number): number {
  return Math.min(
    MAX_TOTAL_UNCOMPRESSED_BYTES,
    Math.max(UPLOAD_INFLATE_FREE_BYTES, MAX_UPLOAD_INFLATE_RATIO * uploadBytes),
  );
}

/** Inflated bytes one client IP may have checked per INFLATE_PER_IP_WINDOW_MS (five full-size uploads). */
export const INFLATE_PER_IP_BYTES = 256 * MiB;
export const INFLATE_PER_IP_WINDOW_MS = 10 * 60_000;

/** Inflated bytes the whole site checks per INFLATE_SITE_WINDOW_MS, shared by every instance. */
export const INFLATE_SITE_BYTES = 256 * MiB;
export const INFLATE_SITE_WINDOW_MS = 60_000;

// ─── The check pool (lib/playable/check-pool.ts) ────────────────────────────────────────────────────────

/** Checks waiting for a worker beyond those running; one more is answered 503 with Retry-After. */
export const CHECK_QUEUE_LIMIT = 8;

/** A check still running after this long is stopped (its worker is replaced) and the upload refused. */
export const CHECK_TIMEOUT_MS = 60_000;

/**
 * Heap of one check worker; inflated files are Buffers outside it, bounded by the budgets above. The static
 * checks hold a script's syntax tree at about 60–90 bytes per byte of JavaScript (measured: 2.5 MB of
 * minified code peaked near 220 MB), so this admits scripts of about 5 MB in one file.
 */
export const CHECK_WORKER_HEAP_MB = 512;

/**
 * Young generation of one check worker. A syntax tree survives the young generation and is promoted whole, so
 * a large one only made V8 grow the heap sooner: with V8's default a 5 MB playable of 1 MB code raised the
 * process's RSS by 130–160 MB while it was checked, with 8 MB by 90–100 MB, in the same time.
 */
export const CHECK_WORKER_YOUNG_MB = 8;

/** A check worker without a job for this long is stopped, which gives its heap back to the system. */
export const CHECK_WORKER_IDLE_MS = 10_000;
