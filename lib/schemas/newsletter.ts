import * as z from 'zod/mini';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { emailField, honeypotField, idempotencyKeyField } from './fields';

// The blog's subscription box (docs/PRODUCT.md, Newsletter: the email must be valid). Shared by the box and
// POST /api/newsletter. The `email` key reads "Please specify a valid email address." in the UI.

export const newsletterSchema = z.object({
  // The box has one message for an empty and a malformed address alike.
  email: emailField('email'),
  locale: z._default(z.enum(locales, { error: 'required' }), defaultLocale),
  /** Optional: lets a retried request return the first answer instead of "already subscribed". */
  idempotencyKey: z.optional(idempotencyKeyField()),
  website: honeypotField(),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSchema>;
