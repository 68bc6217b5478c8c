import { IM_TYPES } from '@/lib/schemas/contact';
import type { Locale } from '@/lib/i18n/locales';

// Locale-dependent choices of the contact form (spec §3 Enumerations).

export type ImType = (typeof IM_TYPES)[number];

/** The messenger types offered in `locale`: the Korean form has Kakao ID in place of QQ, the others QQ. */
export function imTypesFor(locale: Locale): ImType[] {
  return IM_TYPES.filter((type) => (locale === 'ko' ? type !== 'qq' : type !== 'kakao'));
}

export interface CountryOption {
  code: string;
  name: string;
}
