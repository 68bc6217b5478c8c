import * as z from 'zod/mini';
import { locales } from '@/lib/i18n/locales';
import {
  COMPANY_TYPES,
  CONTACT_MESSAGE_MAX,
  crossBorderConsentRequired,
  HEAR_ABOUT,
  PRODUCT_TYPES,
} from './contact-options';
import * as field from './fields';

// The contact form (docs/PRODUCT.md, Contact form and HTTP API). Shared by the form (react-hook-form
// resolver) and POST /api/contact. Every message is a key the UI translates. The choices live in
// ./contact-options, which the form imports while its page starts; it loads this module only when it first
// validates.

export * from './contact-options';

export type ContactLocale = (typeof locales)[number];

export const contactSchema = z
  .object({
    full_name: field.requiredLine(100),
    country: field.countryField(),
    company: field.requiredLine(200),
    company_type: field.choiceField(COMPANY_TYPES),
    position: field.requiredLine(100),
    email: field.emailField(),
    phone: field.requiredLine(40),
    im: field.messengerField('type'),
    interested_in: field.interestsField(),
    hear_about: z.optional(field.choiceField(HEAR_ABOUT)),
    product_type: field.choiceField(PRODUCT_TYPES, 'productTypeRequired'),
    app_url: field.httpUrlField('productLinkRequired'),
    is_cross_border: z._default(z.boolean({ error: 'crossBorderRequired' }), false),
    message: field.optionalText(CONTACT_MESSAGE_MAX),
    subscribe: z._default(z.boolean({ error: 'required' }), false),
    locale: z.enum(locales, { error: 'required' }),
    idempotencyKey: field.idempotencyKeyField(),
    website: field.honeypotField(),
  })
  .check(
    z.refine((form) => form.is_cross_border === true || !crossBorderConsentRequired(form), {
      path: ['is_cross_border'],
      error: 'crossBorderRequired',
      // Checked even while other fields are still wrong, so the visitor sees every problem at once.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  );

/** What the form holds before validation (react-hook-form's field values). */
export type ContactFormInput = z.input<typeof contactSchema>;
/** A validated contact submission. */
export type ContactSubmission = z.output<typeof contactSchema>;
