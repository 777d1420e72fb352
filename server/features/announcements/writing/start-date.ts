import * as chrono from 'chrono-node';
import { isIsoDate } from '#domain/schedule.ts';
import { isLogistics } from './logistics.ts';

/**
 * The one reader of start dates on the server (issue 21 item 6, ADR 028). The form sends the
 * date picker's ISO day (`startDateIso`) beside the words it shows; API callers and the
 * landing demo may send words alone ("dec 1", "next Tues", "Mon 3/9", "2026-12-01"), read
 * here with chrono-node. Writers take the tense from it, the fact screen the tense it
 * enforces, the AI prompt its note on tense, and storage the ISO day a send dialog schedules
 * from: they can no longer disagree.
 */

export type Tense = 'past' | 'today' | 'future';

export interface StartDate {
  /** The calendar day, when it is certain: the picker's, or one reading all parsers agree on. */
  iso?: string;
  /** Relative to today, when certain (also from words such as "started last week"). */
  tense?: Tense;
}

const DAY_MS = 86_400_000;
/** A year the text leaves out is guessed; further than this from today, past or future is a guess. */
const DAYS_UNSURE = 150;
/**
 * A welcome or a promotion is posted around the day it starts: a day typed without its year
 * that lies further back than this is as likely next year's, or a note written a while ago
 * (the sixth set's "sept 2" read in November). Its tense is unsure; its day is still given.
 */
const DAYS_PAST_UNSURE = 28;

/** A day (YYYY-MM-DD, the user's calendar day) as a UTC midnight timestamp; today when absent. */
export function dayOf(day: string | undefined): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) {
    const now = new Date();
    return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  }
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const isoOf = (day: number) => new Date(day).toISOString().slice(0, 10);

/** The day (YYYY-MM-DD) as given, or today's when absent or not a day. */
export const isoDay = (day: string | undefined): string => isoOf(dayOf(day));

export interface ParsedDay {
  day: number;
  /** The year was guessed and the guess is too far from today to say past or future. */
  unsure: boolean;
  /** Only a weekday was given ("next Tues"): the day depends on reading "next". */
  weekdayOnly: boolean;
  /** Only a month was given ("mid-December"). */
  monthOnly: boolean;
  /** The year was not typed: the nearest year to today was taken. */
  yearGuessed?: boolean;
}

/** Expands shorthand chrono does not read ("next tues", "2 wks ago"). */
export function forChrono(text: string): string {
  return text
    .replace(/\b(tues|thurs?|weds)\b/gi, (w) =>
      w.toLowerCase().startsWith('tu')
        ? 'tuesday'
        : w.toLowerCase().startsWith('th')
          ? 'thursday'
          : 'wednesday',
    )
    .replace(/\bwks?\b/gi, 'weeks')
    .replace(/\byrs?\b/gi, 'year')
    .replace(/\bmos\b/gi, 'months')
    .replace(/\b(?:tmrw|tmr)\b/gi, 'tomorrow');
}

/**
 * Every day the text names, read by chrono's casual (US: 3/9 is March 9) and British
 * (9 March) parsers both, so a reading only one of them makes stays visible as a
 * disagreement.
 */
export function parseDays(text: string, today: number): ParsedDay[] {
  const instant = new Date(today + 12 * 3600_000);
  const days: ParsedDay[] = [];
  for (const parser of [chrono.en.casual, chrono.en.GB]) {
    for (const result of parser.parse(forChrono(text), { instant, timezone: 0 })) {
      const start = result.start;
      const month = start.get('month');
      const date = start.get('day');
      const year = start.get('year');
      if (month === null || date === null || year === null) continue;
      const weekdayOnly = !start.isCertain('day') && start.isCertain('weekday');
      // A month alone ("mid-December") names no day: chrono's day 1 is its filler.
      if (!weekdayOnly && !start.isCertain('day')) {
        days.push({
          day: Date.UTC(year, month - 1, 1),
          unsure: true,
          weekdayOnly: false,
          monthOnly: true,
        });
        continue;
      }
      if (start.isCertain('year') || weekdayOnly) {
        days.push({
          day: Date.UTC(year, month - 1, date),
          unsure: false,
          weekdayOnly,
          monthOnly: false,
        });
        continue;
      }
      const candidates = [year - 1, year, year + 1].map((y) => Date.UTC(y, month - 1, date));
      const nearest = candidates.reduce((a, b) =>
        Math.abs(a - today) <= Math.abs(b - today) ? a : b,
      );
      days.push({
        day: nearest,
        unsure: Math.abs(nearest - today) > DAYS_UNSURE * DAY_MS,
        weekdayOnly: false,
        monthOnly: false,
        yearGuessed: true,
      });
    }
  }
  return days;
}

