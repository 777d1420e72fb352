/**
 * Word-level reading of an option or an input field, shared by the fact screen's checks.
 * Plain scanning on purpose: the screen runs for every option of every generation and must
 * stay far below a millisecond, which a full NLP parse of each option would not.
 */
import { EMOJI_CHARS } from '#domain/text.ts';

/** Letters that do not decompose under NFD but that people drop when they strip accents. */
const UNDECOMPOSED: Record<string, string> = {
  đ: 'd',
  ø: 'o',
  ł: 'l',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ı: 'i',
  þ: 'th',
  ð: 'd',
};

/** Lower case, accents and typographic apostrophes removed: for matching, never for output. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đøłæœßıþð]/g, (c) => UNDECOMPOSED[c] ?? c)
    .replace(/[’ʼ‘`´]/g, "'")
    .normalize('NFC');
}

/** Typographic apostrophes and hyphens as their plain forms, case and accents kept. */
export function plainPunctuation(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[’ʼ‘`´]/g, "'")
    .replace(/[‐‑]/g, '-');
}

export interface Token {
  /** The word as written. */
  text: string;
  start: number;
  end: number;
  /** fold(text) without a possessive "'s" or trailing apostrophe. */
  key: string;
  /** Opens a sentence, a line, a quotation after a colon, or follows an emoji or bullet. */
  opensSentence: boolean;
  /** Starts with a capital, or has one inside ("iOS", "eBay", "McKinsey"). */
  capitalised: boolean;
  /** The line looks like a title ("Big News From The Growth Team"). */
  inTitle: boolean;
}

/** A word: letters, marks and digits, with inner apostrophes or hyphens ("O'Brien", "Jean-Luc"). */
export const WORD = /[\p{L}\p{M}\p{N}]+(?:['’ʼ][\p{L}\p{M}]+|[-‐‑][\p{L}\p{M}\p{N}]+)*['’]?/gu;

/** Characters that end a sentence or clause strongly enough that a capital after them is normal. */
const SENTENCE_END = /[.!?:;…\n]/;
/** Characters skipped when looking back for a sentence end: spaces, quotes, brackets, bullets. */
const SKIPPABLE = /[\s"'“”‘’«»()[\]*_•·>#~|-]/u;
/** An emoji (or its joiners) before a word starts a new thought: "🎉 Welcome…" */
const PICTOGRAPH = new RegExp(`[${EMOJI_CHARS}]`, 'u');

function opensSentence(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0) {
    const char = text[i] ?? '';
    if (SENTENCE_END.test(char)) return true;
    if (PICTOGRAPH.test(char) || /[\uDC00-\uDFFF]/.test(char)) return true;
    if (!SKIPPABLE.test(char)) return false;
    // A dash between spaces ("— Welcome") is punctuation, but a hyphen in a word is not.
    i--;
  }
  return true;
}

const isUpper = (c: string) => /\p{Lu}/u.test(c);

function titleLines(text: string): Set<number> {
  // Lines (by start offset) where most longer words are capitalised and no sentence ends
  // inside: headings, in which capitals say nothing about proper nouns.
  const starts = new Set<number>();
  let offset = 0;
  for (const line of text.split('\n')) {
    const words = line.match(/[\p{L}][\p{L}'’-]{3,}/gu) ?? [];
    const capitalised = words.filter((w) => isUpper(w[0] ?? '')).length;
    if (words.length >= 2 && capitalised / words.length >= 0.75 && !/[.!?]\s+\S/.test(line))
      starts.add(offset);
    offset += line.length + 1;
  }
  return starts;
}

export function keyOf(word: string): string {
  return fold(word).replace(/'s$|'$/u, '');
}

export function tokenize(text: string): Token[] {
  const titles = titleLines(text);
  const lineStarts = [...titles];
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const word = match[0];
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    tokens.push({
      text: word,
      start,
      end: start + word.length,
      key: keyOf(word),
      opensSentence: opensSentence(text, start),
      capitalised: isUpper(word[0] ?? '') || /.\p{Lu}/u.test(word),
      inTitle: lineStarts.length > 0 && titles.has(lineStart),
    });
  }
  return tokens;
}

/** The folded words of a text, with possessives removed and hyphenated words also split. */
export function wordKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const key = keyOf(match[0]);
    keys.add(key);
    if (key.includes('-')) for (const part of key.split('-')) if (part) keys.add(part);
  }
  return keys;
}

/** Singular and plural forms to try when looking a word up among the input's words. */
export function variantsOf(key: string): string[] {
  const variants = [key];
  if (key.endsWith('ies')) variants.push(`${key.slice(0, -3)}y`);
  if (key.endsWith('es')) variants.push(key.slice(0, -2));
  if (key.endsWith('s')) variants.push(key.slice(0, -1));
  else variants.push(`${key}s`);
  return variants;
}

/** Quotes a piece of text for a message: “like this”. */
export const quote = (text: string) => `“${text.trim()}”`;
