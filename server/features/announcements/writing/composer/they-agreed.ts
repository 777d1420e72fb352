/**
 * "they" said for a person who asked for it, with the verb after it agreeing (ADR 157): "she
 * does ~9 per min" is "they do ~9 per min", "she's been" "they've been", "he runs" "they
 * run"; a past verb ("she invented" → "they invented") and a modal ("she'll", "he can") need
 * no change. One home for the notes told with "they" (story.ts) and the name budget (flow.ts).
 */
import { nlp } from './nlp.ts';
import { PARTICIPLE_AFTER_S } from './phrases.ts';

/** Words between the pronoun and its verb: "she also runs", "he still does". */
const ADVERB =
  /^(?:also|always|never|now|still|just|often|usually|even|really|already|then|once|sometimes|regularly|personally|actually|recently|basically|mostly|only|again|single-handedly)$/iu;

const IRREGULAR: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  goes: 'go',
  "doesn't": "don't",
  'doesn’t': 'don’t',
  "isn't": "aren't",
  'isn’t': 'aren’t',
  "wasn't": "weren't",
  'wasn’t': 'weren’t',
  "hasn't": "haven't",
  'hasn’t': 'haven’t',
};

/** A present verb said after "they": "runs" → "run", "carries" → "carry", "does" → "do". */
function plural(verb: string): string {
  const irregular = IRREGULAR[verb.toLowerCase()];
  if (irregular) return irregular;
  if (/(?:ss|ch|sh|x|z|o)es$/u.test(verb)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/u.test(verb) && verb.length > 4) return `${verb.slice(0, -3)}y`;
  if (/[^su'’]s$/u.test(verb) && verb.length > 3) return verb.slice(0, -1);
  return verb;
}

/** What follows "she" or "he", told after "they": its contraction or verb agreeing. */
export function agreedAfterThey(rest: string): string {
  const contracted = /^['’](s|re|ll|d|ve)\b/u.exec(rest);
  if (contracted) {
    if (contracted[1] !== 's') return rest;
    const mark = rest[0]!;
    return `${mark}${PARTICIPLE_AFTER_S.test(rest.slice(2).trimStart()) ? 've' : 're'}${rest.slice(2)}`;
  }
  // "she also runs": past up to two adverbs to the verb.
  for (let skip = 0, at = rest; skip <= 2; skip++) {
    const word = /^(\s+)(\p{Ll}[\p{L}'’-]*)/u.exec(at);
    if (!word) return rest;
    if (ADVERB.test(word[2]!)) {
      at = at.slice(word[0].length);
      continue;
    }
    const done = rest.length - at.length;
    return `${rest.slice(0, done)}${word[1]}${plural(word[2]!)}${at.slice(word[0].length)}`;
  }
  return rest;
}

/** Every "she" and "he" of a text about the person said as "they", verbs agreeing. */
export function saidWithThey(text: string): string {
  let out = '';
  let rest = text;
  for (let m = /\b(she|he)\b/iu.exec(rest); m; m = /\b(she|he)\b/iu.exec(rest)) {
    const they = /^\p{Lu}/u.test(m[1]!) ? 'They' : 'they';
    out += `${rest.slice(0, m.index)}${they}`;
    rest = agreedAfterThey(rest.slice(m.index + m[0].length));
    // "they run the drills and trains the crew": the verbs its sentence joins agree too.
    const end = /[.!?;](?:\s|$)/u.exec(rest)?.index ?? rest.length;
    rest = `${agreedJoinedVerbs(rest.slice(0, end))}${rest.slice(end)}`;
  }
  return out + rest;
}

/**
 * "They start on 1 December and specialises in…": a sentence the flow joined from two about the
 * person takes "they" at its opening only; each present verb joined after "and" or a comma
 * agrees too ("…and specialise in…"). Read in context, so a plural noun in a list ("stamps
 * and coins") is left.
 */
export function agreedJoinedVerbs(clause: string): string {
  const doc = nlp()(clause) as unknown as {
    docs: { text: string; tags: Set<string>; post?: string }[][];
  };
  const terms = doc.docs.flat();
  const verbs = new Set<string>();
  for (const [i, term] of terms.entries()) {
    const before = terms[i - 1];
    const joined = before && (/^and$/iu.test(before.text) || /,\s*$/u.test(before.post ?? ''));
    if (
      joined &&
      term.tags.has('PresentTense') &&
      !term.tags.has('Noun') &&
      /^\p{Ll}+s$/u.test(term.text)
    )
      verbs.add(term.text);
  }
  let out = clause;
  for (const verb of verbs)
    out = out.replace(
      new RegExp(`(\\band |, )${verb}\\b`, 'gu'),
      (_m, lead: string) => `${lead}${plural(verb)}`,
    );
  return out;
}
