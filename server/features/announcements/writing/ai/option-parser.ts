/**
 * Reads announcement options out of a model's answer while it streams (ADR 014). Models
 * answer in many shapes whatever the prompt asks: a JSON object under any key (`options`,
 * `messages`, `variations`…), JSON inside a ```json fence, a bare array of strings or of
 * objects with a `text`/`message`/`content` field, a numbered or "Option 1:" list, with or
 * without a friendly sentence before and after. Each option is handed out as soon as its
 * end is certain, so the first can be shown while the model writes the rest.
 *
 * An element that cannot be read as text comes out as '' (the checks refuse it as empty), so
 * the n-th option handed out is always the model's n-th.
 */
export interface OptionParser {
  /** Feeds the next piece of the answer; returns the options it completed. */
  push(text: string): string[];
  /** The answer is complete: returns the options still held. */
  end(): string[];
}

/** Arrays under these keys are never the options, whatever their place in the object. */
const NOT_OPTIONS_KEY = /^(?:tags|keywords|hashtags|emoji|emojis|notes|warnings|facts|sources)$/i;
/** `{"option_1": "…", "option_2": "…"}` */
const NUMBERED_KEY =
  /^(?:(?:option|message|announcement|variation|version|draft|post)[\s_-]*)?\d{1,2}$/i;
/** Fields of an element object that hold its text, most likely first. */
const TEXT_FIELDS = ['text', 'message', 'content', 'announcement', 'body', 'option', 'value'];

export function createOptionParser(options: { expected: number }): OptionParser {
  let buffer = '';
  let mode: 'undecided' | 'json' | 'list' = 'undecided';
  /** Where the undecided scan goes on: the start of the first line not yet classified. */
  let lineStart = 0;
  let json: JsonScanner | null = null;
  let list: ListScanner | null = null;
  /** Options handed out that hold text ('' marks an unreadable element). */
  let usable = 0;

  function decide(): void {
    for (;;) {
      const newline = buffer.indexOf('\n', lineStart);
      const complete = newline !== -1;
      const line = buffer.slice(lineStart, complete ? newline : undefined);
      const trimmed = line.trim();
      if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
        mode = 'json';
        json = new JsonScanner(lineStart + line.indexOf(trimmed[0]!));
        return;
      }
      if (!complete) return;
      const marker = matchMarker(line);
      if (marker && marker.number === 1) {
        mode = 'list';
        list = new ListScanner(lineStart, marker.style);
        return;
      }
      // A fence, a blank line or a sentence before the options ("Sure! Here are…").
      lineStart = newline + 1;
    }
  }

  function take(found: string[]): string[] {
    usable += found.filter(Boolean).length;
    return found;
  }

  return {
    push(text) {
      buffer += text;
      if (mode === 'undecided') decide();
      if (mode === 'json') return take(json!.scan(buffer));
      if (mode === 'list') return take(list!.scan(buffer, false));
      return [];
    },
    end() {
      if (mode === 'undecided') {
        buffer += '\n';
        decide();
      }
      let found: string[] = [];
      if (mode === 'json') found = json!.scan(buffer);
      else if (mode === 'list') found = list!.scan(buffer, true);
      if (usable + found.filter(Boolean).length > 0) return take(found);
      // Nothing readable where the answer seemed to start: try the whole text other ways.
      return take([...found, ...parseWhole(buffer, options.expected)]);
    },
  };
}

/** Options from a complete answer (used when streaming found none, and by tests). */
export function parseOptions(text: string, expected: number): string[] {
  const parser = createOptionParser({ expected });
  return [...parser.push(text), ...parser.end()];
}

