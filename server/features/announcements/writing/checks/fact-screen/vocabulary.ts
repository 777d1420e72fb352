/**
 * Word lists the fact screen reads with. Kept apart from the logic so they can grow as real
 * options show gaps, without touching how they are used.
 */

/**
 * Capitalised words an announcement may use mid-sentence without naming anything the user
 * gave: "I" and its contractions, greetings and the tone's ordinary words ("Hey Team,"),
 * and chat shorthand that carries no fact ("FYI", "DM").
 */
// prettier-ignore
export const ORDINARY_CAPITALS = new Set([
  'i', "i'm", "i'd", "i've", "i'll",
  'team', 'everyone', 'all', 'folks', 'friends', 'crew', 'y\'all', 'you', 'we', 'our', 'us',
  'welcome', 'congratulations', 'congrats', 'kudos', 'shoutout', 'shout-out', 'hello', 'hi',
  'hey', 'cheers', 'thanks', 'thank', 'please', 'big', 'news', 'fun', 'fact', 'hooray',
  'hurray', 'woohoo', 'yay', 'wow', 'bravo', 'huge', 'happy', 'meet', 'say', 'join', 'spotlight',
  'milestone', 'promotion', 'achievement', 'announcement', 'update', 'new', 'hire', 'note',
  'fyi', 'ps', 'p.s', 'dm', 'dms', 'tl;dr', 'tldr', 'q&a', 'ama', 'asap', 'irl', 'ok', 'btw',
  'icymi', 'rsvp', 'gif', 'gifs', 'emoji', 'aboard', 'onboard', 'good', 'great', 'well', 'done',
]);

/** Gendered words, by the pronoun set they imply. */
export const FEMININE = new Set(['she', 'her', 'hers', 'herself']);
export const MASCULINE = new Set(['he', 'him', 'his', 'himself']);
export const FEMININE_TITLES = new Set([
  'mrs',
  'ms',
  'miss',
  'madam',
  'mme',
  'mlle',
  'sra',
  'frau',
]);
export const MASCULINE_TITLES = new Set(['mr', 'sir', 'herr', 'sr']);

/** Number words and their values. "one" is read only in the input (see numbers.ts). */
// prettier-ignore
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16,
  seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50,
  sixty: 60, seventy: 70, eighty: 80, ninety: 90, dozen: 12,
};

// prettier-ignore
export const ORDINAL_WORDS: Record<string, number> = {
  third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, twentieth: 20, hundredth: 100,
};

export const SCALE_WORDS: Record<string, number> = {
  hundred: 100,
  thousand: 1_000,
  million: 1_000_000,
  billion: 1_000_000_000,
};

/** Vague counts: "hundreds of customers" claims a range the input must hold. */
export const VAGUE_COUNTS: Record<string, readonly [number, number]> = {
  dozens: [24, 99],
  hundreds: [200, 999],
  thousands: [2_000, 999_999],
  millions: [2_000_000, 999_999_999],
  billions: [2_000_000_000, Number.MAX_SAFE_INTEGER],
};

/** Set phrases whose number is not a claim. */
export const NUMBER_IDIOMS =
  /\b(?:three cheers|high[- ]fives?|two cents|take five|one of a kind|second to none|ten out of ten|10\/10|a million thanks|thanks a million|one in a million|a thousand thanks|twice as|100 ?%? (?:behind|on board|in)|one and all|put two and two together|(?:a|one) \w+ or two)\b/gi;

export { MONTHS } from '#domain/months.ts';

export const MONTH_ABBREVIATIONS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};

// prettier-ignore
export const WEEKDAYS = [
  'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday',
] as const;

export const WEEKDAY_ABBREVIATIONS: Record<string, number> = {
  sun: 0,
  mon: 1,
  tue: 2,
  tues: 2,
  wed: 3,
  weds: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  fri: 5,
  sat: 6,
};

/**
 * Given names and family names that are also ordinary English words. In lower case such a
 * word is the ordinary word ("we will", "with grace"), not a re-cased name.
 */
