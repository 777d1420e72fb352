import { withoutClosingEmoji } from '#domain/text.ts';
/**
 * The verb a pastime typed as a noun takes, when the words leave no doubt (ADR 129): a sport
 * or a game is played ("plays futsal on Wednesdays"), an outdoor activity is gone on ("goes
 * fishing on the Sava"), an instrument is played ("plays the cello", "plays bass in a covers
 * band"), a band or a choir typed with its article is played or sung in ("plays in a covers
 * band"). Closed word lists: anything else has no verb here, and keeps the frame it had.
 */

/** How a pastime is told with its verb. */
export interface PastimeVerb {
  /** "plays", "goes", "plays in", "sings in", "is in": pastimes of one verb share it. */
  verb: string;
  /** Whether the pastime reads wrong after "enjoys"/"is into" ("is into cello"). */
  needsVerb: boolean;
  /** The object as typed, the instrument's article put in: "the cello (grade 6)". */
  object: (typed: string) => string;
}

// prettier-ignore
const SPORTS = new Set([
  'football', 'soccer', 'futsal', 'footy', '5-a-side', 'five-a-side', '7-a-side', 'seven-a-side',
  '6-a-side', 'six-a-side', 'padel', 'tennis', 'squash', 'badminton', 'table tennis', 'ping pong',
  'ping-pong', 'pickleball', 'netball', 'basketball', 'volleyball', 'handball', 'korfball',
  'hockey', 'floorball', 'lacrosse', 'rugby', 'rugby league', 'rugby union', 'cricket',
  'baseball', 'softball', 'rounders', 'golf', 'disc golf', 'frisbee', 'ultimate',
  'ultimate frisbee', 'water polo', 'hurling', 'camogie', 'gaelic football', 'shinty',
  'aussie rules', 'american football', 'flag football', 'bowls', 'lawn bowls', 'croquet',
  'darts', 'pool', 'snooker', 'billiards', 'chess', 'bridge', 'poker', 'backgammon', 'mahjong',
  'mah-jong', 'scrabble', 'dominoes', 'board games', 'boardgames', 'video games',
  'computer games', 'tabletop games', 'card games', 'quidditch', 'kabaddi', 'teqball',
  'dodgeball', 'kickball', 'racquetball', 'petanque', 'pétanque', 'boules',
  'cornhole', 'fantasy football', 'touch rugby', 'tag rugby', 'beach volleyball',
  'ice hockey', 'field hockey', 'roller hockey', 'sitting volleyball', 'wheelchair basketball',
]);

/** Words typed before a sport that say which kind, never the level of a lost past. */
// prettier-ignore
const SPORT_KIND = new Set([
  'sunday', 'saturday', 'midweek', 'league', 'club', 'pub', 'social', 'casual', 'competitive',
  'walking', 'vets', 'veterans', 'masters', 'mixed', 'indoor', 'outdoor', 'beach', 'online',
  'weekend', 'county', 'local', 'office', 'park', 'street', 'blitz', 'speed', 'rapid',
  'correspondence', 'amateur', 'weekly', 'five-a-side', '5-a-side', '7-a-side', 'touch', 'tag',
  'duplicate', 'contract',
]);

// prettier-ignore
const GOES = new Set([
  'fishing', 'hiking', 'hillwalking', 'camping', 'climbing', 'bouldering', 'running', 'jogging',
  'cycling', 'biking', 'swimming', 'sailing', 'surfing', 'windsurfing', 'kitesurfing',
  'kite surfing', 'kayaking', 'canoeing', 'rowing', 'skiing', 'snowboarding', 'skating',
  'skateboarding', 'snorkelling', 'snorkeling', 'diving', 'scuba diving', 'free diving',
  'freediving', 'paddleboarding', 'paddle boarding', 'stand-up paddleboarding', 'birdwatching',
  'bird watching', 'birding', 'whale watching', 'foraging', 'orienteering', 'geocaching',
  'stargazing', 'caving', 'potholing', 'mountaineering', 'trekking', 'backpacking', 'rambling',
  'dancing', 'bowling', 'ten-pin bowling', 'tenpin bowling', 'sledging', 'abseiling',
  'canyoning', 'paragliding', 'hang gliding', 'skydiving', 'rafting', 'white water rafting',
  'whitewater rafting', 'wakeboarding', 'waterskiing', 'water skiing', 'ice skating',
  'roller skating', 'rollerblading', 'inline skating', 'horse riding', 'horseback riding',
  'trail running', 'fell running', 'cross-country running', 'mountain biking',
  'road cycling', 'gravel cycling', 'gravel riding', 'wild swimming', 'open water swimming',
  'open-water swimming', 'sea swimming', 'cold water swimming', 'cold-water swimming',
  'ice swimming', 'lake swimming', 'rock climbing', 'ice climbing', 'indoor climbing',
  'sport climbing', 'ski touring', 'cross-country skiing', 'backcountry skiing', 'fly fishing',
  'sea fishing', 'carp fishing', 'coarse fishing', 'ice fishing', 'night fishing',
  'spearfishing', 'mushroom hunting', 'mushroom picking', 'mushroom foraging', 'berry picking',
  'fossil hunting', 'wild camping', 'trainspotting', 'train spotting', 'plane spotting',
  'beachcombing', 'metal detecting', 'dinghy sailing', 'sea kayaking', 'salsa dancing',
  'swing dancing', 'ballroom dancing', 'tango dancing', 'ceilidh dancing', 'line dancing',
  'folk dancing', 'latin dancing', 'bike packing', 'bikepacking', 'hill walking',
  'nordic walking', 'urban exploring', 'storm chasing', 'crabbing', 'rock pooling',
  'rockpooling', 'snowshoeing', 'tobogganing', 'coasteering', 'parkrunning',
]);

