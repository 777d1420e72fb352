import type { GenerationRequest } from '#domain/generation.ts';
import type { MessageType } from '#domain/message-types.ts';
import { GENERIC, factFields, lower, stem, wordsOf } from '../read.ts';
import type { CheckContext } from './context.ts';

/** Facts every option must carry, by type: what the form requires. */
export const REQUIRED_FACTS: Record<MessageType, readonly string[]> = {
  welcome: ['role'],
  promotion: ['currentRole', 'newRole', 'promotionDetails'],
  achievements: ['role', 'achievementDescription', 'achievementDetails'],
};

/** Who, where and when: belong in every option, however short. */
export const CORE_FACTS = new Set(['team', 'startDate', 'company']);

// prettier-ignore
const MONTH_NUMBERS: Record<string, string> = {
  january: '1', jan: '1', february: '2', feb: '2', march: '3', mar: '3', april: '4', apr: '4',
  may: '5', june: '6', jun: '6', july: '7', jul: '7', august: '8', aug: '8', september: '9',
  sep: '9', sept: '9', october: '10', oct: '10', november: '11', nov: '11', december: '12',
  dec: '12',
};
// prettier-ignore
const DAY_NAMES: Record<string, string> = {
  mon: 'monday', tue: 'tuesday', tues: 'tuesday', wed: 'wednesday', weds: 'wednesday',
  thu: 'thursday', thur: 'thursday', thurs: 'thursday', fri: 'friday', sat: 'saturday',
  sun: 'sunday', tmrw: 'tomorrow', tmr: 'tomorrow',
};

/** A date's parts, in one spelling: "Mon 3/9" and "Monday, March 9" both give monday, 3, 9. */
function dateParts(text: string): string[] {
  return (lower(text).match(/\p{L}+|\d+/gu) ?? [])
    .map((w) => (/^\d+$/.test(w) ? String(Number(w)) : w))
    .map((w) => MONTH_NUMBERS[w] ?? DAY_NAMES[w] ?? w.replace(/s$/, ''))
    .filter((w) => !/^(?:start|starting|on|the|of|st|nd|rd|th|from)$/.test(w));
}

/** The words of a fact that carry its meaning: content words and numbers. */
export function contentWords(text: string): string[] {
  const words = wordsOf(text.replace(/(\d),(\d{3})/g, '$1$2'))
    .filter((w) => /^\p{N}/u.test(w) || (w.length >= 4 && !GENERIC.has(lower(w))))
    .map(stem);
  return [...new Set(words)];
}

/**
 * A fact counts as used when at least 60% of its content words (stemmed) and numbers appear
 * in the option: re-cased, re-ordered, expanded shorthand all pass; losing its point does
 * not. A date counts when its parts appear in any spelling; a fact without content words
 * ("Go", "UX") must appear whole.
 */
export function factUsed(fact: string, option: string, key = ''): boolean {
  if (key === 'startDate') {
    const parts = dateParts(fact);
    const present = new Set(dateParts(option));
    if (parts.length === 0) return true;
    return parts.filter((p) => present.has(p)).length / parts.length >= 0.6;
  }
  const words = contentWords(fact);
  if (words.length === 0) {
    const whole = lower(fact.trim().replace(/[.!?,;:]+$/, ''));
    return lower(option).includes(whole);
  }
  const present = new Set(wordsOf(option.replace(/(\d),(\d{3})/g, '$1$2')).map(stem));
  return words.filter((w) => present.has(w)).length / words.length >= 0.6;
}

function factList(input: GenerationRequest) {
  return Object.entries(factFields(input));
}

export function checkRequired({ input, options }: CheckContext): string[] {
  const problems: string[] = [];
  const required = new Set(REQUIRED_FACTS[input.messageType]);
  for (const [key, fact] of factList(input)) {
    if (!required.has(key)) continue;
    options.forEach((o, i) => {
      if (!factUsed(fact, o, key)) problems.push(`option ${i + 1} misses ${key} (“${fact}”)`);
    });
  }
  return problems;
}

/**
 * Medium and long options carry every fact; a short one carries who/where/when, and each
 * personal fact (expertise, hobbies, fun fact…) in at least one of the three.
 */
export function checkOptional({ input, options }: CheckContext): string[] {
  const problems: string[] = [];
  const required = new Set(REQUIRED_FACTS[input.messageType]);
  for (const [key, fact] of factList(input)) {
    if (required.has(key)) continue;
    if (input.length === 'short' && !CORE_FACTS.has(key)) {
      if (!options.some((o) => factUsed(fact, o, key)))
        problems.push(`no option uses ${key} (“${fact}”)`);
      continue;
    }
    options.forEach((o, i) => {
      if (!factUsed(fact, o, key)) problems.push(`option ${i + 1} misses ${key} (“${fact}”)`);
    });
  }
  return problems;
}
