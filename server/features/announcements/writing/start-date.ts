import * as chrono from 'chrono-node';
import { MONTH_PATTERN } from '#domain/months.ts';
import { isIsoDate } from '#domain/schedule.ts';
import { fold } from './checks/fact-screen/text.ts';
import { asideOf } from './asides.ts';
import { isLogistics } from './logistics.ts';
import { expandDateWords } from './shorthand.ts';

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
  return englishDate(text)
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
/** A start typed as no date at all ("tbc", "n/a", "?"): the one reader's list, shared. */
export const NOT_A_DATE =
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
  // "fri the 4th": the weekday settles the month (ADR 116, amended).
  const settled = weekdayOrdinalDay(text, now);
  if (settled !== undefined) return { iso: isoOf(settled), tense: tenseOf(settled, now) };
  // "12/8", "2027.2.9", "tues next week": the day the options tell (ADR 124).
  const resolved = resolvedDay(withoutLeadIn(text), now);
  if (resolved !== undefined) return { iso: isoOf(resolved), tense: tenseOf(resolved, now) };
  // "sat" typed on a Monday is the Saturday to come: a weekday alone names the next one unless
  // the words say it is gone ("started sat"). Read as the one behind, the start was told on a
  // "Start date:" line only (the twenty-second set's fw11, ADR 179).
  const ahead = !PAST_HINT.test(text);
  const readings = parseDays(text, now)
    .filter((p) => !p.unsure && !p.monthOnly)
    .map((p) => (p.weekdayOnly && ahead && p.day < now ? { ...p, day: p.day + 7 * DAY_MS } : p));
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
  /\b(?:tbc|tbd|tba|to be (?:confirmed|determined|decided|announced)|tentative(?:ly)?|not (?:yet )?(?:confirmed|final|fixed|set)|unconfirmed|pending|subject to)\b|\?(?![^\s)])/i;

/** A guess inside a bracket after a date: "next week (wed probably…)". */
const HEDGE = /\b(?:probably|maybe|likely|hopefully|i think|ish|possibly|or so|fingers crossed)\b/i;

/**
 * "class starts 11/3", "start date: Jan 5", "she starts Monday": the date follows. So it does
 * after a verb of arriving ("embarks 3 Dec at Baltra", "joining us 4 Jan"): "starts on
 * embarks 3 December at Baltra" was posted (the twenty-first set's gw07).
 */
const LEAD_IN =
  /^(?:start(?:ing)? date|(?:(?:the |her |his |their )?(?:class(?:es)?|school|term|work|job|contract|role|training|placement|rotation|shift|first day|s?he|they)\s+)?(?:starts?|starting|begins?|beginning|commences?|embarks?|embarking|boards?|boarding|arrives?|arriving|lands?|landing|flies in|flying in|reports?(?: in)?|joins?(?: us)?|joining(?: us)?))\s*(?::\s*|on\s+|\s)(?=\S)(?!of\b)/i;

const MONTH = MONTH_PATTERN;

/**
 * "Sept. / 22 yrs at the school", "September 22 years at the school": a month, then how
 * long something lasted. The number goes with its unit, never with the month.
 */
const MONTH_THEN_DURATION = new RegExp(
  String.raw`^((?:\d{1,2}(?:st|nd|rd|th)?\s+)?${MONTH}\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?|\d{1,2}[/.]\d{1,2})(?:\s*[/,;–—-]\s*|\s+)(?:after\s+)?(\d[\d.,]*\+?\s*(?:yrs?|years?|mos|months?|wks?|weeks?)\b.*)$`,
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
  if (!text || NOT_A_DATE.test(text)) return {};
  // "after her notice period", "once his visa comes through": no day, as "pending visa" (ADR 151).
  if (WAITS_ON.test(text)) return {};
  // "whenever it hits -8°C lol": a start on a condition, told as typed without the laughter
  // ("starts on whenever it hits -8°C lol" was the twenty-sixth set's C; ADR 198). The phrase
  // takes no "on" (composer/phrases.ts AS_GIVEN).
  if (CONDITION_START.test(text)) text = text.replace(LAUGHTER, '').trim();
  // "asap – cyclone season already started": the start is as soon as possible; the aside's
  // own tense ("already started") is never the start's (ADR 151).
  const soon = SOON_THEN_ASIDE.exec(text);
  const now = dayOf(undefined);
  if (soon && !parseDays(soon[1]!, now).some((p) => p.day >= now))
    return { date: 'as soon as possible' };
  const onlyAside = ASIDE_ONLY.exec(text);
  if (onlyAside) return asideWords(onlyAside[1]!);
  if (UNCONFIRMED.test(text)) return unconfirmedWords(text);
  const lead = LEAD_IN.exec(text);
  if (lead) text = text.slice(lead[0].length).trim();
  // "lundi prochain (next mon)": the day once, in English (ADR 087).
  text = withoutOtherLanguageDay(text);
  // "1 Dec (Tue) — pls not Monday, we're closed": a request to the writer after a dash, obeyed
  // and never posted (the twenty-fifth set's pw03 posted it in every option).
  const asked = /^(.*?\S)\s+[–—-]\s+(.+)$/u.exec(text);
  if (asked && asideOf(asked[2]!)?.kind === 'drop') text = asked[1]!;
  const duration = MONTH_THEN_DURATION.exec(text);
  if (duration) return { date: duration[1]!, fact: duration[2]!.trim() };
  const aside = /^(.*?\S)\s*\(([^()]*)\)\s*$/.exec(text);
  if (aside) {
    const [, before, inner] = aside as unknown as [string, string, string];
    const dated =
      /\d/.test(before) || RELATIVE.test(before) || parseDays(before, dayOf(undefined)).length > 0;
    if (
      dated &&
      (HEDGE.test(inner) || isLogistics(inner) || CONDITION.test(inner) || !DATE_WORD.test(inner))
    )
      text = before;
  }
  // "Mon 3/9 - laptop arrives Friday": the date, without the logistics after it.
  const tail = /^(.*?\S)\s*(?:[,;]|\s[-–—])\s+(.+)$/.exec(text);
  if (tail && isLogistics(tail[2]!)) text = tail[1]!;
  text = text.replace(/^asap\b/i, 'ASAP');
  return { date: text };
}

/** A start typed as a condition: "whenever it hits -8°C", "as soon as the ice holds". */
const CONDITION_START = /^(?:whenever|once|when|as soon as)\s+(?:it|the|we|there|our)\b/i;
const LAUGHTER = /\s*\b(?:lol+|lmao|rofl|ha(?:ha)+h?)\b/gi;

/**
 * A start that waits on something, typed instead of a day: "after her notice period", "once
 * his visa comes through", "when her checks clear", "after she serves her notice". Told, it
 * said where she works now or what she waits on; it is no day, as "pending visa" is not
 * (ADR 107, ADR 151).
 */
const WAITS_ON =
  /^(?:(?:s?he|they)\s+(?:starts?|joins?|can start)\s+)?(?:after|once|when|following|as soon as)\s+(?:(?:s?he|they)\s+(?:serves?|works?|finishes|completes|gets?)\s+(?:out\s+)?)?(?:(?:her|his|their|the)\s+)?(?:notice(?:\s+period)?|visa|work permit|permit|security clearance|clearance|background checks?|checks?|references|paperwork|garden leave|relocation)\b/i;

/**
 * "asap – cyclone season already started", "ASAP!! we're short-staffed", "immediately (the
 * audit is next week)": as soon as possible, and an aside that names no day. A day after it
 * ("ASAP, aiming 14.12") is read by `dayTold` (ADR 124).
 */
const SOON_THEN_ASIDE =
  /^(?:asap|a\.s\.a\.p\.?|as soon as possible|as soon as (?:s?he|they) can|immediately|right away|straight away)(?:[!.]+\s*|\s*(?:[,;:(]|[-–—]|\s[-–—])\s*)(\S.*?)\)?[.!]*$/i;

/** A condition in a bracket after a day: "(check-ride on the 9th if wind allows)". */
const CONDITION =
  /\b(?:if|unless|permitting|depending|dependent|provided|assuming|weather|wind)\b/i;

/**
 * "already started last week", "joined 2 weeks ago", "has already started": the verb typed
 * before a start that is past. The tense is read from it (`readStartDate`); the phrase told
 * is what follows it ("started last week", never "started on already started last week").
 */
const PAST_START_VERB =
  /^(?:(?:s?he|they)\s+)?(?:has\s+|have\s+|had\s+)?(?:already\s+)?(?:started|joined|began|begun|came on board)(?:\s+already)?(?:\s+on)?(?:\s+|$)/i;

/** The start typed without its past verb (`PAST_START_VERB`). */
export const withoutPastStartVerb = (text: string) => text.replace(PAST_START_VERB, '');