const tenseOf = (day: number, today: number): Tense =>
  day === today ? 'today' : day > today ? 'future' : 'past';

const PAST_HINT = /\b(?:started|joined|began|already|ago|last|was|since)\b/i;
const FUTURE_HINT = /\b(?:next|upcoming|coming|will|starting|tbc|tbd|in \d+ (?:days|weeks))\b/i;
/** A start that waits on something: "visa permitting", "pending checks", "all being well". */
const CONDITIONAL =
  /\b(?:permitting|pending|subject to|all being well|all going well|if all goes (?:well|to plan)|assuming|hopefully|fingers crossed|provisional(?:ly)?|tentative(?:ly)?)\b/i;
/** An hour to report at: "7am sharp", "9am at the gate", "report 0800". */
const REPORT_HOUR = /\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b|\b(?:report|reporting|sharp)\b/i;
const NOT_A_DATE =
  /^(?:tbd|tbc|tba|to be (?:confirmed|determined|decided|announced)|n\/?a|unknown|none|not sure|\?+)$/i;

/**
 * The start date as a day and a tense, from the picker's ISO day when there is one, else
 * from the words. A day is given only when every reading agrees on it and no year had to
 * be guessed far from today; a tense only when it is certain. "next Tues" names a day (seen
 * from today); "mid-December" names none.
 */
export function readStartDate(
  given: { startDate?: string; startDateIso?: string },
  today: string | undefined,
): StartDate {
  const now = dayOf(today);
  if (given.startDateIso && isIsoDate(given.startDateIso)) {
    const day = dayOf(given.startDateIso);
    return { iso: given.startDateIso, tense: tenseOf(day, now) };
  }
  const text = given.startDate?.trim();
  if (!text || NOT_A_DATE.test(text)) return {};
  if (isIsoDate(text)) return { iso: text, tense: tenseOf(dayOf(text), now) };
  const readings = parseDays(text, now).filter((p) => !p.unsure && !p.monthOnly);
  const days = new Set(readings.map((p) => p.day));
  const iso = days.size === 1 ? isoOf([...days][0]!) : undefined;
  const tenses = new Set(
    readings
      .filter((p) => !p.weekdayOnly)
      .map((p) =>
        p.yearGuessed && now - p.day > DAYS_PAST_UNSURE * DAY_MS ? undefined : tenseOf(p.day, now),
      ),
  );
  // "sept 2 (visa permitting!!)": a start that waits on a condition has not happened yet,
  // whatever day today is; a day read as past says only that the year is unsure.
  if (CONDITIONAL.test(text) && tenses.delete('past') && tenses.size === 0) return { iso };
  if (tenses.has(undefined)) return { iso };
  // "07/04, 7am sharp at the site cabin": an hour to turn up at is written before the start,
  // so a day read as past says only that its year is unsure (the eighth set's "started on …
  // 7am sharp" was rewritten to "starts", ADR 066).
  if (REPORT_HOUR.test(text) && tenses.delete('past') && tenses.size === 0) return { iso };
  if (tenses.size === 1) return { iso, tense: [...tenses][0] };
  if (tenses.size === 0) {
    const past = PAST_HINT.test(text);
    const future = FUTURE_HINT.test(text);
    if (past !== future && !(past && CONDITIONAL.test(text)))
      return { iso, tense: past ? 'past' : 'future' };
  }
  return { iso };
}

/** Words that date something: a bracket holding one (and no hedge) is part of the date. */
const DATE_WORD =
  /\d|\b(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|week|month|day|today|tomorrow|morning|afternoon|evening|night|am|pm|or)/i;

