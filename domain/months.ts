/**
 * English month names in lower case, January first: the one list the CSV import, the writer's
 * tidy pass, its fact screen and the eval read months by (index + 1 is the month's number).
 */
// prettier-ignore
export const MONTHS = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september',
  'october', 'november', 'december',
] as const;

export type Month = (typeof MONTHS)[number];

export function isMonth(word: string): word is Month {
  return (MONTHS as readonly string[]).includes(word);
}