function parseWhole(text: string, expected: number): string[] {
  // JSON that does not start a line ("Here you go: [ … ]").
  for (let at = text.search(/[[{]/); at !== -1; at = nextBracket(text, at + 1)) {
    const found = new JsonScanner(at).scan(text);
    if (found.some(Boolean)) return found;
  }
  const body = stripChatter(text);
  // Options between rules (---) or, when the count is right, one per paragraph.
  const ruled = body.split(/\n[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*\n/).map(cleanOption);
  if (ruled.filter(Boolean).length > 1) return ruled.filter(Boolean);
  const paragraphs = body
    .split(/\n[ \t]*\n/)
    .map(cleanOption)
    .filter(Boolean);
  if (expected > 1 && paragraphs.length === expected) return paragraphs;
  // Asked for one option, a model often answers with just the text.
  if (expected === 1 && body.trim()) return [cleanOption(body)];
  return [];
}

function nextBracket(text: string, from: number): number {
  const rest = text.slice(from).search(/[[{]/);
  return rest === -1 ? -1 : from + rest;
}

// ---------------------------------------------------------------------------------------
// JSON

interface Frame {
  kind: 'object' | 'array';
  /** The key this container is the value of (objects' members only). */
  key: string | null;
  /** An array whose elements are the options. */
  candidate: boolean;
  /** Objects: the key whose value comes next; null while a key is expected. */
  pendingKey: string | null;
  /** Candidate arrays: options read so far. */
  found: number;
}

/**
 * A forgiving incremental JSON scanner: it follows strings and nesting only, and hands each
 * complete element of the options array to JSON.parse (after repairing what models get wrong:
 * raw line breaks inside strings, trailing commas).
 */
class JsonScanner {
  private pos: number;
  private stack: Frame[] = [];
  private inString = false;
  private escaped = false;
  private stringStart = 0;
  /** Start of the element being read in the candidate array (-1: between elements). */
  private elementStart = -1;
  /** Depth of the candidate array in the stack, while one is open. */
  private candidateDepth = -1;
  private finished = false;

  constructor(private readonly start: number) {
    this.pos = start;
  }

  scan(buffer: string): string[] {
    const found: string[] = [];
    while (!this.finished && this.pos < buffer.length) {
      const ch = buffer[this.pos]!;
      const at = this.pos++;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (ch === '\\') this.escaped = true;
        else if (ch === '"') this.closeString(buffer, at, found);
        continue;
      }
      const inCandidate = this.candidateDepth !== -1 && this.stack.length === this.candidateDepth;
      if (inCandidate && this.elementStart === -1 && !/[\s,\]]/.test(ch)) this.elementStart = at;
      switch (ch) {
        case '"':
          this.inString = true;
          this.stringStart = at;
          break;
        case '{':
        case '[':
          this.open(ch === '{' ? 'object' : 'array');
          break;
        case '}':
        case ']':
          this.close(buffer, at, found);
          break;
        case ',':
          if (inCandidate) this.endElement(buffer, at, found);
          else this.afterValue();
          break;
        case ':':
          break;
        default:
          // A number, true, false or null: its end is the next , ] or }.
          break;
      }
      if (this.stack.length === 0 && at > this.start) this.finished = true;
    }
    return found;
  }

  private open(kind: Frame['kind']): void {
    const parent = this.stack.at(-1);
    const key = parent?.kind === 'object' ? parent.pendingKey : null;
    // The options array: the whole answer, or an array under an object's key (not inside
    // another array, where it would be a field of one option), while no options are found.
    const candidate =
      kind === 'array' &&
      this.candidateDepth === -1 &&
      this.stack.length <= 2 &&
      this.stack.every((f) => f.kind === 'object') &&
      !(key !== null && NOT_OPTIONS_KEY.test(key));
    this.stack.push({ kind, key, candidate, pendingKey: null, found: 0 });
    if (candidate) {
      this.candidateDepth = this.stack.length;
      this.elementStart = -1;
    }
  }

  private close(buffer: string, at: number, found: string[]): void {
    const frame = this.stack.at(-1);
    if (!frame) return;
    if (frame.candidate) {
      if (this.elementStart !== -1) this.endElement(buffer, at, found);
      this.candidateDepth = -1;
      // An options array found: the rest of the answer is not needed.
      if (frame.found > 0) this.finished = true;
    }
    this.stack.pop();
    this.afterValue();
    // The element that just closed was an object or array inside the candidate array.
  }

  private afterValue(): void {
    const parent = this.stack.at(-1);
    if (parent?.kind === 'object') parent.pendingKey = null;
  }

  private closeString(buffer: string, at: number, found: string[]): void {
    this.inString = false;
    const parent = this.stack.at(-1);
    if (parent?.kind !== 'object') return;
    const value = parseJsonLoose(buffer.slice(this.stringStart, at + 1));
    if (typeof value !== 'string') return;
    if (parent.pendingKey === null) {
      parent.pendingKey = value;
      return;
    }
    // `{"option_1": "…"}` at the top level: options under numbered keys.
    if (this.stack.length === 1 && NUMBERED_KEY.test(parent.pendingKey))
      found.push(cleanOption(value));
  }

  private endElement(buffer: string, at: number, found: string[]): void {
    if (this.elementStart === -1) return;
    const raw = buffer.slice(this.elementStart, at).trim();
    this.elementStart = -1;
    if (raw === '') return;
    const text = optionText(parseJsonLoose(raw));
    found.push(text);
    const frame = this.stack[this.candidateDepth - 1];
    if (frame && text) frame.found++;
  }
}

function optionText(value: unknown): string {
  if (typeof value === 'string') return cleanOption(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '';
  const entries = Object.entries(value as Record<string, unknown>);
  for (const field of TEXT_FIELDS) {
    const entry = entries.find(([k, v]) => k.toLowerCase() === field && typeof v === 'string');
    if (entry) return cleanOption(entry[1] as string);
  }
  // Otherwise the longest text in the object ({"short_chat_post": "…"}).
  const texts = entries.map(([, v]) => v).filter((v): v is string => typeof v === 'string');
  const longest = texts.sort((a, b) => b.length - a.length)[0];
  return longest && /\s/.test(longest.trim()) ? cleanOption(longest) : '';
}

/** JSON.parse, then again after repairing raw control characters and trailing commas. */
function parseJsonLoose(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    try {
      return JSON.parse(repairJson(raw));
    } catch {
      return undefined;
    }
  }
}

function repairJson(raw: string): string {
  let out = '';
  let inString = false;
  let escaped = false;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      else if (ch === '\n') {
        out += '\\n';
        continue;
      } else if (ch === '\r') continue;
      else if (ch === '\t') {
        out += '\\t';
        continue;
      }
      out += ch;
      continue;
    }
    if (ch === '"') inString = true;
    if (ch === ',' && /^\s*[}\]]/.test(raw.slice(i + 1))) continue;
    out += ch;
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Plain-text lists

type MarkerStyle = 'word' | 'number';

interface Marker {
  style: MarkerStyle;
  number: number;
  /** What follows the marker on its line. */
  rest: string;
}

const WORD_MARKER =
  /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?\s*(?:option|variation|version|message|draft|announcement)\s*#?\s*(\d{1,2})\b\s*(?:\*\*|__)?(.*)$/i;
const NUMBER_MARKER = /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?\s*\(?(\d{1,2})[.):](?:\*\*|__)?(?:\s+(.*))?$/;

function matchMarker(line: string): Marker | null {
  const word = WORD_MARKER.exec(line);
  if (word) return { style: 'word', number: Number(word[1]), rest: afterMarker(word[2]) };
  const number = NUMBER_MARKER.exec(line);
  if (number) return { style: 'number', number: Number(number[1]), rest: afterMarker(number[2]) };
  return null;
}

/** "Option 1: Welcome…", "Option 1 – Welcome…": the text after the separator. */
function afterMarker(rest: string | undefined): string {
  return (rest ?? '').replace(/^\s*[-–—:.)]\s*/, '');
}

