import { nameForms, type NameForms } from '#domain/person-name.ts';
import { namingOf } from '../../asides.ts';
import {
  HONORIFIC_KEYS,
  LABEL_WORDS,
  MONTHS,
  NAME_PARTICLES,
  NAME_WORDS_THAT_ARE_WORDS,
  ORDINARY_CAPITALS,
} from './vocabulary.ts';
import { escapeRegExp } from '#domain/text.ts';
import { WORD, keyOf, plainPunctuation, quote, type Token } from './text.ts';

/**
 * The name is sacred (issue 13 §2): the full name appears exactly as typed at least once,
 * and every other mention built from its words is an allowed form (nameForms: the full
 * name or the short/preferred one). Anything else (re-cased, accents stripped, cut the wrong
 * way) is a change. Typographic apostrophes and hyphens count as the typed ones.
 */

export interface NameFacts {
  forms: NameForms;
  /** The forms as they must appear, longest first, with plain punctuation. */
  patterns: RegExp[];
  /** Folded words of the name and preferred name that identify the person. */
  keys: Set<string>;
  /** The full name with the preferred name inside its own bracket, when it has one. */
  merged?: string;
  /** Text ending with the person as a subject: a name form or pronoun, then up to two words. */
  subject: RegExp;
}

export function nameFacts(newHireName: string, preferredName?: string, notes?: string): NameFacts {
  // "Shiv (staff) / Miss Ní Bhriain to the children": the name the rule picks is the
  // preferred name, and the rule's words ("the", "children") are no name (ADR 061).
  const forms = nameForms(newHireName, namingOf(preferredName) ?? preferredName, notes);
  // "Kim Min-jun (김민준, MJ)": the preferred name inside the name's own bracket, every
  // letter typed kept (ADR 065).
  const merged =
    forms.full.endsWith(')') && forms.short !== forms.full
      ? `${forms.full.slice(0, -1)}, ${forms.short})`
      : undefined;
  const patterns = [...(merged ? [merged] : []), ...forms.allowed]
    .sort((a, b) => b.length - a.length)
    .map((form) => {
      // Word edges matter only where the form starts or ends with a letter or digit.
      const before = /^[\p{L}\p{M}\p{N}]/u.test(form) ? '(?<![\\p{L}\\p{M}\\p{N}])' : '';
      const after = /[\p{L}\p{M}\p{N}]$/u.test(form) ? '(?![\\p{L}\\p{M}\\p{N}])' : '';
      return new RegExp(`${before}${escapeRegExp(plainPunctuation(form))}${after}`, 'gu');
    });
  const keys = new Set<string>();
  for (const form of forms.allowed) {
    for (const match of form.matchAll(WORD)) {
      const key = keyOf(match[0]);
      const parts = key.includes('-') ? [key, ...key.split('-')] : [key];
      for (const part of parts) {
        if (part.length < 2 || HONORIFIC_KEYS.has(part) || NAME_PARTICLES.has(part)) continue;
        keys.add(part);
      }
    }
  }
  const anyForm = forms.allowed.map((f) => escapeRegExp(plainPunctuation(f))).join('|');
  const subject = new RegExp(
    `(?:${anyForm}|\\b(?:she|he|they))(?:['’]s)?\\s+(?:[\\p{L}'’]+\\s+){0,2}$`,
    'iu',
  );
  return { forms, patterns, keys, subject, ...(merged && { merged: plainPunctuation(merged) }) };
}

/** Words after a sentence-opening "Will", "Hope", "Mark" that show it is not the name. */
const FOLLOWS_ORDINARY_OPENER = new Set(
  'you we they it this that these those everyone everybody all the a an your our their there to i'.split(
    ' ',
  ),
);

export interface NameProblem {
  evidence: string;
  missingFull: boolean;
}

/** Ranges of the text covered by an allowed form of the name. */
export function nameRanges(text: string, facts: NameFacts): [number, number][] {
  const plain = plainPunctuation(text);
  const ranges: [number, number][] = [];
  for (const pattern of facts.patterns) {
    for (const match of plain.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!ranges.some(([s, e]) => start < e && end > s)) ranges.push([start, end]);
    }
  }
  return ranges;
}

