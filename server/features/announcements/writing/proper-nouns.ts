import { escapeRegExp } from '#domain/text.ts';

/** Languages a note lists ("speaks russian; ukrainian; english"); "English" is IN_A_LIST's. */
// prettier-ignore
export const LANGUAGES = ['Spanish', 'French', 'German', 'Dutch', 'Italian', 'Portuguese',
  'Mandarin', 'Cantonese', 'Japanese', 'Korean', 'Hindi', 'Arabic', 'Igbo', 'Yoruba', 'Swahili',
  'Tagalog', 'Vietnamese', 'Russian', 'Ukrainian', 'Turkish', 'Greek', 'Urdu', 'Bengali',
  'Punjabi', 'Tamil', 'Farsi', 'Hebrew', 'Swedish', 'Norwegian', 'Danish', 'Finnish',
  'Romanian', 'Hungarian', 'Czech', 'Thai', 'Malay', 'Indonesian', 'Amharic', 'Somali',
  'Hausa', 'Zulu', 'Gujarati', 'Marathi', 'Telugu', 'Irish', 'Welsh', 'Catalan', 'isiZulu',
  'Xhosa', 'isiXhosa', 'Setswana', 'Sesotho', 'Sepedi', 'Afrikaans', 'Shona', 'Wolof', 'Lingala',
  'Kinyarwanda', 'Tigrinya', 'Oromo', 'Malayalam', 'Kannada', 'Nepali', 'Sinhala', 'Burmese',
  'Khmer', 'Pashto', 'Persian', 'Kurdish', 'Slovak', 'Serbian', 'Croatian', 'Bulgarian',
  'Albanian', 'Lithuanian', 'Latvian', 'Estonian', 'Icelandic', 'Maltese', 'Basque', 'Galician',
  'Gaelic', 'Māori', 'Samoan', 'Tongan', 'Quechua', 'Guarani', 'Diné', 'Navajo', 'Yiddish',
  'Hokkien', 'Armenian', 'Georgian', 'Kazakh', 'Uzbek', 'Mongolian'];

/**
 * Proper nouns users type in lower case ("sunday", "go, kafka", "black friday", "she's
 * dutch"): posted that way they read as a slip (the third set's reader, ADR 049). The
 * composer writes them as spelled here; the eval's `proper_nouns` check looks for the
 * lower-case forms. "May" and "March" are left out: they are ordinary words too.
 */
// prettier-ignore
const ALWAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
  'January', 'February', 'April', 'June', 'July', 'August', 'September', 'October', 'November',
  'December', 'Black Friday', 'Cyber Monday', 'Christmas', 'Thanksgiving', 'Easter', 'Diwali',
  'Ramadan', 'Hanukkah', 'Lunar New Year', ...LANGUAGES, 'Kafka', 'Python', 'JavaScript', 'TypeScript',
  'Kubernetes', 'PostgreSQL', 'Postgres', 'Golang', 'Terraform', 'Salesforce', 'Figma',
  'Tableau', 'Linux', 'AWS', 'SQL', 'iOS', 'Android', 'Zelda', 'Lean Six Sigma', 'Six Sigma',
  'Bharatanatyam', 'TikTok', 'Instagram', 'YouTube', 'LinkedIn', 'WhatsApp', 'Apple Pay', 'App Store',
  'Google Pay', 'PayPal', 'Heroku', 'GitHub', 'RAJAR',
  // "cricket on sundays": a day said of every week keeps its capital.
  'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

/**
 * Ordinary words that are a language or a technology only beside another one ("go, kafka",
 * "java and rust", "english and polish"): alone, "go" and "polish" stay as typed.
 */
// prettier-ignore
const IN_A_LIST = ['Go', 'React', 'Java', 'Rust', 'Excel', 'English', 'Polish'];

const edge = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}@./#_-])${escapeRegExp(word)}(?![\\p{L}\\p{N}_])`, 'giu');

// Longest first: "black friday" is Black Friday, not "black Friday".
const ALWAYS_RE = [...ALWAYS]
  .sort((a, b) => b.length - a.length)
  .map((form) => ({ form, re: edge(form) }));
const NEIGHBOURS = [...ALWAYS, ...IN_A_LIST].map(escapeRegExp).join('|');
// "arabic + english + french": a plus joins a list as "and" does.
const LISTED_RE = IN_A_LIST.map((form) => ({
  form,
  re: new RegExp(
    `(?<=(?:${NEIGHBOURS})(?:,\\s*|\\s+and\\s+|\\s*\\+\\s*|\\s*/\\s*))${escapeRegExp(form)}(?![\\p{L}\\p{N}_])|(?<![\\p{L}\\p{N}@./#_-])${escapeRegExp(form)}(?=(?:,\\s*|\\s+and\\s+|\\s*\\+\\s*|\\s*/\\s*)(?:${NEIGHBOURS})(?![\\p{L}\\p{N}]))`,
    'giu',
  ),
}));

/**
 * The words of the list in lower case, so that a note opening with one ("Bharatanatyam
 * dancer", "Go, Kafka…") keeps its capital mid-sentence (story.proper).
 */
export const PROPER_WORDS: ReadonlySet<string> = new Set(
  [...ALWAYS, ...IN_A_LIST].flatMap((form) => form.toLowerCase().split(' ')),
);

/** "hurricane Harvey": the storm's name makes it a proper noun. */
const NAMED = /\b(hurricane|storm|typhoon|cyclone)(?=\s+\p{Lu})/gu;

/** Each proper noun typed in lower case, as typed: what `properCase` would correct. */
export function lowerProperNouns(text: string): string[] {
  const found: string[] = [];
  for (const { form, re } of [...ALWAYS_RE, ...LISTED_RE])
    for (const m of text.matchAll(re))
      if (m[0] !== form && m[0] === m[0].toLowerCase()) found.push(m[0]);
  for (const m of text.matchAll(NAMED)) found.push(m[0]);
  return found;
}

/** The text with proper nouns typed in lower case written as spelled. */
export function properCase(text: string): string {
  let out = text;
  for (const { form, re } of [...ALWAYS_RE, ...LISTED_RE])
    out = out.replace(re, (m) => (m === m.toLowerCase() ? form : m));
  return out.replace(NAMED, (m) => `${m[0]!.toUpperCase()}${m.slice(1)}`);
}
