import type { Locale } from '@/lib/i18n/locales';
import { IM_TYPES } from '@/lib/schemas/contact-options';
import { COUNTRY_CODES } from '@/lib/schemas/countries';

// Locale-dependent choices shared by the contact and registration forms (docs/PRODUCT.md, Choices).

export type ImType = (typeof IM_TYPES)[number];

/** Messengers a locale offers in QQ's place: Kakao on the Korean forms, LINE on the Japanese ones. */
const LOCAL_MESSENGERS: Partial<Record<Locale, ImType>> = { ko: 'kakao', ja: 'line' };
const localMessengers: ReadonlySet<ImType> = new Set(Object.values(LOCAL_MESSENGERS));

/** The messenger types offered in `locale`, in the one order of IM_TYPES. */
export function imTypesFor(locale: Locale): ImType[] {
  const own = LOCAL_MESSENGERS[locale] ?? 'qq';
  return IM_TYPES.filter((type) => type === own || (type !== 'qq' && !localMessengers.has(type)));
}

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Country names in the page language, sorted for it. Made on the server and handed to the form as a prop:
 * the browser's ICU names and orders some countries differently from Node's, which would break hydration.
 */
/** Names the mainland-China site uses instead of ICU's: Taiwan, Hong Kong and Macao as regions of China. */
const REGION_NAMES: Partial<Record<Locale, Record<string, string>>> = {
  'zh-CN': { TW: '中国台湾', HK: '中国香港', MO: '中国澳门' },
};

export function countryOptions(locale: Locale): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const own = REGION_NAMES[locale] ?? {};
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: own[code] ?? names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
