import * as chrono from 'chrono-node';
import nlp from 'compromise';
import { isMonth, MONTHS } from '#domain/months.ts';
import type { GenerationRequest } from '#domain/generation.ts';
import { nameAskedOf } from '#domain/person-name.ts';
import { hasFullName } from '#server/features/announcements/writing/checks/option-checks.ts';
import {
  credentialInFull,
  expandShorthand,
} from '#server/features/announcements/writing/shorthand.ts';
import { tenureInEnglish } from '#server/features/announcements/writing/other-language.ts';
import { englishDate } from '#server/features/announcements/writing/start-date.ts';
import { lower, nameOf, sentencesOf, startDateTold, stem, wordsOf } from '../read.ts';
import type { CheckContext } from './context.ts';

/**
 * Truthfulness: the name as typed, the previous company as where the person comes from,
 * and nothing invented. Each check takes the fact screen's verdict AND an independent,
 * stricter reading of its own, so that a bug in the screen cannot hide a failure.
 */

const fold = (text: string) =>
  lower(text).normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘]/g, "'");

/** Everything the user typed, with unit shorthand spelled out ("8 wks" also reads "8 weeks"). */
const inputText = (input: GenerationRequest, today?: string) => {
  const typed = Object.entries(input)
    .filter(
      ([key, v]) =>
        typeof v === 'string' && !['tone', 'messageType', 'length', 'startDateIso'].includes(key),
    )
    .map(([, v]) => v as string)
    .join('\n')
    .normalize('NFC');
  // The writers' own shorthand table (writing/shorthand.ts): "12 mo" is also "12 months", and
  // "first aid cert" also "first aid certificate".
  const spelled = credentialInFull(expandShorthand(typed));
  // The writers' one date reader (writing/start-date.ts): "segunda" is also "Monday", and a
  // note's "effective 1.12." is also "1 December".
  const told = startDateTold(input, today);
  // The writers' reader of years typed in another language (ADR 169, 198): "12 J. im
  // Betrieb" is also "12 years with us".
  const titleWords = new Set(
    wordsOf(lower([input.role, input.currentRole, input.newRole].filter(Boolean).join(' '))),
  );
  const tenure = tenureInEnglish(typed, titleWords);
  return `${typed}\n${spelled}\n${told}\n${englishDate(typed)}\n${tenure}`;
};

/** A word in lower case that is an ordinary English word, not only a name. */
function ordinaryWord(word: string): boolean {
  const doc = nlp(word);
  if (doc.has('#Person')) return false;
  return doc.has('(#Verb|#Modal|#Adjective|#Adverb|#Preposition|#Determiner|#Noun|#Date)');
}

// ---------------------------------------------------------------- name

export function checkName({ input, options, screened }: CheckContext): string[] {
  const problems: string[] = [];
  const forms = nameOf(input);
  const nameWords = wordsOf(forms.allowed.join(' ')).filter((w) => w.length > 1);
  options.forEach((option, i) => {
    if (!hasFullName(option, nameAskedOf(input)))
      problems.push(`option ${i + 1} lacks the full name as typed (“${forms.full}”)`);
    for (const p of screened[i] ?? [])
      if (p.kind === 'name_altered') problems.push(`option ${i + 1}: screen: ${p.evidence}`);
    for (const token of wordsOf(option)) {
      // "Quân" in the full name and "Quan" as the preferred name: both are as typed.
      if (nameWords.includes(token)) continue;
      for (const word of nameWords) {
        if (token === word || fold(token) !== fold(word)) continue;
        if (token === lower(token) && ordinaryWord(token)) continue;
        problems.push(`option ${i + 1} writes the name as “${token}” (typed “${word}”)`);
      }
    }
  });
  return [...new Set(problems)];
}

// ---------------------------------------------------------------- previous company

const FROM_FRAMING =
  /\b(?:from|previously|formerly|former|previous|before|prior|after|recently|ex-|alumn\w*|spent|was at|were at|worked|time at|days at|years at|stint)\b[^.!?;\n]*$/i;

