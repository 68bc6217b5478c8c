import type { Locale } from '@/lib/i18n/locales';
import type { ContactFormInput } from '@/lib/schemas/contact';
import {
  COMPANY_TYPES,
  CONTACT_MESSAGE_MAX,
  HEAR_ABOUT,
  INTERESTS,
  PRODUCT_TYPES,
} from '@/lib/schemas/contact-options';
import { isCountryCode } from '@/lib/schemas/countries';
import { imTypesFor } from '@/lib/forms/options';

// What the visitor has typed, kept in sessionStorage so a reload or a trip to another page of the site
// (same tab) does not lose it. Cleared after a successful submission. Storage may be unavailable (private
// modes, blocked cookies): every helper then silently does nothing (spec §8).

export const DRAFT_KEY = 'playmind:contact-draft';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The form's values before anything is typed. */
export function emptyContactForm(locale: Locale, idempotencyKey: string): ContactFormInput {
  return {
    full_name: '',
    country: '',
    company: '',
    company_type: '' as ContactFormInput['company_type'],
    position: '',
    email: '',
    phone: '',
    im: { type: '' as ContactFormInput['im']['type'], account: '' },
    interested_in: [],
    hear_about: undefined,
    product_type: '' as ContactFormInput['product_type'],
    app_url: '',
    is_cross_border: false,
    message: '',
    subscribe: false,
    locale,
    idempotencyKey,
    website: '',
  };
}

const text = (value: unknown, max = 2000): string | undefined =>
  typeof value === 'string' ? value.slice(0, max) : undefined;

function oneOf<T extends string>(keys: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (keys as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * A stored draft made safe for `locale`: unknown keys and wrong types dropped, choices the locale does not
 * offer (QQ on the Korean form, Kakao on the others) cleared. The honeypot never comes back.
 */
export function sanitizeDraft(raw: unknown, locale: Locale, fallbackKey: string): ContactFormInput | null {
  if (!raw || typeof raw !== 'object') return null;
  const draft = raw as Record<string, unknown>;
  const base = emptyContactForm(locale, fallbackKey);
  const im = (draft.im && typeof draft.im === 'object' ? draft.im : {}) as Record<string, unknown>;
  const interests = Array.isArray(draft.interested_in) ? draft.interested_in : [];
  return {
    ...base,
    full_name: text(draft.full_name) ?? '',
    country: isCountryCode(draft.country) ? draft.country : '',
    company: text(draft.company) ?? '',
    company_type: oneOf(COMPANY_TYPES, draft.company_type) ?? base.company_type,
    position: text(draft.position) ?? '',
    email: text(draft.email) ?? '',
    phone: text(draft.phone) ?? '',
    im: { type: oneOf(imTypesFor(locale), im.type) ?? base.im.type, account: text(im.account) ?? '' },
    interested_in: INTERESTS.filter((key) => interests.includes(key)),
    hear_about: oneOf(HEAR_ABOUT, draft.hear_about),
    product_type: oneOf(PRODUCT_TYPES, draft.product_type) ?? base.product_type,
    app_url: text(draft.app_url) ?? '',
    is_cross_border: draft.is_cross_border === true,
    message: text(draft.message, CONTACT_MESSAGE_MAX * 2) ?? '',
    subscribe: draft.subscribe === true,
    idempotencyKey:
      typeof draft.idempotencyKey === 'string' && UUID.test(draft.idempotencyKey)
        ? draft.idempotencyKey
        : fallbackKey,
  };
}

export function loadDraft(locale: Locale, fallbackKey: string): ContactFormInput | null {
  try {
    const stored = storage()?.getItem(DRAFT_KEY);
    return stored ? sanitizeDraft(JSON.parse(stored), locale, fallbackKey) : null;
  } catch {
    return null;
  }
}

export function saveDraft(values: Partial<ContactFormInput>): void {
  try {
    const { website: _honeypot, locale: _locale, ...kept } = values;
    storage()?.setItem(DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // Full or unavailable: the form simply keeps no draft.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Unavailable: nothing was stored.
  }
}