/** Instruments told with "the" when typed alone ("plays the cello"). */
// prettier-ignore
const INSTRUMENTS = new Set([
  'cello', 'violin', 'viola', 'double bass', 'piano', 'harp', 'flute', 'clarinet', 'saxophone',
  'sax', 'trumpet', 'trombone', 'oboe', 'bassoon', 'french horn', 'horn', 'tuba', 'banjo',
  'mandolin', 'accordion', 'harmonica', 'organ', 'fiddle', 'bagpipes', 'pipes', 'tin whistle',
  'bodhrán', 'bodhran', 'sitar', 'tabla', 'erhu', 'guzheng', 'oud', 'cajón', 'cajon',
  'steel pans', 'steelpan', 'marimba', 'xylophone', 'euphonium', 'cornet', 'ukulele', 'uke',
  'piccolo', 'recorder', 'harpsichord', 'lute', 'zither', 'balalaika', 'bouzouki', 'didgeridoo',
  'theremin', 'timpani', 'glockenspiel', 'kora', 'koto', 'shamisen', 'dhol', 'djembe',
  'tambura', 'veena', 'sarod', 'bandura', 'kantele', 'concertina', 'melodeon', 'flugelhorn',
]);

/** Instruments a band's player names with no article ("plays bass", "plays drums"). */
// prettier-ignore
const BAND_INSTRUMENTS = new Set([
  'bass', 'bass guitar', 'electric bass', 'guitar', 'electric guitar', 'acoustic guitar',
  'lead guitar', 'rhythm guitar', 'classical guitar', 'drums', 'keys', 'keyboards', 'keyboard',
  'synth', 'synths', 'percussion',
]);

/** A style typed before an instrument ("jazz piano"): the instrument then takes no article. */
// prettier-ignore
const STYLE = new Set([
  'jazz', 'classical', 'blues', 'folk', 'rock', 'trad', 'irish', 'flamenco', 'baroque', 'gospel',
  'church', 'tenor', 'alto', 'soprano', 'baritone', 'bluegrass', 'celtic', 'scottish', 'country',
  'concert', 'fingerstyle',
]);

/** "a covers band", "the church choir": a group typed with its article, and its verb. */
const GROUP_VERB: readonly [RegExp, string][] = [
  [/^(?:band|trio|quartet|quintet|orchestra|ensemble)$/, 'plays in'],
  [/^(?:choir|chorus|chorale)$/, 'sings in'],
];

/** "on Wednesdays", "every Sunday morning", "(grade 6)", "online": what follows a pastime. */
const TAIL_OPENER =
  /^(?:on|at|in|with|for|every|each|most|twice|once|three|weekly|daily|nightly|online|around|along|across|near|by|during|over|after|before|whenever|up|down|off|round|through|this|all)$/i;

/**
 * "back in the day", "at uni", "used to": a pastime the person had, not has; and a clause of
 * its own: no verb here is sure of those.
 */
const NOT_NOW =
  /\b(?:back in|used to|as a (?:kid|child|teen|teenager|student)|years ago|ago|was|were|did|had|formerly|retired|former|ex|until|till|in (?:school|college|uni|university)|at (?:school|college|uni|university)|(?:19|20)\d\d|u\d\ds?)\b/i;

/** The tail's words may hold a name, a day, a count: none is a clause, none a list. */
const CLAUSE_IN_TAIL = /[,;:!?]|\s[-–—]\s|\s(?:but|because|so|if|although|though)\s/i;

/**
 * The verb a typed pastime takes, or undefined when the parse is not sure. `typed` is one item
 * of the pastimes note, its trailing stops removed.
 */
