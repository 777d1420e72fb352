/**
 * Records pasted from an HR system or a report into a field ("Employee ID: 004117", "Action:
 * Promotion", "Pay Grade: M2", "Effective Date: 01/02/2027", "Justification: …", or the same
 * pairs typed on one line between "|"). Posted as typed, every option read "Employee ID:
 * 004117. Action: Promotion." and told a grade to the whole company; readers rewrote each one
 * (ADR 141). A record's fields are read as what they are: the admin and private ones (IDs,
 * pay, grade, cost centre, FTE, action and status codes, the report's own header) are never
 * posted; the date a change takes effect is told as a start; a justification is the deeds; a
 * comment that the person "goes by X" is the name they go by; a position, a team or a company
 * fills its own field when the user left it empty. A line whose label is not known is kept as
 * typed. Only a field that is clearly a record is read so: several labelled lines, one of them
 * a label only a record has ("Result: they renewed" alone is a note). Both writers read it: the
 * composer's story and the AI writer's prompt, so no provider is sent the pay (ADR 141,
 * amendment).
 */

import { NOTE_FIELDS, type GenerationRequest, type NoteField } from '#domain/generation.ts';
import { isLogistics } from './logistics.ts';

type Kind =
  | 'private'
  | 'metric'
  | 'name'
  | 'preferred'
  | 'effective'
  | 'position'
  | 'previous'
  | 'team'
  | 'aside'
  | 'company'
  | 'deeds'
  | 'comment';

