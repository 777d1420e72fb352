import {
  NUMBER_IDIOMS,
  NUMBER_WORDS,
  ORDINAL_WORDS,
  SCALE_WORDS,
  VAGUE_COUNTS,
} from './vocabulary.ts';
import { WORD, keyOf } from './text.ts';

/**
 * Numbers in a text, however they are written: digits with separators, decimals, currency,
 * "%", "k"/"M"/"bn" or "million"; number words ("three", "twenty-five", "a dozen", "two
 * hundred"); ordinals; vague counts ("hundreds of"). Each is reduced to a value so that
 * "~200" in the input covers "about 200" and "$2.4M" covers "$2.4 million".
 */
export interface NumberMention {
  text: string;
  start: number;
  end: number;
  /** Every value the mention may stand for (the figure, and the figure times its scale). */
  values: number[];
  /** For vague counts ("hundreds"): the range an input value must fall in. */
  range?: readonly [number, number];
}

const DIGITS =
  /(?<![\d.,])([$€£¥₹]\s?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s?(%|percent\b|per cent\b|pct\b|[kK]\b|mm?\b|MM?\b|bn\b|B\b|million\b|billion\b|thousand\b|hundred\b))?/gu;

const SCALE_SUFFIX: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  hundred: 100,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  bn: 1e9,
  b: 1e9,
  billion: 1e9,
};

const valueKey = (value: number) => Number(value.toPrecision(6)).toString();

function digitMentions(text: string, withFigure: boolean): NumberMention[] {
  const mentions: NumberMention[] = [];
  for (const match of text.matchAll(DIGITS)) {
    const whole = Number((match[2] ?? '0').replaceAll(',', ''));
    const figure = match[3] ? Number(`${whole}.${match[3]}`) : whole;
    const scale = SCALE_SUFFIX[(match[4] ?? '').toLowerCase()] ?? 1;
    mentions.push({
      text: match[0].trim(),
      start: match.index,
      end: match.index + match[0].length,
      values: scale === 1 || !withFigure ? [figure * scale] : [figure * scale, figure],
    });
  }
  return mentions;
}

const isNumberWord = (key: string) =>
  key.split('-').every((part) => part in NUMBER_WORDS || part in SCALE_WORDS);

/**
 * Runs of number words ("twenty-five", "two hundred", "a dozen"). `withOne` also reads a
 * lone "one", which in an option is nearly always not a count ("one of us", "no one").
 */
function wordMentions(text: string, withOne: boolean): NumberMention[] {
  const words = [...text.matchAll(WORD)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
    key: keyOf(m[0]),
  }));
  const mentions: NumberMention[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word.key in ORDINAL_WORDS) {
      mentions.push({ ...word, values: [ORDINAL_WORDS[word.key]!] });
      continue;
    }
    const vague = VAGUE_COUNTS[word.key];
    if (vague) {
      mentions.push({ ...word, values: [], range: vague });
      continue;
    }
    if (!isNumberWord(word.key)) continue;
    let total = 0;
    let current = 0;
    let j = i;
    for (; j < words.length; j++) {
      const w = words[j]!;
      if (j > i && !/^[\s-]+$/.test(text.slice(words[j - 1]!.end, w.start))) break;
      if (!isNumberWord(w.key)) break;
      for (const part of w.key.split('-')) {
        const scale = SCALE_WORDS[part];
        if (scale) {
          current = (current || 1) * scale;
          if (scale >= 1000) {
            total += current;
            current = 0;
          }
        } else if (part === 'dozen') current = (current || 1) * 12;
        else current += NUMBER_WORDS[part] ?? 0;
      }
    }
    const last = words[j - 1]!;
    const value = total + current;
    i = j - 1;
    if (!withOne && value === 1 && last === word) continue;
    mentions.push({
      text: text.slice(word.start, last.end),
      start: word.start,
      end: last.end,
      values: [value],
    });
  }
  return mentions;
}

/** Numbers as an option states them (a lone "one" and set phrases like "three cheers" aside). */
export function numbersInOption(text: string): NumberMention[] {
  const idioms = [...text.matchAll(NUMBER_IDIOMS)].map((m) => [m.index, m.index + m[0].length]);
  const inIdiom = (m: NumberMention) => idioms.some(([s, e]) => m.start >= s! && m.end <= e!);
  return [...digitMentions(text, false), ...wordMentions(text, false)].filter((m) => !inIdiom(m));
}

/** Every value the input holds, generously: "a couple" is 2, "tripled" 3, "Q3" 3. */
export function valuesInInput(text: string): Set<string> {
  const values = new Set<string>();
  // The bare figure too: "$2.4M" in the input covers "2.4" in an option.
  for (const mention of [...digitMentions(text, true), ...wordMentions(text, true)]) {
    for (const value of mention.values) values.add(valueKey(value));
    // "delivered hundreds of babies": the user's own vague count covers the same words in an
    // option; refused, the narrative that told her record fell to one fact (ADR 185).
    if (mention.range) values.add(vagueKey(mention.text));
  }
  const lower = text.toLowerCase();
  const extra: [RegExp, number][] = [
    [/\bcouple\b/, 2],
    [/\b(?:doubled|twice|double)\b/, 2],
    [/\b(?:tripled|triple|thrice)\b/, 3],
    [/\bquadrupled\b/, 4],
    [/\bfirst\b/, 1],
    [/\bsecond\b/, 2],
    [/\bhalf\b/, 50],
  ];
  for (const [pattern, value] of extra) if (pattern.test(lower)) values.add(valueKey(value));
  return values;
}

/** A vague count's word as the input's values hold it ("hundreds", never a figure). */
const vagueKey = (text: string) => `vague:${keyOf(text)}`;

export function numberCovered(mention: NumberMention, inputValues: Set<string>): boolean {
  if (mention.range) {
    if (inputValues.has(vagueKey(mention.text))) return true;
    const [low, high] = mention.range;
    for (const key of inputValues) {
      const value = Number(key);
      if (value >= low && value <= high) return true;
    }
    return false;
  }
  return mention.values.some((value) => inputValues.has(valueKey(value)));
}
