import {
  closingEmoji,
  EMOJI,
  EMOJI_CHARS,
  escapeRegExp,
  isShortenedBeforeStop,
  upperFirst,
  withoutClosingEmoji,
} from '#domain/text.ts';
import type { NoteField } from '#domain/generation.ts';
import { MONTHS } from '#domain/months.ts';
import { mayBeTitle, shortens } from '#domain/person-name.ts';
import { lexicon, nlp } from './nlp.ts';
import { expandShorthand } from '../shorthand.ts';
import { typistSpeaks } from '../instructions.ts';
import { insideQuotation, quotationSpans, quotedWithSpeaker } from '../quotations.ts';
import { monthsInEnglish } from '../start-date.ts';
import { greetingOf, greetsEveryone, NEWS_LEAD } from './greetings.ts';
import { pointsToOther } from './pronoun-source.ts';
import { commaParts, isAcronym, PARTICIPLE_AFTER_S, tagsOf, tidy, words } from './phrases.ts';
import { languagesIn, withLanguagesGivenIn } from './typed-notation.ts';
import { detailClauses, effectiveLineInEnglish, spanSentence } from './promotion-details.ts';
import {
  clauseSentence,
  credentialHeld,
  medalFacts,
  medalWon,
  qualityPredicate,
  relativeDeed,
  relativeUnread,
  takesEffect,
  verblessClause,
  whenClauseSentence,
  withArticles,
  withRecordArticle,
  withSubjectArticle,
  yearOpening,
} from './prose.ts';

/**
 * Notes, read for what they are (issue 21 item 1, ADR 033). A note is split into units
 * (bullets, sentences, clauses between semicolons, items of a typed list) and each unit is
 * classified by a parse the composer is sure of:
 *
 * - `sentence`: a complete sentence with its own subject ("Meera saved our biggest account",
 *   "She'll now manage a team of 45 nurses", "Everyone goes to her with questions"). It is
 *   kept whole; only a pronoun subject may become the person's name, when that is certain.
 * - `predicate`: a verb phrase about the person ("led the falls-prevention project",
 *   "mentors 4 juniors", "will run scheduling"). It takes the person as its subject.
 * - `passive`: a participle with no auxiliary ("nominated by three families"): "was …".
 * - `noun`: a noun phrase or gerund phrase ("cardiac step-down", "fixing old trucks"). It may
 *   be the object of "specialises in" or "enjoys", or follow a colon.
 * - `fragment`: anything else ("best CSAT quarter ever", "Sales up 12% YoY"). It goes only
 *   where a fragment belongs: after a colon, or on a labelled line.
 * - `cheer`: the user's own cheer ("Huge congrats!!", "well deserved"): it closes the post.
 *
 * When a reading is not certain, the unit is a fragment: the safe form.
 */

type UnitKind = 'sentence' | 'predicate' | 'passive' | 'noun' | 'fragment' | 'cheer';

export interface Unit {
  /** "promotionDetails:2": which fact of which note, so the composer can tell every one. */
  id: string;
  kind: UnitKind;
  /** The user's words, shorthand written out, trailing stops removed (a "!" or "?" stays). */
  text: string;
  /** A sentence's subject: the person by name, a pronoun for the person, or anyone else. */
  subject?: 'person' | 'pronoun' | 'other';
  /** A sentence with a pronoun subject, the name put in its place, when the swap is certain. */
  named?: (name: string) => string;
  /** Says what comes next for the person ("will run scheduling", "She'll now manage"). */
  ahead: boolean;
  /** Holds a figure (a number, a percentage, an amount): the point of a story. */
  figure: boolean;
  /** Predicate or noun units read from a typed list: each item, to join with "and". */
  items?: string[];
  /** Points back to the unit before it ("He did this…"): told only right after it. */
  follows?: boolean;
  /**
   * Still holds typed notation the rules could not say in words ("we ran the night shift with
   * Sam = chaos"): told only on the scannable post, as typed, never pasted into a sentence
   * (ADR 139).
   */
  typed?: true;
}

export interface Note {
  field: NoteField;
  units: Unit[];
}

/**
 * A list item's marker: a dash, a star, a bullet, "1.", "a)" or "(1)" (kept, "(2) Raised purity…"
 * was told "Li Haiyan (2) Raised…" and numbered bullets mixed with unnumbered ones, ADR 176);
 * and a colon typed at a line's
 * or a sentence's start (": Today we grow 27" over a line ending "…grew 3 crops"), which opened
 * a post with a colon and nothing before it (the twentieth set's readers, ADR 155).
 */
const BULLET =
  /^\s*(?:(?:[-*•·–—>:]|\d+[.)]|[a-z][.)]|\(\d{1,2}\)|\([a-z]\))\s+|:(?=\p{L}{2}|\d))/u;
const LEADING_EMOJI = new RegExp(String.raw`^(?:[${EMOJI_CHARS}]+\s*)+`, 'u');

// prettier-ignore
const DATE_ABBREVIATIONS = new Set([
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'mon',
  'tue', 'tues', 'wed', 'thu', 'thurs', 'fri', 'sat', 'sun',
]);

/** A month's name after a day typed "1." ("1. april", "15. Mai"): the day's ordinal dot. */
const ORDINAL_MONTH =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|mai|june?|juni|july?|juli|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|okt(?:ober)?|nov(?:ember)?|dec(?:ember)?|des(?:ember)?|dez(?:ember)?)\b/i;

/** Sentences of a line: at . ! ? and a space, never after "Dr." or "avg." or an initial. */
/** Whether a text leaves a bracket open that closes later on its line. */
function insideBracket(before: string): boolean {
  return (before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0);
}

