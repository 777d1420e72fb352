/**
 * A job title typed as a roster line ("RN, Cardiac ICU (nights)", "Forklift Operator /
 * Receiving - 2nd shift", "Physics teacher / robotics club advisor") as a sentence can say
 * it (ADR 060): "night-shift RN in the Cardiac ICU", "2nd-shift Forklift Operator in
 * Receiving", "Physics teacher and robotics club advisor". Each step applies only to a shape
 * it is sure of; anything else in the title stays as typed, and every word of it is kept.
 */

/** A shift typed after the title: "(nights)", "- 2nd shift", "(night shift)". */
import { otherLanguage } from '../other-language.ts';
import { expandDateWords } from '../shorthand.ts';
import { isOrdinaryCapital, tagsOf } from './phrases.ts';
import { namesRole } from './prose.ts';

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
 * The title as a sentence's noun phrase: the roster-line shapes below, else the qualifiers
 * typed after a dash, a comma or in brackets told as a sentence tells them (ADR 126), else
 * the title as typed.
 */
export function readableTitle(title: string): string {
  const roster = rosterTitle(title);
  if (roster !== title.trim()) return roster;
  return qualified(title)?.text ?? roster;
}

/**
 * The title as prose names it (ADR 126): the readable title when every qualifier is certain;
 * else its head, the words before the first dash or comma, with a status typed in brackets
 * before it ("tram driver (trainee) – …" is a "trainee tram driver"). The full title is then
 * the scannable option's "Role:" line. A formal title, every part in Title Case ("Editor,
 * Features"), and a head that names no job by itself ("Director", "VP", "Lead") keep the
 * whole title, as before.
 */
export function proseTitle(title: string): string {
  const roster = rosterTitle(title);
  if (roster !== title.trim()) return roster;
  const certain = qualified(title)?.text;
  if (certain) return certain;
  const parts = topLevelParts(roster);
  // "Editor, Features", "Head Chef, Canal Street Kitchen": a formal title in Title Case is
  // named whole, as typed (ADR 060).
  if (parts.length < 2 || parts.every((p) => TITLE_CASE.test(p))) return roster;
  // "Nurse – see notes", "Boat mechanic – outboards, see Priya re rota": from a part that
  // speaks to the reader on, nothing is the title.
  const aside = parts.findIndex((p, i) => i > 0 && READER_ASIDE.test(p));
  const kept = aside > 0 ? parts.slice(0, aside) : parts;
  // Short qualifiers are what the team needs ("picker, 2nd shift, houses 7-12": readers put
  // them back when prose named only the head); a long tail is a pasted line, said by the head
  // in prose and whole on the "Role:" line.
  if (kept.length > 1 && kept.slice(1).join(', ').length <= QUALIFIERS_MAX)
    return roster.slice(0, roster.indexOf(kept.at(-1)!) + kept.at(-1)!.length);
  const head = kept[0]!;
  const bracket = /^(.+?)\s*\(([^()]+)\)$/.exec(head);
  const status = bracket && STATUS.test(bracket[2]!.trim());
  const bare = status ? bracket[1]!.trim() : head;
  if (RANK_ONLY.test(bare.replace(/\s*\([^()]*\)/g, '').trim())) return roster;
  if (!status) return head;
  return sayBefore(bracket[2]!.trim().toLowerCase(), headInCase(bare)) ?? head;
}

/** A part of a title typed to the reader, not the title: "see notes", "ask Priya re rota". */
const READER_ASIDE = /\b(?:see|ask|re|tbc|tbd|notes?)\b|\?|!{2}/i;

/** How long a title's qualifiers may run and still be said in prose (ADR 126, amended). */
const QUALIFIERS_MAX = 40;

/** A part of a title in Title Case: every word a capital or a figure, bar the small words. */
const TITLE_CASE =
  /^(?:[\p{Lu}\d][\p{L}\d.'’&-]*|of|and|the|for|in|on|at|de|&)(?:\s+(?:[\p{Lu}\d][\p{L}\d.'’&-]*|of|and|the|for|in|on|at|de|&))*$/u;

/** A head that names a rank but no job: "Director, Finance" needs what it directs. */
const RANK_ONLY =
  /^(?:(?:senior|junior|deputy|dep\.|assistant|asst\.?|associate|assoc\.?|executive|exec\.?|general|managing|group|regional|acting|interim|sr\.?|snr\.?|jr\.?|vice)\s+)?(?:VP|SVP|EVP|AVP|Director|Head|Lead|Manager|Chief|Chair|President|Vice President|Partner|Principal|Officer|Controller|Superintendent)$/i;

