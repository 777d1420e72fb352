import { MESSAGE_TYPES } from './message-types.ts';
import { TONES } from './tones.ts';

/** Spec §9: suggestion texts longer than this are previewed, with 'Show more'. */
export const PREVIEW_LENGTH = 120;

/** Counts characters as people see them, so an emoji is one and not two UTF-16 units. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

export function needsTruncation(text: string, max = PREVIEW_LENGTH): boolean {
  return characterCount(text) > max;
}

/** The first `max` characters plus an ellipsis; never splits an emoji. */
export function truncateText(text: string, max = PREVIEW_LENGTH): string {
  if (!needsTruncation(text, max)) return text;
  return `${Array.from(text).slice(0, max).join('').trimEnd()}…`;
}

/** Badge hues; the web maps each to its classes. */
export type BadgeColour =
  | 'indigo'
  | 'amber'
  | 'sky'
  | 'violet'
  | 'emerald'
  | 'rose'
  | 'fuchsia'
  | 'teal'
  | 'blue'
  | 'orange'
  | 'slate';

const TONE_COLOURS: Record<(typeof TONES)[number]['value'], BadgeColour> = {
  warm_professional: 'indigo',
  excited_fun: 'amber',
  casual_concise: 'sky',
  inspiring_motivational: 'violet',
  friendly_approachable: 'emerald',
  confident_assertive: 'rose',
  creative_playful: 'fuchsia',
};

const TYPE_COLOURS: Record<(typeof MESSAGE_TYPES)[number]['value'], BadgeColour> = {
  welcome: 'teal',
  promotion: 'blue',
  achievements: 'orange',
};

const spaced = (value: string) => value.trim().toLowerCase().replaceAll('_', ' ');

/**
 * Spec §3: history badges match a tone by its value, its spaced form ('warm professional')
 * or its label ('Warm & Professional'). Unknown tones are slate.
 */
export function toneBadgeColour(tone: string): BadgeColour {
  const key = spaced(tone);
  const match = TONES.find((t) => spaced(t.value) === key || t.label.toLowerCase() === key);
  return match ? TONE_COLOURS[match.value] : 'slate';
}

export function messageTypeBadgeColour(type: string): BadgeColour {
  const key = spaced(type);
  const match = MESSAGE_TYPES.find(
    (t) => t.value === key || t.label.toLowerCase() === key || t.badge.toLowerCase() === key,
  );
  return match ? TYPE_COLOURS[match.value] : 'slate';
}

export type CopyFormat = 'plain' | 'slack' | 'email';

export interface AnnouncementContext {
  name: string;
  messageType: string;
}