export function pastimeVerb(typed: string): PastimeVerb | undefined {
  const text = withoutClosingEmoji(typed).trim();
  if (!text) return undefined;
  const bracket = text.indexOf('(');
  const head = bracket > 0 ? text.slice(0, bracket).trim() : text;
  const aside = bracket > 0 ? text.slice(bracket) : '';
  if (bracket === 0 || (aside && !/^\([^()]*\)$/.test(aside))) return undefined;
  const list = head.split(/\s+/);
  const at = list.findIndex((w, i) => i > 0 && TAIL_OPENER.test(w));
  const core = (at > 0 ? list.slice(0, at) : list).join(' ').toLowerCase();
  const tail = `${at > 0 ? list.slice(at).join(' ') : ''} ${aside}`.trim();
  if (tail && (NOT_NOW.test(tail) || CLAUSE_IN_TAIL.test(tail.replace(/\([^()]*\)/g, ''))))
    return undefined;
  if (tail.split(/\s+/).length > 9) return undefined;
  const kind = coreKind(core);
  if (!kind) return undefined;
  // "Bouldering twice a week", "A youth orchestra": a typed capital on a word of the lists is
  // the note's first letter, lowered mid-sentence; "Sunday", "Irish" keep theirs.
  const first = core.split(/\s+/)[0]!;
  const lower = (t: string) =>
    PROPER.has(first) ? t : t.replace(/^\p{Lu}(?=\p{Ll}|\s)/u, (c) => c.toLowerCase());
  return {
    ...kind,
    // "badminton (county level)" reads well after "is into"; "futsal on Wednesdays" does not.
    needsVerb: kind.needsVerb || at > 0,
    object: (t: string) => kind.object(lower(t)),
  };
}

/** Words of the lists a reader writes with a capital. */
// prettier-ignore
const PROPER = new Set([
  'sunday', 'saturday', 'irish', 'scottish', 'celtic', 'aussie', 'american', 'gaelic', 'french',
]);

function coreKind(core: string): PastimeVerb | undefined {
  const as = (verb: string, needsVerb: boolean, object = (t: string) => t) => ({
    verb,
    needsVerb,
    object,
  });
  // "a covers band", "the village brass band": the article, up to three words, the group.
  const group = /^(?:a|an|the|his|her)\s+(?:[\p{L}\d'’&-]+\s+){0,3}(\p{L}+)$/u.exec(core);
  const verb = group && GROUP_VERB.find(([pattern]) => pattern.test(group[1]!))?.[1];
  if (verb) return as(verb, true);
  if (SPORTS.has(core)) return as('plays', false);
  if (sportWithKind(core)) return as('plays', true);
  if (GOES.has(core)) return as('goes', false);
  const bare = core.replace(/^(?:the|his|her)\s+/, '');
  const typedArticle = bare !== core;
  if (BAND_INSTRUMENTS.has(bare)) return as('plays', true);
  if (INSTRUMENTS.has(bare)) return as('plays', true, (t) => (typedArticle ? t : `the ${t}`));
  const words = bare.split(/\s+/);
  if (
    !typedArticle &&
    words.length === 2 &&
    STYLE.has(words[0]!) &&
    (INSTRUMENTS.has(words[1]!) || BAND_INSTRUMENTS.has(words[1]!))
  )
    return as('plays', true);
  return undefined;
}

/** "Sunday league football", "competitive chess": up to two words of kind before a sport. */
function sportWithKind(core: string): boolean {
  const words = core.split(/\s+/);
  for (let k = 1; k <= Math.min(2, words.length - 1); k++)
    if (words.slice(0, k).every((w) => SPORT_KIND.has(w)) && SPORTS.has(words.slice(k).join(' ')))
      return true;
  return false;
}

/**
 * "Warkari – walks the Pandharpur wari every year", "Sikh – does seva…": one word typed with a
 * capital as the label of what follows its dash, that no list here gives a verb and that is no
 * -ing word of an activity, is a name (a tradition, a faith, a group), not a pastime: never
 * "is into warkari", and its capital is kept (ADR 194).
 */
export const nameBeforeDash = (text: string): boolean => {
  const label = /^(\p{Lu}[\p{Ll}'’-]+)\s+[–—-]\s/u.exec(text.trim())?.[1];
  return !!label && !/ing$/.test(label) && !pastimeVerb(label);
};

/** Verbs of taking a pastime up, typed with their object left out before when or how. */
const TAKEN_UP =
  /^(learned|learnt|picked up|took up|got into)\s+(?=(?:in|at|during|over|last|this|after|when|aged?|as|from|on|with)\b|\d)/i;

/**
 * "cross-country skiing, learned in 3 winters and already signed up for Vasaloppet 2027": a
 * clause typed after a pastime is about it. Its verb of taking up gets the pastime back as
 * "it" ("learned it in 3 winters", "took it up at 40"), and a past after "and already" or
 * "and just" its "has" ("and has already signed up"): "is into cross-country skiing and
 * learned in 3 winters and already signed up" read as garbled (ADR 194). Only a regular past,
 * whose participle is the same word, gets its "has"; anything else stays as typed. The
 * clauses come back apart, for the pastime's list to join.
 */
export function aboutThePastime(clause: string): string[] {
  const told = clause
    .replace(TAKEN_UP, (_m, verb: string) =>
      verb.toLowerCase() === 'got into'
        ? `${verb} it `
        : /\s/.test(verb)
          ? `${verb.replace(/\s+/, ' it ')} `
          : `${verb} it `,
    )
    .replace(/\band\s+(already|just)\s+(\p{L}+ed)\b/iu, 'and has $1 $2');
  // Two clauses of the person's, listed with the pastime's own ("is into skiing, learned it
  // in 3 winters and has already signed up…"), never a second "and" inside the list's last.
  return told === clause ? [clause] : told.split(/\s+and\s+(?=has (?:already|just)\s)/i);
}
