const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date (YYYY-MM-DD) in the locale's long style (4 June 2025, 2025年6月4日, 2025년 6월 4일): posts, cases and
 * legal texts. UTC, so the day never shifts with the server's or the browser's zone.
 */
export function formatContentDate(locale: string, isoDate: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}
