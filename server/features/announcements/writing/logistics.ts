/**
 * Hiring logistics that reach the form when notes are pasted from an e-mail ("pending
 * background check", "laptop ships Monday", "offer letter signed"): private or routine, they
 * are never posted to a team channel. The composer leaves such a note unit out, and the
 * eval neither asks for it in an option nor lets one through (bench/eval/checks/reader.ts).
 * Only a note about the hiring process is one: "payroll" told of a deed ("led the audit of 600
 * workers' payroll") is the person's work and stays; "added to payroll", "payroll details
 * sorted" and "formal letter from HR to follow" are the process's (ADR 132).
 * A decision letter's formula ("as per Academic Council decision of 17 Nov", "as per the board's
 * resolution") says where the news came from, as a promotion cycle's results do: the news it
 * carries is the promotion itself, told already (ADR 181).
 */
const LOGISTICS =
  /\b(?:background (?:check|screening)s?|drug (?:test|screen)(?:ing)?|reference checks?|paperwork|i-9|w-4|offer letter|salary|compensation|(?:added|add|adding|put|set up) (?:to|on|in|into) (?:the )?payroll|payroll (?:details|forms?|info|number|setup|set-?up|paperwork|cut-?off|deadline|(?:is |are |all )?(?:sorted|done|confirmed|pending|in progress))|(?:formal |official |an? |the |welcome )?(?:letter|e-?mail|contract|paperwork|pack|confirmation) from (?:hr|payroll|people(?: team| ops)?|the people team|recruitment|finance)(?: team)? (?:to follow|will follow|follows|to come|coming|is coming|on (?:its|the) way)|relocation package|visa (?:status|sponsorship|paperwork)|badge (?:access|photo)|(?:laptop|equipment|hardware) (?:is |will be )?(?:ordered|arriving|arrives|ships|shipping|on order)|pending (?:approval|hr|legal|background|clearance)|(?:hr|it) (?:to|will) (?:confirm|set up)|parking (?:pass|permit)|start date tbc|as per (?:the )?(?:[a-z][\w'’&-]* ){0,5}(?:decision|resolution|approval|minutes|order)s?\b(?: (?:of|dated|on) [^,;.!?]+)?|(?:promo(?:tion)?|review|calibration|appraisal)s? (?:cycle |round |committee |panel |process )?results? (?:(?:are|is|were|was|just|now|finally) )*(?:out|in|done|final|finali[sz]ed|announced|published|confirmed|approved|signed off))\b/i;

/**
 * "horse transport, export paperwork and vet liaison", "multi-state payroll and compensation
 * reviews": in the expertise field these words name the person's work, the core of the job
 * (ADR 136); a welcome that dropped them from every option lost what the hire brings. Typed
 * with a status there ("paperwork pending") they are still logistics.
 */
const SKILL_NOUNS = /\b(?:paperwork|payroll|compensation|salary|salaries)\b/gi;
const SKILL_NOUN = new RegExp(SKILL_NOUNS.source, 'i');

/**
 * "by helping families with the compensation forms after crop damage", "helped 40 farmers
 * with their subsidy paperwork", "files compensation claims for flood victims": the same
 * words name work the person does for others, a deed, never the hire's own pay or papers.
 * Read as logistics, the deed that won a ranger's achievement was left out of every option
 * (ADR 187). Only the framing says so: helping someone with them, or forms and claims that
 * are someone's to file.
 */
const DONE_FOR_OTHERS =
  /\bhelp(?:s|ed|ing)?\s+(?!(?:him|her|them|us|me|you|new|the new)\b)(?:[\p{L}\p{N}'’-]+\s+){0,3}?[\p{L}'’-]+s\s+(?:with|to\s+(?:fill|file|claim|get))\b|\bcompensation\s+(?:forms?|claims?|applications?|cases?|schemes?|payouts?)\b|\bon behalf of\b/iu;

/** Whether the text names the hire's own logistics (a deed done for others names none). */
export function isLogistics(text: string, field?: string): boolean {
  const own = field === 'expertise' || DONE_FOR_OTHERS.test(text);
  return LOGISTICS.test(own ? text.replace(SKILL_NOUNS, '') : text);
}

/**
 * "4,300 trees regrafted … — all the paperwork done by him, about €61,000 in grants for
 * members": the clauses of a deed that hold no logistics, when the deed opens with one; a
 * clause of paperwork left out the whole unit and its main result with it (the readers of
 * ea02 asked for "4,300 trees regrafted…, about €61,000 in grants"). Only whole clauses
 * between dashes, semicolons and commas go, never a word; undefined when the deed itself is
 * logistics or nothing would go.
 */
export function deedWithoutLogistics(text: string): string | undefined {
  const parts = text.split(/(\s+[—–]\s+|;\s+|,\s+)/u);
  const clauses = parts.filter((_p, i) => i % 2 === 0);
  if (isLogistics(clauses[0]!) || !clauses.some((c) => isLogistics(c))) return undefined;
  let out = clauses[0]!;
  // "A — paperwork, C": the mark before a clause left out is the one C then takes ("A — C").
  let mark: string | undefined;
  for (let i = 2; i < parts.length; i += 2) {
    if (isLogistics(parts[i]!)) mark ??= parts[i - 1];
    else {
      out += `${mark ?? parts[i - 1]}${parts[i]}`;
      mark = undefined;
    }
  }
  return /[\p{L}\p{N}]/u.test(out) && !isLogistics(out) ? out : undefined;
}

/**
 * The logistics an option posts that the user did not type as expertise: "export paperwork"
 * told from the expertise field is the person's work (ADR 136), never logistics posted.
 */
export function logisticsPosted(option: string, expertise: string | undefined): string[] {
  const typed = (expertise ?? '').toLowerCase();
  // A sentence that tells a deed done for others holds none of the hire's papers (ADR 187).
  const read = option
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((s) => (DONE_FOR_OTHERS.test(s) ? s.replace(SKILL_NOUNS, '') : s))
    .join(' ');
  return [...read.matchAll(new RegExp(LOGISTICS.source, 'gi'))]
    .map((m) => m[0])
    .filter((found) => !(SKILL_NOUN.test(found) && typed.includes(found.toLowerCase())));
}

/** The text without its sentences or clauses of logistics. */
export function withoutLogistics(text: string): string {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .filter((part) => !isLogistics(part))
    .join(' ');
}
