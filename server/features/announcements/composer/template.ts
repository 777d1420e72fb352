import { type FactKind } from './fact-kind.ts';
import {
  midSentence,
  onTeam,
  sentenceStart,
  withArticle,
  withEventArticle,
  type PersonName,
} from './fact-text.ts';

/**
 * Phrase templates: literal text with {tokens} for names and facts, and [optional groups]
 * that appear only when every token inside them can be filled. A template as a whole fails
 * (renders null) when a token outside a group cannot be filled, so a bank can hold variants
 * for every combination of facts and the composer keeps the ones that fit the input.
 *
 * Each fact is used once per message, and so is {full}: the full name is said once and the
 * short name ({first}) afterwards.
 *
 * Tokens: {full} {full's} {first} {first's}; {role} {role:a} {currentRole} {newRole}
 * {newRole:a} {team} {company} {startDate} {startDate:day}; and for free-text facts
 * {key:np} {key:topic} {key:identity} {key:qty} {key:pred} {key:clause} {key:say}
 * (see resolveFact for what each form accepts).
 */

export type FactKey =
  | 'role'
  | 'team'
  | 'startDate'
  | 'company'
  | 'expertise'
  | 'hobbies'
  | 'funFact'
  | 'currentRole'
  | 'newRole'
  | 'promotionDetails'
  | 'achievementDescription'
  | 'achievementDetails';

export interface Fact {
  /** The fact as it reads mid-sentence (tidied, possibly abridged). */
  text: string;
  kind: FactKind;
}

export interface Subject {
  name: PersonName;
  facts: Partial<Record<FactKey, Fact>>;
}

type Segment =
  | { type: 'text'; value: string }
  | { type: 'token'; key: string; form: string }
  | { type: 'group'; parts: Segment[] };

const parsed = new Map<string, Segment[]>();