export function checkCompany({ input, options, screened }: CheckContext): string[] {
  const problems: string[] = [];
  const company = input.company?.trim();
  if (!company) return problems;
  const variants = [company, company.replace(/,?\s+(?:inc|llc|ltd|gmbh|corp)\.?$/i, '')];
  options.forEach((option, i) => {
    for (const p of screened[i] ?? [])
      if (p.kind === 'company_as_employer') problems.push(`option ${i + 1}: screen: ${p.evidence}`);
    const text = option.replace(/[’]/g, "'");
    for (const variant of variants) {
      const pattern = new RegExp(
        `(?<![\\p{L}\\p{N}])${variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[’']/g, "'")}(?![\\p{L}\\p{N}])`,
        'giu',
      );
      for (const m of text.matchAll(pattern)) {
        // A company is written with a capital; "Grab a coffee" opening a sentence is a verb.
        if (!/^\p{Lu}/u.test(m[0])) continue;
        const beforeText = text.slice(0, m.index);
        const after = text.slice(m.index + m[0].length);
        if (
          /(?:^|[.!?:\n])\s*$/.test(beforeText) &&
          /^\s+(?:a|an|the|some|your|our|them|it|us)\b/i.test(after)
        )
          continue;
        const before = lower(beforeText).split(/\s+/).slice(-9).join(' ');
        const framed =
          FROM_FRAMING.test(before) ||
          /^\s*(?:alum|'s? loss|'\s*loss)/i.test(after) ||
          /\bex-$/.test(before);
        if (!framed)
          problems.push(`option ${i + 1} does not say ${company} is where they come from`);
      }
    }
  });
  return [...new Set(problems)];
}

// ---------------------------------------------------------------- invented facts

// prettier-ignore
const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70,
  eighty: 80, ninety: 90, hundred: 100, thousand: 1000, million: 1e6, billion: 1e9, dozen: 12,
  twice: 2, half: 50, double: 2, triple: 3,
};
// prettier-ignore
const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const GENDERED: Record<string, 'f' | 'm'> = {
  she: 'f',
  her: 'f',
  hers: 'f',
  herself: 'f',
  mrs: 'f',
  ms: 'f',
  miss: 'f',
  he: 'm',
  him: 'm',
  his: 'm',
  himself: 'm',
  mr: 'm',
};
const CREDENTIAL =
  /\b(?:degrees?|ph\.?d|doctorate|mba|msc|bsc|master's|bachelor's|graduated?|graduates|alumn\w+|certified|certifications?|certificates?|awards?|awarded|award-winning|prizes?|medals?|fellowship|scholarship|patents?|licensed|chartered)\b/gi;
const DURATION =
  /\b(?:(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|several|many|a few|few)\s+(?:more\s+|full\s+)?(years?|months?|decades?|weeks?)|decades?|veteran|seasoned|experienced|long-?time|tenure)\b/gi;
const DURATION_LEAD =
  /\b(?:for|in|over|after|nearly|almost|about|within|than|spent|past|brings|with)\s+$/i;

/** Values of every number the input holds, read generously (k, M, %, number words). */
function inputNumbers(text: string): Set<number> {
  const values = new Set<number>();
  for (const m of text.matchAll(/(\d+(?:[.,]\d+)*)(?:\s*(k|m|mm|bn|million|thousand)\b)?/gi)) {
    const n = Number(m[1]!.replace(/,(?=\d{3}\b)/g, ''));
    values.add(n);
    const unit = lower(m[2] ?? '');
    if (unit === 'k' || unit === 'thousand') values.add(n * 1e3);
    if (unit === 'm' || unit === 'mm' || unit === 'million') values.add(n * 1e6);
    if (unit === 'bn') values.add(n * 1e9);
  }
  for (const w of wordsOf(lower(text))) if (w in NUMBER_WORDS) values.add(NUMBER_WORDS[w]!);
  if (/\bq([1-4])\b/i.test(text)) values.add(Number(/\bq([1-4])\b/i.exec(text)![1]));
  if (/\bfirst\b/i.test(text)) values.add(1);
  return values;
}

