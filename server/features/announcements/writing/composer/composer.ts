import {
  acceptedWordBounds,
  factsFor,
  isThin,
  OPTION_COUNT,
  type NoteField,
  wordBoundsFor,
  type GenerationRequest,
  type Length,
} from '#domain/generation.ts';
import { closingEmoji, escapeRegExp, upperFirst, withoutClosingEmoji } from '#domain/text.ts';
import type { Tone } from '#domain/tones.ts';
import { MAX_TRIGRAM_JACCARD, optionSimilarity, trigramJaccard } from '../checks/option-checks.ts';
import { dateMentions } from '../checks/fact-screen/dates.ts';
import { passesChecks } from '../checks/option-pass.ts';
import { AUDIBLE, CALM_PHRASINGS, TONE_RULES } from '../tone-rules.ts';
import { insideQuotation, outsideQuotations, quotationSpans } from '../quotations.ts';
import type { Writer, WriteOptions } from '../writer.ts';
import { withoutAvoided } from './asks.ts';
import { SENTENCE_BREAK, tellOnce } from './flow.ts';
import { bareCard, formsFor, type FormContext, type FormName, type Piece } from './forms.ts';
import { remitOf, weightiestOf, weightOf } from './weight.ts';
import {
  countWords,
  endSentence,
  afterColon,
  listOf,
  midSentence,
  tagsOf,
  titleHead,
  withSubject,
} from './phrases.ts';
import { formAsAsked, typistSpeaks } from '../instructions.ts';
import { titleHeld } from './promotion-details.ts';
import { hideNames, polish } from './polish.ts';
import {
  DEED_FIELDS,
  isDeed,
  itemKind,
  namesFigureBefore,
  opensWithPast,
  opensWithPhrasalVerb,
  participleClause,
  reportOnly,
  type Unit,
} from './notes.ts';
import {
  aloneFrame,
  countedList,
  notWhatItAddsUpTo,
  hedged,
  joinedToNews,
  onDate,
  relativeUnread,
  roleHeldSentence,
  takesEffect,
} from './prose.ts';
import { createRandom, freshSeed, seedForAttempt, type Random } from './random.ts';
import { lexicon } from './nlp.ts';
import { isSentenceLike } from './render.ts';
import { endsWithoutSendOff, repeatsBody, repeatsOpening, toldSendOff } from './send-off.ts';
import { readStory, STORY_ORDER, type Story } from './story.ts';
import { withoutEmoji } from './typed-notation.ts';

export const COMPOSER_MODEL = 'herald-composer-2';

/** Option n has form n: a chat post, a narrative, a scannable post (issue 21 item 2). */
const FORMS: readonly FormName[] = ['chat', 'narrative', 'scannable'];

/** A title named more often than this reads as padding (issue 21 item 3). */
const MAX_TITLE_MENTIONS = 2;

/**
 * How often a title the input gives is named in the text, counting its head ("Head Chef"
 * for "Head Chef, Canal Street Kitchen"). Longer titles are found first, so "Senior Account
 * Manager" is not also counted as "Account Manager".
 */
function titleMentions(
  text: string,
  story: Pick<Story, 'role' | 'currentRole' | 'newRole'>,
): number {
  const heads = [
    ...new Set(
      [story.role, story.currentRole, story.newRole].filter((t): t is string => !!t).map(titleHead),
    ),
  ]
    .filter((h) => h.length >= 2)
    .sort((a, b) => b.length - a.length);
  let rest = text;
  let most = 0;
  for (const head of heads) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(head)}(?![\\p{L}\\p{N}])`, 'giu');
    most = Math.max(most, [...rest.matchAll(pattern)].length);
    rest = rest.replace(pattern, ' ');
  }
  return most;
}

/**
 * The news itself: the piece that tells the achievement when the opening only names the
 * person ("Huge congratulations to Maddie, our Ski Patroller!" before "She and Juno passed
 * their certification."). A detail placed after the news follows it, never stands between
 * the name and the news after the opening's colon (the seventh set's "headline buried").
 */
const tellsNews = (p: Piece) =>
  // A send-off that names the win (ADR 080) closes the post: the news was told before it.
  !p.aside && !p.closing && !!p.facts?.some((f) => f.startsWith('achievementDescription:'));

function render(pieces: readonly Piece[], subject?: string): string {
  let out = '';
  let before: Piece | undefined;
  // The text up to and with the news sentence, when the news follows the opening.
  const opening = pieces[0];
  const newsLater = !!opening && !tellsNews(opening) && !opening.line && pieces.some(tellsNews);
  let upToNews: string | undefined;
  const held: string[] = [];
  for (const piece of pieces) {
    // A fragment follows the sentence it was typed after (the unit before it in its note, or
    // the achievement it details), or the news when it opens its note; anywhere else it
    // would take on another sentence's meaning, and it stands as a line of its own.
    const follows = before !== undefined && !before.noAside && typedAfter(before, piece);
    // Only a reason ("for the …") ends the user's sentence before it; any other fragment
    // follows the writer's news line, whose colon cannot change what the user said
    // ("Chair appointment begins July 1: NSF CAREER award…" would, ADR 057).
    if (piece.aside && newsLater) {
      // Held until the news is told, then it follows the news sentence.
      if (upToNews === undefined) held.push(piece.text);
      else {
        const told = withAside(upToNews, piece.text, subject);
        out = told + out.slice(upToNews.length);
        upToNews = told;
      }
    } else if (piece.tuck) out = tucked(out, piece.text, tallyLead(piece, subject));
    else if (piece.aside)
      out =
        follows && REASON.test(piece.text)
          ? withAside(out, piece.text, subject, tallyLead(piece, subject))
          : afterNews(out, piece.text, subject, tallyLead(piece, subject));
    else if (!out) out = piece.text;
    else out += piece.line ? `\n${piece.text}` : ` ${piece.text}`;
    if (newsLater && upToNews === undefined && tellsNews(piece)) {
      for (const text of held) out = withAside(out, text, subject);
      upToNews = out;
    }
    before = piece;
  }
  return out;
}

const unitAt = (id: string) => {
  const [field = '', index = '0'] = id.split(':');
  return { field, index: Number(index) };
};

/** Whether `piece` was typed right after what `before` tells (or opens its note after the news). */
function typedAfter(before: Piece, piece: Piece): boolean {
  const first = unitAt(piece.facts?.[0] ?? '');
  if (!before.facts?.length) return first.index === 0;
  const last = before.facts.map(unitAt).at(-1)!;
  if (last.field === first.field) return first.index === last.index + 1;
  return (
    last.field === 'achievementDescription' &&
    first.field === 'achievementDetails' &&
    first.index === 0
  );
}

/**
 * A fragment in prose follows the sentence before it after a colon, where a fragment belongs
 * ("…to Lead Picker: top picker 6 months running."), never after a dash or a semicolon (the
 * fifth set's reader: "— 11 years with us.", "…certification; only a small % of MLS ever get
 * the SBB"). A sentence with a colon, a dash or a line of its own already leaves the fragment
 * a sentence of its own. Fragments reach prose only as the point or when no other option
 * tells them (Piece.lastResort, ADR 057).
 */
/**
 * "delivered 4 months early", "reinstalled last week": a thing's participle with only when or
 * how it was done is said of the news ("It was delivered 4 months early."), never of the
 * person ("Dr Tan delivered 4 months early") nor as a verbless "Delivered 4 months early."
 * (ADR 135). Undefined for anything else.
 */
function thingDoneAlone(text: string): string | undefined {
  const t = text.trim();
  // participleClause reads only a participle that needs an object ("made", "bred", ADR 191).
  if (/,/.test(t) || !participleClause(t)) return undefined;
  return endSentence(`It was ${hedged(t.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()))}`);
}

function withAside(out: string, text: string, subject?: string, lead?: string): string {
  const last = out.split('\n').at(-1) ?? '';
  const mark = /[.!]$/.exec(out)?.[0];
  const sentence = last.split(SENTENCE_BREAK).at(-1) ?? '';
  const lowered = text.replace(COMMON_OPENER, (w) => w.toLowerCase());
  if (SERVED_AFTER.test(text))
    return out && mark && !/^•/.test(last)
      ? `${out.slice(0, -1)} ${text}${mark}`
      : `${out}${out ? ' ' : ''}${endSentence(`The promotion comes ${text}`)}`;
  // A reason ends the sentence before it with no mark of its own: a dash inside that
  // sentence ("Korea Musical Awards - best costume design") leaves it no second colon.
  const closed = REASON.test(text) && !/[:;]/.test(sentence) ? /$^/ : /[:;—–]|\s-\s/;
  if (!out || !mark || /^•/.test(last) || closed.test(sentence)) {
    // Counted phrases with no colon left to follow go in brackets with the sentence they
    // count for ("…cleared the ISO audit (zero major non-conformities)."): "That's 0 major
    // non-conformities" put a link before the figure that the input never gave (ADR 145).
    if (countedPoint(text) && !notWhatItAddsUpTo(text)) return tucked(out, text, lead);
    // "racks he designed and tested": no sentence alone; the scannable post lists it (ADR 191).
    if (out && relativeUnread(text)) return out;
    const alone =
      // "3am in the ops room": when the news happened, said as when, never as a count.
      TIME_OF_DAY.test(text)
        ? `It was ${text}`
        : thingDoneAlone(text)
          ? thingDoneAlone(text)!
          : subject && opensWithPhrasalVerb(text)
            ? withSubject(text, subject)
            : // "passenger fine": the one frame its words allow (ADR 086).
              (aloneFrame(text, subject) ??
              (lead && tally(text) ? led(lead, text) : undefined) ??
              text.replace(/^\p{Ll}/u, (c) => c.toUpperCase()));
    return `${out}${out ? ' ' : ''}${endSentence(alone)}`;
  }
  // "supervises 7 PhD students": the person's verb phrase is a sentence of its own with the
  // person's name, never a clause glued after the news's colon ("…to Associate Professor:
  // supervises 7 PhD students", the eleventh set's readers: "detail tacked on after a colon").
  // "starts pre-season 8 July" is when the person starts, said of the person likewise.
  if (
    subject &&
    !REASON.test(text) &&
    (/^starts\s+\S/i.test(text) || itemKind(text, 'promotionDetails') === 'predicate')
  )
    return `${out} ${endSentence(withSubject(text, subject))}`;
  // "effective 2024.07.01", "first woman partner…": a note the news's sentence takes with
  // its own join, never after a colon (the eleventh to fourteenth sets' readers, ADR 103).
  const joined = !REASON.test(text) && !SERVED_AFTER.test(text) && joinedToNews(text);
  if (joined) return `${out.slice(0, -1)}${joined}${mark}`;
  // "…to Senior Scientist: co-inventor on 3 patents" read as a note pasted on: the role is
  // said of the person in a sentence of its own.
  const role = subject && roleHeldSentence(text, subject);
  if (role) return `${out} ${role}`;
  // The promotion's news ends on the new title: a note after its colon read as the title's
  // ("…to Station Officer, Blue Watch: 12 years ARFF", "…Compliance Manager: JB started…", the
  // twenty-third set's readers). It is read on its own (ADR 181): a tally after its lead, any
  // other note in the frame its words allow (`fragmentAlone`), never glued to the title.
  if (
    subject &&
    lead &&
    afterTitle(lead, subject) &&
    !SERVED_AFTER.test(text) &&
    !REASON.test(text)
  ) {
    const joined = titleJoin(text);
    if (joined) return `${out.slice(0, -1)}${joined}${mark}`;
    // "JB started as a root grader": a sentence about someone is a sentence of its own.
    if (itemKind(text.trim().replace(/[.!]+$/, ''), 'promotionDetails') === 'sentence')
      return `${out} ${endSentence(upperFirst(text.trim()))}`;
    // A note headed by a name is no part of the news's sentence, and no lead makes it a
    // record of the person's: it is told in the frame its words allow.
    if (headedByName(text.trim())) return `${out} ${fragmentAlone(text, subject, lead)}`;
  }
  // "new scope: tech lead for payments": a note with a label of its own after the news's
  // colon read "…Payments squad: new scope: tech lead…", two labels in a row (ADR 186). It is
  // a sentence of its own, its label leading it, as the other prose option tells it.
  if (!SERVED_AFTER.test(text) && !REASON.test(text) && OWN_LABEL.test(text.trim()))
    return `${out} ${endSentence(upperFirst(text.trim()))}`;
  // "after 3 years": time served says when the news came, and ends its sentence (ADR 088).
  const join =
    SERVED_AFTER.test(text) || (REASON.test(text) && !/\bfor\b/i.test(sentence))
      ? ' '
      : // "nominated for Korea Musical Awards, for our production of…": a second "for" is
        // told apart with a comma; a colon before it read as notes pasted on.
        REASON.test(text)
        ? ', '
        : ': ';
  // "(late shift): Record night.": a capital after a colon mid-sentence is lowered unless it
  // starts a name (ADR 103).
  const after = join === ': ' ? afterColon(lowered) : lowered;
  return `${out.slice(0, -1)}${join}${after.replace(/[.!]+$/, '')}${mark}`;
}

/**
 * "for the bedside clotting test she built": why the sentence before it happened. It ends that
 * sentence as typed, with no mark between (the news, or the note it was typed after).
 */
/**
 * An achievement detail typed as a fragment after another detail ("already 12k visits 1st
 * month" after "85,000 pages scanned…"), the deed told as a verb phrase: it never follows the
 * news after its colon, where it
 * told the result before the deed (ADR 092), and the scannable post, where it is a line as
 * typed, is the first option asked to tell it at a length that shares the facts out.
 */
function laterDetailFragment(story: Story, fact: string): boolean {
  // A headline typed as a noun ("Record night") already ends on a colon of its own: a
  // fragment after it is a sentence of its own ("That's…", ADR 054), no glue.
  const deed = story.notes.achievementDescription?.units.filter((u) => u.kind !== 'cheer') ?? [];
  if (!deed.length || !deed.every(isSentenceLike)) return false;
  const units = story.notes.achievementDetails?.units.filter((u) => u.kind !== 'cheer') ?? [];
  const i = units.findIndex((u) => u.id === fact);
  return i > 0 && !isSentenceLike(units[i]!);
}

/** "after 3 years", "after 6,800 flight hours": time served, told as when (promotion-details.ts). */
const SERVED_AFTER = /^after [\d,.]+\+? \S/;

// "for our production of Seopyeonje": "our" says whose, like "the" (the thirteenth set's oa12,
// told alone as "For our production of Seopyeonje.").
const REASON = /^for\s+['‘"“]?(?:the|her|his|their|our|my|a|an|this|its)\s/i;
function reasonPhrase(piece: Piece): boolean {
  return (
    REASON.test(piece.text) && !/[;:]|\s[-–—]\s/.test(piece.text) && countWords(piece.text) <= 20
  );
}

const LONGEST_JOINED = 32;

/** "Team lead: Kwame Asante", "AW24 Knitwear: +22% sales": a fragment with its own label. */
const OWN_LABEL = /^[\p{L}\p{N}][\p{L}\p{N} ]{1,24}:\s+\S/u;

/**
 * Whether a text's last sentence is a fragment under its own label, "Outside work: choir
 * (alto) at the Garrison Church.", not a sentence about the person after one ("Fun fact: Ted
 * once…", "Fun fact: her grandmother…").
 */
function labelledFragment(text: string, story: Story): boolean {
  const last = text.split(SENTENCE_BREAK).at(-1) ?? '';
  if (!OWN_LABEL.test(last)) return false;
  const after = last.slice(last.indexOf(':') + 1).trim();
  const person = [story.full, story.short, 'he', 'she', 'they', 'his', 'her', 'their'];
  return !person.some(
    (word) => !!word && new RegExp(`^${escapeRegExp(word)}(?![\\p{L}\\p{M}])`, 'iu').test(after),
  );
}

/** "3am in the ops room", "5.30 pm on the dock": a fragment that opens with a time of day. */
const TIME_OF_DAY = /^\d{1,2}(?:[:.]\d{2})?\s?[ap]\.?m\b/i;

/** "about 200 tickets a week", "600 guests, 40 speakers, 2 days": counted phrases only. */
const countedPoint = (text: string) => {
  const t = text.replace(/[.!]+$/, '');
  // "3am in the ops room, whole team screaming" says when, it counts nothing: "That's 3am…"
  // was garbled to the tenth set's readers.
  if (TIME_OF_DAY.test(t)) return false;
  // "1,100 vaccinations in October and November": one counted phrase, its "and" inside it.
  const one = !/,\s/.test(t) && /^(?:about |over )?[$£€]?\d/.test(t) && countWords(t) <= 12;
  return one || countedList(t.split(/,\s+|\s+and\s+/));
};

/** The story's point typed as one short phrase: a "first", a record or a figure, no list. */
function pointPhrase(piece: Piece): boolean {
  const text = piece.text.trim();
  // "600 guests, 40 speakers, 2 days": counted phrases are one list after the colon.
  const counted = countedPoint(text);
  return (
    asideStrength(text) >= 1 &&
    (readsAsPhrase(text) || counted) &&
    !/[;:]|\s[-–—]\s/.test(text) &&
    countWords(text) >= 2 &&
    countWords(text) <= 14 &&
    !onDate(text.replace(/^(?:effective|eff\.?|as of|from)\s+/i, ''))
  );
}

/** "zero dropped objects", "0 lost-time injuries": a clean record. */
const NOTHING_COUNTED = /^(?:zero|0)\s+\p{L}/iu;

/**
 * The fragments prose has no dash for, told as one list after a lead that says what they
 * are ("Gurpreet's record so far: OEE up from 62% to 81%, scrap rate halved and…"), in
 * the order typed: a list is where fragments belong (ADR 054). A time phrase or a look ahead
 * is no record; the scannable post lists those.
 */
function recordOf(asides: readonly Piece[], story: Story, brief = true): Piece | undefined {
  const items = asides.filter(
    (p) =>
      asideStrength(p.text) >= 0 &&
      !/^(?:will|to|now|next|thanks|thank you|thx|cheers|hi|hello)\b/i.test(p.text) &&
      !SERVED_AFTER.test(p.text) &&
      // "announced this morning" says when the news broke: no record.
      !reportOnly(p.text) &&
      // "Team lead: Kwame Asante" carries its own label: no item of another list.
      !/^\p{L}[\p{L} ]{1,18}:\s/u.test(p.text) &&
      p.text.split(/\s+/).length >= 2 &&
      readsAsPhrase(p.text),
  );
  // One item is no list: it is the scannable post's. A count of nothing ("zero dropped
  // objects") is a record alone; tucked in brackets after whatever sentence came before it, it
  // read as that sentence's ("The promotion comes after 7 years (zero dropped objects)", ADR 164).
  if (items.length < 2 && !(items.length === 1 && NOTHING_COUNTED.test(items[0]!.text)))
    return undefined;
  // An achievement's details are no record "along the way": items of unlike kinds joined by
  // "and" after that label were garbled to the thirteenth set's readers ("Along the way: poster
  // on seagrass recovery… and 1 of 3 winners out of about 400 posters"). Only counted phrases
  // ("600 guests, 40 speakers") are alike enough to be one list; others are told one by one.
  if (story.input.messageType !== 'promotion' && !countedList(items.map((p) => p.text)))
    return undefined;
  const order = (p: Piece) => Number((p.facts?.[0] ?? ':0').split(':')[1]);
  const texts = [...items]
    .sort((a, b) => order(a) - order(b))
    .map((p) => p.text.replace(COMMON_OPENER, (w) => w.toLowerCase()).replace(/[.!]+$/, ''));
  // The narrative leads the record in words of its own: the same lead in both prose options
  // made them read as one post reworded, and the narrative gave way to a second card (ADR 186).
  const lead =
    story.input.messageType !== 'promotion'
      ? 'Along the way'
      : brief
        ? `${story.short}'s record so far`
        : `${story.short}'s track record`;
  const list = listOf(texts);
  return {
    text: endSentence(`${lead}: ${list}`),
    facts: items.flatMap((p) => p.facts ?? []),
    priority: Math.min(...items.map((p) => p.priority)),
  };
}

