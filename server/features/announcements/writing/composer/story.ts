import type { GenerationRequest, NoteField } from '#domain/generation.ts';
import { areaOfWork, proseTitle } from './title-forms.ts';
import {
  CALLING_SUFFIX,
  mayBeTitle,
  nameFormsOf,
  withoutNameOrder,
  withoutNameRequest,
  type NameForms,
} from '#domain/person-name.ts';
import { escapeRegExp, upperFirst } from '#domain/text.ts';
import { pronounFacts } from '../checks/fact-screen/claims.ts';
import {
  asksNoAge,
  asksNoEmoji,
  asksNoFamilyNames,
  asksNoFuss,
  isInstruction,
  unnamedThings,
  withoutAge,
  withoutEmailDebris,
  withoutFamilyNames,
  withoutNamed,
} from '../instructions.ts';
import { asidesOf, namingOf, withoutNames, type Aside } from '../asides.ts';
import { properCase, properWords } from '../proper-nouns.ts';
import { deedWithoutLogistics, isLogistics } from '../logistics.ts';
import { withRecordsRead } from '../records.ts';
import { expandShorthand } from '../shorthand.ts';
import {
  dayByWeekday,
  dayTold,
  effectiveFiguresTold,
  isoDay,
  NOT_A_DATE,
  readStartDate,
  unreadableStart,
  type Tense,
} from '../start-date.ts';
import { asksOf, requestedClauses, type Ask } from './asks.ts';
import { holdsOtherLanguageClause, otherLanguage, tenureInEnglish } from '../other-language.ts';
import { lexicon } from './nlp.ts';
import { DEED_FIELDS, readNote, type Note, type Unit } from './notes.ts';
import { auditFound, hedged, withArticles } from './prose.ts';
import { reviewQuotedAsSubject } from '../quotations.ts';
import { ownPronounText } from './pronoun-source.ts';
import { saidWithThey } from './they-agreed.ts';
import { tidyFields } from './tidy.ts';
import { holdsTypedNotation } from './typed-notation.ts';
import { withoutPlaceholders } from '#domain/placeholders.ts';
import {
  midSentence,
  quietShouting,
  startOf,
  teamOf,
  tidy,
  titleOf,
  type Start,
  type Team,
} from './phrases.ts';

/**
 * The titles as prose names them, and the whole titles when prose names only their heads
 * (ADR 126): "our new trainee tram driver" in prose, "Role: tram driver (trainee) – X depot,
 * lines 4/9 after training" on the scannable option.
 */
function titlesOf(
  input: GenerationRequest,
  personWords: ReadonlySet<string>,
): Pick<Story, 'role' | 'currentRole' | 'newRole' | 'typed' | 'area'> {
  const out: Pick<Story, 'role' | 'currentRole' | 'newRole' | 'typed' | 'area'> = {};
  const typed: NonNullable<Story['typed']> = {};
  const area: NonNullable<Story['area']> = {};
  for (const key of ['role', 'currentRole', 'newRole'] as const) {
    const whole = titleOf(input[key], personWords);
    if (!whole) continue;
    const prose = titleOf(proseTitle(input[key]!), personWords);
    out[key] = prose ?? whole;
    // A line of its own starts with the capital the user typed.
    if (prose && prose !== whole)
      typed[key] = /^\p{Lu}/u.test(input[key]!.trim()) ? upperFirst(whole) : whole;
    // The title a promotion leads to is a job whatever it is typed as.
    const team = key === 'newRole' ? undefined : areaOfWork(whole);
    if (team && key !== 'newRole') area[key] = team;
  }
  if (Object.keys(area).length) out.area = area;
  return Object.keys(typed).length ? { ...out, typed } : out;
}

/**
 * Everything the composer knows about the announcement, read once per request: the person,
 * the short fields in the meaning of their form field (the previous company is where they
 * come FROM; the start date reads as future or past), and the notes as classified units.
 */
export interface Story {
  input: GenerationRequest;
  full: string;
  short: string;
  /** The name a closing line speaks to the person by (`NameForms.called`, ADR 099). */
  called: string;
  /** The person's pronouns, when the input gives exactly one set ("she", "he"). */
  pronoun?: { subject: string; object: string; possessive: string };
  /** The titles as prose names them: the head alone when a qualifier is unsure (ADR 126). */
  role?: string;
  currentRole?: string;
  newRole?: string;
  /**
   * The whole title, when prose names only its head (ADR 126): the scannable option's
   * "Role:" line tells it, so no qualifier typed is lost from every option.
   */
  typed?: { role?: string; currentRole?: string; newRole?: string };
  /**
   * A title typed as the work or the place ("Boat unloading & weigh-in"), as the team the
   * person is part of ("boat unloading & weigh-in team", ADR 174): prose says "from our …",
   * never "our Boat unloading & weigh-in" as if it named the person.
   */
  area?: { role?: string; currentRole?: string };
  team?: Team;
  company?: string;
  start?: Start;
  tense?: Tense;
  /**
   * The start's day is behind today but its tense unsure (a year the text left out): the
   * present tells it, and nothing that looks forward to it ("Here's to her first day on
   * July 1" in November).
   */
  startBehind?: boolean;
  notes: Partial<Record<NoteField, Note>>;
  /**
   * Events the post invites to and lines the user asked to have told, taken out of the notes:
   * every option tells each, once, as a sentence of its own (asks.ts, ADR 058).
   */
  asks: Ask[];
  /** Words an aside asked never to be written ("do NOT say 'replacing'", ADR 061). */
  avoid: string[];
  /**
   * Words the user capitalised where no sentence starts ("saved the Northwind account"),
   * and the name's words, in lower case: names, never lowered when they move (ADR 033).
   */
  proper: ReadonlySet<string>;
  /** The user asks for no fuss ("keep it low key", "he hates fuss") in some field (ADR 110). */
  quiet?: true;
  /** The user asks for no emoji ("no emojis pls") in some field: none is written (ADR 132). */
  plain?: true;
}