/**
 * Options of a list: each starts at a marker of the first marker's style numbered one more
 * than the last ("Option 2" after "Option 1"), so a numbered list inside an option does not
 * split it. An option is complete when the next marker's line is.
 */
class ListScanner {
  private lineStart: number;
  private expected = 1;
  /** The current option's lines. */
  private lines: string[] = [];

  constructor(
    start: number,
    private readonly style: MarkerStyle,
  ) {
    this.lineStart = start;
  }

  scan(buffer: string, atEnd: boolean): string[] {
    const found: string[] = [];
    for (;;) {
      const newline = buffer.indexOf('\n', this.lineStart);
      if (newline === -1 && !atEnd) break;
      const line = buffer.slice(this.lineStart, newline === -1 ? undefined : newline);
      this.lineStart = newline === -1 ? buffer.length : newline + 1;
      const marker = matchMarker(line);
      if (marker && marker.style === this.style && marker.number === this.expected) {
        if (this.expected > 1) found.push(this.flush(false));
        this.expected++;
        this.lines = [marker.rest];
      } else {
        this.lines.push(line);
      }
      if (newline === -1) break;
    }
    if (atEnd && this.expected > 1) found.push(this.flush(true));
    return found;
  }

  private flush(last: boolean): string {
    const [first = '', ...more] = this.lines;
    const heading = labelOnly(first, more);
    const body = [...(heading ? [] : [first]), ...more].join('\n');
    return cleanOption(last ? stripOutro(body) : body);
  }
}

