/**
 * Turns user-typed facts into text that can sit inside a sentence. Users type phrases or
 * whole sentences, in any case, with or without a full stop; the composer keeps their words
 * and only fixes what the surrounding sentence needs: trailing punctuation, the case of the
 * first letter, an article, a preposition.
 */

/**
 * How a fact can be woven in:
 * - sentence: has its own subject ("She ran a marathon"), so it stands alone;
 * - predicate: a verb phrase about the person ("ran a marathon"), so it follows the name;
 * - identity: a noun phrase that describes the person ("a former chef");
 * - quantity: an amount of experience ("ten years in fintech");
 * - phrase: any other noun or gerund phrase ("design systems", "hiking and chess").
 */
export type FactKind = 'sentence' | 'predicate' | 'identity' | 'quantity' | 'phrase';

const ABBREVIATIONS = new Set([
  'inc',
  'ltd',
  'co',
  'corp',
  'jr',
  'sr',
  'st',
  'bros',
  'etc',
  'plc',
  'llc',
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'e.g',
  'i.e',
  'vs',
  'dept',
]);

const SUBJECT_PRONOUNS = new Set([
  'i',
  "i'm",
  'she',
  'he',
  'they',
  'we',
  'it',
  'there',
  "she's",
  "he's",
  "they're",
  "we're",
  "it's",
  "there's",
  'you',
  'everyone',
  'nobody',
  'somebody',
]);

const DETERMINERS = new Set([
  'her',
  'his',
  'their',
  'our',
  'my',
  'this',
  'that',
  'these',
  'those',
  'its',
]);

const AUXILIARIES = new Set([
  'is',
  'was',
  'are',
  'were',
  'has',
  'had',
  'have',
  'can',
  'could',
  'will',
  'would',
  'does',
  'did',
  'made',
  'kept',
  'helped',
  'became',
  'got',
]);

/** Verb forms that start a predicate about a person (third person present or past). */
const VERBS = new Set([
  ...AUXILIARIES,
  'loves',
  'enjoys',
  'likes',
  'plays',
  'runs',
  'speaks',
  'writes',
  'reads',
  'bakes',
  'cooks',
  'builds',
  'makes',
  'collects',
  'paints',
  'draws',
  'sings',
  'dances',
  'climbs',
  'hikes',
  'rides',
  'swims',
  'surfs',
  'skis',
  'travels',
  'volunteers',
  'coaches',
  'teaches',
  'knits',
  'brews',
  'grows',
  'gardens',
  'fosters',
  'owns',
  'lives',
  'spends',
  'leads',
  'wins',
  'holds',
  'brings',
  'knows',
  'keeps',
  'takes',
  'gives',
  'organises',
  'organizes',
  'hosts',
  'mentors',
  'manages',
  'designs',
  'develops',
  'drives',
  'delivers',
  'ships',
  'helps',
  'shares',
  'studies',
  'thinks',
  'spent',
  'led',
  'built',
  'ran',
  'won',
  'met',
  'grew',
  'wrote',
  'took',
  'flew',
  'drove',
  'sang',
  'saw',
  'left',
  'began',
  'went',
  'held',
  'lost',
  'broke',
  'caught',
  'bought',
  'brought',
  'found',
  'sold',
  'drew',
  'knew',
  'beat',
  'taught',
  'cut',
  'hit',
  'set',
  'put',
  'rode',
  'swam',
  'spoke',
  'stood',
  'sat',
  'fought',
  'thought',
  'overcame',
  'outgrew',
  'rebuilt',
  'upheld',
]);

/** -ed words that usually describe rather than narrate ("an experienced engineer"). */
const ADJECTIVES_IN_ED = new Set([
  'experienced',
  'seasoned',
  'talented',
  'dedicated',
  'skilled',
  'detailed',
  'advanced',
  'qualified',
  'certified',
  'trained',
  'licensed',
  'accomplished',
  'renowned',
  'celebrated',
  'committed',
  'motivated',
  'self-taught',
  'red',
  'bed',
  'seed',
  'need',
  'speed',
  'feed',
  'breed',
  'shed',
  'embed',
  'united',
  'distributed',
  'automated',
  'integrated',
  'unrelated',
  'related',
  'applied',
  'based',
  'data-driven',
  'animated',
  'limited',
  'varied',
  'mixed',
]);

