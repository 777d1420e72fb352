/** The visitor's IANA time zone, sent at sign-up so "this month" starts at their midnight. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
