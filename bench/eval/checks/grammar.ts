import nlp from 'compromise';
import type { GenerationRequest } from '#domain/generation.ts';
import { lower, nameOf, sentencesOf, wordsOf } from '../read.ts';
import type { CheckContext } from './context.ts';

/**
 * Grammar artefacts of notes pasted rather than written in (issue 13, "User notes are
 * pasted, not written in"): subjectless fragments after a sentence, passives without their
 * auxiliary, lower-case sentence starts, a capital after a comma or "and", a title with a
 * comma run into "at"/"on", doubled words or punctuation, and "a"/"an" errors.
 */

/** Chat fragments a careful writer does use: "Excited to…", "Thanks, Sam!", "Proud of you." */
const ALLOWED_OPENERS =
  /^(?:excited|thrilled|delighted|proud|happy|glad|honou?red|pleased|grateful|stoked|pumped|thanks|cheers|congrats|congratulations|welcome|kudos|bravo|hooray|huge|big|well|so|more|nice|great|what|who|how|why|where|when|ready|here|there|fun|quick|and|but|also|plus|please|say|drop|join|give|send|help|ask|share|tell|raise|wish|let's|lets|make|reach|come|swing|stop|check|grab|find|feel|keep|look|bring|stay|sound|meet|hit|leave|post|reply|cheer|chime|introducing|hello|hi|hey|yes|wow|imagine|guess|spot|watch|read|got|set|put)\b/i;

/** Verbs whose past form is their base form: "Cut support tickets by half." */
const BARE_PAST = /^(?:cut|spread|shut)\b/i;

function startsWithName(text: string, input: GenerationRequest): boolean {
  return nameOf(input).allowed.some((form) => text.startsWith(form));
}

/** A sentence after the first that opens with a verb and has no subject. */
function subjectlessFragment(text: string, input: GenerationRequest): boolean {
  const body = text.replace(/^[^\p{L}]+/u, '');
  if (!body || startsWithName(body, input) || ALLOWED_OPENERS.test(body)) return false;
  if (BARE_PAST.test(body)) return true;
  // Function words cannot open a subjectless verb phrase; skip the tagger for them.
  if (FUNCTION_WORD.test(body)) return false;
  const memoKey = `${input.newHireName}\u0000${body}`;
  const memo = fragmentMemo.get(memoKey);
  if (memo !== undefined) return memo;
  const verdict = taggedFragment(body);
  fragmentMemo.set(memoKey, verdict);
  return verdict;
}

/** Writers repeat sentences across seeds: each is tagged once. */
const fragmentMemo = new Map<string, boolean>();

const FUNCTION_WORD =
  /^(?:the|a|an|our|we|we're|we've|i|i'm|it|it's|its|this|that|these|those|you|you're|your|they|their|he|she|his|her|there|there's|if|as|at|in|on|for|with|from|to|after|before|by|of|all|every|each|some|any|no|not|one|two|three|four|five|now|today|then|since|while|because|once|just|only|even|without|everyone|anyone|someone|nobody|none|both|either|neither|many|most|few|much|more|less|my|me|us)\b/i;

function taggedFragment(body: string): boolean {
  const first = nlp(body).terms().json()[0] as { terms: { tags: string[] }[] } | undefined;
  const tags = first?.terms[0]?.tags ?? [];
  if (tags.includes('ProperNoun') || tags.includes('Pronoun')) return false;
  // "Starting somewhere new is a big deal", "Interests outside work include…": the opening
  // word is the subject when a finite verb follows it.
  const finiteLater = () =>
    nlp(body.replace(/^\S+\s*/, '')).has('(#Copula|#Modal|#Auxiliary|#PresentTense|#PastTense)');
  // "Built our design system", "Praised by inspectors": a past form opening the sentence.
  if (tags.includes('PastTense')) return true;
  // "Leading the migration to Postgres."
  if (tags.includes('Gerund')) return !finiteLater();
  // "Loves hiking", "Runs the pass": a third-person verb with no subject.
  const word = wordsOf(body)[0] ?? '';
  if (/[^s]s$/i.test(word)) {
    const base = lower(word)
      .replace(/(?:ies)$/, 'y')
      .replace(/(?:es|s)$/, '');
    return nlp(base).has('#Verb') && !finiteLater();
  }
  return false;
}

const PARTICIPLE_BY =
  /^((?:\p{Lu}[\p{L}'’.-]*\s+){1,4})(?!(?:is|was|were|are|been|be|being|got|get)\b)(\p{Ll}+(?:ed|en)|chosen|won|made|picked|voted|given|led)\s+by\b/u;

function anError(article: string, next: string): boolean {
  const word = next.replace(/^["“‘'(]+/, '');
  if (!word || !/^[\p{L}\p{N}]/u.test(word)) return false;
  let vowelSound: boolean;
  if (/^\d/.test(word))
    vowelSound = /^(?:8|11(?!\d{2,})|18(?!\d{2,})|11\d{2}(?!\d)|18\d{2}(?!\d))/.test(word);
  // "an SRE", "an R01", "an X-ray": a capital read as its letter's name.
  else if (/^\p{Lu}{2,}\b|^\p{Lu}(?:[-/\d]|$)/u.test(word))
    vowelSound = /^[AEFHILMNORSX]/.test(word);
  else {
    const w = lower(word);
    if (/^(?:uni|use|usu|uti|ura|uro|eu|ewe|one|once|ubi|ufo|uk)/.test(w)) vowelSound = false;
    else if (/^(?:hour|honest|hono|heir)/.test(w)) vowelSound = true;
    else vowelSound = /^[aeiou]/.test(w);
  }
  return lower(article) === 'a' ? vowelSound : !vowelSound;
}

function titleWithComma(input: GenerationRequest): string[] {
  return [input.role, input.currentRole, input.newRole].filter(
    (r): r is string => !!r && r.includes(','),
  );
}

function grammarProblems(option: string, input: GenerationRequest): string[] {
  const found: string[] = [];
  for (const sentence of sentencesOf(option)) {
    const text = sentence.text;
    const body = text.replace(/^[^\p{L}\p{N}]+/u, '');
    if (!sentence.first && !sentence.bullet && subjectlessFragment(text, input))
      found.push(`fragment with no subject: “${text}”`);
    if (PARTICIPLE_BY.test(body)) found.push(`passive with no auxiliary: “${text}”`);
  }
  for (const title of titleWithComma(input)) {
    const at = lower(option).indexOf(lower(title));
    if (at >= 0 && /^\s+(?:at|on|in|for|with|from)\b/i.test(option.slice(at + title.length)))
      found.push(
        `title with a comma run into a preposition: “${option.slice(at, at + title.length + 4)}…”`,
      );
  }
  // Word edges by letter, not by \b, which ends a word at "í" ("Lucía a…").
  for (const m of option.matchAll(/(?<![\p{L}\p{M}\p{N}])(\p{L}+)\s+\1(?![\p{L}\p{M}\p{N}])/giu))
    if (!/^(?:had|that|is|very|bye|no|so|ha|knock)$/i.test(m[1]!))
      found.push(`doubled word: “${m[0]}”`);
  for (const m of option.matchAll(
    /(?<!\.)\.\.(?!\.)|,\s*,|;\s*;|:\s*:|[,;:]\s*[.!?]|[!?]\s*[.,;]|\s[,.;:](?!\d)|!{2,}|\?{2,}/g,
  ))
    found.push(`doubled or stray punctuation: “${m[0]}”`);
  for (const m of option.matchAll(/(?<![\p{L}\p{M}\p{N}])(a|an|A|An)\s+(\S+)/gu)) {
    // A capital "A" mid-sentence is a letter ("Plan A"), not the article.
    if (
      /^A/.test(m[1]!) &&
      !/(?:^|[.!?:\n])[\s\p{Extended_Pictographic}]*$/u.test(option.slice(0, m.index))
    )
      continue;
    if (anError(m[1]!, m[2]!)) found.push(`“${m[1]} ${m[2]}”`);
  }
  return found;
}

export function checkGrammar({ input, options }: CheckContext): string[] {
  return options.flatMap((option, i) =>
    grammarProblems(option, input).map((p) => `option ${i + 1}: ${p}`),
  );
}
