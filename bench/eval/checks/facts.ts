import type { GenerationRequest } from '#domain/generation.ts';
import type { MessageType } from '#domain/message-types.ts';
import { expandShorthand } from '#server/features/announcements/writing/shorthand.ts';
import {
  askedLeftOut,
  GENERIC,
  factFields,
  lower,
  opensLeftOut,
  stem,
  withoutLeftOut,
  wordsOf,
} from '../read.ts';
import {
  certainPart,
  isInstruction,
  withoutEmailDebris,
} from '#server/features/announcements/writing/instructions.ts';
import { isLogistics } from '#server/features/announcements/writing/logistics.ts';
import {
  tidyStartDate,
  tidyTitle,
  withoutDebris,
} from '#server/features/announcements/writing/composer/tidy.ts';
import { tidyNotation } from '#server/features/announcements/writing/composer/typed-notation.ts';
import { takesEffect } from '#server/features/announcements/writing/composer/prose.ts';
import { dayTold } from '#server/features/announcements/writing/start-date.ts';
import { EVAL_TODAY } from '../cases.ts';
import type { CheckContext } from './context.ts';

/**
 * Facts every option must carry, by type: what the post is about. An achievement's details
 * are required in the form but tell more of the achievement the description already names:
 * a short chat post may leave them to the other two (coverage checks that one does).
 */
const REQUIRED_FACTS: Record<MessageType, readonly string[]> = {
  welcome: ['role'],
  promotion: ['currentRole', 'newRole', 'promotionDetails'],
  achievements: ['role', 'achievementDescription'],
};

/** Who, where and when: belong in every option, however short. */
const CORE_FACTS = new Set(['team', 'startDate', 'company']);

// prettier-ignore
const MONTH_NUMBERS: Record<string, string> = {
  january: '1', jan: '1', february: '2', feb: '2', march: '3', mar: '3', april: '4', apr: '4',
  may: '5', june: '6', jun: '6', july: '7', jul: '7', august: '8', aug: '8', september: '9',
  sep: '9', sept: '9', october: '10', oct: '10', november: '11', nov: '11', december: '12',
  dec: '12',
};
// prettier-ignore
const DAY_NAMES: Record<string, string> = {
  mon: 'monday', tue: 'tuesday', tues: 'tuesday', wed: 'wednesday', weds: 'wednesday',
  thu: 'thursday', thur: 'thursday', thurs: 'thursday', fri: 'friday', sat: 'saturday',
  sun: 'sunday', tmrw: 'tomorrow', tmr: 'tomorrow',
};

/** A date's parts, in one spelling: "Mon 3/9" and "Monday, March 9" both give monday, 3, 9. */
function dateParts(text: string): string[] {
  // "w/c 3 Mar" is told as "the week of 3 March": the week is one part however it is written.
  const week = lower(text).replace(
    /\bw\/c\b|\bwk of\b|\bweek (?:commencing|beginning)\b/g,
    'week of',
  );
  return (week.match(/\p{L}+|\d+/gu) ?? [])
    .map((w) => (/^\d+$/.test(w) ? String(Number(w)) : w))
    .map((w) => MONTH_NUMBERS[w] ?? DAY_NAMES[w] ?? w.replace(/s$/, ''))
    .filter((w) => !/^(?:start|starting|on|the|of|st|nd|rd|th|from)$/.test(w));
}

/** The words of a fact that carry its meaning: content words and numbers. */
export function contentWords(text: string): string[] {
  const words = wordsOf(text.replace(/(\d),(\d{3})/g, '$1$2'))
    .filter((w) => /^\p{N}/u.test(w) || (w.length >= 4 && !GENERIC.has(lower(w))))
    .map(stem);
  return [...new Set(words)];
}

/**
 * A fact counts as used when at least 60% of its content words (stemmed) and numbers appear
 * in the option: re-cased, re-ordered, expanded shorthand all pass; losing its point does
 * not. A date counts when its parts appear in any spelling; a fact without content words
 * ("Go", "UX") must appear whole.
 */