export function findNameProblems(
  text: string,
  tokens: Token[],
  facts: NameFacts,
  ranges: [number, number][],
  otherInput: string,
): NameProblem[] {
  const problems: NameProblem[] = [];
  const plain = plainPunctuation(text);
  const full = plainPunctuation(facts.forms.full);
  if (!ranges.some(([s, e]) => [full, facts.merged].includes(plain.slice(s, e))))
    problems.push({ evidence: facts.forms.full, missingFull: true });

  // A possessive ("Fischer’s") ends after the range of the name it belongs to.
  const inRange = (t: Token) => ranges.some(([s, e]) => t.start >= s && t.start < e);
  const isNameWord = (t: Token) =>
    facts.keys.has(t.key) ||
    (t.key.includes('-') && t.key.split('-').some((p) => facts.keys.has(p)));
  const otherLower = otherInput.toLowerCase();

  let run: Token[] = [];
  // A form of the name the user typed in their notes ("working alongside Hyun-woo"): theirs.
  const typedElsewhere = (evidence: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(evidence)}(?![\\p{L}\\p{N}])`, 'u').test(
      otherInput,
    );
  const flush = () => {
    if (run.length) {
      const evidence = text.slice(run[0]!.start, run.at(-1)!.end);
      // "Led the migration…", "Field hockey…" opening a sentence: another field's words,
      // capitalised only because the sentence starts there; a word alone is read with the
      // next, so "Field joins…" still names Rose Field (ADR 109).
      const next = tokens[tokens.indexOf(run.at(-1)!) + 1];
      const phrase = run.length > 1 || !next ? evidence : text.slice(run[0]!.start, next.end);
      const sentenceCased =
        run[0]!.opensSentence && phrase.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
      if (!typedElsewhere(evidence) && !(sentenceCased && typedElsewhere(sentenceCased)))
        problems.push({ evidence, missingFull: false });
    }
    run = [];
  };
  // "• Team: Platform", "Starts: Monday": a card's label, the writer's word, never a mention
  // of the person, whatever words the name is made of; "Hunter: …" still names them (ADR 109).
  const isLabel = (token: Token) => {
    const lineStart = text.lastIndexOf('\n', token.start - 1) + 1;
    const lineEnd = text.indexOf('\n', token.start);
    const line = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
    const label = /^[\s•*·-]*([\p{L}][\p{L}'’ -]{0,30}):(?=\s)/u.exec(line);
    return (
      !!label &&
      token.end <= lineStart + label[0].length &&
      [...label[1]!.matchAll(WORD)].every((word) => LABEL_WORDS.has(keyOf(word[0])))
    );
  };
  const harmless = (token: Token, i: number) => {
    const next = tokens[i + 1];
    if (isLabel(token)) return true;
    const ordinary = NAME_WORDS_THAT_ARE_WORDS.has(token.key);
    // "we will", "with grace": the ordinary word, not the name re-cased.
    // "on the team" when the name has "Team" in it: the writers' own word (ADR 109).
    if (!token.capitalised && (ordinary || ORDINARY_CAPITALS.has(token.key))) return true;
    // "Will you…", "Hope everyone…": a capital only because the sentence starts there.
    if (token.opensSentence && ordinary && next && FOLLOWS_ORDINARY_OPENER.has(next.key))
      return true;
    // "starts in June" when the name is June Park: the month the input also names.
    if (MONTHS.includes(token.key as (typeof MONTHS)[number]) && otherLower.includes(token.key))
      return true;
    // A phrase of the other fields that happens to share a word ("Park Avenue").
    const phrase = [tokens[i - 1], token, next]
      .filter((t): t is Token => !!t && t.capitalised)
      .map((t) => t.text.toLowerCase());
    return phrase.length > 1 && otherLower.includes(phrase.join(' '));
  };
  for (const [i, token] of tokens.entries()) {
    if (isNameWord(token) && !inRange(token) && !harmless(token, i)) {
      // One piece of evidence per run of words separated by spaces only ("Nguyen Thi Lan").
      const last = run.at(-1);
      if (last && !/^[ \t]+$/.test(text.slice(last.end, token.start))) flush();
      run.push(token);
    } else flush();
  }
  flush();
  return problems;
}

export function nameMessage(problem: NameProblem, forms: NameForms): string {
  const shortNote =
    forms.short !== forms.full
      ? ` After the first mention you may write ${quote(forms.short)}.`
      : '';
  if (problem.missingFull)
    return `Write the person's full name exactly as typed, ${quote(forms.full)}, at least once (same letters, case and accents).${shortNote}`;
  return `Do not write ${quote(problem.evidence)}: the name is ${quote(forms.full)}, exactly as typed (same letters, case and accents).${shortNote}${forms.short === forms.full ? ' Use the full name every time.' : ''}`;
}