/**
 * "(visa stuff, prob Jan)", "TBC (waiting on paperwork, maybe 12 Jan)": a start field that
 * holds only an aside to the writer, with or without a "TBC" before it (ADR 118, amended).
 * Read as typed it posted "starts on (visa stuff…)".
 */
const ASIDE_ONLY =
  /^(?:(?:tbc|tbd|tba|to be (?:confirmed|determined|decided|announced))\s*[,:.–—-]?\s*)?\(([^()]*)\)\s*[.!]*$/i;
const GUESS_WORD =
  /\b(?:prob|probs|probably|maybe|likely|hopefully|possibly|i think|hoping for|fingers crossed|ish|or so)\b[\s,.]*/gi;

/**
 * The date part of such an aside, told as not settled ("January (date TBC)"), or no date
 * at all when none of it is a date: the safe form.
 */
function asideWords(inner: string): StartWords {
  const dated = inner
    .split(/\s*[,;]\s*|\s+[-–—]\s+/)
    .map((piece) => piece.replace(GUESS_WORD, '').trim())
    .filter(
      (piece) =>
        piece &&
        (/\d/.test(piece) ||
          new RegExp(
            String.raw`^(?:(?:early|mid|late|end of|start of)[\s-]+)?${MONTH}\b`,
            'i',
          ).test(piece)) &&
        !isLogistics(piece),
    );
  if (dated.length !== 1) return {};
  return unconfirmedWords(`${dated[0]!} tbc`);
}

/**
 * The marks that say a date is not settled yet, with the words around them ("exact date tbc").
 * A question mark says so only where it ends a word: the one inside a link ("…/start?week=2")
 * does not (ADR 109).
 */
const NOT_SETTLED =
  /[,;(]?\s*\b(?:(?:the\s+)?(?:exact\s+)?(?:start\s+)?(?:date|day)\s+)?(?:tbc|tbd|tba|to be (?:confirmed|determined|decided|announced)|tentative(?:ly)?|not (?:yet )?(?:confirmed|final|fixed|set)(?: yet)?|unconfirmed)\b\s*\)?|\s*\?+(?![^\s)])/gi;

/** "v. 11", "vecka 11", "KW 11": a week number as Sweden, Norway and Germany type it. */
const WEEK_NUMBER = /^(?:v|vecka|uke|uge|kw)\.?\s*(\d{1,2})\b/i;

/**
 * "early March tbc", "v. 11 (mid-March), exact date tbc", "Mon?": a start not yet settled is
 * told with what is known and that the day is to be confirmed ("early March (date TBC)",
 * "week 11 (mid-March, date TBC)"). Left out, two readers of the tenth and eleventh sets
 * asked for it back in every option (ADR 107). A start that waits on something named
 * ("pending visa", "subject to checks") is still no date.
 */
function unconfirmedWords(text: string): StartWords {
  const known = text
    .replace(NOT_SETTLED, '')
    .replace(/\(\s*\)/g, '')
    .replace(/[\s,;:–—-]+$/, '')
    .trim()
    .replace(WEEK_NUMBER, 'week $1');
  if (!/[\p{L}\p{N}]/u.test(known) || UNCONFIRMED.test(known)) return {};
  const { date, fact } = startDateWords(known);
  if (!date) return {};
  const told = date.endsWith(')') ? `${date.slice(0, -1)}, date TBC)` : `${date} (date TBC)`;
  return { date: told, ...(fact && { fact }) };
}

export interface StartExtras {
  /** The day alone: "Monday", "this Sunday". */
  day: string;
  /** The hour typed with it: "6am", "7am sharp", "10pm". */
  time?: string;
  /** Where to report: "at the trailer", "in the training room". */
  place?: string;
  /** The shift the start is on: "the 6am shift", "the night shift", "nights". */
  shift?: string;
}

const WEEKDAY_WORD = String.raw`(?:(?:this|next)\s+)?(?:mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday)?\.?`;
const CLOCK = String.raw`\d{1,2}(?::\d{2})?\s?(?:am|pm)(?:\s+sharp)?|(?:[01]\d|2[0-3])[0-5]\d\s?(?:hrs|hours)|noon|midday`;
/** The day of a start: a weekday, a day of a month, or both ("Monday 14 December"). */
const START_DAY = String.raw`${WEEKDAY_WORD}(?:,?\s+\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?|,?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+${MONTH}\.?)?|,?\s+${MONTH}\.?\s+\d{1,2}(?:st|nd|rd|th)?)?|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\.?|${MONTH}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?`;
/** A shift named by its part of the day: "night shift", "the early shift", "nights". */
const NAMED_SHIFT = String.raw`(?:early|late|night|day|morning|afternoon|evening|swing|graveyard|weekend|[abcd])\s+shift|nights|earlies|lates`;
const DAY_TIME_PLACE = new RegExp(
  String.raw`^(${START_DAY}),?\s+(?:(?:at\s+|@\s*)?(${CLOCK})(\s+(?:shift|start))?|(?:on\s+)?(?:the\s+)?(${NAMED_SHIFT}))(?:,?\s+((?:at|in)\s+(?:the\s+)?[\p{L}][\p{L}\d '’-]{1,40}))?$`,
  'iu',
);

/**
 * "Monday 6am at the trailer", "starts monday 7am sharp", "07/04, 7am sharp at the site
 * cabin" (ADR 066), "next Monday 6am shift", "Mon 14th night shift" (ADR 095): a start field that holds the hour
 * and the place as well as the day (the fifth set's reader rewrote "joins … on Monday 6am at
 * the trailer as our new Site Superintendent"). Each part is read only when the whole value
 * is a day, an hour and maybe a place; anything else is undefined and the value is told as
 * typed, on a labelled line (ADR 058).
 */
export function startExtras(text: string): StartExtras | undefined {
  const match = DAY_TIME_PLACE.exec(text.trim());
  if (!match) return undefined;
  const [, day, time, shiftWord, named, place] = match as unknown as [
    string,
    string,
    string | undefined,
    string | undefined,
    string | undefined,
    string | undefined,
  ];
  // "next Monday 6am shift": the hour names the shift she starts on ("on the 6am shift").
  const hour = time?.trim().toLowerCase();
  const shift = /shift/i.test(shiftWord ?? '')
    ? `the ${hour} shift`
    : named && (/shift$/i.test(named) ? `the ${named.toLowerCase()}` : named.toLowerCase());
  return {
    day: day.trim(),
    ...(hour && !shift && { time: hour }),
    ...(shift && { shift }),
    ...(place && { place: place.trim() }),
  };
}

const ENGLISH_WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];
// prettier-ignore
const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
  'September', 'October', 'November', 'December'];

/**
 * The languages users type dates in besides English: French, Spanish, German, Italian,
 * Portuguese, Dutch, Polish, Turkish, Finnish, Swedish, Norwegian, Danish, Greek, Korean,
 * Japanese, Romanian, Czech, and (ADR 114) Estonian, Latvian, Lithuanian, Swahili, Russian,
 * Ukrainian, Bulgarian, Chinese, Faroese, Icelandic, Hungarian, Slovak, Croatian and Slovene.
 * Their names of days and months are Intl's (ADR 105). Indonesian and Malay are left out of
 * Intl's: their "Minggu" and "Rabu" are also names, so their days are short forms of
 * TYPED_WEEKDAYS, read only where they open a date before its figures (ADR 194).
 */
// prettier-ignore
const DATE_LOCALES = ['fr', 'es', 'de', 'it', 'pt', 'nl', 'pl', 'tr', 'fi', 'sv', 'nb', 'da', 'el',
  'ko', 'ja', 'ro', 'cs', 'et', 'lv', 'lt', 'sw', 'ru', 'uk', 'bg', 'zh', 'fo', 'is', 'hu', 'sk',
  'hr', 'sl'];
// "december" (Danish), "déc" folded to "dec": English already, read by the English patterns.
const ENGLISH_MONTH_NAMES = new Set(
  ENGLISH_MONTHS.flatMap((m) => [m.toLowerCase(), m.slice(0, 3).toLowerCase()]),
);
/** Each name as Intl writes it and as people type it without accents ("poniedzialek", "lordag"). */
const asTyped = (names: readonly string[]) =>
  [...new Set(names.flatMap((n) => [n.toLowerCase(), fold(n)]))].filter(
    // "1月" is read by the Asian patterns.
    (n) => !/\d/.test(n) && !ENGLISH_MONTH_NAMES.has(n),
  );
const intlNames = (name: (locale: string) => string) => DATE_LOCALES.map(name);
/** Monday 1 January 2024 onwards, in UTC: the day and month a format names. */
const nthWeekday = (index: number) => new Date(Date.UTC(2024, 0, 1 + index));
const nthMonth = (index: number) => new Date(Date.UTC(2024, index, 7));
const weekdayNames = (index: number) =>
  intlNames((locale) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(nthWeekday(index)),
  );
