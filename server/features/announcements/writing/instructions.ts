import { NOTE_FIELDS, type GenerationRequest, type NoteField } from '#domain/generation.ts';
import { nameForms } from '#domain/person-name.ts';
import { MONTH_PATTERN } from '#domain/months.ts';
import { escapeRegExp, upperFirst } from '#domain/text.ts';
import { article } from './articles.ts';
import { ALLOW_ONLY, CRINGE, PART_BREAK, readAsides, spellingAsked } from './asides.ts';
import { withCorrectionsTaken } from './shorthand.ts';

/**
 * What reaches a note field that is not about the person (ADR 045): requests to the writer
 * ("pls mention the night crew", "keep it short, he hates fuss", "(no names pls)") and what
 * comes with a pasted e-mail (a "Subject:" or "FW:" line, "Hi all,", a sign-off and its
 * signature, "Sent from my iPhone", "cc Maria"). Posted as written they read as a mistake;
 * the composer leaves them out, and the eval neither asks for them in an option nor counts
 * them as facts (bench/eval/checks/facts.ts), as with hiring logistics (logistics.ts).
 */

/** A clause that asks the writer for something, rather than telling a fact. */
const INSTRUCTION = new RegExp(
  [
    // "pls mention…", "please include…", "can you make it fun", "don't forget to add…"
    String.raw`^(?:pls|plz|please|kindly|can you|could you|would you|maybe|make sure (?:to|you)|don'?t forget to|remember to)\s+(?:also\s+)?(?:mention|include|add|call out|shout out|name-?check|keep it|make it|make this|make the (?:post|message|announcement)|write|word|phrase|spell|use|avoid|leave out|skip|not (?:mention|name|include)|don'?t (?:mention|name|include)|do not (?:mention|name|include))\b`,
    // "keep it short", "make it fun", "no names", "don't mention the salary", "not too formal"
    String.raw`^(?:keep it|make it) (?:short|brief|light|simple|fun|formal|casual|professional|punchy|low-?key|upbeat|warm|sweet|quick)\b`,
    String.raw`^(?:no names?|no fuss|nothing (?:too )?(?:fancy|cheesy|long|formal))\b`,
    String.raw`^(?:don'?t|do not|no need to|pls don'?t|please don'?t) (?:mention|name|include|make it|make a big deal|mix (?:\w+ )?up|confuse)\b`,
    String.raw`^not too (?:long|formal|cheesy|much|corporate|over the top)\b`,
    // "medyo long ok lang, we'll also print it for the lobby", "length is fine, we'll pin it in
    // #general": where the post goes and how long it may be, said to the writer.
    String.raw`^(?:it'?s |this is |the )?(?:medyo |a bit |bit |quite |rather )?(?:long|length) (?:is )?(?:ok|okay|fine|good)\b`,
    String.raw`^(?:we'?ll|we will|we'?re going to|gonna|will) (?:also )?(?:print|pin|frame|put|post|share|read out|use) (?:it|this|the post|the message)\b`,
  ].join('|'),
  'i',
);

/**
 * "NB he's NOT head of department, that's still Dr. X, pls don't mix up": a warning to the
 * writer, told from its "NB" to the end of its sentence, never posted (ADR 113). What it
 * warns against the writer already avoids by telling only the title typed. Bounded so that
 * an "NB" never reaches a later sentence's "mix up".
 */
const DONT_MIX_UP =
  /(?<![\p{L}\p{N}])(?:nb|n\.b\.?)[:,]?\s[^!?\n]{0,120}?\b(?:mix (?:\p{L}+ )?up|confuse)\b[^.!?\n]*[.!?]?[ \t]*/giu;

/**
 * A writer's request in brackets inside a fact: "…sharing the outcome (no names pls)". Thanks
 * asked for in brackets ("(pls thank Yann too, 31 yrs)") are left to the asides' reader, which
 * tells them (asides.ts).
 */
