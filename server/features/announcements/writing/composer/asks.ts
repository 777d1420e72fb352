import { escapeRegExp, upperFirst, withoutClosingEmoji } from '#domain/text.ts';
import { MONTH_PATTERN } from '#domain/months.ts';
import { asidesOf } from '../asides.ts';
import { expandShorthand } from '../shorthand.ts';
import type { Piece } from './forms.ts';
import type { Story } from './story.ts';
import { opensWithPhrasalVerb, type Unit } from './notes.ts';
import { endSentence, withSubject } from './phrases.ts';

/**
 * What a post is FOR, beyond the news: an event the reader is asked to (a ceremony, a BBQ
 * with its day, time and place) and a line the user explicitly asked to have told ("pls
 * mention we're adding it back to the menu this weekend"). The fifth set's reader graded
 * every option that left one out C (ADR 058), so each is told in EVERY option, once, as a
 * sentence of its own, never spliced into the news or left to the scannable post.
 */
export interface Ask {
  /** The note unit it tells (Unit.id): the coverage and the fact checks count it. */
  id: string;
  /** The sentence every option tells. */
  text: string;
}

const EVENT_NOUN =
  /\b(?:bbq|barbecue|barbeque|cook-?out|ceremony|party|celebration|luncheon|lunch|dinner|breakfast|brunch|drinks|happy hour|potluck|send-?off|leaving do|reception|cake|pizza|donuts|doughnuts|coffee morning|get-together|gathering|open house|meet and greet|awards? night|assembly|toast|talk|presentation|q&a|tasting|ice creams?|picnic|quiz|social|(?:morning|afternoon|high|cream) tea|(?:welcome )?coffee|(?:bacon |sausage )?butt(?:ies|y)|(?:bacon|sausage|breakfast) (?:rolls|baps|sandwiches)|pastries|croissants|bagels|churrasco|braai|ap[ée]ro|ap[ée]ritif|aperitivo|(?:tap|bar|taproom|kitchen) takeover|sauna|(?:sauna|games?|board games?|movie|film|karaoke|curry|pub|bowling|poker|trivia|wine|cocktails?|welcome|leaving|farewell) (?:evening|night)|(?:leaving|farewell|retirement|birthday|christmas|xmas|summer) do)\b/i;

const WEEKDAY = String.raw`(?:mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday)?\.?`;
const MONTH = String.raw`${MONTH_PATTERN}\.?(?![a-z])`;
/** "sat 7th", "fri 31 Jan": the date typed after the weekday belongs to the day. */
const DATE_AFTER = String.raw`(?:\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?${MONTH})?(?![\d:.]|\s?(?:am|pm)\b))?`;
const DAY = new RegExp(
  String.raw`\b(?:(?:on|this|next)\s+)?(?:${WEEKDAY}|tomorrow|tonight|today)\b${DATE_AFTER}`,
  'i',
);
const TIME = new RegExp(
  String.raw`(?:\b(?:at|@|from)\s*)?(?:\b(?:noon|midday|lunchtime)\b|\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b(?:[01]\d|2[0-3])[0-5]\d(?:\s?(?:hrs|hours|h))?\b|\b\d{1,2}:\d{2}\b|(?<![£$€\d.,])\b(?:[01]?\d|2[0-3])\.[0-5]\d\b(?![.,]?\d)|(?<=\b(?:at|@|from)\s*)\d{1,2}\b)`,
  'i',
);
/** A word that opens a phrase of its own: a place's name never runs on past one. */
const NOT_PLACE_WORD = String.raw`(?!(?:after|before|following|for|on|at|in|to|from|with|this|next)\b)`;
/** "at the yard", "at Station 1", "in the break room": a place, not a time. */
const PLACE = new RegExp(
  String.raw`\b(?:at|in)\s+(?!\d|noon|midday|lunchtime)((?:the\s+)?${NOT_PLACE_WORD}[\p{L}][\p{L}'’-]*(?:\s+${NOT_PLACE_WORD}(?:#?\d+|[\p{L}][\p{L}'’-]*)){0,3})`,
  'iu',
);
/**
 * "after the home game v Pontypridd", "after sailaway", "after work": when, by another
 * event; told as typed, before the day (a place's name never swallows it).
 */
