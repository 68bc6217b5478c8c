import { readStored, removeStored, writeStored } from '@/lib/client/storage';
import { imTypesFor } from '@/lib/forms/options';
import { restoreLike } from '@/lib/forms/values';
import type { Locale } from '@/lib/i18n/locales';
import type { ContactFormInput } from '@/lib/schemas/contact';
import { COMPANY_TYPES, HEAR_ABOUT, INTERESTS, PRODUCT_TYPES } from '@/lib/schemas/contact-options';
import { isCountryCode } from '@/lib/schemas/countries';
import { CONTACT_FIELDS, emptyContactForm } from './fields';

// What the visitor has typed, kept in sessionStorage so a reload or a trip to another page of the site
// (same tab) does not lose it, with the form's idempotency key (a resubmission after a reload stays one
// lead). Cleared after a successful submission. Without storage the form simply keeps no draft.

export const DRAFT_KEY = 'playmind:contact-draft';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * A stored draft made safe for `locale`: unknown keys and wrong types dropped, choices the locale does not
 * offer (QQ on the Korean form, Kakao on the others) cleared. The honeypot never comes back.
 */
export function sanitizeDraft(raw: unknown, locale: Locale, fallbackKey: string): ContactFormInput | null {
  if (!raw || typeof raw !== 'object') return null;
  const fields = restoreLike(CONTACT_FIELDS, raw, {
    country: isCountryCode,
    company_type: COMPANY_TYPES,
    'im.type': imTypesFor(locale),
    interested_in: INTERESTS,
    hear_about: HEAR_ABOUT,
    product_type: PRODUCT_TYPES,
  });
  const storedKey = (raw as { idempotencyKey?: unknown }).idempotencyKey;
  const key = typeof storedKey === 'string' && UUID.test(storedKey) ? storedKey : fallbackKey;
  return { ...emptyContactForm(locale, key), ...fields };
}

export function loadDraft(locale: Locale, fallbackKey: string): ContactFormInput | null {
  try {
    const stored = readStored(DRAFT_KEY, 'sessionStorage');
    return stored ? sanitizeDraft(JSON.parse(stored), locale, fallbackKey) : null;
  } catch {
    return null;
  }
}

export function saveDraft(values: Partial<ContactFormInput>): void {
  const { website: _honeypot, locale: _locale, ...kept } = values;
  writeStored(DRAFT_KEY, JSON.stringify(kept), 'sessionStorage');
}

export function clearDraft(): void {
  removeStored(DRAFT_KEY, 'sessionStorage');
}
