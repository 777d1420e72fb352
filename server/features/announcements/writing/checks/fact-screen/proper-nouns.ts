import {
  HONORIFIC_KEYS,
  MONTHS,
  MONTH_ABBREVIATIONS,
  ORDINARY_CAPITALS,
  WEEKDAYS,
} from './vocabulary.ts';
import { variantsOf, type Token } from './text.ts';

/**
 * Capitalised words in the middle of a sentence that the input does not hold: a proxy for
 * invented companies, products, places, teams and people. Sentence openers, titles, "I",
 * greetings, the person's name (checked on its own) and date words (checked on their own)
 * are not proper nouns here. A word opening a sentence cannot be told from an ordinary word
 * without a dictionary, so an invented name there passes unless it is followed by more
 * capitalised words ("Acme Corp hired…": "Corp" is caught).
 */

const DATE_WORDS = new Set<string>([
  ...MONTHS,
  ...WEEKDAYS,
  ...WEEKDAYS.map((d) => `${d}s`),
  ...Object.keys(MONTH_ABBREVIATIONS),
  'q1',
  'q2',
  'q3',
  'q4',
]);

function covered(key: string, inputKeys: Set<string>): boolean {
  if (variantsOf(key).some((v) => inputKeys.has(v))) return true;
  // "mid-February" from a typed "mid-Feb": a date word joined to a given word is a date, and
  // dates are checked on their own (the offline writer failed on "approx mid-Feb").
  return (
    key.includes('-') && key.split('-').every((p) => !p || inputKeys.has(p) || DATE_WORDS.has(p))
  );
}

export function properNounRuns(
  text: string,
  tokens: Token[],
  inputKeys: Set<string>,
  isNameWord: (token: Token) => boolean,
): string[] {
  const runs: string[] = [];
  let run: Token[] = [];
  const flush = () => {
    if (run.length) runs.push(text.slice(run[0]!.start, run.at(-1)!.end));
    run = [];
  };
  for (const token of tokens) {
    const prefix = text[token.start - 1] ?? '';
    const suspicious =
      token.capitalised &&
      !token.opensSentence &&
      !token.inTitle &&
      prefix !== '#' &&
      prefix !== '@' &&
      !isNameWord(token) &&
      !ORDINARY_CAPITALS.has(token.key) &&
      !HONORIFIC_KEYS.has(token.key) &&
      !DATE_WORDS.has(token.key) &&
      !covered(token.key, inputKeys);
    if (suspicious) run.push(token);
    else flush();
  }
  flush();
  return runs;
}