/** Months, weekdays and relative days the input states or its dates imply, from today. */
function inputDates(text: string, today: string): Set<string> {
  const words = new Set<string>();
  const l = lower(text)
    .replace(/\btues?\b/g, 'tuesday')
    .replace(/\bthurs?\b/g, 'thursday')
    .replace(/\btmrw?\b/g, 'tomorrow');
  for (const m of MONTHS) if (new RegExp(`\\b${m.slice(0, 3)}`).test(l)) words.add(m);
  for (const d of DAYS) if (new RegExp(`\\b${d.slice(0, 3)}`).test(l)) words.add(d);
  for (const r of l.match(/\b(?:today|tomorrow|(?:this|next|last) (?:week|month|year))\b/g) ?? [])
    words.add(r);
  const ref = new Date(`${today}T12:00:00Z`);
  for (const parser of [chrono.en.casual, chrono.en.GB]) {
    for (const r of parser.parse(l, { instant: ref, timezone: 0 })) {
      const date = r.start.date();
      if (r.start.isCertain('month') || r.start.isCertain('day')) {
        words.add(MONTHS[date.getUTCMonth()]!);
        if (r.start.isCertain('day') || r.start.isCertain('weekday'))
          words.add(DAYS[date.getUTCDay()]!);
      }
      const days = Math.round((date.getTime() - ref.getTime()) / 86_400_000);
      if (days === 0) words.add('today');
      if (days === 1) words.add('tomorrow');
      const week = (d: Date) => Math.floor((d.getTime() / 86_400_000 + 3) / 7);
      if (week(date) === week(ref)) words.add('this week');
      if (week(date) === week(ref) + 1) words.add('next week');
    }
  }
  return words;
}

const entityMemo = new Map<string, boolean>();

/** A word the tagger knows as a person, place or organisation on its own ("Google", "Berlin"). */
function knownEntity(word: string): boolean {
  let known = entityMemo.get(word);
  if (known === undefined) {
    known = nlp(word).has('(#Person|#Place|#Organization)');
    entityMemo.set(word, known);
  }
  return known;
}

interface StrictFacts {
  givenLower: string;
  givenWords: Set<string>;
  givenStems: Set<string>;
  numbers: Set<number>;
  dates: Set<string>;
  nameWords: Set<string>;
}

const strictCache = new WeakMap<GenerationRequest, Map<string, StrictFacts>>();

/** What the input holds, read once per input and day (the eval scores many options each). */
function strictFacts(input: GenerationRequest, today: string): StrictFacts {
  let byDay = strictCache.get(input);
  if (!byDay) strictCache.set(input, (byDay = new Map()));
  const cached = byDay.get(today);
  if (cached) return cached;
  const given = inputText(input, today);
  const givenLower = lower(given);
  const givenWords = new Set(wordsOf(givenLower).flatMap((w) => [w, ...w.split('-')]));
  const facts: StrictFacts = {
    givenLower,
    givenWords,
    givenStems: new Set([...givenWords].map(stem)),
    numbers: inputNumbers(given),
    dates: inputDates(given, today),
    nameWords: new Set(wordsOf(lower(nameOf(input).allowed.join(' ')))),
  };
  byDay.set(today, facts);
  return facts;
}

