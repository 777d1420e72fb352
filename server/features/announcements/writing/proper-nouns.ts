import { lexicon } from './composer/nlp.ts';
import { TYPED_LANGUAGES } from './language-names.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const TWO_LETTER_CODES = [...LETTERS].flatMap((a) => [...LETTERS].map((b) => `${a}${b}`));
/** A name as people type it: none with brackets ("Myanmar (Burma)"), "St." or "&". */
const PLAIN_NAME = /^\p{Lu}[\p{L}'’ -]*$/u;
const englishNames = (type: 'language' | 'region', codes: readonly string[]) => {
  const names = new Intl.DisplayNames('en', { type, fallback: 'none' });
  return codes.map((code) => names.of(code)).filter((n): n is string => !!n && PLAIN_NAME.test(n));
};

/**
 * Names that are also ordinary words ("polish the release", "roast turkey", "a china
 * cup", "a jersey", "from afar"): each source tags a word once, so none of them says so; this
 * list does. Such a word is written as a name only where its company makes it one (`certain`).
 */
// prettier-ignore
const ORDINARY_TOO = new Set(['polish', 'english', 'afar', 'ewe', 'ido', 'turkey', 'china',
  'jersey', 'guernsey', 'guinea', 'chile', 'panama', 'bermuda', 'chad', 'mecca', 'phoenix', 'para',
  'cork', 'swede', 'wellington', 'medina', 'may', 'march', 'go', 'react', 'java', 'rust', 'excel']);

/**
 * Widely spoken languages with no two-letter code, by their ISO 639-3 codes: Cebuano, Hmong,
 * Konkani, Krio, Dari, Hiligaynon, Bhojpuri, Maithili, Awadhi, Tok Pisin, Nigerian Pidgin,
 * Serer, Bemba, Tumbuka, Waray, Santali, Kabuverdianu, Haitian Creole (ADR 119).
 */
// prettier-ignore
const THREE_LETTER_CODES = ['ceb', 'hmn', 'kok', 'kri', 'prs', 'hil', 'bho', 'mai', 'awa', 'tpi',
  'pcm', 'srr', 'bem', 'tum', 'war', 'sat', 'kea', 'hat'];

/**
 * Languages by their English names (`Intl.DisplayNames`, the ISO 639-1 languages and a few of
 * ISO 639-3), and the names people use that Intl does not give ("Farsi", "isiZulu",
 * "Mandarin", "Pulaar": Intl says "Fula"; more in language-names.ts, ADR 143).
 */
// prettier-ignore
export const LANGUAGES: readonly string[] = [...new Set([
  ...englishNames('language', TWO_LETTER_CODES), ...englishNames('language', THREE_LETTER_CODES),
  'Mandarin', 'Cantonese', 'Hokkien', 'Farsi', 'Gaelic', 'isiZulu', 'isiXhosa', 'Setswana',
  'Sesotho', 'Sepedi', 'Diné', 'Tagalog', 'Pulaar', 'Ilocano', ...TYPED_LANGUAGES])]
  .filter((l) => !ORDINARY_TOO.has(l.toLowerCase()));

/**
 * What no maintained source holds: days, months and feasts, products and games people name,
 * periods and peoples ("ottoman calligraphy"), and brands whose capitals sit inside the word.
 * "May" and "March" are ordinary words too: `certain` writes them only beside a day.
 */
// prettier-ignore
const CURATED = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
  'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays',
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December', 'Black Friday', 'Cyber Monday', 'Christmas',
  'Thanksgiving', 'Easter', 'Diwali', 'Ramadan', 'Hanukkah', 'Lunar New Year', 'Kafka', 'Python',
  'JavaScript', 'TypeScript', 'Kubernetes', 'PostgreSQL', 'Postgres', 'Golang', 'Terraform',
  'Salesforce', 'Figma', 'Tableau', 'Linux', 'AWS', 'SQL', 'iOS', 'Android', 'Lean Six Sigma',
  'Six Sigma', 'Bharatanatyam', 'TikTok', 'Instagram', 'YouTube', 'LinkedIn', 'WhatsApp',
  'Apple Pay', 'App Store', 'Google Pay', 'PayPal', 'Heroku', 'GitHub', 'RAJAR', 'eBay',
  'McDonalds', 'MySpace', 'PepsiCo', 'YouGov', 'UNESCO', 'ExxonMobil', 'Zelda', 'Skyrim',
  'Minecraft', 'Fortnite', 'Warhammer', 'Warhammer 40K', 'Mobile Legends', 'Pokemon', 'Niagara',
  'K-drama', 'K-dramas', 'K-pop', 'Ottoman', 'Byzantine', 'Victorian', 'Tudor',
  'Go', 'React', 'Java', 'Rust', 'Excel', 'English', 'Polish',
  // Rivers a licence is named for ("Rhine patent") and software typed among skills (ADR 125).
  'Rhine', 'Danube', 'Thames', 'Mekong', 'AutoCAD', 'Revit', 'SketchUp', 'SolidWorks',
  'QuickBooks', 'Xero', 'SharePoint', 'PowerPoint', 'Photoshop', 'InDesign', 'ArcGIS',
  'Navisworks'];

