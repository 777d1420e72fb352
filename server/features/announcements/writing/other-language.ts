import { quotationSpans } from './quotations.ts';

/**
 * Notes typed in another language, or mostly so (ADR 119): "a obtenu la certif BRC pour
 * l'usine", "effectif immédiatement", "40 años torciendo". The composer cannot translate, and
 * pasted into an English sentence such a note read as a slip to the fifteenth set's readers.
 * A small stop-word test, not a language model: the function words of the languages notes are
 * typed in beside English (none of them an English word), French elisions ("l'usine"), and
 * lower-case words with a letter English does not write, against English's own function
 * words. Names (capitalised mid-sentence), acronyms, figures and an English aside in brackets
 * ("(first time, grade AA)") count for neither side.
 */

// prettier-ignore
const FUNCTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  fr: ['le', 'la', 'les', 'des', 'du', 'aux', 'pour', 'avec', 'sur', 'une', 'et', 'dans', 'mais',
    'ou', 'où', 'qui', 'pas', 'par', 'ses', 'leur', 'nous', 'vous', 'ils', 'elle', 'été', 'très',
    'aussi', 'chez', 'cette', 'ces', 'sont', 'avait', 'était', 'depuis'],
  es: ['el', 'los', 'las', 'del', 'con', 'por', 'una', 'y', 'muy', 'pero', 'como', 'sus', 'desde',
    'hasta', 'también', 'está', 'fue', 'años', 'año', 'ella', 'ellos', 'nuestra', 'nuestro'],
  pt: ['das', 'dos', 'com', 'uma', 'não', 'foi', 'ao', 'pela', 'pelo', 'seu', 'sua', 'anos', 'ela',
    'nossa', 'nosso', 'muito'],
  it: ['il', 'della', 'delle', 'dei', 'degli', 'gli', 'nel', 'nella', 'che', 'sono', 'anche',
    'molto', 'anni', 'lei', 'lui'],
  de: ['der', 'und', 'mit', 'für', 'ist', 'nicht', 'ein', 'eine', 'auf', 'dem', 'sich', 'auch',
    'sehr', 'wurde', 'jahre', 'seit', 'bei', 'beim', 'als', 'zum', 'zur', 'vom'],
};
const FOREIGN = new Set(Object.values(FUNCTION_WORDS).flat());

// prettier-ignore
const ENGLISH = new Set(['the', 'a', 'an', 'of', 'and', 'to', 'in', 'on', 'for', 'with', 'his',
  'her', 'he', 'she', 'they', 'we', 'i', 'was', 'is', 'were', 'are', 'at', 'by', 'from', 'has',
  'had', 'have', 'it', 'this', 'that', 'our', 'their', 'all', 'also', 'after', 'before', 'but',
  'not', 'no', 'still', 'when', 'who', 'so', 'up', 'out', 'into', 'over', 'been', 'be', 'will',
  'first', 'every', 'each', 'new', 'years', 'year', 'time', 'than', 'more', 'as']);

/** Letters English does not write, in a lower-case word: "immédiatement", "años", "torção". */
const NOT_ENGLISH_LETTER = /[àâçéèêëîïôûùüÿñãõáíóúœßöäåøłżźśćńąęőű]/u;
/** Words English took with their letters: no sign of another language. */
// prettier-ignore
const LOANWORDS = new Set(['café', 'cafés', 'résumé', 'naïve', 'fiancé', 'fiancée', 'cliché',
  'façade', 'rosé', 'entrée', 'protégé', 'crème', 'brûlée', 'jalapeño', 'jalapeños', 'piñata',
  'décor', 'fête', 'rôle', 'sauté', 'purée', 'soufflé', 'über', 'déjà', 'à', 'née', 'exposé',
  'soirée', 'matinée', 'doppelgänger', 'señor', 'señora', 'piña', 'flambé', 'pâtisserie',
  'crêpe', 'crêpes', 'éclair', 'éclairs', 'consommé', 'glacé', 'lamé', 'mêlée', 'résumés']);
