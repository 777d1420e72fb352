/**
 * A request for the pronouns a post uses, in any of the shapes and languages a typist writes
 * it (ADR 157): "they/them pls", "uses they", "pronouns: they", "(she/her)", "he/him",
 * "she's they/them — pls use elle/they not ella/she", "usa elle", "iel", "pronombres: él".
 * Read as one set ("she", "he", "they"), or undefined when the text says anything else or
 * names two sets it uses ("she/they"): the post then says the name. One home for every field:
 * the name's brackets (person-name.ts) and the notes' asides (asides.ts).
 */
export type PronounSet = 'she' | 'he' | 'they';

/** Words of a pronoun set, English first; the Spanish, French and Portuguese ones after. */
const SET_OF: Record<string, PronounSet> = {
  she: 'she',
  her: 'she',
  hers: 'she',
  herself: 'she',
  he: 'he',
  him: 'he',
  his: 'he',
  himself: 'he',
  they: 'they',
  them: 'they',
  their: 'they',
  theirs: 'they',
  themself: 'they',
  themselves: 'they',
  // Spanish ("ella", "él", the neutral "elle"), French ("il", "iel"), Portuguese ("ela",
  // "ele", the neutral "elu").
  ella: 'she',
  ela: 'she',
  él: 'he',
  ele: 'he',
  il: 'he',
  elle: 'they',
  iel: 'they',
  elu: 'they',
};

/** The forms that name a set alone: "uses they", "usa elle", never "use her". */
const SUBJECT = new Set([
  'she',
  'he',
  'they',
  'ella',
  'ela',
  'él',
  'ele',
  'il',
  'elle',
  'iel',
  'elu',
]);

/** A neutral pronoun that is itself the request, typed alone ("iel", "elle"). */
const NEUTRAL = new Set(['elle', 'iel', 'elu']);

/** Words that say the text is a request for pronouns: "use", "pronouns", "goes by". */
const LEADS = new Set([
  'use',
  'uses',
  'using',
  'usa',
  'usar',
  'utilise',
  'utiliser',
  'prefer',
  'prefers',
  'preferred',
  'pronouns',
  'pronoun',
  'pronombres',
  'pronombre',
  'pronoms',
  'pronom',
  'pronomes',
  'goes',
  'go',
]);

/** Words a request may hold besides pronouns and leads. */
// prettier-ignore
const FILLER = new Set([
  'pls', 'plz', 'please', 'kindly', 'thanks', 'thx', 'ty', 'btw', 'fyi', 'by', 'is', 'are',
  'my', 'the', 'only', 'always', 'and', 'or', 'in', 'for', 'post', 'posts', 'it', 'this',
  'de', 'la', 'por', 'favor', 'sus', 'su', 'son', 'es', 'sont', 'ses', 'svp', 'merci',
  'gracias', 'x', 'ok',
  // "Sam uses they/them pls get that right", "make sure you use she/her" (the twenty-first
  // set's gw03 posted the request).
  'get', 'that', 'right', 'correct', 'correctly', 'make', 'sure', 'you', 'important', 'note',
  'thank',
]);

/** Words after which the pronouns named are the ones not to use ("not ella/she"). */
const NEGATION = new Set(['not', 'no', 'never', 'instead', 'rather', 'than', 'nor', 'ni']);

/** A word that makes the pronoun before it a subject: "she's they/them", "he uses…". */
const COPULA = new Set(['is', 'are', 'uses', 'use', 'goes', 'go', 'prefers', 'es', 'usa']);

interface Reading {
  /** The sets asked for (not those refused after "not"). */
  wanted: Set<PronounSet>;
  /** A set named with a slash ("they/them", "ela/she"). */
  slashed: boolean;
  /** Words that make it a request: "use", "pronouns", a subject and "is". */
  lead: boolean;
  /** A subject form asked for ("uses they"), not an object alone ("use her"). */
  subject: boolean;
  /** A neutral pronoun typed alone ("iel"). */
  neutralAlone: boolean;
}

/**
 * The words of a text read as a request, or undefined when a word of it is no part of one.
 * `names`: the person's name words; a capitalised subject before "is" or "uses" counts as one
 * ("Bia uses they").
 */
function reading(text: string, names: readonly string[]): Reading | undefined {
  const own = new Set(names.map((n) => n.toLowerCase()));
  const subjectName = /^\p{Lu}[\p{L}'’-]*\s+(?=(?:is|uses|prefers|goes by)\b)/u.exec(text.trim());
  const words = text
    .trim()
    .slice(subjectName?.[0].length ?? 0)
    .toLowerCase()
    .replace(/[’']s\b/gu, ' is')
    .replace(/[’']re\b/gu, ' are')
    .split(/[\s/,:;()[\]—–.!?"“”-]+/u)
    .filter(Boolean);
  if (!words.length || words.length > 16) return undefined;
  const read: Reading = {
    wanted: new Set(),
    slashed: /\p{L}\s*\/\s*\p{L}/u.test(text),
    lead: !!subjectName,
    subject: false,
    // "iel", "iel btw"; "thanks Elle" thanks someone named Elle.
    neutralAlone:
      words.length === 1
        ? NEUTRAL.has(words[0]!)
        : words.length === 2 && /(?:^|\s)(?:iel|elle|elu)\b/u.test(text),
  };
  let negated = false;
  const french = words.some((w) => /^(?:pronoms?|utiliser?|svp|merci)$/u.test(w));
  for (const [i, word] of words.entries()) {
    const next = words[i + 1];
    if (NEGATION.has(word)) {
      negated = true;
      continue;
    }
    if (LEADS.has(word)) {
      read.lead = true;
      // "uses elle/they not ella/she": a lead after a negation asks again.
      if (word.startsWith('us') || word.startsWith('util')) negated = false;
      continue;
    }
    // "her pronouns", "their pronouns": a possessive before the lead, no set.
    if ((word === 'her' || word === 'his' || word === 'their') && /^pron/u.test(next ?? ''))
      continue;
    const set = word === 'elle' && french ? 'she' : SET_OF[word];
    if (set) {
      // "she's they/them", "he uses he/him": the subject of the request, not the set asked.
      if (next && COPULA.has(next) && i === 0) {
        read.lead = true;
        continue;
      }
      if (!negated) read.wanted.add(set);
      read.subject ||= !negated && SUBJECT.has(word);
      continue;
    }
    if (FILLER.has(word) || own.has(word)) continue;
    return undefined;
  }
  return read;
}

/**
 * The one pronoun set the text asks for, or undefined. `names`: the person's name words, which
 * may open the request ("Ro is they/them").
 */
export function pronounsAsked(text: string, names: readonly string[] = []): PronounSet | undefined {
  const read = reading(text, names);
  if (!read || read.wanted.size !== 1) return undefined;
  const { slashed, lead, neutralAlone, subject } = read;
  if (!(slashed || ((lead || neutralAlone) && subject))) return undefined;
  return [...read.wanted][0];
}

/**
 * Whether the text only refuses pronouns ("not ela/she", "no he/him pls"): the tail of a
 * request typed after a dash, no fact to post.
 */
export const pronounsRefused = (text: string): boolean => {
  const read = reading(text, []);
  return !!read && read.slashed && !read.wanted.size && /^\s*(?:not|no|never)\b/iu.test(text);
};
