import 'server-only';
import type { Locale } from './locales';

// A message is a string, or an array once the build has precompiled it (next.config.ts); a group is an object.
type Messages = { [key: string]: unknown };
const isGroup = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
      if (!isGroup(value)) {
        if (ownValue !== undefined && !isGroup(ownValue)) out[key] = ownValue;
        else {
          out[key] = value;
          missing.push(here);
        }
      } else {
        out[key] = merge(value, isGroup(ownValue) ? ownValue : undefined, here);
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
