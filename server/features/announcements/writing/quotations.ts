/**
 * Quotations typed in notes (ADR 154): a guest's review, a colleague's words, a motto. A
 * quotation is one unit: the writer never ends a sentence inside it, never brackets a piece
 * of it and keeps its closing mark once. The marks of several languages are read: "…", “…”,
 * „…“, «…», »…«, ‹…›, 「…」, 『…』, ‘…’ and '…' (a straight single mark only where it opens after
 * a space and closes before one, so "He's" and "the guides' rota" are no quotes).
 */

/** A quotation as typed: the index of its opening mark and of its closing mark. */
export interface QuotationSpan {
  open: number;
  close: number;
}

/** Opening marks and the marks that may close each. */
const CLOSERS: Record<string, string> = {
  '"': '"',
  '“': '”',
  '„': '“”',
  '«': '»',
  '»': '«',
  '‹': '›',
  '「': '」',
  '『': '』',
  '‘': '’',
  "'": "'",
  '‚': '‘’',
};

/** Marks that close a quotation, for a reader looking at what ends a sentence. */
export const CLOSING_QUOTES = `"”“»«›」』’'‘`;

/** A single mark at a word's edge opens or closes a quote; inside a word it is an apostrophe. */
function singleMarkCanOpen(text: string, at: number): boolean {
  return (at === 0 || /[\s([{—–-]/u.test(text[at - 1]!)) && /\S/u.test(text[at + 1] ?? '');
}

function singleMarkCanClose(text: string, at: number): boolean {
  return /\S/u.test(text[at - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(text[at + 1] ?? ' ');
}

/**
 * The quotations of a text, outermost only, each closed: a mark with no closing partner
 * opens nothing (a stray inch mark, a lone apostrophe), so the text is read as if unquoted.
 */
export function quotationSpans(text: string): QuotationSpan[] {
  const spans: QuotationSpan[] = [];
  for (let i = 0; i < text.length; i++) {
    const mark = text[i]!;
    const closers = CLOSERS[mark];
    if (!closers) continue;
    const single = mark === "'" || mark === '‘';
    if (single && !singleMarkCanOpen(text, i)) continue;
    // A straight double mark opens only where a word starts after it.
    if (mark === '"' && !/\S/u.test(text[i + 1] ?? '')) continue;
    let close = -1;
    for (let j = i + 1; j < text.length; j++) {
      if (!closers.includes(text[j]!)) continue;
      if (single && !singleMarkCanClose(text, j)) continue;
      close = j;
      break;
    }
    if (close < 0) continue;
    spans.push({ open: i, close });
    i = close;
  }
  return spans;
}

/** Whether the character at `at` lies inside a quotation, between its marks. */
export function insideQuotation(spans: readonly QuotationSpan[], at: number): boolean {
  return spans.some((s) => at > s.open && at < s.close);
}

/**
 * An edit of a text's own words that leaves its quotations as typed: a quotation's words,
 * capitals and marks are the speaker's ("BEST!! team we ever hired" is never "best! team…",
 * ADR 158). The edit is given each stretch between quotations in turn.
 */
export function outsideQuotations(text: string, edit: (piece: string) => string): string {
  const spans = quotationSpans(text);
  if (!spans.length) return edit(text);
  let out = '';
  let from = 0;
  for (const { open, close } of spans) {
    out += edit(text.slice(from, open + 1)) + text.slice(open + 1, close);
    from = close;
  }
  return out + edit(text.slice(from));
}

/** Sites people leave reviews on: a quotation said to be "on" one is a review's words. */
const REVIEW_SITES = String.raw`(?:TripAdvisor|Tripadvisor|Google|Yelp|Trustpilot|Booking\.com|Airbnb|Glassdoor|Expedia|Viator|GetYourGuide)`;

const REVIEW_AS_SUBJECT = new RegExp(
  String.raw`(^|[.!?]\s+|\n\s*|\s+[-–—]\s+)(["“«„][^"“”«»„\n]+["”»“])\s+(?:on|in)\s+(${REVIEW_SITES})\s+(\p{Ll}+(?:ed|said|wrote|called|named))\b([^.!?\n]*)`,
  'gu',
);

/**
 * A review's words standing as a sentence's subject (ADR 169): `guests love her - "best day
 * of our whole Caribbean trip" on TripAdvisor mentioned her by name like 30 times` read as if
 * the quotation had mentioned her. The reviews on the site are the subject, the quotation
 * their words in brackets: `guests love her: TripAdvisor reviews ("best day…") mentioned her
 * by name like 30 times`. Only after a dash or at a sentence's start, before a verb in the
 * past ("said", "named", "mentioned"); `guests wrote "wow" on Yelp` has its own subject.
 * `edit` is given the words after the verb (a hedge said as "about").
 */
export function reviewQuotedAsSubject(text: string, edit: (rest: string) => string): string {
  if (!/\s(?:on|in)\s/.test(text)) return text;
  return text.replace(
    REVIEW_AS_SUBJECT,
    (_m, lead: string, quote: string, site: string, verb: string, rest: string) =>
      `${/[-–—]/.test(lead) ? ': ' : lead}${site} reviews (${quote}) ${verb}${edit(rest)}`,
  );
}

/**
 * A quotation opening the text with its speaker after a dash: `«merci pour tout, équipe au
 * top» — Danone, our biggest client`. The speaker's words and who they are, as typed: no list
 * of the commas inside it or after it ("— Danone and our biggest client", ADR 169).
 */
export function quotedWithSpeaker(text: string): boolean {
  const first = quotationSpans(text)[0];
  if (!first || text.slice(0, first.open).trim()) return false;
  return /^\s*[—–-]\s*\p{L}/u.test(text.slice(first.close + 1));
}
