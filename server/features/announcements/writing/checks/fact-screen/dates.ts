import { englishDate, forChrono, parseDays, readStartDate, type Tense } from '../../start-date.ts';
import { MONTHS, MONTH_ABBREVIATIONS, WEEKDAYS, WEEKDAY_ABBREVIATIONS } from './vocabulary.ts';
import { fold } from './text.ts';

/**
 * Dates: what the input says about when (months, weekdays, relative days, the start date's
 * tense relative to today), and the date words an option uses. The input's dates are parsed
 * with chrono-node (once per request: the facts are cached); options are only scanned for
 * date words, which is fast.
 */

export interface DateFacts {
  months: Set<number>;
  weekdays: Set<number>;
  /** Relative phrases the input states or its dates imply: 'today', 'next week', 'this month'… */
  phrases: Set<string>;
  /** The start date's tense relative to today, when the input makes it certain. */
  startTense?: Tense;
}

const DAY_MS = 86_400_000;

const mondayOf = (day: number) => day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;

/** The relative phrases a date may be described with, seen from today. */
function phrasesFor(day: number, today: number): string[] {
  const phrases: string[] = [];
  const diff = Math.round((day - today) / DAY_MS);
  if (diff === 0) phrases.push('today');
  if (diff === 1) phrases.push('tomorrow');
  if (diff === -1) phrases.push('yesterday');
  const weeks = Math.round((mondayOf(day) - mondayOf(today)) / (7 * DAY_MS));
  const relative = (n: number, unit: string) => {
    if (n === 0) phrases.push(`this ${unit}`);
    if (n === 1) phrases.push(`next ${unit}`);
    if (n === -1) phrases.push(`last ${unit}`);
  };
  relative(weeks, 'week');
  const d = new Date(day);
  const t = new Date(today);
  if ([0, 6].includes(d.getUTCDay())) relative(weeks, 'weekend');
  const months = (d.getUTCFullYear() - t.getUTCFullYear()) * 12 + d.getUTCMonth() - t.getUTCMonth();
  relative(months, 'month');
  const quarters =
    (d.getUTCFullYear() - t.getUTCFullYear()) * 4 +
    Math.floor(d.getUTCMonth() / 3) -
    Math.floor(t.getUTCMonth() / 3);
  relative(quarters, 'quarter');
  relative(d.getUTCFullYear() - t.getUTCFullYear(), 'year');
  return phrases;
}

export function dateFacts(fields: string, startDate: string | undefined, today: number): DateFacts {
  const isoToday = new Date(today).toISOString().slice(0, 10);
  const facts: DateFacts = { months: new Set(), weekdays: new Set(), phrases: new Set() };
  // "ma 3.3.", "Montag 14.12.": the start date read in English too, as the writer tells it.
  const text = startDate ? `${englishDate(startDate)}\n${fields}` : fields;
  const folded = fold(englishDate(text));
  for (const word of folded.match(/\p{L}+/gu) ?? []) {
    const full = MONTHS.indexOf(word as (typeof MONTHS)[number]);
    if (full >= 0) facts.months.add(full);
    const day = WEEKDAYS.indexOf(word.replace(/s$/, '') as (typeof WEEKDAYS)[number]);
    if (day >= 0) facts.weekdays.add(day);
    const month = MONTH_ABBREVIATIONS[word];
    if (month !== undefined) facts.months.add(month);
    const weekday = WEEKDAY_ABBREVIATIONS[word];
    if (weekday !== undefined) facts.weekdays.add(weekday);
  }
  for (const match of forChrono(folded).matchAll(RELATIVE))
    facts.phrases.add(relativeKey(match[0]));
  for (const match of folded.matchAll(/\bq[1-4]\b/g)) facts.phrases.add(match[0]);

  for (const parsed of parseDays(text, today)) {
    const date = new Date(parsed.day);
    facts.months.add(date.getUTCMonth());
    if (!parsed.unsure) {
      facts.weekdays.add(date.getUTCDay());
      for (const phrase of phrasesFor(parsed.day, today)) facts.phrases.add(phrase);
    }
  }

  if (startDate) facts.startTense = readStartDate({ startDate }, isoToday).tense;
  return facts;
}

const WEEKDAY_PATTERN = WEEKDAYS.join('|');

/** Relative time phrases. Their key folds synonyms: "coming" is "next", "past" is "last". */
const RELATIVE = new RegExp(
  `\\b(?:today|tonight|tomorrow|yesterday|(?:later|earlier) this (?:week|month|year)|(?:end|start|beginning) of (?:the |this |next )?(?:week|month|quarter|year)|(?:this|next|last|coming|past|previous|following) (?:week(?:end)?|month|year|quarter|morning|afternoon|evening|${WEEKDAY_PATTERN}))\\b`,
  'gi',
);

