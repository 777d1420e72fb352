import type { GenerationRequest } from '#domain/generation.ts';
import { nameForms } from '#domain/person-name.ts';
import { readStartDate, type Tense } from '../start-date.ts';
import { startAdverbial, teamPhrase, tidyFact } from './fact-text.ts';

/**
 * Who, as what, where from, where to and when: the form's short fields, each prepared in
 * the meaning of its field (issue 13 §1). The previous company is where the person comes
 * FROM; the start date reads as future or past relative to today; the team is the team
 * they join. The name is used exactly as typed; the short form only from nameForms.
 */
export interface Basics {
  full: string;
  short: string;
  role?: string;
  currentRole?: string;
  newRole?: string;
  /** "the Platform team", "the weekend crew". */
  team?: string;
  /** The team's name as typed: "Platform", "weekend crew". */
  teamName?: string;
  company?: string;
  /** "on Mon 3/9", "next Tuesday", "tomorrow". */
  start?: string;
  /** Past when the start date has gone by: the person joined, rather than joins. */
  tense?: Tense;
}

/** A title typed in capitals ("ACCOUNT EXECUTIVE") reads as shouting mid-sentence. */
function title(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const text = tidyFact(raw).replace(/^(?:a|an|the)\s+/i, '');
  if (!text) return undefined;
  if (/\p{Ll}/u.test(text) || !/\p{Lu}{5,}/u.test(text)) return text;
  return text.replace(/\p{Lu}{5,}/gu, (w) => w[0] + w.slice(1).toLowerCase());
}

// prettier-ignore
const DAY_NAMES: Record<string, string> = {
  mon: 'Monday', tue: 'Tuesday', tues: 'Tuesday', wed: 'Wednesday', weds: 'Wednesday',
  thu: 'Thursday', thur: 'Thursday', thurs: 'Thursday', fri: 'Friday', sat: 'Saturday',
  sun: 'Sunday',
};
// prettier-ignore
const MONTH_NAMES: Record<string, string> = {
  jan: 'January', feb: 'February', mar: 'March', apr: 'April', jun: 'June', jul: 'July',
  aug: 'August', sep: 'September', sept: 'September', oct: 'October', nov: 'November',
  dec: 'December',
};
// prettier-ignore
const MONTH_LIST = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
  'September', 'October', 'November', 'December'];

/** The start date in words a reader does not have to decode; every number kept as typed. */
function startPhrase(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let text = tidyFact(raw)
    .replace(/^(?:starts?|starting|start date:?)\s+/i, '')
    .replace(/\btmrw?\b/gi, 'tomorrow')
    .replace(
      /\b(mon|tues?|weds?|thu|thurs?|fri|sat|sun)\b\.?/gi,
      (w) => DAY_NAMES[w.toLowerCase().replace('.', '')] ?? w,
    )
    .replace(
      /\b(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?/gi,
      (w) => MONTH_NAMES[w.toLowerCase().replace('.', '')] ?? w,
    );
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) text = `${MONTH_LIST[Number(iso[2]) - 1] ?? ''} ${Number(iso[3])}`.trim();
  if (/^\d{1,2}(?:st|nd|rd|th)$/i.test(text)) return `on the ${text}`;
  if (/^(?:early|mid|late)\b/i.test(text))
    return `in ${text.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}`;
  return startAdverbial(text);
}

const NOT_A_DATE =
  /^(?:tbd|tbc|tba|to be (?:confirmed|determined|decided|announced)|n\/?a|unknown|none|not sure|\?+)$/i;

export function basicsOf(input: GenerationRequest, today?: string): Basics {
  const forms = nameForms(input.newHireName, input.preferredName);
  const startDate =
    input.startDate && !NOT_A_DATE.test(input.startDate.trim()) ? input.startDate : undefined;
  const tense = startDate ? readStartDate(input, today).tense : undefined;
  const team = input.team && /[\p{L}\p{N}]/u.test(input.team) ? teamPhrase(input.team) : undefined;
  const company = input.company?.trim().replace(/[\s,;:!?]+$/u, '') || undefined;
  return {
    full: forms.full,
    short: forms.short,
    role: title(input.role),
    currentRole: title(input.currentRole),
    newRole: title(input.newRole),
    team,
    teamName: team ? tidyFact(input.team ?? '') : undefined,
    company,
    start: startPhrase(startDate),
    tense,
  };
}