const ADVERBS = new Set([
  'once',
  'recently',
  'also',
  'just',
  'still',
  'never',
  'always',
  'previously',
  'currently',
  'successfully',
  'consistently',
  'single-handedly',
  'personally',
  'quietly',
  'officially',
  'already',
  'often',
  'regularly',
  'proudly',
  'singlehandedly',
  'formerly',
]);

const NUMBER_WORDS =
  'a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|a few|several|many|a couple of';
const QUANTITY = new RegExp(
  `^(?:over |more than |nearly |almost |about |around |roughly |some |close to )?(?:\\d+\\+?|${NUMBER_WORDS}) (?:\\+ )?(?:years?|decades?)\\b|^(?:over |more than |nearly |almost |about )?a decade\\b`,
  'i',
);

/**
 * Common words that may be lower-cased when a fact moves from the start of the user's text
 * to the middle of a sentence. Anything else might be a proper noun, so it keeps its case.
 */
const LOWERABLE = new Set([
  ...SUBJECT_PRONOUNS,
  ...DETERMINERS,
  ...VERBS,
  ...ADVERBS,
  // Prepositions and conjunctions that open a continuation ("For the redesign…").
  'for',
  'by',
  'with',
  'through',
  'thanks',
  'after',
  'while',
  'despite',
  'in',
  'across',
  'during',
  'including',
  'to',
  'from',
  'so',
  'before',
  'using',
  'which',
  'and',
  'on',
  'resulting',
  'saving',
  'helping',
  'a',
  'an',
  'the',
  'former',
  'some',
  'all',
  'many',
  'several',
  'over',
  'more',
  'nearly',
  'almost',
  'about',
  'around',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'outstanding',
  'exceptional',
  'consistent',
  'strong',
  'great',
  'excellent',
  'incredible',
  'amazing',
  'huge',
  'successful',
  'record',
  'continued',
  'sustained',
  'tireless',
  'deep',
  'hard',
  'launch',
  'delivery',
  'completion',
  'release',
  'rollout',
  'migration',
  'redesign',
  'creation',
  'leadership',
  'work',
  'effort',
  'results',
  'years',
  'decade',
  'experience',
  'expertise',
  'background',
  'first',
  'new',
  'big',
  'major',
  'award',
  'winner',
  'top',
  'best',
  'highest',
  'fastest',
  'lowest',
  'zero',
  'full',
  'end-to-end',
  'cross-team',
  'building',
  'leading',
]);

/** Gerund-shaped proper nouns that must keep their capital. */
const PROPER_IN_ING = new Set([
  'beijing',
  'boeing',
  'sterling',
  'spring',
  'kipling',
  'harbin',
  'nanjing',
]);

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

function bare(word: string | undefined): string {
  return (word ?? '')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’+-]+$/gu, '')
    .replace(/’/g, "'");
}

/** Words that open a verb's object: "trained every new nurse", "certified the team". */
const OBJECT_OPENERS =
  /^(?:the|a|an|every|each|all|our|their|his|her|its|my|this|that|these|those|over|more|most|\d)/i;

function isVerbLike(word: string | undefined, next?: string): boolean {
  const w = bare(word);
  if (VERBS.has(w)) return true;
  if (w.length < 5 || !w.endsWith('ed')) return false;
  // "trained" describes in "a trained chef" but narrates in "trained every new nurse".
  return !ADJECTIVES_IN_ED.has(w) || OBJECT_OPENERS.test(next ?? '');
}

/** Joins a user's list of lines ("- hiking\n- chess") into one run of text. */
function joinLines(text: string): string {
  const lines = text
    .split(/\r?\n+/)
    .map((l) => l.replace(/^\s*(?:[-*•·–]|\d+[.)])\s+/, '').trim())
    .map((l) => stripTrailingPunctuation(l))
    .filter(Boolean);
  if (lines.length <= 1) return lines[0] ?? '';
  if (lines.every((l) => words(l).length <= 4)) {
    return `${lines.slice(0, -1).join(', ')} and ${lines[lines.length - 1]}`;
  }
  return lines.join('; ');
}