/** A month alone ("grudzień", "joulukuu") and inside a date ("7 grudnia", "3. joulukuuta"). */
const monthNames = (index: number) =>
  DATE_LOCALES.flatMap((locale) => [
    new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(nthMonth(index)),
    new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' })
      .formatToParts(nthMonth(index))
      .find((p) => p.type === 'month')!.value,
  ]);

// prettier-ignore
/**
 * What people type that Intl does not write, Monday first: the short forms ("ma", "Di",
 * "lun.", "seg", "pzt"), read only where they open the date before a day in figures ("ma
 * 3.3."), and the full names Intl lacks (Finnish "maanantaina", Japanese "月曜"). A full name
 * is no English word and is read anywhere in a date. The days of Indonesian, Malay and
 * Tagalog are short forms here ("Senin, 30 Nov", "Rabu 2/12", "Huwebes 3 Dis"): "Minggu",
 * "Rabu" and "Linggo" are names too, and only a date's opening word before its figures is
 * certainly a day ("Senin" was posted untranslated in "starts on Senin, 30 November").
 */
const TYPED_WEEKDAYS: readonly { full: readonly string[]; short: readonly string[] }[] = [
  { full: ['maanantaina', '月曜'], short: ['lun', 'lu', 'mo', 'seg', 'segunda', 'ma', 'pon', 'pn', 'pzt', 'mån', 'man', 'senin', 'isnin', 'dl'] },
  { full: ['tiistaina', '火曜'], short: ['di', 'ter', 'terça', 'wt', 'sal', 'ti', 'tis', 'tir', 'selasa', 'dt'] },
  { full: ['keskiviikkona', '水曜'], short: ['mer', 'mié', 'mie', 'mi', 'qua', 'quarta', 'wo', 'woe', 'śr', 'sr', 'çar', 'ke', 'ons', 'rabu', 'miyerkules', 'dc'] },
  { full: ['torstaina', '木曜'], short: ['jeu', 'jue', 'do', 'gio', 'qui', 'quinta', 'czw', 'per', 'prş', 'to', 'tor', 'tors', 'kamis', 'khamis', 'huwebes', 'dj'] },
  { full: ['perjantaina', '金曜'], short: ['ven', 'vie', 'fr', 'sex', 'sexta', 'vr', 'vrij', 'pt', 'pią', 'cum', 'pe', 'fre', 'jumat', "jum'at", 'jumaat', 'biyernes', 'dv'] },
  { full: ['lauantaina', '土曜'], short: ['sam', 'sáb', 'sab', 'sa', 'za', 'zat', 'sob', 'cmt', 'cts', 'la', 'lör', 'lør', 'sabtu', 'ds'] },
  { full: ['sunnuntaina', '日曜'], short: ['dim', 'dom', 'so', 'zo', 'nd', 'ndz', 'paz', 'su', 'sön', 'søn', 'minggu', 'ahad', 'linggo', 'dg'] },
];
const WEEKDAYS_ABROAD = TYPED_WEEKDAYS.map(({ full, short }, index) => ({
  full: asTyped([...weekdayNames(index), ...full]),
  short,
}));

// prettier-ignore
/**
 * The months' short forms people type, and the spellings Intl lacks ("maerz", Austrian
 * "jänner", the Latvian "in September": "septembrī"), January first. Months are read only
 * beside a day in figures: "Mai", "mars" and "mart" alone are words or names. Intl's own short
 * forms are left out: "out", "set", "mar" and "may" are English words.
 */
const TYPED_MONTHS: readonly (readonly string[])[] = [
  ['janv', 'ene', 'jänner', 'sty', 'tammik', 'janvārī'],
  ['févr', 'fevr', 'fev', 'helmik', 'februārī'],
  ['maerz', 'maalisk', 'martā', 'maret'],
  ['avr', 'abr', 'kwi', 'huhtik', 'aprīlī'],
  ['toukok', 'maijā'],
  ['kesäk', 'jūnijā'],
  ['juil', 'heinäk', 'jūlijā'],
  ['elok', 'augustā', 'agustus', 'ogos'],
  ['syysk', 'septembrī'],
  ['lokak', 'oktobrī'],
  ['marrask', 'novembrī'],
  ['déc', 'dic', 'dez', 'jouluk', 'decembrī'],
];
const MONTHS_ABROAD = TYPED_MONTHS.map((typed, index) => asTyped([...monthNames(index), ...typed]));

const alternation = (words: readonly string[]) =>
  [...words].sort((a, b) => b.length - a.length).join('|');
const lookUp = (table: readonly (readonly string[])[], word: string) =>
  table.findIndex((words) => words.includes(word.toLowerCase()));

const NOT_LETTER_BEFORE = String.raw`(?<![\p{L}\p{N}-])`;
const NOT_LETTER_AFTER = String.raw`(?![\p{L}\p{N}-])`;
const FULL_DAYS = WEEKDAYS_ABROAD.flatMap((d) => d.full);
const SHORT_DAYS = WEEKDAYS_ABROAD.flatMap((d) => d.short);
/** "le lundi", "am Montag", "el martes": the article or preposition goes with the day. */
const DAY_ARTICLE = String.raw`(?:(?:le|el|il|am|op|w|we|den|på|nächsten|kommenden|volgende|próximo|proximo|prossimo|następny|ensi|nästa|neste|næste)\s+)`;
/** "lundi prochain", "lunes que viene": the day of the week to come. */
const NEXT_AFTER = String.raw`(?:\s+(?:prochain|prochaine|qui vient|que viene|próximo|proximo|prossimo|n[aä]chste[nr]?|kommende[nr]?|que vem))`;
const FULL_DAY = new RegExp(
  String.raw`${NOT_LETTER_BEFORE}(${DAY_ARTICLE})?(${alternation(FULL_DAYS)})${NOT_LETTER_AFTER}(${NEXT_AFTER})?`,
  'giu',
);
/** A short day opening the date before its day in figures: "ma 3.3.", "Di. 14.12", "lun 7 déc". */
const SHORT_DAY = new RegExp(String.raw`^(${alternation(SHORT_DAYS)})\.?,?(?=\s*\d)`, 'iu');
const MONTH_WORD = alternation(MONTHS_ABROAD.flat());
/** "7 déc.", "14. Dezember", "3 de marzo", "3. maaliskuuta": a day, then the month. */
const DAY_MONTH_ABROAD = new RegExp(
  String.raw`${NOT_LETTER_BEFORE}(\d{1,2})(?:er|ère|re|º|ª|°)?\.?\s*(?:de\s+|of\s+)?(${MONTH_WORD})\.?${NOT_LETTER_AFTER}`,
  'giu',
);
/** "Dezember 14", "déc. 7": the month, then the day. */
const MONTH_DAY_ABROAD = new RegExp(
  String.raw`${NOT_LETTER_BEFORE}(${MONTH_WORD})\.?\s+(\d{1,2})(?![\d.:])`,
  'giu',
);
/** "3.3.", "14.12.2026", "7.12.26": a day and a month in figures, the day first, stop after. */
const DOTTED_DAY = /(?<![\d.,:])(\d{1,2})\.(\d{1,2})\.(?:(\d{4}|\d{2})(?![\d.]))?(?!\d)/g;
/** "Monday 14.12", "7.12" alone: without the last stop, the day first too (never 9.30, a time). */
const DOTTED_AFTER_DAY = new RegExp(
  String.raw`(?<=^(?:(?:this|next)\s+)?(?:${ENGLISH_WEEKDAYS.join('|')}|mon|tues?|weds?|thu|thurs?|fri|sat|sun)\.?,?\s+|^(?=\d{1,2}\.\d{1,2}$))(\d{1,2})\.(\d{1,2})(?![\d.:]|\s?(?:am|pm|h|uhr|hrs?)\b)`,
  'iu',
);

const FOREIGN_WORDS = new Set(
  [...FULL_DAYS, ...SHORT_DAYS, ...MONTHS_ABROAD.flat(), 'feira'].flatMap((w) => w.split('-')),
);
function mayHoldForeignDate(text: string): boolean {
  if (/\d\.\s*\d|\d\.\s+\p{L}|\d\s+de\s+\p{L}|[월화수목금토일月日]/u.test(text)) return true;
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? [])
    if (FOREIGN_WORDS.has(word)) return true;
  return false;
}

/** "segunda", "sáb.", "jeu": a short day alone is the whole date (two letters are too few). */
const WHOLE_SHORT_DAY = new RegExp(
  String.raw`^(${alternation(SHORT_DAYS.filter((d) => d.length >= 3))})\.?([!.]*)$`,
  'iu',
);
const dayIndex = (short: string) =>
  WEEKDAYS_ABROAD.findIndex((d) => d.short.includes(short.toLowerCase()));