const BRACKETED_REQUEST =
  /\s*\((?!\s*(?:pls|plz|please)\s+(?:also\s+)?(?:thank|credit)\b)(?=[^()]*\b(?:pls|plz|please|no names?|don'?t mention|keep it)\b)[^()]{1,60}\)/gi;

/** Lines a pasted e-mail brings: headers, greetings alone on a line, "Sent from my…", "cc …". */
const EMAIL_LINE =
  /^(?:(?:subject|fw|fwd|re|to|from|cc|bcc|date|sent)\s*:.*|sent from my\b.*|get outlook for\b.*|(?:m|t|tel|mob|mobile|phone|cell)\s*[:.]\s*\+?\d[\d ().-]{6,}|\p{Lu}\p{L}+ \p{Lu}[\p{L}'’-]+\s\|\s[^\n]{1,60}|(?:cc|bcc)\s+\p{Lu}.*|(?:hi|hello|hey|dear)(?: (?:all|team|everyone|folks|\p{Lu}\p{L}+))?[,:!.]?|(?:team|all|everyone|folks)[,:!]|-{2,}\s*)$/iu;

/** A sign-off: what follows it, a line or two of short words, is the signature. */
const SIGN_OFF =
  /^(?:thanks|thank you|thx|ty|cheers|best|all the best|best regards|kind regards|regards|warmly|warm regards|sincerely|talk soon)[,.!]?$/i;

/**
 * A header typed over a list ("Key things:", "Highlights:", "Some notes"): it names the list,
 * it is not a fact, and posted as a bullet of its own it reads as a slip.
 */
const LIST_HEADER =
  /^(?:(?:some |a few |the )?(?:key (?:things|points|facts|details|highlights|wins)|highlights|main points|quick facts|details|notes|summary|context|background info|info|bullets|tl;?dr)|(?:some )?(?:things|what) (?:s?he|they|he) (?:did|has done|achieved)|context from [^:]{1,40})\s*:?$/i;

/**
 * A list's header typed at the end of a sentence ("…on her breaks. Things she did:"), a
 * thank-you to the writer after the last sentence ("…just focus on her. thx") and laughter
 * ("(she's dutch lol)"): none is a fact, and the third set's reader rewrote each one posted
 * (ADR 049).
 */
const TRAILING_HEADER =
  /(?<=[.!?)]\s+)(?:(?:some )?(?:things|what) (?:s?he|they) (?:did|has done|achieved)|key (?:things|points|wins)|highlights|context from [^:]{1,40})\s*:\s*$/i;
const TRAILING_THANKS = /(?<=[.!?])\s+(?:thx|thanks|thank you|ty|cheers)[.!]*\s*$/i;

/**
 * The typist signing off the note: "Done.", "That's it.", "that's all!", "end" as its last
 * line or after its last sentence. Posted, it was a fact or a bullet of its own ("• Done.",
 * ADR 128); a sentence that only opens with it ("Done. The audit closed…") keeps it.
 */
const DONE_WORDS = String.raw`(?:done|that['’]?s (?:it|all|everything)|(?:the )?end|over and out)[.!]*`;
const DONE_LINE = new RegExp(String.raw`^${DONE_WORDS}$`, 'i');
const TRAILING_DONE = new RegExp(String.raw`(?<=[.!?])\s+${DONE_WORDS}\s*$`, 'i');

/** Sign-off words, matched with a capital or without; the name after them needs its capitals. */
const SIGN_OFF_WORDS = [
  'thanks',
  'thank you',
  'thx',
  'ty',
  'cheers',
  'best',
  'all the best',
  'best regards',
  'kind regards',
  'regards',
  'warmly',
  'many thanks',
]
  .map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`)
  .join('|');
const SIGNATURE_NAME = String.raw`\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}`;

/**
 * A sign-off and its signature on one line: "Thanks, Dr M. Hassan", "Cheers, Jo", alone or
 * after the last sentence. The name after the comma is words with capitals only, so
 * "Thanks, everyone here helped" stays.
 */
const SIGN_OFF_WITH_NAME = new RegExp(
  String.raw`^(?:${SIGN_OFF_WORDS}),\s*${SIGNATURE_NAME}\s*$`,
  'u',
);
const TRAILING_SIGN_OFF = new RegExp(
  String.raw`(?<=[.!?])\s+(?:${SIGN_OFF_WORDS}),\s*${SIGNATURE_NAME}[.!]*\s*$`,
  'u',
);
const LAUGHTER = /\s*\b(?:lol|lmao|haha+|hehe)\b/gi;

/**
 * How a note told as talk opens or hedges: "So Anouk basically runs the floor already if
 * we're honest, …", "Honestly, she…", "tbh". Posted, the note was the typist talking (the
 * sixteenth set); the words go and the sentence stays (ADR 118, amended). "So far", "so
 * much" and "honestly" inside a clause ("dealt honestly with") are not openers.
 */
const TALK_OPENER =
  /(^|(?<=[.!?]\s+)|(?<=^[-*•·]\s*))(?:(?:ok(?:ay)?|well|yeah|right)[,\s]+)?(?:so|basically|honestly|tbh|to be honest)\b[,\s]+(?!far\b|much\b|many\b|that\b|to\b|long\b|proud\b|good\b|happy\b)/giu;
const TALK_HEDGE =
  /,?\s*\b(?:if (?:we'?re|i'?m|we are|i am) (?:being )?honest|to be (?:fair|honest)|tbh|tbf|ngl)\b(?=\s*(?:[,.;!?)]|$))|\bbasically\s+(?=\p{Ll})/giu;

/**
 * A manager's aside typed among the facts: "big one.", "this is a huge one", "honestly",
 * "anyway", "tbh". Posted, it spoke in the typist's voice, not the writer's ("…Team Lead. Big
 * one. She built…", "…trains the new starters informally anyway.", the fourteenth set's
 * readers): a part that is only the aside goes; the word alone, where it opens or closes a
 * clause, goes with the rest of the chat debris (tidy.ts withoutDebris).
 */
const MANAGER_ASIDE =
  /^(?:(?:oh )?(?:this is |it'?s |its |a )?(?:a |an )?(?:big|huge|massive|exciting|major|proud|great|good|nice|fun) one|(?:so )?(?:honestly|anyway|anyways|tbh|fyi|btw|so yeah|yeah so)|(?:and )?about time(?: too)?)\s*[.!]*$/i;

/**
 * "Note: she replaces Doña Marta…", "FYI: he also…": a label the typist puts before a fact
 * for the writer's eyes. The fact is told, the label never (ADR 156).
 */
const NOTE_LABEL =
  /(^|(?<=[.!?]\s+)|(?<=^[-*•·]\s*))(?:note|nb|n\.b\.?|fyi|btw|ps|p\.s\.?|side note|context)\s*:\s*(?=\p{L})/giu;

/** The line without the manager's asides (MANAGER_ASIDE): the parts left as typed. */
function withoutManagerAsides(line: string): string {
  const pieces = line.split(PART_BREAK);
  const kept: string[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const part = pieces[i]!;
    if (MANAGER_ASIDE.test(part.trim().replace(BULLET_MARK, ''))) continue;
    kept.push(kept.length ? (pieces[i - 1] ?? ' ') : '', part);
  }
  const text = kept.join('').trimEnd();
  return /[\p{L}\p{N}]/u.test(text) ? text : '';
}

/** A bullet's mark, so a sign-off or a header typed as a bullet ("- thx") is still one. */
const BULLET_MARK = /^\s*(?:[-*•·–—>]|\d+[.)](?=\s))\s*/u;

/** "Hi all, quick note from HR: Raj brings…": the greeting and its lead-in, not the fact. */
const LEAD_IN =
  /^(?:(?:hi|hello|hey) (?:all|team|everyone|folks)[,.!]?\s*)?(?:a )?quick (?:note|update) from [^:.]{1,30}:\s*/i;

/**
 * "hi all, quick one - Grace won…", "Hey team! Grace won…", "quick one: …": a greeting and a
 * "quick one" typed before the first fact of a pasted e-mail (the fourth set's reader
 * rewrote each). Only with a separator after it, so "Hi-Vis champion" stays.
 */
const GREETING_LEAD =
  /^(?:(?:hi|hello|hey|morning|afternoon) (?:all|team|everyone|folks|y'?all)[,.!:]+\s*|(?:hi|hello|hey) (?:all|team|everyone|folks)\s+(?=(?:just )?(?:a )?quick\b))?(?:(?:just )?(?:a )?quick (?:one|note|update|heads[- ]up)(?: for (?:the|this|an?|our) (?:announcement|post|channel|message|email|newsletter|update))?(?:,? (?:pls|plz|please))?\s*(?:[-–—:,.!]+(?=\s|$)|\s[-–—]\s|$)\s*)?/i;

/** "don't mention it" typed in another language: "bitte nicht erwähnen", "no lo menciones". */
const NOT_TO_MENTION_ABROAD = String.raw`(?:\b(?:bitte )?nicht (?:erwähnen|nennen|sagen)|\bno (?:lo |la |los |las )?(?:menciones|mencionar|mencionen|digas)|\bne pas (?:le |la |les )?(?:mentionner|dire)|\bniet (?:vermelden|noemen)|\bn[ãa]o (?:mencionar|mencione|falar)|\bnon (?:menzionare|dirlo))\b`;

/**
 * What the user tells the writer in confidence: "don't say she's going", "not confirmed yet",
 * "between us", "she hates that framing". Posted, it is the worst mistake an announcement can
 * make (the fourth blind set's reader found it in one case in ten), so such a part is dropped
 * wherever it stands in a line, not only when it opens one as `INSTRUCTION` asks.
 */
const PRIVATE = new RegExp(
  [
    String.raw`\b(?:don'?t|dont|do not|never|no need to|shouldn'?t|should not|can'?t|cannot|not to)\s+(?:yet\s+)?(?:say|mention|share|post|put|include|announce|name|tell|bring up|talk about|reference|publi[cs]h|disclose|make (?:a thing|a big deal|a fuss))\b`,
    String.raw`\b(?:not (?:yet |100% )?(?:confirmed|official|public|announced|final|signed)|unconfirmed|tbc|confidential|off the record|between (?:us|you and me|ourselves)|internal only|under wraps|hush[- ]hush|keep (?:it|this|that) (?:quiet|between us|under wraps|to yourself)|not for (?:the )?(?:post|announcement|channel|public))\b`,
    // When the post may go out, and who approved it: "embargoed till Monday",
    // "(board approved last night, announcement goes out to staff tomorrow am)".
    String.raw`\b(?:embargo(?:ed)?|(?:announcement|post|news|email|e-mail|message|note|memo|notice) (?:goes|going|will go|to go|can go|should go|is going) out\b|(?:don'?t|do not) (?:post|send|share) (?:until|till|before)\b|(?:until|till) (?:it'?s |it is )?(?:announced|official|public)|(?:board|exec|execs|leadership|ceo|committee|hr|the panel) (?:only )?(?:approved|signed (?:it )?off|confirmed) (?:it |this )?(?:last night|yesterday|today|this morning|this week|on \w+day))\b`,
    // The typist's doubt and a request in another language (ADR 132): "plays accordion? not
    // sure", "… - ask him first", "Ist 61 - bitte nicht erwähnen", "… - no lo menciones".
    String.raw`\b(?:not (?:100% )?sure|unsure)\b(?=\s*(?:[,.;!?)]|$))|\b(?:ask|check with) (?:him|her|them) (?:first|before (?:posting|we post|it goes out|sending))\b`,
    String.raw`${NOT_TO_MENTION_ABROAD}`,
    // "… names or nationality - confidentiality": the reason given for an aside.
    String.raw`^\s*(?:for |because of |due to )?(?:confidentiality|privacy|data protection|gdpr)(?: reasons)?\s*[.!]*\s*$`,
    // How to write it, as a clause of its own: "keep it classy", "keep it respectful".
    String.raw`^\s*(?:and |but |pls |please )?(?:keep|make) (?:it|this) (?:classy|tasteful|respectful|brief|short|low-?key|professional|punchy|sensitive|dignified|understated|humble|upbeat|warm|fun|light)\b`,
    // "please don't use the family's names", "no names of her kids"
    String.raw`\b(?:don'?t|dont|do not|never|pls don'?t|please don'?t|no need to) (?:use|give|print|include|post) (?:the |their |his |her |any |real |first |family'?s? |kids'? |children'?s? |wife'?s? |husband'?s? |partner'?s? )*names?\b`,
    String.raw`\b(?:hates?|dislikes?|doesn'?t (?:like|want)|does not (?:like|want)|would hate|won'?t want)\s+(?:that |this |the |any |being |a )?(?:framing|word|term|label|fuss|attention|spotlight|big deal|called|singled out|mentioned)\b`,
  ].join('|'),
  'i',
);

/**
 * An aside that opens with one of these speaks of what came just before it in the line
 * ("off to Milan in May?; not confirmed yet"): that part goes too.
 */
const BACK_REFERENCE = new RegExp(
  String.raw`^(?:but |and |though |although |—\s*|-\s*)?(?:(?:still |it'?s |its |this is |that'?s )?not (?:yet |100% )?(?:confirmed|official|public|announced|final|signed)|unconfirmed|confidential|off the record|under wraps|(?:pls |please )?(?:don'?t|do not|dont) (?:say|mention|share|post|announce) (?:it|this|that|(?:s?he|they)(?:'s| is| are|'re)? going)\b|(?:i'?m |we'?re )?(?:not (?:100% )?sure|unsure|tbc)(?=\s*(?:[,.;!?]|$))|(?:ask|check with) (?:him|her|them) (?:first|before)\b|${NOT_TO_MENTION_ABROAD})`,
  'iu',
);

/** "…, can't share more details publicly": a comma clause that withholds only what is not said. */
const MORE_DETAILS =
  /,\s+(?:but\s+)?(?:i\s+|we\s+)?(?:can'?t|cannot|can not|not able to|unable to)\s+(?:share|say|give|go into)\s+(?:any\s+)?(?:more|further|other)\s+(?:details?|info(?:rmation)?)\b[^,;]*$/iu;

/**
 * A bracket of the typist's doubt: "(not sure, ask him before posting)", "(tbc)", "(?)",
 * "(ask her first)". The fact it doubts, the clause before it, is unconfirmed and goes with it
 * (ADR 132): "plays accordion (not sure…)" posted a guess as a fact.
 */
const UNSURE_WORDS =
  /^(?:(?:i'?m |we'?re )?(?:not (?:100% )?sure|unsure|not certain|not confirmed(?: yet)?|unconfirmed|tbc|tbd|to be confirmed|need to check|to check|double[- ]check(?: this| it)?|\?+|(?:pls |please )?(?:ask|check with) (?:him|her|them)(?: first| before (?:posting|we post|it goes out|sending))?)[\s.!?]*)$/iu;
const DOUBTED_CLAUSE =
  /(^|[,;]\s*|\s+[-–—]\s+|(?<=[.!?])\s+)([^,;.!?()\n]*?)\s*\(([^()]{1,120})\)/gu;
const withoutDoubted = (line: string) =>
  line.replace(DOUBTED_CLAUSE, (whole, joint: string, _clause: string, inner: string) => {
    const pieces = inner.split(/,\s*|;\s*/u).filter((p) => p.trim());
    if (!pieces.length || !pieces.every((p) => UNSURE_WORDS.test(p.trim()))) return whole;
    return /[,;–—-]/u.test(joint) ? '' : joint;
  });

/** A parenthetical told in confidence: "(not confirmed yet)", "(don't mention the offer)". */
const PRIVATE_BRACKET = /\s*\(([^()]{1,120})\)/g;

/**
 * A question to the tool or to whoever reads the form (ADR 118, amended): "is this enough?",
 * "does this work?", "too much?", "is there a way to say she's shy?", "can you make it
 * warmer?", "should I mention the award?". Read at the start of a part only, with the name
 * the user may have typed before it ("Anouk is this enough?"), so a fact that is a question
 * ("asks every new starter what their favourite biscuit is") or a quote ('"why not today?"')
 * stays.
 */
const QUESTION_TO_WRITER = new RegExp(
  [
    String.raw`^(?:\p{Lu}[\p{L}'’-]+[,\s]+)?(?:(?:and|so|but|also)\s+)?(?:is|does|do|would|will|could|can|should|shall|are|am|was)\s+(?:this|that|it|these|the (?:post|message|details?|notes?|above|list|bit)|all (?:this|that))\s+(?:enough|ok|okay|fine|alright|good|right|work|too|sound|read|come across|look|make sense|much|over the top|necessary|needed|relevant|worth|a bit|appropriate|clear)\b[^.!?]*(?:\?+|$)`,
    String.raw`^(?:(?:and|so|but|also)\s+)?(?:is there|are there)\s+(?:a|any)\s+(?:\p{L}+\s+)?(?:way|how)\s+to\s+(?:say|put|word|phrase|write|mention|describe|frame|get across)\b[^.!?]*(?:\?+|$)`,
    String.raw`^(?:(?:and|so|but|also)\s+)?how (?:do|should|can|could|would) (?:i|we|you) (?:say|put|word|phrase|write|mention|describe|frame)\b[^.!?]*(?:\?+|$)`,
    String.raw`^(?:(?:and|so|but|also)\s+)?(?:can|could|would|will) you\s+(?:pls\s+|please\s+)?(?:make|write|word|phrase|keep|add|mention|include|say|put|tweak|shorten|fix|help|turn|rewrite|tone|jazz|spice|do)\b[^.!?]*\?+`,
    String.raw`^(?:(?:and|so|but|also)\s+)?should (?:i|we|you)\s+(?:also\s+)?(?:mention|include|say|add|leave|put|name|keep|drop|write|use)\b[^.!?]*(?:\?+|$)`,
    String.raw`^(?:(?:and|so|but|also)\s+)?(?:too (?:much|long|short|formal|informal|cheesy|soppy|many|wordy|little)|enough|thoughts|make sense|any (?:ideas|thoughts|suggestions)|(?:does )?(?:that|this) work|ok(?:ay)?|good|better|not sure (?:if|whether) (?:this|that|it)[^.!?]*)\s*\?+$`,
  ].join('|'),
  'iu',
);

/** Whether a part of a note is a question to the tool, never posted. */
const asksTheWriter = (part: string) =>
  QUESTION_TO_WRITER.test(part.trim().replace(BULLET_MARK, ''));

/**
 * An aside about the post itself, in brackets or after a dash: "(Marc's farewell is separate,
 * just a nod here)", "— separate note to follow", "(keep it short)", "(for the newsletter)".
 * Dropped; a style request in it is obeyed where the asides read it (STYLE, ADR 118).
 */
const ABOUT_THE_POST = new RegExp(
  [
    String.raw`\bjust (?:a|the) (?:nod|mention|line|shout(?:-?out)?|note|nudge|word)\b`,
    String.raw`\b(?:is|are|'s|gets?|has|have|will (?:get|have)|getting) (?:a |an |its |their |his |her )?(?:own |separate )?(?:separate|post|note|e-?mail|announcement|message|send-?off)(?: (?:later|of (?:its|their|his|her) own))?\b`,
    String.raw`\bseparate (?:note|post|e-?mail|announcement|message|thing|send-?off)\b`,
    String.raw`^(?:pls |please )?(?:keep|make) (?:it|this) (?:short|brief|light|quick|simple)\b`,
    String.raw`^(?:this is |it'?s |mainly |just )?for the (?:newsletter|post|announcement|channel|e-?mail|bulletin|intranet|notice ?board)\b`,
  ].join('|'),
  'iu',
);
/** A dashed aside about the post is short, and only read where it ends the line. */
const DASHED_ABOUT_THE_POST = /\s+[-–—]\s+([^-–—\n]{3,80})$/u;

/** "…on me; Steve. sent from Outlook for Android": a mail app's footer at a line's end. */
const TRAILING_FOOTER =
  /\s*\b(?:sent from (?:my )?(?:iphone|ipad|android|samsung|galaxy|mobile|phone|outlook|gmail)\b[\w ]{0,30}|get outlook for \w+)\s*$/i;

/**
 * "Please mention he'll still fly a few trips a month", "pls include that she speaks Tagalog":
 * a request whose object is a whole clause carries a fact the user wants told. The request
 * goes and the clause stays; a request for a bare noun ("pls mention the night crew") names
 * no fact and is left for `isInstruction` to drop.
 */
const REQUESTED_CLAUSE =
  /(^|(?<=[.!?;])\s+|\s+[-–—]\s+)(?:pls|plz|please|kindly|can you|could you|make sure (?:to|you)|don'?t forget to|remember to)\s+(?:also\s+)?(?:mention|include|add|note|say|call out|tell (?:everyone|people|them|the team))\s+(?:that\s+(?=\S)|(?=(?:s?he|they|we|it|there)(?:'ll|’ll|'s|’s|'re|’re| will| is| are)?\s))/giu;

/**
 * A user's ask that the post make no fuss of the person: "keep it low key", "he hates fuss",
 * "no cringe pls", "not too cheesy", "nothing corny" (ADR 128: no red carpet either),
 * "doesn't want a big deal made of it", "she'll be embarrassed if we make a big deal of it".
 * Not "it's a big deal for the trust": only a big deal made, or of it. The closing then
 * speaks to the person quietly (tone-rules.ts `LOUD_CLOSING`, ADR 110).
 */
const NO_FUSS = new RegExp(
  String.raw`\b(?:low[- ]?key|fuss|fanfare|limelight)\b|\bmake (?:a )?big deal\b|\bbig deal (?:made|of (?:it|this|him|her|them))\b|\b(?:no|not(?: too| so| overly| very)?|nothing(?: too| that'?s?)?|don['’]?t make (?:it|this)(?: too)?|without(?: being)?(?: too)?)\s+${CRINGE}\b`,
  'i',
);

/** Whether the user asks that the post make no fuss of the person (`NO_FUSS`). */
export const asksNoFuss = (text: string) => NO_FUSS.test(text);

/**
 * "no emojis pls", "(no emoji)", "don't use emojis": every option is written without one,
 * whatever the tone allows (ADR 132).
 */
const NO_EMOJI =
  /\b(?:no|without|skip|drop|lose|zero) (?:more |the |any )?emoj(?:i|is|ies)\b|\b(?:don'?t|do not|pls don'?t|please don'?t|never) (?:use|add|put|include) (?:any |the )?emoj(?:i|is|ies)\b/iu;

/** Whether the user asks for no emoji in the post (`NO_EMOJI`). */
export const asksNoEmoji = (text: string) => NO_EMOJI.test(text);

/**
 * A length asked in words: "keep it short pls", "just a short thanks from the team is fine",
 * "2-3 lines max", "a line or two", "bitte kurz halten", "court svp". It overrides the length
 * picked on the form (readers rewrote a long post the note had asked to be short, ADR 146);
 * "short" in a fact ("a short film", "shortlisted") is no request.
 */
const SHORT_ASKED = new RegExp(
  [
    String.raw`\b(?:keep|make) (?:it|this|the post|the message|things) (?:short|brief|snappy|tight|concise|quick)\b`,
    String.raw`\b(?:just |only )?(?:a )?(?:short|quick|simple|brief|small|little) (?:thanks|thank you|thank-you|note|post|message|shout-?out|mention|word|line)\b.{0,40}\b(?:is|are|would be|will be|'s)\s+(?:fine|enough|ok|okay|plenty|great|good|perfect|best)\b`,
    String.raw`\b(?:short and sweet|shorter is better|nothing long|not too long|no essays?|short (?:pls|plz|please)|brief (?:pls|plz|please))\b`,
    String.raw`(?:^|[\s(])(?:max(?:imum)?\s+|no more than\s+|at most\s+)?(?:[1-3]|one|two|three)(?:\s*(?:[-–/]|or|to)\s*(?:[1-4]|two|three|four))?\s+(?:short\s+)?(?:lines?|sentences?)\s+(?:max(?:imum)?|tops|at most)\b`,
    String.raw`(?:^|[\s(])(?:max(?:imum)?|no more than|at most)\s+(?:[1-3]|one|two|three)\s+(?:lines?|sentences?)\b`,
    String.raw`\b(?:a line or two|a sentence or two|one or two (?:lines|sentences))\b`,
    // In another language, with its "please": "bitte kurz halten", "court svp", "breve por favor".
    String.raw`\b(?:kurz(?: halten| fassen)?\s+bitte|bitte\s+kurz|court(?:e)?\s+(?:svp|stp|s'il vous pla[iî]t)|(?:svp|stp)\s+court|(?:corto|breve)\s+(?:por favor|per favore)|(?:por favor|per favore)\s+(?:corto|breve)|(?:graag\s+)?kort houden|kort (?:graag|alsjeblieft))\b`,
  ].join('|'),
  'iu',
);

/** Whether the notes ask, in words, for a short post (`SHORT_ASKED`). */
const asksShort = (text: string) => SHORT_ASKED.test(text);

/** The input with the length its notes ask for in words, which overrides the one picked. */
function withLengthAsked<T extends { length: string }>(input: T): T {
  if (input.length === 'short') return input;
  const typed = Object.values(input)
    .filter((v): v is string => typeof v === 'string')
    .join('\n');
  return asksShort(typed) ? { ...input, length: 'short' } : input;
}

/**
 * "no mask name in the post pls", "don't use her nickname", "leave his stage name out": the
 * nickname typed in quotes or brackets with the name is told nowhere (ADR 156).
 */
const NO_NICKNAME =
  /\b(?:no|without|never|drop|skip|lose|(?:don['’]?t|dont|do not|never|pls don['’]?t|please don['’]?t)\s+(?:use|mention|say|put|include|print|post|write)|leave(?: out)?)\s+(?:(?:the|his|her|their|any|that)\s+)?(?:nick ?name|mask name|ring name|stage name|drag name|alias|moniker|pet name|street name|gamer ?tag)s?\b/iu;
/** A nickname typed in quotes (or quoted in brackets) inside the name: `"El Chino" Jorge`. */
const TYPED_NICKNAME = /\s*\(?["“‘'][^"“”‘’']{1,30}["”’']\)?\s*/gu;

/**
 * "pls call him Oneil not Andre (HR has it backwards)", "refer to her as Kate, not
 * Katherine": the name asked for is the one the post calls the person by (ADR 156). "He goes
 * by Segun, not Olu" asks the same (ADR 178).
 */
const CALL_NOT =
  /\b(?:(?:call|refer to|address)\s+(?:him|her|them)|(?:goes|go) by|prefers|is known as|likes to be called|wants to be called|would rather be called)\s+(?:as\s+)?["“‘']?(\p{Lu}[\p{L}'’-]*)["”’']?,?\s+(?:not|rather than|instead of|never)\s+["“‘']?\p{Lu}[\p{L}'’-]*/u;

/**
 * "pls call him Ustad Arshad in the msg", "address her as Dr Okafor in the post": the name the
 * post is to use, said with where it goes rather than with the name refused (ADR 196). Up to
 * three capitalised words, so an honorific comes with the name.
 */
const CALL_IN_POST =
  /\b(?:call|refer to|address|name)\s+(?:him|her|them)\s+(?:as\s+)?["“‘']?(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})["”’']?\s+(?:in|on|throughout)\s+(?:the|this|your)\s+(?:msg|message|post|announcement|e-?mail|note|newsletter|text|update)\b/u;

/**
 * The input with the name its notes ask for: a nickname asked to be left out is taken from
 * the name typed, and "call him X not Y" is the name the post uses (a preferred name typed
 * on the form wins). Read in writeChecked and in the composer, as the length asked is, so
 * every writer and the checks call the person alike.
 */
function withNameAsked<T extends { newHireName?: string; preferredName?: string }>(input: T): T {
  const name = input.newHireName;
  if (!name) return input;
  const typed = Object.entries(input)
    .filter(([k, v]) => typeof v === 'string' && k !== 'newHireName' && k !== 'preferredName')
    .map(([, v]) => v as string)
    .join('\n');
  let out = input;
  if (NO_NICKNAME.test(typed)) {
    const bare = name.replace(TYPED_NICKNAME, ' ').replace(/\s+/gu, ' ').trim();
    if (bare !== name.trim() && /\p{L}{2}/u.test(bare)) {
      out = { ...out, newHireName: bare };
      // The nickname typed in a note ("El Chino rebuilt the ring") is said as the name.
      const nicknames = [...name.matchAll(TYPED_NICKNAME)]
        .map((m) => m[0].replace(/[\s()"“”‘’']+/gu, ' ').trim())
        .filter((n) => /\p{L}/u.test(n));
      const short = nameForms(bare).short;
      for (const [k, v] of Object.entries(out)) {
        if (typeof v !== 'string' || k === 'newHireName' || k === 'preferredName') continue;
        let said = v;
        for (const n of nicknames)
          said = said.replace(
            new RegExp(String.raw`["“‘']?(?<![\p{L}])${escapeRegExp(n)}(?![\p{L}])["”’']?`, 'gu'),
            short,
          );
        if (said !== v) out = { ...out, [k]: said };
      }
    }
  }
  const call =
    CALL_NOT.exec(typed.replace(/\bcall\b/giu, 'call')) ??
    CALL_IN_POST.exec(typed.replace(/\bcall\b/giu, 'call'));
  if (call && !input.preferredName?.trim()) out = { ...out, preferredName: call[1]! };
  return out;
}

/** Whether a text holds something the user said in confidence ("can't share more details"). */
export const saidInConfidence = (text: string) => PRIVATE.test(text);

/** The line without what the user said in confidence (PRIVATE), and what it spoke of. */
function withoutPrivateAsides(line: string): string {
  const bracketed = withoutDoubted(line)
    .replace(PRIVATE_BRACKET, (whole, inner: string) =>
      PRIVATE.test(inner) || ABOUT_THE_POST.test(inner) || asksTheWriter(inner) ? '' : whole,
    )
    .replace(DASHED_ABOUT_THE_POST, (whole, inner: string) =>
      ABOUT_THE_POST.test(inner) ? '' : whole,
    );
  const pieces = bracketed.replace(TRAILING_FOOTER, '').split(PART_BREAK);
  // pieces alternate: part, break, part, break, …
  const drop = new Set<number>();
  for (let i = 0; i < pieces.length; i += 2) {
    if (asksTheWriter(pieces[i]!)) {
      drop.add(i);
      continue;
    }
    if (!PRIVATE.test(pieces[i]!)) continue;
    // "evacuated 300 passengers, can't share more details publicly": what comes before it is
    // the part that may be told; dropped with the aside, the fact was in no option.
    const head = pieces[i]!.replace(MORE_DETAILS, '');
    if (head !== pieces[i] && /[\p{L}\p{N}]/u.test(head) && !PRIVATE.test(head)) {
      pieces[i] = head;
      continue;
    }
    drop.add(i);
    // Only a short aside speaks of the part before it; a longer one tells its own news.
    const aside = pieces[i]!.trim();
    if (i >= 2 && BACK_REFERENCE.test(aside) && aside.split(/\s+/).length <= 10) drop.add(i - 2);
  }
  if (!drop.size) return pieces.join('');
  let out = '';
  for (let i = 0; i < pieces.length; i += 2) {
    if (drop.has(i)) continue;
    // After a part left out, the next starts a sentence: "…mat leave. Also she speaks…".
    let joint = pieces[i - 1] ?? ' ';
    if (drop.has(i - 2) && out) {
      out = out.replace(/[\s,;:–—-]+$/u, '');
      joint = /[.!?]$/u.test(out) ? ' ' : '. ';
    }
    out += (out ? joint : '') + pieces[i];
  }
  return out.replace(/[\s,;:–—-]+$/u, '').trim();
}

/**
 * "Clyde & Co – dont name them in the msg pls", "Acme (don't mention the firm)": a short field
 * whose own note asks that it not be named. Posted, the three options named the firm and the
 * request with it (the fourteenth set's qw12): the field is not told at all.
 */
const NOT_TO_BE_NAMED =
  /\b(?:(?:pls |plz |please )?(?:don['’]?t|do not|never|not to|no need to) (?:name|mention|say|use) (?:them|it|the (?:firm|company|employer|agency|client|org|organi[sz]ation|name|place|school|hospital|bank|practice|business))|keep (?:them|it|the name) (?:out|anonymous|unnamed|quiet)|(?:anon|anonymous|unnamed) (?:pls|plz|please)|no names? (?:pls|plz|please))\b/i;

export function asksNotToBeNamed(value: string): boolean {
  return NOT_TO_BE_NAMED.test(value);
}

/**
 * The typist's doubt or a pointer for the writer: "Tallink? think she was…", "(can't
 * remember, check CV)", "Dilmah?? no sorry he was at…". Posted as typed it asserted a guess
 * and spoke to the writer (the fifteenth set, ADR 113).
 */
const DOUBT =
  /\?|\b(?:not sure|unsure|not certain|can['’]?t remember|cant remember|don['’]?t remember|(?:i )?think (?:she|he|they|it)\b|i think|i believe|check (?:the |her |his |their )?(?:cv|resume|linkedin)|ask hr|no sorry|sorry no|or was it)\b/i;
const DOUBT_IN_BRACKETS = /\s*\(([^()]*)\)/g;
// "Dilmah?? no sorry he was at a tea auction house…": what follows the correction is meant.
const CORRECTION = /^.*?\?*\s*\b(?:no sorry|sorry no|no wait|scratch that)\b[,.\s]*(.+)$/i;
const SAID_OF_THEM =
  /^(?:(?:s?he|they)\s+(?:was|were|worked|has been|have been)\s+(?:at|with|for|in)\s+)/i;
// ", last w/ ...": a clause left unfinished says nothing certain.
const UNFINISHED_CLAUSE = /,\s*[^,]*(?:\.{2,}|…)\s*$/;

/**
 * The certain part of a short field the typist doubted, or '' when none of it is sure: a
 * bracketed doubt and an unfinished clause go, a correction keeps what it corrects to, and
 * a doubt left after that ("Tallink? think she was…") leaves the whole field untold rather
 * than assert it. A field without doubt is returned as typed.
 */
export function certainPart(value: string): string {
  if (!DOUBT.test(value)) return value;
  let bracketed = false;
  let text = value.replace(DOUBT_IN_BRACKETS, (whole, inner: string) => {
    if (!DOUBT.test(inner)) return whole;
    bracketed = true;
    return '';
  });
  // A bracketed doubt speaks of the clause left unfinished before it ("last w/ ... (can't
  // remember)"); with none, it doubts the whole field ("Acme (not sure of the name)").
  if (bracketed && !UNFINISHED_CLAUSE.test(text)) return '';
  const corrected = CORRECTION.exec(text);
  if (corrected) text = corrected[1]!.replace(SAID_OF_THEM, '');
  text = text
    .replace(UNFINISHED_CLAUSE, '')
    .replace(/\s+for\s+(\d[\d.]*\+?\s*(?:yrs?|years?|mos?|months?))\s*$/i, ', $1')
    .replace(/[\s,;:.–—-]+$/u, '')
    .trim();
  return DOUBT.test(text) || !/\p{L}/u.test(text) ? '' : text;
}

/**
 * "now reports to me", "my right hand on nights": a note in the typist's own voice. Posted
 * as typed it spoke as the person who filled the form, not as the post ("Now reports to me,
 * team of 6.", the fourteenth set's qp05).
 */
export function typistSpeaks(text: string): boolean {
  return /\b(?:me|my|mine|myself)\b|(?<![\p{L}'’])I(?![\p{L}'’])|\bI['’](?:m|ve|ll|d)\b/u.test(
    text,
  );
}

export function isInstruction(text: string): boolean {
  return INSTRUCTION.test(text.trim().replace(/^[-*•]\s*/, ''));
}

/**
 * A request not to tell something: "don't mention his retirement here", "pls keep the move
 * quiet", "leave out the bit about the audit", "no mention of the merger". What it names
 * (its capture) is left out of the note with it (ADR 118).
 */
const UNSAID_ASK = new RegExp(
  String.raw`^(?:(?:and|but|so|also|just|pls|plz|please|kindly)\s+)*(?:(?:don['’]?t|dont|do not|never|no need to)\s+(?:say|mention|include|bring up|talk about|reference|write about|post|put|share|print|publish)\s+(.+)|leave out\s+(.+)|leave\s+(.+?)\s+out|keep\s+(.+?)\s+(?:quiet|under wraps|out of (?:it|this|the post))|no mention of\s+(.+)|no (?:details?|info|information|specifics) (?:about|on|of|re|regarding)\s+(.+)|(?:not a (?:word|peep|mention)|nothing|zero) (?:about|on|of|re|regarding)\s+(.+)|(?:don['’]?t|dont|do not|never)\s+(?:put|add|write|include|say|mention|post)\s+(?:anything|something|stuff|much|any(?:thing)? (?:info|details?))\s+(?:about|on|re|regarding|of)\s+(.+)|no\s+([\p{L}'’/& -]{2,40}?)\s+(?:talk|chat|stuff|mentions?|references?)(?:\s+(?:pls|plz|please))?)$`,
  'iu',
);
/** Words after the thing that say when or where, not what: "…his retirement here", "…yet". */
const UNSAID_TAIL =
  /\s+(?:here|yet|for now|in (?:the|this) (?:post|message|announcement|note|email|e-mail)|at all|either|too|pls|plz|please|thx|thanks|(?:the )?bit|(?:the )?part)\s*$/iu;
/** A thing said by pronoun only: what came just before the request. */
const UNSAID_PRONOUN = /^(?:it|this|that|these|those|them|any of (?:it|this|that|them))$/iu;
/** Words that name no thing: "the partnership thing", "the locum situation". */
const GENERIC_HEAD =
  /^(?:thing|things|stuff|situation|issue|issues|bit|part|story|matter|business|news|side|drama|saga|whole)$/iu;
const NP_END =
  /\s+(?:in|at|of|from|with|for|about|on|who|that|which|to|during|by|since|before|after|because|as)\s+.*$/iu;
const TITLE_WORD = /^(?:Dr|Mr|Mrs|Ms|Mx|Prof|Rev|St|Sr|Jr|Ing|Miss|Sir|Dame)\.?$/u;

/** A word's stem, enough to meet "retirement" in "retires": suffixes off, never below 4. */
function stemOf(word: string): string {
  let w = word
    .toLowerCase()
    .replace(/['’]s$/u, '')
    .replace(/[^\p{L}]/gu, '');
  if (/ies$/u.test(w) && w.length > 5) return `${w.slice(0, -3)}y`;
  const suffix = /(?:ments|ment|ations|ation|ions|ion|ings|ing|ed|es|s)$/u.exec(w)?.[0];
  if (suffix && w.length - suffix.length >= 4) w = w.slice(0, -suffix.length);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** What a request's thing is known by: its head noun's stem and its proper names. */
function keysOf(thing: string): { stems: string[]; names: string[] } {
  const stems: string[] = [];
  const names: string[] = [];
  for (const item of thing.split(/\s+(?:or|and|nor)\s+|,\s*|\s*[&/]\s*/u)) {
    const words = item
      .replace(NP_END, '')
      .split(/\s+/u)
      .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
      .filter(Boolean);
    names.push(...words.filter((w) => /^\p{Lu}\p{Ll}/u.test(w) && !TITLE_WORD.test(w)));
    const nouns = words.filter(
      (w) =>
        !/^(?:the|a|an|his|her|their|our|my|any|all|that|this|its|previous|old|own)$/iu.test(w),
    );
    let at = nouns.length - 1;
    while (at > 0 && (GENERIC_HEAD.test(nouns[at]!) || stemOf(nouns[at]!).length < 4)) at--;
    const head = nouns[at];
    if (head && stemOf(head).length >= 4 && !GENERIC_HEAD.test(head)) stems.push(stemOf(head));
  }
  return { stems, names };
}

/**
 * A visa's class names the visa ("H-2A crew", "on an H-1B", "TN status"): "nothing about visas"
 * hides them too (ADR 172). A closed list of the classes a form is typed with.
 */
const VISA_CLASS =
  /^(?:H-?1B|H-?2A|H-?2B|L-?1[AB]?|O-?1A?|J-?1|F-?1|TN|E-?3|EB-?[1-5]|TSS|PERM|OPT|CPT)$/iu;
const stemsOf = (word: string): string[] =>
  VISA_CLASS.test(word) ? [stemOf(word), 'visa'] : [stemOf(word)];

const speaksOf = (text: string, keys: { stems: string[]; names: string[] }) =>
  text
    .split(/[^\p{L}\p{N}'’-]+/u)
    .some((w) => keys.names.includes(w) || stemsOf(w).some((st) => keys.stems.includes(st)));

/** The request's thing, when a clause is a request not to tell it (`UNSAID_ASK`). */
function unsaidThing(clause: string): string | undefined {
  const text = clause
    .trim()
    .replace(/^[(\s]+|[)\s.!]+$/gu, '')
    .replace(/’/gu, "'");
  const m = UNSAID_ASK.exec(text);
  if (!m) return undefined;
  let thing = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7] ?? m[8] ?? m[9] ?? '')
    .replace(/(?:\s*\p{Extended_Pictographic}\uFE0F?|\s+(?:lol|haha+|lmao))+$/giu, '')
    .trim();
  // "anything about visas or work permits": the thing is what it is about.
  thing = thing.replace(
    /^(?:anything|something|stuff|much)\s+(?:about|on|re|regarding|of)\s+/iu,
    '',
  );
  for (let previous = ''; previous !== thing;) {
    previous = thing;
    thing = thing.replace(UNSAID_TAIL, '').replace(/[\s.!,]+$/u, '');
  }
  return thing;
}

/**
 * The note without what a request not to tell speaks of (ADR 118): "replaces Mr X who
 * retires end of June — …, don't mention his retirement here" was posted as "Replaces Mr X
 * who retires end of June" (the fifteenth set's rp03). The thing named is looked for by its
 * head noun's stem and its proper names in every part of the note (a sentence, a semicolon's
 * or a dash's part), and each part that speaks of it goes. A thing said by pronoun ("don't
 * mention it yet") is the note it is in: the part before it (or the line before, when the
 * request is a line of its own). A thing quoted ("don't say 'replacing'"), asked about by
 * name ("don't name the client") or told nowhere else is left to the asides (asides.ts).
 * The request itself is left for them too.
 */
function withoutUnsaid(note: string): string {
  const lines = note.split(/\r?\n/u).map((l) => l.split(PART_BREAK));
  const drop = lines.map(() => new Set<number>());
  let asked = false;
  lines.forEach((pieces, l) => {
    for (let i = 0; i < pieces.length; i += 2) {
      const clauses = pieces[i]!.split(/,\s+|\s*\(|\)\s*/u);
      clauses.forEach((clause, c) => {
        const thing = unsaidThing(clause);
        if (
          thing === undefined ||
          !thing ||
          // "don't mention the client by name" asks for no name, not for the client's facts
          // to go (the eleventh set's ma03): names are the asides' (asides.ts).
          /^['‘"“]|^(?:which|who|what|where|how|why|when)\b|\bby name\b|\bnames?\b/iu.test(thing)
        )
          return;
        asked = true;
        if (UNSAID_PRONOUN.test(thing)) {
          // The note it is in: the part with it, or the part (or line) before it.
          const head = clauses.slice(0, c).some((h) => /\p{L}/u.test(h));
          if (head) drop[l]!.add(i);
          else if (i >= 2) drop[l]!.add(i - 2);
          else if (l > 0) {
            const before = lines.slice(0, l).findLastIndex((p) => /\p{L}/u.test(p.join('')));
            if (before >= 0) lines[before]!.forEach((_, k) => k % 2 === 0 && drop[before]!.add(k));
          }
          return;
        }
        const keys = keysOf(thing);
        if (!keys.stems.length && !keys.names.length) return;
        lines.forEach((other, ol) => {
          for (let k = 0; k < other.length; k += 2) {
            const text =
              ol === l && k === i
                ? clauses.filter((_, n) => n !== c && !unsaidThing(clauses[n]!)).join(', ')
                : other[k]!;
            if (speaksOf(text, keys)) drop[ol]!.add(k);
          }
        });
      });
    }
  });
  if (!asked || drop.every((d) => !d.size)) return note;
  return lines
    .map((pieces, l) => {
      const gone = drop[l]!;
      if (!gone.size) return pieces.join('');
      let out = '';
      for (let i = 0; i < pieces.length; i += 2) {
        if (gone.has(i)) continue;
        let joint = pieces[i - 1] ?? ' ';
        if (gone.has(i - 2) && out) {
          out = out.replace(/[\s,;:–—-]+$/u, '');
          joint = /[.!?]$/u.test(out) ? ' ' : '. ';
        }
        out += (out ? joint : '') + pieces[i];
      }
      // A bullet whose every part went goes with its mark.
      return /[\p{L}\p{N}]/u.test(out.replace(BULLET_MARK, '')) ? out.trimEnd() : '';
    })
    .join('\n');
}

/**
 * "don't put client names except Chengdu (public)", "no venue names other than the Apollo",
 * "don't name any sites apart from Leeds": an allow-list. The names it allows are told; every
 * other proper name the note gives (a place, a client, a venue) is hidden (ADR 156).
 */
/** Capitalised words that are no name to hide: days, months, and "I". */
const NO_NAME =
  /^(?:I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)$/u;
const HONORIFIC_BEFORE =
  /(?:^|\s)(?:Mr|Mrs|Ms|Mx|Dr|Prof|Master|Coach|Sir|Dame|Auntie|Uncle|Sister|Brother|Father|Mother|Saint|St|Capt|Captain|Chef|Sensei|Don|Doña)\.?\s+$/u;

/** The proper names the note gives that its allow-list does not allow (`ALLOW_ONLY`). */
function namesNotAllowed(note: string, own: ReadonlySet<string>): string[] {
  const asked = ALLOW_ONLY.exec(note);
  if (!asked) return [];
  const allowed = new Set(asked[1]!.match(/\p{Lu}[\p{L}'’-]*/gu) ?? []);
  const out = new Set<string>();
  for (const m of note.matchAll(
    /(?<![\p{L}\p{N}'’-])\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)*/gu,
  )) {
    const name = m[0];
    const before = note.slice(0, m.index);
    // A sentence's or a line's first word, and a person after a title, are no names of a kind.
    if (
      /(?:^|[.!?:]\s*|\n\s*(?:[-*•·]\s*)?)$/u.test(before) ||
      HONORIFIC_BEFORE.test(before) ||
      HONORIFIC_BEFORE.test(` ${name.split(/\s+/u)[0]!} `)
    )
      continue;
    if (m.index >= asked.index && m.index < asked.index + asked[0].length) continue;
    const words = name.split(/\s+/u);
    if (
      words.some((w) => allowed.has(w) || own.has(w.toLowerCase())) ||
      words.every((w) => NO_NAME.test(w))
    )
      continue;
    out.add(name);
  }
  return [...out];
}

/**
 * The note with each name not allowed cut where the rest still stands: the list item that
 * holds it ("the Dubai rehearsals + the Chengdu show" → "the Chengdu show"), else its comma
 * clause, else its sentence. The verb before a list's first item stays with the next item.
 */
function withoutNamesNotAllowed(note: string, own: ReadonlySet<string>): string {
  const hidden = namesNotAllowed(note, own);
  if (!hidden.length) return note;
  const holds = (t: string) =>
    hidden.some((n) =>
      new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(n)}(?![\p{L}])`, 'u').test(t),
    );
  return note
    .split(/\r?\n/u)
    .map((line) => {
      const pieces = line.split(PART_BREAK);
      const kept: string[] = [];
      for (let i = 0; i < pieces.length; i += 2) {
        const part = pieces[i]!;
        if (!holds(part)) {
          kept.push(kept.length ? (pieces[i - 1] ?? ' ') : '', part);
          continue;
        }
        const end = /[.!?]+\s*$/u.exec(part)?.[0] ?? '';
        const clauses = part.slice(0, part.length - end.length).split(/,\s+(?![^()]*\))/u);
        const told: string[] = [];
        let whole = true;
        clauses.forEach((clause, c) => {
          if (!holds(clause)) return void told.push(clause);
          const items = clause.split(/\s+(?:\+|&|and)\s+(?![^()]*\))/u);
          const left = items.filter((item) => !holds(item));
          if (!left.length) {
            // The first clause holds the subject: without it the sentence does not stand.
            if (c === 0) whole = false;
            return;
          }
          // "Evan flew the Dubai rehearsals + the Chengdu show": the verb stays.
          if (holds(items[0]!) && left[0] !== items[0]) {
            const at = Math.min(...hidden.map((n) => items[0]!.indexOf(n)).filter((n) => n >= 0));
            const lead = items[0]!
              .slice(0, at)
              .replace(/\b(?:the|a|an|our|their|his|her|its|some)\s+$/iu, '');
            if (lead.trim()) left[0] = `${lead}${left[0]!}`;
            else if (c === 0) whole = false;
          }
          told.push(left.join(' and '));
        });
        if (!whole || !told.length) continue;
        kept.push(kept.length ? (pieces[i - 1] ?? ' ') : '', `${told.join(', ')}${end}`);
      }
      return kept.join('').trim();
    })
    .filter((l, i, all) => l || !all[i]?.trim())
    .join('\n');
}

/**
 * The note without what a pasted e-mail brings and without the writer's requests in
 * brackets: headers, greeting lines, the sign-off and its signature, "Sent from my…".
 * Requests told as a clause of their own are left for `isInstruction` per unit; when in
 * doubt a line stays (a fact lost is worse than a stray "Hi all").
 */
export function withoutEmailDebris(note: string, own: ReadonlySet<string> = new Set()): string {
  const lines = withoutUnsaid(withoutNamesNotAllowed(note, own))
    .replace(BRACKETED_REQUEST, '')
    .replace(DONT_MIX_UP, '')
    .split(/\r?\n/);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const bare = line.replace(BULLET_MARK, '');
    if (LIST_HEADER.test(bare)) continue;
    // "Done." alone on the note's last line (or before its signature): no fact.
    if (
      DONE_LINE.test(bare) &&
      lines.slice(i + 1).every((l) => !l.trim() || SIGN_OFF.test(l.trim()))
    )
      continue;
    if (SIGN_OFF.test(bare)) {
      // The signature: the few short lines after the sign-off (a name, a title, a phone).
      const rest = lines.slice(i + 1).filter((l) => l.trim());
      if (rest.length <= 3 && rest.every((l) => l.trim().split(/\s+/).length <= 6)) break;
      continue;
    }
    // "--" alone opens a signature: the few short lines after it are the sender's.
    if (/^-{2,}\s*$/.test(line)) {
      const rest = lines.slice(i + 1).filter((l) => l.trim());
      if (rest.length <= 4 && rest.every((l) => l.trim().split(/\s+/).length <= 8)) break;
      continue;
    }
    if (EMAIL_LINE.test(line)) continue;
    if (SIGN_OFF_WITH_NAME.test(bare)) {
      const rest = lines.slice(i + 1).filter((l) => l.trim());
      if (rest.length <= 3 && rest.every((l) => l.trim().split(/\s+/).length <= 6)) break;
      continue;
    }
    // An aside meant for the writer, wherever it stands in the line (asides.ts, ADR 061),
    // read first so that the facts before it in its clause stay.
    const source =
      i === 0 || !out.some((l) => l.trim())
        ? line.replace(LEAD_IN, '').replace(GREETING_LEAD, '')
        : lines[i]!;
    // A bulleted aside is read without its bullet: "- pls no mention of the fleet issue" was
    // not read as one ("pls" no longer opened it) and was posted (the thirteenth set).
    const mark = BULLET_MARK.exec(source)?.[0] ?? '';
    const read = readAsides(source.slice(mark.length));
    if (read.asides.length && !read.text) continue;
    const kept = withoutPrivateAsides(mark + read.text)
      .replace(REQUESTED_CLAUSE, '$1')
      .replace(TRAILING_HEADER, '')
      .replace(TRAILING_DONE, '')
      .replace(TRAILING_THANKS, '')
      .replace(TRAILING_SIGN_OFF, '')
      .replace(LAUGHTER, '')
      .replace(TALK_HEDGE, '')
      .replace(TALK_OPENER, '$1')
      .replace(NOTE_LABEL, '$1')
      .replace(/\(\s*\)/g, '')
      .trimEnd();
    const plain = withoutManagerAsides(kept);
    if (!plain) continue;
    // "please don't use their names. Cheers, Jo": the aside gone, the sign-off is alone.
    if (SIGN_OFF_WITH_NAME.test(plain)) continue;
    // "please don't mention the reorg, just focus on her. thx": the aside gone, "thx" is alone.
    if (SIGN_OFF.test(plain.replace(BULLET_MARK, '').trim())) continue;
    out.push(plain);
  }
  return out.join('\n').trim();
}

/** "please don't use the family's names", "no names for the kids": a request to name no relative. */
const NO_FAMILY_NAMES =
  /\b(?:(?:don'?t|dont|do not|never|pls don'?t|please don'?t) (?:use|give|print|include|post|mention|name) (?:the |their |his |her |any )*(?:family'?s?|kids'?|children'?s?|wife'?s?|husband'?s?|partner'?s?|relatives'?) (?:first )?names?|no (?:family|kids'?|children'?s?) names?|(?:don'?t|do not|please don'?t) name (?:the |their |his |her )?(?:family|kids|children|wife|husband|partner))\b/i;

export function asksNoFamilyNames(text: string): boolean {
  return NO_FAMILY_NAMES.test(text);
}

const RELATIVE = String.raw`(?:husband|wife|partner|spouse|fianc[eé]e?|sons?|daughters?|kids?|children|child|boys|girls|twins|mum|mom|dad|mother|father|parents|brothers?|sisters?|siblings|grandsons?|granddaughters?|grandkids|grandchildren|baby|stepson|stepdaughter)`;
const GIVEN = String.raw`\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?`;

/**
 * The note with the names of relatives left out, as "please don't use the family's names"
 * asks: "her husband Mark and kids Ella and Tom cheered" → "her husband and kids cheered".
 * Only a capitalised given name right after a word for a relative (or in brackets after it)
 * goes; a name elsewhere in the note may be anyone's and stays.
 */
export function withoutFamilyNames(text: string): string {
  const names = String.raw`${GIVEN}(?:(?:,\s*|\s+(?:and|&)\s+)${GIVEN})*`;
  return text
    .replace(new RegExp(String.raw`\b(${RELATIVE})\s*\((${names})\)`, 'gu'), '$1')
    .replace(new RegExp(String.raw`\b(${RELATIVE}),\s+(${names}),`, 'gu'), '$1')
    .replace(new RegExp(String.raw`\b(${RELATIVE})\s+(${names})(?!\p{L})`, 'gu'), '$1');
}

/**
 * "dont mention her age", "no age pls", "leave his age out", "don't say how old she is",
 * "Alter bitte nicht erwähnen": the person's age is told nowhere, whichever field holds it
 * (ADR 146; ADR 132 left "a waitress at 18" posted, there being no noun to look for).
 */
const NO_AGE = new RegExp(
  [
    String.raw`\b(?:don['’]?t|dont|do not|never|no need to|not to)\s+(?:mention|say|include|give|share|put|reveal|bring up|state|use|post)\s+(?:her|his|their|the|any|my)?\s*(?:age|ages|birth ?year|how old)\b`,
    String.raw`\bno\s+(?:mention of\s+)?(?:her |his |their |the )?(?:age|ages|birth ?year)\b`,
    String.raw`\b(?:leave|keep)\s+(?:out\s+)?(?:her|his|their|the) (?:age|birth ?year)(?:\s+out)?\b`,
    String.raw`\b(?:age|how old (?:s?he|they) (?:is|are))\s+(?:is\s+)?(?:not to be|shouldn['’]?t be|should not be|not) (?:mentioned|said|shared|included)\b`,
    String.raw`\b(?:alter|edad|âge|età|leeftijd|idade|wiek)\b.{0,30}(?:nicht|no |pas |non |niet|não|nie )|(?:nicht|no|pas|non|niet|não|nie)\b.{0,30}\b(?:alter|edad|âge|età|leeftijd|idade|wieku?)\b`,
  ].join('|'),
  'iu',
);

/** Whether a note asks that the person's age be told nowhere (`NO_AGE`). */
export const asksNoAge = (text: string) => NO_AGE.test(text);

/** What follows an age said as "at 18": the clause goes on, so the figure is the age. */
const AFTER_AGE = String.raw`(?=\s*(?:$|[,.;!?)\n]|(?:in|and|when|as|after|before|with|from|while|for|she|he|they|straight|right)\b))`;
const MONTH = String.raw`${MONTH_PATTERN}\.?(?![a-z])`;
const AGE_SAID: readonly (readonly [RegExp, string | ((...m: string[]) => string)])[] = [
  // "an 18-year-old waitress" → "a waitress"
  [
    /\b(an?)\s+\d{1,2}[- ]years?[- ]old\s+(?=(\p{L}[\p{L}\d'’-]*))/giu,
    (_m, typed, next) => `${/^A/u.test(typed!) ? upperFirst(article(next!)) : article(next!)} `,
  ],
  [/\b\d{1,2}[- ]years?[- ]old\s+(?=\p{L})/giu, ''],
  // "at 18", "aged 18", "at the age of 16", "(aged 62)"
  [
    new RegExp(
      String.raw`,?\s*\(?(?:at (?:the )?age(?: of)?|at|aged|age)\s+\d{1,2}\)?${AFTER_AGE}`,
      'giu',
    ),
    '',
  ],
  // "since she was 16", "since he was a teenager"
  [
    /,?\s*(?:ever )?since (?:s?he|they) (?:was|were) (?:\d{1,2}|a (?:teen(?:ager)?|kid|child|girl|boy))\b/giu,
    '',
  ],
  // "Born 1987 in Accra": the place stays, "Born in Accra".
  [
    new RegExp(
      String.raw`\b(born)\s+(?:in\s+)?(?:(?:\d{1,2}(?:st|nd|rd|th)?\s+)?${MONTH}\s+)?(?:19|20)\d{2}(?=,?\s+in\s+\p{Lu})`,
      'giu',
    ),
    '$1',
  ],
  // "born 1988", "(b. 1990)", "born in March 1979"
  [
    new RegExp(
      String.raw`,?\s*\(?\b(?:born|b\.)\s+(?:in\s+)?(?:(?:\d{1,2}(?:st|nd|rd|th)?\s+)?${MONTH}\s+)?(?:19|20)\d{2}\)?`,
      'giu',
    ),
    '',
  ],
  // "turns 60 in May", "just turned 40", "she's 62", "is 35 years old"
  [
    /(?:,\s*|\s+and\s+|^|(?<=[.!?;]\s+))(?:(?:[Ss]?he|[Tt]hey|[\p{Lu}][\p{Ll}'’-]+)\s+)?(?:[Jj]ust |[Rr]ecently )?(?:[Tt]urns|[Tt]urned|[Ii]s turning|[Ww]ill turn|[Ww]ill be|'s|’s|[Ii]s|[Ww]as)\s+\d{1,2}(?:\s+years?(?: old)?)?(?:\s+(?:this|next|last|in|on) \p{L}+)?(?=\s*(?:$|[,.;!?)\n]))/gmu,
    '',
  ],
  [/\s*\(age[d]?:?\s*\d{2}\)/giu, ''],
  // "Kenta-kun (26) has stoked…": a figure alone in brackets after the name is the age (ADR 178).
  [/(?<=\p{Lu}[\p{L}'’-]*)\s*\(\d{1,2}\)(?=\s+\p{Ll})/gu, ''],
  // "Kenta, 26, has stoked…": set off by commas after the name, the same.
  [/(?<=\p{Lu}[\p{L}'’-]*),\s*\d{1,2},(?=\s+\p{Ll})/gu, ''],
];

/** The text with the person's age said nowhere (`AGE_SAID`), the words around it kept. */
export function withoutAge(text: string): string {
  let out = text;
  for (const [said, by] of AGE_SAID) out = out.replace(said, by as string);
  return out
    .replace(/[ \t]{2,}/gu, ' ')
    .replace(/\s+([,.;!?])/gu, '$1')
    .replace(/^[\s,.;]+|(?<=[.!?]\s*)[,.;]+/gmu, '')
    .replace(/,\s*([.!?])/gu, '$1')
    .trim();
}

/**
 * "Effective now, raise already done", "12% raise from Jan", "new salary R45k": a person's pay
 * is private. Posted to the whole team it was what both readers of the twentieth set's zp08
 * cut first ("private 'raise already done' posted to the crew"). Only pay words that are about
 * pay ("raise" as a noun), never "helped raise R40k for the clinic".
 */
const PAY = String.raw`(?:(?<!\b(?:negotiated|secured|won|fought for|got us|got the team)\s+)(?:a|the|her|his|their|\d+\s?%)\s+raise\b(?!\s+(?:of\s+\S+\s+)?for\s+(?:the|all|our|every|everyone))|\braise\s+(?:already\s+|is\s+|was\s+)?(?:done|sorted|approved|agreed|confirmed|processed|included|coming)\b|\bpay\s*(?:rise|bump|increase)\b(?!\s+for\s+(?:the|all|our|every|everyone))|\bpayrise\b|\b(?:her|his|their|new)\s+(?:salary|compensation|pay)\b|\bsalary\s+(?:goes|going|went|is|was|will|now|review|bump|increase|rise|change|of|to|from|\d|[$£€₦₹R]\d)|\bcomp\s+(?:adjust\w*|change\w*|done|sorted|approved)\b)`;
const PAY_SAID = new RegExp(PAY, 'iu');
const JOINER = /^(?:,\s*|\s+(?:and|\+)\s+)$/u;

/**
 * The text with the person's pay said nowhere (`PAY`): the clause that says it goes with the
 * joiner before it ("effective now, raise already done." → "effective now."), a sentence of
 * its own with its stop; every other clause is kept as typed.
 */
export function withoutPay(text: string): string {
  if (!PAY_SAID.test(text)) return text;
  // "$61,000": a comma inside a figure joins no clauses.
  const pieces = text.split(/(,\s+|,(?!\d)|\s+(?:and|\+)\s+|[.!?;]+(?:\s+|$)|\n)/u);
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const part = pieces[i]!;
    const after = pieces[i + 1] ?? '';
    if (!PAY_SAID.test(part)) out.push(part, after);
    else if (JOINER.test(out.at(-1) ?? '')) out.splice(-1, 1, after);
  }
  return out.join('').trim();
}

/**
 * The form as the writers are asked to write from it: the length and the name asked in a
 * note, the pay never said, the figures withdrawn as they were typed taken out. Read once
 * where the form enters a writer (`writeChecked`, the composer) and by the eval's checks, so
 * every writer and every check reads the same form.
 */
export const formAsAsked = <T extends GenerationRequest>(typed: T): T =>
  withCorrectionsTaken(
    withPayUnsaid(
      withTitlesUnsaid(
        withHonorificOnce(
          withWordingAsked(withNameAsked(withSpellingAsked(withLengthAsked(typed)))),
        ),
      ),
    ),
  );

/**
 * The form with the person's pay said in no note (`withoutPay`): read by `writeChecked` and the
 * composer, as the length and the name asked are, so every writer and the checks agree.
 */
function withPayUnsaid<T extends Partial<Record<NoteField, string>>>(input: T): T {
  let out = input;
  for (const field of NOTE_FIELDS) {
    const typed = input[field];
    if (typeof typed !== 'string') continue;
    const said = withoutPay(typed);
    if (said !== typed) out = { ...out, [field]: said };
  }
  return out;
}

const THE = String.raw`(?:the |our |her |his |their |any |all )?`;
/** The keys of each thing a note asks not to be told (`unsaidThing`), the pronoun's aside. */
function unsaidKeys(
  input: Partial<Record<NoteField, string>>,
): { stems: string[]; names: string[] }[] {
  const keys: { stems: string[]; names: string[] }[] = [];
  const typed = NOTE_FIELDS.map((f) => input[f])
    .filter((v): v is string => typeof v === 'string')
    .join('\n');
  for (const line of typed.split(/\r?\n/u))
    for (const part of line.split(PART_BREAK))
      for (const clause of part.split(/,\s+|\s*\(|\)\s*/u)) {
        const thing = unsaidThing(clause);
        if (!thing || UNSAID_PRONOUN.test(thing) || /^['‘"“]|\bnames?\b/iu.test(thing)) continue;
        const found = keysOf(thing);
        if (found.stems.length || found.names.length) keys.push(found);
      }
  return keys;
}

/**
 * "Harvest crew foreman (H-2A crew, 9th season with us)" with "nothing about visas pls" in a
 * note: what a title's brackets add is a note the request hides too (ADR 172). Only the
 * bracket's parts go; the title itself is never cut.
 */
function withTitlesUnsaid<T extends GenerationRequest>(input: T): T {
  const keys = unsaidKeys(input);
  if (!keys.length) return input;
  let out = input;
  for (const field of ['role', 'currentRole', 'newRole'] as const) {
    const typed = input[field];
    if (typeof typed !== 'string' || !typed.includes('(')) continue;
    const said = typed
      .replace(/\s*\(([^()]*)\)/gu, (_whole, inner: string) => {
        const kept = inner.split(/,\s*/u).filter((p) => !keys.some((k) => speaksOf(p, k)));
        return kept.length ? ` (${kept.join(', ')})` : '';
      })
      .trim();
    if (said !== typed && /\p{L}/u.test(said)) out = { ...out, [field]: said };
  }
  return out;
}

/**
 * 'Please say "Balkanabat base" not "Turkmenistan operations"', "use 'crew' instead of
 * 'staff'": the words asked for are the post's, and the words refused are written nowhere
 * (ADR 172). Both quoted, so the request is sure of what each is.
 */
const SAY_NOT =
  /\b(?:say|use|write|put|call (?:it|them|us|the \p{L}+))\s+["“‘']([^"“”‘’'\n]{2,60})["”’']\s*,?\s+(?:not|instead of|rather than|never)\s+["“‘']([^"“”‘’'\n]{2,60})["”’']/iu;

function withWordingAsked<T extends GenerationRequest>(input: T): T {
  const typed = Object.values(input)
    .filter((v): v is string => typeof v === 'string')
    .join('\n');
  const asked = SAY_NOT.exec(typed);
  if (!asked) return input;
  const [, wanted, refused] = asked as unknown as [string, string, string];
  const any = new RegExp(
    String.raw`(${SAY_NOT.source})|(?<![\p{L}])${escapeRegExp(refused)}(?![\p{L}])`,
    'giu',
  );
  let out = input;
  for (const [k, v] of Object.entries(input)) {
    if (typeof v !== 'string' || k === 'newHireName') continue;
    const said = v.replace(any, (whole: string, request?: string) => (request ? whole : wanted));
    if (said !== v) out = { ...out, [k]: said };
  }
  return out;
}

/**
 * "pls Rhiannon with 2 n's, not Rhianon", "Joaquin with a u, not Joaqin": the spelling a note
 * gives is the one every field uses, the name's own included, and the one it refuses is
 * written nowhere (ADR 178; asides.ts `spellingAsked` reads the note, sure only of one name
 * spelt two ways).
 */
function withSpellingAsked<T extends GenerationRequest>(input: T): T {
  for (const v of Object.values(input)) {
    if (typeof v !== 'string') continue;
    for (const line of v.split(/\r?\n/u))
      for (const part of line.split(PART_BREAK)) {
        const asked = spellingAsked(part);
        if (!asked) continue;
        const refused = new RegExp(
          String.raw`(?<![\p{L}])${escapeRegExp(asked.refused)}(?![\p{L}])`,
          'gu',
        );
        let out = input;
        for (const [k, typed] of Object.entries(input)) {
          if (typeof typed !== 'string') continue;
          // The note itself keeps its words, for the reader of asides to take out whole.
          const said = typed
            .split(/(\r?\n)/u)
            .map((l) =>
              l
                .split(PART_BREAK)
                .map((p, i) => (i % 2 || spellingAsked(p) ? p : p.replace(refused, asked.wanted)))
                .join(''),
            )
            .join('');
          if (said !== typed) out = { ...out, [k]: said };
        }
        return out;
      }
  }
  return input;
}

/**
 * "Pls only say 'Dr.' once, she finds it too much": the honorific typed with the name is asked
 * for once at most. The writer says the name many times, so it is said without it (ADR 172).
 */
const HONORIFIC_ONCE =
  /\b(?:(?:only|just)\s+(?:say|use|write|put|mention)\s+["“‘']?([\p{L}]{1,6}\.?)["”’']?\s+once|(?:say|use|write|put|mention)\s+["“‘']?([\p{L}]{1,6}\.?)["”’']?\s+(?:only |just )?once)\b/iu;

function withHonorificOnce<T extends GenerationRequest>(input: T): T {
  const name = input.newHireName;
  if (!name) return input;
  const typed = Object.entries(input)
    .filter(([k, v]) => typeof v === 'string' && k !== 'newHireName')
    .map(([, v]) => v as string)
    .join('\n');
  const asked = HONORIFIC_ONCE.exec(typed);
  const word = (asked?.[1] ?? asked?.[2])?.replace(/\.$/u, '');
  if (!word) return input;
  const bare = name.replace(new RegExp(String.raw`^${escapeRegExp(word)}\.?\s+`, 'iu'), '');
  return bare !== name && /\p{L}{2}/u.test(bare) ? { ...input, newHireName: bare } : input;
}

/**
 * "no names of beneficiaries", "don't name the client", "leave out the hospital's name",
 * "no patient names": a thing whose name is asked to be left out (ADR 146). Its noun is the
 * capture; the names found for it go from every note (`withoutNamed`).
 */
const NAME_OF_ASKED = new RegExp(
  [
    String.raw`\b(?:don['’]?t|dont|do not|never|no need to)\s+(?:name|mention|use|give|say|print|include)\s+${THE}(?:(\p{L}+)['’]s?\s+names?|names? of ${THE}(\p{L}+))`,
    String.raw`\b(?:don['’]?t|dont|do not|never)\s+name\s+${THE}(\p{L}+)`,
    String.raw`\bleave\s+(?:out\s+)?${THE}(?:(\p{L}+)['’]s?\s+names?|names? of ${THE}(\p{L}+)|(\p{L}+) names?)`,
    String.raw`\bno\s+names?\s+(?:of|for)\s+${THE}(\p{L}+)`,
    String.raw`\bno\s+(?:real\s+)?(\p{L}+?)(?:['’]s?)?\s+names?\b`,
    String.raw`\bkeep\s+${THE}(\p{L}+?)(?:['’]s?)?\s+names?\s+out\b`,
  ].join('|'),
  'iu',
);

/** Things whose names are people's: their names go, the noun stays ("a family"). */
const PEOPLE =
  /^(?:beneficiar(?:y|ies)|clients?|patients?|famil(?:y|ies)|customers?|residents?|kids?|child(?:ren)?|pupils?|students?|donors?|guests?|users?|victims?|survivors?|tenants?|people|individuals?)$/iu;

/** The noun of each thing the notes ask be left unnamed, singular: "hospital", "beneficiary". */
export function unnamedThings(text: string): string[] {
  const out = new Set<string>();
  for (const line of text.split(/\r?\n/u)) {
    const m = NAME_OF_ASKED.exec(line);
    const noun = m?.slice(1).find(Boolean)?.toLowerCase();
    if (
      !noun ||
      /^(?:him|her|them|it|this|that|me|us|names?|first|last|full|real|individual|other|any)$/u.test(
        noun,
      )
    )
      continue;
    out.add(noun.replace(/ies$/u, 'y').replace(/(?<=[^s])s$/u, ''));
  }
  return [...out];
}

const PROPER = String.raw`\p{Lu}[\p{L}'’.&-]*(?:\s+(?:of|and|&|de|la|du|von)\s+\p{Lu}[\p{L}'’.&-]*|\s+\p{Lu}[\p{L}'’.&-]*){0,3}`;

/**
 * The text with the names of a thing asked to be left unnamed (`unnamedThings`) said as the
 * thing: "St Mary's Hospital" → "the hospital", "the Hartley family" → "a family", "client
 * Marlow Foods" → "the client", "the Marlow Foods account" (a client's) → "the account". A
 * name the text does not tie to the thing is not guessed at.
 */
export function withoutNamed(text: string, noun: string): string {
  // The request itself ("No family names.", "Don't name the client") is left for the reader
  // of requests to take out whole: rewritten here, "No family names" was posted "A family
  // names" (the nineteenth set's readers).
  return text.replace(/[^\n.!?]+[.!?]*/gu, (sentence) =>
    NAME_OF_ASKED.test(sentence) || NO_FAMILY_NAMES.test(sentence)
      ? sentence
      : namesSaidAsThing(sentence, noun),
  );
}

function namesSaidAsThing(text: string, noun: string): string {
  const cap = noun.charAt(0).toUpperCase() + noun.slice(1);
  const people = PEOPLE.test(noun);
  let out = text
    // "St Mary's Hospital", "Northfield Primary School": a name that ends in the thing.
    .replace(
      new RegExp(
        String.raw`(?:\b[Tt]he\s+)?\b${PROPER}\s+${cap}s?\b(?:\s+(?:of|for)\s+${PROPER})?`,
        'gu',
      ),
      `the ${noun}`,
    )
    // "client Marlow Foods", "our client, Marlow Foods": the name after the thing.
    .replace(
      new RegExp(
        String.raw`\b([${noun[0]}${cap[0]}]${noun.slice(1)}s?),?\s+(?:${PROPER})(?=$|[\s,.;:!?)])`,
        'gu',
      ),
      '$1',
    )
    // "Marlow Foods (client)", "Marlow Foods, our biggest client": the name before it.
    .replace(
      new RegExp(String.raw`\b${PROPER}\s*\((?:our |a |the )?(${noun}s?)\)`, 'gu'),
      (_m, n: string) => `a ${n}`,
    )
    .replace(
      new RegExp(
        String.raw`\b${PROPER},\s+((?:our|a|the)\s+(?:[\p{Ll}-]+\s+){0,2}${noun}s?)\b`,
        'gu',
      ),
      '$1',
    );
  if (people)
    out = out.replace(
      new RegExp(
        String.raw`(?:\b[Tt]he\s+)?\b\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s+(famil(?:y|ies))\b`,
        'gu',
      ),
      (_m, f: string) => (f === 'family' ? 'a family' : 'families'),
    );
  if (/^(?:client|customer)$/u.test(noun))
    out = out.replace(
      new RegExp(
        String.raw`\b(?:[Tt]he\s+)?${PROPER}\s+(account|contract|deal|tender|bid|pitch|project|renewal|launch|rollout|integration|migration)\b`,
        'gu',
      ),
      (m, what: string) => (/^T/u.test(m) ? `The client ${what}` : `the client ${what}`),
    );
  return out;
}