/**
 * Whether a note item reads as a phrase inside a prose list ("led the falls project"), not
 * as notes pasted in (fourth blind set: "Grace's record so far: charge nurse 4 years, led
 * our falls reduction project (falls down 38%), precepted like 20 new grads; …"). Items
 * with their own commas, colons, brackets or arrows, a hedge typed before a number ("like 20",
 * "approx 40") or a bare duration after a noun ("charge nurse 4 years") are left to the
 * scannable post's lines. A colon is a label of the item's own ("…took part and Fundraising
 * bake sale for the trip: Thursday", the ninth set).
 */
function readsAsPhrase(text: string): boolean {
  return (
    !/[,;:()[\]→]|->/.test(text) &&
    !/\b(?:like|approx\.?|abt|ca\.?)\s*~?\d|~\s*\d/i.test(text) &&
    !/^[\p{L}][\p{L} ]*\s\d+\+?\s?(?:years?|yrs?|months?|mos?)\.?$/iu.test(text)
  );
}

/**
 * How much a fragment carries the story's point: a "first", a record, a figure. A time
 * phrase ("since taking over in 2023", "Starting as deputy head") says nothing alone.
 */
function asideStrength(text: string): number {
  if (/^(?:since|starting|as of|from|until|reports? to|incl)\b/i.test(text)) return -1;
  // "first shift as manager next tues" looks ahead: after the news it read as what earned the
  // promotion ("…to Captain: first flight as captain next Thursday", the eleventh set's
  // readers), and the "first" typed beside it ("1st female captain…") was left a fragment.
  if (LOOKS_AHEAD.test(text)) return -1;
  // "First female head coach in club history" is the story; "7 players in the first team"
  // names a team.
  const story = /^(?:the )?(?:first|1st|only)\b|\b(?:ever|history|record|youngest|oldest)\b/i.test(
    text,
  );
  const best = /\b(?:best|top|highest|biggest|largest)\b/i.test(text);
  return (story ? 3 : best ? 2 : 0) + (/\d/.test(text) ? 1 : 0);
}

/** "next thurs", "next week", "tomorrow": a day still to come. */
const LOOKS_AHEAD =
  /\b(?:next\s+(?:week|month|mon|tue|wed|thu|fri|sat|sun)\w*|tomorrow|upcoming)\b/i;

/** "— First female head coach": a common word after a dash is not capitalised. */
const COMMON_OPENER =
  /^(?:First|Second|Third|Only|Starting|Since|Best|Top|Youngest|Oldest|New|Now|Still|Also|Plus|With|Record|Biggest|Largest|Highest|Just|Another)\b/;

/**
 * A fragment not typed after the sentence before it follows the news as a sentence of its
 * own (only when no other option tells it, ADR 057).
 */
function afterNews(out: string, text: string, subject?: string, lead?: string): string {
  const [news = '', ...rest] = out.split(SENTENCE_BREAK);
  if (!news || news.includes('\n')) return withAside(out, text, subject, lead);
  return [withAside(news, text, subject, lead), ...rest].join(' ');
}

/**
 * The tone's punctuation, kept (tone-rules.ts): exclamation marks beyond its maximum become
 * full stops, from the end back; a tone with no questions ends them with a stop; a tone with
 * no emoji drops the user's too.
 */
function inTone(text: string, tone: Tone, names: readonly string[]): string {
  // The marks of the person's name ("../", "Yahoo!") are the name's, not the tone's.
  const { hidden, restore } = hideNames(text, names);
  return restore(toneMarks(hidden, tone));
}

function toneMarks(text: string, tone: Tone): string {
  const rules = TONE_RULES[tone];
  let out = text;
  // The name is hidden here (inTone): an emoji typed in it stays.
  if (rules.emoji === 0) out = withoutEmoji(out);
  // A quotation's marks are the speaker's ("BEST!!"), never the tone's (ADR 158).
  const quotes = quotationSpans(out);
  const marks = [...out.matchAll(/!/g)]
    .map((m) => m.index)
    .filter((i) => !insideQuotation(quotes, i));
  const extra = marks.length - rules.exclamations.max;
  // "(!!)" typed as an aside has no place in a tone without exclamation marks.
  if (rules.exclamations.max === 0) out = out.replace(/\s*\(!+\)/g, '');
  const marksLeft = [...out.matchAll(/!/g)].length;
  if (marksLeft < [...text.matchAll(/!/g)].length) return toneMarks(out, tone);
  if (extra > 0) {
    // The first marks (the headline's) stay; later ones are told as statements. One that
    // closes a bracketed aside ("cargo for drums (ingoma are heavy!)") just goes: the sentence
    // goes on after the brackets, and "(ingoma are heavy.)" read as one broken off (ADR 163).
    const drop = new Set(marks.slice(rules.exclamations.max));
    // By UTF-16 unit, as matchAll counts: an emoji before a mark ("🏆 …!") is two units.
    out = out
      .split('')
      .map((c, i, all) => (drop.has(i) ? (all[i + 1] === ')' ? '' : '.') : c))
      .join('')
      // "¡Gracias." opens an exclamation it no longer closes: told as a statement, the "¡"
      // goes with its "!" (ADR 173).
      .replace(/¡([^¡!.?]*)\./gu, '$1.');
  }
  if (!rules.questions) out = outsideQuotations(out, (piece) => piece.replace(/\?/g, '.'));
  // A tone that needs its exclamation mark, whose headline could not carry one ("…from
  // Stripe, Inc."): the send-off takes it.
  // An audible tone's option with no mark of it (a playful narrative of facts alone, ADR 110)
  // ends its last sentence on one, as a tone that needs its "!" does.
  if ((rules.exclamations.min > 0 && !out.includes('!')) || (rules.audible && !AUDIBLE.test(out)))
    out = out.replace(/(?<!\b(?:Inc|Ltd|Co|Corp|Jr|Sr|Dr|St))\.(\s*)$/u, '!$1');
  return outsideQuotations(out, (piece) => piece.replace(/\.{2,}/g, '.'));
}

/**
 * The note unit that holds the story's headline figure (a percentage, an amount, a count, a
 * rank): the first figure of the achievement itself, else the first of what earned it or of
 * its details; a year is no headline. Every option tells it, as readers missed an option
 * without the number (the sixth set's "the point left out").
 */
export function headlineFigureOf(story: Story): string | undefined {
  if (story.input.messageType === 'welcome') return undefined;
  const YEAR = /^(?:19|20)\d\d$/;
  const holds = (text: string) =>
    [...text.matchAll(/\d+(?:[.,]\d+)*/g)].some((m) => !YEAR.test(m[0]));
  // "from 1.6", "effective apr 1": a day counts nothing (ADR 075).
  // "top performer 6 mos running, avg handle time down 22%": a share or a sum is the figure
  // the story turns on, before the months a title was held (ADR 101).
  const of = (field: NoteField) => {
    const counted = (story.notes[field]?.units ?? []).filter(
      (u) => u.kind !== 'cheer' && holds(u.text) && !takesEffect(u.text),
    );
    const first = counted[0];
    return (
      (first && titleHeld(first.text)
        ? counted.find((u) => /\d\s*%|[$€£¥₹]\s*\d/u.test(u.text))
        : undefined) ?? first
    )?.id;
  };
  // "15 yrs underground. Led the search … — 3 miners brought out alive": the weightiest fact
  // (ADR 168), when it counts something, is the figure the story turns on; the years typed
  // before it took the chat post's room and the rescue was lost (ADR 183).
  const weightiest = weightiestOf(story);
  const weighty = (field: NoteField) =>
    story.notes[field]?.units.some(
      (u) => u.id === weightiest && holds(u.text) && !takesEffect(u.text),
    )
      ? weightiest
      : undefined;
  return (
    of('achievementDescription') ??
    (story.notes.achievementDescription?.units.some((u) => /\d/.test(u.text))
      ? undefined
      : (weighty('achievementDetails') ??
        weighty('promotionDetails') ??
        of('achievementDetails') ??
        of('promotionDetails')))
  );
}

/**
 * The unit of what earned a promotion that says when it takes effect ("effective 2/15"): told
 * in every option, as the headline figure is (ADR 063); the prose says it as a sentence of
 * its own ("The promotion takes effect on 2/15.", ADR 057).
 */
export function effectiveDateOf(story: Story): string | undefined {
  if (story.input.messageType !== 'promotion') return undefined;
  const units = story.notes.promotionDetails?.units ?? [];
  return (
    units.find(
      (u) => /\beffective\s+(?!now\b|immediately\b|today\b)\S/i.test(u.text) && u.text.length <= 60,
    ) ??
    // "from 1.6", "starting sun 5 jan": a date typed alone after its lead (ADR 075).
    units.find((u) => takesEffect(u.text)) ??
    // "The promotion takes effect 1 January 2027 when Yann retires": the day with its occasion,
    // the only place the day is told when the start field names the same one (ADR 193).
    units.find(
      (u) => TAKES_EFFECT_ON.test(u.text) && TAKES_UP_WHEN.test(u.text) && u.text.length <= 90,
    ) ??
    units.find((u) => TAKES_UP.test(u.text) && TAKES_UP_WHEN.test(u.text) && u.text.length <= 90)
  )?.id;
}

/**
 * "takes over from Mark on the 14th", "starts as GG on 2/12", "will lead a team of nine from
 * Monday 3 November": when the person takes up the new role, typed as the handover or the
 * start with its day. The ninth set's reader graded C every option without it, as a missing
 * "effective 2/15" (ADR 070).
 */