function stripTrailingPunctuation(text: string): string {
  const stripped = text.replace(/[\s.,;:!?…]+$/u, '');
  const lastWord = bare(words(stripped).at(-1));
  // "Acme Inc." keeps its dot; "J." (an initial) too.
  if (
    text.slice(stripped.length).startsWith('.') &&
    (ABBREVIATIONS.has(lastWord) || /^\p{Lu}$/u.test(words(stripped).at(-1) ?? ''))
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

/** Short words that are ordinary words even when typed in capitals ("IN", "AN"). */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'in',
  'on',
  'at',
  'of',
  'to',
  'for',
  'by',
  'and',
  'or',
  'but',
  'up',
  'out',
  'off',
  'as',
  'is',
  'was',
  'it',
  'its',
  'my',
  'our',
  'all',
  'new',
  'one',
  'two',
  'ten',
  'day',
  'her',
  'his',
  'she',
  'he',
  'we',
  'they',
  'has',
  'had',
  'won',
  'led',
  'ran',
  'cut',
  'set',
  'hit',
  'got',
  'into',
  'from',
  'with',
  'over',
  'than',
  'that',
  'this',
  'year',
  'week',
  'team',
  'hour',
  'us',
  'me',
  'so',
  'no',
  'not',
  'be',
  'do',
  'per',
  'via',
  'any',
  'few',
  'big',
  'top',
  'end',
  'far',
  'way',
  'now',
  'ago',
  'just',
  'very',
  'more',
  'most',
  'each',
  'made',
  'took',
  'ever',
  'best',
]);

/**
 * A sentence typed in capitals reads as shouting once it sits inside a message, so a fact
 * of three or more words with no lower-case letter is lower-cased; short words that are
 * not ordinary words ("AWS", "SQL") keep their capitals as the acronyms they likely are.
 */
