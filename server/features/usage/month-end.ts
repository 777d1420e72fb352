import { usagePeriodAt } from '#domain/usage.ts';
import type { Db } from '../../db/client.ts';
import { latestMonth, type UsageSubject } from './ledger.ts';

/**
 * Seconds until the monthly limit lifts: the end of the month a generation now counts in.
 * That is the ledger month's own end, in the zone fixed when it opened (ADR 019), not the
 * next month start in the profile's zone now, which a zone change moves by up to a day.
 */
export async function secondsUntilMonthEnds(
  db: Db,
  subject: Pick<UsageSubject, 'identity' | 'timeZone'>,
  now = new Date(),
): Promise<number> {
  const { period } = usagePeriodAt(await latestMonth(db, subject.identity), now, subject.timeZone);
  return Math.max(1, Math.ceil((period.endsAt.getTime() - now.getTime()) / 1000));
}
