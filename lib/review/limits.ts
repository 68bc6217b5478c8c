import { reviewUploadsPerIp } from '@/lib/config';
import type { RateLimitRule } from '@/lib/http';
import {
  INFLATE_PER_IP_BYTES,
  INFLATE_PER_IP_WINDOW_MS,
  INFLATE_SITE_BYTES,
  INFLATE_SITE_WINDOW_MS,
  MAX_UPLOAD_BYTES,
} from '@/lib/playable/limits';

// Limits of the review API (documented in the README). Counted per client IP in the shared rate_limits table.

const MINUTE = 60_000;

export const REVIEW_RATE_LIMITS = {
  /** Each upload unzips and checks an archive: the most expensive request of the site. Read on each use. */
  get uploadPerIp(): RateLimitRule {
    return { bucket: 'review-upload:ip', limit: reviewUploadsPerIp(), windowMs: 10 * MINUTE };
  },
  sendEmailPerIp: { bucket: 'review-send-email:ip', limit: 10, windowMs: 10 * MINUTE },
  /** The developer's copy goes to the address typed in the form: a few per address and hour. */
  sendEmailPerAddress: { bucket: 'review-send-email:email', limit: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/**
 * Budgets of inflated bytes (lib/playable/limits.ts), counted in bytes with reserveAmount: per client IP, and
 * for the whole site (every instance shares the one counter, whose identity is SITE_IDENTITY).
 */
export const INFLATE_BUDGETS = {
  perIp: { bucket: 'review-inflate:ip', limit: INFLATE_PER_IP_BYTES, windowMs: INFLATE_PER_IP_WINDOW_MS },
  site: { bucket: 'review-inflate:site', limit: INFLATE_SITE_BYTES, windowMs: INFLATE_SITE_WINDOW_MS },
} satisfies Record<string, RateLimitRule>;

export const SITE_IDENTITY = 'site';

/** Room for the multipart boundaries and part headers around a file of MAX_UPLOAD_BYTES. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** The largest request body POST /api/review/upload reads before answering 413. */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Uploaded playables are kept this long (docs/PRODUCT.md, Legal texts and retention), then neither served nor reported, and swept. */
export const UPLOAD_RETENTION = '24 hours';
export const UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;
