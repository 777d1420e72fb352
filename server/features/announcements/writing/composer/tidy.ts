import { EMOJI_CHARS, upperFirst } from '#domain/text.ts';
import { NOTE_FIELDS, type GenerationRequest } from '#domain/generation.ts';
import { nameFormsOf } from '#domain/person-name.ts';
import { MONTH_PATTERN, MONTHS } from '#domain/months.ts';
import { nlp } from './nlp.ts';
import { greetingOf } from './greetings.ts';
import { properWords } from '../proper-nouns.ts';
import { article } from '../articles.ts';
import { asksNotToBeNamed, certainPart } from '../instructions.ts';
import { insideQuotation, outsideQuotations, quotationSpans } from '../quotations.ts';
import { countFollows, expandStops, expandTitleShorthand } from '../shorthand.ts';
import {
  monthsInEnglish,
  saysStartDay,
  startDateWords,
  withoutStartDayAgain,
} from '../start-date.ts';
import { listOf, namesWithAcronym, tagsOf } from './phrases.ts';
import { takesEffect } from './prose.ts';
import { readableTitle } from './title-forms.ts';
import { tidyNotation, withoutMarkup } from './typed-notation.ts';

/**
 * The form's values tidied once, before the story is read (ADR 055): what a user types in a
 * hurry and would not post to a 200-person channel. Each rule is certain or not applied;
 * when unsure, the value stays as typed. The name is re-cased in one place of its own
 * (`nameForms`, domain/person-name.ts), which every writer and check reads.
 */

const TITLE_KEYS = ['role', 'currentRole', 'newRole'] as const;

/** Where a fact typed in another field is told, by announcement. */
const FACT_NOTE: Record<string, (typeof NOTE_FIELDS)[number]> = {
  welcome: 'expertise',
  promotion: 'promotionDetails',
  achievements: 'achievementDetails',
};

const EMOJI = new RegExp(`[${EMOJI_CHARS}]`, 'u');

/** Tags only ordinary words carry (an unknown word is tagged a noun, as acronyms are). */
const ORDINARY_TAGS = [
  'Pronoun',
  'Verb',
  'Adjective',
  'Adverb',
  'Determiner',
  'Preposition',
  'Conjunction',
];

let lexicon: Record<string, unknown> | undefined;
/** The word's entry in the tagger's dictionary ("guy": "Noun"), or of its singular. */
function entryOf(word: string): string | undefined {
  lexicon ??= (
    nlp() as unknown as { model: () => { one: { lexicon: Record<string, unknown> } } }
  ).model().one.lexicon;
  const lower = word.toLowerCase();
  const entry = lexicon[lower] ?? (/s$/.test(lower) ? lexicon[lower.slice(0, -1)] : undefined);
  return entry === undefined ? undefined : String(entry);
}

/**
 * Acronyms that hold a vowel, as teams type them: in a note typed in capitals they stay
 * capitals. A word without a vowel ("NPS", "KBC", "SMSTS") is an acronym anyway.
 */
// prettier-ignore
const ACRONYMS = new Set([
  'CSAT', 'NASA', 'UEFA', 'FIFA', 'ASAP', 'NATO', 'IKEA', 'UNICEF', 'OKR', 'OKRS', 'KPI',
  'KPIS', 'SEO', 'CEO', 'COO', 'CFO', 'CTO', 'CIO', 'VP', 'EVP', 'SVP', 'API', 'APIS', 'AI',
  'UI', 'UX', 'QA', 'IT', 'HR', 'PR', 'ER', 'ICU', 'NICU', 'OR', 'EMEA', 'APAC', 'LATAM', 'USA',
  'UAE', 'EU', 'UK', 'US', 'NHS', 'GCSE', 'GCSES', 'MBA', 'PHD', 'ESG', 'OSHA', 'HIPAA', 'GDPR',
  'SAAS', 'AWS', 'GCP', 'IOS', 'CAD', 'ERP', 'CRM', 'SAP', 'EBITDA', 'ARR', 'MRR', 'NPS',
  'IPO', 'ROI', 'AGM', 'FAQ', 'DEI', 'SLA', 'SLAS', 'MVP', 'RFP', 'ISO',
  // Bodies whose initials spell a word: "submitted to WHO GLASS" was posted "to who glass".
  'WHO', 'NICE', 'OPEC', 'RIB',
]);

/** A place, a firm or a name by the tagger's dictionary ("york", "new york", "google", "david"). */
function properEntry(word: string): boolean {
  const entry = entryOf(word.replace(/[^\p{L} ]/gu, ''));
  return (
    entry !== undefined &&
    /ProperNoun|Place|Organization|MaleName|FemaleName|City|Country|Region|Person/.test(entry) &&
    !/Acronym/.test(entry)
  );
}

/** Whether the tagger takes the word for an ordinary word, by its dictionary or its tags. */
function ordinary(word: string): boolean {
  const entry = entryOf(word);
  if (entry !== undefined) return !/ProperNoun|Place|Person|Organization|Name/.test(entry);
  return tagsOf(word.toLowerCase()).some((t) => ORDINARY_TAGS.includes(t));
}

/**
 * One word typed in capitals, as a quiet sentence writes it: an ordinary word in lower case;
 * a figure ("200K") or an acronym ("NPS", "CSAT") kept.
 */
function quietWord(word: string, personWords: ReadonlySet<string>): string {
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (!letters || /\d/.test(word)) return word;
  const lower = word.toLowerCase();
  if (personWords.has(letters.toLowerCase()))
    return lower.replace(/\p{L}/u, (c) => c.toUpperCase());
  // "TIKTOK" is TikTok: the proper-noun list writes it as spelled (properCase, story.ts).
  if (properWords().has(letters.toLowerCase())) return lower;
  if (letters.length === 1) return letters === 'I' ? word : lower;
  if (!/[AEIOUY]/.test(letters) || ACRONYMS.has(letters)) return word;
  return lower;
}

/**
 * A note typed with caps lock on ("HE IS A TIKTOK GUY 200K FOLLOWERS") in sentence case,
 * acronyms and figures kept: "He is a TikTok guy 200K followers". Only a note with no
 * lower-case letter at all and three words or more: a shouted word inside a quiet note is
 * `quietShouting`'s (phrases.ts).
 */