function sentencesOf(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  const quotes = quotationSpans(line);
  for (const match of line.matchAll(/[.!?]+["”’)“»«›」』']*\s+/g)) {
    const stop = match[0].trim();
    // A quotation is one unit (ADR 154): no sentence ends inside it ("…about sloths. 10/10."
    // was cut into a sentence and a bullet "10/10.\""), and a dash after its closing mark
    // names who said it ("— our CFO"), which stays with it.
    if (insideQuotation(quotes, match.index + stop.length - 1)) continue;
    // "(not leaving us! just upstairs 🙂)": an aside's own stop, inside its open bracket, ends
    // no sentence; cut there it was posted "(not leaving us" and "Just upstairs)" (the
    // twentieth set's zp04).
    if (!stop.endsWith(')') && insideBracket(line.slice(start, match.index))) continue;
    const next = line.slice(match.index + match[0].length);
    // A quotation that goes on in lower case ("…100/100." after the tour") ends no sentence.
    if (/[^.!?)]$/u.test(stop) && /^(?:[—–-]\s*\p{L}|\p{Ll})/u.test(next)) continue;
    const before = line.slice(start, match.index);
    const word = (/(\S+)$/.exec(before)?.[1] ?? '').toLowerCase().replace(/^[^\p{L}\p{N}]+/u, '');
    // "Sept. 2" is a date; "by Aug. The sponsor…" ends a sentence.
    const dateWord = DATE_ABBREVIATIONS.has(word);
    // "starting sat 7 feb. 450 members now": a month after its day has its day already; the
    // figure after the stop opens a sentence (ADR 075).
    const dated = /(?:^|\s)\d{1,2}(?:st|nd|rd|th)?\s+\S+$/u.test(before);
    // "from 1. april": the dot of an ordinal day before its month ends no sentence (ADR 091).
    if (stop === '.' && /^\d{1,2}$/.test(word) && ORDINAL_MONTH.test(next)) continue;
    // "his abba Mohd. Yusuf ji", "the 17th-c. atlas", "c. 1850", "incl. 2 girls": a title's or
    // a shortened word's stop, the writer's one list (domain/text.ts NO_SENTENCE_END, ADR 159);
    // "J. Okafor": an initial.
    if (
      stop === '.' &&
      (dateWord
        ? /^\d/.test(next) && !dated
        : isShortenedBeforeStop(before, next) || /^\p{L}$/u.test(word))
    )
      continue;
    // "(6 weeks of night feeds!!) and got her…": marks that close an aside in brackets end
    // the aside, not the sentence, when it goes on in lower case ("Kwame got her" read as
    // broken to the seventh set's reader).
    const opened = before.lastIndexOf('(') > before.lastIndexOf(')');
    if (stop.endsWith(')') && opened && /^\p{Ll}/u.test(next)) continue;
    // "started on the tills at 16!! (2009) while doing her A levels": a bracket after the
    // marks belongs to the sentence they end, which goes on; split there, "(2009) while…"
    // was pasted as a sentence of its own (the tenth set's readers). The marks give way.
    if (/^[!?]+$/.test(stop) && MARKS_BEFORE_ASIDE.test(`${stop} ${next}`)) {
      MARKS_BEFORE_ASIDE.lastIndex = 0;
      continue;
    }
    MARKS_BEFORE_ASIDE.lastIndex = 0;
    // "zero lost kids!! (ok, 2 lost dads. found.)": an aside in brackets that ends the line is
    // said of the sentence before it, never a sentence or a tally of its own (split there, it
    // was posted "The numbers: (ok, 2 lost dads. found.)", the twenty-third set).
    if (!stop.endsWith(')') && ASIDE_ENDING_LINE.test(next)) continue;
    out.push(line.slice(start, match.index + stop.length));
    start = match.index + match[0].length;
  }
  out.push(line.slice(start));
  return out
    .flatMap(atEmojiEnds)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** An emoji (with its joiners, skin tones and variation marks) and the space after it. */
const EMOJI_THEN_SPACE = new RegExp(String.raw`(?:${EMOJI})+\s+(?=[\p{L}\p{N}])`, 'gu');

/** Words that carry a clause on past an emoji: "came 2nd 🥈 in the final", "☕ and cake". */
const GOES_ON =
  /^(?:and|or|but|nor|so|for|with|without|to|in|on|at|of|from|by|into|onto|over|under|after|before|than|as|the|a|an|this|that|these|those|his|her|their|our|its|my|your|every|each|all|who|which|where|when|while|if)\b/i;

/**
 * "top colour sales 6 months running 💇‍♀️ takes over the Didsbury salon": chat ends a clause
 * with an emoji instead of a stop, and a new one starts after it. Pasted as one, it is a
 * run-on (the ninth set's reader); each clause is a sentence of its own, the emoji with the
 * first. Only between two clauses of some length, never before a word that carries the
 * clause on ("pizza 🍕 for everyone").
 */
function atEmojiEnds(sentence: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const match of sentence.matchAll(EMOJI_THEN_SPACE)) {
    const end = match.index + match[0].length;
    const before = sentence.slice(start, end);
    const after = sentence.slice(end);
    if (words(before.replace(new RegExp(EMOJI, 'gu'), '')).length < 3) continue;
    if (words(after).length < 3 || GOES_ON.test(after)) continue;
    out.push(before);
    start = end;
  }
  out.push(sentence.slice(start));
  return out;
}

// ---------------------------------------------------------------- reading a unit

interface Term {
  word: string;
  tags: readonly string[];
  /** Punctuation typed after the word (",", "."). */
  post: string;
}

const termMemo = new Map<string, Term[]>();

/** compromise's tags for each word of a text (its own term list: far cheaper than .json()). */
function termsOf(text: string): Term[] {
  let terms = termMemo.get(text);
  if (!terms) {
    const doc = nlp()(text) as unknown as {
      docs: { text: string; tags: Set<string>; post?: string }[][];
    };
    const all = doc.docs
      .flat()
      .map((t) => ({ word: t.text, tags: [...t.tags], post: t.post ?? '' }));
    // "President's Club", "Meera's team": an "'s" before a noun is possessive; the tagger's
    // unseen "is" is dropped. Before anything else ("she's a nurse") it stays.
    terms = all.filter((t, i) => {
      if (t.word !== '' || !/['’]s$/i.test(all[i - 1]?.word ?? '')) return true;
      const next = all[i + 1];
      return !(
        next &&
        has(next, 'Noun', 'ProperNoun') &&
        !has(next, 'Adjective', 'Gerund', 'Determiner', 'Pronoun', 'Adverb')
      );
    });
    if (termMemo.size > 5000) termMemo.clear();
    termMemo.set(text, terms);
  }
  return terms;
}

const has = (term: Term | undefined, ...tags: string[]) =>
  !!term && tags.some((t) => term.tags.includes(t));
const bare = (word: string | undefined) =>
  (word ?? '')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’]+$/gu, '')
    .replace(/’/g, "'");

/** Words that make a predicate's object or complement start: "led THE…", "mentors 4…". */
const OBJECT_OPENER =
  /^(?:the|a|an|our|their|his|her|its|my|this|that|these|those|every|each|all|both|it|them|him|us|up|out|off|down|over|more|most|in|on|at|to|for|from|with|into|across|through|around|round|about|as|by|after|before|during|under|over|\$|£|€|~|\d)/iu;

/** A day after "starts": "on Monday 16/9", "Thursday 4/12", "1 May", "next week". */
const START_DAY =
  /^(?:on\s+|from\s+)?(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\d{1,2}(?:st|nd|rd|th)?\b|(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|(?:next|this)\s+(?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)[^,;:]{0,30}$/i;

/** After "has" opening a note: a participle, or an adverb before one. */
const PERFECT_NEXT =
  /^(?:been|never|once|always|also|just|already|twice|met|won|visited|climbed|run|swum|cycled|played|worked|lived|travelled|traveled|sung|performed|appeared|written|published|competed|represented|trained|taught|completed|finished|seen|shaken|cooked|served|built|raced|rowed|sailed|skied|dived|flown|driven|walked|hiked|done|made|given|taken|eaten|ridden|held|bagged|summited|crossed|read|sold|broken|beaten|spoken|survived|founded|hosted|named|rescued|delivered)$/;

/** What only an object opens: an article, a possessive, a count ("plays a", "speaks four"). */
const VERB_OBJECT_OPENER =
  /^(?:a|an|his|her|their|my|our|two|three|four|five|six|seven|eight|nine|ten|twelve|\d[\d,]*)$/i;

/**
 * "predicted heating demand is 14 kWh", "revised targets were met": an -ed word, a noun or
 * two, then "is" or "were" is a subject described by a participle, never the person's verb
 * ("Inês predicted heating demand is…" garbled who did what, to the seventh set's reader).
 */
function describedSubject(list: readonly string[]): boolean {
  if (!/^\p{L}\p{Ll}*ed$/u.test(list[0] ?? '')) return false;
  for (let k = 2; k <= Math.min(4, list.length - 2); k++) {
    if (/[,;:]$/.test(list[k - 1]!) || CLAUSE_WORD.test(bare(list[k - 1]))) return false;
    if (/^(?:is|are|was|were)$/.test(bare(list[k]))) return true;
  }
  return false;
}

const CLAUSE_WORD =
  /^(?:that|which|who|whom|whose|and|or|but|because|so|when|if|while|as|since|until|what|how|it|they|we|he|she)$/;

/** Irregular past forms that look like base forms: "cut food waste", "set up the pantry". */
// prettier-ignore
/** Past forms spelled like their base and often nouns too: "set pieces", "cut flowers". */
const SAME_AS_BASE_PAST = new Set(['cut', 'set', 'hit', 'put', 'spread', 'shut', 'read', 'beat']);

const BARE_PAST = new Set([
  'cut',
  'set',
  'hit',
  'put',
  'spread',
  'shut',
  'let',
  'quit',
  'read',
  'beat',
  'led',
  'ran',
  'won',
  'built',
  'grew',
  'drove',
  'wrote',
  'took',
  'made',
  'kept',
  'held',
  'brought',
  'taught',
  'sold',
  'spent',
  'began',
  'became',
  'found',
  'got',
  'gave',
  'left',
  'met',
  'rode',
  'saw',
  'swam',
  'flew',
  'threw',
  'caught',
  'fought',
  'won',
  'overcame',
  'rebuilt',
  'ran',
]);

/** Past forms the lexicon reads as given names: "Drew", "Rose" (ADR 148). */
const NAME_LIKE_PAST: ReadonlySet<string> = new Set(['drew', 'rose']);

/**
 * Past forms that never go without an object: typed straight before a preposition ("made in
 * 11 wks") they describe a thing, as a participle. A closed list: "finished in 3rd place",
 * "ran in the marathon" are the person's deeds.
 */
// prettier-ignore
const OBJECT_NEEDED = new Set([
  'made', 'built', 'sewn', 'sewed', 'stitched', 'knitted', 'printed', 'designed', 'created',
  'produced', 'written', 'painted', 'drawn', 'crafted', 'assembled', 'installed', 'handmade',
  'hand-made', 'hand-sewn', 'baked', 'cooked', 'brewed', 'carved', 'restored', 'renovated',
  'translated', 'filmed', 'recorded', 'digitised', 'digitized', 'scanned', 'planted', 'raised',
  'collected', 'sold', 'delivered', 'shipped', 'launched', 'done', 'completed',
  'reinstalled', 'refitted', 'rehung', 'refurbished', 'repaired', 'replaced', 'commissioned',
  'unveiled', 'signed', 'approved', 'submitted', 'released', 'handed',
  // What a farm, a kitchen or a cellar does to what it raises or makes: "bred and reared here
  // from birth", "aged in our cellar", "bottled on site" say it of the animal or the batch
  // typed before them, never of the person ("Kwame bred and reared here", ADR 191).
  'bred', 'reared', 'grown', 'born', 'hatched', 'harvested', 'aged', 'cured', 'smoked',
  'roasted', 'pressed', 'bottled', 'distilled', 'fermented', 'fattened', 'sourced',
]);
/**
 * Only when or how a thing was done, with no object: "last week", "4 months early", "on time",
 * "under budget", "ahead of schedule".
 */
const WHEN_OR_HOW =
  /^(?:(?:last|this|yesterday|today|tonight|earlier|just|finally)\b|(?:early|late|ahead|over)\b(?!\s+(?:the|a|an|his|her|their|our)\b)|on\s+(?:time|budget|schedule)\b|under\s+budget\b|(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s*(?:days?|wks?|weeks?|months?|mths?|years?|yrs?|hours?|hrs?)\s+(?:early|ahead|late|before|sooner)\b|(?:over|after)\s+(?:\d+|a|one|two|three)\s+(?:days?|weeks?|months?|years?)\b)/i;
const PARTICIPLE_NEXT =
  /^(?:in|within|over|by|on|at|for|during|from|with|after|before|using|under|inside|across|entirely|mostly|all|just|only|here|locally|in-house|on-site|onsite)$/i;

/** "made in 11 wks": a participle describing a thing typed before it (OBJECT_NEEDED). */
export function participleClause(text: string): boolean {
  let list = words(text);
  if (!OBJECT_NEEDED.has(bare(list[0]))) return false;
  // "bred and reared here", "made and aged in our cellar": two such verbs joined are one
  // participle, read by what follows the pair (ADR 191).
  if (/^(?:and|&)$/i.test(list[1] ?? '') && OBJECT_NEEDED.has(bare(list[2])))
    list = [list[0]!, ...list.slice(3)];
  // "delivered 4 months early", "reinstalled last week", "delivered.": with no object, only
  // when or how, the thing was done; the person is never its subject ("Dr Tan delivered 4
  // months early" said the doctor was, ADR 135).
  // "built all 14 sets", "made just 3 errors": a count after "all" or "just" is the deed's
  // object, the person's ("It was built all 14 sets" was garbled, ADR 142).
  const counted =
    /^(?:all|just|only)$/i.test(bare(list[1])) &&
    /^(?:\d|the|a|an|of|her|his|their|our)/i.test(list[2] ?? '');
  return (
    list.length === 1 ||
    (PARTICIPLE_NEXT.test(bare(list[1])) && !counted) ||
    WHEN_OR_HOW.test(list.slice(1).join(' '))
  );
}

/** Participles that, opening a note, are a passive with its auxiliary dropped. */
// prettier-ignore
const PASSIVE_ONLY = new Set([
  'nominated', 'chosen', 'praised', 'voted', 'selected', 'recognised', 'recognized', 'certified',
  'featured', 'named', 'shortlisted', 'elected', 'appointed', 'commended', 'honoured',
  'honored', 'invited', 'credited', 'awarded', 'thanked', 'promoted', 'hired', 'quoted',
  'profiled', 'mentioned', 'cited', 'known',
]);

/** After a verb pair, its object: a determiner, a pronoun, a figure or a name. */
const objectFollows = (word: string) => OBJECT_OPENER.test(word) || /^\p{Lu}/u.test(word);

/** Verbs that report news, which someone other than the person may have made. */
const REPORTED = /^(?:announced|confirmed|revealed|published|released|posted|unveiled|declared)$/i;
/** Only when: "this morning", "today", "last night", "on Friday", "at 9am". */
const TIME_ONLY =
  /^(?:(?:this|last|yesterday|on|at|earlier|today|tonight|just|officially|on)\b\s*)*(?:morning|afternoon|evening|night|today|yesterday|week|friday|monday|tuesday|wednesday|thursday|saturday|sunday|\d{1,2}(?::\d{2})?\s?(?:am|pm))?(?:\s+(?:morning|afternoon|evening|night))?[.!]*$/i;

/** "announced this morning": only that, and when, the news was made public. */
export function reportOnly(text: string): boolean {
  const list = words(text);
  return list.length > 1 && REPORTED.test(bare(list[0])) && TIME_ONLY.test(list.slice(1).join(' '));
}

/**
 * "announced at the teachers day event": a report of the news, then where or by whom it was
 * made; the award body's act, never the person's ("Adébísí announced at…" was C on the
 * thirteenth set). Told by `verblessFrame` as "The news was announced at…".
 */
export const REPORTED_WHERE =
  /^(announced|confirmed|revealed|declared)\s+((?:at|on|in|during|by|via|over|through)\s[^;:()]{1,80})$/i;
const reportedWhere = (text: string): boolean =>
  REPORTED_WHERE.test(text.trim().replace(/[.!]+$/, ''));

/** Words that open a phrase before a sentence's subject ("As AP she'll…", "In May he…"). */
const INTRO =
  /^(?:as|in|on|at|from|since|after|before|during|starting|effective|beginning|next|this|last|over|with|when|once|now|today|by|until)$/i;

const PERSON_PRONOUNS = /^(?:she|he|they)(?:['’](?:s|ll|d|ve|re))?$/i;
const OTHER_SUBJECTS =
  /^(?:i|we|you|it|this|that|these|those|everyone|everybody|nobody|someone|somebody|anyone|there)(?:['’](?:s|ll|d|ve|re|m))?$/i;

/** A finite verb: the tense-bearing word a subject needs ("went", "runs", "will", "is"). */
function finite(term: Term | undefined): boolean {
  if (!term) return false;
  if (has(term, 'Modal', 'Copula', 'Auxiliary')) return true;
  if (has(term, 'Gerund', 'Infinitive') && !has(term, 'PastTense')) return false;
  if (has(term, 'PastTense')) return true;
  return has(term, 'PresentTense') && THIRD_PERSON.test(term.word);
}

/** A third-person present form ("runs", "goes", "carries"), not a word that ends in "ss". */
const THIRD_PERSON = /(?:[^s]s|ies|[sxz]es|[cs]hes)$/i;

/** Verbs of a pastime, third person: "plays", "sings", "volunteers". */
const PASTIME_VERB =
  /^(?:plays|sings|dances|swims|rides|cycles|climbs|surfs|sails|rows|skates|paints|bakes|cooks|knits|volunteers|coaches|referees|umpires|performs|competes|races|drums|DJs)$/i;

/** "in", "with", "for": the preposition after a pastime's verb ("plays in a band"). */
const PASTIME_PREPOSITION = /^(?:in|with|for|at|on|around|across|along|through)$/i;

/** Verbs of saying or thinking that take a clause: "claims", "swears", "reckons". */
const SAYS =
  /^(?:claims|swears|reckons|insists|says|thinks|believes|boasts|jokes|maintains|admits|promises|vows|figures|brags|argues)$/i;

/** A clause's subject after a verb of saying: "he", "she's", "that", "there's". */
const CLAUSE_SUBJECT = /^(?:he|she|they|it|i|we|that|there)(?:['’](?:s|ll|d|re|ve|m))?$/i;

/** Adverbs of how often, typed before the person's verb: "always covers", "never misses". */
const FREQUENCY = /^(?:always|never|still|usually|often|rarely|regularly|sometimes|also)$/i;

/** After "I", "we", "they": any present or past verb form ("they have", "we love"). */
const verbAfterPronoun = (term: Term | undefined) =>
  finite(term) || (has(term, 'Verb') && !has(term, 'Gerund'));

/** The index of the first word after adverbs ("once served", "basically already runs"). */
const ADVERBS =
  /^(?:now|also|already|basically|once|still|just|recently|officially|currently|often|always|never|quietly|single-handedly|singlehandedly|personally|successfully|consistently|regularly|even|first)$/i;

function skipAdverbs(terms: Term[], from: number): number {
  let i = from;
  while (
    i < terms.length - 1 &&
    ((has(terms[i], 'Adverb') && !has(terms[i], 'Verb')) || ADVERBS.test(terms[i]!.word))
  )
    i++;
  return i;
}

/** A verb read with "she" before it, so a fragment's verb reads as a verb. */
function verbReading(text: string): { terms: Term[]; at: number } {
  const terms = termsOf(`she ${text}`);
  return { terms, at: skipAdverbs(terms, 1) };
}

const isPersonWord = (word: string, personWords: ReadonlySet<string>) =>
  personWords.has(bare(word)) && bare(word).length > 1;

/** Whether the text opens with the person's name (any form) and goes on to its own verb. */
function personSentence(text: string, personWords: ReadonlySet<string>): boolean {
  const list = words(text);
  let i = 0;
  while (i < list.length && isPersonWord(list[i]!, personWords)) i++;
  if (i === 0) return false;
  const rest = list.slice(i).join(' ');
  // "Kofi set up weekly calls": after the name, a bare past form is the verb, not a noun.
  if (BARE_PAST.has(bare(list[i])) && list.length > i + 1) return true;
  // "Femi, together with Chidi and Ngozi, rebuilt…": a parenthetical before the verb.
  const afterAside = list[i - 1]!.endsWith(',') ? rest.replace(/^[^,]*,\s*/, '') : rest;
  const { terms, at } = verbReading(afterAside);
  return finite(terms[at]) || /^['’](?:s|ll|d|ve)\b/.test(rest);
}

/** Words that open a clause inside a sentence, the clause's subject its own. */
const SUBORDINATOR = /^(?:when|while|whilst|because|although|though|until|unless|whenever)$/i;

/** A group named by a singular noun that takes a plural verb: "crew love her briefings". */
const COLLECTIVE = /^(?:crew|staff|team|police|family|public|audience|committee|board)$/i;

/** Whether a noun phrase (with prepositional phrases) comes before the first finite verb. */
function nounSubjectSentence(text: string): boolean {
  const terms = termsOf(text);
  if (!terms.length || has(terms[0], 'Verb', 'Adverb', 'Preposition', 'Conjunction', 'Expression'))
    return false;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    // "covered 12 extra shifts when we were short": the clause after "when" has its own
    // subject; the main clause's subject comes before it or is left out (ADR 104).
    if (i > 0 && SUBORDINATOR.test(term.word)) return false;
    // "route optimization, DOT compliance, ran a fleet": a list, not a subject.
    if (i > 0 && /[,;:—–]/.test(terms[i - 1]!.post)) return false;
    // "fraud models, python": a word before a comma ends a list item; it is not a verb.
    if (finite(term) && /,/.test(term.post)) return false;
    // "3 weeks", "40 papers": after a number an -s word counts things.
    if (i > 0 && has(terms[i - 1], 'Value') && !has(term, 'PastTense', 'Modal', 'Copula')) continue;
    // "Paper published in Nature Energy": a headline, its "was" dropped, not a sentence.
    if (
      finite(term) &&
      i === 1 &&
      /ed$/i.test(term.word) &&
      has(terms[i + 1], 'Preposition') &&
      !has(terms[0], 'Determiner', 'Pronoun')
    )
      return false;
    if (finite(term))
      return (
        i > 0 && i < terms.length - 1 && has(terms[i - 1], 'Noun', 'Value', 'ProperNoun', 'Acronym')
      );
    // "riders love her routes", "crew love her briefings": a plural or a crew typed before a
    // verb's plain form is its subject; the note is a sentence of its own, never the person's
    // verb phrase ("She crew love her briefings" was garbled to the fifteenth set's readers).
    if (
      i > 0 &&
      i < terms.length - 1 &&
      has(term, 'PresentTense') &&
      has(term, 'Infinitive') &&
      (has(terms[i - 1], 'Plural') || COLLECTIVE.test(terms[i - 1]!.word)) &&
      !terms[i - 1]!.post.trim() &&
      // the verb's object or its preposition follows ("love her", "rave about"): never a
      // figure ("hazardous areas zone 1") nor a name.
      has(terms[i + 1], 'Determiner', 'Possessive', 'Pronoun', 'Preposition') &&
      // "starts pre-harvest": an -s verb the lexicon knows, typed first, is no plural subject.
      !(i === 1 && THIRD_PERSON.test(terms[0]!.word) && tagsOfBase(bare(terms[0]!.word)))
    )
      return true;
    if (
      !has(
        term,
        'Noun',
        'Adjective',
        'Determiner',
        'Value',
        'ProperNoun',
        'Acronym',
        'Preposition',
        'Conjunction',
        'Possessive',
      )
    )
      return false;
  }
  return false;
}

/** A noun phrase or a gerund phrase: no finite verb, and it ends on a noun-like word. */
export function nounPhrase(text: string): boolean {
  const terms = termsOf(
    text.replace(/^(?:more than|about|over|nearly|almost|around|some|roughly)\s+(?=[$£€]?\d)/i, ''),
  );
  if (!terms.length) return false;
  if (
    has(terms[0], 'Adverb', 'Expression', 'Conjunction', 'Preposition') &&
    !has(terms[0], 'Noun', 'Hyphenated')
  )
    return false;
  // "step-down", "on-call": a hyphenated compound is read as one word, a noun.
  const compound = (t: Term) => has(t, 'Hyphenated');
  if (terms.some((t, i) => i > 0 && finite(t) && !compound(t) && !has(t, 'Noun', 'Adjective')))
    return false;
  if (finite(terms[0]) && !has(terms[0], 'Noun', 'Adjective', 'Gerund')) return false;
  // "plays bass in a band" is a verb phrase the tagger may read as nouns: unsure, not a noun.
  const she = termsOf(`she ${text}`)[1];
  if (has(she, 'PresentTense') && THIRD_PERSON.test(terms[0]!.word) && !has(she, 'Noun'))
    return false;
  const last = [...terms].reverse().find((t) => /[\p{L}\p{N}]/u.test(t.word));
  if (last && compound(last)) return true;
  return has(
    last,
    'Noun',
    'Value',
    'ProperNoun',
    'Acronym',
    'Unit',
    'Date',
    'Gerund',
    'Plural',
    'Singular',
  );
}

const FIELDS_THAT_NARRATE: ReadonlySet<NoteField> = new Set([
  'promotionDetails',
  'achievementDetails',
  'achievementDescription',
  'funFact',
]);

/**
 * A verb, then "him" or "her" as its object: "puts him straight in", "got her a place at the
 * Games". A request to the reader ("ask him about…", "send her a note") is the reader's verb.
 */
const PERSON_OBJECT =
  /^(?!(?:ask|tell|thank|congratulate|wish|give|send|buy|welcome|join|help|show|let|say|grab|find|ping|dm|email|message|call|meet|introduce|invite|cheer|greet|make)\s)\p{L}+\s+(?:him|her(?=\s+(?:for|to|in|into|onto|on|at|as|with|a|an|the|up|back|through|over|ahead|straight|top)\b|[\s.,;:!]*$))\b/iu;

/**
 * "earned them a spot at…", "qualified them for…": "them" is the person's only after a verb
 * of winning a place; after any other verb it may be anyone ("Jo coaches them on Sundays").
 */
const THEM_OBJECT =
  /^(?:qualif(?:y|ies|ied)|earn(?:s|ed|t)?|g[eo]ts?|got|wins?|won|land(?:s|ed)?|secur(?:es|ed)|book(?:s|ed)|bag(?:s|ged)|nett?(?:s|ed)|clinch(?:es|ed))\s+them\s+(?:a|an|the|for|to|into|onto|on|in|at|through|top)\b/iu;

/** The person as the verb's object: "qualifies him for…", "earned them a spot at…". */
const personObject = (text: string) => PERSON_OBJECT.test(text) || THEM_OBJECT.test(text);

/**
 * "qualifies him for the nationals" typed after what it refers to: "That" is its subject
 * ("That qualifies him for the nationals."), as readers rewrote the bare fragment (ADR 127,
 * amended). Only a verb with a tense ("qualifies", "earned", "got"), never a base form the
 * reader might be asked to do. Undefined when the note is no such unit.
 */
function thatPersonObject(text: string): string | undefined {
  if (!personObject(text)) return undefined;
  const verb = bare(words(text)[0]);
  if (
    !THIRD_PERSON.test(verb) &&
    !/^(?:\p{Ll}+ed|earnt|got|won|put|sent|took|gave|brought|kept|left|saw|set|made|led|netted)$/u.test(
      verb,
    )
  )
    return undefined;
  const lowered = /^\P{Ll}+$/u.test(text) ? text.toLowerCase() : text;
  return `That ${lowered.replace(/^\p{Lu}(?=\p{Ll}|\s)/u, (c) => c.toLowerCase())}`;
}

/** How a unit reads, by a parse the composer is sure of; a fragment when it is not. */
function classify(
  text: string,
  field: NoteField,
  personWords: ReadonlySet<string>,
): Pick<Unit, 'kind' | 'subject'> {
  const list = words(text);
  const first = bare(list[0]);
  if (!first) return { kind: 'fragment' };
  // "do not touch the jars", "please don't call her Dr": told to the reader, never the
  // person's verb ("Ngozi do not touch the jars" garbled the joke, to the seventh set's reader).
  if (/^(?:do\s+not|don['’]?t|please|pls|plz)\s+\p{L}/iu.test(text))
    return { kind: 'sentence', subject: 'other' };
  // "Guides report to him from now", "Drivers answer to her": a plural noun, then its own verb
  // and the person as its object, is a sentence about others; read as the person's verb it
  // was "Loïc guides report to him" (the twenty-first set's gp12).
  if (
    THIRD_PERSON.test(first) &&
    /^(?:report|answer|go|come|talk|turn|listen|look)$/i.test(bare(list[1])) &&
    /^(?:to|directly)$/i.test(bare(list[2]))
  )
    return { kind: 'sentence', subject: 'other' };
  // "qualifies him for the nationals", "earned her a place": the person is the verb's object,
  // so its subject is something else ("This qualifies him…"); told as the person's, it read
  // "He qualifies him", "Mikkel Østergaard Nielsen qualifies him" (ADR 127).
  if (personObject(text)) return { kind: 'fragment' };
  // "Maya", "Will": the name as typed opens a sentence about the person.
  if (isPersonWord(list[0]!, personWords) && personSentence(text, personWords))
    return { kind: 'sentence', subject: 'person' };
  // "JB started as a root grader 2018": a word typed as a name (an acronym, or a capital on a
  // word the lexicon knows only as a name) and then a past form the tagger reads as a verb is a
  // sentence about someone, the person by a short name or another: told whole, as typed. Read
  // as a fragment it was glued after the news's title ("…Compliance Manager: JB started…",
  // ADR 181).
  if (namedThenPast(list)) return { kind: 'sentence', subject: 'other' };
  const lowered = text.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  const { terms, at } = verbReading(lowered);
  if (PERSON_PRONOUNS.test(first)) {
    const after = termsOf(lowered);
    const verbAt = skipAdverbs(after, 1);
    // "he still covers nights": after "she" or "he", an -s form of a known verb is the verb
    // however the tagger reads it alone (ADR 123).
    const next = bare(after[verbAt]?.word);
    if (
      /['’]/.test(first) ||
      verbAfterPronoun(after[verbAt]) ||
      (/^(?:she|he)$/.test(first) && THIRD_PERSON.test(next) && tagsOfBase(next))
    )
      return { kind: 'sentence', subject: 'pronoun' };
    return { kind: 'fragment' };
  }
  if (OTHER_SUBJECTS.test(first)) {
    const after = termsOf(lowered);
    const verbAt = skipAdverbs(after, 1);
    if (/['’]/.test(first) || verbAfterPronoun(after[verbAt]))
      return { kind: 'sentence', subject: 'other' };
    // "This opens up the contracts": after "this" or "that" an -s verb is no plural noun.
    const next = bare(after[verbAt]?.word);
    if (/^(?:this|that)$/.test(first) && THIRD_PERSON.test(next) && tagsOfBase(next))
      return { kind: 'sentence', subject: 'other' };
    return { kind: 'fragment' };
  }
  // "always covers the late shift", "never complains": an adverb of how often, then an -s
  // form of a verb the lexicon knows, is the person's verb, object or not ("Always covers
  // …, never complains." was pasted subjectless, ADR 123).
  if (
    FREQUENCY.test(first) &&
    list.length > 1 &&
    THIRD_PERSON.test(bare(list[1])) &&
    tagsOfBase(bare(list[1]))
  )
    return { kind: 'predicate' };
  // "mentors Ollie + Farah", "coaches Tamsin": an -s form of a known verb, then a name typed
  // with its capital, is the person's verb and its object; a plural noun is never followed by
  // a name ("Mentors Ollie and Farah." was pasted subjectless, ADR 162).
  if (
    THIRD_PERSON.test(first) &&
    !/^(?:has|is|was|does)$/.test(first) &&
    /^\p{Ll}/u.test(list[0]!) &&
    list.length > 1 &&
    /^\p{Lu}\p{Ll}+$/u.test(bare(list[1]) ? list[1]!.replace(/[^\p{L}]+$/u, '') : '') &&
    !personWords.has(list[1]!.toLowerCase().replace(/[^\p{L}]+$/u, '')) &&
    tagsOfBase(first)
  )
    return { kind: 'predicate' };
  // "Claims he makes the best adobo", "swears she's never lost at Uno": a verb of saying or
  // thinking, then a clause with its own subject, is the person's verb, never a plural noun
  // subject ("Claims he…" was pasted after the pastime as a sentence of its own, ADR 129).
  if (SAYS.test(first) && list.length > 2 && CLAUSE_SUBJECT.test(bare(list[1])))
    return { kind: 'predicate' };
  // "trusts and estates", "drinks and plans": an -s word joined to another word is a verb
  // only when what follows the pair is the verbs' object ("leads and mentors the team");
  // alone, the pair is two nouns, and "Olu trusts and estates" a broken sentence.
  const pair = /^(\p{L}+)\s+(?:and|or|&)\s+\p{L}+(?:\s+(\S+))?/u.exec(lowered);
  if (pair && THIRD_PERSON.test(pair[1]!) && !(pair[2] && objectFollows(pair[2])))
    return field === 'expertise' || nounPhrase(lowered) ? { kind: 'noun' } : { kind: 'fragment' };
  // "results announced at the ceremony", "plans approved by the board": a noun and a
  // participle, its "were" dropped (a headline), never the person's verb and its object.
  if (
    THIRD_PERSON.test(first) &&
    // "has been to…": an auxiliary is no noun ("has" read as a plural gave a fragment).
    !/^(?:has|is|was|does)$/.test(first) &&
    /^\p{Ll}+(?:ed|en)$/u.test(bare(list[1])) &&
    (list.length === 2 ||
      /^(?:by|at|in|on|for|to|from|with|this|last|today|yesterday)$/i.test(bare(list[2])))
  )
    return { kind: 'fragment' };
  // "announced this morning", "confirmed today": a report with no object and only its time
  // after it was made by someone else (the award body), never by the person.
  if (reportOnly(text) || reportedWhere(text)) return { kind: 'fragment' };
  // "unbeaten in 9 matches", "undefeated all season": "un" and a participle whose verb does
  // not exist ("unbeat") is a state, no deed of the person's ("Ayesha unbeaten in 9 matches"
  // was garbled to the tenth set's readers): a fragment, told where fragments go.
  if (/^un\p{Ll}{3,}(?:ed|en)$/u.test(first) && !(first.replace(/(?:ed|en)$/, '') in lexicon()))
    return nounPhrase(lowered) ? { kind: 'noun' } : { kind: 'fragment' };
  if (describedSubject(list)) return { kind: 'sentence', subject: 'other' };
  // "has a cat named Glutamate": "has", "is", "was" opening a note are only ever verbs.
  if (/^(?:has|is|was)$/.test(first) && list.length > 1 && OBJECT_OPENER.test(list[1]!))
    return { kind: 'predicate' };
  // "starts on Monday 16/9", "starts thurs 4/12": when the person starts, typed as a verb
  // phrase with its day; the person's, never a fragment after a colon (ADR 066).
  if (
    /^(?:starts|begins)$/.test(first) &&
    list.length > 1 &&
    START_DAY.test(list.slice(1).join(' '))
  )
    return { kind: 'predicate' };
  // "has been to Antarctica", "has never missed a shift", "has met the King": "has" and a
  // participle opening a note is the person's perfect ("Fun fact: has been to…" was left a
  // fragment under its label and rewritten by the eighth set's reader, ADR 066).
  if (/^(?:has|had)$/.test(first) && list.length > 2 && PERFECT_NEXT.test(bare(list[1])))
    return { kind: 'predicate' };
  // "made in 11 wks", "built over 2 weekends": a verb that cannot go without its object,
  // followed straight by a preposition, is a participle describing a thing typed before it,
  // never the person's deed ("Seo-yeon made in 11 weeks.", the thirteenth set's readers).
  if (participleClause(lowered)) return { kind: 'fragment' };
  // "cut admission wait times by half": a fragment opening with a past form that is only a
  // verb is a verb phrase, whatever noun-and-verb reading its tail allows.
  const opening = termsOf(`she ${lowered}`)[1];
  const openingAlone = termsOf(lowered)[0];
  const passive = PASSIVE_ONLY.has(first) || bare(list[1]) === 'by';
  // "distributed systems", "embedded devices": in a list of skills or pastimes, a past form
  // before a bare noun with nothing else may describe it; the later readings decide.
  const describing =
    !FIELDS_THAT_NARRATE.has(field) &&
    list.length === 2 &&
    !BARE_PAST.has(first) &&
    !OBJECT_OPENER.test(list[1]!);
  // "high press, set pieces", "cut flowers": in a list of skills or pastimes, a past form
  // spelled like its base ("set", "cut") before a bare noun is a thing, not the person's deed
  // ("Varo set pieces and brings expertise in high press" was C on the fourteenth set).
  // Only an object that opens with a determiner or a figure makes it a verb there.
  if (
    !FIELDS_THAT_NARRATE.has(field) &&
    SAME_AS_BASE_PAST.has(first) &&
    list.length > 1 &&
    !OBJECT_OPENER.test(list[1]!)
  )
    return nounPhrase(lowered) ? { kind: 'noun' } : { kind: 'fragment' };
  // "Drew every plan for the bakery", "Rose to lead the night shift": a past form spelled like
  // a given name, opening a story's note before its object, is the person's deed. Read as a
  // name it was pasted after the news's colon, capital kept ("…to Operations Manager: Drew
  // every plan…", ADR 148).
  if (
    FIELDS_THAT_NARRATE.has(field) &&
    NAME_LIKE_PAST.has(first) &&
    list.length > 2 &&
    OBJECT_OPENER.test(list[1]!)
  )
    return { kind: 'predicate' };
  // "Recut a 41-carat rough", "re-set the stone": "re" before a past form spelled like its
  // base is that verb done again, which the lexicon does not know (ADR 145).
  const againPast = /^re-?\p{Ll}{2,}$/u.test(first) && BARE_PAST.has(first.replace(/^re-?/, ''));
  if (
    list.length > 1 &&
    !passive &&
    !describing &&
    (BARE_PAST.has(first) ||
      (againPast && OBJECT_OPENER.test(list[1]!)) ||
      (has(opening, 'PastTense') &&
        has(openingAlone, 'Verb') &&
        !has(openingAlone, 'Noun', 'Adjective')))
  )
    return { kind: 'predicate' };
  // "plays a 1780s violin she calls Babcia", "speaks four languages": an -s form of a known
  // verb straight before an article, a possessive or a count is the person's verb; no plural
  // noun is followed by "a", so it is never the subject of the clause after it ("Fun fact:
  // Plays a 1780s…" read as garbled to the seventh set's reader).
  if (
    THIRD_PERSON.test(first) &&
    tagsOfBase(first) &&
    list.length > 2 &&
    VERB_OBJECT_OPENER.test(bare(list[1]))
  )
    return { kind: 'predicate' };
  if (nounSubjectSentence(lowered)) return { kind: 'sentence', subject: 'other' };
  // "As AP she'll focus on…", "Effective Jan 1 he joins the partnership": an opening
  // phrase of up to six words, then the person and a verb. "In March, Halvorsen told us…":
  // an opening phrase, then a sentence with a subject of its own.
  if (INTRO.test(first))
    for (let k = 1; k <= Math.min(6, list.length - 2); k++) {
      const subject = list[k]!;
      const pronoun = PERSON_PRONOUNS.test(bare(subject));
      const closed = list[k - 1]!.endsWith(',');
      if (pronoun || isPersonWord(subject, personWords)) {
        // "In the new role, Ana Paula Ferreira owns…": every word of the name, then the verb.
        let end = k + 1;
        while (!pronoun && end < list.length && isPersonWord(list[end]!, personWords)) end++;
        const after = termsOf(
          [end > k + 1 ? 'she' : subject, ...list.slice(end)].join(' ').toLowerCase(),
        );
        if (/['’]/.test(subject) || verbAfterPronoun(after[skipAdverbs(after, 1)]))
          return { kind: 'sentence', subject: pronoun ? 'pronoun' : 'person' };
        break;
      }
      if (closed) {
        if (nounSubjectSentence(list.slice(k).join(' ')))
          return { kind: 'sentence', subject: 'other' };
        break;
      }
      // A verb before any subject: the phrase was not an opening one.
      if (finite(termsOf(lowered)[k])) break;
    }

  // "juggles", "juggles, seriously": a fun fact or a pastime of one -s word whose base is a
  // verb the lexicon knows is what the person does ("Tendai juggles").
  if (
    (field === 'funFact' || field === 'hobbies') &&
    (list.length === 1 || (list.length === 2 && EMPHASIS.test(list[1]!))) &&
    THIRD_PERSON.test(first) &&
    tagsOfBase(first)
  )
    return { kind: 'predicate' };
  // "plays in a ukulele group", "sings with the cathedral choir": a pastime's verb from a
  // closed list before a preposition is what the person does, never a plural noun pasted
  // after "Outside work:" (the thirteenth set's ow06). "walks in the hills" is not listed.
  if (
    field === 'hobbies' &&
    list.length > 2 &&
    !/[,;]/.test(lowered) &&
    PASTIME_VERB.test(list[0]!) &&
    PASTIME_PREPOSITION.test(list[1]!)
  )
    return { kind: 'predicate' };
  // "k8s, incident mgmt": a verb is never followed straight by a comma; this is a list.
  if (/,$/.test(list[0]!)) return nounPhrase(lowered) ? { kind: 'noun' } : { kind: 'fragment' };
  const verb = terms[at];
  const verbWord = bare(verb?.word);
  const next = terms[at + 1];
  const opener =
    OBJECT_OPENER.test(next?.word ?? '') || has(next, 'ProperNoun', 'Value', 'Pronoun');
  if (list.length === 1) return nounPhrase(lowered) ? { kind: 'noun' } : { kind: 'fragment' };
  // "nominated by three families", "featured in Forbes": a passive lost its "was".
  if (
    at === 1 &&
    (PASSIVE_ONLY.has(verbWord) || (/(?:ed|en)$/.test(verbWord) && bare(next?.word) === 'by'))
  )
    return { kind: 'passive' };
  if (has(verb, 'Modal', 'Auxiliary', 'Copula')) {
    // "will run scheduling", "has taught in 3 countries", "is fluent in Darija".
    if (terms.length > at + 1) return { kind: 'predicate' };
    return { kind: 'fragment' };
  }
  if (has(verb, 'Gerund') && at === 1)
    return nounPhrase(lowered) ? { kind: 'noun' } : { kind: 'fragment' };
  // "Crew Member of the Year": a word the tagger reads as a past form only after "she"
  // ("crew", crow's old past) and as a noun alone opens a name, never the person's verb
  // ("…, who crew Member of the Year").
  const pastOnlyAfterShe =
    at === 1 && has(openingAlone, 'Noun') && !has(openingAlone, 'Verb', 'Adjective');
  const past = (has(verb, 'PastTense') && !pastOnlyAfterShe) || BARE_PAST.has(verbWord);
  // "sales up 12%" is no verb; "plays bass", "mentors 4 juniors", "runs the pass" are. An -s
  // form read as a verb after "she" counts before a noun or an object; one the tagger reads
  // as a noun ("mentors") counts when its base is a verb and an object follows.
  const determinerNext = /^(?:the|a|an|our|their|his|her|its|my|every|each|all|\d)/i.test(
    next?.word ?? '',
  );
  // "docs overhaul": an -s word whose base the lexicon does not know is a noun.
  const present =
    THIRD_PERSON.test(verbWord) &&
    at === 1 &&
    tagsOfBase(verbWord) &&
    (determinerNext || (has(verb, 'PresentTense') && has(next, 'Noun')));
  if (past || present) {
    // A past form with its object ("ran a 140-truck fleet") is certainly a verb; alone
    // before a noun ("directed evolution of enzymes") it may describe one, so in expertise
    // and hobbies it is read as a noun phrase unless the object makes the verb certain.
    if (present || (past && opener)) return { kind: 'predicate' };
    if (past && FIELDS_THAT_NARRATE.has(field) && !tagsOfAlone(lowered).includes('Adjective'))
      return { kind: 'predicate' };
  }
  return nounPhrase(lowered) ? { kind: 'noun' } : { kind: 'fragment' };
}

/** A particle or preposition that goes with the verb before it: "takes over", "moves up". */
const PARTICLE = /^(?:over|up|in|into|back|across|as)$/i;
/** What a verb and its particle take next: "takes over the …", "moves up from …", "starts in running …". */
const AFTER_PARTICLE =
  /^(?:the|a|an|our|their|his|her|its|my|this|next|from|to|at|on|in|for|with|\d|\p{Lu}|\p{Ll}+ing\b)/u;

/**
 * "takes over from Mark on the 14th", "moves up from the 6th", "starts in the role": a note
 * that opens with the person's verb and its particle, whose subject chat leaves out (the
 * ninth set's reader: "Takes over…" pasted subjectless). Never "numbers up 40%" (a figure
 * that moved), "works in progress" or "costs over budget" (a noun after the particle).
 */
export function opensWithPhrasalVerb(text: string): boolean {
  const list = words(text);
  if (list.length < 3 || !THIRD_PERSON.test(list[0]!) || !PARTICLE.test(list[1]!)) return false;
  if (!AFTER_PARTICLE.test(list[2]!)) return false;
  if (
    /^(?:up|down|over)\s+(?:by\s+|from\s+)?(?:about\s+)?[$£€]?(?!\d+(?:st|nd|rd|th)\b)\d/i.test(
      list.slice(1).join(' '),
    )
  )
    return false;
  const verb = bare(list[0]);
  // "Mentors in our Women in Assurance network": a verb the tagger reads as its doer's noun
  // (VERBS_READ_AS_NOUNS) is the person's verb here too (the tenth set's lp02, subjectless).
  return (
    tagsOfBase(verb) &&
    (VERBS_READ_AS_NOUNS.has(verb.replace(/s$/, '')) ||
      has(termsOf(`she ${verb} ${list[1]!.toLowerCase()}`)[1], 'PresentTense'))
  );
}

/** Verbs the tagger reads as nouns (people who do them): "mentors 4 juniors", "hosts the demo". */
// prettier-ignore
const VERBS_READ_AS_NOUNS = new Set([
  'mentor', 'coach', 'host', 'chair', 'champion', 'pilot', 'tutor', 'captain', 'volunteer',
  'shadow', 'precept', 'steward', 'referee', 'judge', 'partner', 'advise', 'model', 'staff',
]);

/** "mentors" is read as a noun by the tagger; its base form is a verb. */
function tagsOfBase(word: string): boolean {
  // "misses" is "miss": the -s goes once ("mis" was no verb, ADR 123).
  const lower = word.toLowerCase();
  const base = /ies$/.test(lower)
    ? lower.replace(/ies$/, 'y')
    : /(?:sh|ch|x|ss)es$/.test(lower)
      ? lower.slice(0, -2)
      : lower.replace(/s$/, '');
  if (VERBS_READ_AS_NOUNS.has(base)) return true;
  // A word the tagger only guesses at ("doc") is not read as a verb: the safe form.
  if (!(base in lexicon())) return false;
  return has(termsOf(`to ${base}`)[1], 'Verb');
}

const tagsOfAlone = (text: string) => termsOf(text)[0]?.tags ?? [];

// ---------------------------------------------------------------- the pronoun swap

/**
 * "She'll now manage…" → "Grace will now manage…": the subject pronoun replaced by the
 * name, only where the verb needs no other change (she/he with any verb; they with a past
 * form or a contraction whose verb is known).
 */
function namedSwap(text: string): ((name: string) => string) | undefined {
  const m = /^(she|he|they)(['’](?:ll|s|d|ve|re))?\s+(\S+)/i.exec(text);
  if (!m) return undefined;
  const [, pronoun, contraction, nextWord] = m as unknown as [
    string,
    string,
    string | undefined,
    string,
  ];
  const they = pronoun.toLowerCase() === 'they';
  const rest = text.slice(pronoun.length + (contraction?.length ?? 0));
  const c = contraction?.slice(1).toLowerCase();
  let verb: string | undefined;
  if (c === 'll') verb = ' will';
  else if (c === 'd') return undefined;
  else if (c === 've') verb = ' has';
  else if (c === 're') verb = ' is';
  else if (c === 's') {
    // "she's been" is "has been"; "she's a natural" is "is a natural".
    // "she's covered 4 elections", "he's trained every new hire": an -ed or -en word with
    // its object after it is "has" too ("Shiv is covered 4 general elections" was garbled).
    // "he's already reeded his own chanter": "has", an adverb before the participle or not
    // ("Ruaridh is already reeded…" was posted, ADR 190). One rule with the flow's (phrases.ts).
    verb = PARTICIPLE_AFTER_S.test(rest.trim()) ? ' has' : ' is';
  }
  if (verb) return (name) => `${name}${verb}${rest}`;
  if (!they) return (name) => `${name}${rest}`;
  const lower = nextWord.toLowerCase();
  const swap: Record<string, string> = {
    have: 'has',
    are: 'is',
    were: 'was',
    do: 'does',
    "don't": "doesn't",
    "aren't": "isn't",
    "weren't": "wasn't",
  };
  if (swap[lower]) return (name) => `${name} ${swap[lower]}${rest.slice(1 + nextWord.length)}`;
  const terms = termsOf(`they ${lower}`);
  if (has(terms[1], 'PastTense') && !has(terms[1], 'PresentTense'))
    return (name) => `${name}${rest}`;
  return undefined;
}

// ---------------------------------------------------------------- splitting a note

const AHEAD =
  /\b(?:will|['’]ll|going to|set to|now (?!that)\w+s\b|from now|starting (?:next|in|on)|next (?:month|quarter|year|week))\b/i;
const FIGURE =
  /(?<!\p{L})\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|half|double|doubled|tripled|twice)\b/iu;

// "congrats Bart!", "kudos to the night crew": a cheer with whom it cheers is still a cheer,
// never an achievement ("What earned it: congrats Bart"); a figure or a longer clause is not.
// "thanks Bea!", "diolch Rhys!": the poster's thanks to the person is a cheer too, never the
// person's verb ("Bea thanks Bea", "Diolch Rhys. Well earned, Rhys." read as two sign-offs);
// thanks to someone else ("thanks to the night crew") is the poster's sentence (THANKS_OTHERS).
// "fully deserved" is a verdict like "well deserved": told as a sentence it read "Youssef
// fully deserved." (the thirteenth set's readers, ADR 103), so it closes the post.
const CHEER = new RegExp(
  String.raw`^(?:(?:huge|big|many|so many|massive|a huge|a big)\s+)?(?:congrats|congratulations|kudos|bravo|well done|(?:well|fully|richly|truly|so|very|thoroughly)\s+(?:deserved|earned)|so proud(?: of (?:her|him|them))?|woo+-?hoo+|yay|hooray|props|(?:thanks|thank you|thx|diolch|gracias|merci|danke)(?!\s+(?:to|also|too|for|again)\b))\b(?:,?\s+(?:to\s+)?(?:you|her|him|them|\p{L}[\p{L}'’-]*)){0,2}[\s!.${EMOJI_CHARS}]*$`,
  'iu',
);

/**
 * Words that point back to what the note said before ("He did this while…", "It launched
 * on…", "Result: they renewed…"): such a unit is told only right after what it points to.
 */
const POINTS_BACK =
  /^(?:(?:this|that|these|those|it|such|which|then|both)\b|(?:as a )?result\b|(?:he|she|they) did (?:this|that|it|so|all)\b)/i;

/** "Result: they renewed…", "Impact: churn fell": a one-word label, then a sentence. */
const LABELLED = /^(\p{Lu}\p{Ll}+):\s+(?=\S)/u;

/**
 * "She also started…", "Wayan also trained…": an "also" second says there was a first. In a
 * story's details "it", "they" or "their" may be anything named before (the app, the
 * customer): such a unit is not moved away from what came before it.
 */
function pointsBack(text: string, field: NoteField): boolean {
  if (POINTS_BACK.test(text) || /^\S+\s+also\b/i.test(text)) return true;
  return DETAILS.has(field) && /\b(?:it|its|they|them|their)\b/i.test(text);
}

const DETAILS: ReadonlySet<NoteField> = new Set([
  'promotionDetails',
  'achievementDetails',
  'achievementDescription',
]);

function readUnit(text: string, field: NoteField, personWords: ReadonlySet<string>) {
  // An aside in brackets is no part of the parse: "Northwind (our 3rd biggest customer) sent…".
  const parsed = text.replace(/\s*\([^()]*\)/g, '').trim() || text;
  const label = LABELLED.exec(parsed);
  if (label) {
    // The sentence after the label is kept whole with its label; its subject is never the
    // person's to swap ("Result: they renewed" is the customer).
    const after = classify(parsed.slice(label[0].length), field, personWords);
    return after.kind === 'sentence'
      ? { kind: 'sentence' as const, subject: 'other' as const }
      : { kind: 'fragment' as const };
  }
  const read = classify(parsed, field, personWords);
  // "hand-rolls 40kg of pasta a week", "co-leads the audit": a verb with a prefix the
  // lexicon does not know is still the person's verb; read without its prefix, the note is
  // told as a sentence, never glued after the news's colon ("…to Sous Chef: hand-rolls…"
  // was graded a rewrite by the eleventh set's readers).
  const prefixed = VERB_PREFIX.exec(parsed);
  if (read.kind !== 'predicate' && prefixed) {
    const bareVerb = classify(parsed.slice(prefixed[0].length), field, personWords);
    if (bareVerb.kind === 'predicate') return bareVerb;
  }
  return read;
}

/** "JB started…", "Sasha fixed…": a name typed, then a past form the lexicon knows as a verb. */
function namedThenPast(list: readonly string[]): boolean {
  if (list.length < 3 || !/^\p{Lu}[\p{L}'’-]*$/u.test(list[0]!)) return false;
  const name = list[0]!;
  const tags = tagsOf(name);
  const asName =
    tags.includes('Acronym') ||
    (['FirstName', 'ProperNoun'].some((t) => tags.includes(t)) &&
      !['Verb', 'Adjective', 'Determiner', 'Preposition', 'Adverb', 'Pronoun'].some((t) =>
        tagsOf(name.toLowerCase()).includes(t),
      ));
  // Read in its sentence: alone, "joined" is an adjective to the tagger.
  const verb = termsOf(list.slice(0, 6).join(' '))[1];
  return (
    asName &&
    /^\p{Ll}+$/u.test(list[1]!) &&
    has(verb, 'PastTense') &&
    !has(verb, 'Noun', 'Adjective')
  );
}

/**
 * "hand-", "co-", "re-": a prefix a verb takes with a hyphen and keeps its meaning, before an
 * -s form or a past ("re-strung most of the ensemble", "co-wrote the manual": glued after the
 * news's colon they read as the title's, ADR 181). Only a predicate reading of the rest counts.
 */
const VERB_PREFIX = /^(?:hand|co|re|pre|cross|double|single|self|spot|peer)-(?=\p{Ll}{2,}\s)/iu;

/**
 * "bakes 300 loaves a night 😅 from tuesday": when the promotion takes effect, typed after
 * the person's deed and an emoji that ends it, is cut from it. Glued, the date read as part
 * of the deed ("…to Sous Chef: hand-rolls 40kg of tagliatelle a week, from Monday!", the
 * eleventh set's readers). Cut only at an emoji, where the typist stopped, and only when the
 * rest is certainly the person's verb phrase: "flies the A320 from May" says when she flies it.
 */
function dateCutFromDeed(clause: string, personWords: ReadonlySet<string>): string[] {
  const list = clause.trim().split(/\s+/);
  for (let n = 2; n <= 4 && n < list.length; n++) {
    const tail = list.slice(-n).join(' ');
    if (!takesEffect(tail)) continue;
    const rest = list.slice(0, -n).join(' ');
    const deed = withoutClosingEmoji(rest);
    return closingEmoji(rest).trim() !== '' &&
      readUnit(deed, 'promotionDetails', personWords).kind === 'predicate'
      ? [rest, tail]
      : [clause];
  }
  return [clause];
}

/**
 * "thanks also to CMC", "shout-out to the night crew", "couldn't have done it without Joel":
 * the poster thanking others, never the person's verb ("Tomek thanks also to CMC" garbled who
 * was thanking, to the seventh set's reader). Told as the poster's own sentence.
 */
const THANKS_OTHERS =
  /^(?:(?:and\s+)?(?:a\s+)?(?:big|huge|special|massive)?\s*(?:thanks|thank you|shout[- ]?outs?)\s+(?:also\s+|too\s+)?to\b|(?:we\s+)?couldn['’]?t have done it without\b)/i;

/**
 * "thanks Marco on the tractor + the teen flag crew": the poster's thanks to someone named who
 * is not the person, typed without its "to". Told as the person's verb it turned the thanks
 * round ("Jolene thanks Marco…", the twenty-third set's fa13); the poster's sentence gets its
 * "to" back ("Thanks to Marco on the tractor…").
 */
const THANKS_NAMED =
  /^(?:(?:a\s+)?(?:big|huge|special|massive)\s+)?(thanks|thank you)\s+(?=(\p{Lu}[\p{L}'’-]*))/u;

export function thanksToOthers(
  text: string,
  personWords: ReadonlySet<string> = new Set(),
): string | undefined {
  const named = THANKS_NAMED.exec(text.trim());
  if (named && !personWords.has(named[2]!.toLowerCase()) && !CHEER.test(text.trim()))
    return upperFirst(text.trim().replace(named[1]!, `${named[1]} to`));
  const match = THANKS_OTHERS.exec(text.trim());
  if (!match) return undefined;
  const said = text.trim();
  const told = /^(?:we\s+)?couldn/i.test(said) ? said.replace(/^(?:we\s+)?/i, 'We ') : said;
  return upperFirst(told);
}

/**
 * "been here 9 yrs", "gone from 3 stores to 12": a participle typed without its "has". It is
 * given back only where the present perfect is certain (a stay with its length or its start,
 * a change from one thing to another); "Lola been here 9 years" read as garbled to the sixth
 * set's reader. Undefined when the unit opens with no such participle.
 */
export function withAuxiliary(text: string): { text: string } | { unsure: true } | undefined {
  // "she been in the crew since she was 16": a pronoun before the bare participle lost its
  // "has" the same way; given back on the same certainty ("She been…" kept from the note was
  // the fifteenth set's C, ADR 117).
  const pronoun = /^(she|he|they)\s+(?=(?:been|gone)\s)/i.exec(text);
  const rest = pronoun ? text.slice(pronoun[0].length) : text;
  const opening = /^(been|gone)\s+/i.exec(rest);
  // "done more than 300 lockouts", "taken 40 kids to nationals": a participle no past
  // tense shares, before its object, is the perfect with "has" dropped (ADR 135); before a
  // preposition it describes a thing ("written in Rust") and stays as typed.
  if (!opening && !pronoun && ONLY_PARTICIPLE.test(text)) return { text: `has ${text}` };
  // "with us since 2023", "with the club for 7 years": a stay with its start or its length
  // is "has been with…" (ADR 135), never a verbless sentence.
  if (!opening && !pronoun && WITH_SINCE.test(text) && SINCE_OR_FOR.test(text))
    return { text: `has been ${text}` };
  if (!opening) return undefined;
  const certain = perfectCertain(rest);
  if (!pronoun) return certain ? { text: `has ${text}` } : { unsure: true };
  const has = /^they$/i.test(pronoun[1]!) ? 'have' : 'has';
  return certain ? { text: `${pronoun[1]} ${has} ${rest}` } : undefined;
}

/** "with us", "with the club", "with Acme", then "since" or "for" and nothing before. */
const WITH_SINCE = /^with\s+(?:us|the(?:\s+[\p{Ll}-]+){1,3}|\p{Lu}[\p{L}&'’-]*)\s+(?:since|for)\s/u;
const SINCE_OR_FOR =
  /\s(?:since\s+(?:(?:19|20)\d{2}|day one|the\s+(?:start|beginning|launch|opening))\b|for\s+(?:(?:over|nearly|almost|more than)\s+)?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten)\+?\s*(?:years?|yrs?|months?|decades?)\b)/i;

/** A participle unlike its past tense, then what only an object opens: "done 300…". */
const ONLY_PARTICIPLE =
  /^(?:done|seen|taken|given|written|grown|driven|flown|ridden|shown|spoken|broken|chosen|beaten|begun|sung|swum|drawn|thrown|eaten|undertaken|overseen|rewritten)\s+(?:(?:more|over|nearly|almost|about|around|roughly|well|close)\s+(?:than\s+|to\s+)?)?(?:(?:a|an|the|his|her|their|our|every|each|all|two|three|four|five|six|seven|eight|nine|ten|dozens|hundreds|thousands)\b|\d)/i;

/**
 * Whether "been …"/"gone …" is certainly the present perfect: a stay with its length or its
 * start ("been here 9 yrs", "been acting foreman since Jan", "been in the camp since she was
 * 14"), or a change from one thing to another.
 */
function perfectCertain(text: string): boolean {
  const sinceAt = text.search(/\ssince\s/i);
  return (
    /^been\s+(?:here|with\s+(?:us|the)|at\s+\S+|on\s+the|in\s+the|part\s+of)\b[^.;]*?\b(?:for\s+)?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten)\+?\s*(?:years?|yrs?|months?|weeks?|decades?)\b/i.test(
      text,
    ) ||
    /^been\s+(?:here|with\s+us)\s+since\b/i.test(text) ||
    // "since" saying when, never why ("since nobody else would"), and no comma before it.
    (/^been\s/i.test(text) &&
      sinceAt > 0 &&
      !/[,;:()]/.test(text.slice(0, sinceAt)) &&
      (SINCE_WHEN.test(text.slice(sinceAt)) ||
        /^\s+since\s+(?:she|he|they|i|we)\s+(?:was|were)\s+(?:\d{1,2}|a\s+\p{Ll}+)\b/iu.test(
          text.slice(sinceAt),
        ))) ||
    /^gone\s+from\s+\S.*\s+to\s+\S/i.test(text)
  );
}

/**
 * What "since" counts from when it says when, never why: a year, a month, a start, an age
 * ("since she was 12", "since he was a kid": ADR 190).
 */
const SINCE_WHEN = new RegExp(
  String.raw`\bsince\s+(?:(?:19|20)\d{2}\b|\d|(?:${MONTHS.map((m) => m.slice(0, 3)).join('|')})\p{L}*\b|last\b|joining\b|day one\b|then\b|early\b|the\s+(?:start|beginning|launch|opening|first)\b|(?:she|he|they|i|we)\s+(?:was|were)\s+(?:\d{1,2}\b|(?:a\s+)?(?:kid|child|boy|girl|teen|teenager|toddler|youngster|lad|lass|little|small|young)\b))`,
  'iu',
);

/** Past forms that are the participle too ("has led", "has kept"); "ran", "drove" are not. */
const PAST_IS_PARTICIPLE =
  /^(?:\p{Ll}+ed|led|kept|taught|made|held|built|sent|spent|won|told|sold|found|brought|bought|caught|met|paid|had|left|fed|read|set|cut|put|run|hosted)$/u;

/**
 * "does the route by cargo bike in summer since 2021" → "has done the route…": a verb phrase
 * in the present with "since" and a time says what has gone on until now, which English says
 * in the present perfect only (ADR 111); told "She does … since 2021" it read as pasted notes
 * to the thirteenth set's readers. Only an -s verb typed first (after "also", "still") whose
 * participle the lexicon knows; anything else is returned as typed.
 */
export function sincePerfect(typed: string): string {
  const text = typed.replace(/^\p{Lu}(?=\p{Ll}+\s)/u, (c) => c.toLowerCase());
  const m = /^((?:also|still)\s+)?(\p{Ll}+s)\s+(?=\S)/u.exec(text);
  if (!m || !SINCE_WHEN.test(text) || /[,;:]/.test(text.slice(0, text.search(/\bsince\b/i))))
    return typed;
  const doc = nlp()(`she ${m[2]!} it`) as unknown as {
    verbs(): { conjugate(): Partial<Record<string, string>>[] };
  };
  const forms = doc.verbs().conjugate()[0];
  if (!forms || forms.PresentTense !== m[2]) return typed;
  const participle =
    forms.Participle ?? (PAST_IS_PARTICIPLE.test(forms.PastTense ?? '') ? forms.PastTense : '');
  if (!participle) return typed;
  return `has ${m[1] ?? ''}${participle} ${text.slice(m[0].length)}`;
}

/** Participles compromise does not give for a past tense that is not one ("ran" → "run"). */
const PARTICIPLE_OF: Readonly<Record<string, string>> = {
  ran: 'run',
  swam: 'swum',
  began: 'begun',
  sang: 'sung',
  rang: 'rung',
  drank: 'drunk',
  came: 'come',
  became: 'become',
};

/**
 * "taught more than 500 women since 2019" → "has taught more than 500 women since 2019": a
 * past tense with "since" and a time is the present perfect with its "has" dropped (ADR 135;
 * "Reem taught … since 2019" read as broken). The person's name may open the note ("Reem
 * taught…"), and is kept. Only a past tense typed first, with no comma before "since", whose
 * participle is certain; anything else is returned as typed.
 */
export function pastSincePerfect(typed: string, personWords: ReadonlySet<string>): string {
  const name = /^((?:\p{Lu}[\p{L}'’-]*\s+){1,2})(?=\p{Ll})/u.exec(typed);
  const named =
    name &&
    name[1]!
      .trim()
      .split(/\s+/)
      .every((w) => personWords.has(w.toLowerCase()));
  const head = named ? name[1]! : '';
  const text = typed.slice(head.length).replace(/^\p{Lu}(?=\p{Ll}+\s)/u, (c) => c.toLowerCase());
  const m = /^((?:also|still)\s+)?(\p{Ll}+)\s+(?=\S)/u.exec(text);
  const sinceAt = text.search(/\bsince\b/i);
  if (!m || sinceAt < 0 || !SINCE_WHEN.test(text) || /[,;:]/.test(text.slice(0, sinceAt)))
    return typed;
  // "joined in 2021 as a graduate and was supervisor since 2023": the "since" is another
  // clause's, and a past fixed in time ("in 2021", "two years ago") takes no "has" ("Rizky
  // has joined in 2021", the twenty-second set's ep16).
  if (FIXED_PAST_OR_SECOND_CLAUSE.test(text.slice(0, sinceAt))) return typed;
  const doc = nlp()(`she ${m[2]!} it`) as unknown as {
    verbs(): { conjugate(): Partial<Record<string, string>>[] };
  };
  const forms = doc.verbs().conjugate()[0];
  const past = m[2]!;
  if (!forms || forms.PastTense !== past || forms.Infinitive === past) return typed;
  const participle =
    forms.Participle ?? PARTICIPLE_OF[past] ?? (PAST_IS_PARTICIPLE.test(past) ? past : '');
  if (!participle) return typed;
  return `${head}has ${m[1] ?? ''}${participle} ${text.slice(m[0].length)}`;
}

/** Before a "since": a year, "ago" or "last", or "and" opening a clause of its own. */
const FIXED_PAST_OR_SECOND_CLAUSE =
  /\b(?:in|during|back in)\s+(?:(?:19|20)\d{2}|early|late|mid)\b|\bago\b|\blast\s+(?:year|month|week|spring|summer|autumn|fall|winter)\b|\band\s+(?:was|were|is|has|had|became|then)\b/i;

/** A day typed in figures ("9.2.", "14/3", "3.11.2025"), a comma, then more. */
const DAY_THEN_WHERE = /^\d{1,2}[./]\d{1,2}(?:[./](?:\d{2,4})?)?\s*,\s+\S/;

/** "coaches his son's team", "speedruns Zelda": a third-person verb opens the note. */
export function thirdPerson(text: string): boolean {
  const first = (text.split(/\s+/)[0] ?? '').toLowerCase();
  const tags = tagsOf(first);
  return /[^s]s$/.test(first) && tags.includes('PresentTense') && !tags.includes('Plural');
}

/**
 * "restores old boats", "Fixes old radios.", "brews her own cider" typed as a fun fact or a
 * pastime, alone (an item of a list is the list's to read): the person's verb phrase, whatever the tagger made of it ("restores old" read as a
 * noun's words). Read as a fragment, it was pasted bare after its label ("Fun fact: restores
 * old boats", the eighteenth set's readers); read as a verb phrase, the person is its subject,
 * once ("Fun fact: Rui restores old boats", ADR 134). Only when the words read as one
 * sentence with "she" before them, and the first is a third-person verb (or a plural noun's
 * spelling before "his", "her", "the"…: "brews her own cider").
 */
function personVerbPhrase(text: string, field: NoteField): boolean {
  if (field !== 'funFact' && field !== 'hobbies' && field !== 'expertise') return false;
  const plain = text.trim().replace(/[.!]+$/, '');
  const [first = '', next = ''] = plain.split(/\s+/);
  if (!/^\p{L}\p{Ll}+(?:[^s]s|[sxz]es|[cs]hes)$/u.test(first) || /[;:()\n]/.test(plain))
    return false;
  // "walks in the hills", "drinks and plans": a plural noun before a preposition or "and"
  // is a pastime's name as often as a verb; such a note is left to the other frames.
  if (!next || /^(?:in|on|at|with|by|to|for|from|around|along|and|or|&|\+)$/i.test(next))
    return false;
  const lowered = plain.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
  const verb =
    thirdPerson(lowered) ||
    (tagsOf(first.toLowerCase()).includes('Plural') &&
      /^(?:his|her|their|the|a|an|own|old|every)$/i.test(next));
  if (!verb) return false;
  const read = readUnit(`she ${lowered}`, field, new Set());
  return read.kind === 'sentence' && read.subject === 'pronoun';
}

/** "… and pass rate 92%": a rate and its figure glued to a deed with "and". */
const RATE_TAIL =
  /\s+(?:and|&|\+)\s+((?:[\p{L}-]+\s+){0,2}(?:rate|score|ratio|margin))\s+(?:of\s+|at\s+|=\s*|:\s*)?(\d+(?:\.\d+)?\s?%)([.!]?)$/iu;

/**
 * "taught 500 women and pass rate 92%" → "taught 500 women, with a 92% pass rate": a rate
 * glued after a deed with "and" is no second deed of the person's (ADR 135).
 */
export function withRateTail(text: string): string {
  return text.replace(RATE_TAIL, (_, what: string, figure: string, mark: string) => {
    const an = /^(?:8|11(?!\d)|18(?!\d))/.test(figure) ? 'an' : 'a';
    return `, with ${an} ${figure.replace(/\s/g, '')} ${what.toLowerCase()}${mark}`;
  });
}

/** "2026: ran logistics", "2019 – led the merger": a year, a colon or dash, a past deed. */
const YEAR_LED = /^((?:19|20)\d{2})\s*(?::|\s[-–—])\s*(\p{Ll}+)\s+(\S[^:;]*?)([.!]?)$/u;

/**
 * "2026: ran logistics" → "ran logistics in 2026": a year typed before a past deed is when
 * the deed was done; the deed keeps its subject-less verb first, so it is told as the
 * person's ("In 2026 she ran logistics"), never as "Expertise: 2026: ran logistics" alone
 * or dropped (ADR 135). Only a past tense the lexicon knows; anything else stays as typed.
 */
export function yearLedDeed(text: string): string {
  const m = YEAR_LED.exec(text.trim());
  if (!m) return text;
  const verb = m[2]!;
  if (!BARE_PAST.has(verb) && !(/ed$/.test(verb) && has(termsOf(`she ${verb}`)[1], 'PastTense')))
    return text;
  return `${verb} ${m[3]} in ${m[1]}${m[4]}`;
}

/** When or where a thing opens or goes live: "December 4", "on Friday", "next month", "in May". */
const THING_WHEN = String.raw`(?:on|in|at|from|next|this|tomorrow|tonight|today|later|early|mid|(?:${MONTHS.map((m) => m.slice(0, 3)).join('|')})\p{L}*|mon|tue|wed|thu|fri|sat|sun|\d)`;

/** A place or a thing that earns a title ("Field of the Year"): never a person's title. */
const THING_TITLE = String.raw`(?:stall|stand|booth|market|pub|bakery|field|pitch|ground|stadium|venue|course|green|garden|park|product|app|store|shop|branch|site|office|plant|facility|project|campaign|building|design|book|album|film|show|production|restaurant|menu|dish|wine|beer|cheese|school|program|programme|event|festival|website|brand|deal|team|department|ward|clinic|kitchen|bar|caf[eé]|hotel|farm|station|depot|warehouse|route|launch|ad|advert)`;

/** "Field of the Year", "Best Restaurant of the Year": a title a thing is named, no person. */
export const thingsTitle = (title: string): boolean =>
  new RegExp(String.raw`\b${THING_TITLE}\s+of\s+the\s+\p{L}+$`, 'iu').test(title.trim());

/**
 * What only a thing does: a production opens, a deal comes in under price and is expected to
 * add a yield, a field is named Field of the Year. Typed with no subject after what it is
 * about, the person made its subject posted something false ("Bogi opens December 4",
 * ADR 142).
 */
const THING_DOES = new RegExp(
  String.raw`^(?:(?:now|also|finally|officially|then|and)\s+)?(?:(?:(?:re)?opens|(?:re)?opened|premieres|premiered|debuts|debuted|airs|aired|(?:goes|went)\s+live|(?:is|was)\s+launched|launches|launched|(?:sold|sells)\s+out|(?:is|was)\s+released|releases|released|hits\s+(?:shelves|stores|theatres|theaters|cinemas))\s+${THING_WHEN}|(?:comes|came)\s+in\s+(?:well\s+)?(?:under|below|over|above|ahead|on\s+(?:budget|time|schedule))|(?:is|was|are|were)?\s*(?:expected|projected|forecast|estimated)\s+to\s+(?:add|save|bring|generate|deliver|return|yield|lift|raise|cut|reduce|increase|grow|earn|make|pay|boost|top|reach|exceed|double|triple|pay\s+back|break\s+even)|(?:was\s+)?(?:named|voted|crowned|ranked|awarded|judged)\s+(?:the\s+)?(?:[\p{L}'’-]+\s+){0,3}${THING_TITLE}\s+of\s+the\s+(?:year|season|month|decade|show))\b`,
  'iu',
);

/**
 * "opens December 4", "came in under the approved price and expected to add 0.3% p.a.":
 * a thing's verb typed with no subject is said of the thing, "It opens December 4.", told
 * right after what it was typed after (ADR 142). Undefined for any other words.
 */
export function thingDone(text: string): string | undefined {
  const t = text.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  if (!THING_DOES.test(t)) return undefined;
  const said = t
    .replace(/^and\s+/i, '')
    .replace(/^(?:was\s+)?(named|voted|crowned|ranked|awarded|judged)\b/i, 'was $1')
    .replace(/^(expected|projected|forecast|estimated)\b/i, 'is $1')
    // "… and expected to add 0.3%": the thing is expected, "is" given back as to its verb.
    .replace(/\s+and\s+(expected|projected|forecast|estimated)\s+to\b/i, ' and is $1 to');
  return `It ${said}`;
}

/**
 * A participle typed with its agent and no subject: "signed off by board on Friday",
 * "approved by CFO last week", "voted best stall by readers of the Herald". The participle
 * (with a particle, "signed off") or a regular past form, then what it made the thing (a
 * title), then "by" and the rest.
 */
const PASSIVE_BY =
  /^(?:((?:now|also|finally|then|and)\s+))?((?:\p{Ll}{2,}(?:ed|en|wn)|built|made|held|sent|run|done|won|set|bought|brought|taught|sold|paid|read|seen)(?:\s+(?:off|up|out|through|over|back|down|in)\b)?)((?:\s+(?!by\b)[\p{L}\p{N}'’-]+){0,4})\s+by\s+(\S.*)$/u;

/**
 * What is done to a person: typed with its agent ("nominated by her peers", "picked by the
 * judges") the person is its patient and the note stays the person's passive (`classify`).
 */
const DONE_TO_PERSON =
  /^(?:promoted|appointed|named|awarded|elected|selected|chosen|picked|hired|recruited|headhunted|headhunted|nominated|shortlisted|recognised|recognized|seconded|mentored|trained|coached|taught|praised|thanked|invited|asked|commended|honou?red|voted|crowned|ranked|judged|given|made|known|loved|followed|featured|interviewed|quoted|profiled)$/;

/** A verb that gives a thing its title: "voted best stall by…", "named Field of the Year by…". */
const TITLE_GIVEN = /^(?:voted|named|crowned|ranked|rated|judged|called|dubbed)$/;

/**
 * "by August", "by hand", "by the end of Q3", "by 5pm": when or how, no one who did it ("by 3
 * external auditors" is who).
 */
const NOT_AN_AGENT = new RegExp(
  String.raw`^(?:\d(?![\d.,]*\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+s\b)|(?:the\s+)?(?:end|start|close|middle|deadline|time|weekend|morning|evening|afternoon|night|latest)\b|(?:${MONTHS.map((m) => m.slice(0, 3)).join('|')})\p{L}*\b|(?:mon|tue|wed|thu|fri|sat|sun)\p{L}*\b|(?:next|this|last|early|mid|late|then|now|far|hand|car|bus|bike|train|boat|air|road|rail|sea|phone|email|e-mail|post|mail|text|foot|heart|default|design|accident|chance|law|nature|name|night|day|q[1-4]|h[12]|year|month|week|today|tomorrow|tonight|noon|midnight|christmas|easter|summer|winter|spring|autumn|fall)\b)`,
  'iu',
);

/** What signs a promotion off: said of the promotion, the one thing its details all serve. */
const SIGNS_OFF =
  /^(?:approved|signed off|signed|ratified|confirmed|endorsed|agreed|rubber-stamped|green-?lit|okayed|ok'?d|sanctioned|authori[sz]ed|backed|accepted|cleared|rubberstamped)$/;

/** A role or a body typed bare after "by" takes its "the": "by board" → "by the board". */
const BARE_AGENT =
  /^(board|committee|panel|jury|council|management|leadership(?: team)?|exec(?:utive)?(?: team)?|senior team|works council|union|regulator|client|customer|owner|founder|director|head office|HR|CEO|CFO|COO|CTO|CIO|CMO|CHRO|CPO|MD|GM|VP|SVP|EVP)\b/u;

/**
 * "signed off by board on Friday", "reviewed by 3 external auditors, no findings": a passive
 * typed with its agent and no subject is what the agent did to a thing, never the person's
 * deed; told as the person's verb it posted "Uwase signed off by board on Friday" (the board
 * signed it off, ADR 152). Said with its "was" and the agent's "the": of the promotion when
 * it signs the promotion off ("The promotion was signed off by the board on Friday."), else
 * of what it was typed after ("It was reviewed by 3 external auditors, with no findings."),
 * told right after it. Undefined when the participle is what is done to a person ("nominated
 * by her peers", `DONE_TO_PERSON`, a title that is no thing's) or no agent follows.
 */
function thingPassive(text: string, field: NoteField): string | undefined {
  const t = text.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  const m = PASSIVE_BY.exec(t);
  if (!m) return undefined;
  const [, adverb = '', done, made = '', by] = m;
  const verb = done!.split(/\s+/)[0]!;
  // "enrolled 120 patients by Aug", "sketched every plan by hand": an object, or "by" a
  // time or a means, is the person's deed, active; only a title may stand between.
  if (made.trim() && !TITLE_GIVEN.test(verb)) return undefined;
  if (NOT_AN_AGENT.test(by!)) return undefined;
  // "voted best stall by readers": a title is the thing's only when a thing holds it.
  const thingsTitle =
    made.trim() !== '' && new RegExp(String.raw`\b${THING_TITLE}s?\b`, 'iu').test(made);
  if (DONE_TO_PERSON.test(verb) && !thingsTitle) return undefined;
  // "signed off by her manager": an agent that is the person's own says nothing of a thing
  // only in a note that is not the promotion's; the participle must be a past form.
  if (!/(?:ed|en|wn)$/.test(verb) && !made.trim()) return undefined;
  const agent = by!
    .replace(BARE_AGENT, 'the $1')
    // ", no findings": the remark is how it went, "with" given back.
    .replace(/,\s+(no|zero|0)\s+/i, ', with $1 ');
  const promotion = field === 'promotionDetails' && SIGNS_OFF.test(done!);
  // "now used by all bases": what holds now is said in the present ("It was used by" read as
  // a thing of the past to both of the twentieth set's readers).
  const now = /^now\b/i.test(adverb);
  return `${promotion ? 'The promotion' : 'It'} ${now ? 'is now' : 'was'} ${done}${made} by ${agent}`;
}

/** "…for Hamlet, opens December 4": the deed and what the thing does, cut apart. */
function thingCut(text: string, field: NoteField): [string, string] | undefined {
  for (const m of text.matchAll(/\s*(?:,|:|\s[-–—])\s+/g)) {
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    if (/[\p{L}\p{N}]/u.test(before) && (thingDone(after) ?? thingPassive(after, field)))
      return [before, after];
  }
  return undefined;
}

/** The fields that tell what earned a promotion or an achievement (ADR 145). */
const DETAIL_FIELDS: ReadonlySet<NoteField> = new Set([
  'promotionDetails',
  'achievementDetails',
  'achievementDescription',
]);

/** A count as typed: "38", "1,240", "1 240", "zero", "about 40", "~12". */
const DETAIL_COUNT = String.raw`(?:(?:about|around|over|nearly|almost|more than)\s+)?(?:\d{1,3}(?:[ ,.]\d{3})+|\d+(?:\.\d+)?\+?|zero|no|two|three|four|five|six|seven|eight|nine|ten|twelve)`;

/**
 * "joined 2014 as apprentice" → "joined in 2014 as apprentice" (the article is
 * `withArticles`'s): a year typed straight after "joined", "started" or "began" is when,
 * said with its "in" as a reader rewrites it (ADR 145).
 */
function withYearJoined(text: string): string {
  return text.replace(
    /^((?:re-?)?joined|started|began)\s+((?:19|20)\d{2})(?=\s+(?:as|at|with|on|in)\b|[.!]?$)/iu,
    '$1 in $2',
  );
}

/**
 * "set up the Friday homework club, 30 pupils": a count typed after a deed's comma says how
 * many the deed reached; it stays in brackets with that deed, never a clause the next
 * sentence is joined to with "and" ("…, 70 kids and specialises in…", ADR 145). Only a count
 * and a plural noun (a span of time is not a count of people or things reached).
 */
const COUNT_AFTER_DEED = new RegExp(
  String.raw`^([^,;:()]{8,}),\s+(${DETAIL_COUNT}\s+(?:[\p{Ll}-]+\s+)?\p{Ll}[\p{Ll}-]*s)([.!]?)$`,
  'u',
);
const SPAN_NOUN = /\b(?:years|yrs|months|weeks|days|hours|hrs|minutes|mins|seasons|times)$/;

function withCountInBrackets(text: string): string {
  const m = COUNT_AFTER_DEED.exec(text);
  if (!m || SPAN_NOUN.test(m[2]!)) return text;
  return `${m[1]} (${m[2]})${m[3]}`;
}

/**
 * What a measure's figure measures, the last word of its name: "uptime 99.7%", "on-time
 * delivery 98.5%", "pass rate 92%". A closed list, so a noun that is no measure ("club 40")
 * is never given a verb.
 */
const MEASURE_NOUN =
  /^(?:availability|uptime|downtime|utili[sz]ation|occupancy|attendance|retention|turnover|accuracy|yield|compliance|csat|nps|oee|otif|satisfaction|delivery|conversion|churn|margin|throughput|productivity|efficiency|coverage|adherence|uptake|footfall|revenue|sales|rate|ratio|score|rating)$/i;

/**
 * "Uptime 99.7% in Q3" → "Uptime was 99.7% in Q3"; "occupancy 94%" → "Occupancy is 94%": a
 * measure typed with its figure and no verb is told with what it measures (ADR 145), "was"
 * when a time says when it was measured, "is" when none does. Only a name of up to three
 * words ending on a listed measure, a figure, and nothing or a time after it; undefined else.
 */
const MEASURE_FIGURE = new RegExp(
  String.raw`^(\p{L}[\p{L}-]*(?:\s[\p{L}-]+){0,2})\s+((?:(?:about|around|over|nearly|almost)\s+)?[$£€]?\d[\d.,]*\s?(?:%|pts|points|[kKmM]\b)?)(\s+(?:(?:in|during|for|over|across|through)\s+[^,;:()]{2,30}|(?:this|last)\s+(?:year|quarter|month|season|week|term)))?([.!]?)$`,
  'u',
);

function measureSentence(text: string): string | undefined {
  const m = MEASURE_FIGURE.exec(text.trim());
  if (!m || !MEASURE_NOUN.test(words(m[1]!).at(-1)!)) return undefined;
  // "Won 3 rating points": a verb before the measure makes the note a deed, kept as typed.
  if (words(m[1]!).some((w) => finite(termsOf(`she ${w.toLowerCase()}`)[1]))) return undefined;
  const name = upperFirst(m[1]!.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()));
  return `${name} ${m[3] ? 'was' : 'is'} ${m[2]!.trim()}${m[3] ?? ''}${m[4]}`;
}

/**
 * "0 missed deadlines in 4 years", "2 failed audits": a count, then a past form and a plural
 * noun: the past form describes the noun, so the note has no verb (read as a sentence, it was
 * posted alone as one, ADR 145).
 */
const COUNT_DESCRIBED = new RegExp(
  String.raw`^${DETAIL_COUNT}\s+(?:[\p{Ll}-]+\s+)?\p{Ll}+ed\s+[\p{Ll}-]+s\b(?!\s+(?:were|was|are|is|have|had|will)\b)`,
  'iu',
);

function unitOf(text: string, field: NoteField, personWords: ReadonlySet<string>): Unit {
  text = yearLedDeed(text);
  if (FIELDS_THAT_NARRATE.has(field))
    text = withRecordArticle(yearOpening(withYearJoined(withRateTail(text))));
  // "Great with the stevedores", "Gold at Amberif 2026": the one subject and verb the words
  // leave out, the person's (ADR 164).
  const said = FIELDS_THAT_NARRATE.has(field)
    ? (qualityPredicate(text) ?? medalWon(text) ?? credentialHeld(text) ?? relativeDeed(text))
    : undefined;
  if (said)
    return { id: '', kind: 'predicate', text: said, ahead: false, figure: FIGURE.test(said) };
  const whole = FIELDS_THAT_NARRATE.has(field) ? whenClauseSentence(text) : undefined;
  if (whole)
    return {
      id: '',
      kind: 'sentence',
      text: whole,
      subject: 'other',
      ahead: false,
      figure: FIGURE.test(whole),
    };
  // "Uptime 99.7% in Q3", "1 500 smallholders registered with GPS plots": a measure or a
  // headline count told with its verb, a sentence of its own (ADR 145).
  // "budget: 40k → 28k": a figure line's change told with "went" (ADR 152).
  const told = DETAIL_FIELDS.has(field)
    ? (measureSentence(text) ?? countHeadline(text) ?? spanSentence(text)?.replace(/\.$/, ''))
    : undefined;
  if (told)
    return { id: '', kind: 'sentence', text: told, subject: 'other', ahead: false, figure: true };
  if (CHEER.test(text) || greetingOf(text, personWords))
    return { id: '', kind: 'cheer', text, ahead: false, figure: false };
  if (quotedWithSpeaker(text))
    return { id: '', kind: 'fragment', text, ahead: false, figure: FIGURE.test(text) };
  const auxiliary = withAuxiliary(text);
  if (auxiliary && 'unsure' in auxiliary)
    return { id: '', kind: 'fragment', text, ahead: false, figure: FIGURE.test(text) };
  if (auxiliary) text = auxiliary.text;
  const thing = FIELDS_THAT_NARRATE.has(field)
    ? (thingDone(text) ?? thingPassive(text, field))
    : undefined;
  if (thing)
    return {
      id: '',
      kind: 'sentence',
      text: thing,
      subject: 'other',
      ahead: false,
      figure: FIGURE.test(thing),
      // "The promotion was signed off…" names what it is about; "It opens…" points back.
      ...(thing.startsWith('It ') && { follows: true }),
    };
  const thanks = thanksToOthers(text, personWords);
  if (thanks)
    return {
      id: '',
      kind: 'sentence',
      text: thanks,
      subject: 'other',
      ahead: false,
      figure: FIGURE.test(text),
    };
  // "Rosa's been on metro 6 yrs": the person's name and "has" in short is a sentence of its
  // own, never a fragment pasted after the news's colon (the tenth set, ADR 075).
  const contracted = /^([\p{L}'’-]+)['’]s\s+/u.exec(text);
  if (
    contracted &&
    personWords.has(contracted[1]!.toLowerCase()) &&
    PARTICIPLE_AFTER_S.test(text.slice(contracted[0].length))
  )
    return {
      id: '',
      kind: 'sentence',
      text,
      subject: 'person',
      ahead: false,
      figure: FIGURE.test(text),
    };
  // "9.2., Malá Studená dolina": a day typed first and where, after its comma, is when and
  // where, never two things of a list ("That's 9.2. and Malá Studená dolina." was C to both
  // of the fifteenth set's readers, ADR 117): a fragment, its comma kept.
  if (DAY_THEN_WHERE.test(text))
    return { id: '', kind: 'fragment', text, ahead: false, figure: false };
  const read = readUnit(text, field, personWords);
  let { subject } = read;
  // A participle given back its "has" is the person's verb phrase, whatever the tagger says.
  // "scaffold inspections" in a list of skills: a base form with no -s, no past and no
  // auxiliary is a noun's modifier, never the person's verb ("Dariusz scaffold inspections"
  // read as garbled to the eighth set's reader).
  // "LED retrofits": a word left in capitals after the shouting is quieted is an acronym, so
  // the unit names a thing; read as the verb "led" it said "Dewi LED retrofits." (`isAcronym`).
  let kind: UnitKind =
    auxiliary && read.kind !== 'sentence'
      ? 'predicate'
      : read.kind === 'predicate' && isAcronym(words(text)[0] ?? '')
        ? field === 'expertise' || nounPhrase(text)
          ? 'noun'
          : 'fragment'
        : read.kind === 'predicate' && field === 'expertise' && baseFormOpening(text)
          ? nounPhrase(text)
            ? 'noun'
            : 'fragment'
          : read.kind === 'predicate' &&
              ((field === 'expertise' && pluralCompound(text)) ||
                (field === 'hobbies' && pastimeCompound(text)))
            ? 'noun'
            : read.kind;
  // "0 missed deadlines in 4 years": a past form between a count and its noun describes the
  // noun; the note has no verb, and is told where a fragment goes (ADR 145).
  if (kind === 'sentence' && subject === 'other' && COUNT_DESCRIBED.test(text)) {
    kind = nounPhrase(text) ? 'noun' : 'fragment';
    subject = undefined;
  }
  // "the drying racks he designed and tested": a thing and a clause about it, read as a
  // sentence for the pronoun and its verb, has no verb of its own (ADR 191).
  if (kind === 'sentence' && FIELDS_THAT_NARRATE.has(field) && relativeUnread(text)) {
    kind = 'fragment';
    subject = undefined;
  }
  // "set up the Friday homework club, 30 pupils": the count stays with its deed (ADR 145).
  if (kind === 'predicate' && DETAIL_FIELDS.has(field)) text = withCountInBrackets(text);
  // "coastguard commended him": a story's sentence whose subject is a listed noun typed bare
  // takes "the", as a reader rewrites it (ADR 086).
  if (kind === 'sentence' && subject === 'other' && FIELDS_THAT_NARRATE.has(field))
    text = withSubjectArticle(text);
  // "judge awarded us costs (£48k)": a listed noun and its past verb is a sentence whatever
  // the tagger made of the rest; told as a fragment it kept the bare noun (ADR 104).
  if (kind === 'fragment' && FIELDS_THAT_NARRATE.has(field) && withSubjectArticle(text) !== text) {
    text = withSubjectArticle(text);
    kind = 'sentence';
    subject = 'other';
  }
  // "shipped new rider app", "with crew of 14", "joined as cadet": a count noun typed without
  // its article takes it where the words make it certain (ADR 092, ADR 104).
  if (FIELDS_THAT_NARRATE.has(field)) text = withArticles(text);
  // "organic cert renewed thanks to her notebooks", "…racks, free fatty acid now under 1%":
  // a thing, then where it now stands or what it underwent, its "is" or "was" left out, is
  // said with it; a clause after the last comma joins with "and" (ADR 162).
  if (FIELDS_THAT_NARRATE.has(field)) {
    const whole = kind === 'predicate' ? undefined : verblessClause(text);
    if (whole) [text, kind, subject] = [whole, 'sentence', 'other'];
    else if (kind === 'sentence' || kind === 'predicate') {
      const at = text.lastIndexOf(', ');
      const head = text.slice(0, Math.max(at, 0));
      const tail = at > 0 ? verblessClause(text.slice(at + 2)) : undefined;
      if (tail && head.lastIndexOf('(') <= head.lastIndexOf(')') && !/\band$/u.test(head))
        text = `${head}, and ${tail}`;
    }
    // "mentors Ollie and Farah, both passed ACII": the people named, then "both" and a past
    // verb, is a clause about them, its "who" left out (ADR 162).
    text = text.replace(
      /(\p{Lu}[\p{Ll}\p{M}'’-]+\s+and\s+\p{Lu}[\p{Ll}\p{M}'’-]+),\s+(both|all)\s+(\p{Ll}+)\b/u,
      (whole, people: string, both: string, verb: string) =>
        tagsOf(verb).includes('PastTense') || /\p{Ll}{2}ed$/u.test(verb)
          ? `${people}, who ${both} ${verb}`
          : whole,
    );
  }
  // "does the route … since 2021": the tagger reads "does" as an auxiliary and leaves the note
  // a fragment; before a determiner it is the verb, and the perfect a verb phrase (ADR 111).
  if (
    (FIELDS_THAT_NARRATE.has(field) &&
      (kind === 'predicate' ||
        (kind === 'fragment' &&
          /^\p{L}\p{Ll}+s\s+(?:the|a|an|her|his|their|our|every|each)\s/u.test(text)))) ||
    // "works with dogs since he was a kid" among the skills or pastimes: read as a plural
    // subject ("works") and its clause, it was posted "Works with dogs since…" with no subject
    // (ADR 190). A preposition after the -s word leaves no verb for a subject to have;
    // `sincePerfect` asks the lexicon that the word is a verb's present.
    ((FIELDS_THAT_NARRATE.has(field) || field === 'expertise' || field === 'hobbies') &&
      kind === 'sentence' &&
      subject === 'other' &&
      /^\p{L}\p{Ll}+s\s+(?:with|on|in|at|for|alongside|around)\s/u.test(text))
  ) {
    const perfect = sincePerfect(text);
    if (perfect !== text) [text, kind, subject] = [perfect, 'predicate', undefined];
  }
  // "taught 500 women since 2019", "Reem taught … since 2019": the perfect (ADR 135).
  if (
    FIELDS_THAT_NARRATE.has(field) &&
    (kind === 'predicate' || (kind === 'sentence' && subject === 'person'))
  )
    text = pastSincePerfect(text, personWords);
  const ahead =
    (kind === 'sentence' && subject !== 'other' && AHEAD.test(text)) ||
    (kind === 'predicate' && (/^(?:will|now)\b/i.test(text) || AHEAD.test(text)));
  return {
    id: '',
    kind,
    text,
    ...(subject && { subject }),
    ...(subject === 'pronoun' && { named: namedSwap(text) }),
    ahead,
    figure: FIGURE.test(text),
    ...(pointsBack(text, field) && { follows: true }),
  };
}

/**
 * What one typed item of a list is, read alone ("plays the harp", "rugby"): the composer's
 * frames for a list that mixes verb phrases and things ask it item by item.
 */
export const itemKind = (text: string, field: NoteField): UnitKind =>
  unitOf(text, field, new Set()).kind;

/** Verbs of the job a skill list may open with: "leads transformation" is the person's verb. */
const WORK_VERBS =
  /^(?:leads|runs|builds|drives|heads|manages|owns|designs|writes|supports|coaches|trains|teaches|works|helps|handles|does|makes|plans|delivers|reviews|tests|oversees|sets|keeps|brings|speaks|monitors|ensures|improves|coordinates|facilitates|mentors|negotiates|develops|leads|directs|organises|organizes|loves|enjoys|knows|teaches)$/;

/**
 * "falls prevention", "records management", "claims handling": in a skill list, a plural noun
 * before an abstract noun is one compound, never the person's verb and its object ("She falls
 * prevention" read as garbled to the ninth set's reader). Only two words, the second a
 * nominalisation, the first a plural of a noun and no verb of the job.
 */
export function pluralCompound(text: string): boolean {
  const list = words(text.replace(/[.!]+$/, ''));
  if (list.length !== 2) return false;
  const [first, second] = list.map((w) => w.toLowerCase()) as [string, string];
  if (WORK_VERBS.test(first) || HOBBY_VERBS.test(first)) return false;
  // "gas chromatography", "load testing": a word with no -s and no past before a field's name
  // is its modifier, never a verb with its object ("gas" read as a verb dropped the item
  // from a skills sentence on the thirteenth set).
  if (!/s$/.test(first) && !/(?:ed|en)$/.test(first) && !BARE_PAST.has(first))
    return FIELD_NAME.test(second);
  if (!/^\p{L}+s$/u.test(first) || /ss$/.test(first)) return false;
  // "kids patients", "sports injuries": a plural before a plural noun names a kind of thing
  // ("Gosia kids patients" read as garbled to the thirteenth set's readers).
  return (
    NOMINALISATION.test(second) ||
    FIELD_NAME.test(second) ||
    (/[^s]s$/.test(second) && tagsOf(second).includes('Plural'))
  );
}

/**
 * "tiles photography", "birds photography": among pastimes, a plural before the name of a
 * discipline is what the discipline is about, never the person's verb ("Inês enjoys zines,
 * tiles photography and goes surfing" read "tiles" as a verb, a reader's complaint on the
 * twenty-fourth set). Verbs that take a discipline as their object keep their reading.
 */
function pastimeCompound(text: string): boolean {
  const [first, second] = words(text.replace(/[.!]+$/, '')).map((w) => w.toLowerCase());
  return (
    pluralCompound(text) && FIELD_NAME.test(second ?? '') && !TAKES_A_DISCIPLINE.test(first ?? '')
  );
}
const TAKES_A_DISCIPLINE =
  /^(?:studies|practises|practices|teaches|learns|loves|likes|takes|follows|does|enjoys|reads|writes|explores|attends|watches|tutors|lectures|preaches|researches|dabbles)$/;

/** An abstract noun: what a skill list's second word is when the first is its modifier. */
const NOMINALISATION = /^\p{L}+(?:tion|sion|ment|ance|ence|ing|ity|cy)$/u;
/** The name of a field of knowledge: a nominalisation, "-graphy", "-logy", "-ics", "-ysis". */
const FIELD_NAME = /^\p{L}+(?:tion|sion|ment|ance|ence|ity|graphy|logy|ics|ysis|ism|ness)$/u;
/** -s verbs of a pastime a typed list may open with ("fixes bikes", "grows courgettes"). */
const HOBBY_VERBS =
  /^(?:fixes|repairs|sells|grows|cooks|plays|paints|draws|sings|rides|restores|brews|bakes|knits|collects|races|reads|volunteers)$/;

/** Whether the unit opens with a verb's bare form: no -s, no past, no auxiliary or modal. */
function baseFormOpening(text: string): boolean {
  const first = bare(words(text)[0]);
  if (!first || THIRD_PERSON.test(first) || /(?:ed|en)$/.test(first) || BARE_PAST.has(first))
    return false;
  return !/^(?:will|can|could|would|should|may|might|must|shall|is|was|has|had|have|are|were|does|did|am|be|been|now|also|just|still|already|often|always|never)$/.test(
    first,
  );
}

/** The marks a unit ends with: "!" and "?" are the user's; stops are the writer's to add. */
/** "(Darija, French, English, Spanish)": a typed list in brackets joins its last item with "and". */
function bracketLists(text: string): string {
  return text.replace(/\(([^()]+)\)/g, (whole, inner: string) => {
    // "(Alba, C5, C4...)": a list left open is no list to close with "and"; its dots are one
    // ellipsis ("(Alba, C5 and C4.)" was posted, ADR 194).
    if (/(?:\.{2,}|…)\s*$/u.test(inner)) return `(${inner.replace(/\s*(?:\.{2,}|…)\s*$/u, '…')})`;
    const items = inner.split(/,\s+/);
    if (items.length < 3 || items.some((i) => words(i).length > 3) || /\band\b/.test(inner))
      return whole;
    return `(${items.slice(0, -1).join(', ')} and ${items.at(-1)})`;
  });
}

/** Words after which a closing "so" is the sentence's own: "I think so", "said so". */
const SO_OWNED =
  /\b(?:think|thought|hope|hoped|say|says|said|guess|believe|believed|expect|expected|suppose|told|tell|do|did|does|done|more|less|even|very|ever|not|why|if|and|or|be|is|are|was|were|been|seems|seemed|appears|feel|felt|imagine|fear|reckon|reckoned|afraid)\s+so$/i;

/**
 * "with 2 mins to air so. legend", "to celebrate both of them -": a conjunction or a dash
 * typed at a unit's end leads into nothing once the unit is a sentence of its own ("…to air
 * so." read as garbled to the eighth set's reader, ADR 066). A "so" the clause owns ("I
 * think so") stays.
 */
export function withoutDangling(text: string): string {
  let out = text.replace(/\s+[-–—]+$/u, '');
  if (/\s+so$/i.test(out) && !SO_OWNED.test(out)) out = out.replace(/,?\s+so$/i, '');
  out = out.replace(/,?\s+(?:and|but|or|because|plus)$/i, '');
  return out;
}

/**
 * "…kids!! (ok, 2 lost dads. found.)": an aside in brackets opening in lower case, then only
 * marks to the line's end. One opening on a capital ("(Ask her about Lisbon.)") is a sentence
 * of its own.
 */
const ASIDE_ENDING_LINE = new RegExp(String.raw`^\(\p{Ll}[^()]*\)[\s.!?${EMOJI_CHARS}]*$`, 'u');

/** "at 16!! (2009) while…": marks before an aside the sentence goes on after (sentencesOf). */
const MARKS_BEFORE_ASIDE = /[!?]+(?=\s+\([^()]{1,40}\)\s+\p{Ll})/gu;

/**
 * "takes over from Ana who retires in May": a relative clause about a named person or thing
 * (a capitalised word, never the note's first) says more of it, and takes its comma: "from
 * Ana, who retires in May" (readers added it, ADR 123). Only when the clause runs to the end
 * of the unit, so no closing comma is wanted; "the juniors who joined" (no name) stays.
 */
function withRelativeComma(text: string): string {
  return text.replace(
    /(?<=\S\s+(?:[\p{L}'’.-]+\s+)*?)(\p{Lu}[\p{L}'’.-]*)\s+(who|which)\s+(?=[^,;:()]+$)/u,
    (whole, name: string, word: string, at: number) =>
      /[.!?]\s*$/.test(text.slice(0, at)) ? whole : `${name}, ${word} `,
  );
}

const MARK_BEFORE_EMOJI = new RegExp(String.raw`([!?])[\s!?.${EMOJI_CHARS}]*$`, 'u');
const MARKS_THEN_EMOJI = new RegExp(
  String.raw`[\s.,;:!?]+(\s(?:${EMOJI})[\s${EMOJI_CHARS}]*)$`,
  'u',
);

function cleanUnit(raw: string): string {
  const text = bracketLists(
    expandShorthand(monthsInEnglish(raw.replace(BULLET, '').replace(LEADING_EMOJI, ''))),
  ).replace(MARKS_BEFORE_ASIDE, '');
  const mark = MARK_BEFORE_EMOJI.exec(text)?.[1];
  const body = withoutDangling(tidy(text.replace(/^(?:and|or|also|plus)\s+/i, '')));
  // "baking!! 🍪": the marks go, the emoji stays.
  const withEmoji = body.replace(MARKS_THEN_EMOJI, '$1');
  return mark === '?' ? `${withEmoji}?` : withEmoji;
}

/** A name as a list holds it: "Spain", "New Zealand", "São Paulo". */
const LIST_NAME = String.raw`\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?`;
/** "Spain. Mexico and Canada": names after a full stop that are only a list of names. */
const NAMES_AFTER_STOP = new RegExp(
  String.raw`(\S\s+${LIST_NAME})\.\s+(${LIST_NAME}(?:,\s*${LIST_NAME})*,?\s+(?:and|&)\s+${LIST_NAME})\s*([.!]?)$`,
  'u',
);
/**
 * "8 man crew", "10.9 cm squares", "40 ft container": a figure, a unit or a measure word in
 * the singular, then the thing it measures. It says what the thing before its comma is like.
 */
const MEASURE_OF_A_THING =
  /^\d[\d,.]*\s?(?:mm|cm|m|km|in|ft|kg|g|t|l|ml|man|woman|person|day|week|month|year|hour|minute|inch|foot|metre|meter|litre|liter|ton|tonne|seat|bed|room|star|storey|story|piece|page|point|step|lane|wheel|door)\s+\p{L}[\p{L}-]*$/iu;

/**
 * A figure with a unit of measure (weight, volume, distance, area, money, a share) and where or
 * what it went to: "2.4 tonnes to the US buyer". A span ("2 days") or a bare measure is part
 * of a tally ("600 guests, 40 speakers, 2 days").
 */
const MEASURED =
  /^(?:about |around |over |nearly |almost |more than )?\p{Sc}?\d[\d.,]*\s?(?:[kKmM]\b\s?)?(?:%|kg|g|t|tonnes?|tons?|lbs?|pounds|litres?|liters?|l|ml|gallons?|km|miles?|hectares?|ha|acres?|per cent|percent)(?![\p{L}\p{N}])\s+(?:to|for|from|into|at|across|in|of|per)\s/iu;
/** A figure that counts people or things: "41 families", "63 growers", "5 new operators". */
const COUNTED = /^(?:about |around |over |nearly |almost |more than )?\d[\d,]*\s+\p{L}/iu;

/**
 * Items of a comma list that are unlike facts, never one list: a measure and where it went
 * ("2.4 tonnes to the US buyer") beside a count of something else ("41 families"). "3 cats, 2
 * dogs" and a tally with its span ("600 guests, 40 speakers, 2 days") are one list.
 */
function unlikeFigures(items: readonly string[]): boolean {
  const measured = items.filter((i) => MEASURED.test(i)).length;
  const counted = items.filter((i) => !MEASURED.test(i) && COUNTED.test(i)).length;
  return measured > 0 && counted > 0;
}

/** Pairs that are one thing, never two items: "rock and roll", "fish and chips". */
const FIXED_PAIR =
  /^(?:rock and roll|fish and chips|salt and pepper|drum and bass|bed and breakfast|health and safety|research and development|mergers and acquisitions|arts and crafts|rhythm and blues|black and white|trial and error|pros and cons|hide and seek|bits and pieces|law and order|supply and demand|food and beverage|food and drink|oil and gas|hair and makeup|sales and marketing|learning and development|wear and tear)$/i;

/**
 * A list joined wrong as typed, told as one list (ADR 135): "English, Spanish and Hebrew and
 * Llanito" → "English, Spanish, Hebrew and Llanito" (one "and", before the last item), and
 * "He toured Spain. Mexico and Canada" → "He toured Spain, Mexico and Canada" (names after
 * a full stop that are nothing but a list of names go on the list before them: split there,
 * "Mexico and Canada" was a bullet and a sentence of its own). Only short items; a pair that
 * is one thing ("rock and roll") is never cut.
 */
export function listsJoined(line: string): string {
  // Cheap looks first: the patterns are tried only on a line that may hold them, and the
  // names' list only on the line's last 200 characters.
  const cut = Math.max(0, line.length - 200);
  const stopped =
    /\.\s+\p{Lu}/u.test(line) && /\s(?:and|&)\s+\p{Lu}[^.]{0,40}[.!]?$/u.test(line)
      ? NAMES_AFTER_STOP.exec(line.slice(cut))
      : null;
  const text =
    stopped && !termsOf(stopped[2]!.split(/[,\s]/)[0]!)[0]?.tags.includes('Verb')
      ? `${line.slice(0, cut + stopped.index)}${stopped[1]}, ${stopped[2]}${stopped[3]}`
      : line;
  if (!text.includes(',') || (text.match(/\band\b/g)?.length ?? 0) < 2) return text;
  return text.replace(
    /(,\s*[^,;:.!?]{1,30}?)\s+and\s+([^,;:.!?\s]+(?:\s[^,;:.!?\s]+)?)\s+and\s+(?=[^,;:.!?\s])/gu,
    (whole, before: string, middle: string, at: number, all: string) => {
      const last = /^[^,;:.!?\s]+/u.exec(all.slice(at + whole.length))?.[0] ?? '';
      const item = before.replace(/^,\s*/, '');
      if (
        words(item).length > 3 ||
        FIXED_PAIR.test(`${item} and ${middle}`) ||
        FIXED_PAIR.test(`${middle} and ${last}`)
      )
        return whole;
      return `${before}, ${middle} and `;
    },
  );
}

/** "went from 6 kids to 80", "grew from 3 to 12 staff": a count that changed. */
export const COUNT_CHANGE =
  /^(?:went|grew|rose|fell|dropped|jumped|climbed|doubled|tripled) (?:from )?\d/i;

/** Parts of a clause typed as a list: "k8s, incident mgmt, on-call tooling". */
/**
 * "Flor 🙌" (of Florencia), "Engr. Ronnie!", "engineer Ronnie": the person's own name or its
 * short form, after at most a title, as an address. Read generously: a list so read is only
 * kept as typed.
 */
function addressed(item: string, personWords: ReadonlySet<string>): boolean {
  const name = item
    .replace(/[^\p{L}\p{N}\s'’-]+/gu, ' ')
    .trim()
    .split(/\s+/);
  const last = name.at(-1)!;
  if (name.length > 3 || !/^\p{Lu}/u.test(last) || mayBeTitle(last)) return false;
  const word = last.toLowerCase();
  return personWords.has(word) || [...personWords].some((p) => shortens(word, p));
}

function listUnits(
  part: string,
  field: NoteField,
  personWords: ReadonlySet<string>,
  maxItemWords = 7,
): Unit[] | undefined {
  // "(retiring after 31 yrs, his send-off is sun 18th)": a comma inside brackets is the
  // aside's own; the unit is not a list.
  if (/\([^()]*(?:,|\s\/\s)[^()]*\)/.test(part)) return undefined;
  // "9.2., Malá Studená dolina": when and where, no list (ADR 117).
  if (DAY_THEN_WHERE.test(part)) return undefined;
  // "«merci pour tout, équipe au top» — Danone, our biggest client": a speaker's words and
  // who they are (ADR 169).
  if (quotedWithSpeaker(part)) return undefined;
  const items = withLanguagesGivenIn(
    part
      .split(/,\s+|\s+\/\s+/)
      .map((i) => i.replace(/^(?:and|or)\s+/i, '').trim())
      .filter(Boolean),
  );
  if (items.length < 2 || items.some((i) => words(i).length > maxItemWords)) return undefined;
  // "Capa total, Flor 🙌", "Well done, Dr Okafor!": the name after the comma is whom the
  // words speak to, no second thing; joined with "and" the praise and the person read as a
  // pair ("Capa total and Flor", the readers of ea19).
  if (addressed(items.at(-1)!, personWords)) return undefined;
  // "31,000 sheets at 0.1 micron, 10.9 cm squares": a measure after the comma describes the
  // thing before it, no second thing; joined with "and" it read as two (ADR 163).
  if (items.slice(1).some((i) => MEASURE_OF_A_THING.test(i))) return undefined;
  // "set up the chess club, went from 4 kids to 30": the count that changed is the club's,
  // no item of the person's; joined with "and", the person grew (ADR 097).
  if (items.slice(1).some((i) => COUNT_CHANGE.test(i))) return undefined;
  // "2.4 tonnes to the US buyer, 41 families": a measure and a count of something else are two
  // facts; joined with "and" they read as one list of what was shipped (ADR 192).
  if (unlikeFigures(items)) return items.map((item) => unitOf(item, field, personWords));
  if (field === 'expertise' || field === 'hobbies')
    items.splice(0, items.length, ...withSharedHeads(lastAndSplit(items)));
  if (field === 'expertise') items.splice(0, items.length, ...spokenRun(items));
  // A single word in a typed list is a thing ("k8s", "crosswords"), whatever else it could
  // be; so is a short item of a skills or hobbies list ("GCC regulatory").
  const listField = field === 'expertise' || field === 'hobbies';
  const units = items.map((item) => {
    const unit = unitOf(item, field, personWords);
    const thing =
      /^[\p{L}\p{N}]/u.test(item) &&
      (words(item).length === 1 ||
        (listField && unit.kind === 'fragment' && words(item).length <= 4));
    return thing && unit.kind !== 'cheer' ? { ...unit, kind: 'noun' as const } : unit;
  });
  if (units.some((u) => !['noun', 'predicate', 'passive', 'cheer'].includes(u.kind)))
    return undefined;
  // "has taught in 3 countries - Chile, Japan & Kenya": nouns after a verb phrase are its
  // objects, not items of their own.
  if (
    (units[0]!.kind === 'predicate' || units[0]!.kind === 'passive') &&
    units.slice(1).some((u) => u.kind === 'noun')
  )
    return undefined;
  // "Gold – lightweight single sculls, U23 World Championships", "Silver, regional finals,
  // U16": an achievement's parts are one title, told with the user's separators; joined with
  // "and" they read as two things won (ADR 127).
  if (field === 'achievementDescription' && units.every((u) => u.kind === 'noun'))
    return [{ ...units[0]!, text: part, items: undefined, figure: units.some((u) => u.figure) }];
  // Runs of one kind become one unit whose items are joined with "and".
  const out: Unit[] = [];
  for (const unit of units) {
    const last = out.at(-1);
    // "basque cooking, 12 yrs in michelin kitchens": a skill and a span are told apart; a
    // hobby list keeps "her two greyhounds" among the others.
    if (
      last &&
      last.kind === unit.kind &&
      last.ahead === unit.ahead &&
      (unit.kind !== 'noun' || field !== 'expertise' || last.figure === unit.figure) &&
      unit.kind !== 'passive'
    ) {
      last.items = [...(last.items ?? [last.text]), unit.text];
      last.text = `${last.text}, ${unit.text}`;
      last.figure ||= unit.figure;
    } else out.push({ ...unit });
  }
  // "poling skiffs, permit & tarpon too, 200+ clients a season": the items' run ends before
  // the count, so its last item holds the list's "and" (ADR 161).
  if (field === 'expertise' || field === 'hobbies')
    for (const unit of out) {
      if (unit.kind !== 'noun' || !unit.items || unit.items.length < 2) continue;
      const items = lastAndSplit(unit.items);
      if (items.length === unit.items.length) continue;
      unit.items = items;
      unit.text = items.join(', ');
    }
  return out;
}

/**
 * One item of a skills or pastimes list read alone, as a whole note of it would be: a verb
 * phrase the tagger is unsure of ("restores old radios") is the person's, and a short
 * fragment ("net mending & splicing") is a thing (as `listUnits` reads its items).
 */
function listItemUnit(item: string, field: NoteField, personWords: ReadonlySet<string>): Unit {
  const unit = unitOf(item, field, personWords);
  if (unit.kind === 'fragment' && personVerbPhrase(item, field))
    return { ...unit, kind: 'predicate', subject: undefined };
  if (unit.kind === 'fragment' && words(item).length <= 4 && /^[\p{L}\p{N}]/u.test(item))
    return { ...unit, kind: 'noun' };
  // "timing the 11:20 Churchgate local": a gerund and its object is the name of a skill,
  // whatever its figure made the tagger read (ADR 190).
  if (unit.kind === 'fragment' && gerundPhrase(item)) return { ...unit, kind: 'noun' };
  return unit;
}

/** A gerund, then a determiner or a possessive and its object: a skill, surely a thing. */
function gerundPhrase(item: string): boolean {
  const m = /^(\p{Ll}{3,}ing)\s+(?:the|a|an|our|his|her|their|every|each|all)\s+\S/u.exec(item);
  return !!m && words(item).length <= 8 && tagsOf(m[1]!).includes('Gerund');
}

/** Words after which the nouns that follow are a verb's objects, not items of their own. */
const ANNOUNCES_OBJECTS =
  /(?:[-–—:]|\b(?:including|like|such as|e\.g\.?|esp(?:ecially)?\.?|mainly|in|of|on|at|for|with|to|from|and|or))$/iu;

/**
 * "knows the land & sea ice from Nain up to Okak, skidoo mechanic, char & seal butchering",
 * "richelieu & bordado matiz, can spot a wrong stitch from across the room": a skills or
 * pastimes list whose comma-parted items are of different kinds (a verb phrase, a person
 * noun, a skill). Read as one unit of its first item's kind, it was said as one ("expertise
 * covers richelieu and bordado matiz and can spot…", "knows …, skidoo mechanic, char and seal
 * butchering"); the scannable post then split it at its "and"s too ("the land; sea ice…").
 * Each run of one kind is a unit of its own, parted only at the typed commas (ADR 171).
 * "levada walks on Sundays, grows hydrangeas": a first item that reads as someone else's
 * sentence, followed by the person's verb phrases, is a pastime's name.
 * Undefined unless every item is surely a noun or a verb phrase and both kinds are there.
 */
function itemsByKind(
  text: string,
  field: NoteField,
  personWords: ReadonlySet<string>,
): Unit[] | undefined {
  if (field !== 'expertise' && field !== 'hobbies') return undefined;
  if (DAY_THEN_WHERE.test(text)) return undefined;
  // "never missed a box in 17 yrs (his words, but also true)": a bracket's comma is its own.
  const items = commaParts(text)
    .map((i) => i.replace(/^(?:and|&)\s+/i, '').trim())
    .filter(Boolean);
  if (items.length < 2 || items.some((i) => words(i).length > 16)) return undefined;
  const read = items.map((item) => listItemUnit(item, field, personWords));
  const predicates = read.filter((u) => u.kind === 'predicate' && !u.items).length;
  const units = read.map((unit, i) =>
    field === 'hobbies' &&
    !i &&
    predicates === read.length - 1 &&
    unit.kind === 'sentence' &&
    unit.subject === 'other' &&
    !/[.!?]/.test(unit.text)
      ? { ...unit, kind: 'noun' as const, subject: undefined }
      : unit,
  );
  // "fret levelling, French polishing, she's already built her own mandolin": a clause whose
  // subject is the person is a sentence of its own, after the things; under "expertise covers"
  // it read "covers …, French polishing and she's already built…" (ADR 190).
  // Among pastimes a clause stays on the labelled line as typed (ADR 106).
  const told = (u: Unit) => u.kind === 'predicate' || (field === 'expertise' && ownClause(u));
  if (units.some((u) => (u.kind !== 'noun' && !told(u)) || u.items)) return undefined;
  if (!units.some((u) => u.kind === 'noun') || !units.some(told)) return undefined;
  // "has taught in 3 countries - Chile, Japan & Kenya": names after a verb phrase, or nouns
  // after one that announces them, are its objects.
  for (const [i, unit] of units.entries()) {
    if (unit.kind !== 'noun' || !i || units[i - 1]!.kind !== 'predicate') continue;
    if (ANNOUNCES_OBJECTS.test(items[i - 1]!)) return undefined;
    if (words(unit.text).every((w) => /^(?:\p{Lu}|(?:and|or|&)$)/u.test(w))) return undefined;
    // "grew signups ~40% in 6 months, 200+ A/B tests": a count after a deed is its tally, kept
    // as typed; parted, it was "Lucas brings a track record of more than 200 A/B tests" right
    // after "Lucas grew signups…" (the tuning set's w17).
    if (unit.figure && /^(?:~|about|approx\.?|over|more than|nearly|almost)?\s*\d/i.test(items[i]!))
      return undefined;
  }
  const out: Unit[] = [];
  for (const unit of units) {
    const last = out.at(-1);
    if (last && last.kind === unit.kind && unit.kind !== 'sentence') {
      last.items = [...(last.items ?? [last.text]), unit.text];
      last.text = `${last.text}, ${unit.text}`;
      last.figure ||= unit.figure;
    } else out.push({ ...unit, ahead: false });
  }
  return out;
}

/** A clause about the person with a subject of its own: the name or a pronoun for them. */
const ownClause = (unit: Unit): boolean =>
  unit.kind === 'sentence' && (unit.subject === 'person' || unit.subject === 'pronoun');

/**
 * "speaks German, Dutch and English" typed in a skills list: the languages after "speaks" are
 * its objects, one item, never a clause and a list of its own ("speaks German" told apart from
 * "Dutch and English", ADR 161). Only items that are each nothing but languages join it.
 */
function spokenRun(items: readonly string[]): string[] {
  const out: string[] = [];
  let spoken: string[] | undefined;
  for (const item of items) {
    const more = spoken && languagesIn(item);
    if (spoken && more) {
      spoken.push(...more);
      out[out.length - 1] = `speaks ${spoken.slice(0, -1).join(', ')} and ${spoken.at(-1)!}`;
      continue;
    }
    // "speaks Mandinka, Wolof, English": one name after "speaks" is a language by its place,
    // though no list knows it (the twentieth set's zp05 told it apart).
    const first = item.replace(/^speaks\s+/i, '').trim();
    spoken = /^speaks\s+\S/i.test(item)
      ? (languagesIn(first) ?? (/^\p{Lu}\p{Ll}+$/u.test(first) ? [first] : undefined))
      : undefined;
    out.push(item);
  }
  return out;
}

/**
 * "English, Spanish, Hebrew and Arabic": the last item of a typed list of short items holds
 * the list's "and"; split there, the items are joined once ("Spanish and Hebrew and Arabic"
 * and "English, Spanish, and Hebrew and Arabic" were posted, ADR 135). A pair that is one
 * thing ("health and safety") and a longer item are kept whole.
 */
function lastAndSplit(typed: string[]): string[] {
  // "permit & tarpon too": "too" or "as well" after a list's last item says what its "and"
  // says; it ends no skill's name ("specialises in … tarpon too", ADR 161).
  const items = [...typed.slice(0, -1), typed.at(-1)!.replace(/\s+(?:too|as well)$/i, '')];
  const last = items.at(-1)!;
  const pair = /^(\S+(?:\s\S+)?)\s+(?:and|&)\s+(\S+(?:\s\S+)?)$/iu.exec(last);
  if (!pair || FIXED_PAIR.test(last) || items.some((i) => words(i).length > 3)) return typed;
  return [...items.slice(0, -1), pair[1]!, pair[2]!];
}

/** Participles whose count typed before them is their object: "14 suppliers onboarded". */
const DONE_TO_COUNT =
  'onboarded|hired|recruited|trained|signed|signed up|added|opened|closed|launched|shipped|fixed|resolved|delivered|planted|sold|installed|visited|relocated|fitted out|rolled out|set up|built|mentored|coached|placed|secured|landed|booked|migrated|automated|replaced|repaired|rebuilt|refurbished|upgraded|certified|published|written|run|organised|organized|hosted|cleared|processed|inspected|audited';

/**
 * "14 new suppliers onboarded", "about 30 tills installed in May": a count, its plural noun
 * and a participle of a closed list, "were" dropped. Among the person's deeds it is one of
 * them, said verb first: "onboarded 14 new suppliers" (ADR 123).
 */
const COUNT_DONE = new RegExp(
  String.raw`^((?:about |around |over |nearly |almost )?(?:\d[\d,.]*\+?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|a hundred)\s+(?:[\p{L}-]+\s+){0,3}(?:[\p{L}-]+s|staff|people|children|kit))\s+(${DONE_TO_COUNT})((?:\s+(?:in|on|at|by|across|this|last|since|during|over|for|from)\s+[^,;:()]{1,40})?)((?:\s+(?:${EMOJI})+)?)$`,
  'iu',
);

/** Participles of things done to a counted group: "registered", "mapped", "planted". */
const DONE_TO_GROUP = `${DONE_TO_COUNT}|mapped|registered|surveyed|tested|screened|vaccinated|treated|enrolled|tagged|digitised|digitized|recorded|catalogued|cataloged|graded|interviewed|rehomed|rehoused|housed|fed|served|insured|paid|vetted`;

/**
 * "1 500 smallholders registered with GPS plots" → "1 500 smallholders were registered with
 * GPS plots": a count, its plural noun and a listed participle, then how or where, is a
 * headline whose "were" was dropped (told alone it read as an orphan, ADR 145). A participle
 * that may be intransitive ("joined", "passed") is not listed, so "were" is never guessed.
 */
const COUNT_HEADLINE = new RegExp(
  String.raw`^(${DETAIL_COUNT}\s+(?:[\p{L}-]+\s+){0,3}(?:[\p{Ll}-]+s|staff|people|children))\s+(${DONE_TO_GROUP})(\s+(?:with|by|using|in|on|at|across|along|through|for|from|into|under)\s+[^,;:()]{1,50})([.!]?)$`,
  'iu',
);

function countHeadline(text: string): string | undefined {
  const m = COUNT_HEADLINE.exec(text.trim());
  return m ? `${m[1]} were ${m[2]}${m[3]}${m[4]}` : undefined;
}

/** "returns down by half", "breakdowns cut in half": a measure halved, said as the deed. */
const HALF =
  /^((?:the |our )?\p{L}[\p{L}-]*(?: \p{L}[\p{L}-]*){0,2}) (?:down|cut|reduced) (?:by half|in half)$/iu;

/** One item of a list of the person's deeds said verb first, or undefined when unsure. */
function deedOfItem(item: string): string | undefined {
  const text = item.trim().replace(/[.!]+$/, '');
  const count = COUNT_DONE.exec(text);
  if (count) return `${count[2]!.toLowerCase()} ${count[1]!}${count[3]!}${count[4]!}`;
  const half = HALF.exec(text);
  if (half && !/^(?:i|we|they|you|he|she|it)\b/i.test(half[1]!)) return `halved ${half[1]!}`;
  return undefined;
}

/**
 * "Cut waste by a fifth, 12 new growers onboarded, trained the weekend team": a comma list
 * whose first item is the person's verb phrase and whose other items are verb phrases or
 * counts of what was done. Pasted as typed, it spliced a subjectless deed and a verbless
 * count (the graded sets' largest complaint, ADR 123); told as one verb phrase with its items
 * ("… cut waste by a fifth, onboarded 12 new growers and trained the weekend team"). A count
 * no closed shape turns into a deed stays in brackets after the deed before it, as typed.
 * Undefined when any item is something else: the unit stays whole.
 */
function mixedListUnits(
  text: string,
  field: NoteField,
  personWords: ReadonlySet<string>,
): Unit[] | undefined {
  // "works with dogs since he was a kid, trained his own Lagotto" among the skills: the
  // person's verb phrases, each too long for a list of things, are one verb phrase, "and"
  // before the last (ADR 190); a count among them is no skill's, so the note stays whole.
  const personal = field === 'expertise';
  if (
    (!FIELDS_THAT_NARRATE.has(field) && !personal) ||
    /[()]/.test(text) ||
    DAY_THEN_WHERE.test(text)
  )
    return undefined;
  const items = text
    .split(/,\s+/)
    .map((i) => i.replace(/^(?:and|&)\s+/i, '').trim())
    .filter(Boolean);
  if (items.length < 2 || items.some((i) => words(i).length > 16)) return undefined;
  if (personal && items.some((i) => unitOf(i, field, personWords).kind !== 'predicate'))
    return undefined;
  // "set up the chess club, went from 4 kids to 30": the count that changed is the club's,
  // no deed of the person's (ADR 097).
  if (items.slice(1).some((i) => COUNT_CHANGE.test(i))) return undefined;
  const told: string[] = [];
  for (const [i, item] of items.entries()) {
    // "…, which…", "…, so…", "…, when…": a clause of the item before it, no item of a list.
    if (
      /^(?:which|who|whom|whose|where|when|that|so|but|or|as|while|because|since|until|if|though|then|with|without|including|especially|mainly)\b/i.test(
        item,
      )
    )
      return undefined;
    const unit = unitOf(item, field, personWords);
    if (unit.kind === 'predicate' && !unit.items) {
      told.push(unit.text);
      continue;
    }
    if (!i) return undefined;
    const deed = deedOfItem(item);
    if (deed) {
      told.push(deed);
      continue;
    }
    // "+22% members vs last year": a figure with no verb that says how much the deed before
    // it changed, kept in brackets with that deed. A figure of its own ("CSAT 96%") is no
    // part of the deed before it: the note stays whole.
    // Typed notation is said in words first (ADR 139): "+22% members vs last year" comes
    // here as "members up 22% compared with last year", whose "compared" is no verb of its own.
    if (
      FIGURE.test(item) &&
      COMPARED.test(item) &&
      !finiteIn(item.replace(/\bcompared (?:with|to)\b/giu, 'vs')) &&
      !/[()]/.test(told.at(-1)!)
    ) {
      told[told.length - 1] = `${told.at(-1)!} (${item})`;
      continue;
    }
    return undefined;
  }
  if (told.length < 2) return undefined;
  const first = unitOf(items[0]!, field, personWords);
  return [
    {
      ...first,
      text: told.join(', '),
      items: told,
      figure: FIGURE.test(text),
      ahead: false,
    },
  ];
}

/** A figure said against another: "+22%", "vs last year", "than in 2024", "YoY". */
const COMPARED =
  /(?:^[+−]\s?\d|\bvs\.?\s|\bversus\b|\bcompared (?:with|to)\b|\b(?:up|down) \d|\bthan\b|\byoy\b|\bon last (?:year|month|quarter)\b)/i;

/** Whether any word of the text is a finite verb by the tagger's reading. */
const finiteIn = (text: string) => termsOf(text).some((t) => finite(t));

/** A place in a team or a band: what one plays in a sport or a group, never a pastime. */
export const POSITION =
  /^(?:goal ?(?:defence|defense|attack|shooter|keeper|keep)|goalie|wing (?:attack|defence|defense)|centre|center|(?:centre|center|full|half|fly|scrum|wing|corner)[- ]?(?:back|half|forward)|striker|winger|defender|midfield(?:er)?|forward|prop|hooker|flanker|lock|number (?:8|eight)|no\.? ?8|pitcher|catcher|shortstop|point guard|shooting guard|power forward|setter|libero|outside hitter|wicket[- ]?keeper|opening bat(?:ter|sman)?|fast bowler|spinner|seamer|cox|skip|captain|club captain|vice[- ]captain|lead vocals|vocals|drums|drummer|bass|bass guitar|lead guitar|rhythm guitar|keys|keyboards|soprano|alto|tenor|baritone)$/i;

/** " for Ballincollig", " with the Leith Rovers": the named team a place is played for. */
const TEAM_TAIL =
  /\s+(?:for|with|at|in)\s+(?:the\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}$/u;

/**
 * "netball, goal defence": a sport and the place its player takes are one pastime, "netball
 * (goal defence)"; read as a list it was "is into netball and goal defence" (C on the
 * thirteenth set).
 */
function withPositionPlayed(text: string): string {
  const items = text.split(/,\s+/);
  if (items.length < 2) return text;
  const merged: string[] = [];
  for (const item of items) {
    const last = merged.at(-1);
    const bare = item.replace(/[.!]+$/, '').trim();
    // "full back for Ballincollig": the place, then the team it is played for (ADR 106).
    const team = TEAM_TAIL.exec(bare)?.[0] ?? '';
    const place = bare.slice(0, bare.length - team.length);
    if (last && !/[()]/.test(last) && words(last).length <= 3 && POSITION.test(place))
      merged[merged.length - 1] = `${last} (${place.toLowerCase()}${team})`;
    else merged.push(item);
  }
  return merged.join(', ');
}

/**
 * A describing word that classifies a kind of thing: "palliative", "paediatric", "clinical",
 * "structural", "forensic". Never a person's state ("chartered", "bilingual", "friendly").
 */
const CLASSIFYING = /^\p{Ll}{3,}(?:ive|al|ic|ical|ary|ory|ar|ine)$/u;
// prettier-ignore
const PERSON_STATES = new Set([
  'bilingual', 'trilingual', 'multilingual', 'practical', 'logical', 'methodical', 'analytical',
  'creative', 'proactive', 'supportive', 'positive', 'sensitive', 'productive', 'competitive',
  'punctual', 'professional', 'sociable', 'personable', 'calm', 'musical', 'reliable', 'ordinary',
  'original', 'legendary', 'popular', 'regular', 'similar', 'familiar', 'active', 'decisive',
]);

/** "electrical", "clinical": a word that classifies a kind of thing, never a person's state. */
export const classifyingWord = (word: string): boolean =>
  CLASSIFYING.test(word) &&
  !PERSON_STATES.has(word) &&
  tagsOf(word).includes('Adjective') &&
  !tagsOf(word).includes('Noun');

/**
 * "dementia care, palliative": a describing word typed alone after a skill shares the skill's
 * last noun ("palliative care"); told as the person's state it read "specialises in dementia
 * care and is palliative" (C on the thirteenth set). Only when the word classifies a kind
 * of thing and the item before ends in a noun that is no plural; anything else stays as typed.
 */
function withSharedHeads(items: readonly string[]): string[] {
  return items.map((item, i) => {
    const word = item.toLowerCase();
    if (!i || !CLASSIFYING.test(word) || PERSON_STATES.has(word)) return item;
    const tags = tagsOf(word);
    if (!tags.includes('Adjective') || tags.includes('Noun')) return item;
    const before = words(items[i - 1]!);
    const head = before.at(-1) ?? '';
    if (before.length < 2 || !/^\p{Ll}+[^s]$/u.test(head)) return item;
    return `${item} ${head}`;
  });
}

/**
 * "rider app v2 live in 5 cities, rating went 3.4 to 4.6 on play store, onboarding time
 * halved": an achievement's details typed as a comma list of clauses, each with a subject of
 * its own, is one sentence a clause when every clause has a certain frame (`clauseSentence`,
 * ADR 092). Pasted whole after the news's colon it read as raw notes to the twelfth set's
 * readers. Undefined when any clause has no certain frame: the unit stays whole, as typed.
 */
/**
 * "visa files for 20+ performers, cargo for drums, budgets in BIF/EUR/USD": a skills list whose
 * first item the tagger reads as a subject and its verb ("files"). Its other items are things,
 * and a list's items are alike: its items, never a sentence (ADR 163). Undefined for any other.
 */
export function skillsListed(text: string): string[] | undefined {
  const items = text.split(/,\s+(?![^()]*\))/).map((i) => i.trim());
  if (items.length < 3) return undefined;
  const kinds = items.slice(1).map((i) => itemKind(i, 'expertise'));
  return kinds.every((k) => k === 'noun' || k === 'fragment') ? items : undefined;
}

/**
 * "3 Atlantic crossings as mate, zero LTIs, brought 28 t of coffee…": counted items, then the
 * person's verb phrase typed in the same list. Told as one it read as a sentence whose verb
 * had no subject (ADR 163): the counts are one list of nouns, the deed a unit of its own.
 */
function tallyThenDeeds(
  text: string,
  field: NoteField,
  personWords: ReadonlySet<string>,
): Unit[] | undefined {
  if (!FIELDS_THAT_NARRATE.has(field) || /\([^()]*,[^()]*\)/.test(text)) return undefined;
  const items = text.split(/,\s+/).map((i) => i.trim());
  // One verb phrase last: a longer tail ("led…, precepted…, replacing Linda") keeps the note
  // whole after its lead, as ADR 054 placed it.
  const at = items.length - 1;
  if (at < 1 || unitOf(items[at]!, field, personWords).kind !== 'predicate') return undefined;
  const tally = items.slice(0, at);
  // "zero LTIs" counts too: every item a noun phrase, one of them with a figure.
  const counted =
    tally.some((i) => FIGURE.test(i)) &&
    tally.every((i) => words(i).length <= 7 && unitOf(i, field, personWords).kind === 'noun');
  const deeds = unitOf(items[at]!, field, personWords);
  if (!counted) return undefined;
  return [
    {
      id: '',
      kind: 'noun',
      text: tally.join(', '),
      ...(tally.length > 1 && { items: tally }),
      ahead: false,
      figure: true,
    },
    deeds,
  ];
}

function clauseUnits(text: string, field: NoteField): Unit[] | undefined {
  if (!DETAILS.has(field) || /[()]/.test(text)) return undefined;
  const told = text.split(/,\s+/).map((c) => clauseSentence(c.replace(/^(?:and|&)\s+/i, '')));
  if (told.length < 2 || told.some((t) => t === undefined)) return undefined;
  return told.map((t) => ({
    id: '',
    kind: 'sentence' as const,
    text: t!,
    subject: 'other' as const,
    ahead: false,
    figure: FIGURE.test(t!),
  }));
}

/** Reads one note field into units, each with the grammar a sure parse gives it. */
/**
 * "grew up above a cellar in Burgundy, first job was washing barrels at 12": a verb phrase,
 * a comma, then a clause with a subject of its own. Told as one sentence it is a comma splice
 * (the seventh set's reader); each part is a unit of its own.
 */
function splicedClauses(
  text: string,
  field: NoteField,
  personWords: ReadonlySet<string>,
): Unit[] | undefined {
  const at = text.lastIndexOf(', ');
  if (at < 0) return undefined;
  const head = text.slice(0, at).trim();
  const tail = text.slice(at + 2).trim();
  // A comma inside brackets is the aside's own: "(retiring, his send-off is Sunday)".
  if (head.lastIndexOf('(') > head.lastIndexOf(')')) return undefined;
  if (
    /^(?:which|who|whom|whose|where|when|that|so|and|but|or|as|while|because|since|until|if|though)\b/i.test(
      tail,
    )
  )
    return undefined;
  if (head.includes(',') || words(tail).length < 3) return undefined;
  const first = unitOf(head, field, personWords);
  // "mentors the line workers, 4 of her trainees are now shift leaders": a count of the
  // person's own people with its own verb is a clause; told glued it was a comma splice, and
  // joined to the next deed with "and" a garble (the twenty-fifth set's readers). It follows
  // the deed it counts the fruit of.
  if (first.kind === 'predicate' && COUNT_OF_THEIR_OWN.test(tail))
    return [
      first,
      { ...unitOf(tail, field, personWords), kind: 'sentence', subject: 'other', follows: true },
    ];
  if (!/^\p{Ll}/u.test(tail)) return undefined;
  const typed = unitOf(tail, field, personWords);
  // "residents love it": the tagger may read "love" as a noun; the closed list is certain.
  const second = PLURAL_SAYS.test(tail)
    ? { ...typed, kind: 'sentence' as const, subject: 'other' as const }
    : typed;
  if (first.kind !== 'predicate' || second.kind !== 'sentence') return undefined;
  // Only a noun subject with its own "was" or "is" ("first job was") or a plural noun with a
  // verb of a closed list ("residents love it"): certain to be a clause. (A pronoun's clause
  // is left glued: "wasn't on the card, he spotted it…" split made the tenth set's narrative
  // fall back to its last-resort form.) Glued after the verb phrase by a comma it read as a
  // run-on note to the thirteenth set's readers ("…every year, residents love it", ADR 096).
  const clause =
    second.subject === 'other' &&
    (/^(?:[\p{L}\p{N}'’-]+\s+){1,3}(?:was|is|were|are)\s/u.test(tail) || PLURAL_SAYS.test(tail));
  if (!clause) return undefined;
  return [first, second];
}

/**
 * "she runs the huddle already, she set up the rota tool, she got the audit closed": one run
 * of comma splices, each part with the person (or a pronoun) as its subject and its own verb.
 * Told whole it was one sentence of splices readers split at the commas (ADR 123); each part
 * is a sentence of its own. Undefined unless every part is such a sentence.
 */
function splicedSentences(
  text: string,
  field: NoteField,
  personWords: ReadonlySet<string>,
): Unit[] | undefined {
  if (/\([^()]*,[^()]*\)/.test(text)) return undefined;
  const parts = text.split(/,\s+(?:and\s+)?(?=(?:she|he|they)(?:['’]\p{L}+)?\s)/iu);
  if (parts.length < 2) return undefined;
  const units = parts.map((part) => unitOf(part.trim(), field, personWords));
  if (units.some((u) => u.kind !== 'sentence' || u.subject === 'other')) return undefined;
  // "she says, better than anyone": a pronoun and one word before a comma is an aside.
  if (parts.some((p) => words(p).length < 3 || /^\S+\s+\S+,/.test(p.trim()))) return undefined;
  return units;
}

/**
 * "4 of her trainees are now shift leaders", "six of his players now play for the academy": a
 * count of the person's people, then a verb of its own.
 */
const COUNT_OF_THEIR_OWN =
  /^(?:\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|all|most|many|half|several)\s+of\s+(?:her|his|their)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+s\s+(?:(?:now|already|still|all)\s+)?(?:are|were|have|had|play|work|run|lead|teach|coach|hold|became|became|went|got|made|passed|joined|moved)\b/iu;

/** "residents love it", "the kids call her Miss Ruth": a plural noun and a closed-list verb. */
const PLURAL_SAYS =
  /^(?:(?:the|our|their|all|most|many|some)\s+)?\p{Ll}+s\s+(?:love|loved|adore|adored|say|said|call|called|asked|ask|want|wanted|got|gave|came|keep|kept|still|all)\s+\S/u;

/**
 * "introduced life story books, 62 done so far": a count typed after a comma says how far
 * the deed has got; "with" makes it part of the sentence (ADR 096).
 */
function withCountSoFar(text: string): string {
  return text.replace(
    /,\s+(?=(?:about\s+|over\s+)?\d[\d,]*\+?\s+(?:done|made|finished|completed|written|sold|planted|delivered|built|installed|trained|served|scanned|signed up|enrolled)\s+(?:so far|to date|already|now)[.!]?$)/i,
    ', with ',
  );
}

/** "Over the last year she:" before a list: a sentence's opening and subject, cut off by it. */
const LEAD_IN_SUBJECT =
  /(?:^|(?<=[.!?]\s+))([^.!?:]*\b(?:she|he|they)(?:\s+(?:has|have|had|also|has also))?)\s*:\s*$/i;

/**
 * "Since then:", "So far:", "Highlights:", "Since becoming instructor:", "This season:" ending
 * a line above a list ("Since becoming instructor." was posted as a sentence, the nineteenth
 * set's readers).
 */
const TIME_LEAD_IN =
  /(?:^|(?<=[.!?]\s+))(?:since then|since joining|so far|to date|in that time|along the way|over the years|highlights(?: so far)?|since (?:becoming|joining|starting|taking over|moving|being (?:made|promoted)|(?:her|his|their) (?:promotion|move|return|arrival))\b[^.!?:]{0,40}|(?:this|last) (?:season|year|quarter|month|term|semester)|in (?:the )?(?:last|past|first) (?:\w+ )?(?:years?|months?|seasons?|quarters?)|key (?:wins|highlights|achievements|results))\s*:\s*$/i;

/** How many: "two", "a few", "3", "dos", "deux", "zwei", "due", "duas", "twee". */
const LIST_COUNT = String.raw`(?:a\s+)?(?:few|couple(?:\s+of)?)|\d{1,2}|one|two|three|four|five|some|several|my|our|the|main|key|big|dos|tres|cuatro|cinco|unas|algunas|deux|trois|quatre|cinq|quelques|zwei|drei|vier|fünf|ein\s+paar|due|tre|quattro|cinque|duas|três|quatro|twee|drie`;
/** What a list holds, said of any list: "things", "cosas", "highlights", "updates". */
const LIST_NOUN = String.raw`things?|cosas?|choses?|dinge|sachen|cose|coisas?|dingen|points?|puntos?|punti|pontos?|items?|bits?|notes?|notas?|updates?|news|noticias|nouvelles|highlights?|wins?|reasons?|razones|raisons|gründe|facts?|datos|details?|ones|heads[- ]up|fyi|tl;?dr|recap|summary|context|background`;
/**
 * "Two things:", "Dos cosas:", "Quick update:", "A few highlights:" ending a line above a list
 * (or before an inline one, "Two things: 1) …"): it only announces the list, in any language,
 * and says nothing the list does not. Posted it was a quoted label ("In the notes: “Dos
 * cosas”") or "By the numbers: two things" (ADR 154); the list says it.
 */
const LIST_ANNOUNCED = new RegExp(
  String.raw`(?:^|(?<=[.!?]\s+))(?:(?:ok(?:ay)?|so|right|alright|also|and|y|et|und)[,\s]+)?(?:(?:${LIST_COUNT})\s+)?(?:(?:quick|short|little|small|big|main|key|important|good|great|fun|cool|petites)\s+)?(?:${LIST_NOUN})\s*[:：]\s*`,
  'iu',
);

/**
 * "What Olumide did:", "Here's what she changed:", "The numbers:", "Her wins 🎉:" ending a line
 * above a list: words that point at the list and say nothing of their own. Kept, "What Olumide
 * did." was posted as a sentence and "• What Olumide did" as a bullet (the twentieth set's
 * readers); the list under them says it. A lead-in with a fact of its own ("She trained three
 * teams:") is no pointer.
 */
/**
 * "2025–26", "2022-2026", "FY24", "2024": the period a heading names ("What she did in 2025–26:",
 * "Main contributions 2022–2026:"); it points at the list below as much as the words before it.
 */
const YEAR_SPAN = String.raw`(?:(?:fy|ay)\s?)?(?:19|20)?\d\d(?:\s?[–—/-]\s?(?:19|20)?\d\d)?`;

const POINTER_LEAD_IN = new RegExp(
  String.raw`(?:^|(?<=[.!?]\s+))(?:(?:here(?:'s|’s| is| are)\s+|this is\s+|and\s+)?(?:what|how|why|where|which)\b[^.!?:\d]{0,60}?|(?:(?:the|some|a few|her|his|their|our|\p{Lu}\p{L}*['’]s)\s+)?(?:(?:key|main|big|quick|hard|top|few)\s+)?(?:numbers|stats|statistics|figures|results|wins|highlights|facts|details|achievements|milestones|contributions|impact|record|in numbers|by the numbers|list|bits|things (?:she|he|they) did)(?:\s+(?:so far|this year|to date))?)(?:\s+(?:in\s+|for\s+|of\s+)?(?:the\s+)?${YEAR_SPAN})?[\s${EMOJI_CHARS}]*:\s*$`,
  'iu',
);

/**
 * "Season 2026 vs 2025:", "Q3 v Q2:", "This year compared to last:": a heading that sets two
 * periods side by side above the figures that compare them. It has no verb; posted as a
 * sentence ("Season 2026 versus 2025.") it read as a fragment (a reader of the graded options,
 * ADR 153).
 */
const COMPARED_LEAD_IN =
  /^((?:[\p{L}\p{N}'’-]+\s+){0,3}[\p{L}\p{N}'’-]+)\s+(?:vs\.?|v\.?|versus|against|compared (?:with|to))\s+((?:[\p{L}\p{N}'’-]+\s+){0,3}[\p{L}\p{N}'’-]+)\s*:$/iu;

/** A side of such a heading: a period ("2025", "Q3", "last year", "this season"). */
const PERIOD =
  /\d|\b(?:last|previous|prior|this|year|season|quarter|month|week|term|semester|spring|summer|autumn|fall|winter)\b/iu;

/**
 * The comparison folded into the first line under it, whose figures it dates: "In Season
 * 2026, compared with 2025, broken kernels went from 12% to 7%". A labelled change
 * ("broken kernels: 12% → 7%") takes "went", the verb its arrow says.
 */
function comparedFolded(now: string, then: string, line: string): string {
  // "Season 2026" mid-sentence is "season 2026"; read as a name, it kept "In" in capitals.
  const said = now.replace(/^(?:Season|Year|Quarter|Term|Month|Week)(?=\s+\d)/u, (w) =>
    w.toLowerCase(),
  );
  const when = /^(?:this|last|next)\b/i.test(said) ? upperFirst(said) : `In ${said}`;
  const item = line
    .trim()
    .replace(
      /^([^:]{1,40}):\s*([$£€~]?\d[^:→>]*?)\s*(?:→|-+>|=>)\s*([$£€~]?\d.*)$/u,
      '$1 went from $2 to $3',
    )
    .replace(/^([^:]{1,40}):\s*(?=from\s+[$£€~]?\d.*\bto\b)/u, '$1 went ');
  const opening = /^\p{Lu}\p{Ll}/u.test(item) ? item[0]!.toLowerCase() + item.slice(1) : item;
  return `${when}, compared with ${then}, ${opening}`;
}

/**
 * "Over the last year she:" and a list under it: the opening goes on with the first item
 * ("Over the last year she set up the rota"), never a unit of its own; a bullet reading just
 * "Over the last year she" was garbled to the seventh set's reader.
 */
function withLeadInsJoined(lines: string[], personWords: ReadonlySet<string>): string[] {
  const out = lines.map((line, i) => withoutListAnnounced(withoutLeadInReason(line), lines[i + 1]));
  for (let i = 0; i < out.length - 1; i++) {
    // "funke:" over the list of what Funke did: the person's name as a heading, which the
    // post names anyway; read as a note it was posted alone ("Funke.", "• Funke", the
    // twentieth set's zp17).
    if (namesThePerson(out[i]!, personWords) && /[\p{L}\p{N}]/u.test(out[i + 1]!)) out[i] = '';
    // "Since then:" over a list points at the list and tells nothing of its own: a bullet
    // "• Since then" and the prose "…in 2019. Since then. Abena handled…" read as slips (the
    // thirteenth set's op18, ADR 099). The list says it.
    if (TIME_LEAD_IN.test(out[i]!.replace(BULLET, '')) && BULLET.test(out[i + 1]!))
      out[i] = out[i]!.replace(TIME_LEAD_IN, '').trimEnd();
    const compared = COMPARED_LEAD_IN.exec(out[i]!.replace(BULLET, '').trim());
    if (compared && compared.slice(1).every((p) => PERIOD.test(p)) && out[i + 1]!.trim()) {
      out[i + 1] = comparedFolded(compared[1]!, compared[2]!, out[i + 1]!.replace(BULLET, ''));
      out[i] = '';
    }
    // "What Olumide did:" over the lines it points at: the lines say it (POINTER_LEAD_IN).
    if (POINTER_LEAD_IN.test(out[i]!.replace(BULLET, '')) && /[\p{L}\p{N}]/u.test(out[i + 1]!))
      out[i] = out[i]!.replace(POINTER_LEAD_IN, '').trimEnd();
    const lead = LEAD_IN_SUBJECT.exec(out[i]!.replace(BULLET, ''));
    if (!lead || !BULLET.test(out[i + 1]!)) continue;
    out[i] = out[i]!.replace(LEAD_IN_SUBJECT, '').trimEnd();
    out[i + 1] = `${lead[1]!.replace(BULLET, '').trim()} ${out[i + 1]!.replace(BULLET, '').trim()}`;
  }
  return out;
}

/**
 * "Some numbers, since she hates speeches:", "A few highlights, because he won't say them:":
 * a lead-in that only announces the list, with the writer's reason for the list after a
 * comma. The reason goes with the lead-in: left, the lead-in was kept and posted as "Some
 * numbers, since she hates speeches (381 parts, …)." or a bullet of its own (ADR 187).
 */
const LEAD_IN_REASON =
  /,\s+(?:since|because|as|cos|'cause|given that|seeing as|so that|so)\s+[^.!?:,]{1,60}(?=\s*[:：]\s*$)/iu;

/** The lead-in without its reason, when the rest only announces the list below it. */
function withoutLeadInReason(line: string): string {
  const lead = line.replace(BULLET, '');
  const bare = lead.replace(LEAD_IN_REASON, '');
  if (bare === lead) return line;
  return POINTER_LEAD_IN.test(bare) || ANNOUNCES_LIST_BELOW.test(bare) ? bare : line;
}

/** A line that is only the person's name (any of its words, an emoji) and a colon. */
function namesThePerson(line: string, personWords: ReadonlySet<string>): boolean {
  const heading = new RegExp(String.raw`^([\p{L}'’ -]+?)[\s${EMOJI_CHARS}]*:\s*$`, 'u').exec(
    line.replace(BULLET, '').trim(),
  );
  const words = heading?.[1]!.trim().toLowerCase().split(/\s+/) ?? [];
  // "funke" for Olufunke, "alex" for Alexandra: a calling name cut from a name typed.
  const named = (w: string) =>
    personWords.has(w) ||
    (w.length >= 3 &&
      [...personWords].some((p) => p.length > w.length && (p.startsWith(w) || p.endsWith(w))));
  return words.length > 0 && words.length <= 3 && words.every(named);
}

const ANNOUNCES_LIST_BELOW = new RegExp(`${LIST_ANNOUNCED.source}$`, 'iu');
/** "Two things: 1) cut overtime 2) trained 3 leads": the list on the same line. */
const ANNOUNCES_LIST_AFTER = new RegExp(`${LIST_ANNOUNCED.source}(?=(?:\\d+[.)]|[-•*])\\s)`, 'iu');

/** A line without the words that announce the list under it or after them (ADR 154). */
function withoutListAnnounced(line: string, next: string | undefined): string {
  if (next !== undefined && BULLET.test(next) && ANNOUNCES_LIST_BELOW.test(line))
    return line.replace(ANNOUNCES_LIST_BELOW, '').trimEnd();
  return line.replace(ANNOUNCES_LIST_AFTER, '');
}

/**
 * "byrek, trileçe, laminated dough, HACCP — trains young cooks on the line": the skills, then
 * after a dash what the person does. The verb phrase is the person's, a fact of its own; left
 * on the list it hung off the last item ("…covers … and HACCP — trains young cooks on the
 * line", ADR 186). Cut apart, the list is told as a list and the verb phrase takes the person.
 */
function dashTailCut(clause: string, field: NoteField, personWords: ReadonlySet<string>): string[] {
  const cut = /^([^—–]+?,[^—–]+?)\s+(?:[—–]+|-)\s+(\p{Ll}\S*\s\S.*)$/u.exec(clause);
  if (!cut) return [clause];
  const [, list, tail] = cut as unknown as [string, string, string];
  if (!personVerbPhrase(tail, field) && unitOf(tail, field, personWords).kind !== 'predicate')
    return [clause];
  const head = unitOf(list, field, personWords);
  return head.kind === 'noun' || head.kind === 'fragment' ? [list, tail] : [clause];
}

/**
 * "Ewe, Mina, French, English - sports and agri market prices segment": a dash after a list
 * of languages ends it; what follows is another fact, never the last language's ("covers …
 * and English - sports and agri…" was posted, the twenty-second set's gw12, ADR 167).
 */
function languageListCut(clause: string): string[] {
  // "english so-so, pointing works fine lol": a language rated, then how the person gets by
  // without it. The rating is the language fact ("speaks some English"); the quip on it is no
  // skill and is left out (posted "expertise covers … english so-so and pointing works fine",
  // the twenty-third set's fw08, ADR 182). Any other clause after the rating stays a unit.
  const rated = /^([^,;]+?)\s*[,–—]\s*(\S.*)$/u.exec(clause);
  if (rated && RATED_LANGUAGE.test(rated[1]!.trim()) && languagesIn(rated[1]!))
    return GETS_BY.test(rated[2]!) ? [rated[1]!] : [rated[1]!, rated[2]!];
  const cut = /^(.+?)\s+[-–—]+\s+(\S.*)$/u.exec(clause);
  const spoken = cut && languagesIn(cut[1]!);
  if (!spoken || spoken.length < 2) return [clause];
  // "Spanish, English - both fluent": the tail says how well, of every language.
  if (/^(?:(?:both|all)\s+)?fluent[.!]*$/i.test(cut[2]!))
    return [`is fluent in ${spoken.slice(0, -1).join(', ')} and ${spoken.at(-1)!}`];
  // "Wolof, French - native": how well, kept beside the languages it was typed after (posted
  // "is a French - native" when the clause was left whole).
  if (HOW_WELL_TAIL.test(cut[2]!))
    return [
      `speaks ${spoken.slice(0, -1).join(', ')} and ${spoken.at(-1)!} (${cut[2]!.replace(/^(?:both|all)\s+|[.!]+$/giu, '')})`,
    ];
  return [cut[1]!, cut[2]!];
}

/** A language with how well typed after it, no bracket: "english so-so", "French: basic". */
const RATED_LANGUAGE = /^\p{L}+\s*(?:[:–—-]\s*|\s)\p{L}/u;

/** How a person gets by without the language: pointing, gestures, a translation app. */
const GETS_BY =
  /\b(?:pointing|points|gestur\w*|hand signals?|google translate|translat\w+ app|works? (?:fine|ok|okay|well)|gets? by|manages?|does the (?:job|trick)|we['’]ll manage)\b/i;

/** "- native", "- all conversational": how well, said in brackets after the languages. */
const HOW_WELL_TAIL =
  /^(?:(?:both|all)\s+)?(?:native|conversational|basic|intermediate|advanced|business|working|spoken|written|bilingual|[ABC][12])\b/i;

/** A word typed alone to stress what came before it: "properly.", "seriously." */
/**
 * "best on the farm", "fastest in the region", "a record", "highest in 5 years": a verbless
 * fragment that only rates what comes before it.
 */
const RATES_THE_ONE_BEFORE =
  /^(?:(?:the|a|an|our|new|all-time)\s+)*(?:best|fastest|highest|lowest|biggest|largest|quickest|safest|record|top)\b(?:\s+(?:on|in|at|for|of|ever|yet|so far)\b[^,;:.!?]{0,30})?[.!]*$/i;

/**
 * "Last year 91.2", "previous season: 24", "2025: 6", "vs 88 in 2024": the figure the one
 * before is compared with, typed after it with no verb.
 */
const COMPARES_THE_ONE_BEFORE =
  /^(?:(?:last|previous|prior|the)\s+(?:year|season|quarter|month|time|audit|round)(?:\s+(?:before|it was|was))?|(?:up|down)\s+from|vs\.?|versus|compared (?:to|with)|(?:in\s+)?(?:19|20)\d\d(?:\s+it was)?)[:\s]+(?:was\s+)?(?:about\s+|approx\.?\s+|~)?[$£€¥₹]?\d[\d.,]*\s?(?:%|points?|pts)?(?:\s+(?:in|for)\s+(?:19|20)\d\d)?[.!]*$/iu;

/**
 * What the poster says around the facts, with no fact of its own (ADR 176): a question to
 * themselves ("Where do I start", "what can I say"), an invitation or a call to cheer with no
 * day in it ("Please come!", "Give it up for our new Head Guide", "Let's hear it for…"), a
 * verdict on the person (read where every aside is: asides.ts `REMARK_ON_THE_FACTS`), what others would
 * have done ("Many boys would have gone home"), thanks with no one named
 * ("Just a big thank you"), the poster turning to the readers ("Ok team, big one!!").
 */
const REMARKS = [
  /^(?:(?:honestly|ok(?:ay)?|so|well|and|where|oh)[,\s]+)*(?:where (?:do|does|should|can) (?:i|we|you) (?:start|begin)|where to (?:start|begin)|what (?:can|do|else can) (?:i|we|you) say|what (?:a|an) (?:year|season|month|week|legend|star|guy|gal|hero|champ))\b/iu,
  /^(?:(?:please|pls|plz|do|so)\s+)?(?:come(?:\s+(?:along|by|celebrate))?|join us|give it up for|let['’]?s (?:hear it|give it up|give (?:him|her|them) a)|raise a glass|hats off|three cheers)\b/iu,
  /^(?:just\s+)?(?:a\s+)?(?:(?:very|really|huge|big|massive|heartfelt|special)\s+)*(?:thank you|thanks)(?:\s+(?:so much|again|all|everyone))?[.!]*$/iu,
  // "Ok team, big one!!", "Hi all — great news": the poster turning to the readers.
  /^(?:(?:ok(?:ay)?|right|alright|so|hey|hi)[,\s]+)?(?:team|all|everyone|folks|guys|people|y['’]all)[,!\s—–-]+(?:(?:a|this is a|it['’]s a|some)\s+)?(?:big|huge|great|good|exciting|happy) (?:one|news|day)[.!\s]*$/iu,
];

function remarkOnly(unit: Unit): boolean {
  const text = withoutClosingEmoji(unit.text).trim();
  if (/\d/.test(text) || MONTH_OR_DAY.test(text)) return false;
  if (REMARKS.some((r) => r.test(text))) return true;
  // "Many boys would have gone home": what others might have done tells nothing they did.
  return (
    unit.subject === 'other' &&
    /^(?:many|most|some|other|lots of|plenty of)\s+\p{L}+\s+(?:would|could|might)(?:n['’]t| not)? have\b/iu.test(
      text,
    )
  );
}

/**
 * "kwame pls stop renaming our branches", "no more ringing me at midnight 😅": a remark the
 * typist makes to the person, or about their own lot, as a joke between them. It tells no fact
 * of the person's; joined to the facts before it, it read "…Stripe and Paystack integrations,
 * firefighter during Black Friday, and Kwame please stop renaming our branches", and alone as
 * a stray bullet ("• No more ringing me at midnight", ADR 186). It is left out: a post's
 * reader cannot tell what it answers, and the tone's closing line closes.
 */
function teasingRemark(unit: Unit, personWords: ReadonlySet<string>): boolean {
  const text = withoutClosingEmoji(unit.text)
    .trim()
    .replace(/[.!?…]+$/u, '');
  const list = words(text);
  // Addressed to the person by name, then asked or told off: "Sione, please don't…".
  const REQUEST = /^(?:pls|plz|please|don['’]?t|dont|do not|stop|quit|never|no more)$/iu;
  let i = 0;
  while (i < list.length && isPersonWord(list[i]!, personWords)) i++;
  if (i > 0 && i < list.length - 2 && REQUEST.test(list[i]!.replace(/,$/u, ''))) return true;
  // "pls don't touch the thermostat, Ravi": the request with the name after it.
  if (
    /^(?:pls|plz|please)\s/iu.test(text) &&
    /,\s*\p{L}+$/u.test(text) &&
    isPersonWord(list.at(-1)!, personWords)
  )
    return true;
  // "no more calls to me at 11pm": what the typist is spared, in their own voice.
  return (
    unit.kind !== 'sentence' &&
    unit.kind !== 'predicate' &&
    /^(?:and\s+)?no more\s/iu.test(text) &&
    typistSpeaks(text)
  );
}

const MONTH_OR_DAY =
  /\b(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\b|\b(?:tonight|tomorrow|next week)\b/iu;

/** A word typed alone again after a unit that holds it ("…ZERO rejections. Zero."). */
function echoOf(text: string, before: string | undefined): boolean {
  const word = text
    .replace(/[.!]+$/u, '')
    .trim()
    .toLowerCase();
  if (!before || !/^\p{L}+$/u.test(word)) return false;
  return before
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .includes(word);
}

/**
 * "Camille, merci.", "Thank you, Ayodele.", "Danke, Jonas!": thanks said to the person by
 * name, and nothing else.
 */
function thanksByName(sentence: string, personWords: ReadonlySet<string>): boolean {
  const text = withoutClosingEmoji(sentence).trim();
  const cut = /^([^,]+),\s*(\S.*)$/u.exec(text);
  // "Camille, merci": the name first, the thanks after its comma.
  if (cut && nameAlone(cut[1]!, personWords)) {
    const thanks = cut[2]!.replace(/[.!]+$/u, '');
    const greeting = greetingOf(thanks, personWords);
    return CHEER.test(thanks) || (!!greeting && !greeting.tail);
  }
  const greeting = greetingOf(text, personWords);
  const named = words(text).some((w) => isPersonWord(w, personWords));
  return named && (CHEER.test(text) || (!!greeting && !greeting.tail));
}

/** A sentence said to the reader of a thanks: "You showed us…", "Your patience…". */
const SAID_TO_YOU = /^(?:you|your|you['’](?:ve|re|ll|d))\b/iu;

/**
 * "Camille, merci. You showed us that patience is also a plan.": thanks said to the person
 * by name, then what they are thanked for, said to them. It is one thought, the writer's own
 * words to the person: read apart, the thanks went to the closing line and the name was
 * left alone ("…'guides'. Camille. You showed us…", "• Camille" over "• You showed us…",
 * ADR 187). Joined, it is told whole: "Camille, merci: you showed us that patience is also a
 * plan."
 */
function withThanksJoined(
  sentences: string[],
  personWords: ReadonlySet<string>,
): { sentence: string; thanks: boolean }[] {
  const out: { sentence: string; thanks: boolean }[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const said = sentences[i]!.trim();
    const next = sentences[i + 1]?.trim();
    if (next && SAID_TO_YOU.test(next) && thanksByName(said, personWords)) {
      const thanks = withoutClosingEmoji(said).replace(/[.!]+$/u, '');
      out.push({ sentence: `${thanks}: ${next[0]!.toLowerCase()}${next.slice(1)}`, thanks: true });
      i++;
      continue;
    }
    out.push({ sentence: sentences[i]!, thanks: false });
  }
  return out;
}

/** "Darnell", "OK so Rosa", "Alright, Kwame!": the person's name and nothing else. */
function nameAlone(text: string, personWords: ReadonlySet<string>): boolean {
  const said = words(
    text
      .replace(/^(?:(?:ok(?:ay)?|alright|right|so|well|and|now)[,\s]+)+/iu, '')
      .replace(/[.!?…]+$/u, ''),
  );
  return said.length > 0 && said.length <= 3 && said.every((w) => isPersonWord(w, personWords));
}

const EMPHASIS =
  /^(?:properly|seriously|really|literally|honestly|genuinely|truly|actually|for real|no joke|not kidding|no kidding)[.!]*$/i;

/**
 * "collects vinyl, welkom Rishi!", "40 years on the ovens – sto lat": a clause, then a
 * greeting after a comma or a dash. The greeting closes the post (ADR 131); glued to the
 * clause it was told mid-post ("…; Welkom Rishi"). Only a greeting with no tail of its own.
 */
function greetingCut(
  text: string,
  personWords: ReadonlySet<string>,
): { before: string; greeting: Unit } | undefined {
  const cut = /^(.*\S)\s*(?:,|\s[-–—])\s+(\S.*)$/u.exec(text);
  if (!cut || !/[\p{L}\p{N}]/u.test(cut[1]!)) return undefined;
  const greeting = greetingOf(cut[2]!, personWords);
  if (!greeting || greeting.tail || greetingOf(text, personWords)) return undefined;
  return {
    before: cut[1]!,
    greeting: { id: '', kind: 'cheer', text: cut[2]!, ahead: false, figure: false },
  };
}

/**
 * "Yalla!", "Allez les bleus!", "Jia you!", "¡Pura vida, mae!": a short exclamation whose words
 * are no English word but a small one English shares ("you", "les"), typed beside the facts. It cheers; it tells
 * nothing, and the writer cannot say it in English or punctuate it for the user: joined as a
 * list it read "¡Pura vida and mae.", told as "Yalla." it lost its "!" (ADR 154). It is left
 * out; a greeting or a cheer the writer knows ("Olé!", "felicidades") still closes the post
 * (ADR 131).
 */
const NOUN_BY_DEFAULT = new Set([
  'Noun',
  'Singular',
  'Plural',
  'ProperNoun',
  'Person',
  'FirstName',
  'LastName',
  'MaleName',
  'FemaleName',
  'Place',
  'Organization',
]);

function interjectionAbroad(sentence: string, personWords: ReadonlySet<string>): boolean {
  const text = withoutClosingEmoji(sentence).trim();
  if (!/^¡|!$/u.test(text) || /\p{N}/u.test(text)) return false;
  const typed = text.match(/[\p{L}'’]+/gu) ?? [];
  if (!typed.length || typed.length > 4) return false;
  if (CHEER.test(text.replace(/[!¡]+/gu, '')) || greetingOf(text, personWords)) return false;
  const entries = lexicon();
  // An English word: one the lexicon knows (not as a name), or one whose form says English
  // ("bouldering!!", "Reckons Bach is overrated!"); a word read only as a noun by default,
  // for want of any sign ("yalla", "vida"), is not.
  // A small word English shares ("Jia you!", "Allez les bleus!") says nothing either way.
  const english = typed.filter((w) => {
    const entry = entries[w.toLowerCase()];
    if (typeof entry === 'string')
      return !/Name|Place|Organization|Pronoun|Determiner|Preposition|Conjunction/.test(entry);
    return tagsOf(w.toLowerCase()).some((t) => !NOUN_BY_DEFAULT.has(t));
  }).length;
  return english === 0 && !typed.some((w) => personWords.has(w.toLowerCase()));
}

/** A list's number typed inside a line: "1) ", "2. " after a space, a stop or a colon. */
const INLINE_NUMBER = /(?<=^|[\s:;,.])(\d{1,2})[.)]\s+(?=[\p{L}\p{N}$£€₹~#"“'‘(])/gu;

/**
 * A numbered list typed on one line ("1) cut waste 30% 2) trained 4 cooks 3) ran the pass",
 * "Two wins: 1. … 2. …"): one line a item, as if typed under each other. Read as one line, a
 * number was glued to the item before it ("cut food waste 30% 2, trained 4 new cooks 3") or
 * the items were one (ADR 159). Only numbers counted up from 1 in order, two or more, are a
 * list's: "grew to 2. Then 3 more" is none.
 */
function numberedLines(line: string): string[] {
  const marks = [...line.matchAll(INLINE_NUMBER)];
  const run: RegExpExecArray[] = [];
  for (const m of marks) {
    if (Number(m[1]) === run.length + 1) run.push(m);
    else if (Number(m[1]) === 1) run.splice(0, run.length, m);
  }
  if (run.length < 2) return [line];
  const head = line.slice(0, run[0]!.index).trim();
  const items = run.map((m, i) =>
    line
      .slice(m.index, run[i + 1]?.index ?? line.length)
      .trim()
      .replace(/[;,]$/u, ''),
  );
  return head ? [head, ...items] : items;
}

export function readNote(raw: string, field: NoteField, personWords: ReadonlySet<string>): Note {
  const units: Unit[] = [];
  const lines = raw.split(/\r?\n+/).flatMap(numberedLines);
  for (const line of withLeadInsJoined(lines, personWords)) {
    const typed = listsJoined(line.replace(BULLET, '').trim());
    const read = field === 'promotionDetails' ? effectiveLineInEnglish(typed) : typed;
    let greeted = false;
    for (const { sentence, thanks } of withThanksJoined(sentencesOf(read), personWords)) {
      // "Camille, merci: you showed us…": the writer's own words to the person, whole.
      if (thanks) {
        units.push({
          id: '',
          kind: 'sentence',
          subject: 'other',
          text: cleanUnit(sentence),
          ahead: false,
          figure: FIGURE.test(sentence),
        });
        continue;
      }
      // "Julley everyone! Some news from the processing unit.": a greeting to the readers and
      // its lead-in open the notes, not the post; told as facts they were posted mid-post
      // (ADR 173). The post's own opening greets.
      if (greetsEveryone(sentence) || (greeted && NEWS_LEAD.test(sentence.trim()))) {
        greeted = true;
        continue;
      }
      greeted = false;
      // A pastime or a skill typed with "!" ("kendo!") is the field's fact, never a cheer.
      if (FIELDS_THAT_NARRATE.has(field) && interjectionAbroad(sentence, personWords)) continue;
      // What a clause of promotion details is decides where it goes (ADR 075): when the
      // promotion takes effect is cut from a handover or a process note typed beside it.
      const clauses = sentence
        .split(/\s*;\s*/)
        .flatMap((c) => (field === 'promotionDetails' ? detailClauses(c, personWords) : [c]))
        .flatMap((c) => (field === 'promotionDetails' ? dateCutFromDeed(c, personWords) : [c]))
        .flatMap((c) => (field === 'expertise' ? languageListCut(c) : [c]))
        .flatMap((c) => (field === 'expertise' ? dashTailCut(c, field, personWords) : [c]));
      for (const clause of clauses) {
        const cleaned = withCountSoFar(cleanUnit(clause));
        const text = field === 'hobbies' ? withPositionPlayed(cleaned) : cleaned;
        if (!/[\p{L}\p{N}]/u.test(text)) continue;
        // "OK so Darnell.": the name alone says nothing; posted it was a stray "Darnell." or a
        // bullet (ADR 176).
        if (FIELDS_THAT_NARRATE.has(field) && nameAlone(text, personWords)) continue;
        // "…ZERO rejections at the border. Zero.": a word typed again after the count it
        // stresses adds no fact; alone it was "Zero." or "The numbers: zero." (ADR 176).
        if (FIELDS_THAT_NARRATE.has(field) && echoOf(text, units.at(-1)?.text)) continue;
        // "PrimusGFS audit: 98.6 points. Last year 91.2": the figure it is compared with is
        // that figure's, in brackets; alone it was "Last year 91.2." (ADR 176).
        const compared = units.at(-1);
        if (
          compared &&
          compared.kind !== 'cheer' &&
          compared.figure &&
          COMPARES_THE_ONE_BEFORE.test(text) &&
          !/[()]/.test(compared.text)
        ) {
          const joined = `${compared.text.replace(/[.!]+$/, '')} (${text.replace(/[.!]+$/, '').replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())})`;
          units[units.length - 1] = { ...unitOf(joined, field, personWords), id: '' };
          continue;
        }
        // "Built the sets for Hamlet, opens December 4": what the thing does, typed after a
        // comma, a colon or a dash, is its own sentence; joined to the deed with "and" it was
        // the person's ("Bogi built … and opens December 4", ADR 142).
        // A thing typed first ("Hamlet at the Vigadó - opens…") is its subject: kept whole.
        const thing = FIELDS_THAT_NARRATE.has(field) ? thingCut(text, field) : undefined;
        const deed = thing && unitOf(thing[0], field, personWords);
        if (deed && deed.kind !== 'noun' && deed.kind !== 'cheer' && deed.subject !== 'other') {
          units.push(deed, unitOf(thing[1], field, personWords));
          continue;
        }
        // "First job: sign off the boiler on 99 7235": what the person does first is what
        // comes next, no skill ("expertise covers …, and first job: sign off…" was posted,
        // the twenty-third set's fw15, ADR 182).
        const first = firstTaskOf(text);
        if (first) {
          units.push(
            typeof first === 'string'
              ? { ...unitOf(first, field, personWords), kind: 'predicate', ahead: true }
              : {
                  id: '',
                  kind: 'fragment',
                  text,
                  ahead: true,
                  figure: FIGURE.test(text),
                  typed: true,
                },
          );
          continue;
        }
        const spliced = splicedClauses(text, field, personWords);
        if (spliced) {
          units.push(...spliced);
          continue;
        }
        // "beatboxes. properly.": an adverb typed alone stresses the unit before it; told as
        // one ("beatboxes, properly"), never a second fact ("beatboxes and properly" read as
        // garbled to the eighth set's reader, ADR 066).
        const last = units.at(-1);
        // "62% → 78% this season. best on the farm": a fragment that rates the figure before
        // it is that figure's, told with it; alone it read "Best on the farm." with nothing
        // it was best at, the figure told by another option (ADR 163).
        if (last && last.kind !== 'cheer' && last.figure && RATES_THE_ONE_BEFORE.test(text)) {
          const rating = text
            .replace(/[.!]+$/, '')
            .replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
          const joined = `${last.text.replace(/[.!]+$/, '')}, ${rating}`;
          units[units.length - 1] = { ...unitOf(joined, field, personWords), id: '' };
          continue;
        }
        if (last && last.kind !== 'cheer' && EMPHASIS.test(text)) {
          const joined = `${last.text.replace(/[.!]+$/, '')}, ${text.replace(/[.!]+$/, '').toLowerCase()}`;
          units[units.length - 1] = { ...unitOf(joined, field, personWords), id: '' };
          continue;
        }
        // "collects vinyl, welkom Rishi!": a greeting typed after a comma is a unit of its
        // own, which closes the post (ADR 131); the clause before it is read as typed.
        const greeted = greetingCut(text, personWords);
        if (greeted) {
          units.push(unitOf(greeted.before, field, personWords), greeted.greeting);
          continue;
        }
        // "alarm 03:12, first foam at 03:17, extinguished 03:31": times of one event, one
        // line under its label; split, "extinguished 03:31" was told as the person's deed
        // ("Ji-hoon extinguished 03:31.", ga18's reader). A medal's counts likewise follow
        // its name after a colon (ADR 164).
        const labelled = FIELDS_THAT_NARRATE.has(field)
          ? (timelineOf(text) ?? medalFacts(text))
          : undefined;
        if (labelled) {
          units.push({ id: '', kind: 'fragment', text: labelled, ahead: false, figure: true });
          continue;
        }
        const whole = unitOf(text, field, personWords);
        // "Muchas gracias Lacho, eres un crack": a greeting is one unit, never a list.
        if (!text.includes(',') || whole.kind === 'cheer') {
          units.push(
            whole.kind !== 'predicate' && whole.kind !== 'cheer' && personVerbPhrase(text, field)
              ? {
                  ...whole,
                  kind: 'predicate',
                  text: whole.text.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()),
                  subject: undefined,
                }
              : whole,
          );
          continue;
        }
        if (whole.kind === 'sentence') {
          const byKind = itemsByKind(text, field, personWords);
          if (byKind) {
            units.push(...byKind);
            continue;
          }
          const spliced = splicedSentences(text, field, personWords);
          if (spliced) {
            units.push(...spliced);
            continue;
          }
          // "Lena led the migration last year, mentors 4 juniors": the name, then a list
          // of verb phrases; they take the name again, joined with "and".
          const list = words(text);
          let named = 0;
          while (
            whole.subject === 'person' &&
            named < list.length &&
            isPersonWord(list[named]!, personWords)
          )
            named++;
          const predicates = named
            ? listUnits(list.slice(named).join(' '), field, personWords, 14)
            : undefined;
          units.push(...(predicates?.every((u) => u.kind === 'predicate') ? predicates : [whole]));
          continue;
        }
        units.push(
          ...((DETAILS.has(field) ? clauseUnits(text, field) : undefined) ??
            listUnits(text, field, personWords) ??
            (whole.kind === 'predicate' || whole.kind === 'fragment'
              ? mixedListUnits(text, field, personWords)
              : undefined) ??
            itemsByKind(text, field, personWords) ??
            tallyThenDeeds(text, field, personWords) ?? [whole]),
        );
      }
    }
  }
  // "Where do I start", "Please come!", "That's the kind of guy he is": a remark tells no fact;
  // posted it was an orphan bullet, a headline ("…Tour Lead: Where do I start!") or a line
  // before what it referred to (ADR 176). It is left out; the tone's closing line closes.
  if (FIELDS_THAT_NARRATE.has(field))
    for (let i = units.length - 1; i >= 0; i--)
      if (
        units[i]!.kind !== 'cheer' &&
        (remarkOnly(units[i]!) || teasingRemark(units[i]!, personWords))
      )
        units.splice(i, 1);
  units.forEach((unit, i) => {
    unit.id = `${field}:${i}`;
    // "Qualifies him for the nationals." read as a note pasted bare: typed after what it
    // refers to (the unit before it, or the achievement or the news a detail follows), it
    // says "That qualifies him…" (ADR 127, amended).
    const that =
      unit.kind === 'fragment' && (i > 0 || DETAILS.has(field)) && FIELDS_THAT_NARRATE.has(field)
        ? thatPersonObject(unit.text)
        : undefined;
    if (that)
      Object.assign(unit, { kind: 'sentence', subject: 'other', text: that, follows: true });
    // "from Ana who retires in May" → "from Ana, who retires in May" (ADR 123); an item of a
    // list is left as typed, where a comma would cut the list.
    const comma = FIELDS_THAT_NARRATE.has(field) && !unit.items && withRelativeComma(unit.text);
    if (comma && comma !== unit.text) {
      unit.text = comma;
      if (unit.subject === 'pronoun') unit.named = namedSwap(comma);
    }
    // "Coached a stroke patient through rehab. He now runs our walking group": a pronoun
    // opening the sentence after someone else's is theirs; named, it made the patient's
    // deed the person's (ADR 142). Told as typed, right after what it points back to.
    // A fragment between them ("Nine months, three sessions a week.") tells of neither: the
    // pronoun still points past it (ADR 152).
    // "The Lyon buyer told us the 40% is better than before the war": "the 40%" is the figure
    // the note before it gave; told without it, it meant nothing (the twenty-second set's ep12).
    if (i > 0 && !unit.follows && namesFigureBefore(unit.text, units[i - 1]!.text))
      unit.follows = true;
    const between = units[i - 1]?.kind;
    const past = between === 'noun' || between === 'fragment' ? units[i - 2] : undefined;
    if (
      unit.subject === 'pronoun' &&
      i > 0 &&
      (pointsToOther(unit.text, units[i - 1]!.text, personWords) ||
        (!!past && pointsToOther(unit.text, past.text, personWords)))
    ) {
      Object.assign(unit, { subject: 'other', follows: true });
      delete unit.named;
    }
  });
  return { field, units };
}

/** "the 40%", "the 38 tonnes", "those 12 boats": a figure named as one already given. */
const THE_FIGURE = /\b(?:the|that|those|these)\s+(\d[\d.,]*(?:\s*%|\s+\p{L}+)?)/giu;

export function namesFigureBefore(text: string, before: string): boolean {
  for (const [, figure] of text.matchAll(THE_FIGURE)) {
    const typed = escapeRegExp(figure!).replace(/\s+/g, '\\s*');
    if (new RegExp(`(?<![\\d.,])${typed}(?![\\d])`, 'iu').test(before)) return true;
  }
  return false;
}

/** A time of day as typed in a log: "03:12", "9.47", "14h05". */
const CLOCK = /(?<![\d.,:])(?:[01]?\d|2[0-3])(?::|h)[0-5]\d(?![\d:])/u;

/**
 * A line of events each told with its time ("alarm 03:12, first foam on the rim at 03:17,
 * extinguished 03:31") as one timeline, its items in the order typed: every item a short
 * phrase with its time, three or more. Undefined for anything else.
 */
function timelineOf(text: string): string | undefined {
  const items = text.replace(/[.!]+$/, '').split(/\s*,\s*/);
  if (items.length < 3 || !items.every((item) => CLOCK.test(item) && words(item).length <= 8))
    return undefined;
  return `Timeline: ${text.replace(/[.!]+$/, '').replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`;
}

/** The notes that say what earned the news: where a deed is looked for (ADR 136). */
export const DEED_FIELDS: readonly NoteField[] = [
  'achievementDescription',
  'achievementDetails',
  'promotionDetails',
];

/** Verbs that say what something is or has, not what anyone did: no deed by themselves. */
const NO_DEED =
  /^(?:was|were|is|are|am|be|been|being|has|had|have|did|does|do|got|gets|get|became|become|seemed|felt|knew|knows|loves|loved|likes|liked)$/i;

/** An outcome a deed is told with: a figure, or words that say how it turned out. */
const OUTCOME =
  /\d|\b(?:never|first|record|award|awards|won|best|top|saved|without|zero|nobody|no one|passed|picked|chosen|selected|named|ahead of|under budget|on time)\b/i;

/**
 * The story's point (ADR 136): a note that says what the person (or their team) did and how
 * it turned out: "he rerouted miles 19-21 in 40 min… runners never knew", "carved the 6
 * south-tower finials", "His ridge… was the one picked for the award". A bare statistic
 * ("31,400 starters", "42 containers") or colour ("Norfolk reed all the way") is none: it has
 * no verb of action. Readers marked the long post that kept the figures and dropped the deed.
 */
export function isDeed(text: string): boolean {
  if (!OUTCOME.test(text)) return false;
  const doc = nlp()(text);
  const verbs = doc.match('(#PastTense|#Participle)').out('array') as string[];
  const acted = verbs.some((v) => !NO_DEED.test(v.replace(/[^\p{L}]/gu, '')));
  // "trained 9 apprentices": a note typed as its verb first, which the tagger may read as an
  // adjective.
  return acted || opensWithPast(text);
}

/**
 * "built the dispatch system at Uber", "set up the night clinic": a note typed as its past
 * verb first, what the person did (the tagger may read "trained" as an adjective).
 */
export function opensWithPast(text: string): boolean {
  const first = /^\p{L}+/u.exec(text.trim())?.[0] ?? '';
  return (
    /^(?:\p{L}{3,}ed|built|led|ran|won|cut|made|taught|brought|set up|took|kept)\s/iu.test(
      text.trim(),
    ) ||
    (!NO_DEED.test(first) && tagsOf(first.toLowerCase()).includes('PastTense'))
  );
}

/**
 * A hardship told in a note: a sense or a limb lost, a grave illness, a loss of someone close,
 * a flight from war. Typed in the fun fact field, it is part of the person's story, never a
 * "fun fact" ("Fun fact: Layan lost most of her sight at 19" read as tone-deaf to both readers
 * of the twenty-third set's fw18, ADR 182). Only these sure shapes; "stroke of luck", "blind
 * tasting" and "deaf to excuses" are none.
 */
const HARDSHIP = [
  /\b(?:lost|losing|loses|lose)\s+(?:(?:most|much|all|part|some|half)\s+of\s+)?(?:her|his|their|my)\s+(?:(?:left|right)\s+)?(?:sight|eyesight|vision|hearing|voice|legs?|arms?|hands?|feet|foot|mother|father|mum|mom|dad|parents|husband|wife|partner|son|daughter|child|baby|brother|sister|home|family)\b/iu,
  /\b(?:went|gone|going|became|become|is|was|been|born|registered|legally|partially)\s+(?:(?:partially|completely|totally|legally|profoundly)\s+)?(?:blind|deaf)\b(?!\s+(?:tasting|date|spot|to)\b)/iu,
  /\b(?:cancer|chemo(?:therapy)?|leuk(?:a)?emia|amputee|amputated|amputation|paraly[sz]ed|diagnosed with|passed away|refugee|fled (?:the |a )?(?:war|civil war|fighting|persecution)|widowed|miscarriage|survivor of)\b/iu,
  /\b(?:had|after|survived)\s+(?:a|her|his|their)\s+(?:stroke|heart attack)\b/iu,
];
export const tellsHardship = (text: string): boolean => HARDSHIP.some((r) => r.test(text));

/** "First job:", "first task -", "First up:": a label typed before what the person does first. */
const FIRST_TASK =
  /^(?:(?:her|his|their|the)\s+)?(?:first\s+(?:big\s+)?(?:job|task|project|assignment|mission|order of business)|first up)\s*(?::|\s[-–—])\s*(\S.*)$/iu;

/**
 * What the person does first, typed after its label, as a verb phrase of what comes next:
 * "First job: sign off the boiler…" → "will start by signing off the boiler…", "First task:
 * the Q3 audit" → "will start with the Q3 audit". With no verb or determiner the parse is
 * sure of, `{ unsure: true }`: the note is told as typed on the scannable post only.
 */
function firstTaskOf(text: string): string | { unsure: true } | undefined {
  const typed = FIRST_TASK.exec(text.trim());
  if (!typed) return undefined;
  const rest = typed[1]!.replace(/[.!]+$/u, '');
  const verb = termsOf(rest)[0];
  // "audit our stock", "review the rota": a word before a determiner, after the label, is the
  // verb of what is to be done, whichever way the tagger reads it alone.
  const beforeObject = /^\p{Ll}+\s+(?:the|our|a|an|all|every|each|this|that|these|those)\s/u.test(
    rest,
  );
  if (verb && ((has(verb, 'Infinitive') && !has(verb, 'Noun')) || beforeObject)) {
    const doc = nlp()(rest);
    if (beforeObject) doc.terms().first().tag('Infinitive');
    const verbs = doc.verbs();
    const gerund = (verbs.conjugate()[0] as { Gerund?: string } | undefined)?.Gerund;
    const phrase = (verbs.json()[0] as { text?: string } | undefined)?.text?.trim();
    if (gerund && /^\p{Ll}+ing(?: \p{Ll}+)?$/u.test(gerund) && phrase && rest.startsWith(phrase))
      return `will start by ${gerund}${rest.slice(phrase.length)}`;
  }
  if (/^(?:the|a|an|our|this|that|these|those)\s/i.test(rest)) return `will start with ${rest}`;
  return { unsure: true };
}
