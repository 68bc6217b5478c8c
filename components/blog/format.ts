import type { Locale } from '@/lib/i18n/locales';

const formatters = new Map<Locale, Intl.DateTimeFormat>();

/** A content date (YYYY-MM-DD) in the locale's long style; UTC so the day never shifts with the server's zone. */
export function formatContentDate(locale: Locale, isoDate: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}