/** "3/16 (월)", "4日 (金)": a weekday of Korean, Japanese or Chinese in one sign, in brackets. */
const ASIAN_DAYS = ['월', '화', '수', '목', '금', '토', '일'];
const ASIAN_DAY_IN_BRACKETS = /^(\S[^()]*?)\s*\(\s*([월화수목금토일])\s*\)$/u;
/** "3월 4일", "3月4日": the month, then the day. */
// "2027年1月6日", "2027년 1월 6일": a year typed before them is the date's ("2027年6 January"
// was posted on the twenty-fourth set).
const ASIAN_DAY_MONTH =
  /(?<!\d)(?:(\d{4})\s*[년年]\s*)?(\d{1,2})\s*[월月]\s*(\d{1,2})\s*[일日](?![\p{L}])/gu;
/** "1. November": a day with its stop, then an English month. */
const DAY_STOP_MONTH = new RegExp(String.raw`(?<![\d.])(\d{1,2})\.\s+(${MONTH})\b`, 'giu');

function dottedDay(day: string, month: string, year?: string): string | undefined {
  const d = Number(day);
  const m = Number(month);
  if (d < 1 || d > 31 || m < 1 || m > 12) return undefined;
  // "9.00", "7.15", "8.30", "10.45": the quarter hours are a time, never a month.
  if (/^(?:00|15|30|45)$/.test(month)) return undefined;
  const full = year ? (year.length === 2 ? `20${year}` : year) : '';
  return [d, ENGLISH_MONTHS[m - 1], full].filter(Boolean).join(' ');
}

/**
 * A date typed in another language, or in figures the way most of Europe types them, told in
 * English ("ma 3.3." → "Monday 3 March", "Montag 14.12." → "Monday 14 December", "lun. 7 déc."
 * → "Monday 7 December", "lundi prochain" → "next Monday"). Words that are not a date stay as
 * typed. The one home of these words: the writers tell the date from it and chrono reads it
 * (forChrono), so the fact screen knows the day the writer tells.
 */
export function englishDate(text: string): string {
  // Most text holds no foreign date word: a look-up of its words spares the patterns.
  if (!mayHoldForeignDate(text)) return text;
  return toldInEnglish(text).replace(LEAD_IN_ABROAD, '');
}

/**
 * "2ª feira, 30 nov", "6a-feira": Portuguese counts its weekdays from Sunday, the first, so the
 * figure before "feira" names the day (2 Monday … 6 Friday). Typed so, it was posted as typed
 * ("starts on 2ª feira, 30 November": the twenty-sixth set's C).
 */
const NUMBERED_FEIRA = /(?<![\p{L}\p{N}])([2-6])\s*[ªaº°]?\.?[\s-]*feira(?![\p{L}])\.?/giu;

function toldInEnglish(text: string): string {
  const alone = WHOLE_SHORT_DAY.exec(text.trim());
  if (alone) return `${ENGLISH_WEEKDAYS[dayIndex(alone[1]!)]!}${alone[2]}`;
  return text
    .replace(NUMBERED_FEIRA, (_m, figure: string) => ENGLISH_WEEKDAYS[Number(figure) - 2]!)
    .replace(ASIAN_DAY_MONTH, (_m, year: string | undefined, month: string, day: string) =>
      Number(month) >= 1 && Number(month) <= 12
        ? `${day} ${ENGLISH_MONTHS[Number(month) - 1]!}${year ? ` ${year}` : ''}`
        : _m,
    )
    .replace(
      ASIAN_DAY_IN_BRACKETS,
      (_m, date: string, day: string) => `${ENGLISH_WEEKDAYS[ASIAN_DAYS.indexOf(day)]!} ${date}`,
    )
    .replace(SHORT_DAY, (word: string, short: string) => {
      const index = dayIndex(short);
      return index < 0 ? word : ENGLISH_WEEKDAYS[index]!;
    })
    .replace(FULL_DAY, (word: string, lead: string | undefined, day: string, next?: string) => {
      const index = WEEKDAYS_ABROAD.findIndex((d) => d.full.includes(day.toLowerCase()));
      if (index < 0) return word;
      const ahead = next || (lead && !/^(?:le|el|il|am|op|w|we|den|på)\s+$/i.test(lead));
      return `${ahead ? 'next ' : ''}${ENGLISH_WEEKDAYS[index]!}`;
    })
    .replace(DAY_MONTH_ABROAD, (word: string, day: string, month: string) => {
      const index = lookUp(MONTHS_ABROAD, month);
      return index < 0 ? word : `${day} ${ENGLISH_MONTHS[index]!}`;
    })
    .replace(MONTH_DAY_ABROAD, (word: string, month: string, day: string) => {
      const index = lookUp(MONTHS_ABROAD, month);
      return index < 0 ? word : `${ENGLISH_MONTHS[index]!} ${day}`;
    })
    .replace(DOTTED_DAY, (word: string, day: string, month: string, year?: string) => {
      const told = dottedDay(day, month, year);
      return told ?? word;
    })
    .replace(DAY_STOP_MONTH, '$1 $2')
    .replace(
      DOTTED_AFTER_DAY,
      (word: string, day: string, month: string) => dottedDay(day, month) ?? word,
    )
    .replace(DAY_DE_SHORT_MONTH, (word: string, day: string, month: string) => {
      const index = SHORT_MONTHS.indexOf(month.toLowerCase().slice(0, 3));
      return index < 0 ? word : `${day} ${ENGLISH_MONTHS[index]!}`;
    });
}

/**
 * "lunes 30 de nov", "1 de dic.": a day, "de" and a month's short form, English or not (the
 * "de" says the date is typed in Spanish or Portuguese). Told "30 de November", half
 * translated, on the twenty-fifth set's pw01.
 */
const SHORT_MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];
const DAY_DE_SHORT_MONTH =
  /(?<![\p{L}\d])(\d{1,2})\s+de\s+(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)\.?(?![\p{L}])/giu;

/** Months of another language that are English words too. */
const MONTHS_ENGLISH_TOO = new Set(['mars', 'mart']);
const MONTH_ENDS =
  /^(?:\s*(?:[,.;:!?)\n]|$|\d)|\s+(?:and|to|at|in|on|for|from|until|till|with)\b)/u;

/**
 * "on 10 marzo", "22 março", "3 de junio", "Dezember 14": a day and a month of another
 * language inside a note, told in English ("10 March"). Only the day-and-month patterns of
 * englishDate, the same tables: a weekday word or a dotted figure in a note ("v2.1.") is no
 * date certain enough to rewrite (the fifteenth set's readers rewrote "10 marzo", ADR 119).
 */
export function monthsInEnglish(text: string): string {
  if (!mayHoldForeignDate(text)) return text;
  return text
    .replace(DAY_MONTH_ABROAD, (word: string, day: string, month: string, at: number) => {
      const index = lookUp(MONTHS_ABROAD, month);
      if (index < 0 || Number(day) < 1 || Number(day) > 31) return word;
      // "12 mars bars": a month that is an English word too is one only before a stop or a
      // preposition, never before the noun it would count.
      const next = text.slice(at + word.length);
      if (MONTHS_ENGLISH_TOO.has(month.toLowerCase()) && !MONTH_ENDS.test(next)) return word;
      return `${day} ${ENGLISH_MONTHS[index]!}`;
    })
    .replace(MONTH_DAY_ABROAD, (word: string, month: string, day: string) => {
      const index = lookUp(MONTHS_ABROAD, month);
      return index < 0 || Number(day) < 1 || Number(day) > 31
        ? word
        : `${ENGLISH_MONTHS[index]!} ${day}`;
    });
}

/**
 * The verb or preposition that opens a start date in another language ("arranca el lunes",
 * "с 15 октября", "ab Montag"): the option says "starts on" itself, so the word goes ("starts
 * on arranca Monday" was the fifteenth set's C). A closed list, dropped only before a date
 * already told in English.
 */
const LEAD_IN_ABROAD = new RegExp(
  String.raw`^(?:arranca|empieza|comienza|inicia|commence|débute|beginnt|startet|inizia|comincia|começa|comeca|begint|zaczyna się|zaczyna|alkaa|börjar|begynner|starter|начинается|начинает|начнётся|начнется|починається|algab|sākas|prasideda|kuanzia|a partir del?|à partir du|à partir de|a partire da|ab|vanaf|od|с|со|от|з|від|alates|nuo)\s+(?:(?:el|le|la|il|am|den|o|a|dal|du|de|в|во|у)\s+)?(?=(?:next\s+)?(?:${ENGLISH_WEEKDAYS.join('|')}|${ENGLISH_MONTHS.join('|')})\b|\d{1,2}\s+(?:${ENGLISH_MONTHS.join('|')})\b)`,
  'iu',
);

/** The weekday and month words a date names, in English: what two spellings share. */
function dateKey(text: string): string {
  const english = expandDateWords(englishDate(text));
  const words = english.match(
    /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b/gi,
  );
  return [...new Set((words ?? []).map((w) => w.toLowerCase()))].sort().join(' ');
}

