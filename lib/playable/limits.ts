// Limits for uploaded playables (DESIGN.md §5). The server enforces every one of them before and while
// inflating, so a hostile archive is refused without the process ever holding more than the limits.

/** Largest accepted upload, in bytes (the spec's "at most 5 MB"). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Most entries (files and folders) an archive may list. */
export const MAX_ENTRIES = 512;

/** Most bytes all entries together may inflate to. */
export const MAX_TOTAL_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;

/** Entries larger than this must not compress better than MAX_COMPRESSION_RATIO. */
export const RATIO_CHECK_MIN_BYTES = 1024 * 1024;

/** Highest uncompressed:compressed ratio accepted for an entry over RATIO_CHECK_MIN_BYTES. */
export const MAX_COMPRESSION_RATIO = 100;

/** Zip name, folder name and HTML name: letters, digits and underscores only. */
export const PLAYABLE_NAME_PATTERN = /^[A-Za-z0-9_]+$/;

/** Evidence items kept per check; the rest are summarised so a report stays small. */
export const MAX_EVIDENCE_PER_CHECK = 50;
