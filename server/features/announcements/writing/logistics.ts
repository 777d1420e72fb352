/**
 * Hiring logistics that reach the form when notes are pasted from an e-mail ("pending
 * background check", "laptop ships Monday", "offer letter signed"): private or routine, they
 * are never posted to a team channel. The composer leaves such a note unit out, and the
 * eval neither asks for it in an option nor lets one through (bench/eval/checks/reader.ts).
 */
export const LOGISTICS =
  /\b(?:background (?:check|screening)s?|drug (?:test|screen)(?:ing)?|reference checks?|paperwork|i-9|w-4|offer letter|salary|compensation|payroll|relocation package|visa (?:status|sponsorship|paperwork)|badge (?:access|photo)|(?:laptop|equipment|hardware) (?:is |will be )?(?:ordered|arriving|arrives|ships|shipping|on order)|pending (?:approval|hr|legal|background|clearance)|(?:hr|it) (?:to|will) (?:confirm|set up)|parking (?:pass|permit)|start date tbc|(?:promo(?:tion)?|review|calibration|appraisal)s? (?:cycle |round |committee |panel |process )?results? (?:(?:are|is|were|was|just|now|finally) )*(?:out|in|done|final|finali[sz]ed|announced|published|confirmed|approved|signed off))\b/i;

export function isLogistics(text: string): boolean {
  return LOGISTICS.test(text);
}

/** The text without its sentences or clauses of logistics. */
export function withoutLogistics(text: string): string {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .filter((part) => !isLogistics(part))
    .join(' ');
}