/**
 * The note fields, the story's point first: what earned the news before what the person brings
 * and who they are outside work. Notes are read, and untold facts dealt (ADR 120), in this order.
 */
export const STORY_ORDER: readonly NoteField[] = [
  'achievementDescription',
  'achievementDetails',
  'promotionDetails',
  'expertise',
  'funFact',
  'hobbies',
];

/** The words of the name as a reader would find them at the start of a note ("tasha", "Femi"). */
/**
 * "Rosa María Delgado-Quiñones" with notes that say "Rosa's been on metro 6 yrs": the name
 * the person goes by, typed by the one who knows them. A name of three words or more has no
 * certain short form (person-name.ts: "María José" may be one given name), and the post said
 * the full name at every mention (the tenth set's readers: "full name three times"). The
 * first word is the short form only when a note names the person by it alone, never followed
 * by the name's next word (ADR 075).
 */
function calledInNotes(full: string, short: string, input: GenerationRequest): string | undefined {
  const words = full.split(' ');
  const [first, second] = words;
  // "Rosa María Delgado-Quiñones" is Rosa María by name (person-name.ts), Rosa in notes that
  // say "Rosa's been on metro 6 yrs": the one who knows the person wins.
  const compound = words.length > 2 && short === `${first} ${second}`;
  if ((short !== full && !compound) || input.preferredName) return undefined;
  if (words.length < 3 || !first || !second || !/^\p{Lu}[\p{Ll}'’-]+$/u.test(first))
    return undefined;
  // "gracias Don Cuco" for Don Refugio Orozco: a title said alone is no name (ADR 165).
  if (mayBeTitle(first)) return undefined;
  const notes = STORY_ORDER.map((f) => input[f] ?? '').join('\n');
  const alone = new RegExp(
    `(?<![\\p{L}\\p{M}])${escapeRegExp(first)}(?![\\p{L}\\p{M}])(?!\\s+${escapeRegExp(second)})`,
    'u',
  );
  if (alone.test(notes) && !notes.includes(`${first} ${second}`)) return first;
  // "Vale's team placed 512…" for Valentina Ospina Restrepo: the notes call the person by a
  // short form of the first name (the eleventh set's readers: "full name repeated"). A word
  // the lexicon knows as anything but a name ("Will", "Can", "Max") is never taken for it.
  const names = /Name$/;
  return notes.match(/(?<![\p{L}\p{M}])\p{Lu}[\p{Ll}\p{M}]{2,}(?![\p{L}\p{M}])/gu)?.find((w) => {
    const known = (lexicon() as Record<string, string | undefined>)[w.toLowerCase()];
    return w.length < first.length && first.startsWith(w) && (!known || names.test(known));
  });
}

const GIVEN_TAG = /^(?:FirstName|MaleName|FemaleName)$/;
const knownGiven = (word: string | undefined) =>
  !!word &&
  GIVEN_TAG.test((lexicon() as Record<string, string | undefined>)[word.toLowerCase()] ?? '');

/**
 * "Edgar Chitay Sic", "Grace Achieng Odhiambo": a name of three words that opens with a given
 * name the lexicon knows, and no other word is one, is called by that given name; the full
 * name said at every mention was what the fifteenth set's readers marked (ADR 115). A second
 * or third word that may be a given name ("Anna Lisa Berg", "John Paul Jones") keeps the full
 * name, and only a form the name already allows (the closing's given name) is chosen.
 */
function knownGivenShort(forms: NameForms): string | undefined {
  const words = forms.full.split(' ');
  if (words.length !== 3 || !words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w))) return undefined;
  const [first, second, third] = words;
  return forms.short === forms.full &&
    forms.called === first &&
    knownGiven(first) &&
    !knownGiven(second) &&
    !knownGiven(third)
    ? first
    : undefined;
}

/**
 * "everyone calls her Majo", "goes by Majo", "known as Majo" in a note: the name the person
 * goes by, said after the first mention as a typed preferred name is (the eleventh set's
 * readers: "never uses Majo, full name repeated"). One capitalised word only, with the
 * honorific typed after it ("everyone calls him Irfan bhai" is Irfan bhai, never Irfan: ADR
 * 150), and only when no preferred name was typed.
 */