/** The date is not settled: posting "starts on Monday" would announce a guess. */
const UNCONFIRMED =
  /\b(?:tbc|tbd|tba|to be (?:confirmed|determined|decided|announced)|tentative(?:ly)?|not (?:yet )?(?:confirmed|final|fixed|set)|unconfirmed|pending|subject to)\b|\?/i;

/** A guess inside a bracket after a date: "next week (wed probably…)". */
const HEDGE = /\b(?:probably|maybe|likely|hopefully|i think|ish|possibly|or so|fingers crossed)\b/i;

/** "class starts 11/3", "start date: Jan 5", "she starts Monday": the date follows. */
const LEAD_IN =
  /^(?:start(?:ing)? date|(?:(?:the |her |his |their )?(?:class(?:es)?|school|term|work|job|contract|role|training|placement|rotation|shift|first day|s?he|they)\s+)?(?:starts?|starting|begins?|beginning|commences?))\s*(?::\s*|on\s+|\s)(?=\S)/i;

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;

/**
 * "Sept. / 22 yrs at the school", "September 22 years at the school": a month, then how
 * long something lasted. The number goes with its unit, never with the month.
 */
const MONTH_THEN_DURATION = new RegExp(
  String.raw`^(${MONTH}\.?)(?:\s*[/,;–—-]\s*|\s+)(?:after\s+)?(\d[\d.,]*\+?\s*(?:yrs?|years?|mos|months?|wks?|weeks?)\b.*)$`,
  'i',
);

/** A relative start a reader takes as a date: "next week", "after the holidays". */
const RELATIVE = /^(?:next|this|after|early|mid|late|end of|start of|beginning of|in \d)\b/i;

export interface StartWords {
  /** The date as typed, without what is not the date; absent when the date is unsure. */
  date?: string;
  /** Another fact typed in the date field ("22 yrs at the school"), told elsewhere. */
  fact?: string;
}

/**
 * Only the date of a start date field typed in words (issue 21, ADR 055): "class starts
 * 11/3" is "11/3"; "Sept. / 22 yrs at the school" is "Sept." and a fact of its own; an aside
 * in brackets that guesses or is logistics goes ("next week (wed probably, laptop arriving
 * tue)" is "next week"); a date marked unconfirmed ("Mon (tbc)", "Mon?") is no date at all,
 * as "starts on Monday" would announce a guess. Anything else stays as typed.
 */
export function startDateWords(raw: string): StartWords {
  let text = raw.replace(/\s+/g, ' ').trim();
  if (!text || NOT_A_DATE.test(text) || UNCONFIRMED.test(text)) return {};
  const lead = LEAD_IN.exec(text);
  if (lead) text = text.slice(lead[0].length).trim();
  // "lundi prochain (next mon)": the day once, in English (ADR 087).
  text = withoutOtherLanguageDay(text);
  const duration = MONTH_THEN_DURATION.exec(text);
  if (duration) return { date: duration[1]!, fact: duration[2]!.trim() };
  const aside = /^(.*?\S)\s*\(([^()]*)\)\s*$/.exec(text);
  if (aside) {
    const [, before, inner] = aside as unknown as [string, string, string];
    const dated =
      /\d/.test(before) || RELATIVE.test(before) || parseDays(before, dayOf(undefined)).length > 0;
    if (dated && (HEDGE.test(inner) || isLogistics(inner) || !DATE_WORD.test(inner))) text = before;
  }
  // "Mon 3/9 - laptop arrives Friday": the date, without the logistics after it.
  const tail = /^(.*?\S)\s*(?:[,;]|\s[-–—])\s+(.+)$/.exec(text);
  if (tail && isLogistics(tail[2]!)) text = tail[1]!;
  text = text.replace(/^asap\b/i, 'ASAP');
  return { date: text };
}

export interface StartExtras {
  /** The day alone: "Monday", "this Sunday". */
  day: string;
  /** The hour typed with it: "6am", "7am sharp", "10pm". */
  time?: string;
  /** Where to report: "at the trailer", "in the training room". */
  place?: string;
}

