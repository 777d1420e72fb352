import { EMOJI, upperFirst } from '#domain/text.ts';
import { isMonth } from '#domain/months.ts';
import { LANGUAGE_QUALIFIER, SPELLED_AS_SPOKEN } from '../language-names.ts';
import { LANGUAGES, properWords, TONGUES_ALSO_WORDS } from '../proper-nouns.ts';
import { expandLanguageShorthand } from '../shorthand.ts';

/**
 * Notation a user types in a note and a reader would rewrite before posting (ADR 060): a
 * list of languages typed with semicolons or slashes, an aside to the writer in brackets
 * ("(be nice)"), a month typed in lower case after a word that dates it. Each rule is
 * certain or not applied; a word the rules do not know stays as typed, and no fact (a
 * figure, a name, a unit) is changed or dropped.
 */

const LANGUAGE_NAMES = new Map(
  [...LANGUAGES, 'English', 'Polish'].map(
    (l) => [l.toLowerCase(), SPELLED_AS_SPOKEN.get(l.toLowerCase()) ?? l] as const,
  ),
);
const languageOf = (word: string): string | undefined => LANGUAGE_NAMES.get(word.toLowerCase());

/** How well, before a language in a run: "some French", "basic Arabic" (lower case, as typed). */
const RUN_QUALIFIER = String.raw`(?:(?:some|basic|fluent|native|conversational|working|rusty|passable|intermediate|advanced|elementary|limited|a little bit of|a little|a bit of)\s+)?`;
const LANGUAGE_RUN = new RegExp(
  String.raw`(?<![\p{L}\p{N}@./#_-])${RUN_QUALIFIER}\p{L}+(?:\s*(?:[;,/]|,?\s+(?:and|\+|&))\s*${RUN_QUALIFIER}\p{L}+)+(?![\p{L}\p{N}])`,
  'gu',
);

const LANGUAGE_WORD = String.raw`(?:${[...LANGUAGE_NAMES.values()].join('|')})`;
const JOINED_LANGUAGES = new RegExp(
  String.raw`\b${LANGUAGE_WORD}(?:,\s+${LANGUAGE_WORD})*,?\s+and\s+${LANGUAGE_WORD}\b`,
  'u',
);

/**
 * "speaks Tamil, Hindi and English, which is handy…": a note holding a list of languages
 * joined as English joins it is one clause; its commas are the list's, never a typed list
 * of the note's own (ADR 087).
 */
export const holdsLanguageList = (text: string): boolean => JOINED_LANGUAGES.test(text);

/**
 * "Setswana/isiZulu/English", "spanish + english": an item that is only languages, each
 * one the list knows, as English names them; undefined for anything else ("Spanish/ops").
 */
export function languagesIn(item: string): string[] | undefined {
  const pieces = expandLanguageShorthand(item)
    .trim()
    .replace(/[.!]+$/, '')
    .split(/\s*(?:[/,+&]|\band\b)\s*/u)
    .filter(Boolean);
  const names = flankedLanguages(pieces, pieces.map(languageTold));
  // "Latin", "Sanskrit", "Ancient Greek": a language no one speaks any more is read, a skill
  // of the person's work ("speaks Latin" and "Languages: Latin" were posted of an archivist
  // who reads Latin charters, the twenty-third set's fw10, ADR 182).
  if (names.some((n) => n && CLASSICAL.test(n))) return undefined;
  return names.length && names.every(Boolean) ? (names as string[]) : undefined;
}

