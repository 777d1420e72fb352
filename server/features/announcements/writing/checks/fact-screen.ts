import { escapeRegExp } from '#domain/text.ts';
import { NOTE_FIELDS, type GenerationRequest } from '#domain/generation.ts';
import { withoutPlaceholders } from '#domain/placeholders.ts';
import { activityKeys, inventedActivities } from './fact-screen/activities.ts';
import {
  credentialMentions,
  durationCovered,
  durationKeysOf,
  durationMentions,
  pronounFacts,
  pronounMentions,
  type PronounFacts,
} from './fact-screen/claims.ts';
import { companyMessage, companyPatterns, findCompanyProblems } from './fact-screen/company.ts';
import {
  STARTED,
  WILL_START,
  dateCovered,
  dateFacts,
  dateMentions,
  type DateFacts,
} from './fact-screen/dates.ts';
import { expandShorthand } from '../shorthand.ts';
import { correctTitleSpelling } from '../spelling.ts';
import { withoutMarkup } from '../composer/typed-notation.ts';
import { dayOf, dayTold, effectiveDaysTold, englishDate, startDateWords } from '../start-date.ts';
import {
  findNameProblems,
  nameFacts,
  nameMessage,
  nameRanges,
  type NameFacts,
} from './fact-screen/name.ts';
import { numberCovered, numbersInOption, valuesInInput } from './fact-screen/numbers.ts';
import { properNounRuns } from './fact-screen/proper-nouns.ts';
import {
  keyOf,
  plainPunctuation,
  quote,
  tokenize,
  wordKeys,
  type Token,
} from './fact-screen/text.ts';

/**
 * The fact screen (issue 13 §5): checks one option against the input before it is shown or
 * stored, for anything a careful reader would call untrue: invented numbers, proper nouns,
 * dates, durations, credentials or pronouns, hobbies, duties or projects, the previous
 * company written as the new employer, and the person's name changed. Each problem's message is an instruction a
 * writer can act on. Design and limits: docs/decisions/013-fact-screen.md.
 */

export type FactProblemKind =
  | 'name_altered'
  | 'invented_number'
  | 'invented_proper_noun'
  | 'invented_date'
  | 'invented_duration'
  | 'invented_credential'
  | 'invented_pronoun'
  | 'company_as_employer'
  | 'invented_activity';

export interface FactProblem {
  kind: FactProblemKind;
  /** The offending text as it appears in the option. */
  evidence: string;
  /** A plain-words reason, specific enough to hand back to a writer as an instruction. */
  message: string;
}

export interface ScreenContext {
  /** Today's date in the user's time zone, YYYY-MM-DD. */
  today?: string;
}

/** What the input holds, read once per request and shared by its options. */
interface InputFacts {
  /** Every field the user typed except the name, joined by new lines. */
  fields: string;
  keys: Set<string>;
  numbers: Set<string>;
  durations: Set<string>;
  pronouns: PronounFacts;
  name: NameFacts;
  companyPatterns: RegExp[];
  /**
   * The previous company typed again as the team or a role ("Acme" on the Acme team): a
   * mention of it may be either, so none is read as the employer (ADR 109).
   */
  companyNamesMore: boolean;
  dates: Map<number, DateFacts>;
  /** The stems of the input's words, for hobbies, duties and projects claimed. */
  activities: Set<string>;
}

const FACT_FIELDS = [
  'role',
  'team',
  'startDate',
  'company',
  'expertise',
  'hobbies',
  'funFact',
  'currentRole',
  'newRole',
  'promotionDetails',
  'achievementDescription',
  'achievementDetails',
] as const satisfies readonly (keyof GenerationRequest)[];

/** The fields that are job titles, read as a title is (composer/tidy.ts tidyTitle). */
const TITLE_FIELDS = ['role', 'currentRole', 'newRole'] as const;

const cache = new WeakMap<GenerationRequest, InputFacts>();

