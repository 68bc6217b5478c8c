import { fieldPaths } from '@/lib/forms/values';
import type { Locale } from '@/lib/i18n/locales';
import type { FieldPath } from 'react-hook-form';
import type { RegisterFormInput } from '@/lib/schemas/register';

// The registration form's fields (docs/PRODUCT.md, Trial registration), empty, in the order the form shows
// them: the one list the form's empty state and the mapping of the server's field errors are made from.

type VisibleFields = Omit<RegisterFormInput, 'locale' | 'idempotencyKey' | 'website'>;
type Choice<K extends keyof VisibleFields> = VisibleFields[K];

export const REGISTER_FIELDS: VisibleFields = {
  email: '',
  validate_code: '',
  username: '',
  password: '',
  repassword: '',
  fullName: '',
  phone: '',
  company: '',
  job_title: '',
  company_type: '' as Choice<'company_type'>,
  team_size: '' as Choice<'team_size'>,
  region: '',
  company_address: '',
  contact_type: { method: '' as Choice<'contact_type'>['method'], account: '' },
  product_type: '' as Choice<'product_type'>,
  willFeature: '' as Choice<'willFeature'>,
  app_url: '',
  interested_in: [],
  isMtg: false,
  m_username: '',
  ga_username: '',
  is_cooperate_with_mws: undefined as unknown as Choice<'is_cooperate_with_mws'>,
  representative: '',
  message: '',
  agreement: false as unknown as true,
};

/** Every control's path (`contact_type.method`, …), in the form's order. */
export const REGISTER_FIELD_PATHS = fieldPaths(REGISTER_FIELDS) as FieldPath<RegisterFormInput>[];

/** The form's values before anything is typed; the idempotency key is made in the browser. */
export function emptyRegisterForm(locale: Locale): RegisterFormInput {
  return {
    ...REGISTER_FIELDS,
    contact_type: { ...REGISTER_FIELDS.contact_type },
    interested_in: [],
    locale,
    idempotencyKey: '',
    website: '',
  };
}