/** Languages read, not spoken: classical and ancient ones, however well the person knows them. */
const CLASSICAL =
  /\b(?:Latin|Sanskrit|Ancient Greek|Classical Greek|Koine|Biblical Hebrew|Old English|Middle English|Old Norse|Old Irish|Akkadian|Sumerian|Coptic|Pali|Ge['’]?ez|Old Church Slavonic|Ancient Egyptian)$/i;

/**
 * "Krio, Temne, English", "Ewe, Mina, French, English": a language is known by its company,
 * as no list knows every language people speak (ADR 161, 167). `told` is each piece's
 * language as languageTold gives it, undefined where unknown; a piece no list knows is a
 * language
 * - when its name is a language's and an English word too ("Ewe", "afar") and another piece
 *   is a language: the company makes it the name;
 * - when it is one word typed between two languages ("Krio, Temne, English", "krio, temne"),
 *   one found so lending its company to the next ("Ewe, Mina, French");
 * - when it is the list's only other word, capitalised, at its edge beside a language of a
 *   region rather than one the world does business in ("Temne, Krio, English", "Mandinka,
 *   Wolof, French"). A tool typed beside the languages of business ("Jira, Portuguese,
 *   English") or beside another unknown word ("Shopify, Canva, Tagalog") stays a skill.
 */
export function flankedLanguages(
  pieces: readonly string[],
  told: readonly (string | undefined)[],
): (string | undefined)[] {
  const names = [...told];
  if (!names.some(Boolean)) return names;
  const words = pieces.map((p) => p.trim());
  for (let changed = true; changed;) {
    changed = false;
    for (const [i, word] of words.entries()) {
      const name = names[i] ? undefined : flankedOrAlsoWord(word, names[i - 1], names[i + 1]);
      if (name) [names[i], changed] = [name, true];
    }
  }
  const unknown = names.flatMap((n, i) => (n ? [] : [i]));
  const edge = unknown.length === 1 && names.length > 2 ? unknown[0]! : -1;
  if (edge === 0 || edge === names.length - 1)
    names[edge] = besideRegional(words[edge]!, names[edge - 1] ?? names[edge + 1]);
  return names;
}

const ALSO_WORDS = new Map(TONGUES_ALSO_WORDS.map((l) => [l.toLowerCase(), l] as const));
/** One word of letters, capitalised or lower case, with no capital inside ("QuickBooks"). */
const ONE_NAME = /^(?:\p{Lu}\p{Ll}+|\p{Ll}+)(?:[-'’]\p{L}+)?$/u;
const unlisted = (word: string) => ONE_NAME.test(word) && !properWords().has(word.toLowerCase());

/** "Ewe" in a list of languages, or a word typed between two. */
function flankedOrAlsoWord(
  word: string,
  before: string | undefined,
  after: string | undefined,
): string | undefined {
  const alsoWord = ALSO_WORDS.get(word.toLowerCase());
  if (alsoWord) return alsoWord;
  return before && after && unlisted(word) ? upperFirst(word) : undefined;
}

/**
 * Languages of business across regions: a word typed beside one of them alone may be a tool
 * or a product ("Jira, English"); beside a language of its region it is a language.
 */
const LINGUA_FRANCAS = new Set(
  'English French Spanish Portuguese German Italian Dutch Russian Arabic Chinese Mandarin Japanese Korean Hindi'.split(
    ' ',
  ),
);

/** "Temne" typed beside "Krio": a capitalised word no list knows, beside a regional language. */
const besideRegional = (word: string, neighbour: string | undefined) =>
  neighbour &&
  !LINGUA_FRANCAS.has(neighbour.replace(LANGUAGE_QUALIFIER, '')) &&
  /^\p{Lu}/u.test(word) &&
  unlisted(word)
    ? word
    : undefined;

/** How well, typed in brackets after a language: "Portuguese (fluent)", "Tamil (native)". */
const HOW_WELL_AFTER =
  /\s*\((?:some|basic|fluent|native|conversational|working|rusty|intermediate|advanced|elementary|beginner|limited|business|mother tongue|first language)\)$/i;

/**
 * "Arabic (bit)", "French (a little)": how much, typed in brackets after the language, is said
 * before it as a reader says it ("a bit of Arabic"); "Arabic (bit)" was posted (ADR 167).
 */
const MEASURE_AFTER = /\s*\(\s*(?:a\s+)?(little bit|bit|little)\s*\)$/i;

/**
 * "some Portuguese", "Tamil (native)", "a little Tagalog": a language with how well it is
 * spoken, as typed, the name as English writes it (ADR 143); undefined for anything else.
 */
export function languageTold(typed: string): string | undefined {
  const rated = RATED_AFTER.exec(typed.trim());
  if (rated) {
    const name = languageTold(rated[1]!);
    const how = rated[2]!.toLowerCase();
    return name && !/\s/.test(name)
      ? `${/^(?:basic|rusty|limited)$/.test(how) ? how : 'some'} ${name}`
      : undefined;
  }
  const level = CEFR_LEVEL.exec(typed);
  const piece = level ? typed.replace(CEFR_LEVEL, '').trim() : typed;
  const measured = MEASURE_AFTER.exec(piece);
  const how = measured
    ? `${measured[1]}${/bit$/i.test(measured[1]!) ? ' of' : ''} `
    : (LANGUAGE_QUALIFIER.exec(piece)?.[0] ?? '');
  const after = measured ? measured[0] : (HOW_WELL_AFTER.exec(piece)?.[0] ?? '');
  const name = languageOf(
    piece.slice(measured ? 0 : how.length, piece.length - after.length).trim(),
  );
  if (!name) return undefined;
  // "English B2", "B2 German", "Dutch (C1)": a level of the Common European Framework is how
  // well the language is spoken, told in brackets after it ("speaks English (B2)", ADR 161).
  const cefr = level ? ` (${(level[1] ?? level[2])!.toUpperCase()})` : '';
  // "bit of Dutch" typed without its article is said with it: "a bit of Dutch".
  const measure = how.toLowerCase().replace(/^(?=(?:little\s+)?bit\b|little\s)/, 'a ');
  return `${measure}${name}${measured ? '' : after}${cefr}`;
}

/**
 * "english so-so", "German: not great", "French - basic": how well, typed after the language
 * without brackets, is a remark on the language spoken, never a skill ("expertise covers …
 * english so-so" was posted, the twenty-third set's fw08, ADR 182). A vague rating ("so-so",
 * "ok", "not great", "patchy") is said "some English"; "basic", "rusty" and "limited" as typed.
 */
const RATED_AFTER =
  /^(\p{L}+)\s*(?:[:–—-]\s*|\s)(so-so|so so|ok|okay|ok-?ish|okay-?ish|not great|not bad|meh|patchy|broken|improving|getting there|basic|rusty|limited)$/iu;

/** A CEFR level typed after a language ("English B2", "(C1)", "B2 level") or before it ("B2 English"). */
const CEFR_LEVEL =
  /\s+\(?\b([ABC][12])\b(?:\s+level)?\)?$|^\(?\b([ABC][12])\b\)?(?:\s+level)?\s+(?=\p{L})/u;

/** "speaks 5 languages (…)", "speaks four languages": a count of the languages spoken. */
const SPEAKS_COUNTED =
  /^(?:\p{Lu}[\p{L}'’-]*\s+)?speaks\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several)\s+languages\b/iu;

/**
 * A note that says which languages the person speaks, and nothing else before it: "speaks
 * Tamil, Hindi and English…", "Priya speaks 5 languages (…)". Told as what it is, never
 * under "Fun fact" (ADR 091); "grew up in Turkana and speaks 4 languages" is a fun fact.
 */
export const saysLanguages = (text: string): boolean =>
  SPEAKS_COUNTED.test(text.trim()) || (holdsLanguageList(text) && SPEAKS_FIRST.test(text.trim()));

/**
 * The languages, or a verb of speaking them, open the note: "argued a moot court final in
 * isiZulu and English" is a story told in them, a fun fact.
 */
const SPEAKS_FIRST = new RegExp(
  String.raw`^(?:\p{Lu}[\p{L}'’-]*\s+)?(?:speaks|is fluent|fluent|(?:is\s+)?(?:bi|tri|multi)lingual|${LANGUAGE_WORD})\b`,
  'iu',
);

/** "handy", "useful": a word that says what the languages are good for, after their list. */
const SAID_OF_THE_LIST =
  /^,\s*(handy|useful|helpful|invaluable|great|ideal|perfect|brilliant|a bonus|a plus)\b/i;

/**
 * A list of two or more languages as English joins it: "Russian; Ukrainian; English" and
 * "russian, ukrainian, english" → "Russian, Ukrainian and English"; "eng/spanish" →
 * "English/Spanish" (a slashed pair stays a pair); "bilingual eng/spanish" → "bilingual in English and Spanish". A
 * run with any word that is not a language ("Spanish/ops") is left as typed.
 */
export function languageLists(text: string): string {
  return measuresBefore(expandLanguageShorthand(text)).replace(
    LANGUAGE_RUN,
    (run, offset: number, whole: string) => {
      // Words and the separators between them: "eng/spanish, great" is two languages, then
      // a word that is not one; only the languages at the run's start are joined.
      const pieces = run.split(/(\s*(?:[;,/]|,?\s+(?:and|\+|&))\s*)/);
      const words = pieces.filter((_p, i) => i % 2 === 0);
      let count = 0;
      while (count < words.length && languageTold(words[count]!)) count++;
      const names = words.slice(0, count).map((w) => languageTold(w)!);
      if (count < 2) return run;
      // A list that goes on with other things ("English, French, maths") is a list of
      // subjects, kept; only a pair typed with a slash is one unit of its own.
      const separators = pieces.filter((_p, i) => i % 2 === 1).map((sep) => sep.trim());
      const inside = new Set(separators.slice(0, count - 1));
      // Three or more typed with slashes ("Mongolian/Russian/English") are a list, told as one.
      const slashed = inside.size === 1 && inside.has('/') && count === 2;
      // "polish; german; english, customer sat 4.9/5": typed with their own separator, the
      // languages are a list of their own; "English, French, maths" is one list of three.
      // "tamil, hindi + english, handy for…": a list closed by its "and" ends there; what
      // follows the comma is another thing (the twelfth set's nw03, ADR 087).
      const closed = count >= 2 && /^,?\s*(?:and|\+|&)$/.test(separators[count - 2] ?? '');
      const ownList = (inside.size === 1 && !inside.has(separators[count - 1]!)) || closed;
      if (count < words.length && !slashed && !ownList) return run;
      let rest = pieces.slice(count * 2 - 1).join('');
      // "…, hindi + english, handy for our customers": a word after the closed list is said
      // of the languages, "which is handy for…"; bare, it read as a fourth item (ADR 087).
      if (closed) rest = rest.replace(SAID_OF_THE_LIST, ', which is $1');
      // "bilingual English and Spanish" reads as a slip: "bilingual in English and Spanish".
      const before = whole.slice(0, offset);
      const lead = /\b(?:bilingual|trilingual|multilingual)\s+$/i.test(before) ? 'in ' : '';
      // A pair typed with a slash is one unit and stays one ("fluent Spanish/Portuguese");
      // only its case and its "eng" are the reader's.
      const joined =
        slashed && !lead ? names.join('/') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
      return `${lead}${joined}${rest}`;
    },
  );
}

const MEASURED_LANGUAGE = new RegExp(
  String.raw`(?<![\p{L}])\p{L}+${MEASURE_AFTER.source.slice(0, -1)}(?![\p{L}])`,
  'giu',
);
/** "speaks Tamil, English (a little bit)": a measure in brackets said before its language. */
const measuresBefore = (text: string): string =>
  text.includes('(')
    ? text.replace(MEASURED_LANGUAGE, (typed: string) => languageTold(typed) ?? typed)
    : text;

/** Words to the writer or a wink to the reader, never the person's fact. */
const ASIDE = String.raw`(?:be nice|be kind|don['’]t judge|no judg(?:e)?ment|no judging|don['’]t ask|long story|I know|we know|sorry)`;

const SEASONS = ['winter', 'summer', 'spring', 'autumn', 'fall'];

/**
 * Asides typed in brackets: "(Chelsea fan, be nice)" → "(Chelsea fan)", "(be nice)" goes;
 * "all year round (yes even january)" → "all year round, even in January" (what it says is
 * kept, the bracket and the "yes" go). Only the listed asides; any other bracket stays.
 */
export function withoutAsides(text: string): string {
  return text
    .replace(new RegExp(String.raw`\s*\(\s*${ASIDE}\s*[.!]*\s*\)`, 'giu'), '')
    .replace(new RegExp(String.raw`[,;]\s*${ASIDE}\s*[.!]*\s*(?=\))`, 'giu'), '')
    .replace(
      /\s*\(\s*(?:yes|yep|yup|and yes)[,!]?\s+even\s+(?:in\s+)?([\p{L}]+)\s*[.!]*\s*\)/giu,
      (m, what: string) => {
        const lower = what.toLowerCase();
        if (isMonth(lower)) return `, even in ${upperFirst(lower)}`;
        if (SEASONS.includes(lower)) return `, even in ${lower}`;
        return m;
      },
    );
}

const DATING = String.raw`(?:in|since|during|until|till|by|from|through|early|late|mid|last|next|this|every|of)`;

/**
 * "after the hail storm in march" → "in March": a month typed in lower case after a word
 * that dates it. "May" and "March" are ordinary words too (proper-nouns.ts leaves them), so
 * only before a figure, a comma, a stop or the end.
 */
export function monthsCased(text: string): string {
  return text.replace(
    new RegExp(String.raw`\b(${DATING})\s+(march|may)\b(?=\s*(?:[,.;:!?)]|$|\d|and\b|\n))`, 'gu'),
    (_m, lead: string, month: string) => `${lead} ${upperFirst(month)}`,
  );
}

/**
 * An equals sign still between words after the shorthand is said ("with Sam = chaos", "a = 1,
 * b = 2"): notation the rules were unsure of, which no sentence may hold (ADR 139).
 */
export const holdsTypedNotation = (text: string): boolean =>
  /[\p{L}\p{N})%]\s*=(?!=)\s*[\p{L}\p{N}$£€~(+\-−]/u.test(text);

/** The note with its typed notation as a reader expects it. */
export function tidyNotation(text: string): string {
  return monthsCased(withoutAsides(languageLists(text)));
}

const EMOJI_RUN = new RegExp(String.raw`([ \t]*)((?:${EMOJI}[ \t]*)*${EMOJI})`, 'gu');
const FIRST_EMOJI = new RegExp(EMOJI, 'u');

/**
 * Words after which an emoji stands for a thing ("a 🍕", "and 🍣") or decorates the thing
 * named next, not a break: a verb of liking or of a pastime always has its object after it
 * ("loves 🧇 stroopwafels" was posted "loves, stroopwafels").
 */
const BEFORE_A_THING =
  /\b(?:a|an|the|my|his|her|their|our|of|with|and|or|to|for|in|on|at|into|(?:loves?|loved|enjoys?|enjoyed|likes?|liked|adores?|prefers?|bakes?|brews?|grows?|collects?|plays?|rides?|knits?|cooks?|paints?|makes?|builds?|restores?|fixes|keeps?|raises?|breeds?)(?:\s+(?:his|her|their|a|an|the))?)$/i;
const CONJUNCTION_NEXT = /^(?:and|or|&|but)\b/i;

/**
 * Emoji taken out for tone or for the one-emoji limit. One typed between two words as a break
 * ("everyone uses 😂 buddy to most new starters") becomes the break it stands for: a full stop
 * before a capital, else a comma; the sixth set's reader found "everyone uses buddy to most
 * new starters" garbled. `keep` says which emoji (by order, from 0) stay.
 */
export function withoutEmoji(text: string, keep: (index: number) => boolean = () => false): string {
  let index = 0;
  return text.replace(EMOJI_RUN, (match, space: string, _run: string, at: number) => {
    // A run of emoji ("🎉🎉") counts as one; a kept run keeps its first, as the limit is one.
    if (keep(index++)) return `${space}${FIRST_EMOJI.exec(match)![0]}`;
    const before = text.slice(0, at);
    const after = text.slice(at + match.length);
    const between =
      /[\p{L}\p{N}'’)]$/u.test(before) &&
      // A line's last emoji ends the line, not a clause: "baking 👩‍🍳\nWelcome" is no "baking."
      /^[ \t]+[\p{L}\p{N}(]/u.test(after) &&
      space.length > 0 &&
      !BEFORE_A_THING.test(before) &&
      !CONJUNCTION_NEXT.test(after.trimStart());
    // "Night 🌙Crew": the emoji took the only space between two words; one stays.
    if (!between)
      return space && /^[\p{L}\p{N}]/u.test(after) && /[\p{L}\p{N}]$/u.test(before) ? ' ' : '';
    return /^\s+\p{Lu}/u.test(after) ? '.' : ',';
  });
}

/** Tags that end a line where they stand when a page is read as text. */
const BLOCK_TAG = /<(?:br|\/?p|\/?div|\/?li|\/?ul|\/?ol|\/?h[1-6]|\/?tr)\b[^<>]*>/giu;
/** Any other tag, opening or closing, with its attributes ("<b>", "</span>", '<a href="…">'). */
const INLINE_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?\s*>/giu;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
};

/**
 * "**Monzo**", "__Monzo__": bold typed as markdown in a hiring doc; the stars are markup a
 * reader never sees (the ninth set's reader: "strip the ** around Monzo"). Only a pair that
 * opens and closes around words on one line.
 */
const MARKDOWN_STRONG = /(\*\*|__)(?=\S)([^*_\n]+?)(?<=\S)\1/gu;

/**
 * Markup pasted from a web page or an e-mail ("<b>Family &amp; Children</b>", "<p>Monday 14th
 * April</p>", "a<br>b", "**bold**"): a reader sees the text, never the tags or the entities. Only
 * well-formed tags go, so "<3" and "a < b" stay; a line tag becomes a line break, which the
 * notes reader takes as the end of a unit.
 */
export function withoutMarkup(typed: string): string {
  const text = typed.replace(MARKDOWN_STRONG, '$2');
  if (!/[<&]/u.test(text)) return text;
  return text
    .replace(BLOCK_TAG, '\n')
    .replace(INLINE_TAG, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (whole, code: string) => {
      const lower = code.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
      return ENTITIES[lower] ?? whole;
    })
    .replace(/[ \t]*\n[\s]*/gu, '\n')
    .trim();
}

/** Languages after "in": "in Polish", "in Polish, English and German", "in CZ/EN". */
/** Whom or where a thing in languages is for, after them: "for visitors", "to schools". */
const FOR_WHOM = String.raw`(?:\s+(?:for|to|at|with|on)\s+[^,;()]{1,30})?`;
const GIVEN_IN = new RegExp(
  String.raw`\b(?:in|into)\s+${LANGUAGE_WORD}(?:\s*(?:,|/|,?\s+(?:and|&|\+))\s*${LANGUAGE_WORD})*${FOR_WHOM}[.!]*$`,
  'iu',
);
/** "English and German for visitors": languages that close such a list, then whom it is for. */
const CLOSING_LANGUAGES = new RegExp(
  String.raw`^(${LANGUAGE_WORD}(?:\s*(?:,|/|,?\s+(?:and|&|\+))\s*${LANGUAGE_WORD})*)${FOR_WHOM}[.!]*$`,
  'iu',
);

/**
 * "school programmes in Polish, English and German", "family tours in HU/EN/IT": languages
 * typed after "in" are the ones a thing is given in, its complement; they are not what the
 * person speaks ("Zofia speaks German" and "Languages: German" were posted) nor items of the
 * note's list ("school programmes in Polish; English"). True of an item that ends so.
 */
export const givenInLanguages = (item: string): boolean =>
  // A cheap look first: the composer asks this of every part of every note.
  IN_WORD.test(item) && GIVEN_IN.test(expandLanguageShorthand(item).trim());
const IN_WORD = /\bin(?:to)?\s/i;

/**
 * Parts split at a note's commas, with a list of languages after "in" joined back to the
 * thing it is given in: ["school programmes in Polish", "English and German"] is one part.
 * Only parts that are each nothing but languages join; a "and" closes the list.
 */
export function withLanguagesGivenIn(parts: readonly string[]): string[] {
  if (parts.length < 2 || !parts.some((p) => IN_WORD.test(p))) return [...parts];
  const out: string[] = [];
  let open = false;
  for (const part of parts) {
    const last = out.at(-1);
    const languages = open
      ? CLOSING_LANGUAGES.exec(expandLanguageShorthand(part).trim())?.[1]
      : undefined;
    if (open && last !== undefined && languages && languagesIn(languages)) {
      out[out.length - 1] = `${last}, ${part}`;
      open = !/\s(?:and|&|\+)\s/i.test(part);
      continue;
    }
    out.push(part);
    open = givenInLanguages(part) && !/\s(?:and|&|\+)\s/i.test(part);
  }
  return out;
}