function factsOf(given: GenerationRequest): InputFacts {
  const cached = cache.get(given);
  if (cached) return cached;
  // "n/a" typed as a fun fact is no fact an option may tell (ADR 121).
  const input = withoutPlaceholders(given);
  const typed = FACT_FIELDS.map((key) => input[key])
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .join('\n')
    .normalize('NFC');
  // The input as typed and as the writers spell it out ("two yrs" is also "two years"):
  // one shorthand table for both, so a writer's expansion is never an invented fact.
  const spelled = expandShorthand(typed);
  // "Senior Managment Accountant": a title is told with its misspelling corrected, each of
  // its words allowed a capital (ADR 133), so the corrected title is the user's too.
  const titles = TITLE_FIELDS.map((key) => input[key]).filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  const titlesSpelled = titles
    .map((title) => correctTitleSpelling(title.normalize('NFC')))
    .filter((corrected, i) => corrected !== titles[i]!.normalize('NFC'))
    .join('\n');
  // "ma 3.3.": the start date as the writers tell it in English too ("Monday 3 March").
  const told = input.startDate ? englishDate(input.startDate.normalize('NFC')) : '';
  // "early March?": told "early March (date TBC)" by the one start-date reader (ADR 107), so
  // its "TBC" is the input's word too (ADR 109).
  const markupFree = withoutMarkup(typed);
  const unsettled = input.startDate ? startDateWords(input.startDate.normalize('NFC')).date : '';
  const fields = [
    typed,
    spelled === typed.replace(/\s+/g, ' ').trim() ? '' : spelled,
    titlesSpelled,
    told === input.startDate?.normalize('NFC') ? '' : told,
    unsettled?.includes('TBC') ? unsettled : '',
    // "<b>Acme</b>": the text a reader sees, which is what the writers tell (ADR 109).
    markupFree === typed ? '' : markupFree,
  ]
    .filter(Boolean)
    .join('\n');
  const everything = [input.newHireName, input.preferredName ?? '', fields].join('\n');
  const facts: InputFacts = {
    fields,
    keys: wordKeys(everything),
    numbers: valuesInInput(fields),
    durations: durationKeysOf(fields),
    pronouns: pronounFacts(everything, [input.newHireName, input.preferredName]),
    name: nameFacts(
      input.newHireName.normalize('NFC'),
      input.preferredName?.normalize('NFC'),
      NOTE_FIELDS.map((f) => input[f] ?? '').join('\n'),
    ),
    companyPatterns: input.company ? companyPatterns(input.company.normalize('NFC')) : [],
    companyNamesMore: [input.team, input.role, input.currentRole, input.newRole].some(
      (field) => !!field && !!input.company && keyOf(field.trim()) === keyOf(input.company.trim()),
    ),
    dates: new Map(),
    activities: activityKeys(everything),
  };
  cache.set(given, facts);
  return facts;
}

function datesOf(facts: InputFacts, input: GenerationRequest, today: number): DateFacts {
  let dates = facts.dates.get(today);
  if (!dates) {
    dates = dateFacts(facts.fields, input.startDate, today);
    facts.dates.set(today, dates);
  }
  return dates;
}

export function screenOption(
  text: string,
  input: GenerationRequest,
  context: ScreenContext = {},
): FactProblem[] {
  return [...problemsIn(text, input, context)];
}

/**
 * Whether an option has no problem, found by stopping at its first one: a writer searching its
 * own drafts only asks whether one passes, and on a long input nearly all fail (ADR 108).
 */
export function passesScreen(
  text: string,
  input: GenerationRequest,
  context: ScreenContext = {},
): boolean {
  return problemsIn(text, input, context).next().done === true;
}

