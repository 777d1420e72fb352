/**
 * Common misspellings in the user's words, corrected before anything is posted (ADR 133):
 * "recieved", "managment", "Irigation Tech", "SUCESSFUL LAUNCH". A third of the readers marked
 * a case down when a typo was posted as typed. The list is a maintained one, cspell's common
 * English misspellings (@cspell/dict-en-common-misspellings, CC BY-SA 4.0, read unmodified from
 * node_modules), never one typed here. Precision before recall, so a word is corrected only
 * where the correction is certain:
 * - the list gives it one correction, a single word of letters ("wich": which or witch, stays);
 * - it is five letters or more ("Teh" may be a surname, "ment" a suffix);
 * - it is no word the list corrects anything to ("form" stays: it is a word), nor a name or
 *   a place the tagger knows ("Cristal", "Pilar", "Claus");
 * - it is typed in lower case, or with a capital opening the text or a sentence, or (in a
 *   title, where every word may take one) with its first capital, or in capitals in a text
 *   typed all in capitals; a capital mid-sentence is a name's ("Thier"), a mixed case a
 *   brand's ("RecIeved");
 * - it is a word on its own or a part of a hyphenated one, never inside an address, a handle,
 *   a path, code in backticks or an identifier;
 * - its line is English: a line in another language keeps its words (other-language.ts).
 * The corrected word keeps its case pattern. The fact screen reads the input through
 * expandShorthand, where this pass runs, so the corrected word is the user's, not invented.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { lexicon } from './composer/nlp.ts';
import { otherLanguage } from './other-language.ts';

/** The package's dictionary of common English misspellings (its locale lists stay out). */
const DICTIONARY = 'en-common-misspellings';
const SHORTEST = 5;
const LETTERS = /^[a-z]+$/;

/**
 * Words the list takes for a typo: French "apprentie" (an apprentice, feminine) and French
 * and Spanish "responsable" are words of other languages; "planed" (a board is planed, not
 * "planned": the eighteenth set's readers), "planing" and "knifes" are English words of a
 * trade the list corrects to a commoner one.
 */
const NOT_TYPOS = new Set(['apprentie', 'responsable', 'planed', 'planing', 'knifes']);

interface CspellExtension {
  import: string[];
}
interface CspellDictionaryFile {
  dictionaryDefinitions: { name: string; flagWords?: string[]; suggestWords?: string[] }[];
}

let corrections: Map<string, string> | undefined;
/** The words the list corrects to: English words, by the list's own account. */
const english = new Set<string>();

