import type { GenerationRequest } from '#domain/generation.ts';
import { factFields, lower } from '../read.ts';
import type { CheckContext } from './context.ts';

/**
 * Notes become prose: shorthand expanded (w/, ->, ~, &, +, yrs, /wk…) and lists joined the
 * way the language does ("trail running and sourdough", not "trail running, sourdough").
 */

const SHORTHAND: [RegExp, string][] = [
  [/(?<![\p{L}\p{N}])w\/(?!\w*\/)/giu, 'w/'],
  [/(?<![\p{L}\p{N}])w\/o\b/giu, 'w/o'],
  [/-+>|=>|→|<-/g, 'arrow'],
  [/~\s?\d/g, '~'],
  [/\s&\s/g, '&'],
  [/\s\+\s|(?<=\p{L})\+(?=\p{L})/gu, '+'],
  [/\b\d+\s?(?:yrs?|wks?|mos|hrs?|mins?)\b|\b(?:yrs|wks|mos|hrs|mins)\b/gi, 'unit abbreviation'],
  [/\/(?:wk|mo|yr|day|hr)\b/gi, '/unit'],
  [/\b(?:approx|b\/c|thx|pls|plz|tmrw|tmr|prev|exp|mgmt|w\/e|bc)\b\.?/gi, 'abbreviation'],
  // ADR 077: words typed in a hurry, which the tenth set's readers rewrote before posting.
  [
    /\b(?:wasnt|werent|isnt|arent|dont|doesnt|didnt|cant|couldnt|shouldnt|wouldnt|hasnt|havent|hadnt|hes|shes|theyre|youre|theyve|youve|thats|whats|whos)\b/gi,
    'missing apostrophe',
  ],
  [/\b(?:thank u|wkts|b4|tho)\b/g, 'chat word'],
  [
    /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec)\b/g,
    'month in short',
  ],
  [
    /\b(?:mon|tues?|wed|weds|thu|thurs?|fri|sat|sun)\s*[-–]\s*(?:mon|tues?|wed|weds|thu|thurs?|fri|sat|sun)\b/g,
    'days in short',
  ],
];

/** Names the user typed with a symbol in them ("R&D", "Brand & Content"): names, not shorthand. */
function typedNames(input: GenerationRequest): string[] {
  // "Maison Rue — Front & Back of House" may be told in parts: each part is the user's too.
  return [input.role, input.team, input.company, input.currentRole, input.newRole]
    .filter((v): v is string => !!v)
    .flatMap((v) => [v, ...v.split(/\s+[-–—]\s+|,\s+|\s*[()]\s*/)])
    .filter((v) => v.trim().length > 2)
    .map(lower);
}

function shorthandIn(option: string, input: GenerationRequest): string[] {
  const names = typedNames(input);
  const found: string[] = [];
  const text = lower(option);
  for (const [pattern, label] of SHORTHAND) {
    for (const m of option.matchAll(pattern)) {
      const inName = names.some((n) => {
        for (let at = text.indexOf(n); at >= 0; at = text.indexOf(n, at + 1))
          if (at <= m.index && m.index < at + n.length) return true;
        return false;
      });
      if (!inName) found.push(`${label} (“${m[0].trim()}”)`);
    }
  }
  return found;
}

const TITLE_FIELDS = new Set(['role', 'currentRole', 'newRole', 'team', 'company', 'startDate']);

const LIST_FIELDS = new Set(['hobbies', 'expertise']);

/** Items of a list the user typed: commas, "+", "&", "/", semicolons or bullet lines. */
function listItems(value: string): string[] {
  const items = value
    .split(/\s*(?:,|;|\s\+\s|(?<=\p{L})\+(?=\p{L})|\s&\s|\s\/\s|\n[-*•]?)\s*/u)
    .map((item) => item.replace(/^[-*•]\s*|^(?:and|or)\s+|[.!]+$/gi, '').trim())
    .filter(Boolean);
  return items.length >= 2 && items.every((i) => i.split(/\s+/).length <= 5) ? items : [];
}

/**
 * A list from the input whose last two items the option joins with a bare comma: the
 * items were pasted, not joined ("pottery, climbing, bad horror movies").
 */
function unjoinedLists(option: string, input: GenerationRequest): string[] {
  const found: string[] = [];
  const text = lower(option);
  for (const [key, value] of Object.entries(factFields(input))) {
    // Titles and names may hold commas ("Principal Scientist, Assay Development"): not lists.
    if (TITLE_FIELDS.has(key)) continue;
    const items = listItems(value).map(lower);
    // Two items in the notes may be a clause and its comment ("zero findings, first time
    // ever"); in hobbies or expertise they are a list, as are three or more anywhere.
    if (items.length < (LIST_FIELDS.has(key) ? 2 : 3)) continue;
    for (const x of items)
      for (const y of items) {
        if (x === y) continue;
        const pair = `${x}, ${y}`;
        for (let at = text.indexOf(pair); at >= 0; at = text.indexOf(pair, at + 1)) {
          const rest = text.slice(at + pair.length);
          // "swiftui, app perf" inside "swiftui, app performance": not this pair.
          if (/^[\p{L}\p{N}]/u.test(rest)) continue;
          // "a, b and c" and "a, b, and c" join the list; "a, b, c" goes on to the next pair.
          if (/^,?\s+(?:and|or)\s/.test(rest)) continue;
          if (items.some((z) => z !== x && z !== y && rest.startsWith(`, ${z}`))) continue;
          found.push(`“${option.slice(at, at + pair.length)}”`);
        }
      }
  }
  return [...new Set(found)];
}

export function checkShorthand({ input, options }: CheckContext): string[] {
  return options.flatMap((o, i) => shorthandIn(o, input).map((s) => `option ${i + 1}: ${s}`));
}

export function checkLists({ input, options }: CheckContext): string[] {
  return options.flatMap((o, i) =>
    unjoinedLists(o, input).map((s) => `option ${i + 1}: list without "and": ${s}`),
  );
}
