import { LENGTH_BOUNDS, OPTION_COUNT, type GenerationRequest } from '#domain/generation.ts';

/**
 * Mechanical checks run on every option from any writer (composer or AI) before it is
 * shown or stored. Each returns a human-readable reason, or null when the text passes.
 */

/** Options this similar read as the same message reworded, so the user gains no choice. */
export const MAX_TRIGRAM_JACCARD = 0.5;

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/**
 * The name the check insists on: the first token of the name, without the punctuation a
 * user may type around it ("Maya," or "Dr.") but keeping inner apostrophes and hyphens.
 */
export function firstNameOf(fullName: string): string {
  const token = fullName.trim().split(/\s+/)[0] ?? '';
  return token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

const PLACEHOLDER_PATTERNS: readonly RegExp[] = [
  /\{\{[^}]*\}\}/g,
  /\{[^{}]*\}/g,
  /\[[^\]]*\p{Lu}[^\]]*\]/gu,
  /<\s*\/?\s*\p{L}[\p{L}\s_-]*>/gu,
  /\bTBD\b/gi,
  /\bX{3,}\b/gi,
  /\blorem ipsum\b/gi,
];

function inputText(input: GenerationRequest): string {
  return Object.values(input)
    .filter((v): v is string => typeof v === 'string')
    .join('\n')
    .toLowerCase();
}

/**
 * Placeholder-looking text in the option. Text the user typed themselves (a start date of
 * "TBD", say) is theirs to keep, so a match that also occurs in the input is not reported.
 */
export function findPlaceholders(text: string, input?: GenerationRequest): string[] {
  const typed = input ? inputText(input) : '';
  const found: string[] = [];
  for (const pattern of PLACEHOLDER_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (typed.includes(match[0].toLowerCase())) continue;
      found.push(match[0]);
    }
  }
  return found;
}

function containsWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

export function checkOption(text: string, input: GenerationRequest): string | null {
  if (text.trim() === '') return 'The option is empty.';

  const words = countWords(text);
  const { minWords, maxWords } = LENGTH_BOUNDS[input.length];
  if (words < minWords)
    return `The option has ${words} words; a ${input.length} message needs at least ${minWords}.`;
  if (words > maxWords)
    return `The option has ${words} words; a ${input.length} message allows at most ${maxWords}.`;

  const firstName = firstNameOf(input.newHireName);
  if (firstName && !containsWord(text, firstName))
    return `The option does not mention ${firstName} by name.`;

  const placeholder = findPlaceholders(text, input)[0];
  if (placeholder !== undefined) return `The option contains a placeholder: ${placeholder}`;

  return null;
}

function wordGrams(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
  // Under three words there is no trigram; the whole text stands in for one.
  if (words.length < 3) return new Set(words.length ? [words.join(' ')] : []);
  const grams = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++)
    grams.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return grams;
}

/** Jaccard similarity of the two texts' sets of word trigrams (case and punctuation ignored). */
export function trigramJaccard(a: string, b: string): number {
  const ga = wordGrams(a);
  const gb = wordGrams(b);
  if (ga.size === 0 && gb.size === 0) return 1;
  let shared = 0;
  for (const gram of ga) if (gb.has(gram)) shared++;
  return shared / (ga.size + gb.size - shared);
}

export function checkOptions(texts: string[], input: GenerationRequest): string | null {
  if (texts.length !== OPTION_COUNT)
    return `Expected ${OPTION_COUNT} options, got ${texts.length}.`;
  for (const [i, text] of texts.entries()) {
    const reason = checkOption(text, input);
    if (reason) return `Option ${i + 1}: ${reason}`;
  }
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      if (trigramJaccard(texts[i] ?? '', texts[j] ?? '') >= MAX_TRIGRAM_JACCARD)
        return `Options ${i + 1} and ${j + 1} are too similar.`;
    }
  }
  return null;
}
