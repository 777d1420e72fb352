/**
 * The word lists behind the composer's reading of user-typed facts. They are heuristics for
 * English as people type it into a form, not a grammar: each list only needs to be good
 * enough that the common phrasings land in the right sentence frame.
 */

/** The text's whitespace-separated tokens. */
export function tokens(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** A token lower-cased and stripped of surrounding punctuation, for look-ups in these lists. */
export function bare(word: string | undefined): string {
  return (word ?? '')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’+-]+$/gu, '')
    .replace(/’/g, "'");
}

/** Words whose full stop is part of the word ("Inc.", "e.g."), not the end of a sentence. */
// prettier-ignore
export const ABBREVIATIONS = new Set([
  'inc', 'ltd', 'co', 'corp', 'jr', 'sr', 'st', 'bros', 'etc', 'plc', 'llc', 'dr', 'mr', 'mrs',
  'ms', 'prof', 'e.g', 'i.e', 'vs', 'dept',
]);

/** Words that open a sentence with its own subject ("She ran…", "There is…"). */
// prettier-ignore
export const SUBJECT_PRONOUNS = new Set([
  'i', "i'm", 'she', 'he', 'they', 'we', 'it', 'there', "she's", "he's", "they're", "we're",
  "it's", "there's", 'you', 'everyone', 'nobody', 'somebody',
]);

/** Words that open a noun phrase about someone or something ("her work", "this launch"). */
// prettier-ignore
export const DETERMINERS = new Set([
  'her', 'his', 'their', 'our', 'my', 'this', 'that', 'these', 'those', 'its',
]);

/** Verbs that most often follow a subject directly ("is", "has", "made"). */
// prettier-ignore
export const AUXILIARIES = new Set([
  'is', 'was', 'are', 'were', 'has', 'had', 'have', 'can', 'could', 'will', 'would', 'does', 'did',
  'made', 'kept', 'helped', 'became', 'got',
]);

/** Verb forms that start a predicate about a person (third person present or past). */
// prettier-ignore
export const VERBS = new Set([
  ...AUXILIARIES, 'loves', 'enjoys', 'likes', 'plays', 'runs', 'speaks', 'writes', 'reads',
  'bakes', 'cooks', 'builds', 'makes', 'collects', 'paints', 'draws', 'sings', 'dances', 'climbs',
  'hikes', 'rides', 'swims', 'surfs', 'skis', 'travels', 'volunteers', 'coaches', 'teaches',
  'knits', 'brews', 'grows', 'gardens', 'fosters', 'owns', 'lives', 'spends', 'leads', 'wins',
  'holds', 'brings', 'knows', 'keeps', 'takes', 'gives', 'organises', 'organizes', 'hosts',
  'mentors', 'manages', 'designs', 'develops', 'drives', 'delivers', 'ships', 'helps', 'shares',
  'studies', 'thinks', 'spent', 'led', 'built', 'ran', 'won', 'met', 'grew', 'wrote', 'took',
  'flew', 'drove', 'sang', 'saw', 'left', 'began', 'went', 'held', 'lost', 'broke', 'caught',
  'bought', 'brought', 'found', 'sold', 'drew', 'knew', 'beat', 'taught', 'cut', 'hit', 'set',
  'put', 'rode', 'swam', 'spoke', 'stood', 'sat', 'fought', 'thought', 'overcame', 'outgrew',
  'rebuilt', 'upheld',
]);

/** -ed words that usually describe rather than narrate ("an experienced engineer"). */
// prettier-ignore
export const ADJECTIVES_IN_ED = new Set([
  'experienced', 'seasoned', 'talented', 'dedicated', 'skilled', 'detailed', 'advanced',
  'qualified', 'certified', 'trained', 'licensed', 'accomplished', 'renowned', 'celebrated',
  'committed', 'motivated', 'self-taught', 'red', 'bed', 'seed', 'need', 'speed', 'feed', 'breed',
  'shed', 'embed', 'united', 'distributed', 'automated', 'integrated', 'unrelated', 'related',
  'applied', 'based', 'data-driven', 'animated', 'limited', 'varied', 'mixed',
]);

