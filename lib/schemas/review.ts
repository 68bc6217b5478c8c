import * as z from 'zod/mini';
import { httpUrlField, honeypotField, idempotencyKeyField, optionalText, requiredLine } from './fields';
import { LIVE_CHECKS } from '@/lib/playable/types';
import { REVIEW_ID_PATTERN } from './review-options';

// The send-email form of the review pages (spec §2, §3; DESIGN §3 POST /api/review/send-email), shared by
// the form and the route handler. `live` carries what the tester's browser saw in the live run: the stored
// report decides the static checks, the browser's run the lifecycle ones.

export { REVIEW_ID_PATTERN };

const LIVE_STATUS = z.enum(['success', 'failed', 'undetected', 'checking', 'warning', 'not_applicable']);

/** The live run as the browser summarised it: statuses, step count and the timeline as text lines. */
export const liveRunSchema = z.object({
  checks: z.partialRecord(
    z.enum(LIVE_CHECKS),
    z.object({
      status: LIVE_STATUS,
      via: z.optional(z.string().check(z.maxLength(200))),
      evidence: z.optional(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(20))),
    }),
  ),
  steps: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(10_000))),
  timeline: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(200)),
});

export type LiveRunSummary = z.output<typeof liveRunSchema>;

export const sendEmailSchema = z.object({
  reportId: z.string({ error: 'required' }).check(z.regex(REVIEW_ID_PATTERN, { error: 'required' })),
  product_url: httpUrlField(),
  product_name: requiredLine(200),
  advertiser_name: requiredLine(200),
  remarks: optionalText(2000),
  live: z.optional(liveRunSchema),
  /** Makes a resend of the same form (after a network error) return the first answer, not a second mail. */
  idempotencyKey: z.optional(idempotencyKeyField()),
  website: honeypotField(),
});

/** The visible fields of the form (what react-hook-form edits). */
export const sendEmailFormSchema = z.pick(sendEmailSchema, {
  product_url: true,
  product_name: true,
  advertiser_name: true,
  remarks: true,
});

export type SendEmailInput = z.input<typeof sendEmailSchema>;
export type SendEmailRequest = z.output<typeof sendEmailSchema>;
export type SendEmailFormValues = z.input<typeof sendEmailFormSchema>;