const WEEKDAY_WORD = String.raw`(?:(?:this|next)\s+)?(?:mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday)?\.?`;
const CLOCK = String.raw`\d{1,2}(?::\d{2})?\s?(?:am|pm)(?:\s+sharp)?|(?:[01]\d|2[0-3])[0-5]\d\s?(?:hrs|hours)|noon|midday`;
const DAY_TIME_PLACE = new RegExp(
  String.raw`^(${WEEKDAY_WORD}(?:\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?)?|\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?),?\s+(?:at\s+|@\s*)?(${CLOCK})(?:,?\s+((?:at|in)\s+(?:the\s+)?[\p{L}][\p{L}\d '’-]{1,40}))?$`,
  'iu',
);

/**
 * "Monday 6am at the trailer", "starts monday 7am sharp", "07/04, 7am sharp at the site
 * cabin" (ADR 066): a start field that holds the hour
 * and the place as well as the day (the fifth set's reader rewrote "joins … on Monday 6am at
 * the trailer as our new Site Superintendent"). Each part is read only when the whole value
 * is a day, an hour and maybe a place; anything else is undefined and the value is told as
 * typed, on a labelled line (ADR 058).
 */
export function startExtras(text: string): StartExtras | undefined {
  const match = DAY_TIME_PLACE.exec(text.trim());
  if (!match) return undefined;
  const [, day, time, place] = match as unknown as [string, string, string, string | undefined];
  return {
    day: day.trim(),
    time: time.trim().toLowerCase(),
    ...(place && { place: place.trim() }),
  };
}

/** "Lundi / Monday 5th": the same day typed in two languages; the English one is told. */
const OTHER_LANGUAGE_DAY =
  /^(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\b[^/]*\/\s*(?=\S)/i;

const FOREIGN_DAY = String.raw`(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(?:\s+(?:prochain|prochaine|qui vient|que viene|pr[oó]ximo|n[aä]chste[nr]?|kommende[nr]?))?|(?:(?:le|el|am|nächsten|kommenden)\s+)(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)`;
/**
 * "lundi prochain (next mon)", "next Monday (lundi prochain)": the same day typed twice, once
 * in the user's language; the English is told once. "starts on next Monday, for lundi
 * prochain" read the French as an occasion (the twelfth set's nw12, ADR 087).
 */
const TRANSLATED_DAY = new RegExp(
  String.raw`^(?:(?:${FOREIGN_DAY})\s*\(([^()]+)\)|([^()]+?)\s*\((?:${FOREIGN_DAY})\))$`,
  'iu',
);

export function withoutOtherLanguageDay(text: string): string {
  const translated = TRANSLATED_DAY.exec(text.trim());
  if (translated) return (translated[1] ?? translated[2]!).trim();
  return text.replace(OTHER_LANGUAGE_DAY, '');
}

/** What starts on the day: "rehearsals", "induction", "training" (a plural or an activity). */
const OCCASION_FROM_DAY = new RegExp(
  String.raw`^(\p{Ll}[\p{Ll}' -]{2,30}?)\s+(from|on|starting on|starting|(?:starts?|begins?)(?:\s+on)?)\s+((?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+)?(?:${MONTH}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\.?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:\s+\d{1,2}(?:st|nd|rd|th)?)?))$`,
  'iu',
);

/**
 * "rehearsals from 14 April", "induction on Monday 3rd": what starts, then the day. The day is
 * the start date and what starts is told after it ("starts on 14 April, with rehearsals";
 * "swing starts Wed 11th" is "on Wednesday 11th, when swing starts");
 * "starts on rehearsals from 14 April" read as garbled (the twelfth set's nw08, ADR 087).
 * Undefined when the words before the day are themselves a date or a request.
 */
export function occasionThenDay(
  text: string,
): { occasion: string; day: string; verb?: string } | undefined {
  const match = OCCASION_FROM_DAY.exec(text.replace(/\s+/g, ' ').trim());
  if (!match) return undefined;
  const occasion = match[1]!.trim();
  // "swing starts Wed 11th": what starts is the verb's subject ("when swing starts").
  const verb = /^(?:starts?|begins?)/i.exec(match[2]!)?.[0];
  if (/\b(?:next|this|last|week|month|day|from|until|the|asap|probably|maybe)\b|\d/i.test(occasion))
    return undefined;
  return { occasion, day: match[3]!.trim(), ...(verb && { verb }) };
}
