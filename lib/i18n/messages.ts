import type { Locale } from './locales';

type Messages = { [key: string]: string | Messages };

/**
 * Fills keys missing from a locale with the English text, so a visitor never sees a raw key,
 * and names every missing key once in the server log so marketing staff can fill it in.
 */
export function withEnglishFallback(
  locale: Locale,
  english: Messages,
  localized: Messages,
  warn: (message: string) => void = console.warn,
): Messages {
  const missing: string[] = [];
  const merge = (base: Messages, own: Messages | undefined, path: string): Messages => {
    const out: Messages = {};
    for (const [key, value] of Object.entries(base)) {
      const ownValue = own?.[key];
      const here = path ? `${path}.${key}` : key;
      if (typeof value === 'string') {
        if (typeof ownValue === 'string') out[key] = ownValue;
        else {
          out[key] = value;
          missing.push(here);
        }
      } else {
        out[key] = merge(value, typeof ownValue === 'object' ? ownValue : undefined, here);
      }
    }
    return out;
  };
  const merged = merge(english, localized, '');
  if (missing.length > 0) {
    warn(`[i18n] ${locale}: ${missing.length} message(s) missing, English used: ${missing.join(', ')}`);
  }
  return merged;
}