export function unshout(text: string): string {
  const list = words(text);
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

const ARTICLES = new Set(['a', 'an', 'the']);

const CLAUSE_OPENERS = new Set([
  'who',
  'that',
  'which',
  'where',
  'when',
  'while',
  ...SUBJECT_PRONOUNS,
]);

/**
 * Whether a phrase that opened with "the" or "her" goes on to a verb of its own ("The
 * contract is worth…"), making it a sentence. A verb after "who" or a pronoun belongs to
 * an embedded clause ("a chef who has…", "the guide she wrote") and does not count.
 */
function hasMainVerb(rest: string[]): boolean {
  for (const word of rest) {
    const w = bare(word);
    if (CLAUSE_OPENERS.has(w)) return false;
    if (VERBS.has(w)) return true;
    if (/[.!?;]$/.test(word)) return false;
  }
  return false;
}

export function classifyFact(text: string, personNames: readonly string[] = []): FactKind {
  const list = words(text);
  const w0 = bare(list[0]);
  const names = personNames.map((n) => bare(n)).filter(Boolean);
  if (SUBJECT_PRONOUNS.has(w0) || names.includes(w0)) return 'sentence';
  if ((DETERMINERS.has(w0) || ARTICLES.has(w0)) && hasMainVerb(list.slice(1))) return 'sentence';
  if (isVerbLike(list[0], list[1])) return 'predicate';
  if ((ADVERBS.has(w0) || w0.endsWith('ly')) && isVerbLike(list[1], list[2])) return 'predicate';
  if (QUANTITY.test(text)) return 'quantity';
  if (w0 === 'a' || w0 === 'an' || w0 === 'the' || w0 === 'former' || w0.startsWith('ex-'))
    return 'identity';
  return 'phrase';
}

function hasInnerCapital(word: string): boolean {
  return /^.[^\s]*\p{Lu}/u.test(word);
}

/** Upper-cases the first letter, unless the first word is styled like "iOS" or "eBay". */
export function sentenceStart(text: string): string {
  const first = words(text)[0] ?? '';
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
  const list = words(text);
  const first = list[0] ?? '';
  if (!/^\p{Lu}\p{Ll}*(?:['’-]\p{Ll}*)*[^\p{L}]*$/u.test(first)) return text;
  const w = bare(first);
  if (w === 'i' || w.startsWith("i'")) return text;
  const gerund =
    w.length > 5 && w.endsWith('ing') && !PROPER_IN_ING.has(w) && !/^\p{Lu}/u.test(list[1] ?? '');
  const adverb = w.length > 4 && w.endsWith('ly') && isVerbLike(list[1]);
  if (!LOWERABLE.has(w) && !gerund && !adverb && !isVerbLike(first)) return text;
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
  const first = words(phrase)[0] ?? '';
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

const TEAM_NOUNS = new Set([
  'team',
  'squad',
  'group',
  'crew',
  'department',
  'dept',
  'dept.',
  'division',
  'org',
  'organisation',
  'organization',
  'guild',
  'tribe',
  'pod',
  'unit',
  'chapter',
  'practice',
  'office',
  'function',
  'studio',
  'lab',
  'hub',
  'collective',
  'circle',
  'teams',
  'cell',
  'desk',
  'taskforce',
  'council',
]);

const TEAMS_YOU_ARE_IN = new Set([
  'department',
  'dept',
  'division',
  'org',
  'organisation',
  'organization',
  'studio',
  'lab',
  'office',
  'hub',
  'practice',
  'function',
  'group',
  'guild',
  'tribe',
  'chapter',
  'collective',
  'circle',
  'council',
  'desk',
  'cell',
  'unit',
]);

/** "on the Growth team", "on Team Rocket", but "in the Brand Studio", "in the Legal department". */
export function onTeam(phrase: string): string {
  const last = bare(words(phrase).at(-1));
  return `${TEAMS_YOU_ARE_IN.has(last) ? 'in' : 'on'} ${phrase}`;
}

/** The team as a noun phrase: "Platform" → "the Platform team"; "the Design squad" stays. */
export function teamPhrase(team: string): string {
  const text = tidyFact(team);
  if (/^(?:the|our)\s/i.test(text))
    return midSentence(text.replace(/^The\b/, 'the').replace(/^Our\b/, 'our'));
  if (/^team\s/i.test(text)) return text;
  const last = bare(words(text).at(-1));
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

const HONORIFICS = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'mx',
  'prof',
  'sir',
  'dame',
  'miss',
  'lord',
  'lady',
]);

export function personName(raw: string): PersonName {
  let full = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[,;:!?]+$/u, '');
  if (full.endsWith('.') && !/(?:^|\s)(?:\p{Lu}|Jr|Sr|Dr)\.$/u.test(full)) full = full.slice(0, -1);
  // An all-lower-case name is a typing shortcut far more often than a stylistic choice.
  if (full === full.toLowerCase() && /\p{L}/u.test(full))
    full = full.replace(
      /(^|[\s'’-])(\p{Ll})/gu,
      (_m, lead: string, c: string) => lead + c.toUpperCase(),
    );
  const tokens = words(full);
  const first = tokens[0] ?? full;
  if (tokens.length > 1 && HONORIFICS.has(bare(first).replace(/\.$/, ''))) {
    return { full, short: `${first} ${tokens[tokens.length - 1]}` };
  }
  return { full, short: first.replace(/[,.]+$/u, '') };
}

/** Words a cut text must not end on, or it reads as broken off mid-thought. */
const TRAILING_FILLER = new Set([
  'and',
  'or',
  'the',
  'a',
  'an',
  'of',
  'to',
  'in',
  'for',
  'with',
  'on',
  'at',
  'by',
  'from',
  'as',
  'while',
  'which',
  'that',
  'but',
  'over',
  'under',
  'about',
  'across',
  'into',
  'through',
  'after',
  'before',
  'than',
  'per',
  'is',
  'was',
  'are',
  'were',
  'has',
  'have',
  'its',
  'their',
  'his',
  'her',
  'our',
  'my',
  'this',
  'so',
  'who',
  'very',
  'more',
  'most',
]);

/**
 * Shortens a long fact to at most maxWords without rewriting it: first the first sentence,
 * then whole clauses, and only then a word cut that does not end on "and" or "the".
 */
export function abridge(text: string, maxWords: number): string {
  if (words(text).length <= maxWords) return text;
  const firstSentence = text.split(/(?<=[.!?;])\s+/)[0] ?? text;
  if (words(firstSentence).length <= maxWords) return stripTrailingPunctuation(firstSentence);
  const clauses = firstSentence.split(/(?<=[,;:—–])\s+|\s+(?=(?:and|while|which|but|so|with)\s)/);
  let kept = '';
  for (const clause of clauses) {
    const candidate = kept ? `${kept} ${clause}` : clause;
    if (words(candidate).length > maxWords) break;
    kept = candidate;
  }
  if (words(kept).length >= Math.min(4, maxWords)) return stripTrailingPunctuation(kept);
  const cut = words(firstSentence).slice(0, maxWords);
  while (cut.length > 1 && TRAILING_FILLER.has(bare(cut.at(-1)))) cut.pop();
  return stripTrailingPunctuation(cut.join(' '));
}
