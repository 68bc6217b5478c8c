import * as z from 'zod/mini';
import { locales } from '@/lib/i18n/locales';
import {
  emailField,
  httpUrlField,
  honeypotField,
  idempotencyKeyField,
  optionalText,
  requiredLine,
} from './fields';
import { REVIEW_ID_PATTERN } from './review-options';

// The send-email form of the review pages (docs/PRODUCT.md, Playable testing page; POST /api/review/send-email), shared by
// the form and the route handler. The report, with the live run the Test step stored, is read on the server
// (lib/review/live-results.ts): the browser sends only the tester's own fields. A `live` summary sent by an
// earlier version of the page is not read (an object's unknown keys are dropped).

export { REVIEW_ID_PATTERN };

export const sendEmailSchema = z.object({
  reportId: z.string({ error: 'required' }).check(z.regex(REVIEW_ID_PATTERN, { error: 'required' })),
  product_url: httpUrlField(),
  product_name: requiredLine(200),
  advertiser_name: requiredLine(200),
  /** The developer's address: the studio's mail answers to it, and it gets a copy. */
  email: emailField(),
  remarks: optionalText(2000),
  /** The page's language: the developer's copy is written in it. */
  locale: z.enum(locales, { error: 'required' }),
  /** Makes a resend of the same form (after a network error) return the first answer, not a second mail. */
  idempotencyKey: z.optional(idempotencyKeyField()),
  website: honeypotField(),
});

/** The visible fields of the form (what react-hook-form edits). */
export const sendEmailFormSchema = z.pick(sendEmailSchema, {
  product_url: true,
  product_name: true,
  advertiser_name: true,
  email: true,
  remarks: true,
});

export type SendEmailInput = z.input<typeof sendEmailSchema>;
export type SendEmailRequest = z.output<typeof sendEmailSchema>;
export type SendEmailFormValues = z.input<typeof sendEmailFormSchema>;