const RELATIVE = /\b(?:after|before|following)\s+[^,;()]+/i;
/** "for both of them", "for her": whom the event is for, told after its name. */
const FOR_WHOM =
  /\s+for\s+(?:both of them|them both|the two of them|both|her|him|them)\b|\s+to celebrate\b/i;
/** "bacon butties on me", "first round on us": a treat someone stands, told with its giver. */
const ON_WHOM = /\s+(?:(?:is|are)\s+)?on\s+(me|us|the house)$/i;
const INVITED =
  /(?:[,;]|\s+[-–—])?\s*(?:and\s+)?(?:everyone|everybody|all)(?:'s| is| are)?\s+(?:invited|welcome)[.!]*$/i;
/** "parents welcome", "families are welcome too": a group asked along, told after the event. */
const GROUP_WELCOME =
  /(?:[,;]|\s+[-–—])?\s*(?:and\s+)?((?:parents|families|friends|partners|guests|kids|children|carers|volunteers|alumni)(?:\s+(?:and|&)\s+\p{L}+)?)(?:\s+(?:are|also))?\s+(?:very\s+)?welcome(?:\s+too)?[.!]*$/iu;
/** "if anyone wants to come say well done": the reader's reason to come, told as typed. */
const IF_ANYONE =
  /[,;]?\s*(?:[-–—]\s*)?if\s+(?:anyone|you|people|folks)\s+(?:wants?|would like|fancies|fancy)\s+to\s+([^.!?]+?)[.!]*$/iu;
/** A verb of its own: the unit is already a sentence ("We're having cake Friday at 3"). */
const FINITE =
  /\b(?:is|are|was|were|will|'ll|'re|'s|has|have|had|we|join|come|bring|grab|swing|stop)\b/i;
const HABIT = /\b(?:every|each|usually|always|often|weekly|daily)\b/i;
const PAST = /\b(?:was|were|had|held|took place|last|yesterday|ago|went)\b/i;
/** Food and drink taken without an article: "join us for cake", "for drinks". */
const MASS =
  /^(?:cake|pizza|ice cream|donuts|doughnuts|drinks|lunch|dinner|breakfast|brunch|coffee|(?:morning|afternoon) tea)\b/i;

const stop = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);
const squeeze = (s: string) => s.replace(/\s+/g, ' ');
const wordCount = (s: string) => s.split(/\s+/).length;

const WEEKDAYS: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const WEEKDAY_WORD = new RegExp(String.raw`^${WEEKDAY}$`, 'i');

function dayPhrase(raw: string): string {
  // A date typed after the weekday ("31 January") keeps its case.
  const words = raw
    .replace(/\.$/, '')
    .split(/\s+/)
    .map((typed) => {
      const w = typed.toLowerCase();
      if (/^(?:on|this|next|tomorrow|tonight|today)$/.test(w)) return w;
      return WEEKDAY_WORD.test(w) ? (WEEKDAYS[w.slice(0, 3)] ?? w) : typed;
    });
  const phrase = words.join(' ');
  return /^(?:on|this|next|tomorrow|tonight|today)\b/.test(phrase) ? phrase : `on ${phrase}`;
}

/**
 * "cake + sauna evening": events typed joined are each told with their article, the food
 * bare ("cake and a sauna evening"), the first event named "the", one after it "a".
 */
function joinedEvents(named: string): string {
  return named
    .split(/\s+(?:\+|&|and)\s+/i)
    .map((part, i) => (MASS.test(part) ? part : `${i ? 'a' : 'the'} ${part}`))
    .join(' and ');
}

function timePhrase(raw: string): string {
  // "from 16:00": an event with no end is told from its start, as typed.
  const from = /^from\b/i.test(raw);
  const bare = raw.replace(/^(?:at|@|from)\s*/i, '').trim();
  return `${from ? 'from' : 'at'} ${bare.toLowerCase()}`;
}

/**
 * "BBQ at the yard next fri at noon, everyone invited" → "Everyone is invited to the BBQ at
 * the yard next Friday at noon."; "pinning ceremony THURSDAY 1400 at Station 1" → "Join us
 * for the pinning ceremony at Station 1 on Thursday at 1400." Undefined when the unit names
 * no event with a day or a time, or when words are left over that the reading is not sure
 * of (the unit is then told as the notes tell it).
 */
export function eventSentence(text: string): string | undefined {
  return eventThenClause(text) ?? eventAlone(text);
}

/**
 * "morning tea in the staffroom Mon 9.30, bring a plate", "tap takeover fri 5pm, first
 * pint's on Lupe": the event before a comma, then the clause typed after it as a sentence of
 * its own; only when the event alone cannot be read with it.
 */
function eventThenClause(text: string): string | undefined {
  const commas = [...text.matchAll(/,\s+/g)].reverse();
  for (const comma of commas) {
    const before = text.slice(0, comma.index);
    const after = withoutClosingEmoji(text.slice(comma.index + comma[0].length))
      .replace(/[.!]+$/, '')
      .trim();
    if (!after || EVENT_NOUN.test(after)) continue;
    // "team intro apéro Thursday 18:00, raclette on us": the treat and its giver after the
    // event's comma is a sentence of its own, as "X on me" is when it names the event.
    const treat = ON_WHOM.exec(after);
    const food = treat && after.slice(0, treat.index).trim();
    if (food && !FINITE.test(before) && wordCount(food) <= 3 && !FINITE.test(food)) {
      const event = eventAlone(before);
      const verb = /s$/i.test(food) ? 'are' : 'is';
      if (event) return `${event} ${upperFirst(food)} ${verb} on ${treat[1]!.toLowerCase()}.`;
    }
    if (!FINITE.test(after)) continue;
    // Who is asked along and why stay with the event ("Everyone is invited to …").
    if ([INVITED, GROUP_WELCOME, IF_ANYONE].some((re) => re.test(`, ${after}`))) continue;
    if (FINITE.test(before)) continue;
    const event = eventAlone(before);
    if (event) return `${event} ${upperFirst(stop(after))}`;
  }
  return undefined;
}

/** "come say bonjour at", "pop by to": the reader asked along, then the event. */
const COME_TO =
  /^((?:come|pop|drop|stop|swing)\s+(?:(?:by|along|over|and|down)\s+)*(?:say\s+[\p{L}'’]+\s+)?(?:at|to)\s+)/iu;

function eventAlone(text: string): string | undefined {
  // "come say bonjour at the welcome coffee, Thursday 10am, break room": the lead as typed,
  // then the event told as any other ("…at the welcome coffee on Thursday at 10am (break
  // room)").
  const lead = COME_TO.exec(text)?.[1];
  if (lead) {
    const typed = text.slice(lead.length);
    const event = eventAlone(typed);
    if (event?.startsWith('Join us for ')) {
      const what = event.slice('Join us for '.length).replace(/^the /, '');
      return `${upperFirst(lead)}${/^the\s/i.test(typed) ? 'the ' : ''}${what}`;
    }
  }
  const noun = EVENT_NOUN.exec(text);
  // "Ceremony was in Birmingham last Thursday": an event that took place is news, not an
  // invitation; the notes tell it.
  // "has coffee with the interns every Friday at 8am": a habit of the person's, not an event.
  if (!noun || PAST.test(text) || HABIT.test(text)) return undefined;
  const day = DAY.exec(text);
  const time = TIME.exec(text);
  if (!day && !time) return undefined;
  // "Cake in the canteen Thursday 2pm — she says she's not baking her own": the event, then
  // the clause typed after the dash as a sentence of its own.
  const dash = /\s+[–—-]\s+/.exec(text);
  if (dash) {
    const before = text.slice(0, dash.index);
    const after = withoutClosingEmoji(text.slice(dash.index + dash[0].length)).trim();
    const event = FINITE.test(before) ? undefined : eventSentence(before);
    if (event && after && FINITE.test(after)) return `${event} ${upperFirst(stop(after))}`;
  }
  let rest = withoutClosingEmoji(text)
    .trim()
    .replace(/[.!]+$/, '');
  const invited = INVITED.test(rest);
  rest = rest.replace(INVITED, '');
  const group = GROUP_WELCOME.exec(rest)?.[1];
  rest = rest.replace(GROUP_WELCOME, '');
  const reason = IF_ANYONE.exec(rest)?.[1]?.trim();
  rest = rest.replace(IF_ANYONE, '');
  // "We're having cake Friday at 3 to celebrate - families very welcome!": a sentence of its
  // own keeps who is asked along, never a dangling dash (the eighth set's "both of them -.").
  const welcome = group
    ? ` ${upperFirst(group.toLowerCase())} are welcome too.`
    : invited
      ? ' Everyone is welcome.'
      : '';
  if (FINITE.test(rest)) return `${upperFirst(stop(rest))}${welcome}`;
  // "Toast on Thursday 4:30pm, atrium, 2nd floor": the place typed after the time with no
  // preposition stays as typed, in brackets, after the day and time.
  let where = '';
  const parts: string[] = [];
  let dayText = '';
  let timeText = '';
  let placeText = '';
  const dayMatch = DAY.exec(rest);
  if (dayMatch) {
    dayText = dayPhrase(dayMatch[0]);
    rest = rest.replace(dayMatch[0], ' ');
  }
  const timeMatch = TIME.exec(rest);
  if (timeMatch) {
    timeText = timePhrase(timeMatch[0]);
    rest = rest.replace(timeMatch[0], ' ');
  }
  const relativeMatch = RELATIVE.exec(rest);
  const relativeText = relativeMatch?.[0].trim() ?? '';
  if (relativeMatch) rest = rest.replace(relativeMatch[0], ' ');
  const placeMatch = PLACE.exec(rest);
  if (placeMatch) {
    placeText = placeMatch[0].trim();
    rest = rest.replace(placeMatch[0], ' ');
  }
  const whomMatch = FOR_WHOM.exec(rest);
  const whom = whomMatch?.[0].trim() ?? '';
  if (whomMatch) rest = rest.replace(whomMatch[0], ' ');
  const [head = '', ...after] = rest.split(/\s*,\s*/);
  const typedPlace = after.map((a) => a.trim()).filter(Boolean);
  if (
    typedPlace.length &&
    typedPlace.length <= 3 &&
    typedPlace.every((a) => a.split(/\s+/).length <= 3 && !FINITE.test(a) && !EVENT_NOUN.test(a))
  ) {
    where = typedPlace.join(', ');
    rest = head;
  }
  const whole = rest
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .replace(/^(?:the|a|an|our)\s+/i, '');
  // "Lab celebration: empanadas": the event, then what it offers, told in the brackets.
  const [named0 = '', offered] = whole.split(/\s*:\s*/, 2) as [string, string?];
  if (offered) where = where ? `${offered}; ${where}` : offered;
  const giver = ON_WHOM.exec(named0)?.[1];
  const event = named0.replace(ON_WHOM, '');
  // Only the event's name may be left, as typed in one piece ("presentation … game v
  // Pontypridd" is words from both sides of a place): anything more is a clause the reading
  // cannot place.
  if (!event || event.split(' ').length > 4 || !EVENT_NOUN.test(event)) return undefined;
  if (!squeeze(text).toLowerCase().includes(event.toLowerCase())) return undefined;
  const shouted = event.replace(/\b\p{Lu}+\b/gu, (w) => (w.length > 3 ? w.toLowerCase() : w));
  // "Drinks", "Celebration assembly": capitalised only as the note's first word, so a common
  // noun again ("Join us for drinks"); a name typed in capitals throughout keeps them
  // ("Summer Party").
  const words = event.split(' ');
  const sentenceCased =
    text.trim().startsWith(words[0]!) &&
    (words.length === 1 || !words.every((w) => /^\p{Lu}/u.test(w)));
  const named = /^\p{Lu}{2,}$/u.test(event)
    ? event
    : sentenceCased
      ? shouted.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())
      : shouted;
  const what = giver ? named : joinedEvents(named);
  parts.push(what);
  if (whom) parts.push(whom);
  if (placeText) parts.push(placeText);
  if (relativeText) parts.push(relativeText);
  if (dayText) parts.push(dayText);
  if (timeText) parts.push(timeText);
  const also = group ? ` ${upperFirst(group.toLowerCase())} are welcome too.` : '';
  if (giver) {
    // "Bacon butties are on me at the depot on Friday at 6am."
    const [first, ...others] = parts;
    const verb = /s$/i.test(first!) ? 'are' : 'is';
    const said = [upperFirst(first!), verb, `on ${giver.toLowerCase()}`, ...others].join(' ');
    return `${said}${where ? ` (${where})` : ''}.${also}`;
  }
  const tail = `${parts.join(' ')}${where ? ` (${where})` : ''}${reason ? ` if you'd like to ${reason}` : ''}`;
  return invited ? `Everyone is invited to ${tail}.${also}` : `Join us for ${tail}.${also}`;
}

/**
 * "pls mention we're adding it back to the menu this weekend", "make sure to say the
 * tasting is open to all", "don't forget to mention that she'll still cover Saturdays": the
 * requested content, as typed. Only a clause is a fact to tell: a request for a bare noun
 * ("pls mention the night crew") names none, and a request about style ("keep it short") is
 * obeyed, never posted (instructions.ts).
 */
const REQUEST =
  /(?:^|(?<=[.!?;])\s+|\s+[-–—]\s+)(?:pls|plz|please|kindly|can you|could you|make sure (?:to|you)|don'?t forget to|remember to)\s+(?:also\s+)?(?:mention|include|add|note|say|tell (?:everyone|people|them|the team))\s+(?:that\s+)?([^.!?;]+)/giu;
const CLAUSE =
  /^(?:(?:we|she|he|they|it|there|i|you)\b|[\p{L}'’ ]{1,40}\b(?:is|are|was|were|will|'ll|’ll|'re|’re|'s|’s|has|have|had)\b)/iu;

export function requestedClauses(note: string): string[] {
  // "…training in Nov, pls mention", "pls say toolbox talks move to 7:15" (asides.ts).
  const out: string[] = asidesOf(note).flatMap((a) =>
    a.kind === 'tell' && a.text ? [a.text] : [],
  );
  for (const match of note.matchAll(REQUEST)) {
    const content = match[1]!.trim();
    if (CLAUSE.test(content)) out.push(content);
  }
  return [...new Set(out)];
}

const key = (text: string) =>
  expandShorthand(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The sentence a requested clause is told as: its own words, a capital and a stop. */
function requestSentence(text: string): string {
  return endSentence(upperFirst(text.trim()));
}

/**
 * The units of a note that are asks, each with its sentence, and the units left to the
 * notes. `requested` holds the clauses the raw note asked for (`requestedClauses`).
 */
export function asksOf(
  units: readonly Unit[],
  requested: readonly string[],
  subject?: string,
): { asks: Ask[]; rest: Unit[] } {
  const asks: Ask[] = [];
  const rest: Unit[] = [];
  const wanted = requested.map(key);
  // "takes over from Declan (his send-off is Sunday…)": told as typed, the person's verb
  // phrase takes the person as its subject, never a subjectless "Takes over…" (ADR 074).
  const said = (text: string) =>
    subject && opensWithPhrasalVerb(text) ? endSentence(withSubject(text, subject)) : text;
  // "Diolch Rhys!", "Gracias Ana": a line kept in the person's language speaks to them, with
  // the comma of an address (ADR 156).
  const spoken = (text: string) =>
    subject
      ? text.replace(
          new RegExp(
            String.raw`^(\p{Lu}[\p{L}'’-]*(?:\s+[\p{L}'’-]+)?)\s+(${escapeRegExp(subject)})(?=[.!]*$)`,
            'u',
          ),
          '$1, $2',
        )
      : text;
  for (const [at, unit] of units.entries()) {
    const k = key(unit.text);
    if (k && wanted.some((w) => w === k || (w.length > 12 && k.includes(w)))) {
      asks.push({ id: unit.id, text: said(spoken(requestSentence(unit.text))) });
      continue;
    }
    const event = eventSentence(unit.text);
    if (event) {
      asks.push({ id: unit.id, text: said(event) });
      // "The party is on Saturday at the stable. Please come!": the invitation goes with
      // the event it asks to, on either side of it typed.
      const invited = [units[at - 1], units[at + 1]].find(
        (u) => u && invitation(u.text) && !asks.some((a) => a.id === u.id),
      );
      if (invited) asks.push({ id: invited.id, text: endSentence(upperFirst(invited.text)) });
      continue;
    }
    rest.push(unit);
  }
  const told = new Set(asks.map((a) => a.id));
  return { asks, rest: rest.filter((u) => !told.has(u.id)) };
}

/**
 * "Please come!", "Hope to see you all there", "All welcome": an invitation that names no
 * event, only the one typed beside it; alone, before the event moved to the end, it asked
 * to nothing ("Please come." before the party, the readers of ea06).
 */
const INVITATION =
  /^(?:(?:please|do|pls|plz)\s+)*(?:(?:come|join us|come along|drop by|pop by|pop in|be there)(?:\s+(?:if you can|along|too|all))*|(?:(?:we\s+)?hope|hoping)\s+to\s+see\s+(?:you|everyone)(?:\s+all)?\s+there|see\s+you\s+(?:all\s+)?there|(?:all|everyone)(?:\s+(?:is|are))?\s+welcome)[\s.!]*$/iu;

function invitation(text: string): boolean {
  return INVITATION.test(withoutClosingEmoji(text).trim());
}

/**
 * The option with every ask told, before its closing lines (the tone's look ahead, its
 * invitation, its close), each as a sentence of its own, required (priority 0) so no length
 * cuts it; as a line of its own in the scannable post.
 */
export function withAsks(pieces: Piece[], story: Story, line = false): Piece[] {
  if (!story.asks.length) return pieces;
  const told = new Set(pieces.flatMap((p) => p.facts ?? []));
  const added: Piece[] = story.asks
    .filter((a) => !told.has(a.id))
    .map((a) => ({
      text: a.text,
      priority: 0,
      facts: [a.id],
      noAside: true,
      ...(line && { line }),
    }));
  let at = pieces.length;
  while (at > 1 && isClosing(pieces[at - 1]!)) at--;
  return [...pieces.slice(0, at), ...added, ...pieces.slice(at)];
}

const isClosing = (p: Piece) =>
  !!(p.closing || p.invite || p.ahead || p.tone || p.fillerLike) && !p.facts?.length;

/**
 * The pieces without any that says what an aside asked never to be written ("do NOT say
 * 'replacing'", "no 'flying high' puns"): the writer never writes it (ADR 061). A piece
 * the option needs (an ask) is never one: asks are the user's own words, the aside's aside.
 */
export function withoutAvoided(pieces: Piece[], words: readonly string[]): Piece[] {
  if (!words.length) return pieces;
  const said = words.map(
    (w) => new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(w)}(?![\p{L}\p{N}])`, 'iu'),
  );
  return pieces.filter((p) => !said.some((re) => re.test(p.text)));
}