/** Text as a literal inside a RegExp: user-typed names may hold `(`, `+`, `.` ("MLS(ASCP)"). */
/** The text with its first character in upper case and the rest as it was ("march" → "March"). */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Slack mrkdwn: the three characters Slack treats as control characters are escaped
 * (https://api.slack.com/reference/surfaces/formatting#escaping), Markdown bold becomes
 * Slack bold, and the person's name is bolded once so it stands out in a channel.
 */
export function toSlackMrkdwn(text: string, context?: Pick<AnnouncementContext, 'name'>): string {
  let out = text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  out = out.replace(/\*\*(.+?)\*\*/g, '*$1*').replace(/__(.+?)__/g, '_$1_');
  const name = context?.name.trim();
  if (name && !out.includes(`*${name}*`)) {
    const escapedName = name
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;');
    out = out.replace(new RegExp(`(?<![\\w*])${escapeRegExp(escapedName)}(?![\\w*])`), `*$&*`);
  }
  return out;
}

/** A subject line that says what the announcement is about, by message type. */
export function emailSubject(context: AnnouncementContext): string {
  const name = context.name.trim() || 'our teammate';
  switch (context.messageType) {
    case 'promotion':
      return `Congratulations to ${name} on their new role`;
    case 'achievements':
      return `Celebrating ${name}'s achievement`;
    default:
      return `Please welcome ${name} to the team`;
  }
}

/** Plain e-mail text: Markdown emphasis removed, paragraphs separated by a blank line. */
export function toEmail(
  text: string,
  context: AnnouncementContext,
): { subject: string; body: string } {
  const body = text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .join('\n\n');
  return { subject: emailSubject(context), body };
}

/** The text put on the clipboard for a copy format. */
export function formatForCopy(
  text: string,
  format: CopyFormat,
  context: AnnouncementContext,
): string {
  switch (format) {
    case 'slack':
      return toSlackMrkdwn(text, context);
    case 'email': {
      const email = toEmail(text, context);
      return `Subject: ${email.subject}\n\n${email.body}`;
    }
    default:
      return text;
  }
}

/**
 * The characters an emoji is written with, as the body of a regex character class:
 * pictographs, skin tones, flag letters, the variation selector, the joiner, the keycap mark
 * and the tag characters of subdivision flags. Unicode counts skin tones and flag letters as
 * no pictographs, so a class of pictographs alone left "🏾" behind when "👍🏾" was taken out.
 */
// The marks stand between the property escapes, never one after another, which would read as
// one combined character to a reader of the pattern (and to the linter).
export const EMOJI_CHARS = String.raw`\u20E3\p{Extended_Pictographic}\uFE0F\p{Emoji_Modifier}\u200D\p{Regional_Indicator}\u{E0020}-\u{E007F}`;

/** One emoji as a regex source: a pictograph or flag with its skin tone and joined parts. */
export const EMOJI = String.raw`(?:\p{Extended_Pictographic}|\p{Regional_Indicator}{1,2})[\p{Emoji_Modifier}\uFE0F\u20E3\u{E0020}-\u{E007F}]*(?:\u200D\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]*)*`;

const CLOSING_EMOJI = new RegExp(String.raw`[\s${EMOJI_CHARS}]*$`, 'u');

/** The emoji a text ends with, with the spaces around them ("…São Paulo ⚽" → " ⚽"). */
export function closingEmoji(text: string): string {
  return CLOSING_EMOJI.exec(text)?.[0] ?? '';
}

/** The text without the emoji it ends with ("Goed gedaan 💐" → "Goed gedaan"). */
export function withoutClosingEmoji(text: string): string {
  return text.slice(0, text.length - closingEmoji(text).length);
}

/**
 * Words shortened with a stop that ends no sentence, as regex sources to put before `\.`:
 * "17th-c." and "19th c." (a century), "approx.", "vol."; and before a figure only, "c. 1850"
 * and "ca. 40" (about), "No. 4" and "nos. 3–5", "pp. 12", "est. 1998" ("Plan C. Then…" and
 * "she said no. Then…" do end one). Split there, "17th-c." ended a sentence and a title's
 * "(Pit No. 4 & 5)" had a fact pasted inside its bracket (the twentieth set's readers).
 */
const SHORTENED_WORD = String.raw`(?:\d{1,2}(?:st|nd|rd|th)[-\s]?c(?:ent)?|[Cc]ent|[Aa]pprox|[Vv]ol)`;
const SHORTENED_BEFORE_FIGURE = String.raw`(?:[Cc]a?|[Nn]os?|[Pp]p|[Ff]ig|[Ee]st)`;
/** "cat. B", "Cat. 3": a category, before its letter or number ("RIB licence (cat. B)"). */
const SHORTENED_BEFORE_CLASS = String.raw`(?:[Cc]at)`;

/** A word's letters as a source that reads it with its first letter in either case. */
const eitherCase = (word: string) =>
  /^\p{L}/u.test(word) && word[0]!.toLowerCase() !== word[0]!.toUpperCase()
    ? `[${word[0]!.toUpperCase()}${word[0]!.toLowerCase()}]${word.slice(1)}`
    : word;
const alternation = (words: readonly string[], either = true) =>
  `(?:${words.map((w) => (either ? eitherCase(w) : w)).join('|')})`;

/**
 * Titles and ranks shortened with a stop, typed before a name ("Dr. Ama", "Mohd. Yusuf",
 * "Capt. Elif", "St. Mary's"), and the generations after one ("Jr.", "Sr."): their stop
 * ends no sentence, in either case. Split there, a name was cut in two: "his abba Mohd" and
 * "• Yusuf ji wove on loom no. 1" (ADR 159), "…to Dr — for the sepsis test… Soo-ah Park".
 */
// prettier-ignore
const TITLES = [
  'Dr', 'Mr', 'Mrs', 'Prof', 'Capt', 'Cpt', 'Sgt', 'Cpl', 'Cdr', 'Cmdr', 'Cllr', 'Insp', 'Supt',
  'Licda', 'Lcda', 'Lcdo', 'Srta', 'Dott', 'Engr', 'Mme', 'Mlle', 'Mohd', 'Muhd', 'Mhd', 'Smt',
  'Jnr', 'Snr',
];
/**
 * Titles that are words or units of their own in lower case ("col", "ms", "st", "ing"): read
 * with a capital only.
 */
// prettier-ignore
const CAPITAL_TITLES = [
  'Ms', 'Mx', 'Rev', 'Fr', 'St', 'Lt', 'Maj', 'Col', 'Gen', 'Adm', 'Hon', 'Ing', 'Lic', 'Dra',
  'Sra', 'Arq', 'Abg', 'Md', 'Mt', 'Hj', 'Hjh', 'Jr', 'Sr',
];
/**
 * Words shortened inside a sentence, never at its end: "vs.", "ref.", "Asst. Manager",
 * "stellv. Filialleiterin", "e.g.", "Dept. of…", and a case's "v." ("Henley v. Aurora").
 * German and Swiss qualifications shorten theirs ("eidg. Käsermeister", "staatl. geprüfte",
 * "techn. Leiter"): cut there, "He passed the eidg." was posted (the twenty-fifth set).
 */
// prettier-ignore
const INSIDE_WORDS = [
  'vs', 'ref', 'refs', 'asst', 'assoc', 'dept', 'exec', 'mgr', 'stellv', 'dipl', 'avg', 'govt',
  'univ', 'assn', 'e\\.g', 'i\\.e', 'approx', 'eidg', 'staatl', 'gepr', 'techn', 'kaufm',
];
/**
 * Words that close a company's or a place's name ("Acme Inc.", "Kumar Bros.", "Park Rd.",
 * "the U.S."): the name goes on after them ("Tata Sons Ltd. Mumbai", "Bros. and…"), and a
 * sentence ends there only when the next word opens one ("…joined Acme Inc. She leads…").
 */
// prettier-ignore
const NAME_CLOSERS = [
  'Inc', 'Ltd', 'Co', 'Corp', 'Bros', 'Plc', 'Pty', 'Rd', 'Ave', 'Dev', 'U\\.S', 'U\\.K',
];
/** "incl. 2 girls", "etc. and", "9 a.m. on Friday": a sentence goes on in lower case or a figure. */
const BEFORE_LOWER = ['incl', 'excl', 'etc', 'a\\.m', 'p\\.m', 'p\\.a'];
/** "Sept. 2019", "Oct. 12": a month before its day or year. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sept?', 'Oct', 'Nov', 'Dec'];
/** Words a sentence opens with: after a name's closer, one of these starts the next sentence. */
const OPENERS = String.raw`(?:She|He|They|We|I|It|Its|The|This|That|These|Those|Her|His|Their|Our|My|Your|A|An|Now|Then|Today|Since|In|On|At|After|Before|Also|And|But|So|Thanks|Please|Congrats|Congratulations)\b`;

const WORD_START = String.raw`(?<![\p{L}\p{N}])`;

const SHORTENED_STOP = String.raw`${WORD_START}(?:${alternation(TITLES)}|${alternation(CAPITAL_TITLES, false)}|${alternation(INSIDE_WORDS)}|v|${SHORTENED_WORD})\.|${WORD_START}${alternation(NAME_CLOSERS, false)}\.(?!\s+${OPENERS})|${WORD_START}${alternation(BEFORE_LOWER)}\.(?=\s+[\p{Ll}\p{N}])|${WORD_START}(?:${SHORTENED_BEFORE_FIGURE}|${alternation(MONTHS, false)})\.(?=\s+\p{N})|${WORD_START}${SHORTENED_BEFORE_CLASS}\.(?=\s+(?:\p{N}|\p{Lu}(?!\p{L})))`;
/**
 * The one list of stops that end no sentence (ADRs 155 and 159), as a regex source to put
 * right after a full stop: `(?<!…)` fails where the stop closes a shortened title or word.
 * Read by every splitter of the writer (notes.ts, flow.ts SENTENCE_BREAK, asides.ts
 * PART_BREAK, person-name.ts's clauses) and by the eval's reader (bench/eval/read.ts); four
 * lists once disagreed ("Mohd." was a sentence's end in one and no end in another). Needs
 * the `u` flag.
 */
export const NO_SENTENCE_END = `(?<!${SHORTENED_STOP})`;
/** The same stops read the other way: `(?<=…)` holds right after a stop that ends no sentence. */
export const SHORTENED_STOP_BEHIND = `(?<=${SHORTENED_STOP})`;

const ENDS_NO_SENTENCE = new RegExp(SHORTENED_STOP_BEHIND, 'uy');

/**
 * Whether a stop after `before`'s last word ends no sentence, `next` being what follows the
 * stop and its space ("…his abba Mohd" + "Yusuf ji…", "Pit No" + "4 & 5)").
 */
export function isShortenedBeforeStop(before: string, next: string): boolean {
  const text = `${before}. ${next}`;
  ENDS_NO_SENTENCE.lastIndex = before.length + 1;
  return ENDS_NO_SENTENCE.test(text);
}
