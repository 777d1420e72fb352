const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * "2026-11-05" → "November 5, 2026". Read as UTC on purpose: the prerender and the
 * visitor's browser must print the same day, whatever their time zones.
 */
export function formatPostDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}