/** Adverbs that may precede a predicate's verb ("once climbed", "recently led"). */
// prettier-ignore
export const ADVERBS = new Set([
  'once', 'recently', 'also', 'just', 'still', 'never', 'always', 'previously', 'currently',
  'successfully', 'consistently', 'single-handedly', 'personally', 'quietly', 'officially',
  'already', 'often', 'regularly', 'proudly', 'singlehandedly', 'formerly',
]);

/**
 * Common words that may be lower-cased when a fact moves from the start of the user's text
 * to the middle of a sentence. Anything else might be a proper noun, so it keeps its case.
 */
// prettier-ignore
export const LOWERABLE = new Set([
  ...SUBJECT_PRONOUNS, ...DETERMINERS, ...VERBS, ...ADVERBS,
  // Prepositions and conjunctions that open a continuation ("For the redesign…").
  'for', 'by', 'with', 'through', 'thanks', 'after', 'while', 'despite', 'in', 'across', 'during',
  'including', 'to', 'from', 'so', 'before', 'using', 'which', 'and', 'on', 'resulting', 'saving',
  'helping', 'a', 'an', 'the', 'former', 'some', 'all', 'many', 'several', 'over', 'more',
  'nearly', 'almost', 'about', 'around', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight',
  'nine', 'ten', 'outstanding', 'exceptional', 'consistent', 'strong', 'great', 'excellent',
  'incredible', 'amazing', 'huge', 'successful', 'record', 'continued', 'sustained', 'tireless',
  'deep', 'hard', 'launch', 'delivery', 'completion', 'release', 'rollout', 'migration',
  'redesign', 'creation', 'leadership', 'work', 'effort', 'results', 'years', 'decade',
  'experience', 'expertise', 'background', 'first', 'new', 'big', 'major', 'award', 'winner',
  'top', 'best', 'highest', 'fastest', 'lowest', 'zero', 'full', 'end-to-end', 'cross-team',
  'building', 'leading',
]);

/** Gerund-shaped proper nouns that must keep their capital. */
// prettier-ignore
export const PROPER_IN_ING = new Set([
  'beijing', 'boeing', 'sterling', 'spring', 'kipling', 'harbin', 'nanjing',
]);

/** Short words that are ordinary words even when typed in capitals ("IN", "AN"). */
// prettier-ignore
export const SMALL_WORDS = new Set([
  'a', 'an', 'the', 'in', 'on', 'at', 'of', 'to', 'for', 'by', 'and', 'or', 'but', 'up', 'out',
  'off', 'as', 'is', 'was', 'it', 'its', 'my', 'our', 'all', 'new', 'one', 'two', 'ten', 'day',
  'her', 'his', 'she', 'he', 'we', 'they', 'has', 'had', 'won', 'led', 'ran', 'cut', 'set', 'hit',
  'got', 'into', 'from', 'with', 'over', 'than', 'that', 'this', 'year', 'week', 'team', 'hour',
  'us', 'me', 'so', 'no', 'not', 'be', 'do', 'per', 'via', 'any', 'few', 'big', 'top', 'end',
  'far', 'way', 'now', 'ago', 'just', 'very', 'more', 'most', 'each', 'made', 'took', 'ever',
  'best',
]);

/** Words after which a verb belongs to an embedded clause ("the guide she wrote"). */
// prettier-ignore
export const CLAUSE_OPENERS = new Set([
  'who', 'that', 'which', 'where', 'when', 'while', ...SUBJECT_PRONOUNS,
]);

/** Words that open an introductory phrase before a sentence's subject ("Over the past year, she…"). */
// prettier-ignore
export const INTRODUCTIONS = new Set([
  'over', 'in', 'during', 'since', 'after', 'before', 'this', 'last', 'throughout', 'across',
  'for', 'when', 'while', 'as', 'with', 'despite', 'thanks', 'from', 'within', 'on', 'at',
  'earlier', 'recently', 'lately', 'today', 'yesterday',
]);