const GOES_BY = new RegExp(
  String.raw`\b(?:(?:[Ee]veryone|[Ee]verybody|[Ww]e all|[Pp]eople|[Tt]he team|[Tt]hey all|[Mm]ost people|[Aa]ll of us)\s+calls?\s+(?:her|him|them)|[Gg]oes\s+by|[Kk]nown\s+as)\s+["“']?(\p{Lu}[\p{L}\p{M}'’-]{1,20}(?:[ -](?:${CALLING_SUFFIX})(?![\p{L}\p{M}]))?)["”']?(?![\p{L}\p{M}])(?!\s+\p{Lu})`,
  'u',
);

function goesByInNotes(input: GenerationRequest): string | undefined {
  if (input.preferredName) return undefined;
  const notes = STORY_ORDER.map((f) => input[f] ?? '').join('\n');
  return GOES_BY.exec(notes)?.[1] ?? suffixedInNotes(input.newHireName ?? '', notes);
}

/**
 * "Sakamoto Haruka" with notes that say "Haruka-san beat all 31,000 sheets…": a word of the
 * name with the honorific colleagues say after it is how the person is called, as "everyone
 * calls him Irfan bhai" is (ADR 150). Told by the family name typed first ("congratulating
 * Sakamoto"), the twenty-first set's readers asked for "Haruka-san".
 */
function suffixedInNotes(full: string, notes: string): string | undefined {
  const words = new Set(full.split(/\s+/).filter((w) => /^\p{Lu}\p{Ll}/u.test(w)));
  const said = new RegExp(
    String.raw`(?<![\p{L}\p{M}])(\p{Lu}[\p{L}\p{M}'’]{1,20})([ -])(${CALLING_SUFFIX})(?![\p{L}\p{M}])`,
    'gu',
  );
  for (const m of notes.matchAll(said)) if (words.has(m[1]!)) return m[0];
  return undefined;
}

/**
 * "Mitarbeiterin des Monats November", "Empleada del mes": an achievement's description typed
 * as the award's name in another language. It is the news (the description is what the post
 * is for), and a name is told as typed, never translated: left out with the notes the writer
 * cannot read (ADR 169), no option said what she won (the twenty-third set's fa14, ADR 183).
 * Only a short name opening on a capital: a sentence in another language stays out.
 */
function awardNamed(field: NoteField, text: string): boolean {
  return (
    field === 'achievementDescription' &&
    /^\p{Lu}/u.test(text.trim()) &&
    !/[.!?;:,]/u.test(text.trim().replace(/[.!]+$/, '')) &&
    text.trim().split(/\s+/).length <= 6
  );
}

/**
 * A note that only says the news the post opens with: "Mari is our new GM", "she's the new
 * general manager!" under the title "General Manager" (ADR 138). Told, the post said it twice;
 * the note is dropped, and where it opens a longer one ("…GM and she earned this") only the
 * rest is kept ("she earned this"). The title is matched by its words or its initials; a
 * note naming another title, or saying more, is kept whole.
 */
function withoutNewsAgain(
  text: string,
  input: GenerationRequest,
  personWords: ReadonlySet<string>,
): string {
  const title = (input.messageType === 'promotion' ? input.newRole : input.role)?.trim();
  if (!title) return text;
  const titleWords = title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const initials = titleWords.map((w) => w[0]).join('');
  const said = new RegExp(
    String.raw`^\s*(\p{L}+)(?:\s+\p{L}+)?(?:\s+is|['’]s)\s+(?:now\s+)?(?:officially\s+)?(?:our|the)\s+(?:new\s+)?([\p{L}\p{N} ]+?)\s*(?:[.!]+\s*(?:$|(?=\p{Lu}))|$|,?\s+and\s+(?=\p{L}))`,
    'u',
  ).exec(text);
  if (!said) return text;
  const subject = said[1]!.toLowerCase();
  if (!personWords.has(subject) && !/^(?:she|he|they)$/.test(subject)) return text;
  const named = said[2]!.toLowerCase().trim();
  if (named !== titleWords.join(' ') && (initials.length < 2 || named !== initials)) return text;
  return text.slice(said[0].length).trim();
}

/** The words of the person's titles, in lower case: what a note may call them ("jimador"). */
function wordsOfTitles(input: GenerationRequest): Set<string> {
  const titles = [input.role, input.currentRole, input.newRole].join(' ').toLowerCase();
  return new Set(titles.match(/\p{L}+/gu) ?? []);
}

function personWordsOf(full: string, short: string): Set<string> {
  const set = new Set<string>();
  for (const w of `${full} ${short}`.split(/\s+/)) {
    const bare = w.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}'’]+$/gu, '');
    if (bare.length > 1 && !/^(?:dr|mr|mrs|ms|mx|prof|jr|sr|phd|mba|md)$/.test(bare)) set.add(bare);
  }
  return set;
}

/**
 * Titles and team names are typed in title case ("Housing Options & Homelessness", "Sepsis
 * Nurse Specialist"): a capital in them says nothing of whether a word is a proper noun.
 */