/** The misspellings with their one certain correction, built once on first use. */
function correctionsOf(): Map<string, string> {
  if (corrections) return corrections;
  const require = createRequire(import.meta.url);
  // The package exports its cspell extension only; the extension names its dictionary files.
  const extension = require.resolve('@cspell/dict-en-common-misspellings/cspell-ext.json');
  const { import: files } = JSON.parse(readFileSync(extension, 'utf8')) as CspellExtension;
  const entries: string[] = [];
  for (const file of files) {
    const { dictionaryDefinitions } = JSON.parse(
      readFileSync(join(dirname(extension), file), 'utf8'),
    ) as CspellDictionaryFile;
    for (const d of dictionaryDefinitions)
      if (d.name === DICTIONARY) entries.push(...(d.flagWords ?? []), ...(d.suggestWords ?? []));
  }
  // One pass, no split per entry: the list has some 90,000 entries.
  const words = english;
  corrections = new Map();
  for (const entry of entries) {
    const arrow = entry.indexOf('->');
    if (arrow < 0) continue;
    const typo = entry.slice(0, arrow).trim();
    const suggested = entry.slice(arrow + 2).trim();
    if (LETTERS.test(suggested)) {
      words.add(suggested);
      if (LETTERS.test(typo)) corrections.set(typo, suggested);
    } else for (const word of suggested.toLowerCase().split(/[^a-z']+/)) if (word) words.add(word);
  }
  for (const typo of corrections.keys())
    if (
      typo.length < SHORTEST ||
      words.has(typo) ||
      NOT_TYPOS.has(typo) ||
      // "importante", "programa", "absolut", "archiv", "canva": one a start of the other is a
      // word of another language, a brand or a word cut short, not a slip.
      corrections.get(typo)!.startsWith(typo) ||
      typo.startsWith(corrections.get(typo)!) ||
      // "informacion", "organizacion": Spanish typed without its accent.
      /cion$/.test(typo)
    )
      corrections.delete(typo);
  return corrections;
}

/**
 * A word of letters, alone or a part of a hyphenated word; never touching an address, a
 * handle, a path, a figure, an apostrophe or an identifier ("recieved.pdf", "@managment").
 */
const WORD = /(?<![\p{L}\p{N}_@#/\\.:'’`])\p{L}+(?![\p{L}\p{N}_@/\\'’`]|\.[\p{L}\p{N}]|:\/)/gu;

/** "de", "del", "da", "do", "di", "du" within a word after: the phrase is not English. */
const ROMANCE_OF = /^\s+(?:\S+\s+)?(?:de|del|da|do|di|du|des|della|dos|das)\s+\p{L}/u;

/** A capital here opens the text or a sentence (or a line, a bracket, a quote). */
const OPENS = /(?:^|[.!?:;]\s+|\n\s*|[("“‘]\s*|[-–—•*]\s+)$/u;

/** A misspelling the tagger knows as a name or a place ("Cristal", "Pilar", "Claus"). */
function namesSomeone(typed: string): boolean {
  const entry = lexicon()[typed.toLowerCase()];
  return (
    entry !== undefined &&
    /Name|Person|Place|Region|City|Country|Organization|ProperNoun/.test(String(entry))
  );
}

/** A pronoun, a determiner, a preposition and the like: "their", "which", "with". */
function grammarWord(word: string): boolean {
  const entry = lexicon()[word];
  return (
    entry !== undefined &&
    /Possessive|Pronoun|Determiner|Preposition|Conjunction|QuestionWord|Modal|Copula/.test(
      String(entry),
    )
  );
}

function withCase(typed: string, word: string): string | undefined {
  if (typed === typed.toLowerCase()) return word;
  if (typed === typed.toUpperCase()) return word.toUpperCase();
  if (typed === typed[0]! + typed.slice(1).toLowerCase())
    return word[0]!.toUpperCase() + word.slice(1);
  return undefined;
}

function correctLine(line: string, title: boolean): string {
  if (!/\p{L}{5}/u.test(line) || otherLanguage(line)) return line;
  const map = correctionsOf();
  const shouted = !/\p{Ll}/u.test(line);
  // "profesional", "responsable" are words of Spanish and French: a word is corrected only
  // among words English knows, never alone nor among words of no known language.
  const known = (line.match(/\p{L}+/gu) ?? []).some((typed) => {
    const word = typed.toLowerCase();
    return (
      english.has(word) ||
      lexicon()[word] !== undefined ||
      /\p{L}{3}(?:ee|ees|ness|ship)$/u.test(word)
    );
  });
  if (!known) return line;
  // Code in backticks keeps its words, and so does a part in another language with an English
  // gloss beside it ("Oficial de notaría (notarial clerk) – deeds": never "Official de
  // notaría", the eighteenth set's reader): split them out and correct only the rest.
  return line
    .split(/(`[^`]*`|[^`()[\],;:–—]+)/)
    .map((part) =>
      part.startsWith('`') || otherLanguage(part)
        ? part
        : part.replace(WORD, (typed: string, at: number) => {
            if (typed.length < SHORTEST) return typed;
            const word = map.get(typed.toLowerCase());
            if (!word || namesSomeone(typed)) return typed;
            // "Oficial 1ª de notaría", "Técnico de campo": a word before a Romance "de"
            // heads a phrase of that language, whatever the list says of it.
            if (ROMANCE_OF.test(part.slice(at + typed.length))) return typed;
            const lower = typed === typed.toLowerCase();
            const capitals = typed === typed.toUpperCase();
            if (capitals && !shouted) return typed;
            if (!lower && !capitals && !title && !OPENS.test(part.slice(0, at))) return typed;
            // "Thier" with its capital is as likely a surname as "Their": a small word of
            // grammar is corrected only as typed in lower case (or shouted).
            if (!lower && !shouted && grammarWord(word)) return typed;
            return withCase(typed, word) ?? typed;
          }),
    )
    .join('');
}

/** The user's text with its common misspellings corrected, line by line. */
export function correctSpelling(text: string): string {
  return text
    .split('\n')
    .map((line) => correctLine(line, false))
    .join('\n');
}

/** A job title with its common misspellings corrected: each word may take a capital. */
export function correctTitleSpelling(title: string): string {
  return correctLine(title, true);
}
