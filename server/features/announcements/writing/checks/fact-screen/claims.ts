import {
  FEMININE,
  FEMININE_TITLES,
  MASCULINE,
  MASCULINE_TITLES,
  NUMBER_WORDS,
} from './vocabulary.ts';
import { fold, type Token } from './text.ts';

/**
 * Claims about the person a writer is tempted to add: how long they have worked
 * (durations), what they hold (credentials) and which pronouns they use.
 */

// ---------------------------------------------------------------- durations

export interface DurationMention {
  text: string;
  start: number;
  end: number;
  /** "8:year"; or "vague:year" for "several years"; or "experience" for "veteran". */
  key: string;
}

const UNITS: Record<string, [string, number]> = {
  y: ['year', 1],
  yr: ['year', 1],
  yrs: ['year', 1],
  year: ['year', 1],
  years: ['year', 1],
  // "6 ans", "12 años", "3 Jahre": years in another language, after a typed figure only (ADR 125).
  ans: ['year', 1],
  años: ['year', 1],
  anos: ['year', 1],
  jahre: ['year', 1],
  jahren: ['year', 1],
  anni: ['year', 1],
  jaar: ['year', 1],
  år: ['year', 1],
  // "9 J." (Jahre), as the composer reads it (ADR 170).
  'j.': ['year', 1],
  decade: ['year', 10],
  decades: ['year', 20],
  mo: ['month', 1],
  mos: ['month', 1],
  month: ['month', 1],
  months: ['month', 1],
  wk: ['week', 1],
  wks: ['week', 1],
  week: ['week', 1],
  weeks: ['week', 1],
  day: ['day', 1],
  days: ['day', 1],
};

const DIGIT_DURATION =
  /\b(\d+(?:\.\d+)?)\s*\+?\s*(?:-\s*)?(years?|yrs?|y|months?|mos?|decades?|weeks?|wks?|days?|ans|años|anos|jahren?|jahre|anni|jaar|år|j\.)(?![\p{L}\p{N}_])/giu;
const WORD_QUANTITY = `(?:an?|one|${Object.keys(NUMBER_WORDS).join('|')}|several|many|a few|few|multiple|numerous|countless|a couple(?: of)?|half a|a dozen|nearly a|almost a|over a|more than a)`;
const WORD_DURATION = new RegExp(
  `\\b(${WORD_QUANTITY})(?:\\s+|-)(?:more\\s+|long\\s+|full\\s+)?(years?|months?|decades?|weeks?|days?)\\b`,
  'gi',
);
const VAGUE_DURATION =
  /\b(?:veteran|seasoned|decade-long|decades|long-?time|long-?standing|tenured|old hand|years of (?:experience|expertise)|years in the (?:industry|field|business|trade)|for years|after years|(?:after|for) (?:so )?many years|over the years|in recent years|many years)\b/gi;
/** "a year", "a week" are durations only after words like these ("in a week", not "once a week"). */
const DURATION_LEAD =
  /\b(?:for|in|within|over|after|nearly|almost|about|around|just|than|under|spent|across|took|taking|only|barely|brings|bringing|with|has|had)\s+$/i;

const VAGUE_QUANTITY = /^(?:several|many|a few|few|multiple|numerous|countless|a couple(?: of)?)$/i;

function durationKey(quantity: string, unitWord: string): string {
  const [unit, multiplier] = UNITS[unitWord.toLowerCase()] ?? ['year', 1];
  const q = quantity.toLowerCase().replace(/\s+/g, ' ');
  if (VAGUE_QUANTITY.test(q)) return `vague:${unit}`;
  const number = /^\d/.test(q)
    ? Number(q)
    : q === 'half a'
      ? 0.5
      : q === 'a dozen'
        ? 12
        : (NUMBER_WORDS[q.replace(/^(?:nearly|almost|over|more than) /, '')] ?? 1);
  return `${number * multiplier}:${unit}`;
}

export function durationMentions(text: string): DurationMention[] {
  const mentions: DurationMention[] = [];
  const add = (match: RegExpMatchArray, key: string) =>
    mentions.push({
      text: match[0],
      start: match.index!,
      end: match.index! + match[0].length,
      key,
    });
  for (const match of text.matchAll(DIGIT_DURATION)) add(match, durationKey(match[1]!, match[2]!));
  for (const match of text.matchAll(WORD_DURATION)) {
    const quantity = match[1]!.toLowerCase();
    const decade = /^decade/i.test(match[2]!);
    if (
      /^(?:an?|one)$/.test(quantity) &&
      !decade &&
      !DURATION_LEAD.test(text.slice(0, match.index))
    )
      continue;
    // "the first few weeks", "the next couple of days": time ahead, not a claim about them.
    if (
      VAGUE_QUANTITY.test(quantity) &&
      /\b(?:first|next|coming|early)\s+$/i.test(text.slice(0, match.index))
    )
      continue;
    add(match, durationKey(quantity, match[2]!));
  }
  for (const match of text.matchAll(VAGUE_DURATION)) add(match, 'experience');
  return mentions;
}

export function durationCovered(mention: DurationMention, inputKeys: Set<string>): boolean {
  if (inputKeys.has(mention.key)) return true;
  const [, unit] = mention.key.split(':');
  if (mention.key.startsWith('vague:'))
    return [...inputKeys].some((k) => k.endsWith(`:${unit}`) && !k.startsWith('vague'));
  // "veteran", "years of experience": only when the input itself gives years in the role.
  if (mention.key === 'experience')
    return [...inputKeys].some((k) => k === 'experience' || /^(\d+(?:\.\d+)?):year$/.test(k));
  return false;
}

