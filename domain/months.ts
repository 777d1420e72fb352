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

/**
 * A month's English name or its short form ("jan", "sept", "December"), as a regular
 * expression source without flags: the one pattern the writer's date and shorthand readers
 * match month words by.
 */
export const MONTH_PATTERN = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