// prettier-ignore
export const NAME_WORDS_THAT_ARE_WORDS = new Set([
  'will', 'grace', 'hope', 'june', 'mark', 'rose', 'bill', 'faith', 'joy', 'amber', 'summer',
  'sky', 'max', 'jack', 'frank', 'pat', 'dawn', 'ray', 'rich', 'sue', 'art', 'may', 'guy',
  'chase', 'drew', 'page', 'lane', 'young', 'king', 'black', 'long', 'hill', 'brown', 'green',
  'white', 'wood', 'bell', 'hunter', 'cook', 'baker', 'smith', 'miller', 'carter', 'mason',
  'porter', 'taylor', 'fisher', 'ward', 'price', 'rice', 'fox', 'wolf', 'hart', 'love', 'star',
  'autumn', 'april', 'river', 'rain', 'storm', 'angel', 'honey', 'ivy', 'holly', 'daisy',
  'lily', 'iris', 'violet', 'jade', 'ruby', 'pearl', 'crystal', 'destiny', 'harmony', 'melody',
  'patience', 'prudence', 'charity', 'constance', 'victor', 'earnest', 'noble', 'sunny',
  'rocky', 'buck', 'bob', 'rob', 'nick', 'don', 'ken', 'sam', 'tom', 'ben', 'dean', 'gene',
  'carol', 'penny', 'robin', 'jay', 'wren', 'hawk', 'lark', 'brook', 'brooke', 'forest',
  'glen', 'dale', 'heath', 'moss', 'reed', 'stone', 'rock', 'cliff', 'field', 'fields', 'banks',
  'bush', 'street', 'north', 'south', 'east', 'west', 'gold', 'silver', 'day', 'knight', 'pope',
  'bishop', 'church', 'temple', 'chance', 'lucky', 'happy', 'merry', 'sterling', 'major',
  'an', 'do', 'le', 'ha', 'ho', 'ma', 'mo', 'so', 'to', 'ye', 'yu', 'tan', 'sun', 'son', 'lin',
  'long', 'hung', 'kim', 'bin', 'van', 'de', 'al', 'el', 'la', 'di', 'da', 'du', 'am', 'nam',
  'ali', 'hana', 'sang', 'song', 'ming', 'chin', 'lee', 'park', 'young', 'moon', 'gay', 'hai',
  // The words every sentence needs, for a name typed of ordinary words ("the team", ADR 109).
  'the', 'a', 'of', 'and', 'in', 'on', 'at', 'for', 'with', 'from', 'by', 'our', 'is', 'are',
  'be', 'as', 'or', 'it', 'we', 'you', 'they', 'he', 'she', 'his', 'her', 'their',
]);

/**
 * Words of the labels the writers put before a colon ("• Team:", "Starts:", "Outside work:",
 * "What earned it:"): a name made of them is not named again by the label (ADR 109).
 */
// prettier-ignore
export const LABEL_WORDS = new Set([
  'team', 'role', 'starts', 'started', 'start', 'date', 'effective', 'previously', 'joining',
  'from', 'moving', 'up', 'expertise', 'background', 'skills', 'outside', 'work', 'fun', 'fact',
  'speaks', 'languages', 'holds', 'achievement', 'details', 'result', 'results', 'numbers',
  'the', 'by', 'what', 'earned', 'it', 'did', 'she', 'he', 'they', 'next', 'promotion',
  'recognition', 'highlights', 'key', 'points', 'ask', 'about', 'new', 'hire', 'heads', 'quick',
  'intro', 'news', 'stepping', 'us', 'welcome', 'when', 'where', 'subject',
]);

/** Honorifics a name may carry (also in person-name.ts, which owns the short-form rule). */
// prettier-ignore
export const HONORIFIC_KEYS = new Set([
  'dr', 'mr', 'mrs', 'ms', 'mx', 'miss', 'prof', 'professor', 'sir', 'dame', 'lord', 'lady',
  'rev', 'fr', 'sr', 'sra', 'srta', 'herr', 'frau', 'mme', 'mlle', 'dott', 'ing', 'jr', 'ii',
  'iii', 'iv', 'phd', 'md', 'esq',
]);

/** Particles inside names that are ordinary words elsewhere ("de", "van", "bin"). */
// prettier-ignore
export const NAME_PARTICLES = new Set([
  'de', 'del', 'della', 'der', 'di', 'da', 'das', 'dos', 'du', 'la', 'le', 'van', 'von', 'ten',
  'ter', 'bin', 'binti', 'bint', 'ibn', 'al', 'el', 'y', 'e', 'och', 'und', 'and',
]);