/** Labels of a record, by what their value is. Matched whole, in lower case, spaces single. */
const LABELS: [Kind, RegExp][] = [
  [
    'private',
    /^(?:(?:employee|emp|staff|personnel|person|worker|badge|payroll|position|req|requisition|hris|sap|workday|ee|case|record|ticket)\.? ?(?:id|no\.?|nr\.?|number|num|#|code|ref)|id|ee id|eid|emp ?#|ref(?:erence)?(?: no\.?)?|(?:pay |salary |job |grade )?(?:grade|band|level|step|scale)|(?:new |current |old |base |annual |proposed )?(?:salary|pay|pay rate|rate|base|comp|compensation|total comp|bonus|increase|raise|merit(?: increase)?|% increase|increase %|ote|stipend|allowance|hourly rate)|cost (?:centre|center|code)|cc|fte|hours(?: per week)?|contract(?: type)?|employment type|emp(?:loyee)? type|worker type|(?:promotion |change |hire |move |transfer |employee |job )?type|action(?: type| code| reason)?|reason code|event(?: type)?|status|(?:approval|emp(?:loyee)?|employment) status|approved(?: by)?|approver|hrbp|hr partner|(?:job|position|org|union) code|org unit|legal entity|company code|extract|source|report|run date|generated(?: on| by)?|printed(?: on)?|period|(?:reporting|review) period)$/,
  ],
  // A report's yardsticks: left out with the record, but no sign of one alone ("Target: 120
  // units" beside a result is a note's).
  [
    'metric',
    /^(?:bench|benchmark|baseline|target|quota|(?:performance )?rating|score|plan|budget)$/,
  ],
  ['name', /^(?:(?:employee|emp|worker|legal|full) ?name|name|employee)$/],
  ['preferred', /^(?:preferred(?: first)? name|known as|nickname|goes by)$/],
  [
    'effective',
    /^(?:effective(?: date| from| on| as of)?|eff\.? ?(?:date|dt)?|date effective|(?:action|change|promotion) date|start(?: date)?|hire date|date of hire)$/,
  ],
  [
    'position',
    /^(?:(?:new |proposed |to )?(?:position|job title|title|job|role)(?: title)?|position \(new\)|new grade title)$/,
  ],
  [
    'previous',
    /^(?:(?:current|previous|prior|old|from) (?:position|job title|title|job|role)|position \((?:old|current)\))$/,
  ],
  ['team', /^(?:dept\.?|department|team|unit|division|function|business unit|org)$/],
  [
    'aside',
    // "Replaces: D. Kowalchuk (retirement)": who held the post is that colleague's news, told by
    // the user in words if at all, never a record's line with a colleague's initial (ADR 181).
    /^(?:reports? to|manager|line manager|supervisor|(?:work )?location|site|office|work site|shift|schedule|replaces|replacing|replacement for|predecessor|backfill(?: for)?|successor (?:to|of))$/,
  ],
  ['company', /^(?:company|employer|previous employer|prior employer|organisation|organization)$/],
  [
    'deeds',
    /^(?:(?:business )?justification|reason(?: for (?:promotion|change|nomination|award))?|rationale|achievements?|accomplishments?|highlights?|key (?:achievements?|contributions?)|contributions?|basis)$/,
  ],
  ['comment', /^(?:(?:manager(?:'s)? |hr |additional |other )?(?:comments?|remarks?|notes?))$/],
];

/** Kinds whose label a note alone would not carry: a record has at least one of them. */
const RECORD_ONLY = new Set<Kind>([
  'private',
  'name',
  'effective',
  'position',
  'previous',
  'aside',
]);

/** A report's header line, no label: "Extract Q3/Q4 2026 sales report", "Source: HRIS". */
const HEADER =
  /^(?:(?:data )?extract(?:ed)?|export(?:ed)?|report(?: generated| run)?|generated|printed|run)\b[^.!?]{0,60}$/i;

/** "Justification: …", "Emp # 7731", "• Grade = B6": a labelled line of a record. */
const LABELLED =
  /^\s*(?:[-•*·]\s*)?([\p{L}][\p{L}#.'’&/() -]{0,34}?(?:\s*\([^()]{1,40}\))?)\s*(?:[:=\t]|\s(?=\d))\s*(.*)$/u;

/** "goes by Pepe", "prefers Pri", "known as JJ": the name a comment says the person goes by. */
const GOES_BY =
  /^(?:(?:s?he |they )?(?:goes by|prefers(?: to be called)?|known as|likes to be called|call (?:her|him|them))\s+["“']?(\p{Lu}[\p{L}'’-]{1,20})["”']?)\s*[.!]?$/iu;

/** "Approved by VP, off-cycle", "budget confirmed": a comment on the record's process, not the person. */
const ADMIN_COMMENT =
  /\b(?:approv\w*|pending|budget\w*|backfill\w*|headcount|hris|workday|per policy|see attached|attached|signed off|calibrat\w*|off-cycle|merit|increase|pay|grade|band|sal(?:ary|aries)|comp(?:ensation)?|cost cent(?:re|er)|fte|requisition|req)\b/i;

/** "Justification: see attached", "Reason: per manager": a pointer to elsewhere, no deed. */
const NO_DEED =
  /^(?:see (?:attached|above|below|notes?|e-?mail|form)|attached|as (?:discussed|agreed|per \S+)|per (?:manager|policy|e-?mail|review|calibration|hrbp)\b|in (?:the )?(?:file|system|workday|hris))\b/i;

/** "[HR record]", "[Workday]": the system's name a pasted record opens with, no field of it. */
const MARKER =
  /^\[(?:hr|hris|workday|sap|successfactors|bamboohr|payroll|personnel|system|hr system)(?: (?:record|entry|extract|data|export|system))?\]\s*/iu;

interface Entry {
  kind: Kind | undefined;
  label: string;
  value: string;
  line: string;
}

const kindOf = (label: string): Kind | undefined => {
  // "Justification (from line manager)": whose words the field holds is no part of its label.
  const key = label
    .toLowerCase()
    .replace(/\s*\([^()]*\)\s*$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  return LABELS.find(([, re]) => re.test(key))?.[0];
};

function entriesOf(text: string): Entry[] {
  return text
    .split(/\n+|\s+\|\s+|\s*\|\s*(?=[\p{L}][^|:]{0,34}:)/u)
    .map((line) => line.trim())
    .filter(Boolean)
    .flatMap((typed) => {
      const marker = MARKER.exec(typed);
      const line = typed.slice(marker?.[0].length ?? 0);
      const head = marker
        ? [{ kind: 'private' as const, label: marker[0], value: '', line: '' }]
        : [];
      if (!line) return head;
      if (HEADER.test(line.replace(/^[-•*·]\s*/, '')) && !/:/.test(line))
        return [...head, { kind: 'private' as const, label: line, value: '', line }];
      const labelled = LABELLED.exec(line);
      const kind = labelled ? kindOf(labelled[1]!) : undefined;
      return [
        ...head,
        labelled && kind
          ? { kind, label: labelled[1]!, value: labelled[2]!.trim(), line }
          : { kind: undefined, label: '', value: line, line },
      ];
    });
}

/**
 * A field typed as a record: two labelled lines of a record or more, one of them a label only
 * a record has (an ID, a grade, a date it takes effect, a position…) or a report's header.
 */
function recordOf(text: string): Entry[] | undefined {
  return wholeRecordOf(text) ?? recordAboveProse(text);
}

/**
 * Where a record pasted above prose ends: a blank line, or a rule typed on a line of its own
 * ("---", "___", "===") the way a pasted HR line is set apart from the note under it (ADR 181).
 */
const BLOCK_END = /\n\s*\n|\n\s*(?:[-–—_=*]\s*){3,}(?:\n|$)/u;

/**
 * "[HR record] Promotion type: … / Effective: … | Reports to: … / Justification:" and then the
 * manager's prose after a blank line: the record's lines are read as a record, the prose kept
 * as typed (ADR 172). Posted whole, the grade the note said was internal was told to the crew.
 */
function recordAboveProse(text: string): Entry[] | undefined {
  const end = BLOCK_END.exec(text);
  if (!end) return undefined;
  const head = wholeRecordOf(text.slice(0, end.index));
  const rest = text.slice(end.index + end[0].length).trim();
  return head && rest
    ? [...head, { kind: undefined, label: '', value: rest, line: rest }]
    : undefined;
}

function wholeRecordOf(text: string): Entry[] | undefined {
  if (!/[:=\t]|#\s*\d/.test(text) && !HEADER.test(text)) return undefined;
  const entries = entriesOf(text);
  const known = entries.filter((e) => e.kind);
  if (known.length < 2 || !known.some((e) => RECORD_ONLY.has(e.kind!))) return undefined;
  // Mostly prose with two labels inside it is a note, not a record.
  if (known.length * 2 < entries.length) return undefined;
  return entries;
}

/** A value that says nothing: "-", "n/a", "none". */
const EMPTY = /^(?:[-–—_/?.]*|n\/?a|none|nil|tbc|tbd|null)$/i;

const asSentence = (value: string) => value.replace(/\s*[;,]\s*$/, '');

const TITLE_FIELDS = ['role', 'currentRole', 'newRole', 'team', 'company'] as const;

/** The note field a record's deeds go to when it was typed in a title field. */
const DEEDS_FIELD: Record<GenerationRequest['messageType'], NoteField> = {
  welcome: 'expertise',
  promotion: 'promotionDetails',
  achievements: 'achievementDetails',
};

/** The documents a record is copied from: the label's last word, and what names no decider. */
const DOCUMENTS = String.raw`minutes|letter|memo|e-?mails?|records?|notes?|file|system|resolution|decision|approval|announcement|report|message|paperwork|form|sheet|spreadsheet|tracker|portal|circular|notice|bulletin`;

/**
 * Where the text after it was copied from, typed before it as a label: "Pasted from the
 * partners' minutes:", "From the board minutes:", "copied from HR:", "as per the approval
 * letter:" (ADR 188). The label is the typist's note to the writer, never a fact: posted, it
 * read "She pasted from the partners' minutes: …" (the person promoted pasted nothing) or a
 * bullet "Pasted from the partners' minutes". Only with a colon after it and a word that
 * names a document or the office that keeps one, so "From day one: …" is no label.
 */
const SOURCE_LABEL = new RegExp(
  String.raw`(^|(?<=[.!?]\s+))[ \t]*(?:[-•*·][ \t]*)?(?:(?:copy[- ]?)?(?:pasted|copied|taken|lifted|quoted|cut and pasted|c&p'?d)(?:[ \t]+(?:straight|directly|verbatim|word for word))?[ \t]+from|from|per|as per|according to|source[ \t]*[-–—]?|via)[ \t]+((?:(?:the|our|my|an?)[ \t]+)?(?:[\p{L}\p{N}&'’.-]+[ \t]+){0,4}?(?:${DOCUMENTS}|hris|workday|hr|people(?:[ \t]+(?:team|ops))?|payroll))[ \t]*:[ \t]*(?:\n[ \t]*)?(?=\S)`,
  'gimu',
);

/** Bodies that decide: "the board minutes" were the board's decision. */
const DECIDING_BODY =
  /^(?:board|committee|council|panel|partners|directors|trustees|governors|senate|executive|exco|management|leadership team|hr|people team|selection committee|promotions committee)$/i;

/** The document words a label ends on, so what is left names who decided. */
const DOCUMENT_WORD = new RegExp(String.raw`\s*\b(?:${DOCUMENTS})$`, 'i');

/**
 * Who decided, as the label names them: "the partners' minutes" → "the partners", "the board
 * minutes" → "the board", "HR" → "HR"; undefined for "the approval letter".
 */
function deciderOf(label: string): string | undefined {
  const owner = label
    .trim()
    .replace(/^(?:the|our|my|an?)\s+/i, '')
    .replace(DOCUMENT_WORD, '')
    .trim();
  if (!owner) return undefined;
  const possessive = /^(.+?)(?:['’]s|s['’])$/u.exec(owner);
  const body = possessive ? (/s['’]$/u.test(owner) ? `${possessive[1]}s` : possessive[1]!) : owner;
  const last = body.split(/\s+/).at(-1) ?? '';
  if (!possessive && !DECIDING_BODY.test(body) && !DECIDING_BODY.test(last)) return undefined;
  if (/^(?:hr|people team)$/i.test(body)) return body.length <= 3 ? body.toUpperCase() : body;
  return `the ${/^\p{Lu}{2,}/u.test(body) ? body : body.toLowerCase()}`;
}

/** A date as such records type it: "1 January 2027", "Jan 4, 2027", "2027-01-04", "1/3/2027". */
const RECORD_DATE =
  /(?:\d{1,2}(?:st|nd|rd|th)?\s+\p{Lu}\p{Ll}+\.?(?:\s+\d{4})?|\p{Lu}\p{Ll}+\.?\s+\d{1,2}(?:st|nd|rd|th)?,?(?:\s+\d{4})?|\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}|immediately)/u;

const EFFECTIVE_IN_DECISION = new RegExp(
  `\\b(?:effective(?:\\s+(?:from|on|as of))?|with effect from|w\\.?e\\.?f\\.?|as of)\\s+(${RECORD_DATE.source})`,
  'iu',
);

/**
 * A decision as minutes record it: "Promotion of F. Khoury to Audit Manager effective 1 January
 * 2027 approved unanimously." Told in the writer's words, with who decided and when it takes
 * effect: "The partners approved the promotion unanimously, effective 1 January 2027." The
 * name in the record's own form ("F. Khoury") and the title, told already, are not repeated.
 * Undefined when the words are not one such decision.
 */
function decisionSaid(quote: string, decider: string | undefined): string | undefined {
  const text = quote.trim().replace(/[.!]+$/, '');
  const noun =
    /^(?:the\s+)?(promotion|appointment|nomination|award|transfer|regrading|confirmation)\b/i.exec(
      text,
    )?.[1];
  // One decision: no second sentence or clause of its own after it.
  if (!noun || /[;:!?]|\.\s+\p{Ll}/u.test(text)) return undefined;
  const effective = EFFECTIVE_IN_DECISION.exec(text)?.[1];
  const decision =
    /\b(?:(?:was|is|has been|were)\s+)?(?:(unanimously)\s+)?(approved|agreed|confirmed|ratified|endorsed|passed|carried)(?:\s+(unanimously|by\s+(?:the\s+)?[\p{L}'’ ]{2,40}?))?(?=\s*(?:,|$|\s(?:effective|with effect|w\.?e\.?f|as of)\b))/iu.exec(
      text,
    );
  // "promotion to Ward Sister effective 2 January 2027": no decision told, only when it takes
  // effect, read as a record's date is (promotion-details.ts).
  if (!decision) return effective ? `Effective ${effective}.` : undefined;
  const typedVerb = decision[2]!.toLowerCase();
  const verb = /^(?:passed|carried)$/.test(typedVerb) ? 'approved' : typedVerb;
  const tail = decision[3];
  const unanimously = decision[1] || /^unanimously$/i.test(tail ?? '') ? ' unanimously' : '';
  const by = tail && /^by\s/i.test(tail) ? tail.replace(/^by\s+/i, '').trim() : undefined;
  const who = by ?? decider;
  const when = effective
    ? /^immediately$/i.test(effective)
      ? ', effective immediately'
      : `, effective ${effective}`
    : '';
  const said = who
    ? `${who} ${verb} the ${noun.toLowerCase()}${unanimously}${when}.`
    : `The ${noun.toLowerCase()} was ${verb}${unanimously}${when}.`;
  return said.charAt(0).toUpperCase() + said.slice(1);
}

/** A quotation typed whole after a label: "…", “…”, '…', «…», ‘…’, and its full stop. */
const WHOLE_QUOTE = /^(["“«‘'])([^"“”«»‘’\n]+?)["”»’'][.!]?/u;

/**
 * A note with every source label read (ADR 188): the label goes; a decision quoted (or typed on
 * the rest of its line) after it is told in the writer's words; anything else after it stays as
 * typed, quote marks and all.
 */
function withSourcesRead(note: string): string {
  let out = '';
  let at = 0;
  for (const label of note.matchAll(SOURCE_LABEL)) {
    const end = label.index + label[0].length;
    if (label.index < at) continue;
    const rest = note.slice(end);
    const quoted = WHOLE_QUOTE.exec(rest);
    // Unquoted, the record is its sentence: to a full stop not after an initial ("K. Owusu").
    const typed = quoted ?? /^[^\n]*?(?:(?<!\b\p{Lu})[.!?](?=\s|$)|$)/mu.exec(rest)!;
    const said = decisionSaid(quoted ? quoted[2]! : typed[0], deciderOf(label[2]!));
    out += note.slice(at, label.index) + label[1]!;
    at = said ? end + typed[0].length : end;
    if (said) out += said;
  }
  return out + note.slice(at);
}

/**
 * The request with every field typed as a record read: private fields left out, the others
 * told as what they are. A request without a record is returned as it came.
 */
export function withRecordsRead(typed: GenerationRequest): GenerationRequest {
  const input = withSourceLabelsRead(typed);
  const fields = [...NOTE_FIELDS, ...TITLE_FIELDS];
  const records = fields.flatMap((field) => {
    const value = input[field];
    const entries = typeof value === 'string' ? recordOf(value) : undefined;
    return entries ? [{ field, entries }] : [];
  });
  if (!records.length) return input;
  const out: GenerationRequest = { ...input };
  const fill = (key: keyof GenerationRequest, value: string) => {
    const typed = input[key];
    const inRecord = records.some((r) => r.field === key);
    if ((typeof typed !== 'string' || !typed.trim() || inRecord) && !EMPTY.test(value))
      (out as Record<string, unknown>)[key] = value;
  };
  const promotion = input.messageType === 'promotion';
  const roleKey = promotion ? 'newRole' : 'role';
  // Title fields first, so a record in a note fills only what no field gave.
  for (const { field } of records)
    if ((TITLE_FIELDS as readonly string[]).includes(field)) out[field] = '';
  for (const { field, entries } of records) {
    const kept: string[] = [];
    for (const { kind, value, line } of entries) {
      if (kind === undefined) {
        kept.push(line);
        continue;
      }
      if (EMPTY.test(value)) continue;
      if (kind === 'preferred') fill('preferredName', value);
      else if (kind === 'position') fill(field === 'currentRole' ? 'currentRole' : roleKey, value);
      else if (kind === 'previous' && promotion) fill('currentRole', value);
      else if (kind === 'team') fill('team', value);
      else if (kind === 'company') fill('company', value);
      else if (kind === 'effective') {
        // A promotion says when it takes effect in its details ("effective 1 March", ADR 070);
        // a welcome's start is the start date.
        if (promotion) kept.push(`effective ${value}`);
        else if (input.messageType === 'welcome') fill('startDate', value);
      } else if (kind === 'comment') {
        const goesBy = GOES_BY.exec(value);
        if (goesBy) fill('preferredName', goesBy[1]!);
        else if (!ADMIN_COMMENT.test(value) && !isLogistics(value)) kept.push(asSentence(value));
      } else if (kind === 'deeds' && !NO_DEED.test(value)) kept.push(asSentence(value));
    }
    const note = (NOTE_FIELDS as readonly string[]).includes(field)
      ? (field as NoteField)
      : DEEDS_FIELD[input.messageType];
    const told = kept.join('\n');
    if (note === field) out[note] = told;
    else if (told) out[note] = [out[note]?.trim(), told].filter(Boolean).join('\n');
  }
  // A title field whose record named no title keeps what was typed: a required field is never
  // emptied.
  for (const key of TITLE_FIELDS) if (out[key] === '') out[key] = input[key];
  return out;
}

/** Every note field with its source labels read (ADR 188); the request as it came without one. */
function withSourceLabelsRead(input: GenerationRequest): GenerationRequest {
  let out: GenerationRequest | undefined;
  for (const field of NOTE_FIELDS) {
    const value = input[field];
    if (typeof value !== 'string') continue;
    const read = withSourcesRead(value);
    if (read !== value) (out ??= { ...input })[field] = read;
  }
  return out ?? input;
}