/** A word of another language's date: the side of a pair that was not typed in English. */
const ABROAD_WORD = new RegExp(
  String.raw`${NOT_LETTER_BEFORE}(?:${alternation([...FULL_DAYS, ...MONTHS_ABROAD.flat()])})${NOT_LETTER_AFTER}|^(?:${alternation(SHORT_DAYS)})\.?\s*\d|\d\.\d{1,2}\.`,
  'iu',
);

const abroad = (text: string) =>
  ABROAD_WORD.test(text) || /\p{Script=Hangul}|\p{Script=Han}|\p{Script=Greek}/u.test(text);

/**
 * "pazartesi (mon 14th)", "lundi prochain (next mon)", "Mardi / Tuesday 9th", "14 grudnia (14
 * Dec)": the same day typed twice, once in the user's language; the English is told once, the
 * other goes ("starts on Monday 14th, for pazartesi" read the Turkish as an occasion: the
 * thirteenth set). Any other date typed in another language is told in English.
 */
export function withoutOtherLanguageDay(text: string): string {
  const trimmed = text.trim();
  const pair =
    /^([^()]+?)\s*\(([^()]+)\)$/.exec(trimmed) ?? /^([^()/]+?)\s+\/\s+([^()/]+)$/.exec(trimmed);
  if (pair) {
    const [, first, second] = pair as unknown as [string, string, string];
    const key = dateKey(first);
    if (key && key === dateKey(second)) {
      const foreignFirst = abroad(first);
      const foreignSecond = abroad(second);
      if (foreignFirst !== foreignSecond) {
        const english = foreignFirst ? second : first;
        const other = foreignFirst ? first : second;
        // "pazartesi 14. (mon)": the figures go with whichever side typed them.
        return /\d/.test(english) || !/\d/.test(other) ? english.trim() : englishDate(other.trim());
      }
    }
  }
  return englishDate(trimmed);
}

/** What starts on the day: "rehearsals", "induction", "training" (a plural or an activity). */
/** A day as the start field's words give it, once expanded ("Wednesday 2 December", "3/12"). */
const OCCASION_DAY = String.raw`(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+)?(?:${MONTH}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\.?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:\s+\d{1,2}(?:st|nd|rd|th)?)?|the week of (?:the \d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\.?|${MONTH}\.?\s+\d{1,2}(?:st|nd|rd|th)?))`;
const OCCASION_FROM_DAY = new RegExp(
  String.raw`^(\p{Ll}[\p{Ll}' -]{2,30}?)\s+(from|on|starting on|starting|(?:starts?|begins?)(?:\s+on)?)\s+(${OCCASION_DAY})$`,
  'iu',
);

/**
 * "wed 2 dec rehearsal", "mon 7 dec induction": the day, then what the person starts at. Told
 * "on Wednesday 2 December, with the rehearsal", never "starts on Wednesday 2 December
 * rehearsal" (the twenty-fourth set's iw06, both readers' C).
 */
const DAY_THEN_OCCASION = new RegExp(
  String.raw`^(${OCCASION_DAY})\s+((?:the\s+)?(?:rehearsal|training|induction|orientation|practice|session|service|meeting|briefing|class|mass|match|game|muster|parade|assembly|intake|onboarding|open day|toolbox talk|team meeting|staff meeting)(s?))$`,
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
): { occasion: string; day: string; verb?: string; place?: boolean } | undefined {
  const after = DAY_THEN_OCCASION.exec(text.replace(/\s+/g, ' ').trim());
  if (after) {
    const what = after[2]!.replace(/^the\s+/i, '').toLowerCase();
    return { occasion: after[3] ? what : `the ${what}`, day: after[1]!.trim() };
  }
  const match = OCCASION_FROM_DAY.exec(text.replace(/\s+/g, ' ').trim());
  if (!match) return undefined;
  const occasion = match[1]!.trim();
  // "swing starts Wed 11th": what starts is the verb's subject ("when swing starts").
  const verb = /^(?:starts?|begins?)/i.exec(match[2]!)?.[0];
  if (/\b(?:next|this|last|week|month|day|from|until|the|asap|probably|maybe)\b|\d/i.test(occasion))
    return undefined;
  // "at Kozhikode ground from 2 Dec": where, not what starts; told after the day ("on 2
  // December at Kozhikode ground"), never "with at Kozhikode ground" (ADR 179).
  const place = !verb && /^(?:at|in)\s+\S/i.test(occasion);
  return { occasion, day: match[3]!.trim(), ...(verb && { verb }), ...(place && { place }) };
}

const WEEKDAY_FIRST = /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+(\d{1,2})\/(\d{1,2})$/i;

/**
 * "Mon 3/2": a day in figures that reads as 3 February or 2 March, told with its weekday. When
 * only one reading falls on that weekday within a year of today, the day is written out
 * ("Monday 2 March"): "3/2" read as 3 February to the eleventh and twelfth sets' readers in
 * the UK (ADR 107). Undefined when the weekday settles nothing (both readings, or neither).
 */
export function dayByWeekday(text: string, today: string | undefined): string | undefined {
  const match = WEEKDAY_FIRST.exec(text.trim());
  if (!match) return undefined;
  const [, day, a, b] = match as unknown as [string, string, string, string];
  const weekday = ENGLISH_WEEKDAYS.findIndex((d) => d.toLowerCase().startsWith(day.toLowerCase()));
  const now = dayOf(today);
  const year = new Date(now).getUTCFullYear();
  const readings = new Set<string>();
  for (const [month, date] of [
    [Number(a), Number(b)],
    [Number(b), Number(a)],
  ] as const) {
    if (month < 1 || month > 12 || date < 1 || date > 31) continue;
    for (const y of [year - 1, year, year + 1]) {
      const at = Date.UTC(y, month - 1, date);
      const real = new Date(at).getUTCDate() === date;
      // getUTCDay counts from Sunday; the English weekdays from Monday.
      if (
        real &&
        Math.abs(at - now) <= 366 * DAY_MS &&
        (new Date(at).getUTCDay() + 6) % 7 === weekday
      )
        readings.add(`${date} ${ENGLISH_MONTHS[month - 1]!}`);
    }
  }
  return readings.size === 1 ? `${ENGLISH_WEEKDAYS[weekday]!} ${[...readings][0]!}` : undefined;
}

/** "Mon 30th", "fri the 4th", "Wednesday 2nd": a weekday and an ordinal day, no month. */
const WEEKDAY_ORDINAL =
  /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)[.!]*$/i;

/** How far ahead a weekday may settle the month of an ordinal day: about two months. */
const WEEKDAY_SETTLES_DAYS = 62;

/**
 * "Mon 30th" typed on Monday 23 November: the next day on or after today that is both a
 * Monday and a 30th, told with its month ("Monday 30 November"), when one falls within about
 * two months (ADR 116, amended). Undefined when none does: the day is kept as typed.
 */
function weekdayOrdinalDay(text: string, now: number): number | undefined {
  const typed = WEEKDAY_ORDINAL.exec(text.trim());
  if (!typed) return undefined;
  const [, day, figure] = typed as unknown as [string, string, string];
  const weekday = ENGLISH_WEEKDAYS.findIndex((d) => d.toLowerCase().startsWith(day.toLowerCase()));
  const date = Number(figure);
  for (let at = now; at <= now + WEEKDAY_SETTLES_DAYS * DAY_MS; at += DAY_MS) {
    const d = new Date(at);
    if (d.getUTCDate() === date && (d.getUTCDay() + 6) % 7 === weekday) return at;
  }
  return undefined;
}

/** A day said from the posting day: "tomorrow", "next wed", "2 weeks from now", "in 10 days". */
const COUNT = String.raw`(?:\d{1,2}|a|an|one|two|three|four|five|six)`;
const RELATIVE_DAY = new RegExp(
  String.raw`^(?:(?:from|on)\s+)?(?:today|tomorrow|tmrw|tmr|the day after tomorrow|(?:next|coming)\s+(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)[a-z]*\.?|${COUNT}\s+(?:days?|weeks?|wks?)\s+(?:from\s+(?:now|today)|time|away)|in\s+${COUNT}\s+(?:days?|weeks?|wks?)(?:'?\s*time)?)[!.]*$`,
  'i',
);
/** A day typed roughly: "Feb 10ish", "~10 Feb", "around 10 February", "10 Feb or so". */
const ROUGH_DAY = new RegExp(
  String.raw`^(?:(?:around|about|approx\.?|approximately|roughly|circa|ca\.|c\.|~)\s*(.+?)|(.+?)\s*(?:-?\s?ish|\s+or so|\s+give or take))[!.]*$`,
  'i',
);
/** "start of harvest", "the end of term": an occasion the day falls on. */
const OCCASION = /^(?:the\s+)?(start|beginning|end|middle)\s+of\s+(.+)$/i;