function relativeKey(phrase: string): string {
  const key = phrase
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^(?:coming|following) /, 'next ')
    .replace(/^(?:past|previous) /, 'last ')
    .replace(/^(?:later|earlier) this /, 'this ')
    .replace(/^tonight$/, 'today');
  const endOf = /^(?:end|start|beginning) of (?:the |this )?(?:(next) )?(\w+)$/.exec(key);
  if (endOf) return `${endOf[1] ?? 'this'} ${endOf[2]}`;
  return key;
}

export interface DateMention {
  text: string;
  start: number;
  end: number;
  kind: 'month' | 'weekday' | 'relative';
  /** Month or weekday index, or the relative phrase's key. */
  value: number | string;
}

/** A quarter ("Q3") is a date: the input must name the same one. */
const QUARTER = /\bQ[1-4]\b/g;

const MONTH_WORD =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|january|february|april|july|september|october|november|december)\b/g;
const MONTH_SHORT = /\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?(?=\s+\d)/g;
const WEEKDAY_WORD = new RegExp(`\\b(${WEEKDAY_PATTERN})s?\\b`, 'gi');
const WEEKDAY_SHORT = /\b(Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\.?,?(?=\s+\d)/g;
const DATE_CONTEXT_BEFORE =
  /\b(?:in|on|since|by|until|till|early|late|mid|of|this|next|last|from|through|before|after|starting|starts|start)\s*$/i;

/** Month and weekday names and relative time phrases in an option. */
export function dateMentions(text: string): DateMention[] {
  const mentions: DateMention[] = [];
  for (const match of text.matchAll(MONTH_WORD)) {
    const word = match[0];
    const before = text.slice(Math.max(0, match.index - 12), match.index);
    const after = text.slice(match.index + word.length, match.index + word.length + 6);
    const dateLike = /^\s*\d/.test(after) || DATE_CONTEXT_BEFORE.test(before);
    // "May" and "March" are also a verb; a month name opening a sentence may be a name.
    if ((word === 'May' || word === 'March') && !dateLike) continue;
    const month = MONTHS.indexOf(word.toLowerCase() as (typeof MONTHS)[number]);
    mentions.push({
      text: word,
      start: match.index,
      end: match.index + word.length,
      kind: 'month',
      value: month,
    });
  }
  for (const match of text.matchAll(MONTH_SHORT)) {
    const key = match[1]!.toLowerCase();
    mentions.push({
      text: match[0],
      start: match.index,
      end: match.index + match[0].length,
      kind: 'month',
      value: MONTH_ABBREVIATIONS[key]!,
    });
  }
  for (const pattern of [WEEKDAY_WORD, WEEKDAY_SHORT]) {
    for (const match of text.matchAll(pattern)) {
      const key = match[1]!.toLowerCase();
      const index = WEEKDAYS.indexOf(key as (typeof WEEKDAYS)[number]);
      mentions.push({
        text: match[0].replace(/[.,]$/, ''),
        start: match.index,
        end: match.index + match[0].length,
        kind: 'weekday',
        value: index >= 0 ? index : WEEKDAY_ABBREVIATIONS[key]!,
      });
    }
  }
  for (const match of text.matchAll(QUARTER)) {
    mentions.push({
      text: match[0],
      start: match.index,
      end: match.index + match[0].length,
      kind: 'relative',
      value: match[0].toLowerCase(),
    });
  }
  for (const match of text.matchAll(RELATIVE)) {
    mentions.push({
      text: match[0],
      start: match.index,
      end: match.index + match[0].length,
      kind: 'relative',
      value: relativeKey(match[0]),
    });
  }
  return mentions;
}

export function dateCovered(mention: DateMention, facts: DateFacts): boolean {
  if (mention.kind === 'month') return facts.months.has(mention.value as number);
  if (mention.kind === 'weekday') return facts.weekdays.has(mention.value as number);
  const key = mention.value as string;
  // "this Monday", "next Friday": the weekday is what matters, and is checked on its own.
  const weekday = WEEKDAYS.find((d) => key.endsWith(d));
  if (weekday) return facts.weekdays.has(WEEKDAYS.indexOf(weekday));
  return facts.phrases.has(key);
}

/** Words that tell a start as already happened, or as still to come. */
export const STARTED =
  /\b(?:started|began|(?:has|have|had) (?:just |officially )?(?:joined|started|begun)|joined (?:us|the|our)|came (?:on ?board|aboard)|kicked off (?:her|his|their) (?:first|new))\b/gi;
export const WILL_START =
  /\b(?:will (?:be )?(?:start|starting|join|joining|begin|beginning)|(?:is|are) (?:starting|joining|set to (?:start|join)|about to (?:start|join)|going to (?:start|join))|'ll (?:start|join|begin)|starts (?:on|next|this)|first day will be)\b/gi;