export function factUsed(fact: string, option: string, key = ''): boolean {
  // Shorthand written out is the same fact: "a11y, perf" is told as "accessibility, performance".
  const spelled = expandShorthand(fact);
  // So is the fact without its chat debris ("also cricket, obviously" is told as "cricket"),
  // and a start date without an aside to the writer ("1 Dec (calving just finished…)").
  const quiet = key === 'startDate' ? tidyStartDate(fact) : withoutDebris(fact);
  // And so is the value as the tidy pass writes it (ADR 060): "RN, Cardiac ICU (nights)" is
  // told as "night-shift RN in the Cardiac ICU", "Russian; Ukrainian" as "Russian and Ukrainian".
  const tidied = /^(?:role|currentRole|newRole)$/.test(key)
    ? tidyTitle(fact)
    : key === 'startDate'
      ? fact
      : tidyNotation(fact);
  // "effective apr 1" is told as "takes effect on 1 April": a date in any spelling (ADR 075).
  const when = key === 'startDate' ? undefined : takesEffect(fact);
  // "2 weeks from now" is told as its day, "Monday 7 December" (ADR 116).
  const day = key === 'startDate' ? dayTold(fact, EVAL_TODAY)?.day : undefined;
  return (
    (!!day && option.includes(day)) ||
    (!!when && usedAsTyped(when.when, option, 'startDate')) ||
    usedAsTyped(fact, option, key) ||
    (spelled !== fact && usedAsTyped(spelled, option, key)) ||
    (quiet !== fact && /[\p{L}\p{N}]/u.test(quiet) && usedAsTyped(quiet, option, key)) ||
    (tidied !== fact && /[\p{L}\p{N}]/u.test(tidied) && usedAsTyped(tidied, option, key))
  );
}

function usedAsTyped(fact: string, option: string, key: string): boolean {
  if (key === 'startDate') {
    const parts = dateParts(fact);
    const present = new Set(dateParts(option));
    if (parts.length === 0) return true;
    return parts.filter((p) => present.has(p)).length / parts.length >= 0.6;
  }
  const words = contentWords(fact);
  if (words.length === 0) {
    const whole = lower(fact.trim().replace(/[.!?,;:]+$/, ''));
    return lower(option).includes(whole);
  }
  const present = new Set(wordsOf(option.replace(/(\d),(\d{3})/g, '$1$2')).map(stem));
  return words.filter((w) => present.has(w)).length / words.length >= 0.6;
}

function factList(input: GenerationRequest) {
  return Object.entries(factFields(input));
}

/** Notes: what a reader takes as one fact each (a line, a sentence, a clause between semicolons). */
const NOTE_FIELDS = new Set([
  'expertise',
  'hobbies',
  'funFact',
  'promotionDetails',
  'achievementDetails',
]);

function noteUnits(value: string): string[] {
  return (
    // A pasted e-mail's headers and signature, and requests to the writer, are not facts.
    withoutEmailDebris(value)
      .split(/\r?\n+/)
      .flatMap((line) => line.split(/(?<=[a-z0-9%)!?][.!?])\s+|;\s*/i))
      .map((part) => part.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
      // "promo cycle results out, effective apr 1": the process note goes, the date is a fact.
      .flatMap((part) =>
        isLogistics(part) ? part.split(/,\s+/).filter((p) => !isLogistics(p)) : [part],
      )
      // Logistics pasted from an e-mail are not facts to post (checks/reader.ts).
      .filter((part) => contentWords(part).length > 0 && !isLogistics(part) && !isInstruction(part))
  );
}

/**
 * Every option names what the form requires: the role or both roles, and the achievement.
 * Of a required note (the promotion or achievement details), every option tells at least
 * one fact: with the three forms, not every option retells all of it (coverage does that).
 */
export function checkRequired({ input, options }: CheckContext): string[] {
  const problems: string[] = [];
  const required = new Set(REQUIRED_FACTS[input.messageType]);
  for (const [key, fact] of factList(input)) {
    if (!required.has(key)) continue;
    const units = NOTE_FIELDS.has(key) ? noteUnits(fact) : [fact];
    options.forEach((o, i) => {
      if (!units.some((unit) => factUsed(unit, o, key)) && !factUsed(fact, o, key))
        problems.push(`option ${i + 1} misses ${key} (“${fact.slice(0, 60)}”)`);
    });
  }
  return problems;
}

/** Who, where and when belong in every option, however short: team, start date, previous company. */
export function checkCore({ input, options }: CheckContext): string[] {
  const problems: string[] = [];
  for (const [key, fact] of factList(input)) {
    if (!CORE_FACTS.has(key)) continue;
    // A start date whose note asks it left out is owed by no option (owedUnits).
    for (const unit of owedUnits(key, fact))
      options.forEach((o, i) => {
        if (!factUsed(unit, o, key)) problems.push(`option ${i + 1} misses ${key} (“${fact}”)`);
      });
  }
  return problems;
}