export interface DayTold {
  /** The day in full: "Monday 7 December", or "around 10 February" for a day typed roughly. */
  day: string;
  /** What the day is, as said after it: "at the start of the harvest". */
  occasion?: string;
  /** The occasion as typed, for a labelled line: "start of harvest". */
  typed?: string;
  /** The labelled line's words when they say more than the day: "probably Monday 4 January, maybe earlier…". */
  line?: string;
}

/** "Monday 7 December": the weekday when the day is certain, the year when it is not this one's. */
function fullDay(day: number, today: number, weekday: boolean): string {
  const date = new Date(day);
  const words = [
    weekday && ENGLISH_WEEKDAYS[(date.getUTCDay() + 6) % 7],
    date.getUTCDate(),
    ENGLISH_MONTHS[date.getUTCMonth()],
    Math.abs(day - today) > 300 * DAY_MS && date.getUTCFullYear(),
  ];
  return words.filter(Boolean).join(' ');
}

/** The one day a side of the field names, read by every parser alike; undefined otherwise. */
function oneDay(text: string, today: number): ParsedDay | undefined {
  // chrono's British parser reads "Feb 10" as February 2010 too: a reading unsure of its year
  // or naming a month alone is no second reading.
  const readings = parseDays(text, today).filter((p) => !p.unsure && !p.monthOnly);
  return new Set(readings.map((p) => p.day)).size === 1 ? readings[0] : undefined;
}

/** "í morgin", "下週一", "mañana": a few words in another language, with a letter English lacks. */
const otherLanguage = (text: string) =>
  !/\d/.test(text) &&
  text.split(/\s+/).length <= 3 &&
  (/[^\p{Script=Latin}\p{P}\s]/u.test(text) || /[^\p{ASCII}]/u.test(text) || abroad(text));

/**
 * A start typed relative to the posting day ("2 weeks from now", "í morgin (tomorrow)", "下週一
 * next mon") or roughly ("Feb 10ish"), told as its day: a post may be sent days after it is
 * written, so "tomorrow" would then be wrong, and a reader has to count "2 weeks from now"
 * (the fifteenth set's readers, ADR 116). The same day typed in another language goes; an
 * occasion typed beside it ("(start of harvest)") is kept. Undefined when anything else is
 * typed with the day, or the day is behind today: the field is then read as before.
 */
export function dayTold(raw: string, today: string | undefined): DayTold | undefined {
  // The fact screen asks once per option drafted: chrono is read once per field and day.
  const key = `${isoDay(today)}\u0000${raw}`;
  if (toldMemo.has(key)) return toldMemo.get(key);
  if (toldMemo.size > 500) toldMemo.clear();
  const told = readDayTold(raw, today);
  toldMemo.set(key, told);
  return told;
}

const toldMemo = new Map<string, DayTold | undefined>();

function readDayTold(raw: string, today: string | undefined): DayTold | undefined {
  const now = dayOf(today);
  const text = withoutLeadIn(raw);
  // "fri the 4th": the weekday settles the month (ADR 116, amended).
  const settled = weekdayOrdinalDay(text, now);
  if (settled !== undefined) return { day: fullDay(settled, now, true) };
  // "12/8", "2027/1/12", "tues next week" (ADR 124); figures that read two ways are no day.
  const figures = readFigures(text, now);
  if (figures) return 'day' in figures ? { day: fullDay(figures.day, now, true) } : undefined;
  const week = dayOfWeekAhead(text, now);
  if (week !== undefined) return { day: fullDay(week, now, true) };
  // "ASAP, aiming 14.12": the day hoped for, told as around it (ADR 124).
  const hoped = HOPED_DAY.exec(text);
  if (hoped) {
    const reading = certainDay(hoped[1]!, now);
    return reading && reading.day >= now && !reading.weekdayOnly
      ? { day: `around ${fullDay(reading.day, now, false)}` }
      : undefined;
  }
  // "probably 4th jan, maybe earlier if…": a day guessed is told as around it (ADR 179).
  const guessed = GUESSED_DAY.exec(text);
  if (guessed) {
    const [, hedge, typed, rest] = guessed as unknown as [string, string, string, string?];
    const reading = certainDay(typed, now);
    const word = /^prob/i.test(hedge) ? 'probably' : hedge.toLowerCase();
    const after = rest?.replace(/[.!]+$/, '').trim();
    if (reading && reading.day >= now && !reading.weekdayOnly)
      return {
        day: `around ${fullDay(reading.day, now, false)}`,
        line: `${word} ${fullDay(reading.day, now, true)}${after ? `, ${after}` : ''}`,
      };
  }
  const sides: [string, string][] = [];
  const bracket = /^([^()]+?)\s*\(([^()]+)\)$/.exec(text);
  const slash = /^([^()/]+?)\s+\/\s+([^()/]+)$/.exec(text);
  const script = /^([^\p{Script=Latin}\d()]+?)\s+(\p{Script=Latin}[^()]*)$/u.exec(text);
  // "12월 1일 → Dec 1", "Jänner 2027 — Mo, 11.1.", "Term 1 — Tue 2 Feb 2027": one day typed
  // twice, or with the period it opens, either side of an arrow or a spaced dash (ADR 179).
  const arrow = /^([^()]+?)\s*(?:→|->|=>|⇒)\s*([^()]+)$/u.exec(text);
  const dash = /^([^()–—]+?)\s+[–—-]\s+([^()–—]+)$/u.exec(text);
  for (const pair of [bracket, slash, script, arrow, dash])
    if (pair) {
      const [first, second] = [sideOf(pair[1]!), sideOf(pair[2]!)];
      sides.push([first, second], [second, first]);
    }
  // "January 4, for début janvier": the day, glossed in the typist's language (ADR 124).
  const gloss = /^([^()]+?),?\s+for\s+([^()]+)$/.exec(text);
  if (gloss) sides.push([gloss[1]!.trim(), gloss[2]!.trim()]);
  if (!sides.length) sides.push([text, '']);
  for (const [date, other] of sides) {
    const relative = RELATIVE_DAY.test(date);
    const rough = relative ? undefined : ROUGH_DAY.exec(date);
    const roughText = rough && (rough[1] ?? rough[2])!;
    const isRough = !!roughText && /\d/.test(roughText) && DATE_WORD.test(roughText);
    // A day typed plainly is told only beside the same day in other words (ADR 124).
    const plain = !relative && !isRough && other !== '';
    if (!relative && !isRough && !plain) continue;
    const reading = relative ? oneDay(date, now) : certainDay(plain ? date : roughText!, now);
    if (!reading || reading.day < now || (!relative && reading.weekdayOnly)) continue;
    const day = isRough
      ? `around ${fullDay(reading.day, now, false)}`
      : fullDay(reading.day, now, true);
    if (!other) return { day };
    const same = oneDay(other, now);
    if (same ? same.day === reading.day : otherLanguage(other) || monthOf(other, reading.day))
      return { day };
    // "Term 1 — Tue 2 Feb", "next roster cycle – 7 Dec": the day opens the period named.
    const period = PERIOD.test(other) && !isRough ? periodNamed(other) : undefined;
    if (period) return { day, occasion: `at the start of ${period}`, typed: other };
    if (plain) continue;
    const occasion = OCCASION.exec(other.replace(/[!.]+$/, ''));
    if (!occasion || /\d/.test(other)) return undefined;
    const [, part, what] = occasion as unknown as [string, string, string];
    const named = /^(?:the|a|an|our|his|her|their|this|next)\s|^\p{Lu}/u.test(what)
      ? what
      : `the ${what}`;
    return {
      day,
      occasion: `at the ${part.toLowerCase()} of ${named}`,
      typed: other.replace(/[!.]+$/, ''),
    };
  }
  return undefined;
}

/**
 * "probably 4th jan, maybe earlier if their notice period allows", "likely Mon 11 Jan": a day
 * the user guesses, and what may change it. Pasted after "starts on", it read "They start on
 * probably 4 January" (the twenty-second set's fw19): the prose tells the day as around it,
 * the labelled line keeps the guess and its condition (ADR 179).
 */
const GUESSED_DAY =
  /^(probably|prob\.?|probs|likely|most likely|hopefully|expected|provisionally)\s+(?:on\s+|from\s+)?([^,;()]*\d[^,;()]*?)\s*(?:[,;]\s*(\S[^()]*?))?[!.]*$/i;

/**
 * "с 01.12", "from 1 Dec", "ab Mo, 11.1.": a side of a pair without the preposition that opens
 * it in any language: each side is read as a day (ADR 179).
 */
const SIDE_LEAD =
  /^(?:from|as of|starting(?:\s+on)?|on|с|со|от|з|від|od|ab|vanaf|dès|desde|a partir del?|à partir du|à partir de|a partire da|dal|alates|nuo|fra|från)\s+(?=\S)/iu;