/** "l'usine", "d'huile", "qu'il": a French elision ("o'clock" is English). */
const ELISION = /^(?:l|d|qu|j|n|s|c)['’]\p{L}/u;

interface Tally {
  foreign: number;
  english: number;
  /** Lower-case words counted, of either side or none. */
  words: number;
}

function tally(text: string): Tally {
  // An English aside in brackets is the user's own gloss, read as neither side; so are a
  // quotation's words beside the user's own ("the mayor wrote «merci pour tout»"): they are
  // the speaker's, posted as typed (ADR 169).
  const plain = withoutQuotedWords(text).replace(/\([^()]*\)/g, ' ');
  const list = plain.match(/[\p{L}'’]+/gu) ?? [];
  let foreign = 0;
  let english = 0;
  let words = 0;
  list.forEach((typed, i) => {
    // A capital mid-sentence is a name; one opening the text is read in lower case.
    if (i > 0 && /^\p{Lu}/u.test(typed)) return;
    if (/^\p{Lu}{2,}$/u.test(typed)) return;
    const word = typed.toLowerCase();
    words += 1;
    if (ENGLISH.has(word)) {
      english += 1;
      return;
    }
    if (FOREIGN.has(word)) {
      foreign += 1;
      return;
    }
    if (ELISION.test(word)) {
      foreign += 1;
      return;
    }
    // "Malá Studená dolina": a capital opening the text may be a name's; only a word in
    // lower case is a sign by its letters.
    if (/^\p{Lu}/u.test(typed)) return;
    if (NOT_ENGLISH_LETTER.test(word) && !LOANWORDS.has(word)) foreign += 1;
  });
  return { foreign, english, words };
}

/**
 * A note's sentence is mostly not English: two or more signs of another language and more of
 * them than English function words, or, in a phrase of three words or fewer, one sign and no
 * English word at all ("effectif immédiatement", "40 años torciendo").
 */
export function otherLanguage(text: string): boolean {
  const { foreign, english, words } = tally(text);
  if (foreign >= 2 && foreign > english) return true;
  return foreign >= 1 && english === 0 && words <= 3;
}

/** Where a sentence typed in two languages turns: a comma, a dash, "but", "because". */
const CLAUSE_TURN = /\s*[,;]\s+|\s+[—–-]\s+|\s+(?:but|because|bc|cos|coz|so|and)\s+/iu;

/**
 * A clause of a sentence in another language, beside English ones: "ya empezó el 15 nov but
 * we waited bc…" read as English by its tally, and the half in Spanish was posted (the
 * twenty-sixth set's ap10, C from both readers). Two signs of the other language and no
 * English word in one clause is certain; the sentence is then not one the writer can tell.
 */
export function holdsOtherLanguageClause(text: string): boolean {
  const clauses = text.split(CLAUSE_TURN);
  if (clauses.length < 2) return false;
  return clauses.some((clause) => {
    const { foreign, english } = tally(clause);
    return foreign >= 2 && english === 0;
  });
}

/**
 * How many of English's function words a text has ("for", "the", "to"): a greeting's tail
 * with one is English ("gracias for covering"), never the greeting's own language (ADR 131).
 */
export function englishWordsIn(text: string): number {
  return (text.toLowerCase().match(/[\p{L}'’]+/gu) ?? []).filter((w) => ENGLISH.has(w)).length;
}

/** A text's quotations left out, when words of the user's own stand beside them. */
function withoutQuotedWords(text: string): string {
  if (!/["“”„«»‹›「『‘']/u.test(text)) return text;
  const spans = quotationSpans(text);
  if (!spans.length) return text;
  let out = '';
  let from = 0;
  for (const { open, close } of spans) {
    out += `${text.slice(from, open)} `;
    from = close + 1;
  }
  out += text.slice(from);
  // A quotation standing alone is all there is to judge.
  return /\p{L}{2}/u.test(out) ? out : text;
}

// "12 J. im Betrieb": German shortens "Jahre" to "J.", read only after a figure as every
// pattern here reads the word.
const YEARS_ABROAD = String.raw`(?:años|anos|ans|anni|jahre|jaar|år|j\.)`;
/** "aquí", "chez nous", "bei uns": where the years were spent is here, with us. */
const HERE_ABROAD = String.raw`(?:aquí|aqui|acá|aca|ici|qui|hier|con nosotros|con nosotras|avec nous|chez nous|com a gente|connosco|conosco|con noi|bei uns|im betrieb|im haus|in der firma|im team)`;
/** Where a sentence or a list item starts: the text's start, a stop, a line, a bullet. */
const SENTENCE_START = String.raw`((?:^|[.!?\n])\s*(?:[-*•]\s+)?)`;
const AS_ABROAD = String.raw`(?:de|como|comme|en tant que|da|als|come)`;

const YEARS_AFTER_FIGURE = new RegExp(String.raw`\d\s+${YEARS_ABROAD}(?!\p{L})`, 'iu');
const YEARS_HERE = new RegExp(
  String.raw`${SENTENCE_START}(\d{1,2})\s+${YEARS_ABROAD}\s+${HERE_ABROAD}(?=\s*(?:[.!?\n]|$))`,
  'giu',
);
const YEARS_AS = new RegExp(
  String.raw`${SENTENCE_START}(\d{1,2})\s+${YEARS_ABROAD}\s+${AS_ABROAD}\s+(\p{Ll}+)(?=\s*(?:[.!?\n]|$))`,
  'gu',
);
/** "40 años on the bench": the word for years before English words is English's "years". */
const YEARS_IN_ENGLISH = new RegExp(
  String.raw`(\d{1,2})\s+${YEARS_ABROAD}(?=\s+(?:on|at|in|with|of|as|behind|under|and|here|since)\s)`,
  'giu',
);

/**
 * A length of service typed in another language, told in English where every word is certain
 * (ADR 169): "10 años aquí" is "10 years with us"; "45 años de jimador" is "has been a jimador
 * for 45 years" only when the word after "de" is a word of the person's title ("Jimador
 * mayor"), so "45 años de servicio" or "3 ans de galère" stay as typed. Each is the whole
 * sentence it stands in; inside a longer sentence the rest is still unread, except the word
 * for years before English words ("40 años on the bench" is "40 years on the bench").
 */
export function tenureInEnglish(text: string, titleWords: ReadonlySet<string>): string {
  if (!YEARS_AFTER_FIGURE.test(text)) return text;
  return text
    .replace(YEARS_HERE, (_m, lead: string, n: string) => `${lead}${n} years with us`)
    .replace(YEARS_AS, (whole, lead: string, n: string, word: string) =>
      titleWords.has(word.toLowerCase())
        ? `${lead}has been ${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word} for ${n} years`
        : whole,
    )
    .replace(YEARS_IN_ENGLISH, '$1 years');
}