/** Words a model uses to name an option's shape in a heading ("Short chat post:"). */
const LABEL_WORDS =
  /\b(?:option|version|variation|post|message|short|shorter|long|longer|full|fuller|medium|chat|casual|formal|warm|warmer|question|reply|replies|invites?|inviting|engaging|concise|brief|detailed|playful|professional|announcement|slack|e-?mail|teams|channel)\b/i;

/**
 * The rest of a marker's line is a label ("(short chat post)", "– Warm & fuller:") rather
 * than the option's first sentence when text follows on later lines and it reads as one.
 */
function labelOnly(rest: string, following: string[]): boolean {
  const raw = rest.trim();
  if (raw === '') return true;
  if (!following.some((line) => line.trim())) return false;
  if (/^(?:\*\*|__)[^*_]+(?:\*\*|__):?$/.test(raw)) return true;
  const text = raw.replace(/[*_:\s]+$/, '');
  if (/^[([][^)\]]*[)\]]$/.test(text)) return true;
  return text.split(/\s+/).length <= 6 && LABEL_WORDS.test(text) && !/[.!?]["”')]?$/.test(text);
}

// ---------------------------------------------------------------------------------------
// Cleaning

/** A paragraph of chat around the options, not part of any ("Let me know if…"). */
const CHATTER =
  /^(?:let me know|feel free|i hope|hope (?:this|these)|happy to|would you like|want me to|if you(?:'d| would) like|these options|each option|all (?:three|3) options|note:|here (?:are|is)\b|here's\b|sure[,!.]|certainly[,!.]|of course[,!.]|absolutely[,!.])/i;
/** A lead-in line before a lone option ("Here's a version:"). */
const LEAD_IN = /^(?:here|sure|certainly|of course|okay|ok|absolutely|below)\b.*:\s*$/i;

/** Drops chat after the last paragraph of an answer. */
function stripOutro(text: string): string {
  const paragraphs = text.split(/\n[ \t]*\n/);
  while (paragraphs.length > 1 && CHATTER.test(paragraphs.at(-1)!.trim())) paragraphs.pop();
  return paragraphs.join('\n\n');
}

/** Drops chat before and after the options of a whole answer. */
function stripChatter(text: string): string {
  const paragraphs = stripOutro(text).split(/\n[ \t]*\n/);
  while (paragraphs.length > 1 && CHATTER.test(paragraphs[0]!.trim())) paragraphs.shift();
  const lines = paragraphs.join('\n\n').split('\n');
  if (lines.length > 1 && LEAD_IN.test(lines[0]!)) lines.shift();
  return lines.join('\n');
}

const QUOTES: Record<string, string> = { '"': '"', '“': '”', '«': '»' };

/** One option's text as it will be shown: no fences, rules, markdown emphasis or wrapping quotes. */
function cleanOption(text: string): string {
  let out = text
    .replace(/```[a-z]*\n?/gi, '')
    .split('\n')
    .filter((line) => !/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(line))
    .join('\n')
    .replace(/\*\*(.+?)\*\*/gs, '$1')
    .replace(/__(.+?)__/gs, '$1')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const close = QUOTES[out[0] ?? ''];
  if (close && out.length > 1 && out.endsWith(close)) {
    const inner = out.slice(1, -1);
    if (!inner.includes(out[0]!) && !inner.includes(close)) out = inner.trim();
  }
  return out;
}
