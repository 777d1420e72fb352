import { COUNT_CHANGE, nounPhrase, pluralCompound, POSITION } from './notes.ts';
import { commaParts, isAcronym, tagsOf, words } from './phrases.ts';

/**
 * Where a note's words may go (ADR 054): a sentence about the person stays a sentence; an
 * item goes inside a sentence of the writer's only when the parse is sure what it is;
 * anything else is told where a fragment belongs, after a label in the scannable post.
 * These are the composer's certainty tests; the frames that use them live in forms.ts.
 */

/**
 * Prepositions that make an item a clause about the person rather than a thing they know:
 * "big on safety", "opinions about tabs vs spaces", "zero RIDDORs on last 2 jobs".
 */
const RELATION = /\b(?:about|on|at|with|to|like|than|for|from|into|since|by)\b/i;

/** Words that are never part of a skill: a hedge, a laugh, an aside. */
const ASIDE = /\b(?:obviously|apparently|lol|haha|probably|maybe|honestly|basically|literally)\b/i;

/**
 * "lean", "agile": a way of working typed alone in a skills list is the method ("Lean", "Agile"),
 * not the person's state; told as one it read "specialises in WMS rollout and rostering and is
 * lean", and the scannable post left the list without its "Expertise:" label (op04, ADR 100).
 */
const METHOD = /^(?:lean|agile)$/i;

/**
 * Whether an item can be the object of "brings expertise in" / "enjoys": a short noun
 * phrase, no clause, no second list inside it ("Zaatari and Azraq"), no aside, and no
 * slash between phrases ("Arabic/English/some French"; "HPLC/LC-MS" is one name).
 */
export function certainThing(item: string): boolean {
  const typed = item.trim().replace(/[.!]+$/, '');
  // "netball (goal defence)": a pastime with the place played in it, bracketed by the reader.
  const played = /^(.+?) \(([^()]+)\)$/.exec(typed);
  const text = played && POSITION.test(played[2]!) ? played[1]! : typed;
  const list = words(text);
  if (!list.length || list.length > 5) return false;
  if (/\s(?:and|&|or)\s|[;:()!?]/.test(text) || ASIDE.test(text) || RELATION.test(text))
    return false;
  // "Arabic/English/some French": a slash before a quantifier splits phrases, not a name.
  if (/\/(?:some|basic|a|the|fluent|conversational|little)\s/i.test(text)) return false;
  // "big", "keen", "really": a lone adjective or adverb is no thing; any other single word in a
  // typed list is a thing ("go", "k8s", "crosswords").
  const first = tagsOf(list[0]!.toLowerCase());
  if (list.length === 1)
    return (
      METHOD.test(text) ||
      !((first.includes('Adjective') || first.includes('Adverb')) && !first.includes('Noun'))
    );
  if (nounPhrase(text) || pluralCompound(text) || acronymKind(list)) return true;
  // "scheduling volunteers", "training new starters": a gerund and its object name an activity,
  // which "specialises in" and "enjoys" take as they take a noun.
  if (/ing$/i.test(list[0]!) && first.includes('Gerund') && list.length <= 3) return true;
  // "payments infra", "usability testing": a short item of a typed list whose ends are no
  // verb and no state is a thing, even where the tagger does not know a word.
  const last = tagsOf(list.at(-1)!.toLowerCase());
  const verb = (tags: readonly string[]) =>
    (tags.includes('PresentTense') || tags.includes('PastTense')) && !tags.includes('Noun');
  // "distributed systems", "applied ML": a participle before a noun describes it.
  return (
    list.length <= 3 &&
    !(first.includes('PresentTense') && !first.includes('Noun')) &&
    !verb(last) &&
    !(last.includes('Adjective') && !last.includes('Noun'))
  );
}

/**
 * "LED retrofits", "PET recycling": an acronym names the kind of thing that follows, whatever
 * the tagger makes of the acronym's letters ("led") or of the noun ("retrofits" as a verb).
 * Not "PE licensed": a participle or an adjective after it says a state.
 */
function acronymKind(list: readonly string[]): boolean {
  if (list.length < 2 || list.length > 3 || !isAcronym(list[0]!)) return false;
  const last = list.at(-1)!.toLowerCase();
  const tags = tagsOf(last);
  return !/(?:ed|en)$/.test(last) && !(tags.includes('Adjective') && !tags.includes('Noun'));
}

/**
 * A unit the parse is sure is things: each item of its typed list, or each part of one
 * phrase joined with "and" ("diary studies and usability testing").
 */
export function certainThings(unit: { text: string; items?: readonly string[] }): boolean {
  if (unit.items) return unit.items.every(certainThing);
  return unit.text.split(/,\s*|\s+(?:and|&)\s+/).every(certainThing);
}

const VERB_START = (word: string) => {
  const tags = tagsOf(word.toLowerCase());
  // "…, saving 18%": a participle after a comma describes the clause before it.
  if (/ing$/i.test(word) || tags.includes('Gerund')) return false;
  return (
    (tags.includes('PresentTense') || tags.includes('PastTense')) &&
    !tags.includes('Plural') &&
    !tags.includes('Adjective')
  );
};