const sideOf = (text: string) => text.trim().replace(SIDE_LEAD, '').trim();

/** "Jänner 2027", "December", "dez.": a month alone, in any language the tables hold. */
const MONTH_ALONE = /^(\p{L}+)\.?,?(?:\s+(\d{4}))?$/u;

/** Whether the text names only the month (and year) the day falls in: the same date, coarser. */
function monthOf(text: string, day: number): boolean {
  const typed = MONTH_ALONE.exec(text.trim());
  if (!typed) return false;
  const word = typed[1]!.toLowerCase();
  const index = [
    lookUp(MONTHS_ABROAD, word),
    ...[
      ENGLISH_MONTHS.findIndex(
        (m) => m.toLowerCase() === word || (word.length >= 3 && m.toLowerCase().startsWith(word)),
      ),
    ],
  ].find((i) => i >= 0);
  const date = new Date(day);
  return (
    index !== undefined &&
    index === date.getUTCMonth() &&
    (!typed[2] || Number(typed[2]) === date.getUTCFullYear())
  );
}

/**
 * "Term 1", "semester 2", "next roster cycle", "the new school year": a period a start day
 * opens, named beside the day. Told after the day ("on Tuesday 2 February, at the start of
 * Term 1"), never pasted before it ("starts on Term 1 — Tuesday 2 February", ADR 179).
 */
const PERIOD =
  /^(?:(?:the\s+)?(?:next|new|coming|first|upcoming)\s+(?:[\p{L}]+\s+){0,2}(?:term|semester|trimester|quarter|roster|rota|cycle|season|block|rotation|intake|cohort|pay period|school year|academic year|financial year)|(?:term|semester|trimester|quarter|block|rotation|intake|cohort|week)\s+\d{1,2})$/iu;