/** Words that name a start date in a request about it: "dont put a date", "skip the start day". */
const DATE_WORDS = /^(?:dates?|days?|start|when)$/u;
/** Words that point at a fact rather than name it: "the J$ figure", "the salary details". */
// prettier-ignore
const POINTERS = new Set(['figure', 'figures', 'number', 'numbers', 'amount', 'amounts', 'detail',
  'details', 'bit', 'part', 'stuff', 'info', 'information', 'thing', 'things', 'stat', 'stats']);

/**
 * What of a field the eval holds the options to telling: each fact of a note, or the field
 * whole, less what the field's own note asks the writer to leave out (ADR 098, amended).
 * "approx 10-12 Jan (visa pending so dont put a date)" asks its date away: none of the start
 * date is owed. In a note, the request itself is no fact ("don't put the J$ figure in if…"),
 * and a fact that holds what it names ("members saved J$48 million") is not owed either.
 * A company asked not to be named, or in doubt, is owed by no option. Other fields (a title, a team) are
 * told whole, as before.
 */
function owedUnits(key: string, fact: string): string[] {
  const asked = askedLeftOut(fact);
  if (key === 'startDate')
    return asked.some((words) => words.some((w) => DATE_WORDS.test(w))) ? [] : [fact];
  // "Clyde and Co – don't name them in the msg please": a company asked not to be named is
  // owed by no option (the fourteenth set's qw12).
  // "Tallink? think she was…": a company in doubt is owed by no option, a corrected one by
  // its certain part (ADR 113, certainPart: the composer's reading).
  if (key === 'company') {
    const sure = certainPart(fact);
    return withoutLeftOut(fact) === fact && sure ? [sure] : [];
  }
  if (!NOTE_FIELDS.has(key)) return [fact];
  const units = noteUnits(fact).filter((unit) => !opensLeftOut(unit));
  if (asked.length === 0) return units;
  return units.filter((unit) => {
    const said = lower(withoutLeftOut(unit));
    const stems = new Set(wordsOf(said).map(stem));
    const holds = (w: string) =>
      /\p{L}{3}/u.test(w) && !/[$€£¥₹%]/u.test(w) ? stems.has(stem(w)) : said.includes(w);
    // Every word that names the thing, not only one: "the branch closure" is not "branch
    // banking". A word that only points at it ("the J$ figure") need not be there.
    return !asked.some((words) => {
      const naming = words.filter((w) => !POINTERS.has(w));
      return naming.length > 0 && naming.every(holds);
    });
  });
}

/**
 * Every fact given reaches the reader in at least one option: each short field, and each
 * fact of every note (issue 21: rich notes lost "the 2-year renewal at +15 %" that was the
 * point), but none the field's own note asks left out.
 */
export function checkCoverage({ input, options }: CheckContext): string[] {
  const problems: string[] = [];
  for (const [key, fact] of factList(input)) {
    for (const unit of owedUnits(key, fact))
      if (!options.some((o) => factUsed(unit, o, key)))
        problems.push(`no option tells ${key}: “${unit.slice(0, 80)}”`);
  }
  return problems;
}

/**
 * The typed facts one option leaves out: each short field and each fact of every note
 * (ADR 064: at medium and long every option tells every fact typed, not only one of the
 * three). Reported per option and per length (report.ts), not a pass/fail check: a short
 * post keeps to the point.
 */
export function factsMissed(input: GenerationRequest, option: string): string[] {
  const missed: string[] = [];
  for (const [key, fact] of factList(input)) {
    for (const unit of owedUnits(key, fact))
      if (!factUsed(unit, option, key)) missed.push(`${key}: “${unit.slice(0, 80)}”`);
  }
  return missed;
}

const fold = (text: string) =>
  lower(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Blind cases: what their author expected to find, in at least one option (shorthand may be written out). */
export function checkMustKeep({ options, mustKeep }: CheckContext): string[] {
  if (!mustKeep?.length) return [];
  const text = fold(options.join('\n'));
  // "45 min" kept as "45-minute": the same words, however joined and spelled.
  const loose = (t: string) =>
    fold(t)
      .replace(/[-‐]/g, ' ')
      .replace(/(\p{L}{3,})s\b/gu, '$1');
  const looseText = loose(text);
  return mustKeep
    .filter(
      (keep) =>
        !text.includes(fold(keep)) &&
        !looseText.includes(loose(keep)) &&
        !looseText.includes(loose(expandShorthand(keep))),
    )
    .map((keep) => `no option keeps “${keep}”`);
}
