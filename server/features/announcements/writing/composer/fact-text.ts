/**
 * Turns user-typed facts into text that can sit inside a sentence. Users type phrases or
 * whole sentences, in any case, with or without a full stop; the composer keeps their words
 * and only fixes what the surrounding sentence needs: trailing punctuation, the case of the
 * first letter, an article, a preposition.
 */

import { isVerbLike } from './fact-kind.ts';
import {
  ABBREVIATIONS,
  LOWERABLE,
  PROPER_IN_ING,
  SMALL_WORDS,
  VERBS,
  bare,
  tokens,
} from './lexicon.ts';

/** Joins a user's list of lines ("- hiking\n- chess") into one run of text. */
function joinLines(text: string): string {
  const lines = text
    .split(/\r?\n+/)
    .map((l) => l.replace(/^\s*(?:[-*•·–]|\d+[.)])\s+/, '').trim())
    .map((l) => stripTrailingPunctuation(l))
    .filter(Boolean);
  if (lines.length <= 1) return lines[0] ?? '';
  if (lines.every((l) => tokens(l).length <= 4)) {
    return `${lines.slice(0, -1).join(', ')} and ${lines[lines.length - 1]}`;
  }
  return lines.join('; ');
}

function stripTrailingPunctuation(text: string): string {
  const stripped = text.replace(/[\s.,;:!?…]+$/u, '');
  const lastWord = bare(tokens(stripped).at(-1));
  // "Acme Inc." keeps its dot; "J." (an initial) too.
  if (
    text.slice(stripped.length).startsWith('.') &&
    (ABBREVIATIONS.has(lastWord) || /^\p{Lu}$/u.test(tokens(stripped).at(-1) ?? ''))
  )
    return `${stripped}.`;
  return stripped;
}

/** Capitalises letters that open a sentence inside the user's text ("led x. mentored y"). */
function capitaliseInnerSentences(text: string): string {
  return text.replace(
    /([.!?])(\s+)(\p{Ll})/gu,
    (match, stop: string, space: string, letter: string, offset: number) => {
      const before = bare(
        text
          .slice(0, offset + 1)
          .split(/\s+/)
          .at(-1),
      );
      if (stop === '.' && ABBREVIATIONS.has(before.replace(/\.$/, ''))) return match;
      return `${stop}${space}${letter.toUpperCase()}`;
    },
  );
}

/** Collapses whitespace, joins lines and drops trailing punctuation (the sentence adds its own). */
export function tidyFact(raw: string): string {
  const joined = joinLines(raw.trim());
  return capitaliseInnerSentences(stripTrailingPunctuation(joined.replace(/\s+/g, ' ').trim()));
}

/**
 * A sentence typed in capitals reads as shouting once it sits inside a message, so a fact
 * of three or more words with no lower-case letter is lower-cased; short words that are
 * not ordinary words ("AWS", "SQL") keep their capitals as the acronyms they likely are.
 */
export function unshout(text: string): string {
  const list = tokens(text);
  if (list.length < 3 || /\p{Ll}/u.test(text) || !/\p{Lu}/u.test(text)) return text;
  return list
    .map((word) => {
      const letters = word.replace(/[^\p{L}]/gu, '');
      return letters.length <= 4 && !SMALL_WORDS.has(letters.toLowerCase())
        ? word
        : word.toLowerCase();
    })
    .join(' ');
}

function hasInnerCapital(word: string): boolean {
  return /^.[^\s]*\p{Lu}/u.test(word);
}

