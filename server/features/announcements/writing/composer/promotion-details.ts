import { typistSpeaks } from '../instructions.ts';
import { isLogistics } from '../logistics.ts';
import { DAYS_TYPED_SHORT } from '../shorthand.ts';
import { nlp } from './nlp.ts';
import { withoutOtherLanguageDay } from '../start-date.ts';
import {
  completedSentence,
  credentialHeld,
  dateSaid,
  firstPersonSentence,
  takesEffect,
} from './prose.ts';
import { asSubject, commaParts, endSentence, tagsOf, words } from './phrases.ts';

/**
 * What a clause of promotion details is (issue 21, ADR 075). Typed in one breath, the
 * details mix when the promotion takes effect, why the post is open, what earned it and how
 * the news came ("promo cycle results out, effective apr 1"; "from 1.6, Pavel retiring after
 * 31 yrs"). Pasted as one, they were a note under "What earned it:" that the tenth set's
 * readers graded C. Each clause is read apart, and only when its reading is certain:
 *
 * - when it takes effect: a date typed alone after its lead (`takesEffect`), its own unit,
 *   told under "Effective:"/"Starts:" and as "The promotion takes effect on …";
 * - a handover: someone else leaving the post ("Pavel retiring after 31 yrs", "Ana moving to
 *   open Polanco"), said as the sentence it is ("Pavel is retiring after 31 years."), so it
 *   is never under a label that says what the person earned;
 * - how the news came ("promo cycle results out"): logistics (logistics.ts), never posted.
 *
 * Anything else stays as typed.
 */

/** Someone else's move, typed as a name and a participle: "Pavel retiring", "Ana moving to …". */
const HANDOVER =
  /^(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)\s+((?:retiring|moving|leaving|relocating|transferring|stepping (?:down|back|aside)|moving on|heading off|off)\b.*)$/u;

const NOT_A_NAME = /^(?:she|he|they|we|i|you|it|this|that|there|everyone|team|staff)$/i;

/**
 * "Pavel retiring after 31 yrs" → "Pavel is retiring after 31 yrs": a note's handover as a
 * sentence about the one who leaves. Not the person's own name (that is a fact about them,
 * read as any other), nor a word that is no one's name.
 */
export function handoverSentence(
  clause: string,
  personWords: ReadonlySet<string>,
): string | undefined {
  const typed = HANDOVER.exec(clause.trim());
  if (!typed) return undefined;
  const name = typed[1]!.split(/\s+/);
  if (name.some((w) => personWords.has(w.toLowerCase()) || NOT_A_NAME.test(w))) return undefined;
  // "Sales moving to the 3rd floor": a plural noun is no one leaving a post.
  if (name.some((w) => tagsOf(w.toLowerCase()).includes('Plural'))) return undefined;
  // "off" needs where to: "Ana off to open Polanco", never "Ana off sick".
  if (/^off\b/i.test(typed[2]!) && !/^off to\b/i.test(typed[2]!)) return undefined;
  return `${typed[1]} is ${typed[2]}`;
}

/** "new role from 1/3", "new post from Monday": when, typed after the role it is about. */
const NEW_ROLE_FROM = /^new (?:role|post|position|job)\s+((?:from|starting|as of)\s+\S.*)$/i;

/** A day typed short ("mon", "thurs") or a day's ordinal dot ("1. april"). */
const DAY_TYPED_SHORT = new RegExp(
  String.raw`^(?:(?:${DAYS_TYPED_SHORT.join('|')})\.?(?:\s|$)|\d{1,2}\.\s)`,
  'i',
);

/**
 * "starts mon" → "starts Monday", "from 1. april" → "from 1 April": a start typed with its day
 * short is told with the day as the start date reads it (`takesEffect`, ADR 091), in every
 * option, not only the scannable post's "Starts:" line.
 */
function daySaid(typed: string): string {
  const clause = effectiveInEnglish(typed);
  const effect = takesEffect(clause);
  if (!effect) return clause;
  const date = clause
    .trim()
    .replace(/[.!]+$/, '')
    .slice(effect.lead.length)
    .replace(/^\s+(?:on\s+)?/i, '');
  return DAY_TYPED_SHORT.test(date) ? `${effect.lead} ${effect.when}` : clause;
}

