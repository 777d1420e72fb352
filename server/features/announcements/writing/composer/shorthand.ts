/**
 * Notes shorthand spelled out (issue 13: "notes shorthand kept"). Users type notes the way
 * they type chat: w/, ->, ~200, 20+, yrs, /wk. An announcement says them in words; every
 * number stays exactly as typed.
 */

const NUMBER = String.raw`[$£€]?\d[\d.,]*\s?(?:%|[kKmM]\b|ms\b)?`;
const UNIT = String.raw`(?:\s+(?:days?|hours?|weeks?|months?|stars?|minutes?|seconds?))?`;

/** "30% -> 85%" → "from 30% to 85%"; an arrow after no number is just "to". */
function arrows(text: string): string {
  return text
    .replace(
      new RegExp(`(${NUMBER}${UNIT})\\s*(?:-+>|=>|→)\\s*`, 'gu'),
      (_m, from: string) => `from ${from.trim()} to `,
    )
    .replace(/\s*(?:-+>|=>|→)\s*/g, ' to ')
    .replace(/\s*<-+\s*/g, ' from ');
}

const UNITS: [RegExp, string, string][] = [
  [/yrs?/, 'year', 'years'],
  [/wks?/, 'week', 'weeks'],
  [/mos/, 'month', 'months'],
  [/hrs?/, 'hour', 'hours'],
  [/mins?/, 'minute', 'minutes'],
];

function units(text: string): string {
  let out = text
    .replace(/\/wk\b/gi, ' a week')
    .replace(/\/mo\b/gi, ' a month')
    .replace(/\/yr\b/gi, ' a year')
    .replace(/\/day\b/gi, ' a day')
    .replace(/\/hr\b/gi, ' an hour')
    .replace(/(\d[\d.,]*)\s?yrs?\s+exp\b\.?/gi, '$1 years of experience');
  for (const [pattern, one, many] of UNITS) {
    out = out.replace(
      new RegExp(`(\\d[\\d.,]*)\\s?${pattern.source}\\b`, 'gi'),
      (_m, n: string) => `${n} ${n === '1' ? one : many}`,
    );
    out = out.replace(new RegExp(`\\b${pattern.source}\\b`, 'gi'), many);
  }
  return out.replace(/\bthis years\b/gi, 'this year');
}

const WORDS: [RegExp, string][] = [
  [/\bapprox\.?(?=\s)/gi, 'about'],
  [/\bb\/c\b/gi, 'because'],
  [/\b(at|in|from) prev\b\.?(?= job| role| company)/gi, '$1 a previous'],
  [/\bprev\b\.?/gi, 'previous'],
  [/\bexp\b\.?/gi, 'experience'],
  [/\bmgmt\b/gi, 'management'],
  [/\bthx\b/gi, 'thanks'],
  [/\bpls\b|\bplz\b/gi, 'please'],
  [/\btmrw?\b/gi, 'tomorrow'],
  [/\ba11y\b/gi, 'accessibility'],
  [/\bperf\b/gi, 'performance'],
];

export function expandShorthand(raw: string): string {
  let text = arrows(raw);
  text = text
    .replace(/~\s?(?=[$£€]?\d)/g, 'about ')
    .replace(/(?<![\p{L}\p{N}])w\/o\b\s*/giu, 'without ')
    .replace(/(?<![\p{L}\p{N}])w\/(?!\w*\/)\s*/giu, 'with ')
    .replace(/([$£€]?\d[\d.,]*[kKmM]?)\+(?!\d)/g, 'more than $1')
    .replace(/\s+&\s+|\s+\+\s+|(?<=\p{L})\+(?=\p{L})/gu, ' and ');
  text = units(text);
  for (const [pattern, word] of WORDS) text = text.replace(pattern, word);
  return text
    .replace(/([!?])\1+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