/** Upper-cases the first letter, unless the first word is styled like "iOS" or "eBay". */
export function sentenceStart(text: string): string {
  const first = tokens(text)[0] ?? '';
  if (hasInnerCapital(first) && /^\p{Ll}/u.test(first)) return text;
  return text.replace(
    /^([^\p{L}\p{N}\s]*)(\p{Ll})/u,
    (_m, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}

/**
 * Lower-cases the first word when it is an ordinary word the user capitalised only because
 * it started their text ("Led the migration" → "led the migration"). Proper nouns and
 * acronyms ("React", "AWS", "I") keep their case.
 */
export function midSentence(text: string): string {
  const list = tokens(text);
  const first = list[0] ?? '';
  if (!/^\p{Lu}\p{Ll}*(?:['’-]\p{Ll}*)*[^\p{L}]*$/u.test(first)) return text;
  const w = bare(first);
  if (w === 'i' || w.startsWith("i'")) return text;
  // A capitalised word after it ("Spring Boot", "Alfred Hitchcock") makes a name more likely.
  const nameFollows = /^\p{Lu}/u.test(list[1] ?? '');
  const gerund = w.length > 5 && w.endsWith('ing') && !PROPER_IN_ING.has(w) && !nameFollows;
  const adverb = w.length > 4 && w.endsWith('ly') && isVerbLike(list[1]);
  const verb = isVerbLike(first, list[1]) && (VERBS.has(w) || !nameFollows);
  if (!LOWERABLE.has(w) && !gerund && !adverb && !verb) return text;
  return text.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
}

/**
 * Users often drop the article before an event noun ("Launch of the new app"); as the
 * object of a sentence it needs one ("celebrating the launch of…").
 */
export function withEventArticle(phrase: string): string {
  return /^(?:launch|delivery|completion|release|rollout|roll-out|migration|redesign|creation|introduction|development|implementation|rebuild|overhaul|expansion|opening|success|design|organisation|organization)\s+of\b/i.test(
    phrase,
  )
    ? `the ${midSentence(phrase)}`
    : phrase;
}

/** "a" or "an" for the phrase, by sound: "an SRE", "a UX designer", "an hour", "a user". */
export function withArticle(phrase: string): string {
  const first = tokens(phrase)[0] ?? '';
  const letters = first.replace(/[^\p{L}\p{N}]/gu, '');
  let an: boolean;
  if (/^\p{Lu}{2,}/u.test(letters) && letters === letters.toUpperCase()) {
    an = /^[AEFHILMNORSX]/.test(letters);
  } else {
    const lower = letters.toLowerCase();
    if (/^(uni|use|usu|uti|ura|eu|one|once|ewe)/.test(lower)) an = false;
    else if (/^(hour|honest|honor|honour|heir)/.test(lower)) an = true;
    else if (/^(8|11|18)/.test(lower)) an = true;
    else an = /^[aeiou]/.test(lower);
  }
  return `${an ? 'an' : 'a'} ${phrase}`;
}

/** A job title without the article the user may have typed ("a designer" → "designer"). */
export function roleTitle(role: string): string {
  return tidyFact(role).replace(/^(?:a|an|the)\s+/i, '');
}

// prettier-ignore
const TEAM_NOUNS = new Set([
  'team', 'squad', 'group', 'crew', 'department', 'dept', 'dept.', 'division', 'org',
  'organisation', 'organization', 'guild', 'tribe', 'pod', 'unit', 'chapter', 'practice', 'office',
  'function', 'studio', 'lab', 'hub', 'collective', 'circle', 'teams', 'cell', 'desk', 'taskforce',
  'council',
]);

// prettier-ignore
const TEAMS_YOU_ARE_IN = new Set([
  'department', 'dept', 'division', 'org', 'organisation', 'organization', 'studio', 'lab',
  'office', 'hub', 'practice', 'function', 'group', 'guild', 'tribe', 'chapter', 'collective',
  'circle', 'council', 'desk', 'cell', 'unit',
]);

/** "on the Growth team", "on Team Rocket", but "in the Brand Studio", "in the Legal department". */
export function onTeam(phrase: string): string {
  const last = bare(tokens(phrase).at(-1));
  return `${TEAMS_YOU_ARE_IN.has(last) ? 'in' : 'on'} ${phrase}`;
}

/** The team as a noun phrase: "Platform" → "the Platform team"; "the Design squad" stays. */
export function teamPhrase(team: string): string {
  const text = tidyFact(team);
  if (/^(?:the|our)\s/i.test(text))
    return midSentence(text.replace(/^The\b/, 'the').replace(/^Our\b/, 'our'));
  if (/^team\s/i.test(text)) return text;
  const last = bare(tokens(text).at(-1));
  return TEAM_NOUNS.has(last) ? `the ${text}` : `the ${text} team`;
}

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const AS_GIVEN =
  /^(?:on|in|at|from|by|around|during|next|this|today|tonight|tomorrow|early|late|mid|mid-\S+|later|soon|after|before|starting|asap|immediately|right|now|once|as|when|within|end|beginning|start)\b/i;
const IN_PERIOD = new RegExp(
  `^(?:(?:${MONTHS})\\.?(?:,?\\s+\\d{4})?|\\d{4}|(?:spring|summer|autumn|fall|winter)\\b.*|q[1-4]\\b.*|(?:the )?(?:first|second|third|last) (?:week|half|quarter)\\b.*)$`,
  'i',
);

/** The start date as an adverbial: "Monday" → "on Monday", "March" → "in March", "next week" stays. */
export function startAdverbial(date: string): string {
  const text = tidyFact(date);
  if (AS_GIVEN.test(text)) return text.replace(/^\p{Lu}(?=\p{Ll}*\b)/u, (c) => c.toLowerCase());
  if (/^the\s+(?:first|second|third|fourth|last|final|middle)\b/i.test(text))
    return `in ${midSentence(text)}`;
  if (/^the\s+(?:start|end|beginning)\b/i.test(text)) return `at ${midSentence(text)}`;
  if (/^the\s+week\b/i.test(text)) return midSentence(text);
  if (IN_PERIOD.test(text)) return `in ${text}`;
  return `on ${text}`;
}

/** The person's names as the message uses them: the full name once, then the short one. */
export interface PersonName {
  full: string;
  short: string;
}

// prettier-ignore
const HONORIFICS = new Set([
  'dr', 'mr', 'mrs', 'ms', 'mx', 'prof', 'sir', 'dame', 'miss', 'lord', 'lady',
]);

export function personName(raw: string): PersonName {
  let full = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[,;:!?]+$/u, '');
  if (full.endsWith('.') && !/(?:^|\s)(?:\p{Lu}|Jr|Sr|Dr)\.$/u.test(full)) full = full.slice(0, -1);
  // The name is kept exactly as typed, lower case included (issue 13: the name is sacred).
  const parts = tokens(full);
  const first = parts[0] ?? full;
  if (parts.length > 1 && HONORIFICS.has(bare(first).replace(/\.$/, ''))) {
    return { full, short: `${first} ${parts[parts.length - 1]}` };
  }
  return { full, short: first.replace(/[,.]+$/u, '') };
}

/** Words a cut text must not end on, or it reads as broken off mid-thought. */
// prettier-ignore
const TRAILING_FILLER = new Set([
  'and', 'or', 'the', 'a', 'an', 'of', 'to', 'in', 'for', 'with', 'on', 'at', 'by', 'from', 'as',
  'while', 'which', 'that', 'but', 'over', 'under', 'about', 'across', 'into', 'through', 'after',
  'before', 'than', 'per', 'is', 'was', 'are', 'were', 'has', 'have', 'its', 'their', 'his', 'her',
  'our', 'my', 'this', 'so', 'who', 'very', 'more', 'most',
]);

/**
 * Shortens a long fact to at most maxWords without rewriting it: first the first sentence,
 * then whole clauses, and only then a word cut that does not end on "and" or "the".
 */
export function abridge(text: string, maxWords: number): string {
  if (tokens(text).length <= maxWords) return text;
  const firstSentence = text.split(/(?<=[.!?;])\s+/)[0] ?? text;
  if (tokens(firstSentence).length <= maxWords) return stripTrailingPunctuation(firstSentence);
  const clauses = firstSentence.split(/(?<=[,;:—–])\s+|\s+(?=(?:and|while|which|but|so|with)\s)/);
  let kept = '';
  for (const clause of clauses) {
    const candidate = kept ? `${kept} ${clause}` : clause;
    if (tokens(candidate).length > maxWords) break;
    kept = candidate;
  }
  if (tokens(kept).length >= Math.min(4, maxWords)) return stripTrailingPunctuation(kept);
  const cut = tokens(firstSentence).slice(0, maxWords);
  while (cut.length > 1 && TRAILING_FILLER.has(bare(cut.at(-1)))) cut.pop();
  return stripTrailingPunctuation(cut.join(' '));
}
