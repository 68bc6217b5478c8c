// What the send-email form checks before it loads its schema (lib/schemas/review.ts): free of zod.

/** The id of a stored report, as it appears in ?id= and in POST /api/review/send-email. */
export const REVIEW_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
