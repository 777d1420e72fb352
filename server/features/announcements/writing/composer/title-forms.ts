/**
 * A job title typed as a roster line ("RN, Cardiac ICU (nights)", "Forklift Operator /
 * Receiving - 2nd shift", "Physics teacher / robotics club advisor") as a sentence can say
 * it (ADR 060): "night-shift RN in the Cardiac ICU", "2nd-shift Forklift Operator in
 * Receiving", "Physics teacher and robotics club advisor". Each step applies only to a shape
 * it is sure of; anything else in the title stays as typed, and every word of it is kept.
 */

/** A shift typed after the title: "(nights)", "- 2nd shift", "(night shift)". */
const SHIFT =
  /\s*(?:\(\s*((?:nights?|days?|evenings?|weekends?|(?:1st|2nd|3rd|first|second|third|night|day|evening|late|early|weekend|graveyard|swing)\s+shift))\s*\)|\s[-–—]\s*((?:1st|2nd|3rd|first|second|third|night|day|evening|late|early|weekend|graveyard|swing)\s+shift|nights|weekends))\s*$/i;

const SHIFT_WORD: Record<string, string> = {
  night: 'night',
  nights: 'night',
  day: 'day',
  days: 'day',
  evening: 'evening',
  evenings: 'evening',
  weekend: 'weekend',
  weekends: 'weekend',
};

/** "nights" → "night-shift", "2nd shift" → "2nd-shift". */
function shiftAdjective(typed: string): string {
  const lower = typed.toLowerCase().trim();
  const one = /^(\S+)\s+shift$/.exec(lower);
  const word = one ? one[1]! : (SHIFT_WORD[lower] ?? lower);
  return `${SHIFT_WORD[word] ?? word}-shift`;
}

/** A unit of a hospital or a plant that a person works "in the": "Cardiac ICU", "4 West Ward". */
const UNIT =
  /^(?:[\p{Lu}\d][\p{L}\d&'’-]*\s+){0,3}(?:ICU|NICU|PICU|CICU|ER|ED|OR|Ward|Unit|Lab|Laboratory|Theatre|Theatres|Pharmacy|Department|Dept\.?)$/u;

/**
 * A market segment or a region after a comma, which English puts before the title:
 * "Account Executive, Mid-Market" is a "Mid-Market Account Executive".
 */
const SEGMENT =
  /^(?:Mid-Market|Enterprise|SMB|SME|Strategic|Commercial|Public Sector|EMEA|APAC|LATAM|DACH|Nordics|North America|Americas)$/;

/** A department named by one word in "-ing": "Receiving", "Shipping", "Nursing". */
const ING_DEPARTMENT = /^\p{Lu}\p{Ll}+ing$/u;

/** Words a job title ends on: "Physics teacher", "robotics club advisor". */
const JOB_NOUN =
  /\b(?:teacher|tutor|advisor|adviser|coach|manager|lead|leader|engineer|nurse|officer|coordinator|co-ordinator|director|assistant|operator|technician|analyst|designer|developer|specialist|consultant|supervisor|chef|cook|head|mentor|librarian|counsellor|counselor|administrator|associate|representative|rep|driver|clerk|secretary|accountant|editor|writer|producer|planner|buyer|scientist|researcher|instructor|trainer|captain|chair|treasurer)$/i;

const isJob = (part: string) => JOB_NOUN.test(part.trim()) && part.trim().split(/\s+/).length <= 4;

/**
 * The title as a sentence's noun phrase. The shift moves before the head; a unit after a
 * comma or a department after a slash follows "in" (only a known unit shape, or one word
 * in "-ing" after a slash); a known segment or region after a comma goes before the head;
 * two jobs joined by a slash read "and".
 */
export function readableTitle(title: string): string {
  let text = title.trim();
  let shift = '';
  const typedShift = SHIFT.exec(text);
  if (typedShift) {
    const head = text.slice(0, typedShift.index).trim();
    // Only when what is left is a title by itself, with no bracket of its own.
    if (head && !/[()]/.test(head)) {
      shift = shiftAdjective(typedShift[1] ?? typedShift[2]!);
      text = head;
    }
  }
  const comma = /^([^,/()]+),\s*([^,/()]+)$/.exec(text);
  const slash = /^([^,/()]+?)\s+\/\s+([^,/()]+)$/.exec(text);
  if (comma && UNIT.test(comma[2]!.trim())) text = `${comma[1]!.trim()} in the ${comma[2]!.trim()}`;
  else if (comma && SEGMENT.test(comma[2]!.trim()))
    text = `${comma[2]!.trim()} ${comma[1]!.trim()}`;
  else if (slash && ING_DEPARTMENT.test(slash[2]!.trim()))
    text = `${slash[1]!.trim()} in ${slash[2]!.trim()}`;
  else if (slash && isJob(slash[1]!) && isJob(slash[2]!))
    text = `${slash[1]!.trim()} and ${slash[2]!.trim()}`;
  if (!shift) return text;
  // "2nd-shift Forklift Operator in Receiving"; a title already with a comma keeps the
  // shift as typed, said after it, rather than guess where it belongs.
  if (/[,/]/.test(text)) return title.trim();
  return `${shift} ${text}`;
}
