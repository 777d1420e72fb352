/**
 * "a" or "an" before a word, by how it is said rather than how it is spelt: the one rule every
 * part of the writer asks (readers rewrote "an RIB skipper", "a Uber driver", "a undergraduate").
 */

/** Initialisms said as a word, whose first letter alone would be said with a vowel ("ef", "en"). */
const SAID_AS_A_WORD = new Set([
  'FIFA',
  'FEMA',
  'HAZMAT',
  'LIDAR',
  'LAN',
  'MOOC',
  'NASA',
  'NATO',
  'NAFTA',
  'NEBOSH',
  'NICU',
  'RADAR',
  'RAM',
  'RIB',
  'SARS',
  'SCUBA',
  'SEAL',
  'SIM',
  'SWAT',
]);

/** Letters said with a vowel first when spelt out: "an F1 engineer", "an MRI", "an SUV". */
const SPELT_WITH_A_VOWEL = /^[AEFHILMNORSX](?=[\p{Lu}\d])/u;

/** "a unit", "a user", "a ukulele", "a European", "a one-off": a vowel said with a "y" or "w". */
const SAID_WITH_A_CONSONANT =
  /^(?:u[bcdfgjklmpqrstvz][aeiouy]|uni(?:on|qu|t|vers|f|c|s|l)|eu|ewe|one\b|once\b|u-)/i;
/** ...except words that keep their vowel: "an Uber", "an udon bar". */
const VOWEL_KEPT = /^(?:uber|udon|ubuntu)/i;

/** "an hour", "an honest", "an heir": an h that is not said. */
const SILENT_H = /^(?:hour|honest|hono(?:u)?r|heir)/i;

/** "an 8-week course", "an 11-month", "an 18-year": figures said with a vowel first. */
const FIGURE_WITH_A_VOWEL = /^(?:8|1[18](?![\d.]))/;

export function article(text: string): 'a' | 'an' {
  const word = text.trimStart().split(/[\s,;:()]/u)[0] ?? '';
  // "RIBs", "MRI's": the initialism without its plural.
  const initials = word.replace(/[-'’]?s$/u, '');
  if (/^\p{Lu}{2,}$/u.test(initials))
    return SAID_AS_A_WORD.has(initials) ? byVowel(word) : byLetter(word);
  if (/^\p{Lu}[\p{Lu}\d]/u.test(word)) return byLetter(word);
  if (/^\d/.test(word)) return FIGURE_WITH_A_VOWEL.test(word) ? 'an' : 'a';
  if (SILENT_H.test(word)) return 'an';
  return byVowel(word);
}

const byLetter = (word: string) =>
  SPELT_WITH_A_VOWEL.test(word) || /^[AEIOU]/.test(word) ? 'an' : 'a';

const byVowel = (word: string) =>
  /^[aeiou]/i.test(word) && (VOWEL_KEPT.test(word) || !SAID_WITH_A_CONSONANT.test(word))
    ? 'an'
    : 'a';