export function sentenceCaseShouting(text: string, personWords: ReadonlySet<string>): string {
  if (/\p{Ll}/u.test(text) || (text.match(/\p{L}{2,}/gu) ?? []).length < 3) return text;
  // "S&OP, KK/RU/EN", "LHR-JFK, ADD-GRU": a list of codes is typed in capitals, not shouted;
  // only a note with an ordinary word in it ("HE IS…") is quieted (ADR 119).
  if (!(text.match(/\p{L}{2,}/gu) ?? []).some((w) => ordinary(w))) return text;
  // "EN, FR, DE, PT": a list of short codes, each of two or three capitals, is no shouting
  // though "en" and "de" are words somewhere (posted "en, FR, de and PT", the twenty-first set).
  if (text.split(/\s*(?:[,/;&+]|\band\b)\s*/u).every((item) => /^\p{Lu}{2,3}$/u.test(item.trim())))
    return text;
  const quiet = text
    .replace(/[\p{L}\p{N}'’-]+/gu, (w, at: number) =>
      // A code joined to another by a slash or "&" ("RU/EN", "S&OP") keeps its capitals.
      /[/&]$/.test(text.slice(0, at)) || /^[/&]/.test(text.slice(at + w.length))
        ? w
        : quietWord(w, personWords),
    )
    // Typed in one breath, "A TIKTOK GUY 200K FOLLOWERS" is two facts: "…guy, 200K followers".
    .replace(
      /(\p{L}+) (\d[\d.,]*[kKmM]?\+? \p{Ll}+s)(?=\s*$|\s*[.!?\n])/gu,
      (m, before: string, figure: string) => {
        const tags = tagsOf(before.toLowerCase());
        const noun = tags.includes('Noun') && !tags.some((t) => ORDINARY_TAGS.includes(t));
        return noun ? `${before}, ${figure}` : m;
      },
    );
  return quiet.replace(
    /(^|[.!?\n]\s*)([^\p{L}\p{N}]*)(\p{Ll})/gu,
    (_m, before: string, lead: string, c: string) => before + lead + c.toUpperCase(),
  );
}

/** Acronyms that are also ordinary words: in a run of shouted ordinary words they are the word. */
const AMBIGUOUS = new Set(['IT', 'US', 'OR', 'ER', 'AI']);

/** A token typed in capitals: letters (at least one) and figures, no lower-case letter. */
const CAPITAL_TOKEN = String.raw`[\p{Lu}\p{N}][\p{Lu}\p{N}'’&-]*`;
const CAPITAL_RUN = new RegExp(
  String.raw`(?<![\p{L}\p{N}/&-])${CAPITAL_TOKEN}(?:[ \t]+${CAPITAL_TOKEN})+(?![\p{L}\p{N}/&-])`,
  'gu',
);

/**
 * Capitals typed inside a quiet note (ADR 138): "That EARNED THEM A SPOT at nationals", "MARI
 * IS OUR NEW GM and she EARNED THIS", "NO SICK DAYS IN 3 YEARS!!!". A run of two words or
 * more typed in capitals, with an ordinary word in it, is told in sentence case: each word
 * as `quietWord` writes it (acronyms such as "GM", "ICU", codes such as "B2" and figures
 * kept; the person's name in its own form, "Mari"), and a capital again where the run opens
 * a sentence. A run of acronyms or codes only ("NHS ICU", "LHR JFK") is left as typed, and
 * so is a word the user typed in capitals everywhere else too (a product, a team: "NOVA").
 * "BEST. QUARTER. EVER.", one word per stop for drama, is one sentence: "Best quarter ever."
 * A whole note in capitals is `sentenceCaseShouting`'s; one word in capitals is
 * `quietShouting`'s (phrases.ts).
 */
export function quietCapitalRuns(
  text: string,
  personWords: ReadonlySet<string>,
  typedElsewhere = '',
): string {
  const dramatic = text.replace(
    /(^|[.!?\n]\s*)((?:\p{Lu}{2,}\.[ \t]+){1,4}\p{Lu}{2,})([.!?]+)/gu,
    (whole, before: string, run: string, mark: string) => {
      const parts = run.split(/\.[ \t]+/);
      if (!parts.every((w) => ordinary(w) && !ACRONYMS.has(w))) return whole;
      const said = parts.map((w) => w.toLowerCase()).join(' ');
      return `${before}${upperFirst(said)}${mark[0] === '!' ? '!' : mark[0]}`;
    },
  );
  const brand = (word: string) =>
    new RegExp(String.raw`(?<![\p{L}])${word}(?![\p{L}])`, 'u').test(typedElsewhere) &&
    !new RegExp(String.raw`(?<![\p{L}])${word}(?![\p{L}])`, 'iu').test(
      typedElsewhere.replace(new RegExp(String.raw`(?<![\p{L}])${word}(?![\p{L}])`, 'gu'), ''),
    );
  // A quotation's capitals are the speaker's (ADR 158).
  const quotes = quotationSpans(dramatic);
  const runs = dramatic.replace(CAPITAL_RUN, (run, at: number) => {
    if (insideQuotation(quotes, at)) return run;
    const parts = run.split(/([ \t]+)/);
    const wordsOf = parts.filter((_, i) => i % 2 === 0);
    const quiet = (w: string) => {
      const letters = w.replace(/[^\p{L}]/gu, '');
      return letters.length > 1 && !/\d/.test(w) && !ACRONYMS.has(letters) && ordinary(letters);
    };
    const ordinaryCount = wordsOf.filter(quiet).length;
    if (!ordinaryCount) return run;
    if (wordsOf.some((w) => /\p{L}{2,}/u.test(w) && brand(w))) return run;
    if (namesWithAcronym(wordsOf, quiet)) return run;
    const said = parts
      .map((w, i) => {
        if (i % 2) return w;
        const letters = w.replace(/[^\p{L}]/gu, '');
        if (AMBIGUOUS.has(letters) && ordinaryCount >= 2) return w.toLowerCase();
        if (personWords.has(letters.toLowerCase())) return quietWord(w, personWords);
        // "FA CUP", "ES LA MEJOR": a short word no English dictionary knows stays as typed.
        if (letters.length > 1 && letters.length < 4 && !ordinary(letters)) return w;
        // "FROM NEW YORK", "AT GOOGLE": a place or a firm keeps its capital.
        const pair = `${wordsOf[i / 2 - 1] ?? ''} ${w}`.trim();
        if (properEntry(w) || (i && properEntry(pair))) return upperFirst(w.toLowerCase());
        const next = `${w} ${wordsOf[i / 2 + 1] ?? ''}`.trim();
        if (next !== w && properEntry(next)) return upperFirst(w.toLowerCase());
        return quietWord(w, personWords);
      })
      .join('');
    const opens = /(?:^|[.!?\n]\s*)[^\p{L}\p{N}]*$/u.test(dramatic.slice(0, at));
    return opens ? upperFirst(said) : said;
  });
  // "MARI said…": the person's name typed in capitals is written as the name field gives it.
  return runs.replace(/(?<![\p{L}\p{N}])\p{Lu}{2,}(?![\p{L}\p{N}])/gu, (w) =>
    personWords.has(w.toLowerCase()) ? quietWord(w, personWords) : w,
  );
}

/** Words typed after a fact that say nothing to a reader: "lol", "haha", "fyi". */
const DEBRIS = String.raw`(?:lol+|lmao|rofl|ha(?:ha)+h?|he(?:he)+|fyi|tbh|imo|jk|obvs?|obviously)`;
/**
 * A hedge typed after a fact: "did all the munros apparently", "plays the oud I think". It
 * is the manager's doubt, told to the writer; posted, it read as the writer's own voice
 * (the thirteenth set's ow02 and ow08: "drop 'apparently'", ADR 100). Only after the fact,
 * never inside it ("apparently unbeatable at chess" keeps its word); "Allegedly." after a
 * tall tale is a joke the ninth set's readers posted as written, and stays.
 */
const HEDGE = String.raw`(?:apparently|i think|i believe|i reckon|i guess|iirc)`;
const TRAILING_DEBRIS = new RegExp(
  String.raw`(?:,[ \t]*|[ \t]+)(?:\((?:${DEBRIS}|${HEDGE})\)|${DEBRIS}|${HEDGE})(?=\s*(?:${EMOJI.source}\s*)*(?:[.,;!?)\n]|$))`,
  'giu',
);
const LEADING_DEBRIS = /(^|\n|[.!?]\s+)(?:fyi|btw|ps)\b[:,-]?\s+(?=\S)/giu;
/**
 * A manager's aside word where it opens or closes a clause: "…trains the new starters
 * informally anyway.", "honestly, the best hire we made" (the fourteenth set, ADR 101). Inside
 * a clause ("came in anyway, the day after") it ends no clause and stays.
 */
const ASIDE_WORD = String.raw`(?:anyway|anyways|tbh|honestly|to be honest)`;
const ASIDE_AT_END = new RegExp(String.raw`,?\s+\b${ASIDE_WORD}\b\s*(?=[.!?;\n]|$)`, 'giu');
const ASIDE_AT_START = new RegExp(String.raw`(^|\n|[.!?;]\s+)${ASIDE_WORD}\b[,:]?\s+(?=\S)`, 'giu');

/**
 * Interjections typed to the writer as a unit of their own: "OMG ok.", "haha ok he once…",
 * "ugh", "idk", "tbh". Posted, "Fun fact: ok he once served…" and "Outside work: OMG ok"
 * read as the typist talking (ADR 146). A run is one only when it holds a word of chat
 * (`CHAT`); "ok", "wow", "oh" alone before a clause may be the clause's and stay.
 */
const CHAT = String.raw`(?:omg|omfg|lol+|lmao|rofl|ha(?:ha)+h?|he(?:he)+|ugh+|urgh+|idk|tbh|ngl|smh|jk|welp|meh|oof|yikes|sigh)`;
const CHAT_FILLER = String.raw`(?:ok|okay|k|so|well|yeah|yep|yes|oh|wow|um+|erm+|hmm+|right|anyway)`;
const CHAT_RUN = String.raw`(?:(?:${CHAT_FILLER})[\s,]+)*${CHAT}(?:[\s,]+(?:${CHAT}|${CHAT_FILLER}))*`;
/** A sentence (or a line, or a part after a dash) that is only chat: it goes whole. */
const CHAT_UNIT = new RegExp(
  String.raw`(^|\n|[.!?;]\s+|\s[-–—]\s)${CHAT_RUN}\b(?:\s*[.!?…,:;–—-]+[ \t]*|[ \t]+(?=\p{L})|[ \t]*(?=\n|$))`,
  'giu',
);

/**
 * A note without its chat debris: "plays bass in a metal band lol" → "plays bass in a metal
 * band", "also cricket, obviously 🏏" → "also cricket 🏏", "!!!" → "!". "obviously" inside a
 * clause ("obviously talented") is a word of the sentence and stays.
 */
export function withoutDebris(text: string): string {
  if (new RegExp(String.raw`^\W*${DEBRIS}\W*$`, 'iu').test(text)) return '';
  if (new RegExp(String.raw`^\W*${CHAT_RUN}\W*$`, 'iu').test(text)) return '';
  // "BEST!!" inside a quotation is the speaker's (ADR 158).
  return outsideQuotations(
    text
      // Before a word, only a clause in lower case goes on ("haha ok he once…"): "Meh Island"
      // may be a name (the flag "i" reads \p{Ll} as any letter, so the case is looked at here).
      .replace(CHAT_UNIT, (m: string, before: string, at: number, whole: string) =>
        /\p{Lu}/u.test(whole.charAt(at + m.length)) && !/[.!?…,:;–—-]\s*$/u.test(m) ? m : before,
      )
      .replace(TRAILING_DEBRIS, '')
      .replace(ASIDE_AT_END, '')
      .replace(LEADING_DEBRIS, (_m, before: string) => before)
      .replace(ASIDE_AT_START, (_m, before: string) => before)
      .replace(/[ \t]{2,}/g, ' ')
      .trim(),
    (piece) => piece.replace(/([!?])\1+/g, '$1'),
  );
}

/** Words that name a measure: the figure typed after them, after a comma, is its value. */
const MEASURE = String.raw`(?:score|scores|rating|ratings|NPS|CSAT|CSI|eNPS|index|rate|average|grade|mark|result|satisfaction|ranking|percentile|uptime|accuracy|yield)`;
const LABELLED_FIGURE = new RegExp(
  String.raw`(\b${MEASURE}\b[^,.;:\d\n()]{0,40}?),\s*(\d[\d.,]*\s*(?:%|pts?|points|stars?|\/\s*\d+|out of \d+)?)(?=\s*(?:[.;!\n]|$))`,
  'giu',
);

/**
 * A figure that belongs to the measure before it: "highest CSI score in the region, 96.2" is
 * "highest CSI score in the region (96.2)", one fact, never "… and 96.2"; "4.8★ on app store"
 * is "4.8-star rating on app store". Only after a word that names a measure, and only when
 * the figure ends the clause: "top score, 3 years running" is two facts and stays.
 */
export function withFiguresOfLabels(text: string): string {
  return text
    .replace(LABELLED_FIGURE, (_m, label: string, figure: string) => `${label} (${figure.trim()})`)
    .replace(/(\d(?:[.,]\d+)?)\s*(?:★|⭐\uFE0F?|☆)(?:\s*ratings?\b)?/gu, '$1-star rating');
}

/**
 * A title as a reader expects it: shorthand written out ("yr 5 teacher" → "Year 5 teacher",
 * "asst store mgr" → "assistant store manager"), an emoji between its words read as the
 * comma it stands for ("Store Manager 🎉 Eastgate" → "Store Manager, Eastgate").
 */
/**
 * A bracket closing a title that is an aside about the person, not part of the job: time
 * served ("(22 yrs underground, started as a mucker)", "(18 years on the ward)") or two
 * clauses of a story. Said with the title, it read "…our shift boss (22 years underground…)"
 * glued to it (ADR 188). A gloss of the job ("(Assistant Manager grade)", "(nights)",
 * "(broeikas)") has neither and stays.
 */
const TIME_SERVED = /\b\d+\+?\s*(?:yrs?|years?|months?|mos)\b/i;
const STORY_VERB =
  /\b(?:started|joined|began|came|trained|qualified|worked|moved|grew up|served|spent)\b/i;

function asideApart(title: string): { title: string; aside: string } | undefined {
  const bracket = /^(.*\S)\s*\(([^()]+)\)\s*$/u.exec(title.trim());
  if (!bracket || /[()]/.test(bracket[1]!)) return undefined;
  const inner = bracket[2]!.trim();
  if (inner.split(/\s+/).length < 3) return undefined;
  const clauses = inner.split(/\s*[,;]\s*/).filter(Boolean);
  const served = TIME_SERVED.test(inner);
  if (!served && !(clauses.length > 1 && STORY_VERB.test(inner))) return undefined;
  return { title: bracket[1]!.trim(), aside: inner };
}

/**
 * A title's aside as notes about the person, a clause a line: time served with where it was
 * served ("22 yrs underground") is said with the person ("Marc has 22 years underground."), as
 * the aside told it of them; told alone it read as a fragment, and tucked after a deed as a
 * count of it ("…won the dog trials (30 years on the station)"). Other clauses stay as typed.
 */
function asideSaid(aside: string, short: string): string {
  return aside
    .split(/\s*[,;]\s*/)
    .filter(Boolean)
    .map((clause) => {
      const served = /^(\d+\+?)\s*(?:yrs?|years?)\s+(\p{L}.{0,40})$/iu.exec(clause);
      return served && short ? `${short} has ${served[1]} years ${served[2]}.` : clause;
    })
    .join('\n');
}

export function tidyTitle(raw: string): string {
  const text = expandTitleShorthand(raw)
    .replace(new RegExp(String.raw`(?<=\p{L})\s*(?:${EMOJI.source})+\s*(?=\p{L})`, 'gu'), ', ')
    .replace(new RegExp(`(?:${EMOJI.source})+`, 'gu'), '')
    .replace(/([!?])\1+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? readableTitle(withWeeklyDay(titleCaseShouting(text))) : raw;
}

/**
 * A title typed in capitals ("SENIOR LINE COOK", "ICU CHARGE NURSE") in title case, acronyms
 * kept ("ICU Charge Nurse"): half-lowered, "Senior LINE COOK" read as shouting (ADR 138). Only
 * a title with no lower-case letter and an ordinary word in it; "QA", "VP R&D" stay.
 */
function titleCaseShouting(title: string): string {
  if (/\p{Ll}/u.test(title)) return title;
  const letters = title.match(/\p{L}{2,}/gu) ?? [];
  if (!letters.some((w) => !ACRONYMS.has(w) && ordinary(w))) return title;
  return title.replace(/[\p{L}\p{N}'’]+/gu, (w, at: number) =>
    /[/&]$/.test(title.slice(0, at)) || /^[/&]/.test(title.slice(at + w.length))
      ? w
      : upperFirst(quietWord(w, new Set())),
  );
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * "reception cover on thurs": a day closing a job title is when that part of the job comes
 * round, every week: "on Thursdays". Left as typed it read as a note to the thirteenth set's
 * readers. Only a weekday typed after "on" or "every" at the title's end.
 */
function withWeeklyDay(title: string): string {
  return title.replace(/\b(on|every)\s+([a-z]{3,9})\.?$/i, (whole, on: string, typed: string) => {
    const lower = typed.toLowerCase().replace(/s$/, '');
    const day = WEEKDAYS.find(
      (d) =>
        lower.length >= 3 && (d.toLowerCase().startsWith(lower) || d.toLowerCase() === `${lower}s`),
    );
    if (!day || (lower.length > 5 && !day.toLowerCase().startsWith(lower))) return whole;
    return on.toLowerCase() === 'every' ? `every ${day}` : `on ${day}s`;
  });
}

/**
 * A team as a reader expects it: "front desk / concierge" is "front desk and concierge"
 * (two lower-case teams joined; "Projects / North region" is a team and a place, kept), and
 * "STORE 112" is "Store 112".
 */
export function tidyTeam(raw: string): string {
  // "Rōpū Kōwhai (Y4–6) — nau mai, haere mai": a welcome typed after the team is no part of
  // its name ("joins Rōpū Kōwhai (Y4–6) — nau mai, haere mai as our new Kaiako").
  const welcome = /^(.+?)\s+[—–-]\s+(.+)$/u.exec(raw.trim());
  const named = welcome && greetingOf(welcome[2]!, new Set()) ? welcome[1]! : raw;
  let text = named.replace(/^([\p{Ll} ]+?)\s+\/\s+([\p{Ll} ]+)$/u, '$1 and $2');
  if (!/\p{Ll}/u.test(text) && /\p{Lu}{4,}/u.test(text))
    text = text.replace(/\p{Lu}{4,}/gu, (w) =>
      /[AEIOUY]/.test(w) && !ACRONYMS.has(w) && ordinary(w) ? w[0] + w.slice(1).toLowerCase() : w,
    );
  return text;
}

/** "amazon fulfilment" → "Amazon fulfilment": a company's name starts with a capital. */
function companyCase(name: string): string {
  const trimmed = name.trim();
  // "ex chief eng on product tankers", "a bakery in town": a description, not a name.
  if (/\p{Lu}/u.test(trimmed) || /^(?:a|an|the|ex|former)\s/i.test(trimmed)) return trimmed;
  // "crab fishery (2 yrs)": a kind of place stays lowercase, for "from a crab fishery" (ADR 125).
  if (placeOf(TRAILING_SPAN.exec(trimmed)?.[1] ?? trimmed)) return trimmed;
  return trimmed.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

/** "2 yrs at Royal Melbourne" → the employer and how long: ["Royal Melbourne", "2 yrs"]. */
function employerOf(part: string): string {
  const stint = /^(\d[\d.,]*\+?\s*(?:yrs?|years?|mos?|months?))\s+(?:at|with|in)\s+(.+)$/i.exec(
    part.trim(),
  );
  return stint ? `${companyCase(stint[2]!)} (${stint[1]})` : companyCase(part);
}

/**
 * A company field that holds a career path: the person joins from the LAST employer, the
 * earlier one is background. "Taj Mahal Palace Mumbai → Four Seasons Dubai" and "Cho Ray
 * Hospital (HCMC), then 2 yrs at Royal Melbourne" name the last one second; "Dishoom,
 * before that River Café" and "UNICEF Amman, prev. Oxfam" name it first. The result reads
 * after "joins us from": "Four Seasons Dubai (before that, Taj Mahal Palace Mumbai)".
 */
export function tidyCompany(raw: string): string {
  // "Fonterra supplier farm in Waikato, 8 yrs": how long, in brackets, as "(8 yrs)" reads.
  const text = raw
    .replace(/\s+/g, ' ')
    .trim()
    // "None really — grew up in her grandma's taller": the typist's shrug before what there
    // is, never posted ("Background: None really — …" was the twenty-fourth set's C).
    .replace(
      /^(?:none|nothing|not much|not a lot|n\/a)(?:\s+(?:really|formal|much|as such|official|yet))?\s*(?:[-–—:,;]|\.\.\.|…)\s*(?=[\p{L}\p{N}])/iu,
      '',
    )
    // "9 ans", "4 Jahre", "7 años": years, in the words of the post (ADR 160), wherever a
    // figure has them ("6 ans + 3 años at a clinic", ADR 166); "9 J." is "Jahre" (ADR 170).
    .replace(
      /(?<=(?:^|[\s(,])\d+(?:\.\d+)?\+?)\s*(?:ans|años?|anos?|jahren?|jahr|anni|jaar|år|j\.(?!\p{L}))(?=\s*(?:[)+;,]|$|\s(?:at|in|with|as|on|for)\s))/giu,
      (_m, offset: number, whole: string) =>
        /(?:^|\D)1$/.test(whole.slice(0, offset)) ? ' year' : ' years',
    )
    .replace(/(?:,|\s[-–—])\s*(\d[\d.]*\+?\s*(?:yrs?|years?|mos?|months?))$/i, ' ($1)');
  const stints = stintsApart(text);
  if (stints !== text) return stints;
  let last: string | undefined;
  let earlier: string[] = [];
  const arrows = text.split(/\s*(?:-+>|=>|→)\s*/);
  const then = /^(.+?),?\s+(?:and\s+)?then\s+(.+)$/i.exec(text);
  const before =
    /^(.+?)(?:,\s*|\s+\(\s*|;\s*)(?:and\s+)?(?:before that|before|previously|prev\.?|formerly|ex-)\s*,?\s*(?:at\s+)?([^)]+?)\)?$/i.exec(
      text,
    );
  // "9 yrs deckhand then mate on the ferry": a career of jobs, read whole (careerOf, ADR 137).
  // "Samoan (Apia). Trained in Auckland, then 3 yrs in Brisbane": sentences are read part by
  // part, never reordered as employers (ADR 170).
  if (careerOf(text) || SURE_BREAK.test(text)) return companyCase(text);
  if (arrows.length > 1 && arrows.every((p) => /\p{L}/u.test(p))) {
    last = arrows.at(-1);
    earlier = arrows.slice(0, -1).reverse();
  } else if (then) {
    last = then[2];
    earlier = [then[1]!];
  } else if (before) {
    last = before[1];
    earlier = [before[2]!];
  }
  // "Finnish, product design in Lahti, then 2 yrs at…": an earlier part of more than one
  // fact (a nationality, a course) is no employer to say "before that" (ADR 199).
  if (!last || earlier.some((e) => !/\p{L}/u.test(e) || e.replace(/\([^()]*\)/g, '').includes(',')))
    return companyCase(text);
  const head = employerOf(last);
  // "4 yrs at a courier startup (~1,200 riders), before that…": an employer typed with its
  // own bracket keeps its stint in front, in the order typed; moved behind it, the stint made
  // two brackets in a row ("a courier startup (about 1,200 riders) (4 years; before that, …)",
  // ADR 194).
  if (/\)\s*\(/.test(head))
    return companyCase(
      `${last.trim()}; before that, ${earlier.map((e) => e.trim()).join(' and ')}`,
    );
  // One pair of brackets reads; a second inside the first does not: "(HCMC)" → ", HCMC".
  const background = earlier
    .map((e) => employerOf(e).replace(/\s*\(([^()]*)\)/g, ', $1'))
    .join(' and ');
  return head.endsWith(')')
    ? `${head.slice(0, -1)}; before that, ${background})`
    : `${head} (before that, ${background})`;
}

/**
 * "Kottakkal, 6 yrs + 2 yrs in a wellness clinic in Muscat": "+" between stints, one of them
 * with how long, parts them as ";" does, read one by one (partsOf, ADR 166); the shorthand
 * reader's "and" made "Kottakkal, 6 years and 2 years in…". "Tesco + Aldi" stays as typed.
 */
function stintsApart(text: string): string {
  const parts = text.split(/\s+\+\s+/u);
  const span = /\d\s*(?:years?|yrs?|months?|mos|seasons?|winters?|summers?)\b/iu;
  // "2 yrs + 6 months at Google" is one span, "2 years and 6 months".
  const stint = (part: string) => /\p{L}{2,}/u.test(part.replace(span, ''));
  return parts.length > 1 && parts.every(stint) && parts.some((p) => span.test(p))
    ? parts.join('; ')
    : text;
}

/** The date part of a start date typed in words; '' when the date is unsure (start-date.ts). */
export function tidyStartDate(raw: string): string {
  return startDateWords(raw).date ?? '';
}

/**
 * A company typed in lower case, named again in a note ("built the ledger svc at stripe"):
 * written as the company field now writes it, after a word that says it is the employer.
 */
function withCompanyCased(text: string, typed: string | undefined, tidied: string): string {
  const name = typed?.trim().split(/[\s,(]/)[0];
  if (!name || name !== name.toLowerCase() || name.length < 3 || !/^\p{L}+$/u.test(name))
    return text;
  const cased = name[0]!.toUpperCase() + name.slice(1);
  if (!tidied.includes(cased)) return text;
  return text.replace(
    new RegExp(String.raw`\b(at|from|with|for|joined|left|ex-)\s*${name}\b`, 'g'),
    (m) => m.slice(0, -name.length) + cased,
  );
}

/** The person's name words, lower case: kept as names when a shouted note is quietened. */
function personWordsOf(input: GenerationRequest): Set<string> {
  return new Set(
    `${input.newHireName} ${input.preferredName ?? ''}`
      .toLowerCase()
      .split(/[^\p{L}'’-]+/u)
      .filter((w) => w.length > 1),
  );
}

/**
 * Places the user named in a short field and typed in lower case in a note: "Store
 * Manager, Eastgate" and "eastgate hit top 5" are one store. Only a single capitalised word
 * set off after a comma, a dash or an emoji ("Plant Manager - Brampton", "Head Chef -
 * Southside location"), which no dictionary knows as an ordinary word: "Production" in
 * "Production Manager" is still "production" in a note.
 */
function namesOfShortFields(input: GenerationRequest): Map<string, string> {
  const names = new Map<string, string>();
  const short = [input.role, input.currentRole, input.newRole, input.team, input.company];
  for (const value of short) {
    if (typeof value !== 'string') continue;
    const segments = value.split(
      new RegExp(String.raw`\s*(?:[,()/]|\s[-–—]\s|(?:${EMOJI.source})+)\s*`, 'u'),
    );
    for (const segment of segments.slice(1)) {
      const place =
        /^(\p{Lu}\p{Ll}{3,})(?:\s+(?:location|site|branch|store|office|campus))?$/u.exec(
          segment.trim(),
        );
      if (place && !ordinaryInDictionary(place[1]!)) names.set(place[1]!.toLowerCase(), place[1]!);
    }
  }
  return names;
}

/** Only the dictionary: the tagger guesses "eastgate" is a verb for its ending. */
function ordinaryInDictionary(word: string): boolean {
  const entry = entryOf(word);
  return entry !== undefined && !/ProperNoun|Place|Person|Organization|Name/.test(entry);
}

/** Each lower-case word of the note that a short field names with its capital. */
export function withNamesCased(text: string, names: ReadonlyMap<string, string>): string {
  if (!names.size) return text;
  return text.replace(/(?<![\p{L}\p{N}@#/._-])[\p{Ll}][\p{L}'’-]*/gu, (w) => names.get(w) ?? w);
}

/** "sep" → "September": the month a three-letter start names. */
function monthNamed(prefix: string): string {
  const month = MONTHS.find((m) => m.startsWith(prefix.toLowerCase()))!;
  return upperFirst(month);
}

/**
 * "starts Sept. 22 yrs at the school": the stop after "Sept." ends the start, and the number
 * after it counts years, never the day of the month ("starts September 22 years at the
 * school", the fifth set's reader). The start is "in September" and the years a sentence of
 * their own (ADR 058).
 */
const START_THEN_DURATION =
  /\b(starts?|starting|begins?|beginning|effective)\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[,;/–—-]?\s+(?=\d[\d.,]*\+?\s*(?:yrs?|years?|mos|months?)\b)/gi;

/**
 * "Campaign Oct–Nov. 17 mobile teams, 43 auxiliaires…": the stop after a month in short ends
 * its sentence when what follows counts something (`countFollows`); read as "November 17" it
 * was a date no one typed (the readers of ea11).
 */
const MONTH_STOP = new RegExp(
  String.raw`(?<!\b(?:on|since|from|until|till|by|before|after)\s+)\b(${MONTHS.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)}|${m === 'september' ? 't' : ''})?`).join('|')})\.[ \t]+(?=\d)`,
  'gi',
);

export function withStartApart(text: string): string {
  return text
    .replace(
      START_THEN_DURATION,
      (_, verb: string, month: string) => `${verb} in ${monthNamed(month)}. `,
    )
    .replace(MONTH_STOP, (whole, month: string, at: number, all: string) =>
      countFollows(all.slice(at + whole.length)) ? `${monthNamed(month)}. ` : whole,
    );
}

/**
 * "Fun fact: name is pronounced shi-VAWN", "first job was washing barrels at 12": a fun fact
 * about the person's name or first job typed without whose it is. Said with the person's
 * name ("Niamh's name is pronounced NEEV"), which is certain where a pronoun may not be; the
 * eighth set's reader rewrote the bare "Name is pronounced…" (ADR 066). Only at a sentence's
 * start, and only before a verb that says something of it.
 */
const WHOSE =
  /(^|[.;!?,]\s+)(?:(?:her|his|their)\s+)?((?:first\s+|full\s+|sur)?name|(?:first|dream|childhood)\s+(?:job|car|concert|gig|pet))\s+(?=(?:is|was|means|rhymes|comes|sounds|has|gets|isn['’]t|wasn['’]t)\b)/giu;

/**
 * "first woman in her family to work the mines": a superlative that describes the person,
 * typed without "is the" (the seventh set's reader wanted "She's the first woman…"). Only a
 * word for a person after it, and a phrase that places it.
 */
const FIRST_OF =
  /^(?:the\s+)?(first|only|youngest|oldest|last)\s+(woman|man|person|girl|boy|one|member|student|graduate|apprentice|employee|hire|female|male)\s+(?=(?:in|at|on|to|from|of|ever)\b)/iu;

export function withWhoseName(text: string, short: string): string {
  const name = short.trim();
  if (!name) return text;
  return text
    .trim()
    .replace(
      WHOSE,
      // After a comma the fact is a sentence of its own: "…in Burgundy. Élodie's first job…",
      // never a comma splice with the name again.
      (_m, lead: string, noun: string) =>
        `${lead.startsWith(',') ? '. ' : lead}${name}'s ${noun.toLowerCase()} `,
    )
    .replace(
      FIRST_OF,
      (_m, which: string, who: string) =>
        `${name} is the ${which.toLowerCase()} ${who.toLowerCase()} `,
    );
}

/**
 * "new role = owns guest feedback and VIP arrivals": chat's "=" for "is" before what the
 * person does. Said as a reader would: "In the new role, Ana owns guest feedback…" (the
 * eighth set's reader rewrote the pasted "New role = owns…", ADR 066). Only "new role",
 * "new job" or "new position" with "=" or ":" before a verb of the person's ("owns",
 * "will run"); anything else stays as typed.
 */
const NEW_ROLE_IS =
  /(^|[.!?]\s+|\n\s*)new\s+(role|job|position)\s*(?:=|:|-)\s*(will\s+\p{L}+|\p{Ll}+s)\b/giu;

export function withNewRoleSaid(text: string, short: string): string {
  if (!short.trim()) return text;
  return text.replace(NEW_ROLE_IS, (m, lead: string, noun: string, verb: string) => {
    const first = verb.split(/\s+/)[0]!.toLowerCase();
    const tags = tagsOf(first);
    const isVerb = first === 'will' || (tags.includes('PresentTense') && !tags.includes('Plural'));
    return isVerb ? `${lead}In the new ${noun.toLowerCase()}, ${short.trim()} ${verb}` : m;
  });
}

/** The request with every field a writer reads tidied; the name is `nameForms`'. */
/** The fields a user writes words in, markup pasted into them taken out; names are read by nameForms. */
const MARKUP_KEYS = [
  ...NOTE_FIELDS,
  'role',
  'team',
  'company',
  'startDate',
  'currentRole',
  'newRole',
] as const;

function withoutMarkupIn(input: GenerationRequest): GenerationRequest {
  const out: GenerationRequest = { ...input };
  for (const key of MARKUP_KEYS) {
    const value = input[key];
    if (typeof value === 'string') out[key] = withoutOwnLabel(key, withoutMarkup(value));
  }
  return out;
}

/**
 * The labels a user types before a field's value that name the field itself: "Hobbies:" in the
 * hobbies field, "Previous employer:" in the company field (ADR 144). Readers found "Hobbies:"
 * posted and "comes to us from Previous employer: Bruce Power". Only a label naming what the
 * field holds is dropped: "Skills: the board game" in a fun fact is the fact's own words.
 */
const OWN_LABELS: Readonly<Record<(typeof MARKUP_KEYS)[number], string>> = {
  company: String.raw`(?:previous|prev\.?|last|former|most recent|old)\s+(?:employer|company|job|role|workplace|position|work)|prev\.?|previously|company|employer|background|experience|joining from|coming from`,
  expertise: String.raw`expertise|areas? of expertise|skills?|skill\s?set|speciality|specialities|specialty|specialties|strengths|qualifications|experience`,
  hobbies: String.raw`hobbies|hobby|hobbies (?:and|&) interests|interests|pastimes|outside (?:of )?work|free time|spare time`,
  funFact: String.raw`fun facts?|random fact|fact|trivia|did you know\??`,
  promotionDetails: String.raw`(?:promotion )?details|notes`,
  achievementDescription: String.raw`achievement|award`,
  achievementDetails: String.raw`(?:achievement )?details|notes`,
  role: String.raw`(?:job )?(?:role|title|position)`,
  currentRole: String.raw`(?:current |old |previous )?(?:role|title|position)`,
  newRole: String.raw`(?:new )?(?:role|title|position)`,
  team: String.raw`team|department|dept\.?`,
  startDate: String.raw`start(?:ing)?(?: date| day)?|first day|joining date`,
};

/**
 * A label the writer puts before a field of its own, typed in another person-fact field:
 * "Fun fact - plays the bagpipes" as a hobby. Kept, the post said "Fun fact" twice when the
 * fun fact field had one too; the writer labels the hobby its own way (ADR 148). Not in the
 * expertise field, whose frame ("expertise covers…") takes no deed or pastime.
 */
const SIBLING_LABELS: Partial<Record<(typeof MARKUP_KEYS)[number], string>> = {
  hobbies: String.raw`fun facts?`,
  funFact: String.raw`outside (?:of )?work`,
};

/** The field's own label and its colon or spaced dash, when words follow it. */
function withoutOwnLabel(key: (typeof MARKUP_KEYS)[number], value: string): string {
  const labels = [OWN_LABELS[key], SIBLING_LABELS[key]].filter(Boolean).join('|');
  const label = new RegExp(String.raw`^\s*(?:${labels})\s*(?::|\s[-–—])\s*(?=[\p{L}\p{N}])`, 'iu');
  return value.replace(label, '');
}

/**
 * The user's other fields, where a word typed in capitals in a note may be typed again: the
 * names are left out (a name is the person's, not a brand), and so is a field typed all in
 * capitals (shouting there says nothing of how the word is spelled).
 */
function elsewhere(input: GenerationRequest, key: string): string {
  const fields = [...NOTE_FIELDS, ...TITLE_KEYS, 'team', 'company'] as const;
  return fields
    .filter((f) => f !== key)
    .map((f) => input[f])
    .filter((v): v is string => typeof v === 'string' && /\p{Ll}/u.test(v))
    .join('\n');
}

export function tidyFields(typed: GenerationRequest): GenerationRequest {
  const input = withoutMarkupIn(typed);
  const out: GenerationRequest = { ...input };
  const personWords = personWordsOf(input);
  const names = namesOfShortFields(input);
  // "marcus bell" is written "Marcus Bell" (nameForms): "marcus" in a note is "Marcus" too.
  for (const form of nameFormsOf(input).allowed)
    if (/^\p{Lu}\p{Ll}{2,}$/u.test(form) && !ordinaryInDictionary(form))
      names.set(form.toLowerCase(), form);
  // "Shift boss (22 years underground, started as a mucker)": the aside is about the person,
  // told apart from the title as a note of its own (ADR 188).
  const titleAsides: string[] = [];
  for (const key of TITLE_KEYS) {
    const value = input[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    const apart = asideApart(value);
    if (apart) titleAsides.push(apart.aside);
    out[key] = tidyTitle(apart?.title ?? value);
  }
  // "Tom O'Neill - contractor": the qualifier is about the job, so the title carries it.
  const { qualifier } = nameFormsOf(input);
  const titleKey = input.messageType === 'promotion' ? 'newRole' : 'role';
  const title = out[titleKey];
  if (qualifier && !(title ?? '').toLowerCase().includes(qualifier))
    out[titleKey] = title?.trim() ? `${title.trim()} (${qualifier})` : qualifier;
  if (input.team?.trim()) out.team = tidyTeam(input.team);
  // "Clyde & Co – dont name them in the msg pls": the firm is not named, nor the request
  // posted (instructions.ts).
  // "Tallink? think she was…": a company in doubt is not asserted; a correction or a
  // bracketed "(check CV)" leaves its certain part (ADR 113).
  const company = certainPart(input.company ?? '');
  if (input.company?.trim() && (asksNotToBeNamed(input.company) || !company)) delete out.company;
  else if (company.trim()) out.company = tidyCompany(company);
  let startFact: string | undefined;
  if (input.startDate?.trim()) {
    // "Sept. / 22 yrs at the school": the month is the start, the years a note of their own.
    // "today lol": the chat debris goes from the start as from a note (ADR 066).
    const { date, fact } = startDateWords(withoutDebris(input.startDate) || input.startDate);
    if (date) out.startDate = date;
    else delete out.startDate;
    startFact = fact;
  }
  for (const key of NOTE_FIELDS) {
    const value = input[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    const tidied = withCompanyCased(
      withNamesCased(
        expandStops(
          tidyNotation(
            withStartApart(
              withFiguresOfLabels(
                withoutDebris(
                  quietCapitalRuns(
                    sentenceCaseShouting(value, personWords),
                    personWords,
                    elsewhere(input, key),
                  ),
                ),
              ),
            ),
          ),
        ),
        names,
      ),
      input.company,
      out.company ?? '',
    );
    // Debris alone ("lol") leaves nothing: the field is as good as empty.
    out[key] = /[\p{L}\p{N}]/u.test(tidied) ? tidied : '';
  }
  // After the notes are tidied, which would write over it: "Jan 4 / 22 yrs at the school" with
  // an expertise typed lost its "22 years" when it was added before.
  const noteKey = FACT_NOTE[input.messageType] ?? 'expertise';
  const { short } = nameFormsOf(input);
  if (startFact) out[noteKey] = [out[noteKey]?.trim(), startFact].filter(Boolean).join('\n');
  // The title's aside first: it was typed with the title, before the notes.
  if (titleAsides.length)
    out[noteKey] = [...titleAsides.map((a) => asideSaid(a, short)), out[noteKey]?.trim()]
      .filter(Boolean)
      .join('\n');
  // The API takes a start day for a promotion too: it is when the new role takes effect, told
  // as the details' own "effective 1 Dec" is, unless the details already say when.
  // Only a start that reads as a day: "sails 8 Jan" (a ship's) was "Effective sails 8 January".
  const effective =
    input.messageType === 'promotion' && out.startDate ? effectiveDay(out.startDate) : undefined;
  // "Effective start of pre-season." or "starts next season" in the details, beside a start
  // field of "pre-season, 11 Jan 2027": the day typed in the form is the one told, the vaguer
  // words give way (the twenty-fifth set's pp10 and pp17 told no day in any option).
  // "Takes effect 1 January 2027 when Yann retires": the promotion takes effect, never the
  // person ("Gwenaëlle takes effect…" was the twenty-fifth set's pp02, both readers).
  if (input.messageType === 'promotion' && out.promotionDetails)
    out.promotionDetails = out.promotionDetails.replace(
      /(^|[.!?]\s+|\n\s*)takes effect\b/giu,
      '$1The promotion takes effect',
    );
  const vague = effective ? vagueWhen(out.promotionDetails ?? '') : undefined;
  if (vague) out.promotionDetails = out.promotionDetails!.replace(vague, '').trim();
  // "takes effect 1 January 2027 when Yann retires" beside a start of "1 Jan 2027": the
  // details tell the day with its occasion, so the start field's day is not told again (ADR 193).
  if (
    effective &&
    !saysWhen(out.promotionDetails ?? '') &&
    !saysStartDay(out.promotionDetails ?? '', effective)
  )
    out.promotionDetails = [
      // "takes over nights from 14.12." beside a start of "14.12.": the day once (ADR 179).
      out.promotionDetails && withoutStartDayAgain(out.promotionDetails, effective).trim(),
      `Effective ${effective}`,
    ]
      .filter(Boolean)
      .join('\n');
  for (const key of NOTE_FIELDS) {
    const value = out[key];
    if (typeof value === 'string' && value) out[key] = withNewRoleSaid(value, short);
  }
  if (out.funFact) out.funFact = withWhoseName(out.funFact, short);
  if (out.achievementDescription)
    out.achievementDescription = standingFor(out.achievementDescription);
  return withPeriodHeadingFolded(out);
}

/** The period a heading of figures names: "October", "Oct 2026", "Q3", "H1", "2026". */
const HEADED_PERIOD = String.raw`(?:${MONTH_PATTERN}(?:\s+(?:19|20)\d\d)?|Q[1-4](?:\s+(?:19|20)\d\d)?|H[12]|(?:19|20)\d\d)`;

/**
 * "October numbers. previous best was 290…", "Q3 figures:": the notes open with a heading
 * that names the period the achievement's figures are for. Posted it was a sentence of its
 * own ("October numbers.") or a bullet ("• October numbers"), raw notes to the readers of
 * ADR 187; the period belongs to the achievement it dates, so it is said there ("record
 * month: 412 containers cleared, avg 2.1 days, in October") and the heading goes. A
 * description that already names when keeps its words; the heading is then left as typed.
 */
const PERIOD_HEADING = new RegExp(
  String.raw`^\s*(${HEADED_PERIOD})(?:['’]s)?\s+(?:numbers|figures|stats|statistics|results|data|metrics)\s*[.:]\s+(?=\S)`,
  'iu',
);

function withPeriodHeadingFolded(out: GenerationRequest): GenerationRequest {
  const description = out.achievementDescription?.trim();
  const heading = PERIOD_HEADING.exec(out.achievementDetails ?? '');
  if (!description || !heading) return out;
  if (new RegExp(String.raw`\b${HEADED_PERIOD}\b`, 'iu').test(description)) return out;
  const period = heading[1]!.replace(new RegExp(`^${MONTH_PATTERN}`, 'iu'), (m) =>
    upperFirst(MONTHS.find((month) => month.startsWith(m.toLowerCase().slice(0, 3))) ?? m),
  );
  return {
    ...out,
    achievementDescription: `${description.replace(/[.!]+$/u, '')}, in ${period}`,
    achievementDetails: out.achievementDetails!.slice(heading[0].length),
  };
}

/** "from 22 Dec", "wef 1 Jan", "as of Jan 4": the words a promotion's day is typed after. */
const EFFECTIVE_LEAD =
  /^(?:effective(?:\s+from)?|w\.?e\.?f\.?|as\s+(?:of|from)|from|starting(?:\s+from)?)\s+(?=\S)/i;

/**
 * The day a promotion's start field says it takes effect, as the details would type it: after
 * the word it was typed with ("from 22 Dec"), or in a bracket beside a day of another
 * calendar ("from 1st Jadi (22 Dec)", the twenty-second set's ep09, was never told).
 */
function effectiveDay(start: string): string | undefined {
  const typed = start.replace(EFFECTIVE_LEAD, '');
  const bracket = /^(.*?)\s*\(([^()]+)\)\s*$/u.exec(typed);
  // "next roster cycle – 7 Dec": the day beside the period it opens, after a spaced dash
  // (the twenty-second set's fp20 lost it in every option, ADR 179).
  const dash = /^([^–—]+?)\s+[–—-]\s+([^–—]+)$/u.exec(typed);
  // "after new year, 5 Jan", "1 Dec, first run from Huay Xai": the day beside its occasion,
  // after or before a comma (the twenty-fifth set's pp07 and pp17).
  const comma = /^([^,]+),\s+([^,]+)$/u.exec(typed);
  const readings = bracket
    ? [typed, bracket[2]!, bracket[1]!]
    : dash
      ? [typed, dash[2]!.replace(EFFECTIVE_LEAD, ''), dash[1]!.replace(EFFECTIVE_LEAD, '')]
      : comma
        ? [typed, comma[2]!, comma[1]!]
        : [typed];
  // The day as a reader is told it ("Jan 4, 2027" → "4 January 2027"): typed with its comma,
  // the details' "Effective" line was cut at it into two notes (ADR 185).
  for (const day of readings) {
    const effect = day ? takesEffect(`Effective ${day}`) : undefined;
    if (effect) return /,/.test(day) ? effect.when : day;
  }
  return undefined;
}

/** A part of the details that says when with no day: "Effective start of pre-season.". */
function vagueWhen(details: string): string | undefined {
  return details.split(/(?<=[.!?])\s+|\n|;/u).find((part) => {
    const text = part
      .replace(/^[-•*\s]+/u, '')
      .replace(/[.!]+$/u, '')
      .trim();
    return (
      /^(?:the promotion\s+)?(?:effective|eff\.|starts?|starting|as of|takes effect)\s+\S/iu.test(
        text,
      ) &&
      !/\d/.test(text) &&
      !/\b(?:immediately|now|right away|today|tomorrow)\b/i.test(text) &&
      text.split(/\s+/).length <= 10
    );
  });
}

/** Whether promotion details say when the new role takes effect ("Effective 1 Dec", "from Monday"). */
// "starts 1er déc": a day of another language says when too (ADR 169).
const saysWhen = (details: string) =>
  details
    // "Effective: 01-12-2026 | Reports to: …": a record's field, its colon and bar as typed.
    .split(/(?<=[.!?])\s+|\n|;|\s\|\s/u)
    .some((part) =>
      takesEffect(monthsInEnglish(part.replace(/^[-•*\s]+/u, '').replace(/^(\p{L}+):\s/u, '$1 '))),
    );

/**
 * "Finalist - X", "Runner-up, X", "Shortlisted: X": a standing short of a win, typed with a
 * dash or a comma before what it is in, which a reader took for a win or for two awards
 * ("Runner-up and Regional Chef of the Year"). The standing is kept, joined with "for".
 */
const STANDING =
  /^(finalists?|runners?-up|runner up|shortlisted|nominated|nominees?|highly commended|commended|honou?rable mention|(?:2nd|3rd|second|third) place)\s*(?:[-–—:,]|\s[-–—]\s)\s*(?=\S)/i;

export function standingFor(text: string): string {
  return text.replace(STANDING, (_m, standing: string) => `${standing} for `);
}

/** An achievement that is not a win: headlines and lines that say "win" do not fit it. */
export const NOT_A_WIN =
  /^(?:\p{L}+\s+(?:was|is|has been|got|made)\s+)?(?:(?:a|the)\s+)?(?:finalists?|runners?-up|runner up|shortlisted|nominated|nominees?|nominations?|highly commended|commended|honou?rable mention|(?:2nd|3rd|second|third) place|made the (?:final|shortlist))\b/iu;

/**
 * A company field that names no employer (issue 21, ADR 074): "joins us from Previously with
 * Acme", "joins us from Freelance" were read as broken. What follows "joins us", or undefined:
 * - a phrase that carries its own preposition is told as typed ("after 6 years at Arup",
 *   "fresh from Leeds Beckett");
 * - "previously with Acme", "formerly at Acme": where they come from ("from Acme");
 * - a typed state with no employer, in the one frame that says the same and no more
 *   ("career break" → "after a career break", "self-employed" → "after being self-employed").
 * Anything else ("recent graduate of…", "Freelance (8 yrs)") is read as a company, as before.
 */
function notAnEmployer(typed: string): Background | undefined {
  const own = /^(after|fresh from|fresh out of|straight from|straight out of)\s+(\S.*)$/iu.exec(
    typed,
  );
  // "Previously: 6 years at Arup", never "Previously: After 6 years at Arup".
  if (own)
    return {
      after: `${own[1]!.toLowerCase()} ${own[2]}`,
      line: /^after$/i.test(own[1]!) ? own[2]! : upperFirst(typed),
    };
  // Only a name after it ("with Halcrow", "at the Met Office"), in the case it was typed.
  const was =
    /^(?:[Pp]reviously|[Ff]ormerly|[Mm]ost recently|[Uu]ntil recently)\s+(?:with|at)\s+((?:the\s+)?\p{Lu}.*)$/u.exec(
      typed,
    );
  if (was) return { after: `from ${was[1]}`, line: was[1]! };
  const state = EMPLOYERLESS[typed.toLowerCase()];
  return state ? { after: state, line: upperFirst(typed) } : undefined;
}

/** A company field that is a state, not an employer, and the frame that says just that. */
const EMPLOYERLESS: Readonly<Record<string, string>> = {
  'career break': 'after a career break',
  'a career break': 'after a career break',
  'self-employed': 'after being self-employed',
  'self employed': 'after being self-employed',
  freelance: 'after freelancing',
  freelancing: 'after freelancing',
  freelancer: 'after freelancing',
};

/** Past-tense verbs a company field may open with, and their "-ing" form: a sure reading. */
const BACKGROUND_VERBS: Record<string, string> = {
  clerked: 'clerking',
  worked: 'working',
  served: 'serving',
  interned: 'interning',
  taught: 'teaching',
  trained: 'training',
  studied: 'studying',
  volunteered: 'volunteering',
  freelanced: 'freelancing',
  consulted: 'consulting',
  ran: 'running',
  spent: 'spending',
  led: 'leading',
  managed: 'managing',
  coached: 'coaching',
  // ADR 144: pasts compromise reads as another word ("shore" a noun) or knows only as a past.
  shore: 'shearing',
  sheared: 'shearing',
  drove: 'driving',
  sold: 'selling',
  built: 'building',
  flew: 'flying',
  kept: 'keeping',
  wrote: 'writing',
  dug: 'digging',
  guided: 'guiding',
  apprenticed: 'apprenticing',
  // ADR 149: pasts compromise reads as an adjective.
  qualified: 'qualifying',
};

export interface Background {
  /**
   * "after clerking for Judge Ramos (S.D.N.Y.)": what follows "joins us". Absent for a value
   * told as a sentence of its own (`did`) or on its labelled line only.
   */
  after?: string;
  /**
   * "trained at Tilganga and spent 4 years at…": what the person did, in the past, told as a
   * sentence with the person as its subject (ADR 149), never after "comes to us from".
   */
  did?: string;
  /** The value as typed, for a labelled line: "Clerked for Judge Ramos, S.D.N.Y.". */
  line: string;
  /** A place, not a job or a span: its line keeps the "Joining from:" label. */
  place?: true;
  /**
   * A stint "in our vineyard" or "with us": the person was already with us, so the prose
   * never says they join us after it or "Before joining us:" (ADR 199).
   */
  ours?: true;
}

/**
 * "Clerked for Judge Ramos, S.D.N.Y.": a company field that holds what the person did, not
 * where they worked. "joins us from Clerked for…" was the fifth set's reader's rewrite (ADR
 * 058); a verb this list knows is told as "after clerking for…", the court or place after a
 * comma in brackets. Any other value is left to be read as a company.
 */
export function backgroundOf(company: string | undefined): Background | undefined {
  // Asked several times an option (the line, the prose, whether it is sure): read once.
  if (company === undefined) return undefined;
  if (!backgroundMemo.has(company)) {
    if (backgroundMemo.size > 500) backgroundMemo.clear();
    const read = framedAsWhatItIs(company, withStint(company, readBackground(company)));
    // "(more than" cut from its figure's bracket: a reading that breaks a bracket the user
    // closed is no reading (ADR 149); the value is told as typed.
    const whole = (text?: string) => !text || bracketsClosed(text) || !bracketsClosed(company);
    backgroundMemo.set(
      company,
      read && whole(read.after) && whole(read.did) && whole(read.line) ? read : undefined,
    );
  }
  return backgroundMemo.get(company);
}
const backgroundMemo = new Map<string, Background | undefined>();

/**
 * "9 yrs electrician, mines in Kalgoorlie", "just finished the plumbing course at…": a value
 * no other reader framed (kept whole on its line, or read as a name), told as what the person
 * did when its one shape is sure (ADR 184). A value read with a frame keeps it.
 */
function withStint(company: string, read: Background | undefined): Background | undefined {
  if (read?.after || read?.did) return read;
  const typed = company
    .trim()
    .replace(/[.;,\s]+$/u, '')
    .replace(/(?<=\S)\s+@\s+(?=\S)/gu, ' at ');
  const span = STINT.exec(typed);
  const stint = span && stintOf(span[2]!);
  // "9 years as an electrician in mines in Kalgoorlie": the line says it in its reading too.
  const said = stint && `${spanWords(lowerFirst(span[1]!))} ${stint}`;
  const did = said ? `spent ${said}` : justDone(typed);
  return did ? { did, line: upperFirst(said || read?.line || typed) } : read;
}

/**
 * A value that opens with how long, framed by what it is (ADR 199): a stint "in our vineyard"
 * or "with us" is one the person "has worked" (a returning colleague never "joins us after"
 * it); a second fact after a comma that opens with a past verb ("5 yrs in a Galway shop, did
 * the online orders for a brewery") is its own clause with the person as subject ("spent 5
 * years in a Galway shop and did the online orders…"), never glued after "joins us after";
 * a span of work the parse did not read ("40 yrs mending nets on the quay") is "after" it,
 * never a place one comes "from". A shape not sure is left as it was read.
 */
function framedAsWhatItIs(company: string, read: Background | undefined): Background | undefined {
  if (read?.did) return read;
  // "self taught, 6 yrs painting matatus": how they learnt, then what they did, in one
  // sentence ("is self-taught and spent 6 years painting…"), never "Before joining us: self
  // taught" (the readers' fragment); only when the rest is told as a deed.
  const taught = /^self[\s-]taught\s*[,;]\s*(\S.*)$/iu.exec(company.trim());
  const told = taught && !/[;+]/u.test(taught[1]!) ? backgroundOf(taught[1]!) : undefined;
  const spent =
    told?.did && /^spent\s/u.test(told.did)
      ? told.did
      : told?.after && new RegExp(`^after (?=${SPAN}\\s)`, 'iu').test(told.after)
        ? told.after.replace(/^after/u, 'spent')
        : undefined;
  if (spent) return { did: `is self-taught and ${spent}`, line: upperFirst(company.trim()) };
  const typed = company
    .trim()
    .replace(/[.;,\s]+$/u, '')
    .replace(/(?<=\S)\s+@\s+(?=\S)/gu, ' at ');
  const stint = STINT.exec(typed);
  if (!stint || /[;+]|\s[-–—]\s/u.test(typed)) return read;
  const span = spanWords(lowerFirst(stint[1]!));
  const rest = stint[2]!;
  // A comma inside brackets ("(from St Elizabeth, Jamaica)") parts no facts.
  const bare = rest.replace(/\([^()]*\)/gu, (m) => m.replace(/,/gu, '\u0000'));
  const comma = bare.indexOf(',');
  const first = comma < 0 ? rest : rest.slice(0, comma).trim();
  const second = comma < 0 ? undefined : rest.slice(comma + 1).trim();
  const where = /^(?:in|at|on|with|for)\s/iu.test(first) || /^\p{Ll}+ing\s/u.test(first);
  if (/\b(?:our|with us)\b/iu.test(first)) {
    const now = second && /^now\s+([\p{L}\s-]+)$/u.exec(second);
    const line = upperFirst(`${span} ${rest}`);
    if (!where || (second !== undefined && !now)) return { line, ours: true };
    return {
      did: `has worked ${span} ${first}${now ? ` and is now ${now[1]}` : ''}`,
      line,
      ours: true,
    };
  }
  if (second !== undefined) {
    const verb = /^(\p{Ll}+)\s+\S/u.exec(second)?.[1];
    const past = verb && (verb === 'did' || BACKGROUND_VERBS[verb] || /^\p{Ll}{3,}ed$/u.test(verb));
    if (where && past && !second.includes(',') && !/\b(?:and|then)\b/u.test(first))
      return { did: `spent ${span} ${first} and ${second}`, line: upperFirst(`${span} ${rest}`) };
    return read;
  }
  if ((!read || read.after?.startsWith('from ')) && /^\p{Ll}+ing\s/u.test(first))
    return { after: `after ${span} ${first}`, line: upperFirst(`${span} ${first}`) };
  return read;
}

function readBackground(company: string | undefined): Background | undefined {
  const typed = (company ?? '')
    .trim()
    .replace(/[.;,\s]+$/u, '')
    // "sous chef @ Nopa": an "@" between words is "at"; "stay at home mum" is one job's words.
    .replace(/(?<=\S)\s+@\s+(?=\S)/gu, ' at ')
    .replace(/\bstay[\s-]at[\s-]home\b/giu, 'stay-at-home')
    // "Tilganga-trained": where they trained, told "trained at Tilganga" (ADR 149).
    .replace(HYPHEN_PAST, (_m, where: string, past: string) => pastWhere(where, past));
  // "was a physics teacher 10 yrs (hence el Profe)": an aside in brackets after a value read
  // for sure stays with it, in the user's words, after the frame (ADR 160).
  const aside = /^(.*[^\s(])\s*\(([^()\d]*\p{L}[^()\d]*)\)$/u.exec(typed);
  if (aside) {
    const read = readBackground(aside[1]!);
    if (read?.after && !read.place && !read.did)
      return { after: `${read.after} (${aside[2]})`, line: `${read.line} (${aside[2]})` };
  }
  const reshaped =
    careerOf(typed) ??
    formerJob(typed) ??
    yearsRan(typed) ??
    severalPlaces(typed) ??
    withItsSubject(typed) ??
    partsOf(typed);
  if (reshaped) return reshaped;
  // "from tile warehouse": the field's own "from" is the frame's, said once.
  const from = /^(?:from|From(?=\s+\p{Ll}))\s+(\S.*)$/u.exec(typed);
  if (from) {
    const rest = from[1]!;
    return (
      readBackground(rest) ??
      (/^(?:the|a|an)\s/i.test(rest) || /\p{Lu}|\d/u.test(rest)
        ? { after: `from ${rest}`, line: rest, place: true }
        : undefined)
    );
  }
  // "Ex-oilfield, 9 yrs land rigs", "ex-army": a past field or service, never a place of work
  // to come from ("comes to us from Ex-oilfield" was the twenty-fourth set's readers' C).
  if (/^(?:ex-|former\s+)\p{L}/iu.test(typed)) return { line: upperFirst(typed) };
  const employerless = notAnEmployer(typed);
  if (employerless) return employerless;
  const held = jobAndPlace(typed);
  if (held) return held;
  const joined = companyAndClause(typed);
  if (joined) return joined;
  const spanned = spanAfter(typed);
  if (spanned !== undefined) return spanned || undefined;
  const shaped = shapedBackground(typed);
  if (shaped) return shaped;
  // "Joining from: A mussel farm": the line says the place as the prose does, with its
  // article ("Joining from: mussel farm" was the readers' rewrite, ADR 166).
  const place = placeOf(typed);
  if (place) return { after: `from ${place.phrase}`, line: upperFirst(place.phrase), place: true };
  // "PNG cannery in Madang": a name before a kind of place, one of them (ADR 160).
  const kind = /^[\p{Lu}\d]/u.test(typed) && !/\d/.test(typed) ? namedPlace(typed) : undefined;
  if (kind && kind.phrase !== typed)
    return { after: `from ${kind.phrase}`, line: upperFirst(typed), place: true };
  const clause = clauseOf(HYPHEN_PAST.test(typed) ? typed : (company?.trim() ?? ''));
  if (!clause)
    return sentenceLike(typed) || noWorkplace(typed) ? { line: upperFirst(typed) } : undefined;
  const { ing } = clause;
  const rest = clause.rest.replace(/[.;,\s]+$/u, '');
  // "for Judge Ramos, S.D.N.Y." → "for Judge Ramos (S.D.N.Y)": in brackets, without the last
  // stop, which a reader (and the option checks) would take for the sentence's end.
  const told = rest.replace(
    /,\s*((?:\p{Lu}\.)+\p{Lu}\.?|\p{Lu}{2,}[\p{Lu}\d ]*)$/u,
    (_, tail: string) => ` (${tail.replace(/\.$/, '')})`,
  );
  const line = company!.trim().replace(/(?<=(?:\p{Lu}\.)+\p{Lu})$/u, '.');
  // "was at the Tesco in Dingwall 3 yrs, checkouts", "was on a stud farm nr Athy, done the
  // pre-farrier course": after a comma, a word in lower case is no place and no part of the
  // clause; "after being at the Tesco in Dingwall 3 years, checkouts" was the twenty-fourth
  // set's readers' C. The clause before the comma is told as it would be alone ("after 3
  // years at the Tesco in Dingwall"); the labelled line keeps the whole.
  const loose = /,\s*\p{Ll}/u.exec(told);
  if (loose) {
    const alone = readBackground(company!.trim().slice(0, company!.indexOf(',')));
    return alone?.after && !alone.place
      ? { after: alone.after, line: upperFirst(line) }
      : { line: upperFirst(line) };
  }
  return { after: `after ${ing} ${told}`, line: upperFirst(line) };
}

/**
 * "Total E&P Gabon, offshore HSE advisor 9 ans", "ferry deckhand, CV Interilhas ~4 yrs": a job
 * and where it was held, one each side of one comma, in either order, with how long after
 * them. "after 9 years at Total E&P Gabon, offshore HSE advisor" and "at ferry deckhand" were
 * the readers' rewrites (ADR 160): told "after 9 years as an offshore HSE advisor at Total E&P
 * Gabon". Only when one part is surely a job and the other surely a workplace (a name, or a
 * kind of place that takes its article); anything else is read as before.
 */
function jobAndPlace(typed: string): Background | undefined {
  const spanned = TRAILING_SPAN.exec(typed);
  const span = spanned
    ? spanned[2]
      ? spanOf(spanned[2], spanned[3]!)
      : lowerFirst(spanned[4]!)
    : '';
  const what = (spanned ? spanned[1]! : typed).replace(/[\s,–—-]+$/u, '');
  // "Canadian Nuclear Laboratories (Chalk River) – Health Physics Technologist": a spaced
  // dash joins the two as a comma does (ADR 166).
  const commas = what.split(/\s*,\s*/);
  const parts = commas.length === 2 ? commas : what.split(/\s+[-–—]\s+/u);
  if (parts.length !== 2 || /;/u.test(what)) return undefined;
  const [a, b] = parts as [string, string];
  // A job typed in title case is one only beside a workplace that is surely no job.
  const isJob = (text: string) => opensWithJob(text) || titleJob(text);
  const jobFirst = isJob(a) && !isJob(b);
  const [job, where] = jobFirst ? [a, b] : [b, a];
  // "served as a medic, RAMC": a clause is what they did, told by the clause reader.
  if (!isJob(job) || isJob(where) || clauseOf(where) || clauseOf(job)) return undefined;
  // "(Chalk River)": a bracket says where the workplace is, never the job's.
  if (/[()]/u.test(job) || !bracketsClosed(where) || /\).+/u.test(where)) return undefined;
  if (/\s(?:as|at|for|with|in|on)\s/iu.test(` ${job} `)) return undefined;
  const place = isTown(where)
    ? { at: 'in', phrase: where }
    : (placeOf(where) ?? (/^\p{Lu}/u.test(where) ? namedPlace(where) : undefined));
  if (!place) return undefined;
  // A job after the comma keeps the case it was typed in ("Deutsche Bahn, Stellwerk
  // technician"); only the field's first letter may be the form's.
  const said = jobFirst || /^(?:a|an)\s/i.test(job) ? aJob(job) : `${article(job)} ${job}`;
  const at = `${place.at} ${fromOrganisation(place.phrase)}`;
  const held = `as ${said} ${at}`;
  const told = span ? `${span} ${held}` : `working ${held}`;
  return {
    after: `after ${told}`,
    line: upperFirst(span ? told : `${said.replace(/^an?\s/u, '')} ${at}`),
  };
}

/** "Accra", "Peru": a town or a country is where a job or a stint was, "in Accra". */
const isTown = (where: string) =>
  /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?$/u.test(where) &&
  /City|Country|Region/.test(tagsOf(where.toLowerCase()).join());

/**
 * "the City of Baltimore", "the University of Leeds": an organisation named for what it is
 * takes "the" in a sentence; a name ("Genentech", "Bank of America") does not.
 */
export function fromOrganisation(company: string): string {
  return /^(?:city|county|state|university|department|dept\.|ministry|office|government|province|town|borough|commonwealth|district|port|royal college|college|institute) of\b/i.test(
    company,
  )
    ? `the ${company}`
    : company;
}

/** "Tilganga-trained", "Lagos-born": a place or a school, a hyphen, and a past participle. */
const HYPHEN_PAST =
  /^([\p{Lu}][\p{L}.'’]*(?:\s+[\p{Lu}][\p{L}.'’]*){0,3})-(trained|educated|qualified|born|raised|bred|based)$/u;

/** "trained at Tilganga", "trained in Paris", "was born in Lagos": the hyphenated past said. */
function pastWhere(where: string, past: string): string {
  const isPlace = /Place|Country|City|Region/.test(tagsOf(where.toLowerCase()).join());
  if (/^(?:born|raised|bred|based)$/.test(past)) return `was ${past} in ${where}`;
  if (past === 'educated') return `was educated ${isPlace ? 'in' : 'at'} ${where}`;
  return `${past} ${isPlace ? 'in' : 'at'} ${where}`;
}

/** Every "(" closed by a ")" after it, and no ")" before its "(". */
function bracketsClosed(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/** "I", "she", "he", "they" typed before what the person did: the frame names the person. */
const SUBJECT = /^(?:i|she|he|they)\s+(?=\p{L})/iu;
/** "was 3 yrs at…", "been at Woolworths 6 yrs": a record typed with the verb "be". */
const BEEN = /^(?:was|were|had been|has been|have been|been)\s+(?=\S)/iu;

/**
 * "was 3 yrs at a 4x4 outfitter in swakop", "she was 5 years at the Sasol plant", "been at
 * Woolworths 6 yrs": the subject and "was" are the frame's ("comes to us from Was 3 years…"
 * was the readers' rewrite, ADR 149); what follows is read as the field alone would be.
 */
function withItsSubject(typed: string): Background | undefined {
  const subject = SUBJECT.exec(typed);
  const rest = subject ? typed.slice(subject[0].length) : typed;
  const been = BEEN.exec(rest);
  if (!subject && !been) return undefined;
  const what = been ? rest.slice(been[0].length) : rest;
  // "was restoring reels at…" is the clause reader's, "she trained as…" too.
  if (!been || /^\p{Ll}{3,}ing\b/u.test(what)) return subject ? readBackground(what) : undefined;
  // "at Woolworths 6 yrs": how long first, so the span reader takes it.
  const spanned = /^(?:at|with|in|on)\s/i.test(what) ? TRAILING_SPAN.exec(what) : null;
  const reordered = spanned?.[2]
    ? `${spanOf(spanned[2], spanned[3]!)} ${spanned[1]!.replace(/[\s,–—-]+$/u, '').replace(/\s+for$/i, '')}`
    : what;
  const read = readBackground(reordered);
  return read && !read.place && read.after ? read : undefined;
}

/**
 * "Tilganga-trained; 4 yrs at a district eye centre in Jumla…": parts joined by ";", each a
 * thing the person did. Told as one sentence about the person, each part kept ("trained at
 * Tilganga and spent 4 years at…", ADR 149); when a part is not one the writer can tell, the
 * value is kept whole on its "Background:" line and the prose leaves it out. Stints typed
 * with "+" come here as ";" (`stintsApart`); each is on the line in its own reading
 * ("6 years at Kottakkal; a mussel farm in…", ADR 166).
 */
function partsOf(typed: string): Background | undefined {
  const parts = typed
    .split(SURE_BREAK)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return undefined;
  const did = parts.map(didOf);
  if (!did.every(Boolean)) return { line: upperFirst(typed) };
  return {
    did: listOf(verbOnce(did as string[])),
    line: upperFirst(parts.map((p, i) => (i ? afterBreak(partLine(p)) : partLine(p))).join('; ')),
  };
}

/**
 * Where a background's parts meet: a ";", or a full stop that surely ends a sentence, after a
 * word of five letters or more or a bracket and before a capital ("…in Kuching. Degree in…",
 * "Nauruan (Boe district). BSc…"). "St. Mungo's", "Acme Co. Ltd", "prev. Oxfam", "James Cook
 * Uni. 2 yrs" and "Assoc. Dir." stay whole (ADR 170).
 */
const SURE_BREAK =
  /\s*;\s*|(?<=(?<!\b(?:[Aa]ssoc|[Aa]dmin|[Aa]pprox|[Ii]ntern))\p{L}\p{Ll}{4}|\))\.\s+(?=\p{Lu}[\p{Ll}\p{Lu}])/u;

/**
 * "Kottakkal, 6 yrs" → "6 years at Kottakkal", "mussel farm in…" → "a mussel farm in…": a
 * stint whose words are in no order a line reads, a span, or a place without its article, in
 * its reading; any other part as typed ("was a nurse at…").
 */
function partLine(part: string): string {
  // "8 years as a pastry chef in hotels in Durrës", never "8-year pastry chef" (ADR 184).
  const spanned = STINT.exec(part.trim());
  const stint = spanned && stintOf(spanned[2]!);
  if (stint) return `${spanWords(lowerFirst(spanned[1]!))} ${stint}`;
  const read = readBackground(part);
  if (read?.place && read.after?.startsWith('from ')) return read.after.slice(5);
  // "5-year retail" (the shorthand reader's "5 yrs retail") is "5 years in retail".
  if (read?.line && /,|^\d/u.test(part)) return lowerFirst(read.line);
  // "Ran the family business in Kigwema 6 years": a clause's last span is how long, "for 6
  // years", on the line as in the prose (both readers' edit, ADR 170).
  return clauseOf(lowerFirst(part)) ? (forSpan(part) ?? part) : part;
}

/** "…in Kuching; degree in Food Science": an ordinary word typed after a full stop is not a name. */
const afterBreak = (part: string) => {
  const first = /^\p{L}+/u.exec(part)?.[0] ?? '';
  return ordinary(first) || /^(?:Degree|Diploma)$/u.test(first) ? lowerFirst(part) : part;
};

/** "spent 6 years at X and spent 2 years in Y" → "spent 6 years at X and 2 years in Y". */
function verbOnce(did: readonly string[]): string[] {
  return did.map((d, i) => {
    const verb = /^(spent|worked)\s/u.exec(d)?.[1];
    return i && verb && did[i - 1]!.startsWith(`${verb} `) ? d.slice(verb.length + 1) : d;
  });
}

/** One part as what the person did, in the past: "spent 4 years at…", "grew up on…". */
function didOf(part: string): string | undefined {
  // "before: primary teacher, Villa Crespo": an earlier stint, said "before that" (ADR 184).
  const earlier = /^(?:before(?: that)?|previously|prior to that)\s*[:,-]\s*(\S.*)$/iu.exec(
    part.trim(),
  );
  if (earlier) {
    const did = didOf(earlier[1]!);
    return did && `before that ${did}`;
  }
  // "Nauruan (Boe district)": where the person is from, never "worked at Nauruan" (ADR 170).
  if (isOrigin(part.trim())) return undefined;
  // "BSc Food Tech, Nagaland Uni": a degree held, never a place worked at ("worked at BSc Food
  // Tech, Nagaland Uni" was graded an invention, the twenty-second set's ew20).
  const degree = DEGREE_PART.exec(part.trim());
  if (degree) {
    const [, kind, subject = '', bracketed, after] = degree as unknown as [
      string,
      string,
      string?,
      string?,
      string?,
    ];
    const school = bracketed ?? after;
    // "BEd (Makerere, Kampala)": a degree with its school and no subject.
    if (!subject) return `holds ${article(kind)} ${kind}${school ? ` from ${school}` : ''}`;
    const field = /^in\s/i.test(subject) ? subject : `in ${subject}`;
    // "Degree in Chemistry" is "a degree in Chemistry": only a degree's letters keep capitals.
    const said = /^(?:PG\s)?\p{Lu}\p{Ll}+$/u.test(kind) ? kind.toLowerCase() : kind;
    return `holds ${article(said)} ${said} ${field}${school ? ` from ${school}` : ''}`;
  }
  return forSpan(didOfPart(part));
}

/**
 * A degree typed as a part of a background: its kind, its subject, the school after a comma
 * or in a bracket, which may hold its town ("MSc Physics (SUST, Sylhet)" was "worked at MSc
 * Physics (SUST, Sylhet)" on the twenty-fourth set).
 */
const DEGREE_PART =
  /^((?:B|M)\.?(?:Sc|A|Eng|Com|Ed|Tech|S|Phil|Pharm)\.?|MBA|PhD|DPhil|LLB|LLM|MBBS|BAMS|BDS|HND|(?:PG\s)?[Dd]iploma|[Dd]egree)(?:\s+([^,;()]{2,60}?))?(?:\s*\(([^()\d]{2,60})\)|\s*(?:,|\bfrom\b|\bat\b)\s*([^(),;\d]{2,60}?))?$/u;

/** "ran the family business in Kigwema 6 years": a span typed last is how long ("for 6 years"). */
const forSpan = (did: string | undefined) =>
  did?.replace(
    /(?<!\bfor|\bspent|\bafter|\bover)\s+(\d+\+?\s(?:years?|months?|weeks?|seasons?|winters?|summers?))$/u,
    ' for $1',
  );

function didOfPart(part: string): string | undefined {
  const text = part
    .replace(HYPHEN_PAST, (_m, where: string, past: string) => pastWhere(where, past))
    .replace(SUBJECT, '');
  const been = BEEN.exec(text);
  const what = been ? text.slice(been[0].length) : text;
  const span = new RegExp(String.raw`^(${SPAN})\s+(.+)$`, 'iu').exec(what);
  // "4 seasons grooming in…", "2 yrs at Shell", "5 yrs as a pastry chef": time spent.
  if (
    span &&
    (/^(?:in|at|with|on|as|behind|under|across|around|aboard|for)\s/i.test(span[2]!) ||
      doingWord(firstWordOf(span[2]!)))
  )
    return `spent ${spanWords(lowerFirst(span[1]!))} ${span[2]}`;
  // "8 yrs pastry chef, hotels in Durrës", "6 yrs conservation dept, national library in
  // Kyiv", "1 yr fellowship in Kraków": how long, then as what or where (ADR 184).
  const spanned = STINT.exec(what);
  const stint = spanned && stintOf(spanned[2]!);
  if (stint) return `spent ${spanWords(lowerFirst(spanned[1]!))} ${stint}`;
  const done = justDone(what);
  if (done) return done;
  // "was a nurse at Groote Schuur": the "was" is the person's.
  if (been) return /^(?:a|an|the)\s/i.test(what) ? `was ${what}` : undefined;
  const clause = clauseOf(lowerFirst(text));
  if (clause) return `${clause.verb.toLowerCase()} ${clause.rest}`;
  // "grew up on a sheep farm": a past with its particle, which has no one "-ing" word.
  const [first = '', ...more] = text.split(/\s+/);
  if (
    more.length &&
    /^\p{Ll}+$/u.test(lowerFirst(first)) &&
    tagsOf(first.toLowerCase()).includes('PastTense')
  )
    return lowerFirst(text);
  // "mussel farm in the Baie…", "Google", "Accra": where they worked (ADR 166).
  const place =
    placeOf(text) ??
    (isTown(text)
      ? { at: 'in', phrase: text }
      : /^\p{Lu}/u.test(text) && !/\d/u.test(text)
        ? namedPlace(text)
        : undefined);
  if (place) return `worked ${place.at} ${fromOrganisation(place.phrase)}`;
  const read = readBackground(text);
  const after = read?.after;
  if (!after || read.place) return undefined;
  const spent = new RegExp(String.raw`^after (${SPAN}) (.+)$`, 'iu').exec(after);
  if (spent) return `spent ${spent[1]} ${spent[2]}`;
  const working = /^after working (as|at|in|for|on)\s(.+)$/u.exec(after);
  return working ? `worked ${working[1]} ${working[2]}` : undefined;
}

/**
 * What a span was spent as or in, typed with no preposition (ADR 184): a job ("pastry chef" →
 * "as a pastry chef"), a part of a place ("conservation dept" → "in the conservation
 * department"), or a programme ("fellowship in Kraków" → "on a fellowship in Kraków"), with
 * where it was after one comma: a town ("in Accra"), a kind of place ("at a bakery in
 * Ghent"), places typed in the plural ("in hotels in Durrës") or a name ("at Shell").
 * Undefined unless every piece is sure; "5-year retail" stays the line-of-work reader's.
 */
function stintOf(text: string): string | undefined {
  const pieces = text.split(/\s*,\s*/);
  if (pieces.length > 2 || /[;:]/u.test(text)) return undefined;
  const [what, where] = pieces as [string, string?];
  // "joinery apprenticeship in Portree, Isle of Skye": a place already said, the name after
  // the comma is its region, kept after a comma; "in Portree at Isle of Skye" read as garbled
  // to both readers of the twenty-fifth set's pw15.
  if (where && /^\p{Lu}/u.test(where.trim()) && PLACE_SAID.test(what)) {
    const told = stintOf(what);
    return told && `${told}, ${where.trim()}`;
  }
  const at = where === undefined ? '' : whereAt(where);
  if (at === undefined) return undefined;
  const tail = at ? ` ${at}` : '';
  // "pastry chef": as what, with no preposition of its own ("chef at X" is the span reader's);
  // "baker then shift lead" is a run of jobs, "as" said before each (ADR 160).
  const jobs = what.split(/\s+then\s+/u);
  if (jobs.every((j) => opensWithJob(j) && !/\s(?:in|at|for|with|on|of|as)\s/iu.test(` ${j} `)))
    return `${jobs.map((j) => `as ${aJob(j)}`).join(', then ')}${tail}`;
  const unit = placeOf(what);
  if (unit && unit.phrase.startsWith('the ') && !/\s(?:in|at|of)\s/u.test(what))
    return `${unit.at} ${unit.phrase.replace(/\bdept\.?$/u, 'department')}${tail}`;
  // "fellowship in Kraków (parchment)": a programme is one the person was on.
  const programme = PROGRAMME.exec(what);
  if (programme && (!where || !programme[2])) return `on ${article(what)} ${what}${tail}`;
  return undefined;
}

/** A stint that ends by saying where: "… in Portree", "… at Tesco Dingwall". */
const PLACE_SAID = /\s(?:in|at)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*$/u;

/** A programme one spends time on: "fellowship in Kraków", "residency in Leiden (papyrus)". */
const PROGRAMME =
  /^(?:\p{Ll}[\p{Ll}-]*\s+){0,2}(?:fellowship|residency|internship|apprenticeship|traineeship|placement|secondment|exchange|scholarship)\b(\s+(?:in|at|with)\s+\S.*)?$/u;

/**
 * Where a stint was, after its comma: "in Accra", "at a bakery in Ghent", "at the national
 * library in Kyiv", "in hotels in Durrës", "at Shell"; "" for nothing, undefined when unsure.
 */
function whereAt(where: string): string | undefined {
  const text = where.trim();
  if (!text) return '';
  if (/[;:]|\d/u.test(text) || opensWithJob(text) || clauseOf(lowerFirst(text))) return undefined;
  if (isTown(text)) return `in ${text}`;
  const place = placeOf(text);
  if (place) {
    // "national library in Kyiv": one of a kind in its town is "the", as readers say it.
    const one = /^(?:national|state|city|central|regional|municipal|public|royal)\s/u.test(text);
    return `${place.at} ${one ? `the ${text}` : place.phrase}`;
  }
  // "hotels in Durrës", "mines in Kalgoorlie": places of a kind, in the plural, say where.
  const plural = /^(\p{Ll}+s)\s+(?:in|around|across|near)\s+\p{Lu}/u.exec(text);
  // ("mines" the parse reads as a verb: a kind of place with an "s" is one too).
  if (plural && (tagsOf(plural[1]!).includes('Plural') || PLACE_KINDS.has(plural[1]!.slice(0, -1))))
    return `in ${text}`;
  const named = /^\p{Lu}/u.test(text) ? namedPlace(text) : undefined;
  return named ? `${named.at} ${fromOrganisation(named.phrase)}` : undefined;
}

/**
 * "just finished the leather course at…", "recently completed the barbering course at…": a
 * course or training just done, told "has just finished…" (ADR 184), never "comes to us from".
 */
function justDone(typed: string): string | undefined {
  const m =
    /^(just|recently)\s+(finished|completed|graduated from|qualified from|passed|wrapped up|done)\s+(\S.*)$/iu.exec(
      typed.trim(),
    );
  if (!m) return undefined;
  const when = m[1]!.toLowerCase();
  const verb = m[2]!.toLowerCase() === 'done' ? 'finished' : m[2]!.toLowerCase();
  return when === 'just' ? `has just ${verb} ${m[3]}` : `recently ${verb} ${m[3]}`;
}

const firstWordOf = (text: string) => (/^\S+/.exec(text)?.[0] ?? '').toLowerCase();
/** "grooming", "shearing" (which the parse does not know): a doing, not "morning". */
const doingWord = (word: string) =>
  tagsOf(word).includes('Gerund') ||
  (/^\p{Ll}{3,}ing$/u.test(word) && !tagsOf(word).includes('Noun'));

/**
 * A value no reader frames that is a sentence, not a name: parts joined by ";", or a value
 * that opens with a past, a doing or "was" of its own ("grew up somewhere near…"). "Equinor,
 * where she ran…" opens with its employer and is still one. Its labelled line says
 * "Background:", never "Joining from:" (ADR 149).
 */
function sentenceLike(typed: string): boolean {
  if (SURE_BREAK.test(typed)) return true;
  const [first = '', ...more] = typed.split(/\s+/);
  const tags = tagsOf(first.toLowerCase());
  return (
    more.length >= 2 &&
    /PastTense|Gerund|Copula/.test(tags.join()) &&
    !tags.includes('Noun') &&
    !/^\p{Lu}/u.test(more.join(' '))
  );
}

/**
 * "taught braille at…", "shore for Paewai Mullins": a field that opens with a past the parse
 * is sure of, as its "-ing" form and what follows it ("teaching", "braille at…").
 */
function clauseOf(text: string): { verb: string; ing: string; rest: string } | undefined {
  // "was restoring reels at…": the doing typed with its past "was".
  const was = /^((?:was|were|had been)\s+(\p{Ll}{3,}ing))\s+(\S.*)$/iu.exec(text);
  if (was && tagsOf(was[2]!).includes('Gerund'))
    return { verb: was[1]!, ing: was[2]!, rest: was[3]! };
  // "Built Environment Ltd", "Guided Tours Co": every word a capital is a name, not a clause.
  if (/^(?:[\p{Lu}\d][^\s]*|of|and|&|the)(?:\s+(?:[\p{Lu}\d&][^\s]*|of|and|the))+$/u.test(text))
    return undefined;
  const match = /^(\p{L}+)\s+(.+)$/u.exec(text);
  const ing = match && (BACKGROUND_VERBS[match[1]!.toLowerCase()] ?? pastVerbIng(match));
  return match && ing ? { verb: match[1]!, ing, rest: match[2]! } : undefined;
}

/** "12 yrs", "6 seasons" as a reader says it: "12 years", "6 seasons". */
function spanOf(figure: string, unit: string): string {
  const one = figure === '1';
  if (/^(?:months?|mos)$/i.test(unit)) return `${figure} ${one ? 'month' : 'months'}`;
  // "2 winters at a hatchery": seasonal work counted in the seasons it ran (ADR 166).
  const season = /^(season|winter|summer)s?$/i.exec(unit)?.[1]?.toLowerCase();
  if (season) return `${figure} ${one ? season : `${season}s`}`;
  return `${figure} ${one ? 'year' : 'years'}`;
}

/**
 * "Yangon School for the Blind - taught braille 12 yrs": a company, a dash, then what the
 * person did there (ADR 144). "after 12 years at Yangon School for the Blind - taught" was the
 * readers' rewrite: told "after 12 years teaching braille at Yangon School for the Blind".
 * Only a name before the dash and a clause after it with no place of its own ("drove for
 * Uber" names where it was); anything else is read as before.
 */
function companyAndClause(typed: string): Background | undefined {
  // "Tereora College (taught Maori lang. 6 yrs)": the clause in brackets, the same (ADR 160).
  const m =
    /^(.+?)(?:\s+[-–—]\s+|\s*[—–]\s*)(\p{L}.*)$/u.exec(typed) ??
    /^([^()]+?)\s*\((\p{Ll}[^()]*)\)$/u.exec(typed);
  if (!m) return undefined;
  const company = m[1]!.trim();
  const spanned = TRAILING_SPAN.exec(m[2]!);
  const said = spanned?.[2] ? spanOf(spanned[2], spanned[3]!) : undefined;
  const what = (said ? spanned![1]! : m[2]!).replace(/[\s,–—-]+$/u, '');
  const clause = clauseOf(what) ?? barePast(what);
  if (!clause || !/^\p{Lu}/u.test(company) || clauseOf(company) || /[,;()]/u.test(company))
    return undefined;
  if (/\s(?:at|in|for|with|on|from|by)\s/iu.test(` ${clause.rest} `)) return undefined;
  if (!namedPlace(company)) return undefined;
  const done = `${clause.rest ? `${clause.rest} ` : ''}at ${company}`;
  return {
    after: `after ${said ? `${said} ` : ''}${clause.ing} ${done}`,
    line: `${upperFirst(clause.verb.toLowerCase())} ${done}${said ? ` for ${said}` : ''}`,
  };
}

/**
 * "taught", "volunteered": a past the writer knows typed alone after a company and its dash
 * ("Yangon School for the Blind - taught 9 years", ADR 166), with nothing after it.
 */
function barePast(word: string): { verb: string; ing: string; rest: string } | undefined {
  const ing = /^\p{L}+$/u.test(word) ? BACKGROUND_VERBS[word.toLowerCase()] : undefined;
  return ing ? { verb: word, ing, rest: '' } : undefined;
}

/**
 * "how long" typed after a place or a job with no preposition: "4 yrs", "(7 years)", "- 6 ans".
 * A unit in another language ("ans", "años", "Jahre", "anni") is years only after a typed
 * figure.
 */
const TRAILING_SPAN =
  /^(.+?)\s*(?:[,–—-]\s*|\(\s*)?(?:((?:(?:more than|over|about|around|almost|nearly|approximately|roughly|some)\s+)?\d+(?:\.\d+)?\+?)\s*(years?|yrs?|months?|mos|seasons?|winters?|summers?|ans|años|anos|jahren?|jahre|anni|jaar|år)|((?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(?:years?|months?)))\s*\)?$/iu;

/** "Acme logistics 4 yrs": the field ends in how long, however its place is read. */
export const endsInSpan = (company: string | undefined) =>
  !!company && TRAILING_SPAN.test(company.trim());

/**
 * "Mombasa shipping agent 3 yrs", "welder at Harland (5 years)": how long, then where or as
 * what, in the frame each takes (ADR 125). `false` when the field has a span but its place
 * is of a kind the parse does not know ("quarry logistics thing 4 years"): no frame is sure.
 */
function spanAfter(typed: string): Background | false | undefined {
  const m = TRAILING_SPAN.exec(typed);
  if (!m) return undefined;
  const what = m[1]!.replace(/[\s,–—-]+$/u, '');
  // "8 years in retail" and "paramedic … for 6 years" carry their own preposition.
  if (/\s(?:for|in|at|with|on|as)$/i.test(what) || !/\p{L}/u.test(what)) return undefined;
  // "Freelance (8 yrs)": a state with how long has no frame the writer is sure of.
  if (EMPLOYERLESS[what.toLowerCase()]) return false;
  const span = m[2] ? spanOf(m[2], m[3]!) : lowerFirst(m[4]!);
  // "Trained as a cabinet maker…, 4 yrs": a clause, not a job ("4 years as a trained as…"
  // was the readers' rewrite, ADR 144): "after training as a cabinet maker… for 4 years".
  const clause = clauseOf(what);
  if (clause) {
    const rest = clause.rest.replace(/[.;,\s]+$/u, '');
    return {
      after: `after ${clause.ing} ${rest} for ${span}`,
      line: `${upperFirst(clause.verb.toLowerCase())} ${rest} for ${span}`,
    };
  }
  if (opensWithJob(what)) {
    const job = what;
    const told = `${span} as ${aJob(job)}`;
    return { after: `after ${told}`, line: told };
  }
  // "Accra, 4 yrs": years in a town, not at it (ADR 166).
  const place = isTown(what) ? { at: 'in', phrase: what } : (placeOf(what) ?? namedPlace(what));
  if (!place) return false;
  const told = `${span} ${place.at} ${place.phrase}`;
  // "More than 10 years at…": a span in words opens the line with its capital.
  return { after: `after ${told}`, line: upperFirst(told) };
}

/** A place typed as a name ("Harland Foods", "DHL", "Bäckerei in Graz"): as typed, after "at". */
function namedPlace(text: string): { at: string; phrase: string } | undefined {
  const own = text.split(/\s+(?:in|at|with|of|on)\s+/i)[0]!;
  const head = own.split(/\s+/).at(-1) ?? '';
  // "HSE advisor, offshore", "Pick n Pay cashier": a job is no place to be "at" (ADR 160).
  if (/^\p{Ll}/u.test(head) && jobHead(head)) return undefined;
  if (/,/.test(text) && text.split(/\s*,\s*/).some(opensWithJob)) return undefined;
  // "Freelance (8 yrs)", "Retail banking 5 years": a word upper-firsted is no name.
  if (!/\p{Lu}/u.test(own.slice(1)) && ordinaryInDictionary(own.split(/\s+/)[0]!)) return;
  const named =
    /^(?:the|a|an)\s/i.test(text) || /^[\p{Lu}\d]/u.test(head) || /\p{Lu}/u.test(own.slice(1));
  if (!named) return undefined;
  // "PNG cannery in Madang", "Shell depot": a name before a kind of place is what kind; the
  // place is one of them and takes its article ("at a PNG cannery", ADR 160). "Raben, Gliwice
  // depot" (a name and its place after a comma) and "Acme logistics" (no kind) stay as typed.
  if (!/[,;()]/u.test(text) && /^[\p{Lu}\d]/u.test(own) && PLACE_KINDS.has(head))
    return { at: 'at', phrase: `${article(text)} ${text}` };
  return { at: 'at', phrase: text };
}

/** Kinds of place one works at: "a crab fishery", "an events agency". */
const PLACE_KINDS = new Set(
  `farm fishery firm forwarder agent agency company business shop store bakery restaurant cafe
  café hotel hospital clinic surgery school academy studio practice garage workshop factory plant
  mill warehouse depot hatchery nursery salon bar pub startup start-up charity consultancy house
  brewery winery vineyard dairy laboratory lab centre center dealership supermarket pharmacy bank
  hostel hospice home contractor supplier retailer wholesaler distributor manufacturer carrier
  haulier kitchen newspaper magazine publisher station marina shipyard boatyard yard quarry mine
  orchard ranch estate plantation cooperative co-op ngo nonprofit non-profit gym spa cinema library
  museum gallery zoo airline airport deli franchise chain site office college university
  cannery refinery sawmill smelter tannery distillery creamery abattoir foundry packhouse
  rig archive`.split(/\s+/),
);

/** Parts of a place one works in: "the orthopaedic ward", "the night shift". */
const UNIT_HEADS: Readonly<Record<string, string>> = {
  ward: 'in',
  wards: 'on',
  unit: 'in',
  department: 'in',
  dept: 'in',
  icu: 'in',
  nicu: 'in',
  picu: 'in',
  hdu: 'in',
  ccu: 'in',
  'a&e': 'in',
  team: 'on',
  desk: 'on',
  division: 'in',
  section: 'in',
  shift: 'on',
  line: 'on',
};

/**
 * "crab fishery", "orthopaedic ward at Ninewells": a place typed with no article whose head
 * (the last word before a preposition) is a kind of place ("a") or a part of one ("the").
 * Undefined for a name, a phrase with its own article or possessive, or a head it does not know.
 */
function placeOf(typed: string): { at: string; phrase: string } | undefined {
  const text = typed.trim();
  // "mussel farm in the Baie de Saint-Brieuc (Brittany)": a bracket that says where is the
  // place's own, kept after it (ADR 166).
  const where = /^([^()]+?)\s*(\([^()\d]*\p{L}[^()\d]*\))$/u.exec(text);
  if (where) {
    const place = placeOf(where[1]!);
    return place && { at: place.at, phrase: `${place.phrase} ${where[2]}` };
  }
  // "Raben, Gliwice depot": a name and its place, as typed.
  if (/^(?:the|a|an|our|my|his|her|their)\s/i.test(text) || /['’]s\s|[,;()]/u.test(text)) return;
  const words = text.split(/\s+/);
  const stop = words.findIndex((w, i) => i > 0 && /^(?:in|at|with|of|on|for|near)$/i.test(w));
  const own = words.slice(0, stop < 0 ? words.length : stop);
  // "bakery in Ghent": one word of a kind typed lowercase is sure once it says where.
  const oneKind = own.length === 1 && stop > 0 && PLACE_KINDS.has(own[0]!);
  if ((own.length < 2 && !oneKind) || own.length > 5) return;
  // "8 years behind the bar": a span, or a phrase with its own article, is no bare place
  // ("from a 8 years behind the bar" was posted).
  if (/^\d/.test(own[0]!) || own.slice(1).some((w) => /^(?:the|a|an)$/i.test(w))) return;
  const head = own.at(-1)!;
  const key = head.toLowerCase();
  // "Harland Foods": a capital head is a name; "ICU" is a part of a place in capitals.
  if (/^\p{Lu}/u.test(head) && !(key in UNIT_HEADS && /^\p{Lu}+$/u.test(head))) return;
  // "Crab fishery" typed upper-first is "a crab fishery", "Nairobi" a place; a capital the
  // parse knows neither way ("Kumasi timber yard" or a word it has never seen) is unsure.
  const first = own[0]!;
  let lowered = text;
  if (/^\p{Lu}\p{Ll}+$/u.test(first) && !/\p{Lu}/u.test(own.slice(1).join(' '))) {
    const tags = tagsOf(first.toLowerCase());
    if (!tags.includes('Place') && !tags.includes('ProperNoun')) {
      if (!ordinaryInDictionary(first)) return;
      lowered = `${first.toLowerCase()}${text.slice(first.length)}`;
    }
  }
  if (key in UNIT_HEADS) return { at: UNIT_HEADS[key]!, phrase: `the ${lowered}` };
  if (PLACE_KINDS.has(key)) return { at: 'at', phrase: `${article(lowered)} ${lowered}` };
  return undefined;
}

const COUNT = String.raw`(?:(?:more than|over|about|around|almost|nearly|approximately|roughly)\s+)?(?:\d+(?:\.\d+)?\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a few|several|many)`;
const SPAN = String.raw`${COUNT}\s+(?:years?|yrs?|months?|mos|seasons?|winters?|summers?|decades?)`;
/** "9 yrs" → "9 years": how long, in the words a reader writes. */
const spanWords = (span: string) =>
  span
    .replace(/^(\d+)-(year|month|season)$/u, (_m, n: string, unit: string) =>
      n === '1' ? `1 ${unit}` : `${n} ${unit}s`,
    )
    .replace(/\byrs?$/iu, () => (/^1\s/.test(span) ? 'year' : 'years'))
    .replace(/\bmos$/iu, 'months');

/** How long, then the rest: "8 yrs pastry chef", "1-year residency" (the shorthand's hyphen). */
const STINT = new RegExp(String.raw`^(${SPAN}|\d+-(?:year|month|season))\s+(.+)$`, 'iu');

/**
 * "drove city buses": a past-tense verb the parse is sure of opens the field, and what follows
 * it is no name ("United Airlines" stays a company): its "-ing" form, for "after driving…".
 */
function pastVerbIng(match: RegExpExecArray): string | undefined {
  const [, first, rest] = match;
  if (/^\p{Lu}/u.test(first!) && !/^\p{Ll}/u.test(rest!)) return undefined;
  // The word alone first (memoised), the phrase's parse only for a past tense.
  if (!tagsOf(first!.toLowerCase()).includes('PastTense')) return undefined;
  const doc = nlp()(`${first!.toLowerCase()} ${rest}`);
  const tags = doc.terms().json()[0]?.terms?.[0]?.tags as string[] | undefined;
  if (!tags?.includes('PastTense')) return undefined;
  const ing = (doc.verbs().conjugate()[0] as { Gerund?: string } | undefined)?.Gerund;
  return ing && /^\p{Ll}+ing$/u.test(ing) ? ing : undefined;
}

/** "pharmacist at Boots": the first word a person's job (compromise's Actor), typed lowercase. */
function opensWithJob(text: string): boolean {
  // "Nairobi shipping agent": a place opening the phrase makes it a firm, not a job.
  const opening = text.split(/\s+/)[0] ?? '';
  // "Uber driver": an organisation opening it says whose job it was (ADR 160).
  const openingTags = tagsOf(opening.toLowerCase()).join();
  if (
    /^\p{Lu}/u.test(opening) &&
    /Place|ProperNoun/.test(openingTags) &&
    !/Organization/.test(openingTags)
  )
    return false;
  // The field comes upper-firsted ("Dispatcher for a courier firm"): the first letter says nothing.
  const words = text.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()).split(/\s+/);
  // "topdressing pilot…", "extension officer…": the job is the last noun before a preposition.
  const head = words.findIndex((w) => /^(?:in|at|for|with|on|of)$/i.test(w));
  const job = words.slice(0, head < 0 ? words.length : head);
  const last = job.at(-1) ?? '';
  // "Bolt Food courier", "Red Cross volunteer": a name before the job says whose it was; the
  // job is the lowercase words after it (ADR 160). At most three words of a name.
  const typedWords = text.split(/\s+/);
  let brand = 0;
  // "Pick n Pay cashier": a short joining word inside a name is the name's.
  const inName = (i: number) =>
    /^[\p{Lu}\d][\p{L}\d'’&.-]*$/u.test(typedWords[i]!) ||
    (i > 0 &&
      /^(?:n|&|and|de|of)$/.test(typedWords[i]!) &&
      /^\p{Lu}/u.test(typedWords[i + 1] ?? ''));
  while (brand < Math.min(4, job.length - 1) && inName(brand)) brand++;
  const own = job.slice(brand);
  // "self-employed plumber", "ICU nurse": a hyphen or an acronym is still a job's word.
  if (
    !job.length ||
    // "a high school physics teacher": four words of a job, after its article.
    (head < 0 && words.length > 4 + brand + (/^(?:a|an)$/i.test(words[0]!) ? 1 : 0)) ||
    own.some((w) => !/^(?:\p{Ll}[\p{Ll}'’-]*|\p{Lu}{2,})$/u.test(w)) ||
    /^\p{Lu}/u.test(last)
  )
    return false;
  return jobHead(last.toLowerCase());
}

/**
 * "Health Physics Technologist", "Senior Lab Technician": a job title typed with a capital to
 * every word (a signature's shape), its last word a job. At most five words.
 */
function titleJob(text: string): boolean {
  const words = text.split(/\s+/);
  if (
    words.length > 5 ||
    !words.every((w) => /^(?:\p{Lu}[\p{Ll}'’-]*|\p{Lu}{2,}|of|&|and)$/u.test(w))
  )
    return false;
  const head = words.at(-1)!.toLowerCase();
  return /^\p{Lu}/u.test(words.at(-1)!) && !PLACE_KINDS.has(head) && jobHead(head);
}

/** "courier", "advisor", "welder": a word that names a job held ("graduate" names none). */
function jobHead(word: string): boolean {
  if (NOT_A_JOB.has(word)) return false;
  if (JOB_WORDS.has(word) || JOB_ENDING.test(word)) return true;
  const tags = tagsOf(word);
  return tags.includes('Actor') && !tags.includes('Verb');
}

/** Jobs compromise does not tag as a person ("lifeguard", "paramedic", "dispatcher"). */
const JOB_WORDS = new Set([
  'nurse',
  'paramedic',
  'medic',
  'barista',
  'clerk',
  'cook',
  'porter',
  'carer',
  'intern',
  'apprentice',
  'trainee',
  'lifeguard',
  'midwife',
  'sommelier',
  'chauffeur',
  'engineer',
  'auctioneer',
  // ADR 137: jobs readers typed in the company field.
  'deckhand',
  'mate',
  'chef',
  'setter',
  'dad',
  'mum',
  'mom',
  'parent',
  'server',
  'waiter',
  'waitress',
  'cleaner',
  'driver',
  'diver',
  'labourer',
  'laborer',
  'milker',
  'lead',
  'officer',
  'teacher',
  'plumber',
  'welder',
  // ADR 160: jobs typed with their employer.
  'volunteer',
  'rider',
  'guide',
  'adviser',
  'coach',
  'guard',
  'steward',
  'stewardess',
  'cashier',
  'picker',
  'packer',
  'fitter',
  'skipper',
  'associate',
  // ADR 184: trades typed before where they were plied.
  'baker',
  'nanny',
  'tailor',
  'mason',
  'roofer',
]);
const JOB_ENDING = /\p{L}{3}(?:ist|ician|ator|cher|tender|keeper|smith|wright|worker|woman|man)$/u;
/** People who are not a job held: "recent graduate of UCL" stays where it was. */
const NOT_A_JOB = new Set(['graduate', 'student', 'alumnus', 'alumna', 'fellow', 'human']);

/** A job with its article, unless typed with one ("a peer educator": never "an a peer educator"). */
const aJob = (job: string) =>
  /^(?:a|an|the|my|his|her|their)\s/i.test(job)
    ? lowerFirst(job)
    : `${article(job)} ${jobCase(job)}`;

/**
 * "Night porter" (upper-firsted as the form sends it) → "night porter"; "Bolt Food courier",
 * "Uber driver" keep the name they open with (ADR 160).
 */
function jobCase(job: string): string {
  const [first = '', ...more] = job.split(/\s+/);
  // "Pick n Pay cashier": another capital in it is a name's, and so is the first.
  const named =
    (/^\p{Lu}/u.test(first) && more.some((w) => /^\p{Lu}\p{Ll}/u.test(w))) ||
    (/^\p{Lu}/u.test(first) &&
      /ProperNoun|Organization|Place/.test(tagsOf(first.toLowerCase()).join()));
  return named ? job : lowerFirst(job);
}

/** Lines of work one is "in", typed alone in a career: "before that retail". */
const SECTORS = new Set(
  `retail hospitality construction banking finance nursing teaching care healthcare logistics
  sales admin administration catering farming fishing insurance marketing education
  manufacturing publishing journalism recruitment security tourism events`.split(/\s+/),
);

/**
 * "9 yrs deckhand then mate on the ferry", "stay-at-home dad for 6 yrs, before that retail":
 * a career of jobs or spans, each part read as the field alone would be, told in the order
 * lived ("after 9 years as a deckhand, then working as a mate on…", ADR 137). Undefined
 * unless every part is a job, a span or a line of work: a career of employers is tidyCompany's.
 */
function careerOf(typed: string): Background | undefined {
  const arrows = typed.split(/\s*(?:-+>|=>|→)\s*/);
  const then = /^(.+?),?\s+(?:and\s+)?then\s+(.+)$/i.exec(typed);
  const before =
    /^(.+?)(?:,\s*|;\s*|\s+\(\s*)(?:and\s+)?(?:before that|previously|prev\.?|formerly)\s*,?\s*([^()]+?)\)?$/i.exec(
      typed,
    );
  const parts =
    arrows.length > 1
      ? arrows
      : then
        ? [then[1]!, then[2]!]
        : before
          ? [before[2]!, before[1]!]
          : undefined;
  if (!parts || parts.some((p) => !/\p{L}/u.test(p))) return undefined;
  const stints = parts.map((part) => {
    const text = part.trim().replace(/[.;,\s]+$/u, '');
    if (SECTORS.has(text.toLowerCase()))
      return { told: `working in ${text.toLowerCase()}`, line: text.toLowerCase() };
    const read = readBackground(text);
    if (!read?.after?.startsWith('after ') || read.place) return undefined;
    return { told: read.after.slice(6), line: read.line };
  });
  if (stints.some((x) => !x)) return undefined;
  const all = stints as { told: string; line: string }[];
  return {
    // "after working as a courier, then as a mechanic": the verb once for a run of jobs.
    after: `after ${all
      .map((x, i) =>
        i && /^working as /.test(x.told) && /^working as /.test(all[i - 1]!.told)
          ? x.told.slice(8)
          : x.told,
      )
      .join(', then ')}`,
    // A later part keeps the case it was typed in ("then Glovo rider").
    line: all
      .map((x, i) =>
        !i ? upperFirst(x.line) : /^\p{Lu}/u.test(parts[i]!.trim()) ? x.line : lowerFirst(x.line),
      )
      .join(', then '),
  };
}

/**
 * "ex-army medic, 12 yrs", "former paramedic": "after" already says the job was before, so
 * "ex-" is not said again ("after 12 years as an ex-army medic"); "ex-Google" is "from
 * Google" (ADR 137).
 */
function formerJob(typed: string): Background | undefined {
  const m = /^(?:ex-|ex\s+|former\s+)(?=\p{L})(.+)$/iu.exec(typed);
  if (!m) return undefined;
  const rest = m[1]!;
  const read = readBackground(rest);
  // "ex bosun on bulk carriers" kept whole is kept with its "ex" (ADR 170).
  if (read && !read.place) return read.after || read.did ? read : { line: upperFirst(typed) };
  // "Ex-Google", "ex-Deloitte": a name, typed with its capital.
  if (/^ex-/i.test(typed) && /^\p{Lu}/u.test(rest) && !/\d/.test(rest))
    return { after: `from ${rest}`, line: rest, place: true };
  return undefined;
}

/** The years a job ran, typed after it: "2019-2024", "(2012 - 2020)", "2018-present". */
const YEARS_RAN =
  /^(.+?)[\s,]*\(?\s*((?:19|20)\d\d)\s*(?:-|–|—|to)\s*((?:19|20)\d\d|present|now|current|today|date)\s*\)?$/iu;

/**
 * "sous chef @ Nopa 2019-2024": a job or a place with the years it ran, told "after working
 * as a sous chef at Nopa from 2019 to 2024" ("since 2018" for one still held, ADR 137).
 */
function yearsRan(typed: string): Background | undefined {
  const m = YEARS_RAN.exec(typed);
  if (!m) return undefined;
  const what = m[1]!.replace(/[\s,–—-]+$/u, '');
  const [from, to] = [m[2]!, m[3]!];
  const still = !/^\d/.test(to);
  const when = still ? `since ${from}` : `from ${from} to ${to}`;
  const line = `${upperFirst(what)}, ${still ? `since ${from}` : `${from}–${to}`}`;
  if (/\d/.test(what)) return undefined;
  if (opensWithJob(what)) {
    const job = what;
    return { after: `after working as ${aJob(job)} ${when}`, line };
  }
  // "danced with the festival crew in Lisbon 2019–2025": what they did, and when (ADR 160).
  const clause = clauseOf(what);
  if (clause) {
    const done = `${clause.rest} ${when}`;
    return {
      after: `after ${clause.ing} ${done}`,
      line: `${upperFirst(clause.verb.toLowerCase())} ${done}`,
    };
  }
  const place = placeOf(what) ?? namedPlace(what);
  return place ? { after: `after working ${place.at} ${place.phrase} ${when}`, line } : undefined;
}

/** "various bars in Leeds", "a few garages in Cork": many places of one kind. */
const SEVERAL =
  /^(?:various|several|a few|different|multiple|many|numerous|assorted|a number of|a couple of|a range of)\s+((?:\p{Ll}[\p{Ll}-]*\s+){0,2}(\p{Ll}+))(?:\s+(?:in|around|near|across|on|at|along|throughout)\s+\S.*)?$/u;

/**
 * "various bars in Leeds": no one place they come from, so "from" does not fit; told "after
 * working at various bars in Leeds" (ADR 137). Only a plural of a kind of place.
 */
function severalPlaces(typed: string): Background | undefined {
  // Upper-firsted as the form sends it; the rest in lower case, so a name ends the kind.
  const m = SEVERAL.exec(lowerFirst(typed));
  if (!m) return undefined;
  const head = m[2]!.toLowerCase();
  const singular = [head.replace(/ies$/, 'y'), head.replace(/es$/, ''), head.replace(/s$/, '')];
  if (!/s$/.test(head) || !singular.some((w) => PLACE_KINDS.has(w))) return undefined;
  return { after: `after working at ${lowerFirst(typed)}`, line: upperFirst(typed) };
}

/**
 * A company field in the shape of a span or a job (issue 21, ADR 122): "8 years in retail" is
 * told "after 8 years in retail", "paramedic in Cardiff for 6 years" "after 6 years as a
 * paramedic in Cardiff", "analyst for a club" "after working as an analyst for a club".
 */
function shapedBackground(typed: string): Background | undefined {
  // "2 years and 6 months at Google": one span in two units.
  const span = new RegExp(
    String.raw`^(${SPAN}(?:\s+and\s+${SPAN})?)\s+((?:in|at|with|on|as|behind|under|across|around|aboard|of)\s+\S.*)$`,
    'iu',
  ).exec(typed);
  if (span)
    return {
      after: `after ${spanWords(lowerFirst(span[1]!))} ${span[2]}`,
      line: upperFirst(typed),
    };
  const trailing = new RegExp(String.raw`^(.+?)\s+for\s+(${SPAN})$`, 'iu').exec(typed);
  if (trailing && opensWithJob(trailing[1]!))
    return {
      after: `after ${spanWords(trailing[2]!)} as ${aJob(trailing[1]!)}`,
      line: upperFirst(typed),
    };
  // "9 yrs deckhand", "3 years line cook": how long, then the job, with no "as" (ADR 137).
  // "9-year deckhand": the same, as the shorthand reader writes "9 yrs" before a noun.
  const first = new RegExp(String.raw`^(${SPAN}|\d+-(?:year|month|season))\s+(\S.*)$`, 'iu').exec(
    typed,
  );
  if (first && !/\d/.test(first[2]!) && opensWithJob(first[2]!)) {
    const job = first[2]!;
    const told = `${spanWords(lowerFirst(first[1]!))} as ${aJob(job)}`;
    return { after: `after ${told}`, line: told };
  }
  // "3 yrs restoring old reels at the film archive": how long, then what was done (ADR 144).
  const doing = new RegExp(String.raw`^(${SPAN})\s+(\p{Ll}{3,}ing)\s+(\S.*)$`, 'iu').exec(typed);
  if (doing && tagsOf(doing[2]!).includes('Gerund')) {
    const told = `${spanWords(lowerFirst(doing[1]!))} ${doing[2]} ${doing[3]}`;
    return { after: `after ${told}`, line: upperFirst(told) };
  }
  // "5 yrs retail": how long in a line of work one is "in" (ADR 166), never "5-year retail".
  const sector = new RegExp(
    String.raw`^(${SPAN}|\d+-(?:year|month|season))\s+(\p{L}+)$`,
    'iu',
  ).exec(typed);
  if (sector && SECTORS.has(sector[2]!.toLowerCase())) {
    const told = `${spanWords(lowerFirst(sector[1]!))} in ${sector[2]!.toLowerCase()}`;
    return { after: `after ${told}`, line: upperFirst(told) };
  }
  // "3 yrs DAQ and instrumentation at an aerospace test facility": how long, a line of work
  // and where, told "3 years in DAQ and instrumentation at…" (ADR 166), never "3-year DAQ".
  const field = lineOfWork(typed);
  if (field) return { after: `after ${field}`, line: upperFirst(field) };
  // "freelance for magazines": the work, not a job title ("freelance sound engineer" is one).
  const freelance = /^freelanc(e|ing)\s+((?:for|with|in|on|at)\s+\S.*)$/iu.exec(typed);
  if (freelance)
    return {
      after: `after ${freelance[1] === 'e' ? 'freelance work' : 'freelancing'} ${freelance[2]}`,
      line: upperFirst(typed),
    };
  if (!/\d/.test(typed) && opensWithJob(typed))
    return {
      after: `after working as ${aJob(typed)}`,
      line: upperFirst(typed),
    };
  return undefined;
}

/** Words a line of work is typed in: lowercase words, acronyms, "and". */
const WORK_WORDS = String.raw`(?:\p{Ll}[\p{Ll}-]*|\p{Lu}{2,}|&)`;

/**
 * "3 yrs DAQ and instrumentation at X", "5 yrs payroll and HR admin at Y": how long, then a
 * line of work (no job, no doing, no kind of place, no article), then where; "3 years in DAQ
 * and instrumentation at X", or undefined.
 */
function lineOfWork(typed: string): string | undefined {
  const m = new RegExp(
    String.raw`^(${SPAN}|\d+-(?:year|month|season))\s+(${WORK_WORDS}(?:\s+${WORK_WORDS}){0,4})\s+((?:at|with|for)\s+\S.*)$`,
    'u',
  ).exec(lowerFirst(typed));
  if (!m) return undefined;
  const work = m[2]!;
  const words = work.split(/\s+/);
  if (
    words.some((w) => /^(?:a|an|the|of|as|in|on|my|our|his|her|their|to|by)$/u.test(w)) ||
    /^(?:and|&)$/u.test(words[0]!) ||
    // "5 yrs QA at…" (ADR 170): one acronym is a line of work, unless it names a firm.
    !words.some(
      (w) =>
        (/^\p{Ll}{3,}$/u.test(w) && w !== 'and') ||
        (words.length === 1 &&
          /^\p{Lu}{2,4}$/u.test(w) &&
          !tagsOf(w.toLowerCase()).includes('Organization')),
    ) ||
    PLACE_KINDS.has(words.at(-1)!) ||
    doingWord(words[0]!) ||
    opensWithJob(work)
  )
    return undefined;
  return `${spanWords(m[1]!)} in ${work} ${m[3]}`;
}

/**
 * A background no reader framed that is surely not the name of a place of work or a place
 * (ADR 170), so "comes to us from" and "Joining from:" would misframe it: it opens with a job
 * ("pharmacist, 6 yrs at…"), a description typed lowercase ("back home after 11 yrs away —
 * …"), an origin ("Nauruan (Boe district)", "Samoan, …"); it names a degree ("PhD at
 * Strathclyde", "ag tech grad"); or a later part is a stint elsewhere ("Meister in
 * Landwirtschaft, 9 years at the research centre…": the first part is not where they worked).
 * It is told whole under "Background:".
 */
function noWorkplace(typed: string): boolean {
  const first = typed.split(/\s*,\s*|\s+[-–—]\s+/u)[0]!.trim();
  return (
    (/^\p{Ll}+\s/u.test(typed) && !/^(?:a|an|the|our|my|his|her|their)\s/iu.test(typed)) ||
    opensWithJob(first) ||
    isOrigin(first) ||
    DEGREE_WORD.test(typed) ||
    new RegExp(
      String.raw`,\s*(?:${SPAN}|\d+-(?:year|month|season))\s+(?:at|with|in|on|for)\s`,
      'iu',
    ).test(typed)
  );
}

/** Words that name a degree or a school finished, wherever they are in a background. */
const DEGREE_WORD =
  /\b(?:B\.?Sc|M\.?Sc|PhD|DPhil|MBA|MBBS|B\.?Eng|M\.?Eng|B\.?Tech|M\.?Tech|LLB|LLM|HND|degree|diploma|grad|graduated|graduate(?!\s+school))\b/u;

/**
 * "Nauruan", "Samoan (Apia)": one word saying where the person is from, a bracket after it,
 * never a place they worked. A word the parse knows as a place or a name is no origin.
 */
function isOrigin(part: string): boolean {
  const word = /^(\p{Lu}\p{Ll}{2,})(?:\s*\([^()]*\))?$/u.exec(part)?.[1];
  if (!word) return false;
  const tags = tagsOf(word.toLowerCase());
  return (
    tags.includes('Demonym') ||
    (/(?:an|ese|ish)$/u.test(word) && !/Place|Person|Organization/.test(tags.join()))
  );
}

/**
 * A company field "joins us from…" may not fit (issue 21, ADR 122): two or more words typed in
 * lowercase with no article, no name and no shape the writer reads ("mussel farm", "freelance
 * for theatres"). The prose leaves it out; the scannable post's labelled line tells it.
 */
export function originUnsure(company: string | undefined): boolean {
  const typed = company?.trim() ?? '';
  const read = backgroundOf(typed);
  // "Oxford-trained vet; locum work…": a sentence no frame takes is told on its line only.
  if (!typed || read) return !!read && !read.after && !read.did;
  // "quarry logistics thing 4 years": a span after a place of a kind the parse does not know.
  if (spanAfter(typed.replace(/[.;,\s]+$/u, '')) === false) return true;
  const words = typed.split(/\s+/);
  if (words.length < 2) return false;
  if (/^(?:a|an|the|our|my|his|her|their)$/i.test(words[0]!)) return false;
  // Any capital after the first letter (which the field comes upper-firsted with), digit or
  // mark of a name ("Acme Foods", "NHS", "3M") makes it a name as typed.
  return !/[\p{Lu}\d&@]/u.test(typed.slice(1));
}

const lowerFirst = (text: string) => text.replace(/^\p{Lu}(?=[\p{Ll}\s])/u, (c) => c.toLowerCase());