/** compromise's tags for places and peoples (its lexicon: cities, countries, regions). */
const PLACE_TAGS = ['City', 'Country', 'Region'];
// "Walmart", "Google": a firm's one-word name; shorter ones are mostly acronyms ("BBC").
const FIRM = /^[a-z]{5,}$/;
// prettier-ignore
const NOT_FIRMS = new Set(['prudential', 'eurosceptics', 'brexiteers', 'mobil', 'intel', 'sears',
  'lexis', 'remax', 'mitas', 'foxcon', 'quantas', 'altair', 'armco', 'ayer', 'nestle', 'chevron',
  'siemens', 'bombardier']);
const CAPITALS: Record<string, string> = { uk: 'UK', usa: 'USA', nyc: 'NYC', ussr: 'USSR' };
const SMALL = new Set(['and', 'of', 'de', 'da', 'es', 'au', 'del', 'the']);
const titleCase = (name: string) =>
  CAPITALS[name] ??
  name.replace(/\p{L}+/gu, (w, at: number) =>
    at > 0 && SMALL.has(w) ? w : `${w[0]!.toUpperCase()}${w.slice(1)}`,
  );

let tableMemo: ReadonlyMap<string, string> | undefined;
/** Each name in lower case, to its spelling. Built on first use: compromise loads lazily (nlp.ts). */
function table(): ReadonlyMap<string, string> {
  if (tableMemo) return tableMemo;
  const map = new Map<string, string>();
  for (const [word, tag] of Object.entries(lexicon())) {
    const tags = String(tag).split(',');
    if (word.length < 3 || !/^[a-z][a-z' -]*$/.test(word)) continue;
    const place = PLACE_TAGS.some((t) => tags.includes(t));
    const people = tags.includes('Demonym') && !tags.includes('Plural');
    const firm = tags.includes('Organization') && FIRM.test(word) && !NOT_FIRMS.has(word);
    if (place || people || firm) map.set(word, titleCase(word));
  }
  const regions = TWO_LETTER_CODES.map((code) => code.toUpperCase());
  for (const name of englishNames('region', regions)) map.set(name.toLowerCase(), name);
  for (const name of [...LANGUAGES, ...CURATED]) map.set(name.toLowerCase(), name);
  return (tableMemo = map);
}

const LONGEST = 4;
/** A word: letters and figures, with its apostrophe ("nando's") or hyphen ("k-dramas"). */
const WORD =
  /(?<![\p{L}\p{N}@./#_-])[\p{L}\p{N}]+(?:['’][\p{L}]+)?(?:-[\p{L}\p{N}]+)*(?![\p{L}\p{N}@_])/gu;
/** "china, japan", "turkey and greece", "java + rust", "eng/polish". */
const LISTED = /^(?:\s*,\s*|\s+and\s+|\s*\+\s*|\s*\/\s*|\s*&\s*)$/;
/** "warsaw->berlin", "from turkey to greece": a way between two places. */
const ROUTE = /^(?:\s*-+>\s*|\s*→\s*|\s+to\s+|\s*–\s*)$/;
/** "may 2", "2nd may", "may 2026", "in march", "since may": a month, certain only with a date word. */
const MONTH_BEFORE =
  /(?:\d(?:st|nd|rd|th)?\s+(?:of\s+)?|\b(?:in|since|until|till|by|from|early|late|mid|end of|start of|last)\s+)$/i;
const MONTH_AFTER = /^(?:\s+\d{1,2}(?:st|nd|rd|th)?(?![\d.:%x])|\s+\d{4}\b)/i;

interface Found {
  start: number;
  end: number;
  typed: string;
  form: string;
}

/**
 * Proper nouns typed in lower case ("sunday", "go, kafka", "warsaw->berlin", "k-dramas",
 * "ottoman calligraphy"): posted that way they read as a slip (ADR 049, ADR 105). The names
 * come from maintained sources (Intl's English names of languages and countries,
 * compromise's cities, countries, regions, peoples and firms) and a short curated list. A
 * name that is also an ordinary word ("may", "turkey", "polish") is written as one only beside
 * another name in a list or a route, or, for a month, beside a day.
 */
function lowerNames(text: string): Found[] {
  const names = table();
  const words = [...text.matchAll(WORD)];
  const found: (Found & { ordinary: boolean })[] = [];
  for (let i = 0; i < words.length;) {
    let hit: (Found & { ordinary: boolean }) | undefined;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1 && !hit; n--) {
      const first = words[i]!;
      const last = words[i + n - 1]!;
      const typed = text.slice(first.index, last.index + last[0].length);
      if (!/^[\p{L}\p{N}'’ -]+$/u.test(typed) || /\s{2}/.test(typed)) continue;
      const form = names.get(typed.toLowerCase());
      if (form)
        hit = {
          start: first.index,
          end: last.index + last[0].length,
          typed,
          form,
          ordinary: ORDINARY_TOO.has(typed.toLowerCase()),
        };
      else if (n === 1 && typed.includes('-')) {
        // "quechua-spanish", "mid-march": each part that is a name.
        const parts = typed.split('-');
        const spelt = parts.map((p, k) => {
          const f = names.get(p.toLowerCase());
          const month = k > 0 && /^mid$/i.test(parts[k - 1]!) && /^(?:may|march)$/i.test(p);
          return f && (month || !ORDINARY_TOO.has(p.toLowerCase())) ? f : p;
        });
        if (spelt.join('-') !== typed)
          hit = {
            start: first.index,
            end: first.index + typed.length,
            typed,
            form: spelt.join('-'),
            ordinary: false,
          };
      }
      if (hit) i += n;
    }
    if (hit) found.push(hit);
    else i++;
  }
  const sure = found.map((f) => !f.ordinary || monthBesideADay(text, f));
  // An ordinary word beside a name is one of a list of names: "china, japan", "java and rust".
  for (let changed = true; changed;) {
    changed = false;
    found.forEach((f, k) => {
      if (sure[k]) return;
      const besides = [k - 1, k + 1].filter((j) => j >= 0 && j < found.length);
      if (
        besides.some((j) => {
          const between = text.slice(
            Math.min(f.end, found[j]!.end),
            Math.max(f.start, found[j]!.start),
          );
          return (
            (sure[j] || sameKind(f, found[j]!)) &&
            (LISTED.test(between) || (ROUTE.test(between) && !isMonth(f) && placeLike(found[j]!)))
          );
        })
      ) {
        sure[k] = true;
        changed = true;
      }
    });
  }
  return found.filter((f, k) => sure[k] && f.typed !== f.form && f.typed === f.typed.toLowerCase());
}

const isMonth = (f: Found) => /^(?:may|march)$/.test(f.typed);
const TECH = /^(?:go|react|java|rust|excel)$/;
/**
 * Languages whose names are English words too ("a ewe", "from afar"): a language only where
 * other languages are their company (typed-notation.ts `flankedLanguages`, ADR 167).
 */
export const TONGUES_ALSO_WORDS: readonly string[] = ['Afar', 'Ewe', 'Ido'];
const TONGUE = new RegExp(`^(?:english|polish|${TONGUES_ALSO_WORDS.join('|').toLowerCase()})$`);
const placeLike = (f: Found) => !TECH.test(f.typed) && !TONGUE.test(f.typed) && !isMonth(f);
/** "java and rust", "english and polish": two ordinary words of one kind confirm each other. */
const sameKind = (a: Found, b: Found) =>
  [TECH, TONGUE].some((kind) => kind.test(a.typed) && kind.test(b.typed));
function monthBesideADay(text: string, f: Found): boolean {
  if (!isMonth(f)) return false;
  const before = text.slice(Math.max(0, f.start - 12), f.start);
  // "this may be", "you may 2x it": a modal, whatever follows.
  if (/\b(?:this|that|it|you|we|they|he|she|i|who|which)\s+$/i.test(before) && f.typed === 'may')
    return false;
  return MONTH_BEFORE.test(before) || MONTH_AFTER.test(text.slice(f.end));
}

let properWordsMemo: ReadonlySet<string> | undefined;
/**
 * The one-word names in lower case, so that a note opening with one ("Bharatanatyam dancer",
 * "Go, Kafka…") keeps its capital mid-sentence (story.proper). Words of longer names ("new",
 * "black") are ordinary alone: only the curated list's names lend theirs, as before.
 */
export const properWords = (): ReadonlySet<string> =>
  (properWordsMemo ??= new Set(
    [
      ...[...table().keys()].filter((k) => !k.includes(' ')),
      ...CURATED.flatMap((form) => form.toLowerCase().split(' ')),
      // "May have to leave early", "Turkey dinner on Friday": an ordinary word opening a note
      // is lowered as any other; "Go", "Polish" and their kind keep theirs, as before.
    ].filter((w) => !ORDINARY_TOO.has(w) || TECH.test(w) || TONGUE.test(w)),
  ));

/** "hurricane Harvey": the storm's name makes it a proper noun. */
const NAMED = /\b(hurricane|storm|typhoon|cyclone)(?=\s+\p{Lu})/gu;
/** "the Thermaikos gulf": a sea's own name makes its "gulf" part of the name. */
const WATERS = /(?<=(?:^|[^\p{L}])(\p{Lu}\p{Ll}+)\s)(?:gulf|sea|strait|ocean)(?![\p{L}])/gu;
const namesTheWater = (name: string, text: string, at: number) => {
  // "In sea trials", "Our sea view": a sentence's first word is capitalised for the sentence.
  const before = text.slice(0, at - name.length - 1);
  if (/(?:^|[.!?:;]\s*)$/.test(before)) return false;
  const lower = name.toLowerCase();
  return table().has(lower) || !(lower in lexicon());
};

/** Each proper noun typed in lower case, as typed: what `properCase` would correct. */
export function lowerProperNouns(text: string): string[] {
  const found = lowerNames(text).map((f) => f.typed);
  for (const m of text.matchAll(NAMED)) found.push(m[0]);
  for (const m of text.matchAll(WATERS)) if (namesTheWater(m[1]!, text, m.index)) found.push(m[0]);
  return found;
}

/** The text with proper nouns typed in lower case written as spelled. */
export function properCase(text: string): string {
  let out = text;
  for (const f of lowerNames(text).reverse())
    out = `${out.slice(0, f.start)}${f.form}${out.slice(f.end)}`;
  return out
    .replace(NAMED, (m) => `${m[0]!.toUpperCase()}${m.slice(1)}`)
    .replace(WATERS, (m, name: string, at: number, whole: string) =>
      namesTheWater(name, whole, at) ? `${m[0]!.toUpperCase()}${m.slice(1)}` : m,
    );
}