/** The option's problems, each reason once, in the order the checks below find them. */
function* problemsIn(
  text: string,
  input: GenerationRequest,
  context: ScreenContext,
): Generator<FactProblem, void, undefined> {
  const option = text.normalize('NFC');
  const facts = factsOf(input);
  const tokens = tokenize(option);
  const reported: string[] = [];
  const seen = new Set<string>();
  /** Whether this reason is new: said once however often the option repeats it. */
  const fresh = (kind: FactProblemKind, evidence: string) => {
    const key = `${kind}\u0000${evidence.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    reported.push(evidence.toLowerCase());
    return true;
  };
  const person = facts.name.forms.short;

  // The name.
  const ranges = nameRanges(option, facts.name);
  for (const problem of findNameProblems(option, tokens, facts.name, ranges, facts.fields))
    if (fresh('name_altered', problem.evidence))
      yield {
        kind: 'name_altered',
        evidence: problem.evidence,
        message: nameMessage(problem, facts.name.forms),
      };
  const isNameWord = (t: Token) =>
    facts.name.keys.has(t.key) || ranges.some(([s, e]) => t.start >= s && t.start < e);

  // The previous company.
  const company = input.company?.trim();
  if (company && !facts.companyNamesMore)
    for (const { evidence } of findCompanyProblems(option, facts.companyPatterns, ranges))
      if (fresh('company_as_employer', evidence))
        yield {
          kind: 'company_as_employer',
          evidence,
          message: companyMessage(evidence, company, person),
        };

  // Durations first: their numbers are reported as durations, not as numbers.
  const durationSpans: [number, number][] = [];
  for (const mention of durationMentions(option)) {
    durationSpans.push([mention.start, mention.end]);
    if (durationCovered(mention, facts.durations)) continue;
    if (fresh('invented_duration', mention.text))
      yield {
        kind: 'invented_duration',
        evidence: mention.text,
        message: `Do not write ${quote(mention.text)}: the input does not say how long ${person} has worked or how long anything took. Leave durations out unless the user typed them.`,
      };
  }

  const numbers = [...facts.numbers];
  const given = numbers.length
    ? ` Use only numbers the user typed, kept exact.`
    : ' The input has no numbers: use none.';
  // "2 weeks from now" is told as its day, "Monday 7 December" (ADR 116): the day's figures are
  // the input's, read from today.
  const toldDay =
    input.startDate && !input.startDateIso ? dayTold(input.startDate, context.today)?.day : '';
  // "effective 1/4" told "Monday 4 January" (ADR 124, amended): the same reader's day.
  const toldDays = [
    ...(toldDay ? [toldDay] : []),
    ...effectiveDaysTold(input.promotionDetails, context.today),
  ];
  const daySpans: [number, number][] = toldDays.flatMap((day) =>
    [...option.matchAll(new RegExp(escapeRegExp(day), 'g'))].map((m): [number, number] => [
      m.index,
      m.index + day.length,
    ]),
  );
  for (const mention of numbersInOption(option)) {
    if (durationSpans.some(([s, e]) => mention.start >= s && mention.end <= e)) continue;
    if (daySpans.some(([s, e]) => mention.start >= s && mention.end <= e)) continue;
    if (ranges.some(([s, e]) => mention.start >= s && mention.end <= e)) continue;
    if (numberCovered(mention, facts.numbers)) continue;
    if (fresh('invented_number', mention.text))
      yield {
        kind: 'invented_number',
        evidence: mention.text,
        message: `Do not write ${quote(mention.text)}: the input gives no such number.${given}`,
      };
  }

  // Dates.
  const today = dayOf(context.today);
  const dates = datesOf(facts, input, today);
  for (const mention of dateMentions(option)) {
    if (ranges.some(([s, e]) => mention.start >= s && mention.end <= e)) continue;
    // "fri the 4th" told "Friday 4 December": the month the weekday settles (ADR 116, amended).
    if (daySpans.some(([s, e]) => mention.start >= s && mention.end <= e)) continue;
    if (dateCovered(mention, dates)) continue;
    const start = input.startDate
      ? ` Give the start date only as the user typed it: ${quote(input.startDate)}.`
      : ' The input gives no date: mention none.';
    if (fresh('invented_date', mention.text))
      yield {
        kind: 'invented_date',
        evidence: mention.text,
        message: `Do not write ${quote(mention.text)}: the input gives no such date.${start}`,
      };
  }

  // Only a start told of the person counts: "Priya started", not "when you started here".
  const aboutPerson = (index: number) =>
    facts.name.subject.test(plainPunctuation(option.slice(Math.max(0, index - 60), index)));
  if (dates.startTense === 'future')
    for (const match of option.matchAll(STARTED)) {
      const phrase = option.slice(match.index, match.index + match[0].length + 12).toLowerCase();
      if (
        !aboutPerson(match.index) ||
        /^(?:started|began) an?\b/.test(phrase) ||
        facts.fields.toLowerCase().includes(match[0].toLowerCase())
      )
        continue;
      if (fresh('invented_date', match[0]))
        yield {
          kind: 'invented_date',
          evidence: match[0],
          message: `Do not write ${quote(match[0])}: the start date (${quote(input.startDate ?? '')}) is still to come. Say ${person} starts (or will start) then.`,
        };
    }
  if (dates.startTense === 'past')
    for (const match of option.matchAll(WILL_START)) {
      if (!aboutPerson(match.index)) continue;
      if (fresh('invented_date', match[0]))
        yield {
          kind: 'invented_date',
          evidence: match[0],
          message: `Do not write ${quote(match[0])}: the start date (${quote(input.startDate ?? '')}) has already passed. Say ${person} joined (or started) then.`,
        };
    }

  // Credentials and pronouns.
  // "Aisha Rahman, MBA", "Ingrid Halvorsen, PhD": a credential typed in the name is given.
  for (const mention of credentialMentions(option, `${facts.fields}\n${input.newHireName}`))
    if (fresh('invented_credential', mention.text))
      yield {
        kind: 'invented_credential',
        evidence: mention.text,
        message: `Do not mention ${quote(mention.text)}: the input gives no ${mention.label.replace(/^an? /, '')} for ${person}. Leave credentials out unless the user typed them.`,
      };
  // "Dr." is given when a name is typed with it ("Dr. Obi" as the preferred name) or the notes
  // call the person so ("Dr. Obi has been with us since 2014").
  const drTitle = /\bDr\.?\s+(\p{Lu}[\p{L}'’-]*)/gu;
  const doctorGiven =
    [input.newHireName, input.preferredName].some((name) => /^\s*dr\b/i.test(name ?? '')) ||
    [...facts.fields.matchAll(drTitle)].some((match) => facts.name.keys.has(keyOf(match[1]!)));
  if (!doctorGiven)
    for (const match of option.matchAll(drTitle))
      if (facts.name.keys.has(keyOf(match[1]!)))
        if (fresh('invented_credential', match[0]))
          yield {
            kind: 'invented_credential',
            evidence: match[0],
            message: `Do not call ${person} ${quote(match[0])}: the input gives no doctorate and the name is typed without "Dr.".`,
          };
  for (const token of pronounMentions(
    tokens,
    facts.pronouns,
    [input.newHireName, input.preferredName],
    `${input.newHireName}\n${facts.fields}`,
  ))
    if (fresh('invented_pronoun', token.text))
      yield {
        kind: 'invented_pronoun',
        evidence: token.text,
        message: `Do not use ${quote(token.text)} for ${person}: the input gives no pronouns. Repeat ${quote(person)} or rephrase so no pronoun is needed ("they" also works).`,
      };

  // Hobbies, duties and projects (issue 21 item 5): "an avid rock climber", "will lead the
  // on-call rotation", told of the person when the input says nothing of them.
  for (const claim of inventedActivities(option, facts.activities))
    if (fresh('invented_activity', claim.text))
      yield {
        kind: 'invented_activity',
        evidence: claim.text,
        message: `Do not write ${quote(claim.text)}: the input gives no such ${claim.kind} for ${person}. Tell only the hobbies, duties and projects the user typed, in their words.`,
      };

  // Proper nouns.
  for (const run of properNounRuns(option, tokens, facts.keys, isNameWord)) {
    // "MBA" already refused as a credential, "Kumar" as a changed name: one reason is enough.
    if (reported.some((evidence) => evidence.includes(run.toLowerCase()))) continue;
    if (fresh('invented_proper_noun', run))
      yield {
        kind: 'invented_proper_noun',
        evidence: run,
        message: `Do not mention ${quote(run)}: the input never names it. Name only the people, companies, teams, products and places the user typed.`,
      };
  }
}