/** A subject of a word or two, then the verb of its change: "waste went from", "scrap fell by". */
const OWN_CHANGE =
  /^\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?\s(?:went|grew|rose|fell|dropped|jumped|climbed|doubled|tripled|halved|shrank|sank)\b/iu;

/**
 * A verb phrase typed as a comma list ("plays bass in a metal band, has a 3 legged dog"):
 * its parts, when each opens with a finite verb, to be joined with "and". Undefined when the
 * parse is unsure (the unit is then told as typed, whole).
 */
export function predicateParts(text: string): string[] | undefined {
  const parts = commaParts(text)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return undefined;
  // "started the reading club, went from 6 kids to 80 regulars": a count that changed is
  // the thing's just named, not the person's; split and joined with "and", the person grew
  // (the thirteenth set's op02, ADR 097). The note stays as typed.
  if (parts.slice(1).some((p) => COUNT_CHANGE.test(p))) return undefined;
  // "…after the new comal came in, waste went from 6% to 2%": a measure with its own change
  // verb is a clause of its own, never the person's verb phrase ("and waste went…", ADR 192).
  if (parts.slice(1).some((p) => OWN_CHANGE.test(p))) return undefined;
  return parts.every((p) => VERB_START(words(p)[0] ?? '')) ? parts : undefined;
}

const CREDENTIAL = new RegExp(
  String.raw`^((?:[\p{L}\p{N}&/+'’.-]+\s+){1,5}(licen[cs]es?|certificates?|certs?|certifications?|tickets?|qualifications?|permits?))(?:\s*[,:;]\s*|\s+[-–—]\s+)?(.*?)[.!]*$`,
  'iu',
);

/** Words a credential's name never opens with: a verb's subject or a determiner of a story. */
const NOT_A_CREDENTIAL_START =
  /^(?:i|he|she|they|we|you|it|this|that|there|who|failed|lost|passed|got|has|had|was|is|once|never|still|nearly)$/i;

/** A ticket one buys, never one earns: "a parking ticket", "Glastonbury tickets". */
const NOT_A_CREDENTIAL =
  /\b(?:parking|speeding|lottery|raffle|golden|concert|gig|train|bus|plane|flight|return|season|festival|final|match|cinema|theatre|fishing permit)\s+tickets?$/i;
/**
 * "city permits", "building permits": permits a public body grants, plural, are what the
 * person knows how to get, never a thing held ("Deshawn holds city permits.", ADR 137).
 */
const PERMITS_KNOWN =
  /\b(?:city|council|municipal|building|planning|event|events|film|filming|road|street|highway|state|federal|county|local|environmental|construction|works)\s+permits$/i;

export interface Credential {
  /** "FLT licence", "full UK driving licence". */
  name: string;
  /** What it covers, as typed after it: "counterbalance and reach". */
  covers?: string;
}

/**
 * "FLT licence, counterbalance + reach", "IPAF ticket", "NEBOSH cert": a licence, a ticket or
 * a qualification typed as a fun fact or a hobby is neither; "Fun fact: FLT licence and
 * counterbalance and reach" read as a form pasted (the twelfth set's nw20, ADR 087). Told as
 * what it is, a thing the person holds, with what it covers in brackets. Only a short noun
 * phrase that ends in the credential's own word, and what it covers no clause of its own:
 * "failed her driving test licence 3 times" is a story, undefined.
 */
export function credentialOf(text: string): Credential | undefined {
  const match = CREDENTIAL.exec(text.replace(/\s+/g, ' ').trim());
  if (!match) return undefined;
  const [, name, , rest] = match as unknown as [string, string, string, string];
  const first = words(name)[0] ?? '';
  const tags = tagsOf(first.toLowerCase());
  if (NOT_A_CREDENTIAL_START.test(first) || NOT_A_CREDENTIAL.test(name) || PERMITS_KNOWN.test(name))
    return undefined;
  // "renewed my HGV licence" is a story; "boat licence" names the licence by its kind, whatever
  // the tagger makes of "boat" alone (ADR 125).
  const kindOnly = words(name).length === 2 && !/ed$/i.test(first);
  if (
    !kindOnly &&
    (tags.includes('PastTense') || tags.includes('PresentTense')) &&
    !tags.includes('Noun')
  )
    return undefined;
  // "RIB driving licence (cat. B)", "HGV licence (class 1)": a class or a category in brackets
  // is part of the licence's name, never what it covers as a clause (ADR 161).
  if (
    /^\([^()]{1,24}\)$/.test(rest.trim()) &&
    !/[.!?;:]\s*\S/.test(rest.replace(/\b\p{L}{1,4}\./gu, ''))
  )
    return { name: `${name.trim()} ${rest.trim()}` };
  const covers = rest.trim().replace(/^(?:for|covering|incl(?:uding|\.)?)\s+/i, '');
  if (
    covers &&
    (words(covers).length > 8 || /[.!?;:()]/.test(covers) || !certainThings({ text: covers }))
  )
    return undefined;
  return { name: name.trim(), ...(covers && { covers }) };
}
