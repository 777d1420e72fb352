import { isLogistics } from '../logistics.ts';
import { takesEffect } from './prose.ts';
import { commaParts, tagsOf } from './phrases.ts';

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

/**
 * A clause of promotion details as the units it holds: a date typed alone after its lead is
 * cut from a handover or a process note typed beside it, at the comma between them ("from
 * 1.6, Pavel retiring…" → "from 1.6" and "Pavel is retiring…"); a handover is said as a
 * sentence. Only a comma outside brackets cuts, and only when one side is certainly when.
 */
export function detailClauses(clause: string, personWords: ReadonlySet<string>): string[] {
  const parts = commaParts(clause).filter(Boolean);
  const at = parts.findIndex((p) => takesEffect(p));
  const cut =
    parts.length < 2 || at < 0
      ? [clause]
      : at === 0
        ? [parts[0]!, parts.slice(1).join(', ')]
        : at === parts.length - 1
          ? [parts.slice(0, -1).join(', '), parts.at(-1)!]
          : [clause];
  // Only beside a clause read as a handover or as logistics: "eff. 1 march, reports to me"
  // cut in two left "Reports to me." with no subject.
  const rest = cut.find((c) => !takesEffect(c));
  const sure =
    cut.length === 2 && !!rest && (!!handoverSentence(rest, personWords) || isLogistics(rest));
  return (sure ? cut : [clause]).map((c) => handoverSentence(c, personWords) ?? c);
}
