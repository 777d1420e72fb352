/**
 * How an announcement may refer to the person (issue 13: "the name is sacred"). The full
 * name is used exactly as typed: never re-cased, never stripped of accents, never cut. A
 * shorter form is used only when it is safe: the preferred name the user gave ("What
 * should we call them?"), or a rule conservative enough to prefer the full name over a
 * wrong short one.
 */
export interface NameForms {
  /** The name as typed, whitespace collapsed. */
  full: string;
  /** The form used after the first mention: the preferred name, a safe short form, or full. */
  short: string;
  /** Every form an option may use; anything else built from the name's words is a change. */
  allowed: readonly string[];
}

// prettier-ignore
const HONORIFICS = new Set([
  'dr', 'mr', 'mrs', 'ms', 'mx', 'miss', 'prof', 'professor', 'sir', 'dame', 'lord', 'lady',
  'rev', 'fr', 'sr', 'sra', 'srta', 'herr', 'frau', 'mme', 'mlle', 'dott', 'ing',
]);

// prettier-ignore
const SUFFIXES = new Set([
  'jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'md', 'esq', 'mba', 'cpa', 'cfa', 'rn', 'np', 'pmp',
  'jd', 'dds', 'dvm', 'msc', 'msw', 'lcsw', 'edd', 'dnp', 'faia', 'pe',
]);

/** A nickname typed inside the name: Rafael "Rafa" Santos, Robert (Bobby) Lee. */
const NICKNAME = /^["“'‘(]([\p{L}][\p{L}'’ -]*)["”'’)]$/u;

/** Lower-case particles inside a family name ("Ludwig van Beethoven", "Ana de Armas"). */
// prettier-ignore
const PARTICLES = new Set([
  'de', 'del', 'della', 'der', 'di', 'da', 'das', 'dos', 'du', 'la', 'le', 'van', 'von', 'ten',
  'ter', 'bin', 'binti', 'bint', 'ibn', 'al', 'el', 'y',
  // Irish and Welsh patronymics: "Aoife Ní Bhraonáin", "Seán Mac Giolla", "Rhys ap Gruffydd".
  'ní', 'nic', 'uí', 'ó', 'mac', 'ap',
]);

/**
 * Family names that commonly come first (Chinese, Korean, Vietnamese order). A two-word
 * name that opens with one of these may be family-name-first, so its first word is not a
 * safe short form ("Li Wei" is Wei, "Nguyễn Thị Lan" is Lan): the full name is used instead.
 */
// prettier-ignore
const FAMILY_FIRST = new Set([
  // Vietnamese
  'nguyễn', 'nguyen', 'trần', 'tran', 'lê', 'le', 'phạm', 'pham', 'hoàng', 'hoang', 'huỳnh',
  'huynh', 'phan', 'vũ', 'vu', 'võ', 'vo', 'đặng', 'dang', 'bùi', 'bui', 'đỗ', 'do', 'hồ', 'ho',
  'ngô', 'ngo', 'dương', 'duong', 'lý', 'ly',
  // Chinese (pinyin)
  'li', 'wang', 'zhang', 'liu', 'chen', 'yang', 'huang', 'zhao', 'wu', 'zhou', 'xu', 'sun', 'ma',
  'zhu', 'hu', 'guo', 'he', 'lin', 'luo', 'gao', 'zheng', 'liang', 'xie', 'song', 'tang', 'han',
  'feng', 'deng', 'cao', 'peng', 'zeng', 'xiao', 'tian', 'dong', 'pan', 'yuan', 'cai', 'jiang',
  'yu', 'du', 'ye', 'cheng', 'wei', 'su', 'lu', 'ding', 'ren', 'shen', 'yao', 'jin', 'fan',
  // Korean
  'kim', 'park', 'choi', 'jung', 'jeong', 'kang', 'cho', 'yoon', 'yun', 'jang', 'lim', 'shin',
  'oh', 'seo', 'kwon', 'hwang', 'ahn', 'song', 'hong',
  // Hungarian and Japanese names are often typed family-first as well.
  'nagy', 'kovács', 'tóth', 'szabó', 'horváth', 'sato', 'satō', 'suzuki', 'takahashi', 'tanaka',
  'watanabe', 'ito', 'yamamoto', 'nakamura', 'kobayashi', 'kato',
]);

/** Scripts whose names are not split into given and family names by spaces. */
const UNSPLIT_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const bare = (word: string) =>
  word
    .toLowerCase()
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
    .replace(/\.$/, '');

const isInitial = (word: string) => /^\p{Lu}\.?$/u.test(word);

function safeShortForm(full: string): string {
  const words = full.split(' ');
  // The name the person goes by, typed in quotes or brackets: the short form it names.
  const nickname = words.map((w) => NICKNAME.exec(w)?.[1]).find(Boolean);
  if (nickname) return nickname;
  if (UNSPLIT_SCRIPT.test(full)) return full;
  let start = 0;
  while (start < words.length - 1 && HONORIFICS.has(bare(words[start] ?? ''))) start++;
  let end = words.length;
  while (end - start > 1 && SUFFIXES.has(bare(words[end - 1] ?? ''))) end--;
  const core = words.slice(start, end);
  // "Dr. Rajesh Kumar" → "Dr. Kumar": a title goes with the family name, never the given one.
  if (start > 0) {
    const title = words.slice(0, start).join(' ');
    if (core.length === 1) return `${title} ${core[0]}`;
    if (FAMILY_FIRST.has(bare(core[0] ?? '')) && core.length > 1) return full;
    return core.length <= 3 ? `${title} ${core.at(-1)}` : full;
  }
  if (core.length === 1) return core[0] ?? full;
  const first = core[0] ?? '';
  if (FAMILY_FIRST.has(bare(first))) return full;
  if (/[.]$/.test(first) || isInitial(first)) return full;
  if (core.length === 2) return first;
  // Three words or more: only a particle ("van", "de") or an initial after the first word
  // makes the given name certain; "María José Ortega" may be a compound given name.
  const second = core[1] ?? '';
  if (PARTICLES.has(bare(second)) || isInitial(second)) return first;
  return full;
}

/**
 * "Maya Patel," or "Maya Patel." is the name with a stray keystroke; a final full stop that
 * ends an initial or an abbreviation ("John F.", "Sammy Davis Jr.") is part of it.
 */
function withoutTrailingPunctuation(name: string): string {
  const trimmed = name.replace(/[\s,;:!?]+$/u, '');
  const abbreviation = /(?:^|\s)(?:\p{Lu}|jr|sr|dr|st|esq|prof|mr|mrs|ms)\.$/iu;
  return trimmed.endsWith('.') && !abbreviation.test(trimmed) ? trimmed.slice(0, -1) : trimmed;
}

export function nameForms(newHireName: string, preferredName?: string): NameForms {
  const full = withoutTrailingPunctuation(newHireName.replace(/\s+/g, ' ').trim());
  const preferred = preferredName?.replace(/\s+/g, ' ').trim();
  const short = preferred || safeShortForm(full);
  return { full, short, allowed: [...new Set([full, short])] };
}