function parseParts(source: string): Segment[] {
  const parts: Segment[] = [];
  const pattern = /\{([\w']+)(?::(\w+))?\}/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) parts.push({ type: 'text', value: source.slice(last, match.index) });
    parts.push({ type: 'token', key: match[1] ?? '', form: match[2] ?? 'plain' });
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({ type: 'text', value: source.slice(last) });
  return parts;
}

export function parseTemplate(template: string): Segment[] {
  const cached = parsed.get(template);
  if (cached) return cached;
  const segments: Segment[] = [];
  const pattern = /\[([^\]]*)\]/g;
  let last = 0;
  for (const match of template.matchAll(pattern)) {
    if (match.index > last) segments.push(...parseParts(template.slice(last, match.index)));
    segments.push({ type: 'group', parts: parseParts(match[1] ?? '') });
    last = match.index + match[0].length;
  }
  if (last < template.length) segments.push(...parseParts(template.slice(last)));
  parsed.set(template, segments);
  return segments;
}

function possessive(name: string): string {
  return `${name}'s`;
}

const KINDED = new Set<string>([
  'expertise',
  'hobbies',
  'funFact',
  'promotionDetails',
  'achievementDescription',
  'achievementDetails',
]);

/** Be-verbs that, opening an achievement's details, describe the work rather than the person. */
const ABOUT_THE_WORK = /^(?:is|was|are|were)\b/i;

function resolveFact(key: string, form: string, fact: Fact, subject: Subject): string | null {
  if (!KINDED.has(key)) {
    if (form === 'plain') return fact.text;
    if (form === 'a' && (key === 'role' || key === 'newRole' || key === 'currentRole'))
      return withArticle(fact.text);
    if (form === 'on' && key === 'team') return onTeam(fact.text);
    if (form === 'day' && key === 'startDate')
      return fact.text.startsWith('on ') ? fact.text.slice(3) : null;
    return null;
  }
  const { kind, text } = fact;
  const nounish = kind === 'phrase' || kind === 'identity' || kind === 'quantity';
  const clause = () => {
    if (kind === 'sentence') return text;
    if (kind !== 'predicate') return null;
    const subject_ =
      key === 'achievementDetails' && ABOUT_THE_WORK.test(text) ? 'It' : subject.name.short;
    return `${subject_} ${midSentence(text)}`;
  };
  const identity = () =>
    /^(?:former|ex-)/i.test(text) ? withArticle(midSentence(text)) : midSentence(text);
  switch (form) {
    case 'plain':
      return text;
    case 'np':
      return nounish ? withEventArticle(text) : null;
    case 'topic':
      return kind === 'phrase' ? text : null;
    case 'identity':
      return kind === 'identity' ? identity() : null;
    case 'qty':
      return kind === 'quantity' ? text : null;
    case 'pred':
      return kind === 'predicate' ? text : null;
    case 'clause':
      return clause();
    case 'say':
      if (kind === 'identity') return `${subject.name.short} is ${identity()}`;
      return clause() ?? text;
    default:
      return null;
  }
}

interface Resolved {
  value: string;
  /** Set when the value is a name or fact that may be used only once per message. */
  consumes?: string;
  /** Names and titles keep the user's casing exactly; free-text facts get sentence casing. */
  verbatim: boolean;
  /** The person's name: never re-cased, not even to open a sentence (issue 13). */
  name?: boolean;
}

function resolveToken(key: string, form: string, subject: Subject): Resolved | null {
  switch (key) {
    case 'full':
      return { value: subject.name.full, consumes: 'full', verbatim: true, name: true };
    case "full's":
      return {
        value: possessive(subject.name.full),
        consumes: 'full',
        verbatim: true,
        name: true,
      };
    case 'first':
      return { value: subject.name.short, verbatim: true, name: true };
    case "first's":
      return { value: possessive(subject.name.short), verbatim: true, name: true };
  }
  const fact = subject.facts[key as FactKey];
  if (!fact) return null;
  const value = resolveFact(key, form, fact, subject);
  if (value === null) return null;
  return { value, consumes: key, verbatim: !KINDED.has(key) };
}

export interface Rendered {
  text: string;
  /** Names and facts this rendering used (see Subject). */
  consumed: string[];
}

/** A full stop that ends "Initech Ltd." or "Dr." does not end the sentence. */
const ABBREVIATION_END =
  /(?:^|\s)(?:Inc|Ltd|Co|Corp|Jr|Sr|Dr|Mr|Mrs|Ms|Mx|Prof|St|e\.g|i\.e|etc|vs)\.$/i;

function atSentenceStart(prefix: string): boolean {
  const trimmed = prefix.trimEnd();
  if (trimmed === '') return true;
  return (
    /[.!?]$/.test(trimmed) && trimmed.length < prefix.length && !ABBREVIATION_END.test(trimmed)
  );
}

function renderParts(
  parts: Segment[],
  prefix: string,
  subject: Subject,
  used: ReadonlySet<string>,
  consumed: string[],
): string | null {
  let out = '';
  for (const part of parts) {
    if (part.type === 'text') {
      out += part.value;
      continue;
    }
    if (part.type === 'group') {
      // A group commits what it used only when it renders as a whole.
      const trial = [...consumed];
      const inner = renderParts(part.parts, prefix + out, subject, used, trial);
      if (inner === null) continue;
      out += inner;
      consumed.splice(0, consumed.length, ...trial);
      continue;
    }
    const resolved = resolveToken(part.key, part.form, subject);
    if (!resolved) return null;
    if (resolved.consumes && (used.has(resolved.consumes) || consumed.includes(resolved.consumes)))
      return null;
    if (resolved.consumes) consumed.push(resolved.consumes);
    const start = atSentenceStart(prefix + out);
    out += resolved.name
      ? resolved.value
      : start
        ? sentenceStart(resolved.value)
        : resolved.verbatim
          ? resolved.value
          : midSentence(resolved.value);
  }
  return out;
}

/** Renders a template, or null when it needs a name or fact that is missing or already used. */
export function renderTemplate(
  template: string,
  subject: Subject,
  used: ReadonlySet<string>,
): Rendered | null {
  const consumed: string[] = [];
  const text = renderParts(parseTemplate(template), '', subject, used, consumed);
  return text === null ? null : { text, consumed };
}
