// What the send-email form checks before it loads its schema (lib/schemas/review.ts): free of zod.
// The id patterns live here because the browser, the proxy and the server all read them.

/**
 * An upload id: 128 random bits in lowercase base32 (RFC 4648 alphabet a-z2-7, no padding), 26 characters.
 * It becomes the first label of the upload's host name, so it must be DNS- and TLS-safe: no capitals, no
 * `_` or `-`.
 */
export const UPLOAD_ID_PATTERN = /^[a-z2-7]{26}$/;

/** The ids of the first version (22 characters of base64url): their reports can still be read, not played. */
export const LEGACY_UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The id of a stored report, as it appears in ?id= and in POST /api/review/send-email: either kind. */
export const REVIEW_ID_PATTERN = /^(?:[a-z2-7]{26}|[A-Za-z0-9_-]{22})$/;