/** The strict reading: anything fact-like the input does not literally hold. */
function strictInventions(option: string, input: GenerationRequest, today: string): string[] {
  const { givenLower, givenWords, givenStems, numbers, dates, nameWords } = strictFacts(
    input,
    today,
  );
  const found: string[] = [];

  for (const m of option.matchAll(/\d+(?:[.,]\d+)*/g)) {
    const value = Number(m[0].replace(/,(?=\d{3}\b)/g, ''));
    if (!numbers.has(value)) found.push(m[0]);
  }
  // Set phrases whose number is not a claim: "a tip or two", "thanks a million".
  const unidiomatic = option.replace(
    /\b(?:(?:a|one) \w+ or two|thanks a million|one in a million|three cheers|high[- ]fives?|two cents)\b/gi,
    '',
  );
  for (const w of wordsOf(lower(unidiomatic)))
    for (const part of w.split('-'))
      if (part in NUMBER_WORDS && !numbers.has(NUMBER_WORDS[part]!) && !givenWords.has(part))
        found.push(part);

  // A typed value that ends with its own stop ("Community Dev.") may end a sentence too, and
  // so may one ending in an abbreviation whose stop the sentence gives ("Service Dept").
  let split = option;
  // A name's word ends a sentence too, whatever it spells ("…ideas to Elsa-Maj. Well
  // deserved", where "Maj." is also an abbreviation of Major).
  const names = nameOf(input).allowed.flatMap((form) => [form, ...form.split(/\s+/)]);
  for (const value of [...Object.values(input), ...names]) {
    if (typeof value !== 'string') continue;
    const typed = value.trim();
    if (/\p{L}\.$/u.test(typed)) split = split.replaceAll(`${typed} `, `${typed}\n`);
    else if (/\p{L}$/u.test(typed)) split = split.replaceAll(`${typed}. `, `${typed}.\n`);
  }
  for (const sentence of sentencesOf(split)) {
    // "• Achievement: Won gold…": the word after a card's label opens what the line says.
    const words = wordsOf(sentence.text.replace(/^[\s•*·-]*[\p{L}][\p{L} ]{0,30}:\s+/u, ''));
    // A sentence opener is capitalised anyway: it counts when the tagger knows it as a
    // person, place or organisation on its own ("Google hired…", "Berlin was…").
    const opener = words[0];
    if (opener && /^\p{Lu}/u.test(opener)) {
      const l = lower(opener);
      if (!givenWords.has(l) && !nameWords.has(l) && knownEntity(opener)) found.push(opener);
    }
    words.slice(1).forEach((w) => {
      const l = lower(w);
      if (!/^\p{Lu}/u.test(w) || /^I(?:'|’|$)/.test(w)) return;
      // "on Thursdays": a weekday said of every week is that day; one not in the input is
      // still caught by the days' own check below, as "thursday" opens "thursdays".
      if (givenWords.has(l) || nameWords.has(l) || isMonth(l) || DAYS.includes(l.replace(/s$/, '')))
        return;
      if (l.split('-').every((p) => givenWords.has(p) || nameWords.has(p))) return;
      found.push(w);
    });
  }
  const l = lower(option);
  for (const m of MONTHS)
    if (new RegExp(`\\b${m}\\b`).test(l) && !dates.has(m)) {
      // "may" the verb and "march" the verb are not dates.
      if ((m === 'may' || m === 'march') && !new RegExp(`\\b${m}\\s+\\d`).test(l)) continue;
      found.push(m);
    }
  for (const d of DAYS) if (new RegExp(`\\b${d}`).test(l) && !dates.has(d)) found.push(d);
  for (const r of l.match(
    /\b(?:today|tonight|tomorrow|yesterday|(?:this|next|last) (?:week|month|year|quarter))\b/g,
  ) ?? [])
    if (!dates.has(r) && !givenLower.includes(r)) found.push(r);

  // "She'll now manage…" gives the pronoun as surely as "she" does.
  const gender = new Set(
    wordsOf(givenLower)
      .map((w) => GENDERED[w.replace(/['’](?:ll|d|re|ve)$/, '')])
      .filter(Boolean),
  );
  for (const w of wordsOf(l)) {
    const g = GENDERED[w];
    if (g && !gender.has(g)) found.push(w);
  }

  for (const m of option.matchAll(DURATION)) {
    if (/^(?:an?|one)$/i.test(m[1] ?? '') && !DURATION_LEAD.test(option.slice(0, m.index)))
      continue;
    // "the first few weeks": time ahead of the person, not a claim about their past.
    if (/\b(?:first|next|coming)\s+$/i.test(option.slice(0, m.index))) continue;
    const quantity = m[1] ? lower(m[1]) : '';
    const unit = m[2] ? stem(m[2]).replace(/^year$/, 'yr') : '';
    const phrase = lower(m[0]);
    const inInput =
      givenLower.includes(phrase) ||
      (quantity &&
        (numbers.has(Number(quantity)) ||
          numbers.has(NUMBER_WORDS[quantity] ?? NaN) ||
          givenWords.has(quantity)) &&
        new RegExp(`\\b(?:${unit}|${unit.replace('yr', 'year')})`).test(givenLower)) ||
      (!quantity && givenStems.has(stem(phrase)));
    if (!inInput) found.push(m[0]);
  }
  for (const m of option.matchAll(CREDENTIAL))
    if (!givenStems.has(stem(m[0].replace(/'s$/, ''))) && !givenLower.includes(lower(m[0])))
      found.push(m[0]);
  return [...new Set(found)];
}

export function checkInvented({ input, options, screened, today }: CheckContext): string[] {
  const problems: string[] = [];
  options.forEach((option, i) => {
    for (const p of screened[i] ?? [])
      if (p.kind !== 'name_altered' && p.kind !== 'company_as_employer')
        problems.push(`option ${i + 1}: screen ${p.kind}: ${p.evidence}`);
    const strict = strictInventions(option, input, today);
    if (strict.length) problems.push(`option ${i + 1} invents ${strict.join(', ')}`);
  });
  return problems;
}