/**
 * A title's parts between dashes and commas typed outside brackets: "tram driver (trainee) –
 * X depot, lines 4/9" is ["tram driver (trainee)", "X depot", "lines 4/9"].
 */
function topLevelParts(title: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < title.length; i++) {
    const c = title[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    // A comma, or a dash with a space either side ("X – Y"; "part-time" is one word).
    else if (depth === 0 && (c === ',' || /^\s[-–—]\s$/.test(title.slice(i - 1, i + 2)))) {
      parts.push(title.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(title.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** A status said before the head: "trainee", "part-time", "locum". */
const STATUS =
  /^(?:trainee|apprentice|intern|graduate|grad|locum|relief|casual|part[- ]time|full[- ]time|temporary|temp|interim|acting|fixed[- ]term|seasonal|volunteer|contract|junior|senior|probationary|bank|agency|student)$/i;

/** A field of medicine or care typed as its noun, said as its adjective: "paediatrics" → "paediatric". */
const SPECIALTY: Record<string, string> = {
  paediatrics: 'paediatric',
  pediatrics: 'pediatric',
  geriatrics: 'geriatric',
  orthopaedics: 'orthopaedic',
  orthopedics: 'orthopedic',
  obstetrics: 'obstetric',
  neonatal: 'neonatal',
  neonatology: 'neonatal',
  oncology: 'oncology',
  cardiology: 'cardiology',
  neurology: 'neurology',
  dermatology: 'dermatology',
  radiology: 'radiology',
  orthodontics: 'orthodontic',
  paediatric: 'paediatric',
  pediatric: 'pediatric',
};

/** Words a team ends on: the job is "for the" team. */
const TEAM_END =
  /\b(?:team|squad|side|crew|academy|first team|reserves|u\d{1,2}s|under-\d{1,2}s)$/i;
/** Words a site ends on, in lower case: the job is "at the" site. */
const PLACE_END =
  /\b(?:depot|depots|site|sites|clinic|clinics|store|stores|branch|branches|plant|warehouse|yard|hospital|campus|office|offices|factory|mill|mine|farm|station|terminal|hub|distribution centre|distribution center|dc|centre|center|greenhouse|greenhouses|kitchen|restaurant|hotel|school|library|port|airport|base)$/;
/** A place named with its number: "Dock 3", "Bay 7", "Gate 12", "Store 112". */
const NUMBERED_PLACE =
  /^(?:Dock|Bay|Gate|Pier|Hangar|Berth|Store|Branch|Site|Unit|Plant|Depot|Warehouse|Building|Level|Floor|Shed|Hall|Platform|Terminal)\s+\d+[A-Z]?$/;
/** A place named after "location", "site", "based at" or "based in". */
const NAMED_PLACE =
  /^(?:location|loc\.?|site|based (?:at|in))[:\s]\s*(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})$/u;
/** A project or a job site: "Harbour job", "Northern Line contract". */
const PROJECT_END = /\s(?:job|project|contract|build|refurb|fit-out)$/i;
/** Covering or rotating between places: said after a comma. */
const COVERING =
  /^(rotating|covering|across|between|floating|split)(?:\s+(?:between|across))?\s+(.+)$/i;
/** What a job looks after, in the plural: "key accounts", "EU accounts", "cherry tomatoes". */
const LOOKED_AFTER = /^(?:[\p{Ll}\p{Lu}\d&-]+\s+){0,2}\p{Ll}{3,}(?:s)$/u;

/** "Tamworth & Armidale clinics" → "the Tamworth and Armidale clinics". */
const placesPhrase = (text: string) =>
  `${/^the\s/i.test(text) ? '' : 'the '}${text.replace(/\s+[&+]\s+/g, ' and ')}`;

interface Qualifier {
  before?: string;
  after?: string;
}

/** One qualifier, read only when its shape is certain. */
function qualifierOf(raw: string): Qualifier | undefined {
  const text = raw.trim().replace(/[!?.]+$/, '');
  const lower = text.toLowerCase();
  if (STATUS.test(text))
    return { before: lower.replace(/^grad$/, 'graduate').replace(/^temp$/, 'temporary') };
  const shift = SHIFT.exec(` - ${text}`) ?? SHIFT.exec(`(${text})`);
  if (shift && shift.index === 0) return { before: shiftAdjective(shift[1] ?? shift[2]!) };
  if (SPECIALTY[lower]) return { before: SPECIALTY[lower] };
  if (/[()/]|\d+\s*\/\s*\d/.test(text)) return undefined;
  const covering = COVERING.exec(text);
  if (covering && PLACE_END.test(covering[2]!)) {
    const verb = covering[1]!.toLowerCase();
    const places = placesPhrase(covering[2]!);
    const between = verb === 'rotating' && /\s[&+]\s|\sand\s/.test(covering[2]!);
    return { after: `, ${verb}${between ? ' between' : ''} ${places}` };
  }
  const named = NAMED_PLACE.exec(text);
  if (named) return { after: ` at ${named[1]}` };
  if (NUMBERED_PLACE.test(text)) return { after: ` at ${text}` };
  const words = text.split(/\s+/);
  if (words.length > 5) return undefined;
  if (
    (PLACE_END.test(text) && !/^\p{Ll}+$/u.test(text.replace(/\s/g, ''))) ||
    (PLACE_END.test(text) && /[&+]/.test(text))
  )
    return { after: ` at ${placesPhrase(text)}` };
  if (TEAM_END.test(text) && !/^(?:the|our)\s/i.test(text)) return { after: ` for the ${text}` };
  if (PROJECT_END.test(text) && /^\p{Lu}/u.test(text)) return { after: ` on the ${text}` };
  if (
    LOOKED_AFTER.test(text) &&
    /^[\p{Ll}\d]|^\p{Lu}{2,}\s/u.test(text) &&
    // "see notes", "manages accounts": a word only a verb can be makes it no noun phrase.
    words.slice(0, -1).every((w) => /^\p{Lu}{2,}$/u.test(w) || !onlyVerb(w))
  )
    return { after: ` for ${text}` };
  return undefined;
}

/**
 * A word that makes a qualifier a note rather than a noun phrase: an instruction ("see
 * notes", "ask Dev") or a verb said of someone ("manages accounts"). "key" is tagged a verb
 * too, so only these and the verb forms in "-s" that are no noun.
 */
const onlyVerb = (word: string) => {
  const lower = word.toLowerCase();
  if (
    /^(?:see|ask|check|refer|contact|call|email|read|per|tbc|tba|pending|awaiting|incl|including|plus|and|or|with|not|no)$/.test(
      lower,
    )
  )
    return true;
  const tags = tagsOf(lower);
  return (
    tags.includes('Verb') &&
    !tags.includes('Infinitive') &&
    !tags.some((t) => ['Noun', 'Adjective'].includes(t))
  );
};

/** "Welder" → "welder" before a qualifier said in front of it; "Site Foreman" keeps its case. */
function headInCase(head: string): string {
  return /^\p{Lu}\p{Ll}+(?:\s+\p{Ll}[\p{Ll}-]*)*$/u.test(head) &&
    isOrdinaryCapital(head.split(/\s+/)[0]!)
    ? head.replace(/^\p{Lu}/u, (c) => c.toLowerCase())
    : head;
}

/** A title not written in English by signs English lacks: "Filialleiterin", "jefe de cocina". */
const OTHER_LANGUAGE_TITLE =
  /(?:\p{L}{3,}(?:manager|leiter|leiterin|leider|leidster|meister|medewerker|mitarbeiter|mitarbeiterin|beheerder|verkäufer|verkäuferin|assistent|assistentin)|(?<!\p{L})(?:assistent|assistentin|medewerker|medewerkster|jefe|jefa|encargado|encargada|responsable|directeur|directrice|chef de|capo|responsabile|leiter|leiterin|verkäufer|verkäuferin|mitarbeiter|mitarbeiterin))(?!\p{L})/iu;

/**
 * The title with its qualifiers told as a sentence tells them, when every one is certain:
 * the status, shift and specialty before the head, then the team, the place and the rest.
 */
function qualified(title: string): { text: string } | undefined {
  const parts = topLevelParts(title.trim().replace(/[!?]+$/, ''));
  let head = parts[0] ?? '';
  const quals = parts.slice(1);
  const before: string[] = [];
  const after: string[] = [];
  const bracket = /^(.+?)\s*\(([^()]+)\)$/.exec(head);
  let gloss = false;
  if (bracket) {
    const inner = bracket[2]!.trim();
    const outer = bracket[1]!.trim();
    if (STATUS.test(inner) || SHIFT.test(`(${inner})`)) {
      quals.unshift(inner);
      head = outer;
    } else if (
      isJob(inner) &&
      /^[\p{Ll}\s-]+$/u.test(inner) &&
      !isJob(outer) &&
      (OTHER_LANGUAGE_TITLE.test(outer) || otherLanguage(outer))
    ) {
      head = `${inner} (${outer})`;
      gloss = true;
    } else return undefined;
  }
  if (!quals.length && !gloss) return undefined;
  if (/[()]/.test(head) && !gloss) return undefined;
  for (const q of quals) {
    const read = qualifierOf(q);
    if (!read) return undefined;
    if (read.before) before.push(read.before);
    if (read.after) after.push(read.after);
  }
  // The covering phrase, said after a comma, goes last.
  after.sort((a, b) => Number(a.startsWith(',')) - Number(b.startsWith(',')));
  const cased = gloss ? head : headInCase(head);
  const said = sayBefore(before.join(' '), cased);
  return said === undefined ? undefined : { text: said + after.join('') };
}

/** The words of a phrase, split at spaces and hyphens, in lower case. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s\-–]+/)
    .filter(Boolean);

/**
 * A qualifier said before a head (ADR 140): "night-shift" + "Shift Lead" would double a word
 * at the join ("night-shift Shift Lead", "senior Senior Nurse"). A qualifier the head says
 * already ("senior" of "Senior Nurse") adds nothing and goes; any other that doubles a word
 * leaves the phrase unsaid (undefined), so the title is told as typed ("Shift Lead (nights)").
 */
function sayBefore(qualifier: string, head: string): string | undefined {
  if (!qualifier.trim()) return head;
  const [typed, named] = [wordsOf(qualifier), wordsOf(head)];
  // "night-shift Shift Lead" at the join; "part-time Part-time Barista" whole.
  const repeats = typed.at(-1) === named[0] || typed.every((w, i) => named[i] === w);
  if (!repeats) return `${qualifier} ${head}`;
  return typed.every((w) => named.includes(w)) ? head : undefined;
}

/**
 * The title as a sentence's noun phrase. The shift moves before the head; a unit after a
 * comma or a department after a slash follows "in" (only a known unit shape, or one word
 * in "-ing" after a slash); a known segment or region after a comma goes before the head;
 * two jobs joined by a slash read "and".
 */
function rosterTitle(title: string): string {
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
  // "Ice maker (night shift)": after the shift the head's capital is mid-phrase, lowered as a
  // sentence lowers it ("night-shift ice maker", never "night-shift Ice maker"). A title of
  // one word may be in Title Case ("night-shift Paramedic"): only a head whose other words
  // are in lower case shows its capital was the field's first letter.
  return sayBefore(shift, /\s/.test(text) ? headInCase(text) : text) ?? title.trim();
}

/**
 * A role typed as the work or the place rather than the person ("Boat unloading & weigh-in",
 * "Incubator & chick rearing (broeikas)", "night shift, cold store"), as the team the person
 * is part of: "boat unloading & weigh-in team", "incubator & chick rearing team (broeikas)",
 * "night-shift cold store team" (ADR 174). Said "our Boat unloading & weigh-in", it read as a
 * person's title. Only when the first part ends on a word that names work or a place and no
 * word names a person; undefined for anything else, which stays a title.
 */
export function areaOfWork(title: string): string | undefined {
  const typed = title.trim().replace(/[.!]+$/, '');
  const gloss = /\s*(\([^()]+\))$/.exec(typed);
  const bare = gloss ? typed.slice(0, gloss.index).trim() : typed;
  if (!bare || /[()/]|\d/.test(bare)) return undefined;
  const parts = topLevelParts(bare);
  // "volunteer — tea room, Wednesdays": who helps there, then where (ADR 188).
  const helper = parts.length > 1 && HELPER.test(parts[0]!) ? parts.shift() : undefined;
  // "plant area (Saturdays)", "tea room, Wednesdays": the days are when the person helps, said
  // before the place ("our Saturday plant area team"), never "our plant area (Saturdays)".
  const glossDays = gloss ? daysOf(gloss[1]!.slice(1, -1)) : undefined;
  const partDays = !glossDays && parts.length === 2 ? daysOf(parts[1]!) : undefined;
  if (partDays) parts.pop();
  const days = glossDays ?? partDays;
  // "night shift, cold store": a shift and the place; any other second part may be the place
  // of a job ("Grader, packing shed") and is left as typed.
  const shift = parts.length === 2 ? parts.find((p) => SHIFT_PART.test(p)) : undefined;
  const work = parts.filter((p) => p !== shift);
  if (work.length !== 1 || !namesWork(work[0]!) || !AREA_HEAD.test(lastWord(work[0]!)))
    return undefined;
  if (
    parts
      .join(' ')
      .split(/[\s&+,]+/)
      .some((w) => w && namesPerson(w))
  )
    return undefined;
  // "Senior Grader at the cleaning yard": a job at a place, said with its preposition.
  if (/\s(?:at|in|on|for|of|with)\s/i.test(bare)) return undefined;
  const area = inSentenceCase(work[0]!);
  const shifted = shift ? (sayBefore(shiftAdjective(shift), area) ?? undefined) : area;
  const said = shifted && days ? sayBefore(days, shifted) : shifted;
  if (!said) return undefined;
  const team = helper ? `${said} volunteers` : GROUP_END.test(said) ? said : `${said} team`;
  return gloss && !glossDays ? `${team} ${gloss[1]}` : team;
}

/** "volunteer", "volunteers", "helper": a role's first part that says the person helps. */
const HELPER = /^(?:volunteers?|helpers?)$/i;

const WEEKDAY =
  /^(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?$|^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?$/i;

/**
 * "Saturdays" → "Saturday", "Sat & Sun" → "Saturday & Sunday", "Tuesdays and Thursdays" →
 * "Tuesday & Thursday": the days a role is typed with, as a word before a place. Undefined for
 * anything but days.
 */
function daysOf(text: string): string | undefined {
  const typed = text
    .trim()
    .replace(/^on\s+/i, '')
    .split(/\s*(?:&|\+|\/|,|\band\b)\s*/i)
    .filter(Boolean);
  if (!typed.length || typed.length > 3) return undefined;
  const days = typed.map((word) => {
    const match = WEEKDAY.exec(word);
    if (!match) return undefined;
    if (match[2]) return match[2].charAt(0).toUpperCase() + match[2].slice(1).toLowerCase();
    return expandDateWords(match[1]!.toLowerCase());
  });
  return days.every(Boolean) ? days.join(' & ') : undefined;
}

/** "night shift", "nights", "2nd shift": a shift typed as a part of a role. */
const SHIFT_PART =
  /^(?:nights?|days?|evenings?|weekends?|(?:1st|2nd|3rd|first|second|third|night|day|evening|late|early|weekend|graveyard|swing)\s+shift)$/i;

/** Words a group of people ends on: "our packing team" needs no second "team". */
const GROUP_END = /\b(?:team|crew|squad|side|department|dept|unit|section|desk|office)$/i;

/**
 * A last word that names the work or the place, never the worker: a gerund ("unloading",
 * "rearing"), an activity typed with its particle ("weigh-in", "pick-up"), a shift, or a
 * department or place word.
 */
const AREA_HEAD =
  /^(?:\p{L}{3,}ing|\p{L}+-(?:in|out|up|off|over|down|away)|shift|area|zone|counter|tills?|gardens?|nursery|shop|caf[eé]|canteen|pantry|stockroom|library|grounds|park|store|stores|yard|floor|kitchen|reception|dispatch|despatch|logistics|operations|ops|maintenance|payroll|accounts|finance|marketing|sales|admin|housekeeping|laundry|warehouse|shed|dock|line|room|bay|team|crew|desk|department|section|side)$/iu;

/**
 * "Boat unloading & weigh-in" → "boat unloading & weigh-in" inside a sentence; a part typed
 * in Title Case ("Goods In", "Cold Chain Logistics") may be the unit's own name and keeps it.
 */
function inSentenceCase(part: string): string {
  const [first = '', ...rest] = part.split(/\s+/);
  const titled = rest.some((w) => /^\p{Lu}/u.test(w));
  return !titled && isOrdinaryCapital(first.split('-')[0]!)
    ? part.replace(/^\p{Lu}/u, (c) => c.toLowerCase())
    : part;
}

const lastWord = (text: string) => text.trim().split(/\s+/).at(-1) ?? '';

/** A part a sentence can say after "our": words and "&", no sentence marks. */
const namesWork = (part: string) => /^[\p{L}][\p{L}'’&+\s-]*$/u.test(part);

/**
 * A word that names a person: a job word the lists or the tagger know ("operator",
 * "attendant"), or a person's ending ("-ist", "-ian", "-eer", "-man", "in-charge"). Words in
 * "-er" or "-or" the lists do not know ("incubator", "freezer") are things.
 */
function namesPerson(word: string): boolean {
  const lower = word.toLowerCase().replace(/[’']s$/, '');
  if (/^(?:head|lead|boss|chief|hand|hands|staff|crew)$/.test(lower)) return true;
  if (/(?:ist|ian|eer|man|men|woman|women|person|people|in-charge|incharge)$/.test(lower))
    return true;
  return JOB_NOUN.test(lower) || namesRole(lower);
}
