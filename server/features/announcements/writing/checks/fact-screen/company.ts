import { EMOJI_CHARS, escapeRegExp } from '#domain/text.ts';
import { quote } from './text.ts';

/**
 * The form's `company` field is the PREVIOUS company (issue 13: "Previous company:
 * Northwind Labs"). Every mention must say the person comes from there. A mention passes
 * only when its clause frames it that way: "from X", "ex-X", "X alum", "previously at X",
 * "after three years at X" (the duration is checked elsewhere), "At X, Priya built…".
 * Everything else, and every framing as the new employer ("our new Data Engineer at X",
 * "Welcome to X", "X just got stronger", "joins X"), is refused.
 */

const LEGAL_SUFFIX =
  /,?\s+(?:inc|llc|ltd|limited|gmbh|corp|corporation|co|plc|s\.?a|ag|b\.?v|pty|pte)\.?$/i;

export function companyPatterns(company: string): RegExp[] {
  const variants = new Set([company.trim(), company.trim().replace(LEGAL_SUFFIX, '')]);
  return [...variants]
    .filter((v) => v.length >= 2)
    .sort((a, b) => b.length - a.length)
    .map(
      (v) =>
        new RegExp(
          `(?<![\\p{L}\\p{N}])${escapeRegExp(v).replace(/\s+/g, '\\s+').replace(/['’]/g, "['’]")}(?![\\p{L}\\p{N}])`,
          'giu',
        ),
    );
}

/** Words before the company that make it where the person was, not where they are. */
const PAST_MARKERS = new Set(
  `previously formerly recently before prior after past last spent was were had worked
  built led ran managed helped shipped designed created developed launched grew scaled wrote
  taught served handled owned drove learned honed sharpened earned did made founded
  co-founded organized organised mentored maintained migrated delivered supported coordinated
  oversaw headed cut reduced raised improved rebuilt redesigned trained coached time stint
  tenure days years months background experience career former previous earlier then
  brings bringing arrives arriving comes coming moves moving`.split(/\s+/),
);

/** Words that make it the employer now. */
const PRESENT_MARKERS = new Set(
  'new newest now currently here today our joins join joined joining welcome welcoming'.split(' '),
);

const CLAUSE_BREAK = /[,;.!?:\n()—–]/;

/** Right after the company: "… just got stronger", "… welcomes", "'s newest …". */
const EMPLOYER_AFTER =
  /^(?:['’]s?\s+)?(?:just got|is (?:thrilled|excited|delighted|lucky|proud|happy|growing|glad)|welcomes|family|team (?:is|welcomes)|gets|has a new|new|newest)\b/i;
/** Right after the company, making it the past: "X alum", "X's loss is our gain". */
const PAST_AFTER = /^(?:['’]s?\s+)?(?:alum(?:na|nus|ni|nae)?|veteran|loss)\b/i;

const wordsOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).filter(
    (w) => !['the', 'a', 'an'].includes(w),
  );

function clauseBefore(text: string, start: number): string {
  let i = start - 1;
  while (i >= 0 && !CLAUSE_BREAK.test(text[i] ?? '')) i--;
  return text.slice(i + 1, start);
}

function clauseAfter(text: string, end: number): string {
  let i = end;
  while (i < text.length && !/[;.!?\n]/.test(text[i] ?? '')) i++;
  return text.slice(end, i);
}

/** Whether one mention (at start..end) frames the company as where the person came from. */
/**
 * A labelled line that says where the person comes from: "• Joining from: X", "Previously: X",
 * "Background: X" (a company field typed as a sentence, ADR 149).
 */
const ORIGIN_LABEL =
  /(?:^|\n)[^\S\n]*(?:[-*•·–][^\S\n]+)?(?:joining from|joined from|coming from|comes from|from|previously(?: at)?|formerly(?: at)?|previous (?:company|employer|role)|prior company|before|background)[^\S\n]*:[^\S\n]*$/i;

/** "…Before joining us: Oxford-trained vet; …": the prose's label for a background (ADR 184). */
const BEFORE_JOINING = /\bbefore (?:joining|she joined|he joined|they joined) us:[^\S\n]*$/i;

function framedAsPrevious(text: string, start: number, end: number): boolean {
  if (ORIGIN_LABEL.test(text.slice(0, start)) || BEFORE_JOINING.test(text.slice(0, start)))
    return true;
  const before = clauseBefore(text, start);
  const after = clauseAfter(text, end);
  const words = wordsOf(before).slice(-8);
  const last = words.at(-1);
  const lastTwo = words.slice(-2).join(' ');
  if (EMPLOYER_AFTER.test(after)) return false;
  if (/\bex[-‐]\s*$/i.test(before) || /\bformerly of\s*$/i.test(before)) return true;
  if (PAST_AFTER.test(after)) return true;
  if (last === 'from')
    return !/\b(?:everyone|all of us|folks|team|people)\s+from\s*$/i.test(before);
  if (last === 'to' || ['joins', 'join', 'joined', 'joining', 'welcome'].includes(last ?? ''))
    return false;
  if (/^(?:here|now|currently|works|working|work) (?:at|with|in|for)$/.test(lastTwo)) return false;
  const past = words.some((w) => PAST_MARKERS.has(w));
  if (past) return true;
  if (words.some((w) => PRESENT_MARKERS.has(w))) return false;
  // "At X, Priya built…": the clause opens with the company; the sentence's verb decides.
  if (words.length <= 1 && ['at', 'with', 'in'].includes(last ?? ''))
    return wordsOf(after).some((w) => PAST_MARKERS.has(w) || /^(?:was|were|spent)$/.test(w));
  return false;
}

/**
 * Whether a match is the company and not an ordinary word it shares a spelling with:
 * "grab a coffee" is not Grab, "Grab a coffee with Lan!" opening a sentence neither. A
 * company is written with a capital, whatever case the user typed it in.
 */
function namesCompany(text: string, start: number, end: number): boolean {
  if (!/^\p{Lu}/u.test(text.slice(start, end))) return false;
  const before = text
    .slice(0, start)
    .replace(new RegExp(String.raw`[ \t"'“‘(*_${EMOJI_CHARS}]+$`, 'u'), '');
  const opensSentence = before === '' || /[.!?:\n]$/.test(before);
  const verbLike = /^\s+(?:a|an|the|some|your|our|their|her|his|them|him|it|us|me|yourself)\b/i;
  return !(opensSentence && verbLike.test(text.slice(end)));
}

export interface CompanyProblem {
  evidence: string;
}

export function findCompanyProblems(
  text: string,
  patterns: RegExp[],
  /** Where the option names the person: a company typed as the name there is the person. */
  nameRanges: [number, number][] = [],
): CompanyProblem[] {
  const problems: CompanyProblem[] = [];
  const seen: [number, number][] = [...nameRanges];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (seen.some(([s, e]) => start < e && end > s)) continue;
      seen.push([start, end]);
      if (!namesCompany(text, start, end) || framedAsPrevious(text, start, end)) continue;
      const lead = /(?:\S+\s+){0,5}$/u.exec(clauseBefore(text, start))?.[0] ?? '';
      const tail = /^(?:\s*[^\s,;]+){0,3}/u.exec(clauseAfter(text, end))?.[0] ?? '';
      const evidence = text.slice(start - lead.length, end + tail.length);
      problems.push({ evidence: evidence.trim() });
    }
  }
  return problems;
}

export function companyMessage(evidence: string, company: string, person: string): string {
  return `Do not write ${quote(evidence)}: ${company} is where ${person} worked before, not the company they are joining. Say ${person} joins us from ${company} (or was previously at ${company}).`;
}
