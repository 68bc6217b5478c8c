import type { RateLimitRule } from '@/lib/http';
import { MAX_UPLOAD_BYTES } from '@/lib/playable/limits';

// Limits of the review API (documented in the README). Counted per client IP in the shared rate_limits table.

const MINUTE = 60_000;

export const REVIEW_RATE_LIMITS = {
  /** Each upload unzips and checks an archive: the most expensive request of the site. */
  uploadPerIp: { bucket: 'review-upload:ip', limit: 40, windowMs: 10 * MINUTE },
  sendEmailPerIp: { bucket: 'review-send-email:ip', limit: 10, windowMs: 10 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** Room for the multipart boundaries and part headers around a file of MAX_UPLOAD_BYTES. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** The largest request body POST /api/review/upload reads before answering 413. */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Uploaded playables are kept this long (DESIGN §4), then neither served nor reported, and swept. */
export const UPLOAD_RETENTION = '24 hours';
export const UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;
