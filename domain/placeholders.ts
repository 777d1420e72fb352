import type { GenerationRequest } from './generation.ts';

/**
 * What a busy user types into a field they have nothing for (ADR 121): "n/a", "-", "tbd",
 * "idk", "same as above". Only a whole value, or a whole item of a list, is read this way:
 * "NA region sales", "None of the above", "2x", "Tallink?" (doubt, ADR 113) and a "-" bullet
 * before an item are the user's words.
 */
const PLACEHOLDER = new RegExp(
  '^(?:' +
    [
      'n\\s*/\\s*a',
      'n\\.\\s*a\\.?',
      'na',
      'nil',
      'null',
      'none',
      'nothing',
      'no',
      'nope',
      'not applicable',
      '-+',
      '[—–]+',
      '\\?+',
      '\\.+',
      '…',
      'x',
      'tb[dca]',
      'idk',
      'dunno',
      "i don[’']?t know",
      'no idea',
      'not sure',
      'skip(?:ped)?',
      'pass',
      '(?:same as|see|as) above',
      'ask (?:her|him|them|me)',
      'later',
    ].join('|') +
    ')(?:\\s+(?:yet|really|for now|atm|at the moment))?[.!]*$',
  'iu',
);

/** The optional fields a placeholder empties; the required ones are checked by the form. */
const OPTIONAL_FIELDS = [
  'preferredName',
  'team',
  'company',
  'expertise',
  'hobbies',
  'funFact',
] as const satisfies readonly (keyof GenerationRequest)[];

/**
 * The fields whose items a placeholder item is dropped from ("fishing, n/a"): the optional
 * notes. The required details are prose, where "later" or "no" between commas is a word.
 */
const LISTED_FIELDS = [
  'expertise',
  'hobbies',
  'funFact',
] as const satisfies readonly (keyof GenerationRequest)[];

/** Whether a value, read whole, is only a placeholder. */
export function isPlaceholder(value: string): boolean {
  return PLACEHOLDER.test(
    value
      .trim()
      .replace(/^[("“']+|[)"”']+$/gu, '')
      .trim(),
  );
}

/**
 * "fishing, n/a": the items of a list (split at commas and semicolons outside brackets and
 * quotes) that are only a placeholder, dropped with their separator; undefined when no item
 * is left. "(long story, ask her)" is an aside, not a list, and a line of its own ("--" over a
 * pasted signature) is left to the readers of e-mail debris.
 */
function withoutPlaceholderItems(value: string): string | undefined {
  const items: { text: string; before: string }[] = [];
  let depth = 0;
  let quoted = false;
  let from = 0;
  let before = '';
  for (let n = 0; n < value.length; n++) {
    const c = value[n]!;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    else if ('"“”'.includes(c)) quoted = c === '“' ? true : c === '”' ? false : !quoted;
    else if ((c === ',' || c === ';') && !depth && !quoted) {
      items.push({ text: value.slice(from, n), before });
      const gap = /^[,;]\s*/u.exec(value.slice(n))![0];
      before = gap;
      from = n + gap.length;
      n = from - 1;
    }
  }
  items.push({ text: value.slice(from), before });
  if (items.length < 2) return value;
  const kept = items.filter((item) => item.text.trim() !== '' && !isPlaceholder(item.text));
  if (!kept.length) return undefined;
  if (kept.length === items.filter((item) => item.text.trim() !== '').length) return value;
  return kept
    .map((item, n) => (n ? item.before : '') + item.text)
    .join('')
    .trim();
}

/**
 * The request with a placeholder read as an empty field (ADR 121), read once before anything
 * reads the fields: the composer's story, the facts every writer and check is given
 * (factsFor), the thin-input notice the form shows, and the fact screen. A placeholder in a
 * required field is left as typed (the form asks for it; a value there is the user's).
 * Returns the same object when nothing is a placeholder.
 */
export function withoutPlaceholders<T extends Partial<GenerationRequest>>(input: T): T {
  // Read once per request: factsFor is asked for every draft a writer checks.
  const cached = read.get(input);
  if (cached) return cached as T;
  const result = readPlaceholders(input);
  read.set(input, result);
  return result;
}

const read = new WeakMap<object, object>();

function readPlaceholders<T extends Partial<GenerationRequest>>(input: T): T {
  let out: T | undefined;
  const set = (key: keyof GenerationRequest, value: string | undefined) => {
    out ??= { ...input };
    if (value === undefined) delete out[key];
    else (out as Record<string, unknown>)[key] = value;
  };
  for (const key of OPTIONAL_FIELDS) {
    const value = input[key];
    if (typeof value !== 'string') continue;
    // "NA" alone as a team is the North America team as likely as a placeholder.
    if (key === 'team' && value.trim() === 'NA') continue;
    if (isPlaceholder(value)) set(key, undefined);
  }
  for (const key of LISTED_FIELDS) {
    const value = (out ?? input)[key];
    if (typeof value !== 'string' || !value.trim() || isPlaceholder(value)) continue;
    // "idk, ask her": a list of placeholders is one too.
    const kept = withoutPlaceholderItems(value);
    if (kept !== value) set(key, kept);
  }
  return out ?? input;
}