function periodNamed(text: string): string {
  const told = text
    .trim()
    .replace(
      /^(term|semester|trimester|quarter|block|week)\b(?=\s+\d)/i,
      (w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase(),
    );
  return /^(?:next|new|coming|first|upcoming)\b/i.test(told) ? `the ${told}` : told;
}

/** The field without the words that open it: "start date: 12/3" is "12/3". */
function withoutLeadIn(raw: string): string {
  const typed = raw.replace(/\s+/g, ' ').trim();
  return typed.slice(LEAD_IN.exec(typed)?.[0].length ?? 0);
}

/** A weekday as typed, typos and all: "Tues", "thur", "wednsday", "MON.". */
const WEEKDAY_TYPED = String.raw`(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?`;
const WEEKDAY_AFTER = String.raw`(?:\s*\(\s*${WEEKDAY_TYPED}\s*\))?`;
/** "12/7", "02-01", "1.2.", "Mon 7/12", "12/7/26", "12/7 (mon)": a day and a month in figures. */
const FIGURES = new RegExp(
  String.raw`^(?:${WEEKDAY_TYPED},?\s+)?(\d{1,2})([/.-])(\d{1,2})(?:\3(\d{4}|\d{2}))?\.?${WEEKDAY_AFTER}$`,
  'i',
);
/** "2027/1/12", "2027-01-12", "2027.1.12": the year first, then the month and the day. */
const YEAR_FIRST = new RegExp(
  String.raw`^(?:${WEEKDAY_TYPED},?\s+)?(\d{4})([/.-])(\d{1,2})\3(\d{1,2})\.?${WEEKDAY_AFTER}$`,
  'i',
);
/** The nearer reading of figures is taken within this many days of the posting day… */
const FIGURES_AHEAD_DAYS = 120;
/** …and only when the other reading is gone or this many days further on. */
const FIGURES_NEARER_DAYS = 28;

const weekdayTyped = (word: string | undefined) =>
  word
    ? ENGLISH_WEEKDAYS.findIndex((d) => d.toLowerCase().startsWith(word.slice(0, 3).toLowerCase()))
    : -1;
const weekdayAt = (day: number) => (new Date(day).getUTCDay() + 6) % 7;

/** The calendar day the figures name, if any ("31/2" names none). */
function realDay(year: number, month: number, date: number): number | undefined {
  if (month < 1 || month > 12 || date < 1 || date > 31) return undefined;
  const at = Date.UTC(year, month - 1, date);
  return new Date(at).getUTCDate() === date ? at : undefined;
}

/** A day in figures: the day told, the readings too close to choose, or no such figures. */
type Figures = { day: number } | { unsure: true } | undefined;

/** The nearer of two days ahead, when it is near and the other clearly further on. */
function nearer(days: readonly number[], now: number): Figures {
  const [near, far] = [...new Set(days)].sort((a, b) => a - b);
  if (near === undefined) return undefined;
  const close = near - now <= FIGURES_AHEAD_DAYS * DAY_MS;
  if (far === undefined) return close ? { day: near } : { unsure: true };
  return close && far - near >= FIGURES_NEARER_DAYS * DAY_MS ? { day: near } : { unsure: true };
}

/**
 * "12/7" on Monday 23 November is 7 December, not 12 July: of the two readings of a day in
 * figures, readers take the nearest one ahead (ADR 124). A reading whose nearest day is behind
 * today is gone; a weekday typed with the figures keeps only the readings that fall on it. A
 * year typed first ("2027/1/12") has one reading. Figures whose readings are both gone, both
 * far, or near each other are `unsure`: no day is told, the figures stay as typed.
 */
function readFigures(text: string, now: number): Figures {
  const first = YEAR_FIRST.exec(text);
  if (first) {
    const [, before, year, , month, date, after] = first as unknown as (string | undefined)[];
    const at = realDay(Number(year), Number(month), Number(date));
    const weekday = weekdayTyped(before ?? after);
    if (at === undefined || at < now || (weekday >= 0 && weekdayAt(at) !== weekday))
      return undefined;
    return { day: at };
  }
  const typed = FIGURES.exec(text);
  if (!typed) return undefined;
  const [, before, a, stop, b, year, after] = typed as unknown as (string | undefined)[];
  // "9.30", "7.45": a time.
  if (stop === '.' && !year && !text.endsWith('.') && /^(?:00|15|30|45)$/.test(b!))
    return undefined;
  const thisYear = new Date(now).getUTCFullYear();
  const years = year
    ? [year.length === 2 ? 2000 + Number(year) : Number(year)]
    : [thisYear - 1, thisYear, thisYear + 1];
  const weekday = weekdayTyped(before ?? after);
  const readings = [
    [a, b],
    [b, a],
  ]
    .filter(([date, month], n) => n === 0 || Number(date) !== Number(month))
    .map(([date, month]) =>
      years
        .map((y) => realDay(y, Number(month), Number(date)))
        .filter((at): at is number => at !== undefined),
    )
    .filter((days) => days.length > 0);
  if (!readings.length) return undefined;
  if (weekday >= 0) {
    // "Fri 12/4": the readings ahead, within a year, that fall on the weekday typed.
    const on = readings.flatMap((days) =>
      days.filter((at) => at >= now && at - now <= 366 * DAY_MS && weekdayAt(at) === weekday),
    );
    if (on.length === 1) return { day: on[0]! };
    const told = nearer(on, now);
    return told && 'day' in told ? told : undefined;
  }
  // Each reading's nearest day, ahead or gone; a year typed is the only year.
  const nearest = readings.map((days) =>
    days.reduce((x, y) => (Math.abs(x - now) <= Math.abs(y - now) ? x : y)),
  );
  const ahead = nearest.filter((at) => at >= now);
  // "21/10": one reading, gone: a day already behind (ADR 116), read as before; so are
  // figures with the year typed whose readings are both behind ("12/03/2025": surely past).
  if (readings.length === 1 || (year && !ahead.length))
    return ahead.length ? { day: ahead[0]! } : undefined;
  if (!ahead.length) return { unsure: true };
  return nearer(ahead, now);
}

/** A lead that says when a promotion takes effect, then figures: "effective 1/4", "from 14.12". */
const EFFECTIVE_FIGURES = String.raw`\b((?:effective|eff\.?|as of|from|starting|starts|beginning|begins)\s+(?:from\s+)?(?:on\s+)?)(\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{1,4})?\.?)(?![\d/.-]*\d)`;

/**
 * "effective 1/4" → "effective Monday 4 January": when a promotion takes effect, typed in
 * figures, read as a start date's figures are (ADR 124, amended): the nearest reading ahead,
 * with its weekday. A unit that is no such lead and figures, or figures the reader is unsure
 * of ("effective 3/2"), is returned as typed.
 */
export function effectiveFiguresTold(text: string, today: string | undefined): string {
  const typed = new RegExp(`^${EFFECTIVE_FIGURES}[!.]*$`, 'i').exec(text.trim());
  const day = typed && figuresDay(typed[2]!, today);
  return typed && day ? `${typed[1]}${day}` : text;
}

/** The days "effective 1/4" and its kind name in a field, as `effectiveFiguresTold` tells them. */
export function effectiveDaysTold(field: string | undefined, today: string | undefined): string[] {
  return [...(field ?? '').matchAll(new RegExp(EFFECTIVE_FIGURES, 'gi'))]
    .map((m) => figuresDay(m[2]!, today))
    .filter((day): day is string => !!day);
}

function figuresDay(typed: string, today: string | undefined): string | undefined {
  const now = dayOf(today);
  const figures = readFigures(typed, now);
  return figures && 'day' in figures ? fullDay(figures.day, now, false) : undefined;
}

/** "next week", "the week after next", "in 2 wks", "3 weeks from now": weeks from this one. */
const WEEKS_AHEAD = String.raw`(?:next\s+week|the\s+week\s+after\s+next|(?:in\s+)?${COUNT}\s+(?:weeks?|wks?)(?:\s+(?:from\s+(?:now|today)|time)|'?\s*time)?)`;
/** "next week on Tuesday", "tues next week", "friday of next week", "in 2 wks (Monday)". */
const WEEKDAY_OF_WEEK = [
  String.raw`^${WEEKS_AHEAD},?\s+(?:on\s+)?(?:the\s+)?${WEEKDAY_TYPED}[!.]*$`,
  String.raw`^(?:on\s+)?(?:the\s+)?${WEEKDAY_TYPED},?\s+(?:of\s+|in\s+)?${WEEKS_AHEAD}[!.]*$`,
  String.raw`^${WEEKS_AHEAD}\s*\(\s*(?:on\s+)?(?:the\s+)?${WEEKDAY_TYPED}\s*\)[!.]*$`,
  String.raw`^(?:on\s+)?${WEEKDAY_TYPED}\s*\(\s*${WEEKS_AHEAD}\s*\)[!.]*$`,
].map((shape) => new RegExp(shape, 'i'));
const COUNT_WORDS = ['a', 'one', 'two', 'three', 'four', 'five', 'six'];

/**
 * "tues next week" on Monday 23 November is Tuesday 1 December: the weekday of the week the
 * words name, counted in weeks from the posting day's (ADR 124). Undefined for other words.
 */
function dayOfWeekAhead(text: string, now: number): number | undefined {
  const shape = WEEKDAY_OF_WEEK.map((re) => re.exec(text)).find(Boolean);
  if (!shape) return undefined;
  const weekday = weekdayTyped(shape[1]);
  const words = new RegExp(WEEKS_AHEAD, 'i').exec(text)![0].toLowerCase();
  const count = /(\d+|an?|one|two|three|four|five|six)\s+(?:weeks?|wks?)/.exec(words)?.[1];
  const weeks = /after next/.test(words)
    ? 2
    : /^next/.test(words)
      ? 1
      : count && /\d/.test(count)
        ? Number(count)
        : Math.max(1, COUNT_WORDS.indexOf(count === 'an' ? 'a' : (count ?? 'a')));
  if (weekday < 0 || weeks < 1 || weeks > 8) return undefined;
  const day = now - weekdayAt(now) * DAY_MS + (7 * weeks + weekday) * DAY_MS;
  return day >= now ? day : undefined;
}

/** "ASAP, aiming 14.12", "asap (hopefully 4/1)", "as soon as possible - ideally 4 Jan". */
const HOPED_DAY =
  /^(?:asap|a\.s\.a\.p\.?|as soon as possible|as soon as (?:we|they|s?he) can)\s*(?:[,;:–—-]\s*|\(\s*)?(?:aiming(?:\s+for)?|target(?:ing)?|ideally|hopefully|hoping for|probably|prob|likely|maybe)\s*:?\s+([^()]+?)\s*\)?[!.]*$/i;

/** The one day words or figures name ahead or behind, figures read as ADR 124 reads them. */
function certainDay(text: string, now: number): ParsedDay | undefined {
  const figures = readFigures(text, now);
  if (figures) {
    return 'day' in figures
      ? { day: figures.day, unsure: false, weekdayOnly: false, monthOnly: false }
      : undefined;
  }
  return oneDay(text, now);
}

/**
 * The day figures or a weekday of a week to come name, as the options tell it (ADR 124).
 * Figures too close to choose between ("6/7") are read as before.
 */
function resolvedDay(text: string, now: number): number | undefined {
  const figures = readFigures(text, now);
  if (figures) return 'day' in figures ? figures.day : undefined;
  return dayOfWeekAhead(text, now);
}

/** Doubt typed with the days: "Thursday? Friday? who knows", "no idea", "not sure". */
const DOUBT = /\?|\b(?:who knows|no idea|not sure|unsure|god knows)\b/i;

/**
 * "arrives on the next flight if weather holds (so... Thursday? Friday? who knows)": a start
 * that names two days and doubts both is no date a sentence can hold; "starts on so.
 * Thursday Friday who knows, date TBC, for arrives…" was the fifteenth set's C (ADR 116). It
 * is told as typed, on a labelled line only.
 */
export function unreadableStart(raw: string, today: string | undefined): boolean {
  if (!DOUBT.test(raw)) return false;
  const readings = parseDays(raw, dayOf(today)).filter((p) => !p.unsure && !p.monthOnly);
  return new Set(readings.map((p) => p.day)).size >= 2;
}

/** A day as its words, for comparing two spellings: "14.12." and "14 Dec" are "14 december". */
const dayWords = (text: string) =>
  expandDateWords(englishDate(text.trim().replace(/[.!]+$/, '')))
    .toLowerCase()
    .replace(/(\d)(?:st|nd|rd|th)\b/g, '$1')
    .replace(/\s+/g, ' ');

/** "… from 14.12.", "… starting 14 Dec", "… on Dec 14th": a day after its lead, ending a clause. */
const DAY_AGAIN = new RegExp(
  String.raw`,?\s+(?:from|starting(?:\s+on)?|as of|effective(?:\s+from)?|on)\s+(\d{1,2}[./]\d{1,2}\.?|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\.?|${MONTH}\.?\s+\d{1,2}(?:st|nd|rd|th)?)(?=\s*(?:[.!;\n]|$))`,
  'giu',
);

/** A day as a pasted start names it: "1 Dec", "December 1st, 2027", "1.12.". */
const DAY_NAMED = String.raw`\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\.?(?:,?\s+(?:19|20)\d\d)?|${MONTH}\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+(?:19|20)\d\d)?|\d{1,2}[./]\d{1,2}\.?`;
/** "takes effect 1 January 2027 when…", "effective 9 March, when…", "start 1 Dec": when, then the day. */
const DAY_SAID_WHEN = new RegExp(
  String.raw`\b(?:takes?\s+effect|effective(?:\s+from)?|start(?:s|ing)?(?:\s+on)?|from|as of)\s+(?:on\s+)?(${DAY_NAMED})`,
  'giu',
);
const withoutYear = (day: string) => day.replace(/,?\s+(?:19|20)\d\d$/, '');

/**
 * Whether the details already say the start field's day as when the promotion takes effect,
 * with more beside it than a reader is told on a line of its own: "takes effect 1 January
 * 2027 when Yann retires" beside a start of "1 Jan 2027". The details' own words keep the
 * occasion; the start field's day, told again as "The new role starts on 1 January 2027.",
 * was the twenty-sixth set's "date said twice" (ADR 193). A year typed on one side only is
 * no other day.
 */
export function saysStartDay(text: string, start: string): boolean {
  const day = dayWords(start.replace(/^(?:effective(?:\s+from)?|from|as of|starting)\s+/i, ''));
  if (!/\d/.test(day)) return false;
  return [...text.matchAll(DAY_SAID_WHEN)].some((m) => {
    const typed = dayWords(m[1]!);
    return typed === day || withoutYear(typed) === withoutYear(day);
  });
}

/**
 * "takes over nights from 14.12." typed in the details of a promotion whose start is "14.12.":
 * the day goes from the clause, which keeps what it says ("takes over nights"); the start is
 * told once, where the options tell it ("The promotion takes effect on 14 December"). Both
 * told, the twenty-second set's readers marked "start date given twice" (fp14, ADR 179). A
 * clause left with fewer than two words keeps its day.
 */
export function withoutStartDayAgain(text: string, start: string): string {
  const day = dayWords(start.replace(/^(?:effective(?:\s+from)?|from|as of|starting)\s+/i, ''));
  if (!/\d/.test(day)) return text;
  return text.replace(DAY_AGAIN, (cut: string, typed: string, at: number, all: string) => {
    if (dayWords(typed) !== day) return cut;
    const before =
      all
        .slice(0, at)
        .split(/[.!;\n]\s*/)
        .pop() ?? '';
    return before.trim().split(/\s+/).length >= 2 ? '' : cut;
  });
}