const TAKES_EFFECT_ON = /\btakes?\s+effect\s+(?:on\s+)?\d/i;
const TAKES_UP =
  /\b(?:takes over|starts|begins|(?:will|'ll|’ll)\s+(?:lead|run|head|manage|take over|start))\b/i;
const TAKES_UP_WHEN =
  /\b(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|jan(?:uary)?|feb(?:ruary)?|march|april|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|tomorrow|next (?:week|month|term|year|season)|term \d|q[1-4]|\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\b/i;

/**
 * Whether a piece tells a note unit that holds a figure, a day or date, or what comes next:
 * what a post that must give up a note keeps longest (ADR 071).
 */
function holdsPoint(piece: Piece, story: Story): boolean {
  const facts = new Set(piece.facts);
  return Object.values(story.notes).some((note) =>
    note?.units.some(
      (u) => facts.has(u.id) && (u.figure || u.ahead || dateMentions(u.text).length > 0),
    ),
  );
}

/** Whether a piece tells the deed of what earned the news (ADR 136, `isDeed`). */
function tellsDeed(piece: Piece, story: Story): boolean {
  const facts = new Set(piece.facts);
  return DEED_FIELDS.some((field) =>
    story.notes[field]?.units.some((u) => facts.has(u.id) && isDeed(u.text)),
  );
}

const fillerCount = (pieces: readonly Piece[]) => pieces.filter((p) => p.fillerLike).length;

/**
 * At long every option tells every fact typed (ADR 064): the chat post and the narrative
 * too, not only the scannable post. At medium so does every option of an input thin at long
 * (its facts fit a medium post, ADR 071). At short, and at medium when the input has the
 * facts to fill long, the three options share the facts out instead (ADR 079, 089): each
 * keeps to its band, every fact told by at least one of them, so long stays the fuller
 * telling (issue 21: long at least 30 % over medium).
 */
const coversAll = (story: Story) =>
  story.input.length === 'long' ||
  (story.input.length === 'medium' && isThin({ ...story.input, length: 'long' }));

/**
 * "hillwalking - did all the munros", "gardening - grows his own chillies": a verb after a
 * dash opens a clause typed as a note. "chess - rated 1900" (a figure after it) is a detail
 * the eleventh set's readers posted as written (mw16).
 */
function dashClause(text: string): boolean {
  const m = /\s[-–—]\s(\p{Ll}+)\s+(\S+)/u.exec(text);
  if (!m || /^\d/.test(m[2]!)) return false;
  const tags = tagsOf(m[1]!);
  return tags.includes('PastTense') || (/[^s]s$/.test(m[1]!) && tags.includes('PresentTense'));
}

/**
 * "Outside work: shinty, hillwalking - did all the munros", "…on days off; badminton with…":
 * pastimes pasted as typed (forms.ts) with a dash clause or typed lines joined by a semicolon,
 * notes to a reader. "Outside work: cricket on Sundays and 5-a-side" reads as a line of
 * prose, and readers posted it as written (ninth set kw15): it stays.
 */
const pastedPastimes = (p: Piece) =>
  !!p.lastResort &&
  p.text.startsWith('Outside work: ') &&
  (p.text.includes(';') || dashClause(p.text)) &&
  !!p.facts?.length &&
  p.facts.every((f) => f.startsWith('hobbies:'));

/**
 * How far over its band's upper bound an option may run to tell every fact (ADR 064): the
 * bounds are "≈" (issue 21 item 3), a fact left out is a rewrite.
 */
export const COVER_OVERRUN = 0.25;

/**
 * How many words past the short band (45) the scannable post may run to list a fact no other
 * option tells, when the three options cannot share it out within the band (ADR 079).
 */
export const SHORT_OVERRUN = 15;

/**
 * How far past its band (a fraction of the band's upper bound) a medium scannable post may
 * run to list a fact no other option tells, when the options share the facts out (ADR 089):
 * "≈ 50–90" allows about a tenth over.
 */
export const MEDIUM_SHARED_OVERRUN = 0.1;

/** Words past the band the scannable post may run to carry a fact the set shares out. */
function carryOverrun(story: Story, maxWords: number): number {
  return story.input.length === 'short'
    ? SHORT_OVERRUN
    : Math.floor(maxWords * MEDIUM_SHARED_OVERRUN);
}

/**
 * A day or an hour in figures ("on 5 May", "at 5pm", "14/11"): it says when, it counts
 * nothing (the ninth set's "The numbers: The tapestry returns … on 5 May, with a staff
 * preview at 5pm on 2 May").
 */
const WHEN_IN_FIGURES =
  /\b\d{1,2}(?:[:.]\d{2})?\s?[ap]m\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/gi;

/** "38 t of food, 612 volunteers, £24,300 raised": a unit that is mostly figures. */
function mostlyFigures(text: string): boolean {
  // "Out of 320 accessions tested, 91% are still viable" is a sentence: no label.
  if (/\b(?:is|are|was|were|has|have|had|will)\b/i.test(text)) return false;
  const items = text
    .replace(WHEN_IN_FIGURES, 'when')
    .replace(/[.!]+$/, '')
    .split(/,\s+|;\s*|\s+and\s+/)
    .filter((i) => i.trim());
  // "joined as a cadet in 2016" holds a year, it counts nothing: only an item that opens
  // with its figure is counted ("The numbers: 4,800 hours total, joined as…" was garbled).
  const counted = items.filter((i) =>
    /^(?:about |over |nearly |almost |more than |around )?[$£€¥₹+~-]?\d/i.test(i.trim()),
  );
  return items.length >= 2 && counted.length >= 2 && counted.length * 3 >= items.length * 2;
}

/**
 * A counted phrase told with the sentence before it, in brackets before its end mark
 * ("…cleared the annual audit (zero major non-conformities)."), where a count that says what
 * the sentence adds up to belongs (ADR 145). A sentence with brackets of its own, a bullet or
 * nothing before leaves the phrase a sentence of its own, as typed.
 */
function tucked(typed: string, text: string, lead?: string): string {
  // "Video went viral. 🎉" and "2M views 🔥": the brackets go before the mark, an emoji of
  // either stays the sentence's last word, never "(2M views)" after the emoji or "(… 🔥)".
  const bare = text.trim().replace(/[.!]+$/, '');
  const emoji = closingEmoji(typed) || closingEmoji(bare);
  if (emoji && /[.!]$/.test(withoutClosingEmoji(typed)))
    return `${tucked(withoutClosingEmoji(typed), withoutClosingEmoji(bare), lead)}${emoji}`;
  const out = typed;
  const t = hedged(bare);
  const last = out.split('\n').at(-1) ?? '';
  const sentence = last.split(SENTENCE_BREAK).at(-1) ?? '';
  const mark = /[.!]$/.exec(out)?.[0];
  const lowered = t.replace(COMMON_OPENER, (w) => w.toLowerCase()).replace(/^Zero\b/, 'zero');
  // "has been a jimador for 45 years (0 injuries…)": a length of service adds up to no count.
  const tenure = /\bfor \d+ (?:years|months)[.!]$/.test(sentence);
  if (out && mark && !/^•/.test(last) && !/[()]/.test(sentence) && !/[()]/.test(t) && !tenure)
    return `${out.slice(0, -1)} (${lowered})${mark}`;
  // "(zero drownings all summer)" already told with the sentence: a second count joins it.
  const counts = /\(([^()]+)\)[.!]$/.exec(sentence);
  if (out && mark && counts && countedPoint(counts[1]!) && !/[()]/.test(t))
    return `${out.slice(0, -2)} and ${lowered.replace(/^More\b/, 'more')})${mark}`;
  const alone =
    lead && tally(t) ? led(lead, t) : endSentence(t.replace(/^\p{Ll}/u, (c) => c.toUpperCase()));
  return `${out}${out ? ' ' : ''}${alone}`;
}

/**
 * "That's more than 140 control missions. That's zero incidents all season.": two counted
 * points in a row, each said as what the news adds up to, read as stitched after an award
 * (the fourteenth set's qa01); they are told as one list of the numbers behind the news.
 */
function countsTogether(text: string): string {
  return text.replace(
    /(?<=^|[.!?]\s)That's ([^.!?\n]+)\. That's ([^.!?\n]+)\./gm,
    (_m, a: string, b: string) => `The numbers: ${a} and ${b}.`,
  );
}

/**
 * "60 tutus, built over 3 weekends", "1 of 2 prizes out of about 90 talks": a counted phrase
 * told alone, with the sentence before it in brackets (`tucked`, ADR 145).
 */
function countedAlone(text: string): boolean {
  const t = text.trim();
  const [head = '', ...tail] = t.split(/,\s+/);
  return (
    !aloneFrame(t) &&
    !thingDoneAlone(t) &&
    !notWhatItAddsUpTo(t) &&
    (countedPoint(t) || (tail.length === 1 && countedPoint(head) && participleClause(tail[0]!)))
  );
}

/**
 * "14 tonnes flour this year", "average 27 °Brix (previous 24)", "4 years on the 3:30am shift":
 * a verbless item that counts or measures. Posted as a sentence it read as notes pasted in
 * (ADR 163); it follows a lead that says what it is (`led`). A day or a year counts nothing.
 */
function tally(text: string): boolean {
  const counted = text.replace(WHEN_IN_FIGURES, '').replace(/\b(?:19|20)\d\d\b/g, '');
  if (!/\d|\bzero\b/i.test(counted) || ownColon(text)) return false;
  // "thank you 彭工 — and keep us at zero": thanks, whatever figure it names.
  if (/^(?:thank|thanks|thx|cheers|congrat|well done|bravo|kudos)/i.test(text.trim())) return false;
  // "zero lost kids! (ok, 2 lost dads. found.)": a joke or an aside in brackets, with its own
  // stop or opening on an interjection, is no count; led, it was posted "The numbers: (ok, 2
  // lost dads. found.)" (the twenty-third set's fa13). Told as typed, a sentence of its own.
  if (ASIDE_IN_BRACKETS.test(text)) return false;
  const kind = itemKind(text.replace(/[.!]+$/, ''), 'achievementDetails');
  return (kind === 'noun' || kind === 'fragment') && !verbIn(text);
}

/** "(ok, 2 lost dads. found.)", "(lol, 3 of them)": brackets holding a sentence's stop or an
 * interjection's opening, an aside rather than a figure's gloss ("(previous 24)"). */
const ASIDE_IN_BRACKETS =
  /\((?:[^()]*[.!?]\s[^()]*|[^()]*[.!?]|(?:ok|okay|lol|haha|well|jk|btw|yes|no|oh|ha)\b[^()]*)\)/iu;

/**
 * "trained like 20 new starters", "of 410 samples tested, 88% are still usable": a past, a
 * copula or an auxiliary, outside any bracket (an aside's own verb says nothing of the item).
 * "shift", "rate" can be verbs too: a present form is no sign of one.
 */
function verbIn(text: string): boolean {
  if (opensWithPast(text)) return true;
  return text
    .replace(/\([^()]*\)/g, ' ')
    .replace(WHEN_IN_FIGURES, ' ')
    .toLowerCase()
    .split(/[^\p{L}'’-]+/u)
    .filter(Boolean)
    .some((w) => {
      const tags = tagsOf(w);
      return (
        ['PastTense', 'Copula', 'Modal', 'Auxiliary'].some((t) => tags.includes(t)) &&
        !tags.includes('Noun') &&
        !tags.includes('Adjective')
      );
    });
}

/**
 * "PrimusGFS audit on 14 October: 98.6 points": a label with its value already says what the
 * figure is; after a second lead it read "The numbers: PrimusGFS audit…: 98.6 points", two
 * colons garbled (ADR 176). A clock time's colon ("3:30am") is no label.
 */
const ownColon = (text: string) => OWN_LABEL.test(text) || /\p{L}[\p{L}\p{N})]*:\s/u.test(text);

/** A tally after its lead: "The numbers: 14 tonnes flour this year." */
function led(lead: string, text: string): string {
  return endSentence(`${lead}: ${midSentence(text.trim().replace(/[.]+$/, ''))}`);
}

/**
 * What a verbless tally follows in prose (ADR 163): for what earned a promotion, the person's
 * record, as `recordOf` leads it; anything else is "The numbers".
 */
function tallyLead(piece: Piece, subject?: string): string {
  return subject &&
    piece.facts?.length &&
    piece.facts.every((f) => f.startsWith('promotionDetails:'))
    ? `${subject}'s record so far`
    : 'The numbers';
}

/**
 * "Sasha — 3 yrs on the presses", "dougie, 22 yrs here", "Yi-jun 3 yrs part-time": a note
 * headed by a name, who it is about, then a dash, a comma or a figure. Whether the name is the
 * person's is not certain: the note never joins the news's sentence (ADR 181).
 */
function headedByName(text: string): boolean {
  const m = /^(\p{L}[\p{L}'’-]*)(?:\s*(?:[—–]|\s-\s|,)\s*|\s+(?=\d))\S/u.exec(text);
  // "In 2026 …", "Also, …": a word the lexicon knows is no name.
  const word = m?.[1]!.toLowerCase() ?? '';
  return !!m && (!(word in lexicon()) || tagsOf(word).includes('FirstName'));
}

/**
 * How a note of what earned a promotion joins the news, which ends on the new title, when its
 * words are sure of it (ADR 181): time served is when ("…to Station Officer, after 12 years
 * ARFF"), a noun phrase is what earned it, as the scannable post's "What earned it:" labels it
 * ("…to Senior Designer, for consistently great work on the checkout"). A note with a mark of
 * its own, one headed by a name, a time or a change is not joined.
 */
function titleJoin(typed: string): string | undefined {
  const text = typed.trim().replace(/[.!]+$/, '');
  if (/[:;()]|[—–]|\s-\s|->|→/.test(text) || headedByName(text)) return undefined;
  if (
    /^(?:\d+\+?|two|three|four|five|six|seven|eight|nine|ten)\s+(?:years?|months?|seasons?)\s+\p{L}/iu.test(
      text,
    )
  )
    return `, after ${text}`;
  const first = text.split(/\s+/)[0]!;
  const word = first.toLowerCase();
  // "re-strung most of the ensemble" reads as a noun phrase to the tagger: only a first word
  // it knows as no verb (a figure, an adjective, an adverb, a noun) opens what earned it.
  const opens =
    /^[\d$£€]/.test(first) ||
    (word in lexicon() && !['Verb', 'PastTense', 'Gerund'].some((t) => tagsOf(word).includes(t)));
  if (
    !opens ||
    itemKind(text, 'promotionDetails') !== 'noun' ||
    /\b(?:now|from|since|until|next|to)\b/i.test(text) ||
    // A capital that is no sentence case may open a name ("Acme renewals").
    (/^\p{Lu}/u.test(first) && !/^\p{Lu}\p{Ll}+$/u.test(first))
  )
    return undefined;
  return `, for ${text.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`;
}

/** The lead `tallyLead` gives what earned a promotion: the news before it ends on the title. */
const afterTitle = (lead: string, subject: string) => lead === `${subject}'s record so far`;

/**
 * Whether a promotion's detail is said after the news, which ends on the new title, in words
 * of its own (ADR 181): time served, a reason, the person's verb phrase, a note the news takes
 * with its own join, a role held, a tally after its lead, or the one frame its words allow.
 * Any other note ("Dougie, 22 yrs here", "Yi-jun 3 yrs part-time while at uni") is no sentence
 * and no part of the title's: the scannable post lists it, and prose tells it only when no
 * other option does.
 */
function saidAfterTitle(text: string, subject: string): boolean {
  const t = text.trim();
  return (
    !!titleJoin(t) ||
    SERVED_AFTER.test(t) ||
    REASON.test(t) ||
    /^starts\s+\S/i.test(t) ||
    ['predicate', 'sentence'].includes(itemKind(t.replace(/[.!]+$/, ''), 'promotionDetails')) ||
    opensWithPhrasalVerb(t) ||
    !!joinedToNews(t) ||
    !!roleHeldSentence(t, subject) ||
    !!aloneFrame(t, subject) ||
    !!thingDoneAlone(t)
  );
}

/**
 * "The numbers: average 27 °Brix. The numbers: 0 injuries…": tallies told one after another
 * under the same lead are one list (ADR 163); an item with a comma of its own keeps the
 * items apart with semicolons.
 */
function talliesTogether(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const runs: { lead?: string; items: string[] }[] = [];
      for (const sentence of line.split(SENTENCE_BREAK)) {
        const m =
          /^(The numbers|[^.!?:]{1,60}(?:'s|\bhis|\bher|\btheir) (?:record so far|track record)): (.+)\.$/iu.exec(
            sentence,
          );
        const last = runs.at(-1);
        // "His record so far: … Wali sahib's record so far: …" is one record, led once.
        const same = (a?: string, b?: string) =>
          !!a && !!b && (a === b || (RECORD_LEAD.test(a) && RECORD_LEAD.test(b)));
        if (m && last && same(last.lead, m[1])) last.items.push(m[2]!);
        else runs.push(m ? { lead: m[1]!, items: [m[2]!] } : { items: [sentence] });
      }
      return runs
        .map(({ lead, items }) =>
          lead === undefined
            ? items[0]!
            : // One tally alone under a lead read as a form's label pasted into prose ("The
              // numbers: team of 20."), which readers rewrote before; it is told as typed.
              // A record's list is no lone tally: without its lead, notes of unlike kinds read
              // as one sentence joined by "and" ("Zero incidents on his crew 3 years straight
              // and no more…", ADR 186), and a count of nothing alone as a sentence with no verb.
              items.length === 1 && !mostlyFigures(items[0]!) && !recordList(lead, items[0]!)
              ? endSentence(upperFirst(items[0]!))
              : endSentence(
                  `${lead}: ${items.some((i) => /[,;]/.test(i)) ? items.join('; ') : listOf(items)}`,
                ),
        )
        .join(' ');
    })
    .join('\n');
}

/** A record's lead before a list of notes, or a count of nothing (`recordOf`). */
const recordList = (lead: string, item: string) =>
  RECORD_LEAD.test(lead) && (/,\s|\sand\s/.test(item) || NOTHING_COUNTED.test(item));

/** The leads `recordOf` gives a record: "Ana's record so far", "Ana's track record". */
const RECORD_LEAD = /(?:record so far|track record)$/;

/**
 * A fragment told in prose when no certain shape makes it a sentence and it cannot follow
 * the news (ADR 064): as typed, a sentence of its own, its first letter capitalised unless
 * it opens with a number or a token lower case by design ("iOS", "eBay"), its end mark
 * added; a unit that is mostly figures after a short label ("The numbers: 38 t of food, …");
 * the person's verb phrase typed with no subject ("takes over from Mark…") takes `subject`.
 * Never cut into pieces the writer is not sure of.
 */
export function fragmentAlone(text: string, subject?: string, lead = 'The numbers'): string {
  const t = text.trim();
  if (!t) return t;
  // "takes over from Mark on the 14th": the person's verb phrase with chat's subject left
  // out takes the person's name (the ninth set's reader: "Takes over…", ADR 069).
  if (subject && opensWithPhrasalVerb(t)) return endSentence(withSubject(t, subject));
  // "passenger fine", "chief constable's commendation": the one frame the words allow (ADR 086).
  const framed = aloneFrame(t, subject);
  if (framed) return framed;
  if (mostlyFigures(t) && !ownColon(t)) return led(lead, t);
  // "1 of 3 winners out of about 400 posters": a counted phrase says what the news adds up
  // to, as after a sentence with a colon of its own (withAside), never a verbless sentence.
  // "140 hanbok-inspired costumes, made in 11 wks": so is one with a participle describing it.
  const done = thingDoneAlone(t);
  if (done) return done;
  if (tally(t)) return led(lead, t);
  const byDesign = /^\p{Ll}+\p{Lu}/u.test(t);
  // "precepted like 20 new grads": a hedge before a number is "about" (ADR 057).
  return endSentence(hedged(byDesign ? t : t.replace(/^\p{Ll}/u, (c) => c.toUpperCase())));
}

/**
 * How much of what a form could add to what it must say, per length (issue 21 item 3): a
 * short post keeps to the point, a medium one adds about half, a long one tells everything
 * the input gives, with a look ahead and an invitation.
 * Each option also stays inside the length's bounds.
 */
const SHARE: Record<Length, number> = { short: 0, medium: 0.1, long: 1 };

interface Fitted {
  text: string;
  /** The note units it tells. */
  facts: Set<string>;
  /** The first note unit it tells: what it opens on, kept when it shares facts out (ADR 079). */
  first?: string;
}

interface FitLimits {
  /** Units that must be told here: no other option tells them. */
  must?: ReadonlySet<string>;
  /** At least this many words (the narrative is never shorter than the chat post). */
  atLeast?: number;
  /** At most this many words (the chat post is never longer than the narrative). */
  atMost?: number;
  /** Leave the other forms' facts to them, whatever the length (see Piece.spare). */
  noSpare?: boolean;
  /** How few note facts an option too long may fall to (1: a required note's). */
  leastTold?: number;
  /**
   * The achievement itself stays, whatever else gives way: a chat post shortened to the
   * narrative's length ("Send U Kyaw Min Htet a note" two words longer than "…to her") was
   * left with no achievement at all (ADR 165).
   */
  keepNews?: boolean;
  /** The chat post: it ends on its look ahead, with no invitation the tone does not need. */
  brief?: boolean;
  /** Facts this option leaves to another (the narrative tells them the same way). */
  skip?: ReadonlySet<string>;
  /** Told as before ADR 064, some facts left to the other options (the chat post's last resort). */
  partial?: boolean;
  /** A short chat post keeps its stock send-off (ADR 080: one too like the narrative). */
  sendOff?: boolean;
  /**
   * Facts the option told before and keeps as it gives others up, each said as it was (a
   * fragment alone stays a sentence of its own), not moved after the news as `must` would.
   */
  keep?: ReadonlySet<string>;
  /**
   * Words the option may run past its band to keep what it must tell (`must`), once the
   * facts other options tell are given up (the short scannable post, ADR 079).
   */
  overrun?: number;
}

/**
 * Keeps the required pieces and those that must be told, then adds the others by priority
 * until the option reaches its share of what the form could say, never past the maximum,
 * never naming a title a third time, and with at most one sentence that carries no fact.
 */
function fit(
  given: readonly Piece[],
  story: Story,
  bounds: { minWords: number; maxWords: number },
  limits: FitLimits = {},
): Fitted {
  const max = Math.min(bounds.maxWords, limits.atMost ?? Infinity);
  // An event or a requested line is told in every option, whatever the length (ADR 058).
  const asked = new Set(story.asks.map((a) => a.id));
  const isAsk = (p: Piece) => !!p.facts?.length && p.facts.every((f) => asked.has(f));
  // At medium and long every fact the form was given is told here (ADR 064).
  const cover = coversAll(story) && !limits.partial;
  // Pastimes the parse cannot frame, pasted after "Outside work:" ("shinty, hillwalking - did
  // all the munros"), are told by the scannable post's labelled line: prose that pastes them
  // read as notes to the thirteenth set's readers (ow02, ow08, ow14, ADR 100). The prose tells
  // them only where no other option does (`limits.must`).
  const every = new Set([
    ...(cover ? given.filter((p) => !pastedPastimes(p)).flatMap((p) => p.facts ?? []) : []),
    ...(limits.keep ?? []),
  ]);
  const keptHere = (p: Piece) => !!p.facts?.some((f) => limits.keep?.has(f));
  // The story's headline figure is told in every option, the chat post too (ADR 063).
  // A prose option has room for one fragment after the news: an achievement typed as one
  // (a required piece) keeps it, and the figure is left to the other options.
  const headline = headlineFigureOf(story);
  const effective = effectiveDateOf(story);
  // When the promotion takes effect is a sentence of its own, no rival for the place after
  // the news ("from 1.6" left "Pavel is retiring after 31 years" out of a short post).
  const rival = given.some(
    (p) =>
      p.aside &&
      p.priority === 0 &&
      !(headline && p.facts?.includes(headline)) &&
      !(effective && p.facts?.includes(effective)),
  );
  const figure = rival ? undefined : headline;
  // The story's weightiest fact (a credential earned, a first, a newcomer's expertise) is
  // what the post is for: no option gives it up to share the others out (ADR 168).
  // The chat post is where a shared-out set lost it. The narrative tells the story whole
  // and the list lists it as any other: made to hold it too, they crowded out the facts only
  // they tell (a rescue story, a fun fact).
  const weightiest = limits.brief ? weightiestOf(story) : undefined;
  const remit = remitOf(story);
  // What must be told whatever the length: the point, an ask, a fact no other option tells.
  const pointed = (p: Piece) =>
    isAsk(p) ||
    (p.facts ?? []).some(
      (f) =>
        limits.must?.has(f) ||
        f === figure ||
        f === effective ||
        f === weightiest ||
        remit.has(f) ||
        // A welcome of few fields whose expertise prose can only tell as typed ("Ceylon
        // cinnamon grading (Alba, C5, C4…)") still tells it when the option would otherwise
        // fall under its length's floor: 17 words and the one expertise dropped were graded
        // C as too thin (ADR 194).
        (thin && story.input.messageType === 'welcome' && f.startsWith('expertise:')),
    );
  const needed = (p: Piece) => pointed(p) || (p.facts ?? []).some((f) => every.has(f));
  const must = (p: Piece) => p.priority === 0 || needed(p);
  // Fragments prose cannot say in a whole sentence are told here only when no other option
  // tells them (ADR 057): the scannable post lists them as typed. The one exception is the
  // story's point typed as one short phrase ("top picker 6 months running"): it may follow the
  // news after a colon, where a fragment belongs, so the prose does not lose the point.
  // What earned a promotion is told in every option: when none of it can be a whole
  // sentence, its strongest fragment follows the news after a colon.
  // An achievement's details stand in the same way only when the option would otherwise
  // fall under its length's floor (a thin input: "Budget forecast accuracy!" alone).
  const sayable = given.filter((p) => !p.lastResort);
  const thin =
    countWords(
      render(
        sayable.filter((p) => p.priority === 0),
        story.short,
      ),
    ) < bounds.minWords;
  const ofDetails = (p: Piece) =>
    (p.facts ?? []).some(
      (f) =>
        (story.input.messageType === 'promotion' && f.startsWith('promotionDetails:')) ||
        (thin && f.startsWith('achievementDetails:')) ||
        f === figure,
    );
  // The figure typed only as a fragment needs the place after the news even when another
  // note of the details can be said.
  const holdsFigure = (p: Piece) => !!figure && !!p.facts?.includes(figure);
  const figureOnlyFragment = given.some(holdsFigure) && !sayable.some(holdsFigure);
  // After a promotion's news, which ends on the new title, only a note said in words of its
  // own takes the place; any other is left to the scannable post's list (ADR 181).
  const titleSays = (p: Piece) =>
    !afterTitle(tallyLead(p, story.short), story.short) || saidAfterTitle(p.text, story.short);
  const stand =
    sayable.some(ofDetails) && !figureOnlyFragment
      ? undefined
      : given
          .filter((p) => p.lastResort && p.aside && ofDetails(p))
          .sort(
            (a, b) =>
              Number(titleSays(b)) - Number(titleSays(a)) ||
              Number(!!figure && !!b.facts?.includes(figure)) -
                Number(!!figure && !!a.facts?.includes(figure)) ||
              Number(readsAsPhrase(b.text)) - Number(readsAsPhrase(a.text)) ||
              asideStrength(b.text) - asideStrength(a.text) ||
              countWords(a.text) - countWords(b.text),
          )[0];
  // A fragment needs a sentence to follow after its colon: one with a colon or a dash of its
  // own would leave it a sentence with no verb ("First for the restaurant.").
  const colonFree = (p: Piece | undefined) => !!p && !/[:;—–]|\s-\s|\n/.test(p.text);
  const attachable = (p: Piece) => colonFree(given[0]) && colonFree(given[given.indexOf(p) - 1]);
  // A reason ends its sentence with no mark between: only a colon there would make it a second.
  const reasonAttachable = (p: Piece) =>
    [given[0], given[given.indexOf(p) - 1]].every((q) => !!q && !/[:;]|\n/.test(q.text));
  // Told only because every fact is (ADR 064), a fragment earns no place after the news: it
  // joins the record or stands as a sentence of its own.
  // Only the first fragment typed follows the news: a later one moved up to it told the story
  // out of order (": 3 months in the field. For 'The Galamsey Rivers'…", ": thank u to the
  // parents…" before the matches won, the tenth set's readers).
  // The story's point ("First female head coach in club history") follows it wherever typed.
  // An achievement's details follow its deed in the order typed (ADR 092): only a fragment
  // typed first may follow a deed told as a verb phrase (`laterDetailFragment`): "already 12k
  // visits 1st month" typed after "85,000 pages scanned…" told the result before the deed to
  // the twelfth set's readers (na14).
  const firstTyped = new Set(
    (['achievementDetails', 'promotionDetails'] as const).map(
      (f) =>
        story.notes[f]?.units.find(
          (u) =>
            u.kind !== 'cheer' &&
            u.id !== effective &&
            !isSentenceLike(u) &&
            !laterDetailFragment(story, u.id),
        )?.id,
    ),
  );
  const typedFirst = (p: Piece) =>
    asideStrength(p.text) >= 2 || (p.facts ?? []).some((f) => firstTyped.has(f));
  const placeable = (p: Piece) =>
    (pointed(p) && !p.facts?.every((f) => laterDetailFragment(story, f))) ||
    p === stand ||
    (typedFirst(p) &&
      titleSays(p) &&
      ((reasonPhrase(p) && reasonAttachable(p)) ||
        (pointPhrase(p) && (attachable(p) || countedPoint(p.text)))));
  // A fragment that carries its own label ("AW24 Knitwear: +22% sales") would follow the
  // news after a second colon: it stands as a sentence of its own, as typed, and so does one
  // that would make the news too long a sentence (a chat post is one paragraph).
  const labelledStand =
    stand &&
    figure &&
    stand.facts?.includes(figure) &&
    (OWN_LABEL.test(stand.text) ||
      // After the news it would make one sentence too long to read (a tone's limit, 32 words).
      // The sentence it joins: the news told after the opening ("Tegen was awarded the RNLI
      // Bronze Medal for Gallantry"), else the opening that tells it.
      countWords((given.find(tellsNews) ?? given[0])?.text ?? '') + countWords(stand.text) >
        LONGEST_JOINED)
      ? {
          ...stand,
          aside: false,
          lastResort: false,
          priority: 0,
          // "Survival rate on his ponds from 62% to 78%." has no verb: a tally follows its
          // lead (ADR 163).
          text: opensWithPhrasalVerb(stand.text)
            ? endSentence(withSubject(stand.text, story.short))
            : tally(stand.text) && !OWN_LABEL.test(stand.text)
              ? led(tallyLead(stand, story.short), stand.text)
              : endSentence(stand.text.replace(/^\p{Ll}/u, (c) => c.toUpperCase())),
        }
      : undefined;
  const offered = given
    .map((p) => (p === stand && labelledStand ? labelledStand : p))
    .filter((p) => !p.lastResort || (p.aside && placeable(p)) || needed(p));
  const asides = offered
    .filter((p) => p.aside)
    .sort((a, b) => asideStrength(b.text) - asideStrength(a.text));
  const aside = asides.find(placeable);
  const asideRequired = !!aside;
  const required = (p: Piece) => must(p) || (p === aside && asideRequired);
  const record = recordOf(
    asides.filter((p) => p !== aside && needed(p)),
    story,
    !!limits.brief,
  );
  // Every fact told (ADR 064): a fragment that can neither follow the news nor join the
  // record is a sentence of its own, as typed.
  const inRecord = new Set(record?.facts ?? []);
  // So is one every option tells (the effective date, ADR 070) when the place after the news
  // holds another: "Jade takes over running the Didsbury salon next month."
  const alone = (p: Piece) =>
    (cover || pointed(p) || keptHere(p)) &&
    p.aside &&
    p !== aside &&
    !p.facts?.every((f) => inRecord.has(f));
  // Time served alone is said as when the promotion comes (ADR 088): "After 18 years of
  // service." alone was no sentence.
  const servedAlone = (p: Piece) =>
    story.input.messageType === 'promotion' &&
    SERVED_AFTER.test(p.text) &&
    !!p.facts?.every((f) => f.startsWith('promotionDetails:'));
  const pieces = offered
    .flatMap((p) => (record && p === asides.filter((a) => a !== aside).at(-1) ? [p, record] : [p]))
    // "now reports to me, team of 6": a note in the typist's own voice that no frame makes
    // certain is the scannable post's to list, never pasted alone in prose (ADR 101).
    .filter((p) => !(alone(p) && !pointed(p) && typistSpeaks(p.text)))
    // "racks he designed and tested": a thing and a clause about it that no frame turns into
    // the person's deed is no sentence alone; the scannable post lists it (ADR 191).
    .filter((p) => !(alone(p) && !pointed(p) && relativeUnread(p.text)))
    // "Sasha — 3 yrs on the presses": a promotion's note headed by a name is no sentence and
    // no record of the person's after a lead; the scannable post lists it (ADR 181).
    .filter(
      (p) =>
        !(
          alone(p) &&
          !pointed(p) &&
          afterTitle(tallyLead(p, story.short), story.short) &&
          headedByName(p.text.trim())
        ),
    )
    .map((p) =>
      alone(p)
        ? {
            ...p,
            aside: false,
            lastResort: false,
            text: servedAlone(p)
              ? endSentence(`The promotion comes ${p.text.trim()}`)
              : countedAlone(p.text)
                ? p.text
                : fragmentAlone(p.text, story.short, tallyLead(p, story.short)),
            ...(!servedAlone(p) && countedAlone(p.text) && { tuck: true }),
            parts: undefined,
          }
        : p,
    )
    .filter(
      (p) =>
        !(limits.noSpare && p.spare && !needed(p)) &&
        !(
          !cover &&
          limits.skip &&
          !isAsk(p) &&
          p.facts?.length &&
          p.facts.every((f) => limits.skip!.has(f))
        ) &&
        !(p.aside && p !== aside),
    );
  const chosen = new Set(pieces.filter(required));
  // A fact several pieces tell is told once: the piece whose every fact another chosen piece
  // tells gives way, a fragment pasted after a label first (ADR 064).
  if (cover)
    for (const piece of [...chosen]
      .filter((p) => p.priority > 0 && !isAsk(p) && p.facts?.length)
      .sort((a, b) => Number(!!b.lastResort) - Number(!!a.lastResort) || b.priority - a.priority)) {
      const others = [...chosen].filter((p) => p !== piece);
      if (piece.facts!.every((f) => others.some((o) => o.facts?.includes(f)))) chosen.delete(piece);
    }
  // The option as chosen so far, rendered again only when the choice has changed: the loops
  // below ask for it (and its length) after every piece they weigh, and a long note made each
  // render long (ADR 108).
  let rendered: { of: Piece[]; text: string; words?: number } | undefined;
  const text = () => {
    const of = pieces.filter((p) => chosen.has(p));
    if (!rendered || rendered.of.length !== of.length || rendered.of.some((p, i) => p !== of[i]))
      rendered = { of, text: render(of, story.short) };
    return rendered.text;
  };
  const textWords = () => {
    const told = text();
    return (rendered!.words ??= countWords(told));
  };
  // Notes longer than the length allows: the required note is told by its shortest fact that
  // fits, never cut (the user's words are kept whole).
  // A sentence that tells several notes at once gives way first to the ones it must tell,
  // one sentence each: "took over…, rebuilt… and finished the year at 131% of plan" too long
  // for a short post still tells the payoff.
  for (const piece of [...chosen]
    .filter((p) => p.parts?.length)
    .sort((a, b) => countWords(b.text) - countWords(a.text))) {
    if (textWords() <= max) break;
    const parts = piece.parts!;
    const needed = parts.filter(required);
    pieces.splice(pieces.indexOf(piece), 1, ...parts);
    chosen.delete(piece);
    for (const part of needed.length ? needed : parts.slice(0, 1)) chosen.add(part);
  }
  function dropToneLines() {
    // The scannable post keeps one closing line: it is part of its form.
    // Lines the tone needs (Inspiring's look ahead, Friendly's invitation) go last.
    const lines = pieces.filter((p) => chosen.has(p) && p.tone).reverse();
    const toneNeeds = (p: Piece) => (p.priority === 0 ? 1 : 0);
    for (const piece of lines.sort((a, b) => toneNeeds(a) - toneNeeds(b))) {
      if (textWords() <= max) break;
      if (piece.line && [...chosen].filter((p) => p.tone && p.line).length <= 1) continue;
      // Kept under the narrative only (inside its band), a line the tone needs stays.
      if (piece.priority === 0 && textWords() <= bounds.maxWords) continue;
      chosen.delete(piece);
    }
  }
  // The chat post's last resort (ADR 064): its own lines give way before any fact does.
  if (limits.partial && textWords() > max) dropToneLines();
  // At medium and long a fact is never dropped for length: the option runs over its band
  // (ADR 064, COVER_OVERRUN) rather than leave one out.
  // The chat post's "no longer than the narrative" (atMost) costs it no fact either.
  const roof = cover ? Math.floor(bounds.maxWords * (1 + COVER_OVERRUN)) : max;
  // A line said in fewer words comes before a fact given up (ADR 072): the invitation's team
  // goes when the rest of the option still names it.
  for (const piece of [...chosen].filter((p) => p.compact)) {
    if (textWords() <= roof) break;
    const short = {
      ...piece,
      text: piece.compact!,
      compact: undefined,
      ...(piece.tone && { fillerLike: true }),
    };
    chosen.delete(piece);
    const team = story.team?.phrase;
    if (team && !text().includes(team)) {
      chosen.add(piece);
      continue;
    }
    pieces.splice(pieces.indexOf(piece), 1, short);
    chosen.add(short);
  }
  if (textWords() > roof) {
    const told = [...chosen].filter((p) => p.facts?.length && !isAsk(p));
    // What must be told here (the headline figure, a fact no other option tells) goes last,
    // and the achievement itself after it: it is the news. At medium and long every fact is
    // needed (ADR 064), so among the rest a note that holds a figure, a day or what comes
    // next gives way after the others (ADR 071): a post without its numbers or dates is what
    // readers mark down most.
    const news = (p: Piece) => !!p.facts?.some((f) => f.startsWith('achievementDescription:'));
    // The deed that earned the news ("he rerouted miles 19-21… runners never knew") gives way
    // after a bare statistic or colour of the same rank, however many words it takes (ADR 136):
    // the longest piece went first, and that was the story.
    const deed = (p: Piece) => (tellsDeed(p, story) ? 0.5 : 0);
    const keep = (p: Piece) =>
      news(p) ? 4 : pointed(p) ? 3 : (needed(p) ? (holdsPoint(p, story) ? 2 : 1) : 0) + deed(p);
    const order = (a: Piece, b: Piece) =>
      keep(a) - keep(b) || countWords(b.text) - countWords(a.text);
    // Allowed to run over (ADR 079), the option still gives up every fact it need not tell
    // before it runs past its band, and runs over only for what it must tell.
    const over = roof + (limits.overrun ?? 0);
    for (const piece of told.sort(order)) {
      if (
        textWords() <= roof ||
        (limits.keepNews && news(piece)) ||
        [...chosen].filter((p) => p.facts?.length && !isAsk(p)).length <= (limits.leastTold ?? 1) ||
        (keep(piece) >= 3 && textWords() <= over)
      )
        break;
      chosen.delete(piece);
    }
    if (textWords() > over) {
      // Never the news itself, and a line only for a line: an event told in full (ADR 070)
      // left the scannable post a figure with no bullet and no achievement.
      const kept = [...chosen].find((p) => p.facts?.length && !isAsk(p) && !news(p));
      const shortest = pieces
        .filter((p) => p.facts?.length && !p.spare && !!p.line === !!kept?.line)
        .sort((a, b) => countWords(a.text) - countWords(b.text))[0];
      if (kept && shortest && countWords(shortest.text) < countWords(kept.text)) {
        chosen.delete(kept);
        chosen.add(shortest);
      }
    }
  }
  // Still too long (very long names and titles): the tone's own lines give way, last first;
  // a look ahead missing is a lesser fault than a message too long to post. Not to keep
  // the chat post under the narrative: the tone is heard in every option.
  // At medium and long the facts stay (ADR 064): the chat post kept under the narrative
  // gives up the tone's lines instead.
  if (textWords() > (cover ? max : bounds.maxWords)) dropToneLines();
  // The length's share of what the form could add to what it must say.
  const base = textWords();
  // A long post tells every fact, the other forms' too (ADR 058): its length is the fuller
  // telling, never filler, and long stays 30 % longer than medium (issue 21).
  const full = story.input.length === 'long' && !limits.noSpare;
  const all = countWords(
    render(
      pieces.filter((p) => (!p.fillerLike || p.closing) && (full || !p.spare)),
      story.short,
    ),
  );
  const target = Math.min(
    max,
    Math.max(
      bounds.minWords,
      limits.atLeast ?? 0,
      Math.round(
        base +
          (all - base) *
            (limits.brief && story.input.length === 'medium' ? 0 : SHARE[story.input.length]),
      ),
    ),
  );
  // Required pieces set the floor: an optional one may not add a mention beyond it.
  const titles = titleMentions(text(), story);
  const optional = pieces
    .map((piece, order) => ({ piece, order }))
    .filter(({ piece }) => !chosen.has(piece) && !piece.closing)
    // The deed before a bare statistic or colour of the same priority (ADR 136).
    .sort(
      (a, b) =>
        a.piece.priority - b.piece.priority ||
        Number(tellsDeed(b.piece, story)) - Number(tellsDeed(a.piece, story)) ||
        a.order - b.order,
    );
  for (const { piece } of optional) {
    if (textWords() >= target) break;
    if (piece.tone && echoes(piece.text, text(), story)) continue;
    // A chat post that looks ahead ends there; an invitation the tone does not ask for waits.
    if (limits.brief && piece.invite && [...chosen].some((p) => p.ahead)) continue;
    if (piece.aside && [...chosen].some((p) => p.aside)) continue;
    chosen.add(piece);
    const next = text();
    if (
      countWords(next) > max ||
      titleMentions(next, story) > Math.max(MAX_TITLE_MENTIONS, titles) ||
      fillerCount([...chosen]) > 1
    )
      chosen.delete(piece);
  }
  // The closing line goes in whenever it fits, however near the target the rest came; not
  // after an invitation that already asks for congratulations or thanks.
  const asks = (p: Piece) => /congrat|thank|welcome/i.exec(p.text)?.[0].toLowerCase();
  for (const piece of pieces.filter((p) => p.closing && !chosen.has(p))) {
    if (fillerCount([...chosen]) >= 1) break;
    // A look ahead is an ending of its own: a stock closer after it adds nothing to a short
    // or medium post, nor to a chat post; a long narrative has room for the send-off.
    if (
      (story.input.length !== 'long' || limits.brief) &&
      [...chosen].some((p) => p.ahead) &&
      !piece.line &&
      // The user's own thanks to the person is their fact, never a stock closer (ADR 173).
      !piece.facts?.length &&
      textWords() >= bounds.minWords
    )
      break;
    const invited = [...chosen].find((p) => p.invite);
    if (invited && asks(invited) && asks(invited) === asks(piece)) break;
    if (echoes(piece.text, text(), story)) break;
    // The opening already welcomed or congratulated with the news: a send-off that says it
    // again is the doubled line readers cut (ADR 073), unless the post needs it for its band.
    // Only at medium and long (every fact told, or shared out within a wider band, ADR 089): a
    // short chat post without it read like the narrative and was redrafted with a fact fewer.
    // A long post that would end on a labelled fragment ("…Outside work: choir (alto) at the
    // Garrison Church.") keeps the next phrasing, which does not repeat the opening: readers
    // graded that ending C, a card's line where the post's close should be (ADR 189). A
    // sentence about the person after its label ("Fun fact: Ted once fixed…") ends a post as
    // any sentence does.
    // A welcome only: a promotion's record typed under its label ("Her record: …") is the
    // reason for the post, which its fit places after the news when it can.
    const endsOnLabel =
      story.input.messageType === 'welcome' &&
      story.input.length === 'long' &&
      labelledFragment(text().trim(), story);
    if (
      story.input.length !== 'short' &&
      repeatsOpening(
        endsOnLabel ? piece.text : (piece.drawn ?? piece.text),
        text(),
        limits.brief ? 'chat' : 'other',
      ) &&
      textWords() >= bounds.minWords
    )
      break;
    // A short or medium chat post that already has its tone's marks may end on its news (ADR
    // 080, 089): a stock send-off there is the one sentence of three that tells nothing, the
    // eval's filler (the tuning set at 20.1 %, over its 20 % budget). One told with a fact
    // stays; so does the send-off of a post that would fall under its floor. A long chat post
    // keeps it: long is the fuller telling.
    if (
      limits.brief &&
      !limits.sendOff &&
      story.input.length !== 'long' &&
      !toldSendOff(
        piece,
        pieces.filter((p) => chosen.has(p) || p === piece),
        story.input.tone,
      ) &&
      endsWithoutSendOff(text(), story.input.tone, bounds.minWords)
    )
      break;
    chosen.add(piece);
    if (textWords() <= max) continue;
    chosen.delete(piece);
    // "Please join me in welcoming Priya, who joins us as… Welcome aboard, Priya.": where
    // only the shorter phrasing that repeats the opening fits, it beats a post of one
    // sentence with no send-off (ADR 112).
    if (!piece.drawn) continue;
    const drawn: Piece = { ...piece, text: piece.drawn, drawn: undefined };
    pieces.splice(pieces.indexOf(piece), 1, drawn);
    chosen.add(drawn);
    if (textWords() > max) chosen.delete(drawn);
  }
  // A chosen piece told another way, kept only where the post still fits; else put back.
  const swapWithin = (fresh: Piece, piece: Piece, fits = () => textWords() <= max) => {
    pieces.splice(pieces.indexOf(piece), 1, fresh);
    chosen.delete(piece);
    chosen.add(fresh);
    if (fits()) return;
    pieces.splice(pieces.indexOf(fresh), 1, piece);
    chosen.delete(fresh);
    chosen.add(piece);
  };
  // The send-off told with a fact in place of the stock one (ADR 080), where it fits.
  for (const piece of pieces.filter((p) => chosen.has(p) && p.withFact)) {
    const before = render(
      pieces.filter((p) => chosen.has(p) && pieces.indexOf(p) < pieces.indexOf(piece)),
      story.short,
    );
    const told = toldSendOff(
      piece,
      pieces.filter((p) => chosen.has(p)),
      story.input.tone,
      before.trim().split(SENTENCE_BREAK).at(-1),
    );
    if (told)
      swapWithin(
        told,
        piece,
        () =>
          textWords() <= max &&
          titleMentions(text(), story) <= Math.max(MAX_TITLE_MENTIONS, titles),
      );
  }
  // A tone line that says a word the post made its own again ("Pop the confetti for Sato…
  // Throw some confetti for Sato") takes the tone's next phrasing that does not, where it
  // fits (ADR 110); with none, it stays.
  for (const piece of pieces.filter((p) => chosen.has(p) && p.others?.length && !p.compact)) {
    const rest = render(
      pieces.filter((p) => chosen.has(p) && p !== piece),
      story.short,
    );
    if (!repeatsBody(piece.text, rest)) continue;
    const swap = piece.others!.find((t) => !repeatsBody(t, rest) && !echoes(t, rest, story));
    if (swap) swapWithin({ ...piece, text: swap, others: undefined }, piece);
  }
  // "Hugo specialises in pruning oaks and irrigation. We're looking forward to learning from
  // Hugo's work in pruning oaks and irrigation.": a look ahead that names skills the post has
  // told says them twice (ADR 190). It takes the tone's other look ahead, where one fits; it
  // is never dropped (a long post then ran no longer than a medium one).
  for (const piece of pieces.filter((p) => chosen.has(p) && p.namesSkills)) {
    const { skills, others } = piece.namesSkills!;
    const rest = render(
      pieces.filter((p) => chosen.has(p) && p !== piece),
      story.short,
    );
    if (!skills.some((skill) => rest.includes(skill))) continue;
    const swap = others.find((t) => !repeatsBody(t, rest) && !echoes(t, rest, story));
    if (swap) swapWithin({ ...piece, text: swap, namesSkills: undefined }, piece);
  }
  withoutOrphans(pieces, chosen, story);
  const facts = new Set([...chosen].flatMap((p) => p.facts ?? []));
  const first = pieces.find((p) => chosen.has(p) && p.facts?.length)?.facts?.[0];
  return { text: text(), facts, ...(first && { first }) };
}

/**
 * A word that points back to a thing or a group told before ("it", "its", "they", "this"),
 * within a note's first five words and before its first mark: "58 families have chosen it",
 * "It was her idea", "The first of its kind". Later it points inside its own note ("mentored
 * four trainee pilots through their first solo berthings", "…: he rerouted…, cleared it").
 */
const POINTING = /^(?:[^\s,:;()—–]+\s+){0,4}(?:it|its|they|them|their|this|these|those)\b/i;

/** Each note unit with the unit typed before it in its note. */
function unitsWithBefore(story: Story): Map<string, { unit: Unit; before?: Unit }> {
  const units = new Map<string, { unit: Unit; before?: Unit }>();
  for (const note of Object.values(story.notes))
    note.units.forEach((unit, i) => units.set(unit.id, { unit, before: note.units[i - 1] }));
  return units;
}

/**
 * What a unit that points back points to where `told` are the units an option tells: the
 * unit before it, past fragments the option leaves out; undefined for one that points to
 * nothing typed before it.
 */
function pointsTo(
  units: ReadonlyMap<string, { unit: Unit; before?: Unit }>,
  id: string,
  told: ReadonlySet<string>,
): string | undefined {
  let at = units.get(id);
  if (!at?.unit.follows) return undefined;
  // "the 40%" points to the note that gave the figure, a fragment or not.
  if (at.before && namesFigureBefore(at.unit.text, at.before.text)) return at.before.id;
  if (!POINTING.test(at.unit.text)) return undefined;
  while (at?.before && !told.has(at.before.id) && !isSentenceLike(at.before))
    at = units.get(at.before.id);
  return at?.before?.id;
}

/** The units a card lists, in the order typed, less any left without what it points to. */
function cardUnits(story: Story, units: readonly Unit[]): Unit[] {
  const all = unitsWithBefore(story);
  const every = new Set(all.keys());
  // With nothing that points back the card keeps its own order (closest to the options last).
  if (!units.some((u) => pointsTo(all, u.id, every))) return [...units];
  const order = [...all.keys()];
  let list = [...units].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  for (let dropped = true; dropped;) {
    const told = new Set(list.map((u) => u.id));
    const kept = list.filter((u, i) => {
      const to = pointsTo(all, u.id, told);
      return !to || list[i - 1]?.id === to;
    });
    dropped = kept.length < list.length;
    list = kept;
  }
  return list;
}

/**
 * A note that points back ("58 families have chosen it so far", "It was her idea") is told
 * only right after the note it points to, in the same piece or the one before it: left
 * without it, or after a fragment moved up to the news's colon, its "it" was the achievement
 * or another note (the meadow's families pinned to the quiet room, ADR 152). A fragment
 * between the two that the option leaves out ("The first of its kind in Prague.") is
 * colour: the note then points past it. A piece left without what it points to is left out
 * of the option, and so is one that points back to it; the other options tell it. A note
 * that only "also" ties to the one before ("She also pushed for…") stands alone.
 */
function withoutOrphans(pieces: readonly Piece[], chosen: Set<Piece>, story: Story): void {
  const units = unitsWithBefore(story);
  if (![...units.values()].some(({ unit, before }) => unit.follows && before)) return;
  const added = new Set<Piece>();
  for (let dropped = true; dropped;) {
    dropped = false;
    const told = new Set([...chosen].flatMap((p) => p.facts ?? []));
    let previous: readonly string[] = [];
    let previousAside = false;
    for (const piece of pieces) {
      if (!chosen.has(piece) || !piece.facts?.length) continue;
      const facts = piece.facts;
      const orphan = facts.some((f, k) => {
        const antecedent = pointsTo(units, f, told);
        if (!antecedent || facts.slice(0, k).includes(antecedent)) return false;
        // A fragment moved up to the news's colon tells the news, not what it was typed
        // after: nothing points back to it.
        return k > 0 || !previous.includes(antecedent) || previousAside || !!piece.aside;
      });
      if (orphan) {
        // What it points to told just before it, where the option has that piece to tell
        // (a must-tell fact keeps its place so); else the piece is left out.
        const antecedent = pointsTo(units, facts[0]!, told);
        const with_ = pieces.find(
          (p) =>
            !chosen.has(p) &&
            !p.aside &&
            !added.has(p) &&
            !!antecedent &&
            p.facts?.at(-1) === antecedent &&
            pieces.indexOf(p) < pieces.indexOf(piece),
        );
        if (with_ && !piece.aside) {
          added.add(with_);
          chosen.add(with_);
        } else chosen.delete(piece);
        dropped = true;
        break;
      }
      previous = facts;
      previousAside = !!piece.aside;
    }
  }
}

/**
 * Whether a line of the tone's own says again three words in a row the option already
 * says: "Please join me in congratulating Grace Mensah… Please join me in congratulating
 * Grace." reads as a template.
 */
const FUNCTION_WORDS = new Set(
  'a an the on in at to for of with and as from by our us is are be will'.split(' '),
);

function echoes(line: string, text: string, story: Story): boolean {
  const words = (t: string) => t.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
  // Only the stock words count: "on the Growth team" twice is the team, named again.
  const given = new Set(
    words([story.input.newHireName, ...Object.values(factsFor(story.input))].join(' ')),
  );
  const stock = (t: string) => words(t).map((w) => (given.has(w) ? '·' : w));
  const gramsOf = (ws: string[]) =>
    ws
      .slice(2)
      .map((w, i) => `${ws[i]} ${ws[i + 1]} ${w}`)
      .filter((g) => !g.includes('·'));
  const said = new Set(gramsOf(stock(text)));
  if (gramsOf(stock(line)).some((g) => said.has(g))) return true;
  // "Fatima starts on 4/1 on the Risk Management team." after a lead that told both: a line
  // of given words the option has said, with at most one word of its own, tells nothing new
  // (the fifth set's "date said twice", ADR 058).
  const lineWords = words(line);
  const textWords = new Set(words(text));
  const own = lineWords.filter((w) => !given.has(w) && !FUNCTION_WORDS.has(w) && !textWords.has(w));
  // The name is no fact told twice: "Welcome aboard, Dr. Osei" closes, it does not repeat.
  const named = new Set(words(`${story.input.newHireName} ${story.full} ${story.short}`));
  const facts = lineWords.filter((w) => given.has(w) && !named.has(w));
  if (facts.length >= 2 && own.length <= 1 && facts.every((w) => textWords.has(w))) return true;
  // "Say hi to Marcus… Say hi when you see Marcus", "Huge congratulations… Huge congrats":
  // a closing line that opens as the post opened.
  const opening = (t: string) =>
    words(t)
      .slice(0, 2)
      .map((w) => w.slice(0, 5))
      .join(' ');
  return opening(line) === opening(text);
}

/**
 * A preferred name that is not part of the full name ("Sherry" for "Wang Xiuying") is given
 * in brackets at the first mention of the full name, so readers know the later "Sherry" is
 * the same person.
 */
function withPreferred(text: string, story: Pick<Story, 'full' | 'short'>): string {
  const { full, short } = story;
  const words = (t: string) => t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const inFull = new Set(words(full));
  // "Harpreet ji", "Tanaka-san": a word of the full name with a lower-case honorific after it
  // needs no bracket, readers know who it is; merged into the name's own bracket ("Harpreet
  // Kaur Sandhu (ਹਰਪ੍ਰੀਤ ਕੌਰ ਸੰਧੂ, Harpreet ji)") the name as typed was no longer in the post, and
  // the writer failed on the form (the twenty-fifth set's pa16).
  const typed = short.match(/[\p{L}\p{N}]+/gu) ?? [];
  const honorificOnly =
    typed.some((w) => inFull.has(w.toLowerCase())) &&
    typed.every((w) => inFull.has(w.toLowerCase()) || /^\p{Ll}/u.test(w));
  if (
    !short ||
    honorificOnly ||
    words(short).every((w) => inFull.has(w)) ||
    text.includes(`(${short})`) ||
    text.includes(`, ${short})`)
  )
    return text;
  const at = text.indexOf(full);
  if (at < 0) return text;
  const end = at + full.length;
  // "Wang Xiuying's" reads oddly with the bracket inside it: only a plain mention takes it.
  if (/^['’]s\b/.test(text.slice(end))) return text;
  // "(Bayo) (Night Shift Operations Supervisor)": a bracket already after the name becomes
  // an apposition, so two asides never stand side by side (ADR 049).
  const after = text.slice(end).replace(/^\s*\(([^()]+)\)/, ', $1');
  // "Kim Min-jun (김민준)": a name that ends in its own bracket takes the preferred name inside
  // it, "Kim Min-jun (김민준, MJ)", never a second bracket beside it (ADR 065).
  if (full.endsWith(')')) return `${text.slice(0, end - 1)}, ${short})${after}`;
  return `${text.slice(0, end)} (${short})${after}`;
}

/** The units and those that point back to them, which go where they go. */
function withFollowers(story: Story, ids: readonly string[]): Set<string> {
  const out = new Set(ids);
  for (const note of Object.values(story.notes))
    note.units.forEach((unit, i) => {
      if (i > 0 && unit.follows && out.has(note.units[i - 1]!.id)) out.add(unit.id);
    });
  return out;
}

interface Candidate {
  form: FormName;
  variant: number;
  share: number;
  scan: FormContext['scan'];
  retell?: boolean;
}

type Drafted = ReturnType<typeof draft>;

/**
 * The story a prose form tells: a note holding typed notation left as typed is never pasted
 * into a sentence (ADR 139); only the scannable post holds it.
 */
function proseStory(story: Story): Story {
  const apart = (u: Unit) => u.typed;
  if (!Object.values(story.notes).some((n) => n.units.some(apart))) return story;
  const notes: Story['notes'] = {};
  for (const [field, note] of Object.entries(story.notes)) {
    const units = note.units.filter((u) => !apart(u));
    if (units.length) notes[field as keyof Story['notes']] = { ...note, units };
  }
  return { ...story, notes };
}

function draft(whole: Story, candidate: Candidate, rng: Random, limits: FitLimits = {}) {
  const story = candidate.form === 'scannable' ? whole : proseStory(whole);
  const { input } = story;
  const pieces = withoutAvoided(
    formsFor({
      story,
      tone: input.tone,
      type: input.messageType,
      rng,
      variant: candidate.variant,
      share: candidate.share,
      scan: candidate.scan,
      ...(candidate.retell && { retell: true }),
    })[candidate.form],
    story.avoid,
  );
  const brief = candidate.form === 'chat';
  let fitted = fit(pieces, story, wordBoundsFor(input), { ...limits, brief });
  const reason = reasonLeftOut(whole, fitted.facts, pieces, limits);
  if (reason) {
    const told = fit(pieces, story, wordBoundsFor(input), {
      ...limits,
      brief,
      must: new Set([...(limits.must ?? []), reason]),
    });
    // Never at the cost of a point the option told (when the promotion takes effect, the
    // handover with its day): a card too short for both keeps the point (ADR 070).
    const before = fitted.facts;
    if (pointsOf(whole).every((f) => !before.has(f) || told.facts.has(f))) fitted = told;
  }
  const names = [story.full, story.short];
  // The prose forms say the name once per thought, not once per field (flow.ts).
  const prose =
    candidate.form !== 'scannable' && candidate.scan !== 'bare'
      ? talliesTogether(countsTogether(tellOnce(fitted.text, story)))
      : oneBulletAsLine(fitted.text);
  return {
    text: plainWhenAsked(
      inTone(polish(withPreferred(prose, story), names), input.tone, names),
      story,
    ),
    facts: fitted.facts,
    first: fitted.first,
    possible: new Set(pieces.flatMap((p) => p.facts ?? [])),
  };
}

/**
 * "no emojis pls" typed in a note: the option has none, whatever its tone allows (ADR 132).
 * "he hates fuss", "she's shy so nothing too over the top": no emoji, no exclamation mark and
 * no loud phrasing either (tone-rules.ts `CALM_PHRASINGS`, ADR 146).
 */
function plainWhenAsked(text: string, story: Story): string {
  if (!story.plain && !story.quiet) return text;
  let out = withoutEmoji(text).replace(/^[ \t]+/gmu, '');
  if (!story.quiet) return out;
  // The marks of the person's name ("Yahoo!") are the name's.
  const { hidden, restore } = hideNames(out, [story.full, story.short]);
  out = restore(
    outsideQuotations(hidden, (piece) =>
      piece.replace(/!+(?=\s|$)/gu, '.').replace(/\.{2,}$/gmu, '.'),
    ),
  );
  for (const [loud, calm] of CALM_PHRASINGS) out = out.replace(loud, calm);
  // "Congratulations to Tomasz… Congratulations, Tomasz.": the calm opener said it already.
  return /^Congratulations\b/u.test(out)
    ? out.replace(/\bCongratulations, ([^.\n]{1,60}\.)$/u, 'Well done, $1')
    : out;
}

/**
 * A list of one is no list (the fourth set's reader: "single-bullet list looks odd"): a lone
 * labelled line keeps its label and loses its bullet (ADR 054).
 */
function oneBulletAsLine(text: string): string {
  const lines = text.split('\n');
  if (lines.filter((l) => l.startsWith('• ')).length !== 1) return text;
  return lines.map((l) => l.replace(/^• /, '')).join('\n');
}

/**
 * How much of the notes' words the chat post tells, per length: at medium and long all of
 * them (ADR 064), so a note is told in one sentence rather than its share and a spare.
 */
const CHAT_SHARE: Record<Length, number> = { short: 0.35, medium: 1, long: 1 };

const PRIMARY: readonly Candidate[] = [
  { form: 'chat', variant: 0, share: 0.45, scan: 'rest' },
  { form: 'narrative', variant: 0, share: 0.45, scan: 'rest' },
  { form: 'scannable', variant: 0, share: 0.45, scan: 'rest' },
];

/**
 * The three options as a set: each in its form, the narrative at least as long as the chat
 * post, and every note unit told in at least one of them (issue 21: "every given fact in at
 * least one option").
 */
function primaries(story: Story, v: number, rng: Random): Drafted[] {
  const at = (c: Candidate) => ({
    ...c,
    variant: c.variant + v,
    share: CHAT_SHARE[story.input.length],
  });
  const [chatC, narrativeC, scannable0] = PRIMARY.map(at) as [Candidate, Candidate, Candidate];
  // A long scannable post lists every fact: a list is where a long post's length goes; at
  // medium too every option tells every fact (ADR 064).
  const scannableC: Candidate = coversAll(story) ? { ...scannable0, scan: 'all' } : scannable0;
  let chat = draft(story, chatC, rng);
  let narrative = draft(story, narrativeC, rng);
  let scannable = draft(story, scannableC, rng);
  const possible = new Set([...chat.possible, ...narrative.possible, ...scannable.possible]);
  const figure = headlineFigureOf(story);
  // The chat post keeps the weightiest fact (ADR 168); the others tell it where it fits.
  const weightiest = weightiestOf(story);
  const missing = () =>
    new Set(
      [...possible].filter(
        (f) => !chat.facts.has(f) && !narrative.facts.has(f) && !scannable.facts.has(f),
      ),
    );
  // A fact no option tells goes where it fits the length: the narrative, else the scannable
  // post, else the chat post; when it fits nowhere, the narrative tells it anyway.
  const { maxWords, minWords } = wordBoundsFor(story.input);
  // At medium and long an option may run over its band to tell every fact (ADR 064).
  const roof = coversAll(story) ? Math.floor(maxWords * (1 + COVER_OVERRUN)) : maxWords;
  const fits = (d: { text: string }) => countWords(d.text) <= roof;
  // What only this option tells stays told when it takes a missing fact in; each missing
  // fact finds its own place, so two that fit nowhere together are still both told.
  const alone = (d: Drafted, others: Drafted[]) =>
    [...d.facts].filter((f) => others.every((o) => !o.facts.has(f)));
  // The facts are shared out (ADR 079): an option that takes a fact no other tells gives up
  // only facts another option tells, never the headline figure (ADR 063), when the promotion
  // takes effect (ADR 070) nor the fact it opens on.
  const keptBy = (d: Drafted, others: Drafted[]) => [
    ...alone(d, others),
    ...[figure, effectiveDateOf(story), d === chat ? weightiest : undefined, d.first].filter(
      (f): f is string => !!f && d.facts.has(f),
    ),
  ];
  // Nor does an option kept shorter than another give them up once the facts were shared
  // out: before, a fact missing kept those steps from ever taking a shorter chat post.
  let shared = false;
  const keepsPoints = (next: { facts: Set<string> }, current: { facts: Set<string> }) =>
    !shared ||
    [figure, effectiveDateOf(story), weightiest].every(
      (f) => !f || !current.facts.has(f) || next.facts.has(f),
    );
  // Nor does it fall under its band's floor to take it in: another option carries it then.
  const thinner = (next: { text: string }, current: { text: string }) =>
    countWords(next.text) < Math.min(minWords, countWords(current.text));
  const place = (fact: string, notChat = false) => {
    const toNarrative = {
      c: narrativeC,
      get: () => narrative,
      set: (d: Drafted) => (narrative = d),
    };
    const toList = { c: scannableC, get: () => scannable, set: (d: Drafted) => (scannable = d) };
    // A medium post keeps to part of the notes: the list takes what no other option told
    // before the narrative does, so the narrative stays its length.
    const slots = [
      ...(story.input.length === 'medium' || laterDetailFragment(story, fact)
        ? [toList, toNarrative]
        : [toNarrative, toList]),
      { c: chatC, get: () => chat, set: (d: Drafted) => (chat = d) },
    ].slice(0, notChat ? 2 : 3);
    for (const slot of slots) {
      const current = slot.get();
      const others = [chat, narrative, scannable].filter((d) => d !== current);
      const kept = keptBy(current, others);
      const must = new Set([fact, ...missing(), ...kept]);
      // All the missing facts at once first, then this one alone.
      for (const wanted of [must, new Set([fact, ...kept])]) {
        const next = draft(story, slot.c, rng, { must: wanted });
        if (fits(next) && !thinner(next, current) && [...wanted].every((f) => next.facts.has(f))) {
          slot.set(next);
          shared = true;
          return;
        }
      }
    }
  };
  // Facts borrowed to fill a length must not make two options one message told twice: the
  // form then keeps to its own share, shorter than the band.
  const close = (a: { text: string }, b: { text: string }) =>
    optionSimilarity(a.text, b.text, story.input) >= MAX_TRIGRAM_JACCARD;
  for (const fact of [...missing()]) if (missing().has(fact)) place(fact);
  // A set that shares its facts out (short, and medium on an input with the facts to fill
  // long) and cannot place a fact within the band: the scannable post lists it, past the band
  // by at most SHORT_OVERRUN words at short, a tenth of the band at medium (ADR 079, 089).
  // All the missing facts at once first, then each alone: one redraft per fact, so an input
  // of many notes costs no more than its facts.
  const carry = (facts: readonly string[], overrun = carryOverrun(story, maxWords)) => {
    const others = [chat, narrative];
    const wanted = new Set([...facts, ...keptBy(scannable, others)]);
    const next = draft(story, scannableC, rng, { must: wanted, overrun });
    if (
      countWords(next.text) <= maxWords + overrun &&
      [...wanted].every((f) => next.facts.has(f)) &&
      !others.some((o) => close(next, o))
    ) {
      scannable = next;
      shared = true;
    }
  };
  // What the steps above leave untold when the essentials (name, titles, start, company)
  // fill most of each option (ADR 120): the three options deal the rest out between them,
  // the story's point first. Each fact goes to the first option that can take it in,
  // within its band, else up to what the check pass accepts (`room`), giving up whatever
  // another option tells, even the note it opened on: the narrative first (it tells the
  // story), then the chat post, then the list; a fragment no sentence frames goes to the
  // list first (a labelled line is its safe form). The headline figure, when the promotion
  // takes effect and the facts only this option tells stay; a draft that would read as
  // another option is refused.
  const deal = (room: number) => {
    const slots = {
      narrative: { c: narrativeC, get: () => narrative, set: (d: Drafted) => (narrative = d) },
      chat: { c: chatC, get: () => chat, set: (d: Drafted) => (chat = d) },
      scannable: { c: scannableC, get: () => scannable, set: (d: Drafted) => (scannable = d) },
    };
    type Slot = keyof typeof slots;
    const points = (name: Slot) => [
      figure,
      effectiveDateOf(story),
      name === 'chat' ? weightiest : undefined,
    ];
    const orderFor = (fact: string): Slot[] =>
      unframed(story, fact)
        ? ['scannable', 'narrative', 'chat']
        : ['narrative', 'chat', 'scannable'];
    // `fact` told by the option `name`, keeping what only it tells unless `displace`.
    const take = (fact: string, name: Slot, overrun: number, displace = false) => {
      const slot = slots[name];
      const current = slot.get();
      const others = [chat, narrative, scannable].filter((d) => d !== current);
      const wanted = new Set([
        fact,
        ...(displace ? [] : alone(current, others)),
        ...points(name).filter((f): f is string => !!f && current.facts.has(f)),
      ]);
      const next = draft(story, slot.c, rng, { must: wanted, overrun });
      if (
        countWords(next.text) > maxWords + overrun ||
        ![...wanted].every((f) => next.facts.has(f)) ||
        others.some((o) => close(next, o))
      )
        return false;
      slot.set(next);
      shared = true;
      return true;
    };
    const placed = (fact: string, but?: Slot) =>
      [0, room].some((overrun) =>
        orderFor(fact).some((name) => name !== but && take(fact, name, overrun)),
      );
    for (const fact of storyFirst([...missing()])) {
      if (!missing().has(fact) || placed(fact)) continue;
      // No option has room for it beside what only it tells: the option that takes it gives
      // those up, and they go to the other two; failing that, nothing changes.
      for (const name of orderFor(fact)) {
        const kept = { chat, narrative, scannable };
        const left = new Set(missing());
        if (!take(fact, name, room, true)) continue;
        const given = storyFirst([...missing()].filter((f) => !left.has(f)));
        if (given.every((f) => !missing().has(f) || placed(f, name))) break;
        ({ chat, narrative, scannable } = kept);
      }
    }
  };
  if (!coversAll(story) && missing().size) {
    carry([...missing()]);
    for (const fact of [...missing()]) if (missing().has(fact)) carry([fact]);
  }
  // Long titles and an ask can fill the short band before a note is listed (the thirteenth
  // set's ow07 lost its fun fact at every seed): a fact no option tells is the worse fault,
  // so one still missing goes to the list, then the narrative, with room up to what the check
  // pass accepts (ADR 107).
  if (!coversAll(story) && missing().size) {
    const room = acceptedWordBounds(story.input).maxWords - maxWords;
    for (const fact of [...missing()]) if (missing().has(fact)) carry([fact], room);
    for (const fact of [...missing()]) {
      if (!missing().has(fact)) continue;
      const wanted = new Set([fact, ...keptBy(narrative, [chat, scannable])]);
      const next = draft(story, narrativeC, rng, { must: wanted, overrun: room });
      if (
        countWords(next.text) <= maxWords + room &&
        [...wanted].every((f) => next.facts.has(f)) &&
        !close(next, chat) &&
        !close(next, scannable)
      )
        narrative = next;
    }
    deal(room);
  }
  // A short narrative told "anyway" is kept only when it leaves fewer facts untold: it keeps
  // to its band and gave up the fact it had taken in for one that did not fit (ADR 120).
  if (missing().size) {
    const before = { narrative, left: missing().size };
    narrative = draft(story, narrativeC, rng, { must: missing() });
    if (!coversAll(story) && missing().size >= before.left) narrative = before.narrative;
  }
  // Without its send-off a short chat post may read as the narrative: it keeps the line
  // that set it apart (ADR 073, 080).
  // Or under its floor once tidied (two sentences told as one, a name said once).
  if (close(chat, narrative) || countWords(chat.text) < minWords) {
    const ending = draft(story, chatC, rng, { sendOff: true });
    if (!close(ending, narrative) && !missingWithout(ending)) chat = ending;
  }
  if (close(chat, narrative)) {
    const own = draft(story, chatC, rng, { noSpare: true });
    if (!missingWithout(own)) chat = own;
  }
  separateChat();
  if (close(scannable, narrative) || close(scannable, chat)) {
    const own = draft(story, scannableC, rng, { noSpare: true });
    if (!missingWithout(own, 'scannable')) scannable = own;
  }
  // The narrative is the fuller telling: it grows to the chat post's length when it can
  // (borrowing facts the others tell), else the chat post keeps to fewer.
  if (countWords(chat.text) > countWords(narrative.text)) {
    const must = narrative.facts;
    const longer = draft(story, narrativeC, rng, { atLeast: countWords(chat.text), must });
    // Grown only part of the way, it still leaves the chat post less to give up.
    if (
      countWords(longer.text) > countWords(narrative.text) &&
      fits(longer) &&
      !close(longer, chat) &&
      [...must].every((f) => longer.facts.has(f))
    )
      narrative = longer;
  }
  // Every option telling every fact (ADR 064), the chat post has none to give up: another
  // phrasing of the narrative, as long as the chat post within the forms' slack, comes first.
  const within = (n: number) => (coversAll(story) ? Math.ceil(n * 1.1) : n);
  if (coversAll(story) && countWords(chat.text) > within(countWords(narrative.text)))
    for (const c of [1, 2, 10, 28].map((i) => ({
      ...narrativeC,
      variant: narrativeC.variant + i,
    }))) {
      const must = narrative.facts;
      const other = draft(story, c, rng, { atLeast: countWords(chat.text), must });
      if (
        countWords(chat.text) <= within(countWords(other.text)) &&
        fits(other) &&
        !close(other, chat) &&
        !close(other, scannable) &&
        [...must].every((f) => other.facts.has(f))
      ) {
        narrative = other;
        break;
      }
    }
  // Every option telling every fact (ADR 064), the chat post keeps the forms' tenth of slack
  // over the narrative (the eval's shape check) rather than give one up.
  if (countWords(chat.text) > within(countWords(narrative.text))) {
    const atMost = countWords(narrative.text);
    // Only what earned a promotion must be in the chat post; other notes may go to the others.
    const leastTold = story.input.messageType === 'promotion' ? 1 : 0;
    // Its own phrasings first, then fewer facts.
    // Last, when no phrasing of either keeps the chat post within a tenth of the narrative
    // (a long opener over a short narrative), the chat post gives up as few notes as bring it
    // there, the longest first: the one place an option at medium or long leaves a fact out
    // (ADR 064).
    const tries = [
      ...[1, 2, 3, 0].map((k) => ({ c: { ...chatC, variant: chatC.variant + k }, partial: false })),
      ...(coversAll(story)
        ? [0, 1].map((k) => ({ c: { ...chatC, variant: chatC.variant + k }, partial: true }))
        : []),
    ];
    for (const { c, partial } of tries) {
      const shorter = draft(story, c, rng, {
        atMost: partial ? within(atMost) : atMost,
        leastTold,
        keepNews: true,
        ...(partial && { partial }),
      });
      if (
        countWords(shorter.text) <= within(atMost) &&
        // Below its band's floor only when it is more than a tenth longer than the
        // narrative (the three forms' own bound); a little longer is the lesser fault.
        (countWords(shorter.text) >= minWords ||
          countWords(chat.text) > 1.1 * countWords(narrative.text)) &&
        !missingWithout(shorter) &&
        // When the promotion takes effect stays told (ADR 070, 075): "from 14.3" left the
        // chat post when the narrative was a word shorter.
        !lostEffective(chat, shorter) &&
        keepsPoints(shorter, chat) &&
        !close(shorter, narrative)
      ) {
        chat = shorter;
        break;
      }
    }
  }
  // Still longer: the chat post gives up a note the scannable post can list instead (not at
  // medium and long, where every option tells every fact, ADR 064).
  if (!coversAll(story) && countWords(chat.text) > countWords(narrative.text)) {
    const kept = { chat, narrative, scannable };
    const atMost = countWords(narrative.text);
    chat = draft(story, chatC, rng, { atMost, leastTold: 0, must: requiredOf(kept.chat) });
    for (const fact of [...missing()]) if (missing().has(fact)) place(fact, true);
    if (
      missing().size ||
      countWords(chat.text) > countWords(narrative.text) ||
      close(chat, narrative) ||
      !keepsPoints(chat, kept.chat) ||
      [...requiredOf(kept.chat)].some((f) => !chat.facts.has(f))
    )
      ({ chat, narrative, scannable } = kept);
  }
  // Whatever the steps above changed, the chat post and the narrative stay two messages.
  // At medium too every option keeps its facts (ADR 064): other phrasings are tried first.
  separateChat(story.input.length === 'long' || coversAll(story));
  return [chat, narrative, scannable];

  // A chat post that tells the narrative's own notes reads as the narrative again: it leaves
  // them to the narrative, fewest first ("By the numbers: …" can only be said one way),
  // until the two differ; never the achievement or what earned a promotion.
  function separateChat(belowFloor = false) {
    if (!close(chat, narrative)) return;
    // A medium chat post that ended on its news without the stock send-off (ADR 080, 089)
    // takes it back when that sets it apart from the narrative, or from another phrasing of
    // the narrative that tells the same facts.
    if (story.input.length === 'medium') {
      const narratives = [
        narrative,
        ...alternatives(1, v)
          .filter((a) => a.form === 'narrative' && a.scan === 'rest')
          .map((c) => draft(story, c, rng, { must: narrative.facts })),
      ].filter(
        (n) => fits(n) && !close(n, scannable) && [...narrative.facts].every((f) => n.facts.has(f)),
      );
      for (const variant of [0, 1, 2, 3].map((k) => chatC.variant + k)) {
        const ending = draft(story, { ...chatC, variant }, rng, { sendOff: true });
        if (
          close(ending, scannable) ||
          missingWithout(ending) ||
          !keepsPoints(ending, chat) ||
          [...chat.facts].some((f) => !ending.facts.has(f))
        )
          continue;
        const other = narratives.find((n) => !close(ending, n));
        if (other) {
          chat = ending;
          narrative = other;
          return;
        }
      }
    }
    // Another phrasing of the narrative, or the news retold, may already differ: tried first,
    // so the chat post keeps its notes.
    if (belowFloor)
      for (const c of [
        ...alternatives(1, v).filter((a) => a.form === 'narrative' && a.scan === 'rest'),
      ]) {
        const other = draft(story, c, rng, { must: narrative.facts });
        if (
          fits(other) &&
          !close(other, chat) &&
          !close(other, scannable) &&
          [...narrative.facts].every((f) => other.facts.has(f))
        ) {
          narrative = other;
          return;
        }
      }
    // Then the chat post's own other phrasings, telling what it told.
    if (belowFloor)
      for (const variant of [1, 2, 3].map((k) => chatC.variant + k)) {
        const other = draft(story, { ...chatC, variant }, rng, { must: chat.facts });
        if (
          fits(other) &&
          !close(other, narrative) &&
          !close(other, scannable) &&
          [...chat.facts].every((f) => other.facts.has(f))
        ) {
          chat = other;
          return;
        }
      }
    // Every option tells every fact at medium and long (ADR 064): the chat post gives up
    // none to differ while other phrasings may still set the two apart. Once none does
    // (`belowFloor`, the last call), the chat post gives the narrative's notes up: left a twin
    // of the chat post, the narrative failed the check pass and fell to a telling of the
    // short fields alone, every note lost ("asked for long, gives three flat lines", ADR 130).
    if (coversAll(story) && !belowFloor) return;
    const unitOf = (id: string) =>
      Object.values(story.notes)
        .flatMap((n) => n.units)
        .find((u) => u.id === id);
    const playful = ['creative_playful', 'excited_fun'].includes(story.input.tone);
    const weighs = (f: string) => {
      const unit = unitOf(f);
      const field = f.split(':')[0] as NoteField;
      return unit ? weightOf(field, unit, story.input.messageType) : 1;
    };
    const hook = (f: string) => playful && f.startsWith('funFact');
    // A note a deed points back to ("…: he rerouted miles 19-21, cleared it with police")
    // goes with it (`withFollowers`): it is kept as long as the deed.
    const deedOf = ({ f }: { f: string }) =>
      DEED_FIELDS.some((field) => f.startsWith(`${field}:`)) &&
      [...withFollowers(story, [f])].some((id) => isDeed(unitOf(id)?.text ?? ''));
    const shared = [...chat.facts]
      .filter(
        (f) =>
          narrative.facts.has(f) &&
          !f.startsWith('achievementDescription') &&
          f !== headlineFigureOf(story) &&
          f !== effectiveDateOf(story) &&
          f !== weightiestOf(story),
      )
      .map((f) => ({ f, unit: unitOf(f) }))
      .sort(
        (a, b) =>
          // A playful or excited chat post keeps its hook, the fun fact, to the last.
          Number(hook(a.f)) - Number(hook(b.f)) ||
          // Then the lesser facts go first: the reporting line and the pastimes before the
          // outcome that earned the news or the expertise a newcomer brings (ADR 168).
          weighs(a.f) - weighs(b.f) ||
          // The deed that earned the news is given up last of the notes (ADR 136).
          Number(deedOf(a)) - Number(deedOf(b)) ||
          Number(!!a.unit && isSentenceLike(a.unit)) - Number(!!b.unit && isSentenceLike(b.unit)) ||
          countWords(b.unit?.text ?? '') - countWords(a.unit?.text ?? ''),
      )
      .map(({ f }) => f);
    for (let k = 1; k <= shared.length; k++) {
      const skip = withFollowers(story, shared.slice(0, k));
      // At medium and long `partial` lets the chat post leave them (ADR 064 keeps them else).
      // It gives up only what it skips: a note it told as a fragment alone stays (ADR 168).
      const kept = new Set([...chat.facts].filter((f) => !skip.has(f)));
      const own = draft(story, chatC, rng, {
        skip,
        keep: kept,
        ...(coversAll(story) && { partial: true }),
      });
      const required =
        story.input.messageType !== 'promotion' ||
        [...own.facts].some((f) => f.startsWith('promotionDetails'));
      // Not below its band's floor: a chat post too short is a worse fault than one that the
      // narrative's retries (another phrasing, the news retold) must then differ from.
      // Last, at long: the narrative tells every note, and left a twin of the chat post it
      // would fall to a telling of the short fields alone and lose them all, a worse fault
      // than a chat post under the floor.
      if (!required || missingWithout(own) || (countWords(own.text) < minWords && !belowFloor))
        break;
      chat = own;
      if (!close(chat, narrative)) break;
    }
  }

  /**
   * Whether `next` leaves out a point of a promotion `current` told: when it takes effect, or
   * its headline figure ("Pavel is retiring after 31 years" beside "from 1.6").
   */
  function lostEffective(current: Drafted, next: Drafted): boolean {
    if (story.input.messageType !== 'promotion') return false;
    return pointsOf(story).some((f) => current.facts.has(f) && !next.facts.has(f));
  }

  /** The facts of what earned a promotion an option tells: it keeps telling them. */
  function requiredOf(d: Drafted): Set<string> {
    return new Set([...d.facts].filter((f) => f.startsWith('promotionDetails')));
  }

  /** Whether replacing the chat post (or the scannable post) with `next` loses a fact. */
  function missingWithout(next: { facts: Set<string> }, replacing: 'chat' | 'scannable' = 'chat') {
    const others = replacing === 'chat' ? [narrative, scannable] : [narrative, chat];
    return [...possible].some((f) => !next.facts.has(f) && others.every((o) => !o.facts.has(f)));
  }
}

/**
 * What to try for a position when its first draft fails a check: its own form in other
 * phrasings (the chat post with more of the notes), then scannable posts listing other units
 * than the scannable option does, and last one of the short fields alone, which shares no
 * note with any other option.
 */
function alternatives(position: number, v: number): Candidate[] {
  const form = FORMS[position % FORMS.length]!;
  const own: Candidate[] =
    form === 'chat'
      ? [0.45, 0.65, 1].flatMap((share) =>
          [1, 2].map((i) => ({ form, variant: v + i, share, scan: 'rest' as const })),
        )
      : // Each list draws its own digit of the variant (pickFilled): +1 and +2 move the
        // openers only, +10 and +28 the invitations and the look aheads too, so a post
        // whose closing lines repeat another option's gets other closing lines.
        [1, 2, 10, 28].map((i) => ({ form, variant: v + i, share: 0.45, scan: 'rest' as const }));
  // A narrative that reads as the chat post again tells the news the other way round.
  const retold: Candidate[] =
    form === 'narrative'
      ? [1, 2].map((i) => ({ form, variant: v + i, share: 0.45, scan: 'rest', retell: true }))
      : [];
  // The form told from the short fields alone shares no note with the other options.
  const core: Candidate[] = [0, 1].map((i) => ({
    form,
    variant: v + i,
    share: 0.45,
    scan: 'core' as const,
  }));
  const scans: Candidate['scan'][] =
    form === 'scannable' ? ['all', 'chat', 'core'] : ['chat', 'all', 'core'];
  const fallbacks = scans.flatMap((scan) =>
    [1, 2].map((i) => ({
      form: 'scannable' as const,
      variant: v + position + i,
      share: 0.45,
      scan,
    })),
  );
  const bare: Candidate[] = [0, 1].map((i) => ({
    form: 'scannable' as const,
    variant: v + 3 * position + i,
    share: 0.45,
    scan: 'bare' as const,
  }));
  return [...own, ...retold, ...core, ...fallbacks, ...bare];
}

/**
 * When every phrasing of a form repeats an option already kept: a card with the name, the
 * short fields and as few note units as the length needs, those the kept options share
 * least chosen first. It is the writer's guarantee (issue 21 item 2): built from the
 * user's words on labelled lines, and searched until it passes the check pass.
 */
function lastResort(
  story: Story,
  form: FormName,
  kept: readonly string[],
  rng: Random,
  v: number,
  today: string | undefined,
  points: readonly string[],
): string | undefined {
  const { input } = story;
  const point = (id: string) => points.includes(id);
  const cardContext = (variant: number) => ({
    story,
    tone: input.tone,
    type: input.messageType,
    rng,
    variant,
    share: 0,
    scan: 'bare' as const,
  });
  // What the card tells on its own lines ("Achievement: …") is not listed again.
  const onCard = new Set(bareCard(cardContext(v)).flatMap((p) => p.facts ?? []));
  const units = Object.values(story.notes)
    .flatMap((n) => n.units)
    .filter((u) => u.kind !== 'cheer' && !onCard.has(u.id))
    .map((unit) => ({
      unit,
      overlap: Math.max(0, ...kept.map((k) => trigramJaccard(unit.text, k))),
    }))
    .sort((a, b) => Number(point(b.unit.id)) - Number(point(a.unit.id)) || a.overlap - b.overlap)
    .map((x) => x.unit);
  // When the promotion takes effect and the headline figure are told in every option (ADR
  // 063, 070): asked to, a card tells them first.
  const least = units.filter((u) => point(u.id)).length;
  const names = [story.full, story.short];
  // First the option's own form told from the short fields alone (only when no point is
  // asked for), then cards.
  if (!least)
    for (const variant of [v, v + 1]) {
      const text = draft(story, { form, variant, share: 0, scan: 'none' }, rng).text;
      if (passesChecks(text, input, kept, today)) return text;
    }
  // Long titles alone can make two cards alike: a card may leave one labelled line out, and
  // last every line of context (team, start, background), which the kept options tell. At a
  // short length, a welcome whose title, start and background each run to a dozen words left
  // two cards alike in every single-line drop: the writer failed (the twenty-fourth set's
  // short welcomes).
  const context = [
    'Previously',
    'Team',
    'Starts',
    'Started',
    'Joining from',
    'Joined from',
    'Background',
  ];
  const drops = [
    new Set<string>(),
    ...[...context, 'New role', 'Role', 'Achievement'].map((l) => new Set([l])),
    new Set(context),
  ];
  // A card only grows with the units it lists: once one is longer than any option the checks
  // accept, the same card listing more is too, and is not drafted (a long note made this
  // search draft hundreds of cards, ADR 108).
  const { maxWords } = acceptedWordBounds(input);
  for (const drop of drops) {
    const tooLong = new Set<number>();
    for (let n = least; n <= units.length && tooLong.size < 3; n++)
      for (const variant of [v, v + 1, v + 2]) {
        if (tooLong.has(variant)) continue;
        const ctx = cardContext(variant);
        const text = plainWhenAsked(
          inTone(
            polish(
              withPreferred(
                render(bareCard(ctx, cardUnits(story, units.slice(0, n)), drop)),
                story,
              ),
              names,
            ),
            input.tone,
            names,
          ),
          story,
        );
        if (countWords(text) > maxWords) tooLong.add(variant);
        else if (passesChecks(text, input, kept, today)) return text;
      }
  }
  return undefined;
}

/**
 * The facts left untold, the story's point first (ADR 120): what earned the news (the
 * achievement's or the promotion's details) before what the person brings and who they are
 * outside work; within a note, in the order typed.
 */
function storyFirst(facts: readonly string[]): string[] {
  const rank = (f: string) => {
    const [field = '', index = '0'] = f.split(':');
    const at = (STORY_ORDER as readonly string[]).indexOf(field);
    return (at < 0 ? STORY_ORDER.length : at) * 1000 + Number(index);
  };
  return [...facts].sort((a, b) => rank(a) - rank(b));
}

/** A note typed as a fragment no sentence frames ("last spring when…"): a list's to tell. */
function unframed(story: Story, fact: string): boolean {
  const unit = Object.values(story.notes)
    .flatMap((n) => n.units)
    .find((u) => u.id === fact);
  return !!unit && (unit.kind === 'fragment' || laterDetailFragment(story, fact));
}

/**
 * The reason a short promotion's option was left without: the weightiest fact (a credential
 * earned, a record held), else the headline figure, when the option tells nothing of what
 * earned the promotion but when it takes effect. Shared out, a short card or chat post said
 * only the move and the day ("too thin", both of the twenty-sixth set's readers, ADR 193).
 * An option that tells another reason keeps to it: made to hold the weightiest too, a short
 * narrative lost the rescue story only it told (ADR 168). Undefined when nothing is left out.
 */
function reasonLeftOut(
  story: Story,
  told: ReadonlySet<string>,
  pieces: readonly Piece[],
  limits: FitLimits,
): string | undefined {
  if (story.input.messageType !== 'promotion' || story.input.length !== 'short') return undefined;
  const effective = effectiveDateOf(story);
  const details = (story.notes.promotionDetails?.units ?? []).filter((u) => u.id !== effective);
  if (details.some((u) => told.has(u.id))) return undefined;
  const reason = weightiestOf(story) ?? headlineFigureOf(story);
  if (!reason || reason === effective || limits.skip?.has(reason)) return undefined;
  return pieces.some((p) => p.facts?.includes(reason)) ? reason : undefined;
}

/** The note units every option tells, when the story has them (ADR 063, 070). */
function pointsOf(story: Story): string[] {
  const ids = new Set(Object.values(story.notes).flatMap((n) => n.units.map((u) => u.id)));
  return [effectiveDateOf(story), headlineFigureOf(story), weightiestOf(story)].filter(
    (id): id is string => !!id && ids.has(id),
  );
}

/** A try run at most once, however many passes ask for it. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * Lets the event loop run (other requests, timers, a generation's time limit) before the
 * composer's next piece of work: on a long input its search takes seconds, which held every
 * request of the server until it ended (a Basic welcome at every field's limit: 15 s).
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The built-in writer (ADR 021, ADR 033): offline, free, deterministic for a given seed. It
 * reads the notes with a parse it is sure of (notes.ts), writes each option in its form
 * (forms.ts), and runs each through the same check pass generate.ts runs
 * (checks/option-pass.ts). An option that fails is replaced by another phrasing of its
 * form, then by a scannable post built from the user's words on labelled lines, last by one
 * of the short fields alone: the writer does not fail on a valid form.
 */
export function createComposer(): Writer {
  return {
    kind: 'composer',
    model: COMPOSER_MODEL,
    async *write(typed: GenerationRequest, options: WriteOptions = {}) {
      const { signal, attempt = 0, today } = options;
      // A length asked in words overrides the one picked (ADR 146), as in writeChecked.
      const input = formAsAsked(typed);
      const seed = seedForAttempt(options.seed ?? freshSeed(), attempt);
      const rng = createRandom(seed);
      const story = readStory(input, today);
      await nextTurn();
      if (signal?.aborted) return;
      const positions = options.positions ?? [...Array(OPTION_COUNT).keys()];
      const kept: string[] = [...(options.accepted ?? [])];
      // Lists of phrasings have two to six entries: a wide draw cycles each at its own rate.
      // A retry moves every digit, so every phrasing changes (1 + 3 + 9 + 27 + 81 = 121).
      const base = Math.floor(rng.next() * 1000) + attempt * 121;
      const first = primaries(story, base, rng);
      for (const position of positions) {
        await nextTurn();
        if (signal?.aborted) return;
        let chosen: string | undefined;
        // What the option must keep when another phrasing replaces it: what every option
        // tells, and the facts no other option of the set tells (every given fact in at least
        // one option, ADR 070).
        const own = [...first[position]!.facts].filter((f) =>
          first.every((d, i) => i === position || !d.facts.has(f)),
        );
        const points = [...new Set([...pointsOf(story), ...own])];
        const tries: (() => { text: string; facts?: ReadonlySet<string> })[] = [
          () => ({ text: first[position]!.text }),
          // Each phrasing as long as the band asks, then keeping to the form's own facts.
          ...alternatives(position, base).flatMap((c) => {
            // Another narrative stays the fuller telling of the chat post kept before it.
            const atLeast =
              c.form === 'narrative' && kept[0] !== undefined ? countWords(kept[0]) : undefined;
            return [
              () => draft(story, c, rng, { atLeast }),
              () => draft(story, c, rng, { noSpare: true, atLeast }),
            ];
          }),
        ].map(once);
        // What every option tells (when the promotion takes effect, the headline figure):
        // a phrasing or a card that tells it comes before one that does not (ADR 070).
        const form = FORMS[position % FORMS.length]!;
        for (const strict of points.length ? [true, false] : [false]) {
          for (const attempt of tries) {
            // A long input makes each try tens of milliseconds and the search seconds: between
            // tries the server's other requests, and the generation's time limit, get their
            // turn instead of waiting for the end.
            await nextTurn();
            if (signal?.aborted) return;
            const { text, facts } = attempt();
            if (strict && facts && !points.every((f) => facts.has(f))) continue;
            if (passesChecks(text, input, kept, today)) {
              chosen = text;
              break;
            }
          }
          chosen ??= lastResort(story, form, kept, rng, base, today, strict ? points : []);
          if (chosen) break;
        }
        const option = chosen ?? first[position]!.text;
        kept.push(option);
        yield option;
      }
    },
  };
}