/** "effective from 1 Dec / od 1. prosince": a lead, then a date typed in two languages. */
const EFFECTIVE_PAIR = /^(effective|as of|from|starting)\s+(?:from\s+)?(\S.*\/.*)$/i;

/** "effective next roster (Dec)": a roster or pay period named by the month it starts. */
const ROSTER_OF_MONTH =
  /^(?:effective|as of|from|starting)\s+(?:from\s+)?(?:the\s+)?(?:next\s+)?(roster|rota|schedule|pay period|pay cycle|payroll)\s*\(\s*(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*\)[.!]*$/i;

/**
 * When a promotion takes effect, typed as a reader would not post it, said as they would (ADR
 * 116, amended): "effective from 1 Dec / od 1. prosince" keeps the English side (the start
 * date's pair reader, `withoutOtherLanguageDay`), "effective next roster (Dec)" is "from the
 * December roster". Anything else is returned as typed.
 */
function effectiveInEnglish(clause: string): string {
  const text = clause.trim();
  const roster = ROSTER_OF_MONTH.exec(text);
  if (roster) {
    const month = dateSaid(roster[2]!);
    return `from the ${month} ${roster[1]!.toLowerCase()}`;
  }
  const pair = EFFECTIVE_PAIR.exec(text);
  if (!pair) return clause;
  const english = withoutOtherLanguageDay(pair[2]!);
  const told = `${pair[1]} ${english}`;
  return english !== pair[2]!.trim() && takesEffect(told) ? told : clause;
}

/**
 * A line of promotion details whose tail is when it takes effect typed in two languages ("ran
 * nights. effective from 1 Dec / od 1. prosince"), read before the line is cut into sentences:
 * the other language's ordinal stop ("1.") would otherwise end a sentence.
 */
export function effectiveLineInEnglish(line: string): string {
  const at = /\b(?:effective|as of|starting|from)\s+(?:from\s+)?[^/()]{1,25}\s\/\s/i.exec(line);
  if (!at) return line;
  const tail = line.slice(at.index).replace(/[.!]+$/, '');
  const told = effectiveInEnglish(tail);
  return told === tail ? line : `${line.slice(0, at.index)}${told}`;
}

/** "…for all four depots effective 4 Jan", "…by a third - effective 1/4": when, after a deed. */
const GLUED_EFFECTIVE =
  /^(.*?\S)\s*(?:,\s*|\s[-–—]\s+|\s)((?:effective|eff\.?)\s+(?:from\s+)?\S[^,;:()]{0,25})$/i;

const PAST_AS_PRESENT = /^(?:cut|set|put|hit|split|shut|spread|reset|upset|beat)$/i;

/** A deed typed as its past verb ("Rebuilt…", "led…", "took over…"): the person's sentence. */
function isDeed(clause: string): boolean {
  const first = words(clause)[0];
  if (!first || !/^\p{L}+$/u.test(first)) return false;
  // "Cut missed pickups by a third": a past the same as its present, read as past at the start.
  // "Trained…": alone, the tagger reads an "-ed" word as an adjective.
  return (
    PAST_AS_PRESENT.test(first) ||
    /^\p{L}{3,}ed$/u.test(first) ||
    tagsOf(first.toLowerCase()).includes('PastTense')
  );
}

/**
 * "Rebuilt the winter rota, effective 4th January": when the promotion takes effect, typed at
 * the end of a deed, is told on its own ("The promotion takes effect on 4th January.", the
 * "Effective:" line) and the deed as the person's. Glued, the options said "Halvard rebuilt
 * the winter rota, effective 4th January", which readers cut in two (ADR 124).
 */
function deedThenEffective(clause: string): [string, string] | undefined {
  const glued = GLUED_EFFECTIVE.exec(clause.trim().replace(/[.!]+$/, ''));
  if (!glued) return undefined;
  const when = daySaid(glued[2]!.replace(/^(effective|eff\.?)\s+from\s+/i, '$1 '));
  return (isDeed(glued[1]!) || resultOfItsOwn(glued[1]!)) && takesEffect(when)
    ? [glued[1]!, when]
    : undefined;
}

/** A decision about the promotion itself, whose "effective" is its own. */
const DECIDED =
  /\b(?:approv|confirm|ratif|endors|agreed|signed off|decided|voted|announc)\w*\b|\b(?:promotion|appointment|move|decision)\b/i;

/**
 * "ice passed the homologation check on first try, effective this week": a result with a
 * subject of its own and its past verb. The when after it is the promotion's, never the
 * result's; glued, it read "Ice passed the check…, effective this week", the result dated by
 * the promotion (issue 21, ADR 192).
 */
function resultOfItsOwn(clause: string): boolean {
  // "the board approved the appointment, effective 1 March": the decision and its day are
  // one fact, told together (ADR 188).
  if (DECIDED.test(clause)) return false;
  const terms = (nlp()(clause).json() as { terms: { text: string; tags: string[] }[] }[]).flatMap(
    (s) => s.terms,
  );
  const verb = terms.findIndex(
    (t, i) => i > 0 && t.tags.includes('PastTense') && !t.tags.includes('Adjective'),
  );
  return (
    verb > 0 && verb <= 4 && terms.slice(0, verb).every((t) => !t.tags.includes('Preposition'))
  );
}

/** "he'll manage 6 mechanics", "she will lead nights": a sentence with its own subject. */
const OWN_PRONOUN = /^(?:he|she|they)(?:'ll|’ll|\s+will)\s+\p{Ll}/iu;

/**
 * A clause of promotion details as the units it holds: a date typed alone after its lead is
 * cut from a handover or a process note typed beside it, at the comma between them ("from
 * 1.6, Pavel retiring…" → "from 1.6" and "Pavel is retiring…"); a handover is said as a
 * sentence. Only a comma outside brackets cuts, and only when one side is certainly when.
 */
export function detailClauses(clause: string, personWords: ReadonlySet<string>): string[] {
  const deed = deedThenEffective(clause);
  if (deed) return deed;
  // "new role from 1/3": the role is the news, the rest when it takes effect (ADR 088).
  const parts = commaParts(clause)
    .filter(Boolean)
    .map((p) => {
      const typed = NEW_ROLE_FROM.exec(p);
      return daySaid(typed && takesEffect(typed[1]!) ? typed[1]! : p);
    });
  const at = parts.findIndex((p) => takesEffect(p));
  const cut =
    parts.length < 2 || at < 0
      ? [clause]
      : at === 0
        ? [parts[0]!, parts.slice(1).join(', ')]
        : at === parts.length - 1
          ? [parts.slice(0, -1).join(', '), parts.at(-1)!]
          : [clause];
  if (parts.length === 1 && parts[0] !== clause.trim() && takesEffect(parts[0]!)) return parts;
  // Time served typed before what was done in it ("7 yrs, trained 20+ operators"): two facts,
  // cut at their comma, so the time is told as when (ADR 088) and the deed as the person's.
  if (parts.length === 2 && servedFor(parts[0]!) && /^\p{Ll}+ed\b/u.test(parts[1]!))
    return [parts[0]!, parts[1]!];
  // "licensed master baker, 12 years baking here": a credential held and time served, in
  // either order, are two facts; as one they were "…to Head Baker, for licensed master
  // baker, 12 years…" (ADR 191).
  if (
    parts.length === 2 &&
    ((servedFor(parts[0]!) && credentialHeld(parts[1]!)) ||
      (servedFor(parts[1]!) && credentialHeld(parts[0]!)))
  )
    return [parts[0]!, parts[1]!];
  // "acting DFC since march, now confirmed": the promotion is the confirmation; the time
  // acting is told as the person's ("Farhana has been acting DFC since March."), never
  // "Farhana now confirmed." (the fourteenth set's qp13).
  if (parts.length === 2 && ACTING.test(parts[0]!) && CONFIRMED.test(parts[1]!))
    return [`has been ${parts[0]!.trim()}`];
  // "top performer 6 mos running, avg handle time down 22%, already trains…": a title held
  // typed first, then more notes: each is a fact of its own, said in the frame its words
  // allow, never pasted whole as one sentence (the fourteenth set's qp06).
  if (parts.length >= 3 && parts.length <= 4 && HELD.test(parts[0]!.replace(/[.!]+$/, '')))
    return parts;
  // Only beside a clause read as a handover or as logistics: "eff. 1 march, reports to me"
  // cut in two left "Reports to me." with no subject.
  const rest = cut.find((c) => !takesEffect(c));
  const sure =
    cut.length === 2 &&
    !!rest &&
    (!!handoverSentence(rest, personWords) || isLogistics(rest) || OWN_PRONOUN.test(rest));
  return (sure ? cut : [clause]).map((c) => handoverSentence(c, personWords) ?? c);
}

const SPAN = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s*|-)(years?|yrs?|months?|mos?|weeks?|wks?|quarters?|qtrs?|seasons?)\.?`;
const spanSaid = (count: string, unit: string) => {
  const one = /^(?:1|one)$/i.test(count);
  const said = /^y/i.test(unit)
    ? 'year'
    : /^mo/i.test(unit)
      ? 'month'
      : /^w/i.test(unit)
        ? 'week'
        : /^q/i.test(unit)
          ? 'quarter'
          : 'season';
  return `${count} ${said}${one ? '' : 's'}`;
};

/**
 * "3 yrs", "7 yrs w/ resort", "12 yrs in urgencias with us", "6,800 flight hrs": time served,
 * typed as a count and nothing that says what was done in it. Said as when the news comes,
 * "after 3 years" (ADR 088): "The promotion follows 3 years" read as a misreading, and a
 * bare duration after the news's colon as a pasted note (the eleventh set's readers). Where
 * it was served is kept as typed; nothing is added ("with us" only when typed).
 */
const SERVED = new RegExp(
  String.raw`^(?:${SPAN}|([\d][\d,.]*\+?)\s+(flight|flying|sea|driving)\s+(?:hours?|hrs?)\.?)(\s+(?:with|w/|at|in|on)\s+[^,;:()\d]{1,40})?$`,
  'iu',
);

export function servedFor(clause: string): string | undefined {
  // "18 yrs service", "18 years of service": time served that names itself, said "after 18
  // years of service" ("The promotion follows 18 years of service" read as a misreading).
  const trimmed = clause.trim().replace(/[.!]+$/, '');
  const spent = spentOn(trimmed);
  if (spent) return spent;
  const service = /\s+(?:of\s+)?(service|tenure)$/i.exec(trimmed);
  const typed = SERVED.exec(service ? trimmed.slice(0, service.index) : trimmed);
  if (!typed) return undefined;
  if (service && !typed[1]) return undefined;
  const span = typed[1]
    ? spanSaid(typed[1], typed[2]!)
    : `${typed[3]} ${typed[4]!.toLowerCase()} hours`;
  // "7 yrs at the wheel room then painting": a road from one place to the next, its "then"
  // after a comma as a reader writes it (ADR 193).
  const where = (typed[5] ?? '').replace(/\bw\/\s*/i, 'with ').replace(/,?\s+then\s+/i, ', then ');
  // "3 months" alone says no time served worth a promotion: only years, seasons (a festival's,
  // a club's: "The promotion follows 2 seasons." read as a template, ADR 117) or hours.
  if (typed[1] && !/^(?:y|s)/i.test(typed[2]!)) return undefined;
  return `after ${span}${service ? ` of ${service[1]!.toLowerCase()}` : ''}${where}`;
}

/** "22 years rolling", "9 yrs nursing on the ward": time spent and the work it was spent on. */
const SPENT_ON = new RegExp(
  String.raw`^${SPAN}\s+(\p{Ll}+ing)((?:\s+[\p{Ll}][\p{L}'’-]*){0,4})$`,
  'iu',
);

/**
 * "22 years rolling" → "after 22 years of rolling": time served typed with the work it was
 * spent on, said with "of" (ADR 191). Pasted alone it was "22 years rolling.", no sentence.
 * Only years or seasons, a word the lexicon reads as a verb's -ing form and never "running"
 * or "straight" (a title held "3 years running" is another shape); undefined otherwise.
 */
function spentOn(trimmed: string): string | undefined {
  const m = SPENT_ON.exec(trimmed);
  if (!m || !/^(?:y|s)/i.test(m[2]!)) return undefined;
  const work = m[3]!.toLowerCase();
  if (/^(?:running|standing|straight|during|including|according)$/.test(work)) return undefined;
  // "rolling" alone the tagger may leave untagged: its stem ("roll") tells it is a verb's.
  const stem = work.slice(0, -3);
  const verbs = [work, stem, `${stem}e`, stem.replace(/(\p{Ll})\1$/u, '$1')];
  if (!verbs.some((w) => tagsOf(w).some((t) => t === 'Gerund' || t === 'Verb'))) return undefined;
  return `after ${spanSaid(m[1]!, m[2]!)} of ${work}${m[4] ?? ''}`;
}

/** "picker", "RM", "salesperson": a word that names who someone is. */
function namesPerson(word: string): boolean {
  return (
    /^(?:\p{Lu}{2,4}|\p{L}+(?:er|or|ist|ista|ian|ee|person|man|woman|rep|lead|sup))$/u.test(word) ||
    tagsOf(word.toLowerCase()).includes('Actor')
  );
}

/** "top picker 8 months straight", "best RM in the region 3 yrs running": a title held. */
const HELD = new RegExp(
  String.raw`^(top|best|number one|no\.?\s?1|#1)\s+([\p{L}][\p{L}'’-]*)((?:\s+(?:in|on|at|of)\s+(?:the|our|her|his|their)\s+[\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*)?)?)\s+(?:for\s+)?${SPAN}\s+(straight|running|in a row)$`,
  'iu',
);

/**
 * "heat consumption down 35 kcal/kg clinker", "avg handle time down 22%": a measure that moved,
 * typed without its verb. Said with only "is" (or "are") added: "Heat consumption is down 35
 * kcal/kg clinker." Pasted as typed, after the news's colon or alone, the fourteenth set's
 * readers read it as a pasted note (qp06, qp16). Whose measure it is stays as typed.
 */
const CHANGE =
  /^((?:avg |average |the |our |her |his |their )?\p{L}[\p{L}-]*(?: [\p{L}][\p{L}-]*){0,3}) (down|up) (?:by )?(\d[\d.,]*\s*(?:%|[\p{L}]+(?:\/[\p{L}]+)*(?: [\p{L}]+)?)?)$/iu;

/** "returns down by half", "complaints down by a third": a measure that moved by a share. */
const SHARE_CHANGE =
  /^((?:avg |average |the |our |her |his |their )?\p{L}[\p{L}-]*(?: [\p{L}][\p{L}-]*){0,3}) (down|up) (by (?:half|a half|a third|a quarter|a fifth|a tenth|two thirds|three quarters))$/iu;

/** A figure as typed in a change: "88%", "£40k", a unit typed onto it ("2t", "12kg"). */
const FIGURE_TYPED = String.raw`[£$€]?\d[\d.,]*(?:\s*(?:%|[kmb]\b)|\p{Ll}{1,3}(?![\p{L}\p{N}]))?`;

/**
 * "fleet uptime from 88% to 97% in 6 months": a measure and the figures it moved between,
 * typed with no verb. Said with "went", the one verb that adds nothing ("Fleet uptime went
 * from 88% to 97% in 6 months."), as readers rewrote it (ADR 123). A label's colon and what
 * the figures count are the line's own: "budget: 40k → 28k" and "output 2t → 6.5t dried
 * larvae/month" are "Budget went from 40k to 28k", "Output went from 2t to 6.5t dried
 * larvae/month", never a sentence with no verb (ADR 152).
 */
const FROM_TO = new RegExp(
  String.raw`^((?:avg |average |the |our |her |his |their )?\p{L}[\p{L}-]*(?: [\p{L}][\p{L}-]*){0,3}):? from (${FIGURE_TYPED}) to (${FIGURE_TYPED})((?: [^,;:()]{1,40})?)$`,
  'iu',
);

/** "got costs", "cut returns": a past verb typed first, the tagger's or spelled as its base. */
const verbFirst = (what: string) => {
  const first = words(what)[0]!.toLowerCase();
  if (SAME_AS_BASE.test(first)) return true;
  // "headcount": read alone a noun and no verb, a measure whatever "she headcount" tags.
  const alone = tagsOf(first);
  if (alone.includes('Noun') && !alone.includes('Verb')) return false;
  return tagsAfterPronoun(first).includes('PastTense');
};
const SAME_AS_BASE = /^(?:cut|set|put|shut|spread|hit|let)$/;

/** "budget: from 40k to 28k" → "Budget went from 40k to 28k.", else undefined (ADR 152). */
export function spanSentence(text: string): string | undefined {
  if (typistSpeaks(text)) return undefined;
  const span = FROM_TO.exec(text.trim().replace(/[.!]+$/, ''));
  if (!span || verbFirst(span[1]!)) return undefined;
  // "sales up from 4 to 9": the direction typed is the verb's ("Sales went up from…"); "went"
  // before it read "Sales up went from 4 to 9".
  const [, measure, direction] = /^(.*?)(?:\s+(up|down))?$/iu.exec(span[1]!)!;
  return endSentence(
    `${measure!.charAt(0).toUpperCase()}${measure!.slice(1)} went ${direction ? `${direction.toLowerCase()} ` : ''}from ${span[2]!.trim()} to ${span[3]!.trim()}${span[4] ?? ''}`,
  );
}

export function changeSentence(text: string): string | undefined {
  if (typistSpeaks(text)) return undefined;
  const span = spanSentence(text);
  if (span) return span;
  const typed = CHANGE.exec(text) ?? SHARE_CHANGE.exec(text);
  if (!typed) return undefined;
  const what = typed[1]!;
  // "output at Laureles": the noun before a preposition is the one the verb agrees with.
  const last = words(what.split(/\s(?:at|in|of|on|for|per|across)\s/iu)[0]!).at(-1) ?? '';
  // A verb typed first ("got costs down 10%", "brought scrap down 8%") is a deed: not a measure.
  if (verbFirst(what)) return undefined;
  const verb = /[^s]s$/iu.test(last) ? 'are' : 'is';
  return endSentence(
    `${what.charAt(0).toUpperCase()}${what.slice(1)} ${verb} ${typed[2]!.toLowerCase()} ${typed[3]}`,
  );
}

/** "14 times to EBC": a count of visits, with where to. */
const TIMES_TO =
  /^(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve)\+?\s+times\s+to\s+((?:the\s+)?[\p{L}\d][\p{L}\d'’ -]{0,40})$/iu;

/** "acting DFC since march": the new role held before it was confirmed. */
const ACTING = /^acting\s+(\S.{0,40}?)\s+(?:since|from)\s+([^,;:()]{2,30}?)\s*[.!]*$/iu;
const CONFIRMED =
  /^(?:and\s+)?(?:now\s+|finally\s+)?(?:confirmed|official|permanent|made permanent)(?:\s+in (?:the )?(?:role|post|position))?\s*[.!]*$/iu;

/** Whether a clause is a title held for a span: "top performer 6 months running". */
export const titleHeld = (clause: string) => HELD.test(clause.trim().replace(/[.!]+$/, ''));

/** "salesperson of the year 2025": a title earned, with its year. */
const TITLE_OF =
  /^([\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*)?\s+of the (?:year|month|season|quarter))\s+((?:19|20)\d{2})$/iu;

/**
 * A promotion detail that is a title held, a title earned or a first, said as the one
 * sentence its words allow (ADR 088), with the person's name as subject and only "has been",
 * "was" or "is the" added: "top picker 8 months straight" → "DeShawn has been top picker for
 * 8 months straight."; "first woman pit sup on this site" → "Leanne is the first woman pit sup
 * on this site." (a first is read where every note's is, `firstPersonSentence`). Glued after
 * the news's colon these were the twelfth set's top C reason. Undefined for anything else:
 * the safe form stays.
 */
export function earnedSentence(
  clause: string,
  who: string,
  { first: firsts = true } = {},
): string | undefined {
  const text = clause.trim().replace(/[.!]+$/, '');
  const deed = deedSentence(text, who);
  if (deed) return deed;
  if (/[;:()\n•,]|\s[-–—]\s/.test(text)) return undefined;
  const subject = asSubject(who);
  const held = HELD.exec(text);
  if (held && namesPerson(held[2]!))
    return endSentence(
      `${subject} has been ${held[1]!.toLowerCase()} ${held[2]}${held[3]} for ${spanSaid(held[4]!, held[5]!)} ${held[6]!.toLowerCase()}`,
    );
  const change = changeSentence(text) ?? completedSentence(text, subject);
  if (change) return change;
  // "14 times to EBC", "3 times to the final": how often the person has been there, said
  // as such ("The promotion follows 14 times to EBC." was C to the fifteenth set, ADR 117).
  const times = TIMES_TO.exec(text);
  if (times && words(text).length <= 8)
    return endSentence(`${subject} has been to ${times[2]} ${times[1]} times`);
  const acting = ACTING.exec(text);
  if (acting) return endSentence(`${subject} has been acting ${acting[1]} since ${acting[2]}`);
  const title = TITLE_OF.exec(text);
  if (title && namesPerson(words(title[1]!)[0]!))
    return endSentence(
      `${subject} was ${title[1]!.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())} ${title[2]}`,
    );
  return firsts ? firstPersonSentence(text, subject) : undefined;
}

/** Every frame ADR 088 may say a clause in, for the twin check (checks/option-checks.ts). */
export function promotionDetailFrames(clause: string, who: string): string[] {
  return [earnedSentence(clause, who), servedFor(clause)].filter((s) => s !== undefined);
}

/** "promoted w/ tenure", "qualified ICAG": a participle that may be said of the person. */
const SAID_OF =
  /^(?:promoted|appointed|named|awarded|elected|selected|hired|qualified|certified|licensed|given|made|recognised|recognized|nominated|shortlisted|based|known|seconded)$/i;

/** How the tagger reads a word after "she": "directed" a past verb, "mentors" a noun. */
function tagsAfterPronoun(word: string): readonly string[] {
  const doc = nlp()(`she ${word} it`) as unknown as { docs: { tags: Set<string> }[][] };
  return [...(doc.docs[0]?.[1]?.tags ?? [])];
}

/** What opens a verb's object: an article, a possessive, a figure. */
const DEED_OBJECT = /^(?:the|a|an|her|his|their|our|its|every|each|all|both|\d)/i;

/**
 * "directed the revival (sold out 6 wks)", "supervises 7 PhD students": a deed typed verb
 * first, which the notes reader left a fragment, said with the person as subject (ADR 088),
 * the note's words kept. Only a verb the tagger reads as past or as the -s present after
 * "she", never a participle that may say what was done to the person ("promoted w/ tenure").
 */
function deedSentence(text: string, who: string): string | undefined {
  if (/[;:\n•]|\s[-–—]\s/.test(text)) return undefined;
  // "now reports to me, team of 6": in the typist's own voice with a note after it, the
  // reading is unsure; the scannable post lists it as typed.
  if (typistSpeaks(text) && text.includes(',')) return undefined;
  // "already trains all the new starters": an adverb before the verb is the note's own word.
  const lead = /^(?:already|now|also|still|even)\s+/iu.exec(text)?.[0] ?? '';
  const [first = '', ...rest] = words(text.slice(lead.length));
  if (!rest.length || !/^\p{Ll}+$/u.test(first) || SAID_OF.test(first)) return undefined;
  // "riders love her routes", "changeovers under 12 min": a word only a noun alone ("crew"
  // reads as crow's past only after "she") is the note's own subject or a thing, not the
  // person's verb, unless an object follows it ("fields the calls"). "Marta riders love her
  // routes" was garbled to the fifteenth set's readers (ADR 117).
  const alone = tagsOf(first);
  if (alone.includes('Noun') && !alone.includes('Verb') && !DEED_OBJECT.test(rest[0]!))
    return undefined;
  const tags = tagsAfterPronoun(first);
  const verb =
    tags.includes('Verb') &&
    (tags.includes('PastTense') || (tags.includes('PresentTense') && /[^s]s$/.test(first))) &&
    !tags.includes('Infinitive') &&
    !tags.includes('Gerund');
  return verb ? endSentence(`${asSubject(who)} ${text}`) : undefined;
}
