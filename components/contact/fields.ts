import type { Locale } from '@/lib/i18n/locales';
import { fieldPaths } from '@/lib/forms/values';
import type { FieldPath } from 'react-hook-form';
import type { ContactFormInput } from '@/lib/schemas/contact';

// The contact form's fields (docs/PRODUCT.md, Contact form), empty, in the order the form shows them: the one
// list the form's empty state, its saved draft and the mapping of the server's field errors are made from.

type VisibleFields = Omit<ContactFormInput, 'locale' | 'idempotencyKey' | 'website'>;

export const CONTACT_FIELDS: VisibleFields = {
  full_name: '',
  country: '',
  company: '',
  company_type: '' as VisibleFields['company_type'],
  position: '',
  email: '',
  phone: '',
  im: { type: '' as VisibleFields['im']['type'], account: '' },
  interested_in: [],
  hear_about: undefined,
  product_type: '' as VisibleFields['product_type'],
  app_url: '',
  message: '',
  is_cross_border: false,
  subscribe: false,
};

/** Every control's path (`im.type`, `im.account`), in the form's order. */
export const CONTACT_FIELD_PATHS = fieldPaths(CONTACT_FIELDS) as FieldPath<ContactFormInput>[];

/** The form's values before anything is typed. */
export function emptyContactForm(locale: Locale, idempotencyKey: string): ContactFormInput {
  return {
    ...CONTACT_FIELDS,
    im: { ...CONTACT_FIELDS.im },
    interested_in: [],
    locale,
    idempotencyKey,
    website: '',
  };
}