export function durationKeysOf(text: string): Set<string> {
  return new Set(durationMentions(text).map((m) => m.key));
}

// ---------------------------------------------------------------- credentials

interface CredentialFamily {
  label: string;
  /** How the option may claim it. */
  claim: RegExp;
  /** What in the input allows it. */
  given: RegExp;
}

const CREDENTIALS: readonly CredentialFamily[] = [
  {
    label: 'a doctorate',
    claim: /\b(?:Ph\.?\s?D\.?|doctorate|doctoral)(?![\p{L}])/giu,
    given: /\b(?:ph\.?\s?d|doctorate|doctoral|dr\.?\s)/i,
  },
  { label: 'an MBA', claim: /\bMBA\b/gi, given: /\bmba\b/i },
  {
    label: 'a degree',
    claim:
      /\b(?:(?<!\d[-\s]?)degrees?(?! of)|graduated|graduates?|grad from|alumn(?:a|us|i|ae)|bachelor['’]?s|master['’]?s(?: degree)?|B\.?Sc\.?|M\.?Sc\.?|BEng|MEng|diploma)\b/gi,
    given:
      /\b(?:degree|graduat|grad\b|alum|bachelor|master'?s|b\.?sc|m\.?sc|beng|meng|diploma|university|college|bootcamp|phd|mba|ba\b|bs\b|ms\b|ma\b)/i,
  },
  {
    label: 'a certification',
    claim:
      /\b(?:certified|certifications?|certificates?|accredited|chartered|licen[cs]ed|CPA|CFA|PMP|CISSP|CCNA|CISA)\b/gi,
    given: /\b(?:certif|cert\b|certs\b|accredit|chartered|licen[cs]|cpa|cfa|pmp|cissp|ccna|cisa)/i,
  },
  {
    label: 'an award',
    claim:
      /\b(?:awards?|awarded|award-winning|prize(?:-winning)?|prizes|medals?|trophy|trophies|laureate|honou?red with)\b/gi,
    given: /\b(?:award|prize|medal|troph|laureate|honou?r|won\b|winner|winning)/i,
  },
  {
    label: 'a fellowship or scholarship',
    claim: /\b(?:fellowships?|scholarships?|fellow of)\b/gi,
    given: /\b(?:fellowship|scholarship|fellow of)/i,
  },
  {
    label: 'a patent or publication',
    claim: /\b(?:patents?|patented|published author|peer-reviewed)\b/gi,
    given: /\b(?:patent|published|publication|paper)/i,
  },
];

export interface CredentialMention {
  text: string;
  label: string;
}

export function credentialMentions(text: string, inputText: string): CredentialMention[] {
  const found: CredentialMention[] = [];
  for (const family of CREDENTIALS) {
    if (family.given.test(inputText)) continue;
    for (const match of text.matchAll(family.claim))
      found.push({ text: match[0], label: family.label });
  }
  return found;
}

// ---------------------------------------------------------------- pronouns

export interface PronounFacts {
  feminine: boolean;
  masculine: boolean;
}

/** The first word of each name as typed ("Mr. W", "Dr. Okafor"): a title the user gave. */
function typedTitles(names: readonly (string | undefined)[]): Set<string> {
  return new Set(
    names.map((name) => fold(name ?? '').match(/^\p{L}+/u)?.[0] ?? '').filter(Boolean),
  );
}

/** Pronouns the input gives: typed in the notes, or implied by a title typed in a name. */
export function pronounFacts(
  inputText: string,
  names: readonly (string | undefined)[],
): PronounFacts {
  const words = new Set(fold(inputText).match(/\p{L}+/gu) ?? []);
  const titles = [...typedTitles(names)];
  return {
    feminine: [...FEMININE].some((w) => words.has(w)) || titles.some((t) => FEMININE_TITLES.has(t)),
    masculine:
      [...MASCULINE].some((w) => words.has(w)) || titles.some((t) => MASCULINE_TITLES.has(t)),
  };
}

/**
 * Gendered pronouns (and "Mr."/"Ms." titles) the input does not give. A title the input itself
 * writes before the same word ("led by Ms. Kaur" in the notes or the name) is the user's, not
 * the writer's: repeating "Ms. Kaur" invents nothing.
 */
export function pronounMentions(
  tokens: Token[],
  facts: PronounFacts,
  names: readonly (string | undefined)[],
  inputText = '',
): Token[] {
  const titles = typedTitles(names);
  // Every pair of neighbouring words, overlapping: "takes over from Mr Patel" holds "mr
  // patel" though "from Mr" is a pair too (read one pair after another, the title was missed).
  const typed = new Set(
    [...fold(inputText).matchAll(/\b(\p{L}+)\.?\s+(?=(\p{L}+))/gu)].map((m) => `${m[1]} ${m[2]}`),
  );
  return tokens.filter((t, i) => {
    const key = t.key;
    if (FEMININE.has(key)) return !facts.feminine;
    if (MASCULINE.has(key)) return !facts.masculine;
    if (t.capitalised && (FEMININE_TITLES.has(key) || MASCULINE_TITLES.has(key)) && key !== 'sr')
      return (
        !titles.has(key) &&
        !typed.has(`${key} ${tokens[i + 1]?.key ?? ''}`) &&
        !(FEMININE_TITLES.has(key) ? facts.feminine : facts.masculine)
      );
    return false;
  });
}