const TITLE_CASED: ReadonlySet<string> = new Set(['role', 'currentRole', 'newRole', 'team']);

/** The words typed with a capital inside a sentence, and the name's: proper nouns. */
/** Where a sentence, a line, a clause or a typed list's item starts ("2) ", "3. ", "(4) "). */
const LIST_OR_SENTENCE_START = /[.!?]+\s+|\n+|[:;]\s*|\s[-–—]\s|\s\(?\d{1,2}[.)]\s+/u;

function properWordsOf(input: GenerationRequest, personWords: ReadonlySet<string>): Set<string> {
  const capitals = new Set<string>();
  const lower = new Set<string>();
  for (const [key, value] of Object.entries(input)) {
    if (typeof value !== 'string' || TITLE_CASED.has(key)) continue;
    // A list's marker opens a chunk too ("…sheet. 2) Trained 4 new cooks", "• Ran the pass"):
    // the word after it is an item's first, capitalised as a sentence's, no name ("Leila
    // Trained 4 new cooks and Ran the pass", ADR 159).
    for (const chunk of value.split(LIST_OR_SENTENCE_START))
      chunk
        .replace(/^\s*(?:[-*•·–]|\(?\d{1,2}[.)])\s+/u, '')
        .split(/\s+/)
        .slice(1)
        .forEach((word) => {
          const bare = word.replace(/^[^\p{L}]+|[^\p{L}'’-]+$/gu, '');
          if (/^\p{Lu}.*\p{Ll}/u.test(bare)) capitals.add(bare.toLowerCase());
          else if (/^\p{Ll}+$/u.test(bare)) lower.add(bare);
        });
  }
  // "the Sepsis Six bundle" and "sepsis recognition": a word the user also typed in lower
  // case is an ordinary word, capitalised only inside a name (the ninth set's reader:
  // "lowercase 'sepsis'").
  return new Set([...personWords, ...properWords(), ...[...capitals].filter((w) => !lower.has(w))]);
}

/** "with a 98% satisfaction score", "across 7 active sites": words that go on a phrase. */
const CONTINUES = /^(?:with|across|at|in|on|for|without|while|during|over|under|from)\s/i;

/** "we potted", "she planted", "they hit": a subject pronoun and the word after it. */
const OWN_SUBJECT = /\b(?:we|i|she|he|they)\s+\p{Ll}/iu;

/**
 * Details that only go on the achievement's own phrase ("1000th ticket solved" then "with a
 * 98% satisfaction score") are told with it, after a comma: alone, after "By the numbers:",
 * they would hang from nothing.
 */
function continueDescription(notes: Partial<Record<NoteField, Note>>): void {
  const description = notes.achievementDescription?.units.filter((u) => u.kind !== 'cheer');
  const details = notes.achievementDetails;
  const next = details?.units[0];
  const phrase = description?.length === 1 ? description[0] : undefined;
  if (!phrase || !next || !details) return;
  if (next.kind !== 'fragment' || !CONTINUES.test(next.text)) return;
  // "On 18 Nov we potted seedling no. 1,000,000 — …": a subject and its verb after the
  // opening phrase make the note a sentence of its own; told after the description's comma it
  // ran on ("…raised in our nursery, on 18 November we potted…", the twenty-third set's fa05).
  if (OWN_SUBJECT.test(next.text.split(/\s[—–-]\s/)[0]!)) return;
  if (phrase.kind !== 'fragment' && phrase.kind !== 'noun') return;
  phrase.text = `${phrase.text}, ${midSentence(next.text)}`;
  phrase.kind = 'fragment';
  delete phrase.items;
  phrase.figure ||= next.figure;
  details.units.shift();
  if (!details.units.length) delete notes.achievementDetails;
}

/** A figure as typed ("612", "1,112", "4.5"), not part of a longer one. */
const FIGURE_AT_START = /^(\d[\d,.]*\d|\d)\s+/u;
/** The words a figure counts, up to the first mark: "reviews naming her", "breeding pairs". */
const COUNTED_WORDS = /^[\p{L}\p{M}'’-]+(?:\s+[\p{L}\p{M}'’-]+)*/u;
/** Words that carry no content of their own when two predicates are compared. */
const NO_CONTENT =
  /^(?:her|him|his|them|their|she|he|they|by|of|the|a|an|to|in|on|for|and|with|our|us|we|it|its)$/;
const stemOf = (word: string) => word.toLowerCase().replace(/(?:ing|ed|es|s|e)$/u, '');
const sameNoun = (a: string, b: string) =>
  a.toLowerCase().replace(/s$/u, '') === b.toLowerCase().replace(/s$/u, '');

/**
 * Where the counted words of two phrases are the same noun, one perhaps with words before it
 * ("pairs" and "breeding pairs"): how many words each spends on it. Only lower-case words
 * stand before the noun, so a name is never taken for a modifier.
 */
function countedNoun(
  told: readonly string[],
  again: readonly string[],
): { told: number; again: number } | undefined {
  const modifiers = (list: readonly string[], upTo: number) =>
    list.slice(0, upTo).every((w) => /^[\p{Ll}-]+$/u.test(w));
  // "late orders" told and "late orders on Rappi" again: the whole shared run is the noun,
  // never its first word alone ("0 late orders, rating stayed 4.8" lost "on Rappi").
  let shared = 0;
  while (shared < Math.min(told.length, again.length) && sameNoun(told[shared]!, again[shared]!))
    shared++;
  if (shared > 1) return { told: shared, again: shared };
  for (let j = 0; j < Math.min(3, again.length); j++)
    if (told[0] && sameNoun(told[0], again[j]!) && modifiers(again, j))
      return { told: 1, again: j + 1 };
  for (let i = 0; i < Math.min(3, told.length); i++)
    if (again[0] && sameNoun(again[0], told[i]!) && modifiers(told, i))
      return { told: i + 1, again: 1 };
  return undefined;
}

/**
 * "Most 5★ reviews in 2026: 1,112 reviews naming her" and then the detail "1,112 reviews
 * mention Sanne by name (next best 390)": a detail that opens with the figure the achievement
 * ends on, counting the same noun or a wider one, is the same fact told again (ADR 162). It is
 * merged into the achievement, told once: its new words kept ("…naming her (next best 390)",
 * "…: 612 breeding pairs, the highest count since 2011"), the words that only say again what
 * the achievement says ("mention Sanne by name" after "naming her", a content word's stem
 * shared) left out. A detail whose words say anything else beside the figure is kept as typed.
 */
function figureToldOnce(notes: Partial<Record<NoteField, Note>>): void {
  const description = notes.achievementDescription?.units.filter((u) => u.kind !== 'cheer');
  const details = notes.achievementDetails;
  const phrase = description?.length === 1 ? description[0] : undefined;
  if (!phrase || phrase.typed || !details) return;
  for (const [n, unit] of details.units.entries()) {
    if (unit.kind === 'cheer' || unit.typed) continue;
    const figure = FIGURE_AT_START.exec(unit.text)?.[1];
    if (!figure) continue;
    const at = [
      ...phrase.text.matchAll(
        new RegExp(`(?<![\\p{L}\\p{N}.,])${escapeRegExp(figure)}\\s+(?=\\p{L})`, 'gu'),
      ),
    ];
    if (at.length !== 1) continue;
    const head = phrase.text.slice(0, at[0]!.index + at[0]![0].length);
    const after = phrase.text.slice(head.length);
    // The achievement ends on its count: a few words after it and no mark.
    if (!/^[\p{L}\p{M}'’-]+(?:\s+[\p{L}\p{M}'’-]+){0,4}\s*$/u.test(after)) continue;
    const toldWords = COUNTED_WORDS.exec(after)![0].split(/\s+/);
    const rest = unit.text.slice(FIGURE_AT_START.exec(unit.text)![0].length);
    const againWords = COUNTED_WORDS.exec(rest)?.[0].split(/\s+/) ?? [];
    const noun = countedNoun(toldWords, againWords);
    if (!noun) continue;
    const longer =
      noun.again > noun.told ? againWords.slice(0, noun.again) : toldWords.slice(0, noun.told);
    const tail = toldWords.slice(noun.told).join(' ');
    const more = rest.replace(
      new RegExp(`^${againWords.slice(0, noun.again).map(escapeRegExp).join('\\s+')}`, 'u'),
      '',
    );
    let merged: string | undefined;
    if (!/\S/u.test(more) || /^\s*[,(]/u.test(more)) merged = `${tail && ` ${tail}`}${more}`;
    else if (!tail) merged = more;
    else {
      // "mention Sanne by name (next best 390)" after "naming her": the predicate again, its
      // aside or apposition new.
      const cut = /\s*[,(]/u.exec(more);
      const predicate = cut ? more.slice(0, cut.index) : more;
      const stems = new Set(
        tail
          .split(/\s+/)
          .filter((w) => !NO_CONTENT.test(w.toLowerCase()))
          .map(stemOf),
      );
      const shared = predicate
        .trim()
        .split(/\s+/)
        .some((w) => !NO_CONTENT.test(w.toLowerCase()) && w.length > 2 && stems.has(stemOf(w)));
      if (shared && predicate.trim().split(/\s+/).length <= 5)
        merged = ` ${tail}${cut ? more.slice(cut.index) : ''}`;
    }
    if (merged === undefined) continue;
    phrase.text = withArticles(`${head}${longer.join(' ')}${merged}`.replace(/\s+$/u, ''));
    phrase.figure = true;
    delete phrase.items;
    details.units.splice(n, 1);
    if (!details.units.length) delete notes.achievementDetails;
    return;
  }
}

/** A day behind today by this much or less is gone, not next year's (ADR 116). */
const DAYS_GONE = 90;
const daysBefore = (today: string | undefined, days: number) =>
  new Date(Date.parse(`${isoDay(today)}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** "Monday 7 December": a day of the reader's own calendar from the one reader's ISO day. */
const dayOfMonth = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/**
 * The start as a reader says it (ADR 116): a day typed relative to today or roughly is told as
 * its day ("on Monday 7 December", "around 10 February"), with the occasion typed beside it;
 * a start that cannot be read, or a day already behind whose year was guessed, is told on
 * a labelled line only, never as "starts on" before words that are no date or a day gone.
 */
function startTold(
  asTyped: GenerationRequest,
  startText: string | undefined,
  iso: string | undefined,
  tense: Tense | undefined,
  today: string | undefined,
): Start | undefined {
  const typed = asTyped.startDate?.replace(/\s+/g, ' ').trim();
  if (typed && startText && !asTyped.startDateIso) {
    const told = dayTold(typed, today);
    if (told) {
      const on = told.day.startsWith('around ') ? '' : 'on ';
      return {
        adverbial: `${on}${told.day}${told.occasion ? `, ${told.occasion}` : ''}`,
        value: told.line ?? (told.typed ? `${told.day} (${told.typed})` : told.day),
        ...(told.occasion && { own: true }),
      };
    }
    if (unreadableStart(typed, today)) {
      // "arrives on the next flight…": the verb typed is the line's label ("Arrives: on the…").
      const verb = /^(?:arrives|arriving)\s+(?=on\b|by\b|with\b|in\b)/i.exec(typed);
      const value = verb ? typed.slice(verb[0].length) : typed;
      return {
        adverbial: '',
        value,
        lineOnly: true,
        ...(verb && { label: 'Arrives' }),
      };
    }
  }
  const start = startOf(
    startText && (dayByWeekday(startText, today) ?? startText),
    iso,
    !!asTyped.startDateIso,
  );
  // "28/09" typed in November: a day gone whose year was guessed is neither "starts" nor
  // surely "started"; its line says the day, written out.
  // Further back than DAYS_GONE, next year's day is as likely ("July 1" read in November, which
  // the tenth set's readers took as next July): told as before.
  if (start && !tense && iso && iso < isoDay(today) && iso >= isoDay(daysBefore(today, DAYS_GONE)))
    return {
      ...start,
      lineOnly: true,
      label: 'Start date',
      ...(/^\d{1,2}[/.]\d{1,2}\.?$/.test(startText ?? '') && { value: dayOfMonth(iso) }),
    };
  return start;
}

/**
 * "learning Korean through dramas outside work", "Outside work: sourdough": the pastimes
 * field is what the person does outside work, and the writer says so in its own frame
 * ("Outside work, …"); the note's own "outside work" said it twice (ADR 128). Only where
 * other words are left.
 */
const OUTSIDE_WORK =
  /^\s*outside (?:of )?work\b\s*[:,;\-–—]?\s*|,?\s*\boutside (?:of )?work\b(?:\s+(?:obvs?|obviously|mostly|mainly))?/giu;

function pastimesOnly(note: string): string {
  const left = note
    .replace(OUTSIDE_WORK, (cut, at: number) => (at === 0 || /^\s*,/.test(cut) ? '' : ' '))
    .replace(/\(\s*\)/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:!?)])/g, '$1')
    .trim();
  return /[\p{L}\p{N}]/u.test(left) ? left : note;
}

/** Words after "her" that show it is the object, not a possessive ("thanked her for…"). */
const AFTER_OBJECT =
  /^(?:to|and|or|for|with|at|in|on|a|an|the|through|about|up|out|off|back|as|from|into|over|again|too|so|when|because|if)\b|^\p{L}+ly\b/iu;

/**
 * A unit about the person told with "they": its opening "She"/"He" becomes the name, any
 * other "she"/"he" "they", and "his", "him", "her", "herself" the words of "they". A unit about someone else keeps its
 * pronouns (ADR 142).
 */
function sayTheirs(unit: Unit, name: string): void {
  if (unit.subject === 'other') return;
  if (unit.subject === 'pronoun' && unit.named && /^(?:she|he)\b/iu.test(unit.text)) {
    unit.text = unit.named(name);
    unit.subject = 'person';
    delete unit.named;
  }
  unit.text = unit.text
    .replace(/\b(?:him|her)self\b/gu, 'themselves')
    .replace(/\bhis\b/gu, 'their')
    .replace(/\bhim\b/gu, 'them')
    .replace(/\bher\b(\s+|$)/gu, (_w, space: string, at: number, all: string) =>
      space &&
      /^\p{L}/u.test(all.slice(at + 3 + space.length)) &&
      !AFTER_OBJECT.test(all.slice(at + 3 + space.length))
        ? `their${space}`
        : `them${space}`,
    );
  // "Also: she invented…", "(she does ~9 per min)": any other "she" or "he" is "they", its
  // verb agreeing (ADR 157).
  unit.text = saidWithThey(unit.text);
  if (unit.items)
    unit.items = unit.items.map((item) => saidWithThey(item.replace(/\bhis\b/gu, 'their')));
}

export function readStory(given: GenerationRequest, today: string | undefined): Story {
  // "Fun fact: n/a": a placeholder is an empty field, before anything reads it (ADR 121).
  // "Employee ID: 004117 | Pay Grade: M2": a record's private fields are never posted, the
  // others told as what they are (ADR 141).
  const asTyped = withRecordsRead(withoutPlaceholders(given));
  // Values as a reader expects them (ADR 055); the checks still read what was typed.
  // "Shiv (staff) / Miss Ní Bhriain to the children": the rule is obeyed, never posted.
  const named = namingOf(asTyped.preferredName);
  const input = tidyFields(named ? { ...asTyped, preferredName: named } : asTyped);
  const typedForms = nameFormsOf(input, input.preferredName ?? goesByInNotes(input));
  const forms = {
    ...typedForms,
    short:
      calledInNotes(typedForms.full, typedForms.short, input) ??
      (input.preferredName ? undefined : knownGivenShort(typedForms)) ??
      typedForms.short,
  };
  const startText =
    input.startDate && !NOT_A_DATE.test(input.startDate.trim()) ? input.startDate : undefined;
  const { iso, tense } = startText || input.startDateIso ? readStartDate(input, today) : {};
  const personWords = personWordsOf(forms.full, forms.short);
  const notes: Partial<Record<NoteField, Note>> = {};
  const asks: Ask[] = [];
  // A fact typed twice (pasted again, or the details repeating the achievement) is told once.
  const seen = new Set<string>();
  const key = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  // "please don't use the family's names", in any note, is obeyed in every note.
  const noFamilyNames = STORY_ORDER.some((f) => asksNoFamilyNames(input[f] ?? ''));
  // "dont mention her age", in any note, is obeyed in every note (ADR 146).
  const noAge = STORY_ORDER.some((f) => asksNoAge(input[f] ?? ''));
  const titleWords = wordsOfTitles(input);
  const unnamed = unnamedThings(STORY_ORDER.map((f) => input[f] ?? '').join('\n'));
  const fieldAsides: Aside[] = [];
  const saysAudit = Object.values(input).some((v) => typeof v === 'string' && /\baudit/i.test(v));
  for (const field of STORY_ORDER) {
    const typed = input[field];
    const aged = noAge && typeof typed === 'string' ? withoutAge(typed) : typed;
    // "don't name the client": its name, where the notes tie one to it, is said nowhere.
    const raw =
      typeof aged === 'string' ? unnamed.reduce((t, noun) => withoutNamed(t, noun), aged) : aged;
    if (typeof raw !== 'string' || !/[\p{L}\p{N}]/u.test(raw)) continue;
    // A pasted e-mail's headers, greeting and signature are not notes (instructions.ts).
    // Proper nouns typed in lower case ("sunday", "go, kafka") are written as spelled.
    const asides = asidesOf(raw);
    // "no individual student names please": the names in that field are not posted.
    const debrisFree = asides.some((a) => a.kind === 'avoid' && a.names)
      ? withoutNames(withoutEmailDebris(raw, personWords))
      : withoutEmailDebris(raw, personWords);
    fieldAsides.push(...asides);
    // "Ugandan order: surname first" tells the writer how to name the person (ADR 127).
    // "(don't write Doodle anywhere)" tells the writer how to name the person (ADR 195).
    const orderFree = withoutNameRequest(
      withoutNameOrder(debrisFree, input.newHireName),
      input.newHireName,
    );
    const cleaned = properCase(
      quietShouting(noFamilyNames ? withoutFamilyNames(orderFree) : orderFree, personWords),
    );
    const told = reviewQuotedAsSubject(
      tenureInEnglish(withoutNewsAgain(cleaned, input, personWords), titleWords),
      hedged,
    );
    if (!/[\p{L}\p{N}]/u.test(told)) continue;
    const note = readNote(field === 'hobbies' ? pastimesOnly(told) : told, field, personWords);
    note.units = note.units.filter((unit) => {
      // Logistics pasted from an e-mail ("pending background check") are never posted, nor
      // a request to the writer ("pls mention the night crew").
      if (isInstruction(unit.text)) return false;
      if (isLogistics(unit.text, field)) {
        const deed = DEED_FIELDS.includes(field) ? deedWithoutLogistics(unit.text) : undefined;
        if (!deed) return false;
        unit.text = deed;
      }
      // A cheer in another language ("parabéns Rosa") closes the post (ADR 118), never quoted.
      // "40 años torciendo" under "40 años on the bench", "il connaît tous les prix du maïs":
      // a note in another language the writer cannot read is never posted, neither in an
      // English sentence nor quoted under a label meant for the writer ("In the notes:"); one
      // whose figures the form tells elsewhere says nothing more (ADRs 119, 169).
      if (
        unit.kind !== 'cheer' &&
        (otherLanguage(unit.text) || holdsOtherLanguageClause(unit.text)) &&
        !awardNamed(field, unit.text)
      )
        return false;
      if (unit.kind !== 'cheer' && holdsTypedNotation(unit.text)) {
        // "… with Sam = chaos": a sign left as typed is no sentence; a bullet holds it (ADR 139).
        unit.kind = 'fragment';
        unit.typed = true;
      }
      // "MARI IS OUR NEW GM" under the title "General Manager": the news again (ADR 138).
      const news = withoutNewsAgain(unit.text, input, personWords);
      if (!news) return false;
      unit.text = news;
      const k = key(unit.text);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    // "Zero major non-conformities" under "Cleared the ISO audit": the count is what the
    // audit found, said so only when the input names the audit (ADR 145).
    for (const unit of note.units) {
      const found =
        (unit.kind === 'fragment' || unit.kind === 'noun') && !unit.items
          ? auditFound(unit.text, saysAudit)
          : undefined;
      if (found) Object.assign(unit, { kind: 'sentence', subject: 'other', text: found });
    }
    const { asks: found, rest } = asksOf(note.units, requestedClauses(raw), forms.short);
    asks.push(...found);
    note.units = rest;
    if (note.units.length) notes[field] = note;
  }
  continueDescription(notes);
  figureToldOnce(notes);
  // "effective 1/4": figures read by the one date reader, as a start date's are (ADR 124,
  // amended); the sentence and the "Effective:" line then say the day.
  for (const unit of notes.promotionDetails?.units ?? [])
    unit.text = effectiveFiguresTold(unit.text, today);
  // "pls ask people to DM her": an invitation every option tells, with the person's name.
  const short = forms.short;
  fieldAsides.forEach((a, n) => {
    if (a.kind !== 'invite') return;
    // Spelled out as the notes are ("closes 30 Nov" → "closes 30 November").
    const text = expandShorthand(a.text.replace(/\b(?:her|him|them)\b/u, short));
    if (!asks.some((k) => k.text === text)) asks.push({ id: `aside-invite-${n}`, text });
  });
  const asked = fieldAsides.find((a) => a.kind === 'pronoun');
  // "Pronouns they/them — pls get that right": a "she" or "he" typed in a note for the person
  // is said with the name, "her team" as "their team" (ADR 151).
  const theyAsked =
    asked?.kind === 'pronoun' ? asked.pronoun === 'they' : forms.pronouns === 'they';
  if (theyAsked)
    for (const note of Object.values(notes))
      for (const unit of note.units) sayTheirs(unit, forms.short);
  // One field a line: joined with a space, a field's last words ran into the next field's
  // sentence, and a name there ("BBC Alba") hid "his words" as someone else's (lw02).
  // "Tallink? think she was…": a company left untold for its doubt still says who she is
  // (ADR 113).
  const typed = [...Object.values(input), asTyped.company !== input.company && asTyped.company]
    .filter((v): v is string => typeof v === 'string')
    .join('\n');
  const ownWords = [
    input.newHireName,
    input.preferredName,
    input.role,
    input.currentRole,
    input.newRole,
    input.team,
    asTyped.company,
  ].flatMap((v) => v?.split(/[\s,/()]+/u) ?? []);
  const pronouns = pronounFacts(ownPronounText(typed, ownWords), [
    input.newHireName,
    input.preferredName,
  ]);
  // Pronouns typed with the name ("(she/her)") or asked for in a note are the person's own,
  // and beat any typed in passing; "they" only where asked, its verbs agreeing where the
  // flow says it for the name (flow.ts, ADR 157).
  const pronoun =
    asked?.kind === 'pronoun'
      ? asked.pronoun === 'she'
        ? { subject: 'she', object: 'her', possessive: 'her' }
        : asked.pronoun === 'he'
          ? { subject: 'he', object: 'him', possessive: 'his' }
          : { subject: 'they', object: 'them', possessive: 'their' }
      : forms.pronouns === 'she'
        ? { subject: 'she', object: 'her', possessive: 'her' }
        : forms.pronouns === 'he'
          ? { subject: 'he', object: 'him', possessive: 'his' }
          : forms.pronouns === 'they'
            ? { subject: 'they', object: 'them', possessive: 'their' }
            : pronouns.feminine !== pronouns.masculine
              ? pronouns.feminine
                ? { subject: 'she', object: 'her', possessive: 'her' }
                : { subject: 'he', object: 'him', possessive: 'his' }
              : undefined;
  const company = input.company ? tidy(expandShorthand(input.company)) || undefined : undefined;
  return {
    input,
    full: forms.full,
    short: forms.short,
    called: forms.short !== forms.full ? forms.short : typedForms.called,
    ...(pronoun && { pronoun }),
    ...titlesOf(input, personWords),
    team: teamOf(input.team),
    company,
    start: startTold(asTyped, startText, iso, tense, today),
    tense,
    ...(!tense && iso && iso < isoDay(today) && { startBehind: true }),
    notes,
    asks,
    avoid: fieldAsides.flatMap((a) => (a.kind === 'avoid' ? a.words : [])),
    proper: properWordsOf(input, personWords),
    ...(asksNoFuss(
      Object.values(input)
        .filter((v) => typeof v === 'string')
        .join('\n'),
    ) && { quiet: true }),
    ...(STORY_ORDER.some((f) => asksNoEmoji(input[f] ?? '')) && { plain: true }),
  };
}
