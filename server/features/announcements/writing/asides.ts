/**
 * Asides meant for the writer, wherever they stand in a field: at its start, mid-note after a
 * dash or a semicolon, after a comma at its end ("…training in Nov, pls mention"), or in
 * brackets ("(they/them btw, pls use they)"). The sixth set's reader graded 25 options C for
 * one posted (ADR 061). Each aside is read as one of:
 * - `tell`: content the user wants told ("pls say toolbox talks move to 7:15") — the content
 *   stays, the request words go;
 * - `invite`: something readers are asked to do ("pls ask people to DM her") — told as an
 *   invitation only when it is a short action the reading is sure of, else dropped;
 * - `avoid`: a constraint ("do NOT say 'replacing'", "no student names") — the words are never
 *   written, and names in that field are not posted;
 * - `pronoun`: "they/them btw, pls use they";
 * - `drop`: how to write it, who will read it, why ("no fluff pls, the team hates corporate
 *   waffle", "Formal tone, this goes on the website too") and anything the reading is unsure
 *   of: never posted.
 * The facts around an aside stay; a field is cut at clause boundaries only.
 */

import { pronounsAsked, pronounsRefused } from '#domain/pronoun-request.ts';
import { escapeRegExp, NO_SENTENCE_END, upperFirst } from '#domain/text.ts';
import { TYPED_LANGUAGES } from './language-names.ts';

export type Aside =
  | { kind: 'tell'; text: string }
  | { kind: 'invite'; text: string }
  | { kind: 'avoid'; words: string[]; names: boolean }
  | { kind: 'pronoun'; pronoun: 'she' | 'he' | 'they' }
  | { kind: 'drop' };

const PLEASE = String.raw`(?:pls|plz|please|kindly)`;

/**
 * What a post may not be ("no cringe pls", "not too cheesy", "nothing corny"): asked of the
 * writer, never posted; the post then makes no show of the person (instructions.ts
 * `asksNoFuss`, ADR 128).
 */
// "nothing too loud", "not too showy": the same ask, said of the post's volume (ADR 132).
export const CRINGE = String.raw`(?:cringe|cringey|cringy|cringeworthy|cheesy|cheese|corny|over the top|ott|soppy|gushy|schmaltzy|naff|loud|showy|flashy)`;
const OPENER = String.raw`(?:(?:${PLEASE}|can you|could you|would you)\s+)?(?:also\s+)?`;

/** "pls say toolbox talks move…", "please mention that she'll…": the request and its content. */
const TELL = new RegExp(
  String.raw`^${OPENER}(?:make sure (?:to|you)\s+|don'?t forget to\s+|remember to\s+)?(?:mention|include|add|note|say|tell (?:everyone|people|them|the team|folks)|highlight|call out)\s+(?:(?:something|a line|a bit) about (?:how |the fact that )?|that\s+)?(.+)$`,
  'iu',
);

/** A request with nothing after it speaks of what came before: "…in Nov, pls mention". */
const TELL_PREVIOUS = new RegExp(
  String.raw`^(?:(?:${PLEASE}\s+)?make (?:that|this|it) (?:clear|known|explicit)(?:\s+(?:too|as well|pls|plz|please))*|(?:${PLEASE}\s+)?make sure (?:the post|the message|it|this|you|we) (?:says?|mentions?|includes?|covers?|gets? across|is clear about)\s+(?:that|this|it)(?:\s*[-–—,]\s*(?:s?he|they) (?:insisted|asked|wants? it|said so))?|${PLEASE}\s+(?:do\s+)?(?:mention|include|add|note|say|highlight)(?:\s+(?:this|that|it|too|as well))*|${PLEASE}\s+use\s+(?:this|that|it)(?:\s+(?:somewhere|anywhere|too|as well|in there|in the post|if you can|if possible))*|(?:mention|include|add)\s+(?:this|that|it)(?:\s+(?:too|as well))?(?:,?\s+${PLEASE})?)\s*[.!]*$`,
  'iu',
);

/** "pls mention that, she's proud of it", "please include this - he loves it": a reason after it. */
const TELL_THAT_BECAUSE = new RegExp(
  String.raw`^(?:${PLEASE}\s+)?(?:do\s+)?(?:mention|include|add|note|say|highlight)\s+(?:this|that|it)(?:\s+(?:too|as well))?\s*(?:,|\s[-–—]|\s(?:as|because|since|cos|cause)\b)\s*\S.*$`,
  'iu',
);

/**
 * "She asked us to say 'the workshop' won, not just her": what the person asked to be said,
 * relayed by the typist. Told as the request's content, never as the request (ADR 132).
 */
const ASKED_TO_SAY =
  /^(?:s?he|they|[\p{Lu}][\p{L}'’-]+) (?:asked|wants|wanted|would like|'d like) (?:us|me|you) to (?:say|mention|make (?:it )?clear|tell (?:everyone|people|the team))\s+(?:that\s+)?(.+)$/iu;

/** What a relayed request asks of the line before it: "it once, so there", "that too". */
const ASKED_OF_PREVIOUS =
  /^(?:it|this|that)\b(?:\s+(?:once|too|as well|again|here|somewhere|in the post|in there|at least once|pls|please))*\s*(?:[,;]\s*(?:so there|ok|okay|fine|lol|haha|because|as|since)\b.*|[-–—]\s*.*)?[.!]*$/iu;

/**
 * "she's Polish & very modest, would love a line in Polish for her: 'Dziękujemy, Bogi!'": a
 * line in the person's language asked for and given. The line is told; the request and its
 * reason are not (the eighteenth set's readers rewrote the request posted whole).
 */
const LINE_IN_LANGUAGE =
  /^(?:[^:]{0,60}?,\s*)?(?:(?:s?he|they|we|i)(?:'d|’d| would)? |would )?(?:really )?(?:love|like|want|prefer)s? (?:a line|a word|a sentence|something|a thank-?you|a greeting) in \p{L}+(?: for (?:her|him|them))?\s*[:–—-]\s*(['‘"“][^'’"”]{2,80}['’"”]|[^'‘"“]{2,80})$/iu;

/** Verbs a requested clause may carry without an auxiliary: "toolbox talks move to 7:15". */
const CLAUSE_VERB =
  /\b(?:is|are|was|were|will|'ll|’ll|'re|’re|'s|’s|has|have|had|can|moves?|starts?|begins?|runs?|opens?|closes?|changes?|joins?|leads?|takes?|covers?|goes|comes?|stays?|needs?|gets?|speaks?|works?|lives?|loves?|helps?|owns?|reports?|shifts?|won|wins|did|made|built|ran|led)\b/iu;
const SUBJECT = /^(?:we|she|he|they|it|there|i|you)\b/iu;

/** "pls ask people to DM her", "would be great if people could say hi in the crew room". */
const INVITE = new RegExp(
  String.raw`^(?:${OPENER}(?:ask|tell|get|encourage|invite|remind)\s+(?:people|everyone|folks|the team|staff|all|them|colleagues)\s+to\s+|(?:it )?would be (?:great|nice|lovely|good) if (?:people|everyone|folks|you all|y'?all|the team|you|colleagues) (?:could|would|can)\s+)(.+?)[.!]*$`,
  'iu',
);
/** Actions a reader can take that the reading is sure of, told as "Feel free to …". */
const READER_ACTION =
  /^(?:dm|message|email|e-mail|ping|contact|reach out to|say (?:hi|hello)|drop by|stop by|pop by|come (?:by|along|and say)|welcome|congratulate|thank|send|sign up|volunteer|join)\b/iu;

/**
 * "Would like this to encourage others to sign up for the rota": the author's hope for the
 * post, an action for readers. Read as the author's, never the person's.
 */
const ENCOURAGE =
  /^(?:i'?d|i would|we'?d|we would|would)\s+(?:like|love)\s+(?:this|the post|it|her story|his story|their story)\s+to\s+(?:encourage|inspire|get|prompt)\s+(?:others|people|everyone|colleagues|more people|more of you)\s+to\s+(.+?)[.!]*$/iu;

/**
 * A constraint on what is written: "do NOT say 'replacing'", "no 'flying high' puns pls",
 * "no mention of the merger", "keep donor names out of it", "no individual student names".
 */
const QUOTED = /(?<=^|[\s(])['‘"“]([^'’"”]{2,60})['’"”](?=$|[\s,.;:!?)])/gu;
const AVOID = new RegExp(
  // "No prices or client names please", "no supplier names pls": names the post must not
  // hold, of a kind NAMES_ASIDE does not strip from the notes (ADR 196).
  String.raw`^no\s+(?:[\p{L}'’-]+\s+(?:or|and|&)\s+)?(?:[\p{L}'’-]+\s+){0,2}names?\s+(?:${PLEASE}|thanks|thx)\s*[.!]*$|` +
    String.raw`^(?:${PLEASE}\s+)?(?:(?:don'?t|dont|do not|never|pls don'?t|please don'?t)\s+(?:say|use|write|call (?:it|her|him|them|this)|mention|name|refer to)\b|no\s+(?:mention of|reference to|(?:details?|info|information|specifics) (?:about|on|of|re|regarding)\b|['‘"“])|avoid\b|keep\s+.{1,40}?\s+out\b|leave\s+(?:out\s+)?.{1,40}?\bnames?\b|no\s+(?:(?:individual|real|full|first|last|other|student|students'?|pupil|pupils'?|child|children'?s?|kids'?|patient|patients'?|client|clients'?|customer|customers'?|family|donor|donors'?)\s+)*names?\b)`,
  'iu',
);
const NAMES_ASIDE =
  /\bno\s+(?:(?:individual|real|full|first|last|other|student|students'?|pupil|pupils'?|child|children'?s?|kids'?|patient|patients'?)\s+)*names?\b|\bkeep\s+(?:all\s+|any\s+)?(?:the\s+)?(?:(?:student|pupil|child|children'?s?|kids'?|patient|individual)\s+)?names\s+out\b/iu;

/**
 * A request not to mention something, wherever it stands in the aside: "…got mentioned so
 * don't", "not to be mentioned", "don't want it mentioned".
 */
const UNSAID =
  /\bmentioned\b.{0,20}\b(?:so\s+)?(?:don'?t|dont|do not|pls don'?t|please don'?t)\b|\bnot\s+(?:to\s+)?be\s+mentioned\b|\b(?:don'?t|dont|do not|never)\s+(?:want|need)\s+(?:it|this|that)\s+mentioned\b/iu;

/**
 * "they/them btw", "pls use they", "she/her pronouns", and the pronouns named first:
 * "Pronouns they/them", "pronouns: she/her please", "pronouns are they/them", "uses
 * they/them", "goes by he/him" (ADR 151: typed in the expertise, it was posted as a skill).
 */
const PRONOUN = new RegExp(
  String.raw`^(?:${PLEASE}\s+)?(?:(?:(?:my|her|his|their)\s+)?pronouns?(?:\s*:\s*|\s+(?:are|is)\s+|\s+)|(?:s?he\s+|they\s+)?(?:uses?|goes by|go by)\s+)?(?:use\s+)?(she|he|they)(?:\s*/\s*(?:her|him|them|hers|his|theirs))?(?:\s+pronouns)?(?:\s+(?:btw|pls|plz|please|fyi|thanks|thx|ty))*\s*[.!]*$`,
  'iu',
);

/** What a permission lets the post do with a fact: "use", "sharing", "quote", "name". */
const CLEARED_USE = String.raw`(?:us(?:e|ing)|shar(?:e|ing)|post(?:ing)?|quot(?:e|ing)|print(?:ing)?|publish(?:ing)?|mention(?:ing)?|includ(?:e|ing)|nam(?:e|ing)|say(?:ing)?|tell(?:ing)?|run(?:ning)?)\b`;
/** What a clearance is of: "photo approved by legal", "the quote checked with comms". */
const CLEARED_THING = String.raw`(?:(?:the|this|that|her|his|their|both|all)\s+)?(?:photos?|pics?|pictures?|images?|quotes?|names?|story|stories|videos?|clips?|details|post|it|this|that|use|wording)`;

/** Who an aside speaks of: the person by pronoun or by a capitalised name. */
const WHO = String.raw`(?:s?he|they|[\p{Lu}][\p{L}'’-]+)`;

// prettier-ignore
const COMMON_LANGUAGES = ['Welsh', 'Irish', 'Gaelic', 'Scots Gaelic', 'Spanish', 'French', 'German',
  'Italian', 'Portuguese', 'Dutch', 'Polish', 'Tagalog', 'Filipino', 'Japanese', 'Korean',
  'Chinese', 'Mandarin', 'Cantonese', 'Hindi', 'Urdu', 'Punjabi', 'Tamil', 'Arabic', 'Hebrew',
  'Greek', 'Turkish', 'Swahili', 'Zulu', 'Xhosa', 'Afrikaans', 'Yoruba', 'Igbo', 'Hausa',
  'Amharic', 'Somali', 'Vietnamese', 'Thai', 'Russian', 'Ukrainian', 'Romanian', 'Hungarian',
  'Czech', 'Finnish', 'Swedish', 'Norwegian', 'Danish', 'Icelandic', 'Catalan', 'Basque',
  'Galician', 'Quechua', 'Aymara', 'Guarani', 'Samoan', 'Tongan', 'Fijian', 'Latin', 'Māori',
  'Te Reo'];
/** What a note may ask be kept as typed: a language's words, a line, a quote (ADR 156). */
const KEPT_THING = String.raw`(?:${[...TYPED_LANGUAGES, ...COMMON_LANGUAGES].join('|')}|line|lines|quote|quotes|greeting|sign-?off|joke|pun|emoji|emojis|phrase|saying|toast)`;

/**
 * "keep the Welsh", "keep the quote as is": a request to keep the line typed before it, in
 * the person's language or words. The line is told in every option (asks.ts), the request
 * never (ADR 156). Only what a post can carry: a language, a line, a quote.
 */
const KEEP_PREVIOUS = new RegExp(
  String.raw`^(?:${PLEASE}\s+)?keep\s+(?:the|that|this|his|her|their|my)\s+(?:${KEPT_THING})(?:\s+(?:in|as is|as it is|as typed|as written|pls|plz|please|too|bit|line|part|greeting))*\s*[.!]*$`,
  'iu',
);

/**
 * "don't put client names except Chengdu (public)", "no venue names other than the Apollo",
 * "don't name any sites apart from Leeds": an allow-list, never posted. The names it allows
 * are told; every other proper name its note gives is hidden (instructions.ts, ADR 156).
 */
export const ALLOW_ONLY = new RegExp(
  // Only names are withheld: "no injuries except a sprained wrist" is news, no allow-list.
  String.raw`\b(?:(?:no|(?:don['’]?t|dont|do not|never)\s+(?:put|use|mention|name|include|say|give|print|post|write)(?:\s+(?:any|the|other))?)\s+(?:[\p{L}-]+\s+)?names?|(?:don['’]?t|dont|do not|never)\s+(?:name|mention)\s+(?:(?:any|other|the)\s+)*[\p{L}-]+s)\s+(?:(?:in|on) (?:the|this) (?:post|message)\s+)?(?:except(?: for)?|other than|apart from|besides|aside from)\s+([^.!?\n;]{1,80})`,
  'iu',
);

const ALLOW_ONLY_ASIDE = new RegExp(String.raw`^(?:${PLEASE}\s+)?(?:${ALLOW_ONLY.source})`, 'iu');

/** 'keep the Hindi line: "Swagat hai, Priya!"': the line is told, the request not (ADR 156). */
const KEEP_LINE = new RegExp(
  String.raw`^(?:${PLEASE}\s+)?(?:keep|use|include)\s+(?:the|this|that|a)\s+(?:${KEPT_THING})(?:\s+(?:line|greeting|words?|bit|sign-?off))?\s*[:–—-]\s*(['‘"“][^'’"”]{2,80}['’"”])$`,
  'iu',
);

/** The marks a spelling note names: "fada on the i", "accent on the e" (ADR 178). */
const MARKS = String.raw`(?:fadas?|accents?|acutes?|graves?|umlauts?|cedillas?|tildes?|macrons?|h[aá][cč]eks?|circumflex(?:es)?|diaeres[ie]s|ogoneks?|breves?)`;

/**
 * "separate note coming for Dave", "don't fold it into this one": another post's news, kept out
 * of this one. The request is never posted. The part of its line before it goes with it only
 * when the request says it is that part: "don't fold it into this one", or "for Dave" where
 * that part names Dave (`readAsides`, ADR 178); "Took over the ovens — separate note to
 * follow" promises more of the person's news, which stays.
 */
const ANOTHER_POST_WORDS = [
  String.raw`^(?:(?:a|we'?ll do a|we'?re doing a|there'?s a|will do a)\s+)?(?:separate|another|its own|their own|a different)\s+(?:note|post|message|announcement|e-?mail)\s+(?:is\s+)?(?:coming|to follow|later|for (?:that|this|him|her|them|\p{Lu}[\p{L}'’-]*))\b[^.!?]{0,40}[.!]*$`,
  String.raw`^(?:${PLEASE}\s+)?(?:don'?t|dont|do not|pls don'?t)\s+(?:fold|put|mix|merge|combine|include|add)\s+(?:it|this|that|them|his|her|their)\b[^.!?]{0,20}?\s+(?:in|into|with)\s+(?:this|the|our)\s+(?:one|post|message|note|announcement)\s*[.!]*$`,
];
const ANOTHER_POST = new RegExp(ANOTHER_POST_WORDS.join('|'), 'iu');
const FOLD_INTO =
  /\b(?:don'?t|dont|do not|never)\s+(?:fold|put|mix|merge|combine|include|add)\s+(?:it|this|that|them)\b[^.!?]{0,20}?\s+(?:in|into|with)\s+(?:this|the|our)\s+(?:one|post|message|note|announcement)\b/iu;
const POST_FOR = /\bfor\s+(\p{Lu}[\p{L}'’-]*)/u;

/** Whether an another-post request speaks of the part before it (`ANOTHER_POST_WORDS`). */
function anotherPostOf(request: string, before: string): boolean {
  if (!ANOTHER_POST.test(request)) return false;
  if (FOLD_INTO.test(request)) return true;
  const whom = POST_FOR.exec(request)?.[1];
  return (
    !!whom && new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(whom)}(?![\p{L}])`, 'u').test(before)
  );
}

/**
 * "That's the kind of guy he is", "that's just who she is", "that's so him", "this is typical
 * Dave": a verdict on the facts before it, with no fact of its own; said alone it reads as an
 * orphan line or a headline (ADR 176). The one reader of it, whatever field it is typed in.
 */
const REMARK_ON_THE_FACTS =
  /^(?:that['’]?s|that is|this is)\s+(?:just\s+|exactly\s+|simply\s+)?(?:(?:the|what)\s+(?:kind|sort|type)\s+of\s+[\p{L}-]+(?:\s+(?:s?he|they)\s+(?:is|are))?|who\s+(?:s?he|they)\s+(?:is|are)|(?:so\s+)?(?:him|her|them)(?:\s+(?:all over|all|for you))?|typical\s+\p{L}+)\s*[.!]*$/iu;

/** How to write it, where it goes, who reads it: obeyed, never posted. */

const STYLE = new RegExp(
  [
    String.raw`^(?:${PLEASE}\s+)?(?:keep|make) (?:it|this|the post|the tone)\b`,
    String.raw`^(?:${PLEASE}\s+)?(?:formal|informal|casual|light|friendly|warm|upbeat|professional|serious|fun|playful)(?: tone| register| vibe)\b`,
    String.raw`^(?:this|it|the post) (?:goes|will go|is going|gets? posted|will be (?:posted|read|shared|printed)) (?:on|to|out|in|up)\b`,
    // "this gets forwarded", "it may be shared externally": who reads it, said to the writer.
    String.raw`^(?:this|it|the post|the message|the email)(?:'ll| will| may| might| could| can)? (?:gets?|be|is|goes) (?:forwarded|shared (?:externally|outside)|sent (?:on|out|round|around|to (?:clients|parents|families|partners|externals?)))\b`,
    // "we will thank him separately, not in this message": what the post is not for (ADR 132).
    String.raw`^(?:we|i)(?:'ll|’ll|'d| will| would| are going to|'re going to| plan to)? (?:thank|credit|congratulate|celebrate|mark|recognise|recognize|do) (?:him|her|them|it|this|that)\b.{0,30}\b(?:separately|later|in person|another time|elsewhere)\b`,
    String.raw`^not (?:in|for) (?:this|the) (?:message|post|announcement|e-?mail|note)\b`,
    String.raw`^(?:the )?(?:clients|parents|customers|donors|families|patients|students|the board|everyone|externals?) (?:will|might|may|can) (?:see|read) (?:this|it)\b`,
    String.raw`^(?:${PLEASE}\s+)?no (?:fluff|waffle|essays?|corporate (?:speak|waffle|jargon)|jargon|cheese|cheesiness|puns|emojis?|exclamation marks|hype|fuss|clich[eé]s)\b`,
    String.raw`^(?:${PLEASE}\s+)?(?:bullet points?|bullets|a list|short paragraphs?)(?: are| is)? (?:fine|ok|okay|good|pls|please|preferred)\b`,
    String.raw`^(?:${PLEASE}\s+)?lean into\b`,
    // "Pls be respectful, no jokes about the rice itself, it's sacred to us": how the post is
    // to treat its subject, said to the writer (the twenty-fifth set's pa12 posted it).
    String.raw`^(?:${PLEASE}\s+)?be (?:respectful|kind|sensitive|careful|gentle|tactful|mindful)\b`,
    String.raw`^(?:${PLEASE}\s+)?no (?:jokes?|joking|banter|memes?)\s+(?:about|on|re)\b`,
    // "1 Dec (Tue) — pls not Monday, we're closed": the day the post must not say, said to the
    // writer with its reason (the twenty-fifth set's pw03).
    String.raw`^${PLEASE}\s+not\s+(?:on\s+)?(?:a\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b`,
    // "just focus on her", "keep the focus on him": whom the post is about, said to the writer.
    String.raw`^(?:${PLEASE}\s+)?(?:just |only )?(?:focus|concentrate) on (?:her|him|them|the person|the work|the achievement)\b`,
    String.raw`^(?:${PLEASE}\s+)?keep the focus on\b`,
    String.raw`^(?:${PLEASE}\s+)?maybe (?:a |an |some |one |the odd )?[\p{L}-]+(?: [\p{L}-]+)? (?:reference|references|pun|puns|joke|jokes|emoji|emojis|gif)\b`,
    String.raw`^(?:but )?not too (?:many|much|long|formal|cheesy|corporate|over the top|serious|silly|flowery|fluffy|wordy|salesy|fancy|gushy|sappy|mushy|sentimental|effusive|long-winded|emotional|jokey)\b`,
    // "Please no photos or names of beneficiaries in the post": what the post must not hold.
    String.raw`^(?:${PLEASE}\s+)?no\s+[\p{L}'’ ,/&-]{2,60}?\s+(?:in|on|for) (?:the|this|our) (?:post|message|announcement|e-?mail|update|newsletter)(?:\s+${PLEASE})?\s*[.!]*$`,
    // "keep short pls", "keep it brief": how long, with or without its "it" (ADR 156).
    String.raw`^(?:${PLEASE}\s+)?(?:keep|make)\s+(?:it\s+|this\s+)?(?:short|brief|shorter|snappy|concise|tight)(?:\s+(?:pls|plz|please|thx|thanks|ok|okay))*\s*[.!]*$`,
    // "pls call him Oneil not Andre", "refer to her as Kate, not Katherine": which name the
    // post uses, said to the writer (ADR 156); the name asked for is the one the post uses.
    String.raw`^(?:${PLEASE}\s+)?(?:call|refer to|address)\s+(?:him|her|them)\s+(?:as\s+)?['‘"“]?\p{Lu}[\p{L}'’-]*['’"”]?,?\s+(?:not|rather than|instead of|never)\s+['‘"“]?\p{Lu}`,
    // "pls name her with 'ji'", "add -san after his name": the honorific the post calls the
    // person by, said to the writer, who calls them by the name the notes use (the
    // twenty-fifth set's pa16 posted "Please name her with 'ji'.").
    String.raw`^(?:${PLEASE}\s+)?(?:name|call|address|refer to|mention)\s+(?:him|her|them)\s+(?:with|using|by)\s+(?:the\s+)?['‘"“]?-?[\p{L}]{1,12}['’"”]?(?:\s+(?:after|with|in)\s+(?:his|her|their|the)\s+name)?\s*[.!]*$`,
    String.raw`^(?:${PLEASE}\s+)?(?:add|use|put|write|keep)\s+(?:the\s+)?['‘"“]?-?[\p{L}]{1,12}['’"”]?\s+(?:after|with|before|on|in)\s+(?:his|her|their)\s+name\b`,
    // 'say "Balkanabat base" not "Turkmenistan operations"', "use 'crew' instead of 'staff'",
    // '"Dr Amara" not "Amara"': which words the post uses, said to the writer, who uses them
    // (ADR 172, instructions.ts `withWordingAsked`); the reason after it goes with it.
    String.raw`^(?:${PLEASE}\s+)?(?:(?:say|use|write|put|call (?:it|them|us|the \p{L}+))\s+)?["“‘'][^"“”‘’']{2,60}["”’']\s*,?\s+(?:not|instead of|rather than|never)\s+["“‘'][^"“”‘’']{2,60}["”’']`,
    // "it's only the base", "they're just the lab": the reason given for a naming correction.
    String.raw`^(?:it|this|that|they|we)(?:'s|’s|'re|’re| is| are)\s+(?:only|just)\s+(?:the|our|a|one)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s*[.!]*$`,
    // "Pls only say 'Dr.' once", "use Prof. just once": how often a word is said (ADR 172).
    String.raw`^(?:${PLEASE}\s+)?(?:(?:only|just)\s+)?(?:say|use|write|put|mention)\s+["“‘']?[\p{L}]{1,12}\.?["”’']?\s+(?:only\s+|just\s+)?once\b`,
    // "she finds it too much", "he finds that cringe": the person's view of a wording, a
    // reason for a request.
    String.raw`^(?:s?he|they)\s+(?:finds?|thinks?|feels?)\s+(?:it|that|this|them)\s+(?:reads?\s+|sounds?\s+|looks?\s+|is\s+)?(?:a bit\s+|way\s+|too\s+)?(?:much|formal|stiff|over the top|pompous|cringe\w*|awkward|silly|stuffy|showy)\s*[.!]*$`,
    // "please write it so it sounds good read aloud", "make it easy to read out": how the post
    // is to be written, said to the writer.
    String.raw`^(?:${PLEASE}\s+)?(?:write|word|phrase|make|keep)\s+(?:it|this|the post|the message)\s+(?:so\s+(?:it|that)|(?:easy|simple|clear)\s+to|for\s+(?:reading|being read))\b`,
    // "He doesn't read much, so we will print this … and read it at the asamblea": how the
    // post will reach its readers, said to the writer (ADR 172).
    String.raw`^(?:[^.!?]{0,60}?,?\s*(?:so|and)\s+)?(?:we|i)(?:'ll|’ll| will| are going to|'re going to| plan to| want to)\s+(?:(?:print|read|pin|display|hang)\s+(?:this|it|the post|the message)|(?:post|send|share|put)\s+(?:this|the post|the message)(?=\s+(?:up|out|round|around|on|in|at|to)\b|\s*[,.!]|\s*$))`,
    REMARK_ON_THE_FACTS.source,
    // "Just a big thank you.": what the post is to be, said to the writer.
    String.raw`^(?:just|only|simply)\s+(?:a\s+)?(?:big\s+|huge\s+|massive\s+|simple\s+|heartfelt\s+|warm\s+|real\s+)?(?:thank you|thank-you|thanks|shout-?out|congrats)\s*[.!]*$`,
    // "(she prefers Jia-rong, not her English name)": which name, said to the writer, who
    // calls the person by the name the notes give (ADR 180).
    String.raw`^(?:s?he|they)\s+prefers?\s+(?:to be called\s+|being called\s+)?['‘"“]?\p{Lu}[\p{L}'’-]*['’"”]?\s*[.!]*$`,
    String.raw`^not (?:her|his|their|the) (?:english|real|full|official|legal|given|first|western|birth|passport) name\s*[.!]*$`,
    // "he'll like it", "she'd love that": a reason given for a request, never posted.
    String.raw`^(?:s?he|they|[\p{Lu}][\p{L}'’-]+)(?:'ll|’ll|'d|’d| will| would)\s+(?:really\s+)?(?:like|love|appreciate|enjoy|get a kick out of)\s+(?:it|that|this)(?:\s+(?:lol|haha|😂|😅|🙂|😊))*\s*[.!]*$`,
    // "not a word about the scrape pls", "nothing about the delay": hiding, read by AVOID too.
    String.raw`^(?:${PLEASE}\s+)?(?:not a (?:word|peep|mention)|nothing|zero)\s+(?:about|on|of|re|regarding)\s+\S`,
    // "…make sure the post says that - he insisted": whose request it was, said to the writer.
    String.raw`^(?:s?he|they) (?:insisted|insists|asked for (?:it|that|this)|wants? it (?:that way|said))\s*[.!]*$`,
    // "just a short thanks from the team is fine": how much the post should say.
    String.raw`^(?:just |only )?(?:a )?(?:short|quick|simple|brief|small|little|low-?key) (?:thanks|thank you|thank-you|note|post|message|shout-?out|mention|word)\b.{0,40}\b(?:is|are|would be|will be|'s)\s+(?:fine|enough|ok|okay|plenty|great|good|perfect|best)\b`,
    String.raw`^(?:${PLEASE}\s+)?(?:but\s+|and\s+)?(?:no|nothing(?: too| that'?s?)?|not(?: too| so| overly)?)\s+${CRINGE}\b`,
    String.raw`^(?:(?:[\p{Lu}][\p{L}'’-]+|s?he|they)(?:'d| would)|would) (?:hate|want|prefer|rather|not want|not like|like it)\b`,
    String.raw`^(?:${PLEASE}\s+)?(?:don'?t|dont|do not|never)\s+(?:oversell|undersell|overdo|exaggerate|hype|spin|gush|make (?:it|this|her|him|them|the post)\b)`,
    // "This needs to read as a serious business win, not just a nice thank-you": how the post
    // should read, said to the writer (the nineteenth set's readers found it posted).
    String.raw`^(?:this|it|the (?:post|message|announcement|note))(?: really)? (?:needs|has|ought|should|must|wants)(?: to)? (?:read|sound|feel|come across|land)\b`,
    // "I want the message to feel proud but not corporate": how the author wants it to read.
    String.raw`^(?:i|we)(?:'d| would)? (?:really )?(?:want|like|need|prefer)s? (?:the |this |our )?(?:message|post|announcement|tone|it|this)\s+(?:to\s+)?(?:feel|sound|be|read|come across|stay)\b`,
    // "…this is about the kids" after it: whom the post is for, said to the writer.
    String.raw`^(?:this|it)(?:'s|’s| is) (?:really |all |mostly )?about (?:the |our )?(?:kids|children|pupils|students|patients|team|families|community|them|people)\s*[.!]*$`,
    // "she's modest about it so dont overdo it": the person's modesty as the reason for a
    // request about the post, never posted (the eleventh set's readers).
    // "she is modest and a little uncomfortable with praise, so keep it gentle" too.
    String.raw`^${WHO}(?:'s|’s| is| are|'re)? (?:very |quite |really |a bit |pretty |super )?(?:modest|shy|humble|private|low-?key|camera-shy)\b.{0,60}\bso\s+(?:${PLEASE}\s+)?(?:don'?t|dont|do not|no need to|let'?s not|no|nothing|not too|keep|make|go easy|tone)\b`,
    // "Not sure yet if the handover is 1 or 15 June — leave the date out pls": the typist's
    // doubt as a sentence of its own asserts nothing, and the request with it is obeyed (the
    // nineteenth set's readers found both posted).
    String.raw`^(?:i'?m |we'?re )?not (?:yet |100% )?sure (?:yet )?(?:if|whether|when|about|of)\b`,
    String.raw`^(?:${PLEASE}\s+)?leave (?:the |his |her |their |that )?[\p{L}-]+(?: [\p{L}-]+)? out\b(?:\s+${PLEASE})?\s*[.!]*$`,
    // "no photos talk pls", "no baby pics please": a "no …" asked of the writer with its
    // "please" is a request about the post, never a fact (the fourteenth set's qw04).
    // "no speech pls she hates that": with the reason the typist gives for it (the
    // twenty-first set's gp09 posted it).
    String.raw`^(?:${PLEASE}\s+)?no\s+(?!(?:mention of|reference to)\b)(?!.*['‘"“])(?![\p{L}'’ -]*\bnames?\b)[\p{L}'’ -]{2,40}?\s+${PLEASE}(?:[,\s]+(?:s?he|they)(?:['’]?(?:s|d|ll))?\s+(?:hates?|hated|loathes?|dislikes?|can['’]?t stand|doesn['’]?t like|does not like|would hate|will hate|won['’]?t like|gets? (?:shy|embarrassed)|is shy)\b[^.!?]*)?\s*[.!]*$`,
    // "2-3 lines max", "a line or two pls", "max 3 sentences": how long, asked of the writer
    // (ADR 146; `asksShort` then writes the options short).
    String.raw`^(?:${PLEASE}\s+)?(?:max(?:imum)?\s+|no more than\s+|at most\s+|just\s+|only\s+)?(?:\d+|one|two|three)(?:\s*(?:[-–/]|or|to)\s*(?:\d+|two|three|four))?\s+(?:short\s+)?(?:lines?|sentences?)(?:\s+(?:max(?:imum)?|tops|at most|is fine|is enough|pls|plz|please))*\s*[.!]*$`,
    String.raw`^(?:${PLEASE}\s+)?(?:just\s+)?(?:a line or two|a sentence or two|a couple of (?:lines|sentences))\b(?:\s+(?:is|will do|would do|fine|enough|plenty|ok|okay|max|tops|pls|plz|please))*\s*[.!]*$`,
    String.raw`^(?:${PLEASE}\s+)?(?:short and sweet|short pls|brief pls|short please|brief please|shorter is better|nothing long)\s*[.!]*$`,
    String.raw`^(?:${PLEASE}\s+)?(?:staff |internal |the )?(?:intranet|staff|internal|newsletter|website) only\b`,
    String.raw`^(?:${PLEASE}\s+)?for the (?:staff )?(?:intranet|newsletter|website|notice ?board)\b`,
    String.raw`^(?:for |because of |due to )?(?:safeguarding|confidentiality|privacy|data protection|gdpr)(?: reasons)?\s*[.!]*$`,
    String.raw`^(?:${PLEASE}\s+)?(?:use|avoid) (?:the word|the phrase|the term)\b`,
    // How the person feels about being in the post, or their consent to it: "she's ok w us
    // mentioning it", "he will be embarrassed if we make a big deal of it", "he doesn't mind
    // us sharing". Said to the writer; posted, it reads as a private note (the tenth set).
    String.raw`^${WHO}(?:'s|’s| is| are|'re| was| will be|'ll be| would be|'d be| should be)? (?:totally |completely |fine and )?(?:ok|okay|fine|happy|cool|good|alright|all right)\s+(?:w/?|with|for)\s+(?:us|me|you|people|everyone|it|this|that|the team)?\s*(?:to\s+)?${CLEARED_USE}`,
    String.raw`^${WHO}(?:'ll| will| would|'d|'s|’s| is| gets?| might| may)? (?:be |get )?(?:so |very |a bit |really )?(?:embarrassed|embarassed|embarrased|mortified|cringing)\b.{0,40}\b(?:(?:if|when|that)\s+(?:we|you|i|people|anyone|everyone|this|it|the post)|by (?:this|the post|all this|it))\b`,
    String.raw`^${WHO} (?:doesn'?t|does not|don'?t|do not|won'?t|will not|wouldn'?t) mind\b.{0,30}\b(?:mention|shar|post|includ|say|tell)\w*\b`,
    String.raw`^${WHO} (?:said|says|has said|agreed|gave (?:the |us the |me the )?(?:ok|okay|green light))\b.{0,30}\b(?:mention|share|post|include)\w*\b`,
    // "pls get that right", "important to get it right", "make sure you spell her name
    // right": a request about the aside before it, never posted (ADR 151).
    String.raw`^(?:${PLEASE}\s+)?(?:(?:make sure|be sure|ensure)\s+(?:you\s+|we\s+|to\s+)?|(?:(?:it'?s|this is|that'?s)\s+)?(?:very |really |super )?important(?:\s+to)?\s+)?(?:get|spell|say|pronounce)\s+(?:that|this|it|these|those|them|(?:her|his|their|the)\s+(?:name|pronouns?|title|surname))\s+right\b[^.!?]{0,20}[.!]*$`,
    // "Everybody calls him Jumbo so pls use that": the name to go by, asked of the writer,
    // who takes it (`withNameAsked`); posted, it read as the typist's note (the twenty-second
    // set's ep04).
    String.raw`^(?:everybody|everyone|we all|the team|people|the crew|all of us|most people)\s+(?:calls?|knows?)\s+(?:him|her|them)\s+(?:as\s+)?["“'‘]?[\p{L}'’-]+["”'’]?,?\s+(?:so\s+)?(?:${PLEASE}\s+)?(?:use|say|go with|stick (?:to|with)|call (?:him|her|them))\s+(?:that|it|this|the nickname|that name|the name)\b[^.!?]{0,20}[.!]*$`,
    // "we say Inès with the accent, pls", "accent on the e please": how the name is written,
    // asked of the writer, who writes it as the name field gives it (the twentieth set's zw11).
    String.raw`^(?:${PLEASE}\s+)?(?:(?:we|you|they|everyone)\s+)?(?:say|write|spell|pronounce|type)\s+\S+\s+with\s+(?:the|an?|its)\s+(?:accents?|umlaut|cedilla|tilde|diaeresis|hyphen|apostrophe)\b[^.!?]{0,30}[.!]*$`,
    String.raw`^(?:${PLEASE}\s+)?(?:(?:keep|use)\s+)?(?:the\s+)?(?:accents?|umlaut|cedilla|tilde)\s+(?:on|in)\s+(?:the\s+)?\S+\b[^.!?]{0,30}[.!]*$`,
    // "Pls name the picking families' community (Ngäbe) but not individual pickers": which
    // names the post may hold, asked of the writer (ADR 151).
    String.raw`^(?:${PLEASE}\s+)?(?:do\s+)?(?:name|mention|use|say)\s+[^.!?]{2,80}?\s*,?\s+(?:but\s+)?(?:not|no|never)\s+(?:(?:the|any|their|its)\s+)?(?:individual|individuals|single|specific|each|personal|separate|the kids|the children|the pupils|the students|the patients)\b`,
    // A permission or a clearance, said to the writer (ADR 151): "ok to use", "fine to
    // mention", "approved for use", "cleared with them", "photo approved by legal", "quote
    // checked with comms", "Biscuit's owner (Mrs. Alvarez) said we can use her name",
    // "family gave permission to share the photo", "consent form signed". Posted, "Ok to use,
    // cleared with them." read as the typist's note it was.
    String.raw`^(?:(?:it'?s|its|that'?s|this is|all|totally|both|and)\s+)?(?:ok|okay|fine|good|cleared|approved|allowed|free|safe)\s+(?:to|for)\s+(?:(?:be\s+)?${CLEARED_USE}|publication|release|external use)`,
    // Only "with" someone, or "by" whoever vets a post: "signed off by board on Friday" and
    // "cleared by the FDA in March" are news, never a note to the writer.
    String.raw`^(?:${CLEARED_THING}\s+)?(?:(?:has been|have been|was|were|is|are|all|now|fully)\s+)?(?:cleared|checked|okayed|ok['’]?d|vetted)\s+(?:(?:for use|for sharing|to share|to use)\s+)?(?:with\s+[^,;]{1,40}|by\s+(?:legal|comms|communications|hr|pr|marketing|compliance|them|him|her|the (?:family|client|customer|owner|team|legal team|comms team))\b[^,;]{0,30})$`,
    String.raw`^${CLEARED_THING}\s+(?:(?:has been|have been|was|were|is|are|all|now|fully)\s+)?(?:approved|agreed|signed off)\s+(?:(?:for use|for sharing|to share|to use)\s+)?(?:with|by)\s+[^,;]{1,40}$`,
    String.raw`^(?:[^.!?"“”]|(?<=\b(?:Mrs|Mr|Ms|Mx|Dr|Prof|St))\.){1,60}?\b(?:said|says|has said|confirmed|agreed|told (?:us|me))\s+(?:that\s+)?(?:we|you|i)\s+(?:can|could|may|are (?:allowed|free|ok|okay|fine) to|have permission to)\s+${CLEARED_USE}`,
    String.raw`^[^.!?]{0,40}?\b(?:gave|give|gives|has given|have given|granted|got|have|has|with)\s+(?:(?:us|me)\s+)?(?:(?:their|her|his|the|full|written|signed|verbal)\s+)*(?:permission|consent|go-?ahead|green light|blessing|sign-?off)\b`,
    // ADR 178: notes to the writer in shapes no rule read before.
    // "pls no phone number or photos", "please no surnames": what the post must not hold,
    // its "please" first; the reason after its comma goes with it.
    String.raw`^${PLEASE}\s+no\s+(?!(?:mention of|reference to)\b)(?!.*['‘"“])(?![\p{L}'’ -]*\bnames?\b)[\p{L}'’ /&-]{2,50}?\s*[.!]*$`,
    // "parents forward this", "the families share it", "he'll read it out at tea break
    // anyway": how the post will be used, said to the writer. A person's reading takes a
    // will or a may, so "she read it out at the conference" stays a fact.
    String.raw`^(?:(?:the|our|all the|his|her|their)\s+)?(?:parents|families|clients|customers|donors|kids|children|students|pupils|residents|members|volunteers|patients|guests|staff|everyone|people|folks)(?:'ll|’ll| will| may| might| often| always| usually| tend to)?\s+(?:forward|share|read|print|screenshot|repost|see|pass on)\s+(?:this|it|the post|the message)\b[^.!?]{0,40}[.!]*$`,
    String.raw`^${WHO}(?:'ll|’ll| will| may| might| is going to|'s going to|’s going to| are going to|'re going to)\s+(?:probably\s+|just\s+|likely\s+|definitely\s+)?(?:read|print|pin|forward|share|screenshot|frame)\s+(?:it|this|the post|the message)(?:\s+(?:out|aloud|up|round|around)\b)?(?:\s+(?:at|to|on|in|for|with|during)\s+[^.!?]{1,40})?(?:\s+(?:anyway|too|probably|lol|haha))*\s*[.!]*$`,
    // "(his mum ok'd sharing his first name)", "her dad okayed using her photo": a consent
    // given for the post, said to the writer (ADR 151 read the clearances; these are its
    // verbs of saying yes).
    String.raw`^[^.!?]{0,40}?\b(?:ok['’]?d|okd|okayed|oked|gave the ok (?:to|for)|said (?:ok|okay|yes) to|consented to|agreed to|approved|is (?:ok|okay|fine|happy) with)\s+(?:us\s+|me\s+)?(?:shar(?:e|ing)|nam(?:e|ing)|post(?:ing)?|quot(?:e|ing)|print(?:ing)?|publish(?:ing)?|mention(?:ing)?|us(?:e|ing)\s+(?:his|her|their|the)\s+(?:(?:first|full|real)\s+)?(?:name|photo|pic|picture|story|quote|words))\b`,
    // "Not naming the bridge externally", "we're not sharing the site publicly": what the
    // post is not to name, said to the writer.
    String.raw`^(?:(?:we|i)(?:'re|’re|'m|’m| are| am)\s+)?not\s+(?:naming|mentioning|sharing|disclosing|identifying|publishing|giving)\s+(?:the|his|her|their|its|which|where|any|our)\b[^.!?]{0,50}?\b(?:externally|publicly|outside|in public|in the post|online|yet|for now)\s*[.!]*$`,
    // "comms is handling that", "the press office are dealing with it": who else tells it.
    String.raw`^(?:the\s+)?(?:comms|communications|press office|press team|pr|media team|legal|marketing|hr|comms team|pr team)\s+(?:is|are|'s|’s|will be|'ll be|’ll be)\s+(?:handling|dealing with|doing|covering|sorting|managing|taking care of)\s+(?:that|this|it|the rest|the (?:press|public|external)\s+[\p{L}-]+)\s*[.!]*$`,
    // "He goes by Segun, not Olu.", "she prefers Bisi, not Olubisi": the name to go by, taken
    // by the writer (instructions.ts `withNameAsked`), never posted.
    String.raw`^(?:${WHO}\s+)?(?:goes by|go by|prefers|is known as|likes to be called|wants to be called|would rather be called)\s+["“‘']?\p{Lu}[\p{L}'’-]*["”’']?,?\s+(?:not|rather than|instead of|never)\s+["“‘']?\p{Lu}[\p{L}'’-]*["”’']?\s*[.!]*$`,
    // ADR 196: remarks to the writer in the shapes the twenty-seventh set's readers found
    // posted. "pls call him Ustad Arshad in the msg": the name the post uses, with where it
    // goes; the writer calls the person so (instructions.ts `CALL_IN_POST`).
    String.raw`^(?:${PLEASE}\s+)?(?:call|refer to|address|name)\s+(?:him|her|them)\s+(?:as\s+)?["“‘']?\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}["”’']?\s+(?:in|on|throughout)\s+(?:the|this|your)\s+(?:msg|message|post|announcement|e-?mail|note|newsletter|text|update)\b[^.!?]{0,30}[.!]*$`,
    // "Horse name must be written exactly like that", "the boat's name has to be spelled as
    // typed": how a name is written, said to the writer, who writes names as typed anyway.
    String.raw`^[^.!?]{0,40}?\b(?:name|names|spelling|title|wording)\b[^.!?]{0,20}?\b(?:must|has to|have to|needs? to|should|to)\s+(?:be\s+)?(?:written|spelled|spelt|typed|kept|used|stay|appear)\s+(?:exactly|as typed|as is|as written|like that|like this|that way|this way)\b`,
    // "NDA", "confidential", "not public yet", "internal only": a marker that what stands near
    // it is private, said alone; the request beside it is read on its own.
    String.raw`^(?:(?:under|covered by|there'?s an?)\s+)?(?:nda|n\.d\.a\.?|confidential|strictly confidential|internal only|internal use only|not public(?: yet)?|not announced(?: yet)?|off the record|embargoed|under embargo)(?:\s+${PLEASE})?\s*[.!]*$`,
    // "No prices or costings please", "no photos or figures pls": what the post must not
    // hold, its "please" last; a request for no names is read by AVOID.
    String.raw`^no\s+(?![^.!?]*\bnames?\b)(?:[\p{L}'’-]+\s+){0,3}(?:(?:or|and|&)\s+(?:[\p{L}'’-]+\s+){0,3})?(?:names?|prices?|figures|numbers|photos?|pictures?|pics|details|addresses)\s+(?:${PLEASE}|thanks|thx)\s*[.!]*$`,
    // "NB no 'cures' or medical claims pls — TCMPB rules", "pharmacy board rules": the rule
    // a request keeps, said as its reason.
    String.raw`^(?:(?:the|our|their|his|her)\s+)?(?:[\p{Lu}]{2,}|[\p{L}-]+\s+(?:board|council|authority|regulator|body|association|code))(?:'s|’s)?\s+(?:rules?|regs|regulations|guidelines|policy|code)\s*[.!]*$`,
    String.raw`^no\s+[^.!?]{2,40}?\s+claims\b[^.!?]{0,20}[.!]*$`,
    // "he goes red when anyone praises him", "she turns pink whenever…", "she'll hate this":
    // how the person will take the post, said to the writer.
    String.raw`^${WHO}(?:'ll|’ll| will| would|'d| always| usually| just)?\s+(?:goes?|turns?|go|turn|gets?|get)\s+(?:bright\s+|so\s+|all\s+)?(?:red|pink|scarlet|beetroot|shy|quiet|embarrassed|bashful|all shy)\s+(?:when(?:ever)?|if|as soon as|every time)\b[^.!?]{0,60}[.!]*$`,
    String.raw`^${WHO}(?:'ll|’ll| will| would|'d)\s+(?:hate|cringe at|be mortified by|blush at|die at)\s+(?:this|it|that|the post|all this)\b[^.!?]{0,30}[.!]*$`,
    // "she hates a fuss", "he can't stand the spotlight": the reason for a request beside it.
    String.raw`^${WHO}(?:'s|’s)?\s+(?:hates?|loathes?|dislikes?|can'?t stand|cannot stand|doesn'?t like|does not like|isn'?t one for|is not one for|is not big on|isn'?t big on)\s+(?:a\s+|any\s+|the\s+)?(?:fuss|attention|spotlight|praise|speeches|being the cent(?:re|er) of attention|big deals?|compliments|being singled out)\b[^.!?]{0,20}[.!]*$`,
    // "we didn't announce it yet bc posadas season is crazy": what is not public yet, with
    // its reason, said to the writer.
    String.raw`^(?:we|i)\s+(?:didn'?t|did not|haven'?t|have not|won'?t|will not)\s+(?:announce|share|publish|post|tell)(?:d|ed)?\s+(?:it|this|that)\s+(?:yet|publicly|externally)\b[^.!?]{0,60}[.!]*$`,
    // "Ro reports to me", "reports to me": the typist's own place, said to the writer.
    String.raw`^(?:(?:s?he|they|[\p{Lu}][\p{L}'’-]+)\s+)?(?:reports|will report|reporting)\s+(?:directly\s+)?to\s+me\s*[.!]*$`,
    // "(she asked: no photos of the plant inside)": a request relayed for the person.
    String.raw`^(?:s?he|they|[\p{Lu}][\p{L}'’-]+)\s+(?:asked|asks|requested|wants)\s*[:,-]\s*(?:${PLEASE}\s+)?(?:no|not|don'?t|keep|leave)\b`,
    ...ANOTHER_POST_WORDS,
    // "Siobhra Ní Fhlatharta, fada on the i", "Zoë Kovač, umlaut on the e": the name typed
    // again with a note on its marks, said to the writer, who writes the name as the name
    // field gives it (ADR 178).
    String.raw`^(?:\p{Lu}[\p{L}'’.-]*\s+){0,4}\p{Lu}[\p{L}'’-]*,?\s+(?:(?:and|with|plus)\s+)?(?:the\s+|a\s+|an\s+)?${MARKS}\s+(?:on|over|under|in)\s+(?:the\s+)?\S{1,3}(?:\s+(?:pls|plz|please|too|as well))*\s*[.!]*$`,
    // "Gwenllian with 2 l's pls", "it's Joaquin with a u": how a name is spelt, one letter
    // named, said to the writer (ADR 178).
    String.raw`^(?:${PLEASE}\s+|bitte\s+)?(?:(?:spell|spelt|spelled|write|written)\s+(?:it\s+)?(?:as\s+)?|it'?s\s+)?\p{Lu}[\p{L}'’-]+\s+(?:with|mit)\s+(?:(?:2x?|two|double|zwei|a|an|one|1|the)\s+)?["“‘']?\p{L}["”’']?(?:['’]?s)?(?:\s+(?:at the end|in the middle|schreiben|pls|plz|please|bitte))*\s*[.!]*$`,
    // "(parents have consented)", "family ok'd": a consent with nothing after it.
    String.raw`^[^.!?]{0,40}?\b(?:has|have|had|all)\s+(?:consented|ok['’]?d|okayed|given consent)\s*[.!]*$`,
    String.raw`^(?:${PLEASE}\s+)?(?:(?:and|with|plus)\s+)?(?:the\s+|a\s+|an\s+)?${MARKS}\s+(?:on|over|under|in)\s+(?:the\s+)?\S{1,3}(?:\s+(?:pls|plz|please|too|as well))*\s*[.!]*$`,
    String.raw`^(?:(?:written|verbal|signed|full|photo|media)\s+)?(?:permission|consent|release)(?:\s+forms?)?\s+(?:(?:has been|have been|was|were|is|are|all)\s+)?(?:granted|given|obtained|received|signed|on file|in place|confirmed|done|sorted)\b`,
  ].join('|'),
  'iu',
);

/**
 * A note to the writer in another language: "pas de photos svp", "bitte kurz halten", "sin
 * fotos por favor", "niente foto per favore", "graag kort houden". Its "please" and a word
 * that withholds or shortens make it a request, never a fact; it is short and quotes nothing
 * (a motto in quotes stays). Posted, "Fun fact: bitte kurz halten" (ADR 146).
 */
const PLEASE_ABROAD = String.raw`(?:svp|stp|s'il (?:vous|te) pla[iî]t|bitte|por favor|per favore|per piacere|alsjeblieft|alstublieft|graag|proszę|prosze|vă rog|lütfen|lutfen)`;
const ASKED_ABROAD = new RegExp(
  // "bitte nicht erwähnen" takes the part before it too: instructions.ts reads it (ADR 132).
  String.raw`^(?!.*\b(?:erwähn|nenn|sag|mencion|dig|mentionn|dire|vermeld|noem|menzion|fal)\p{L}*)(?=.*(?:^|\s)${PLEASE_ABROAD}(?=$|[\s,.!]))(?=.*(?:^|\s)(?:pas|sans|ne|court|courte|bref|brève|kein|keine|keinen|nicht|ohne|kurz|no|sin|nada|corto|corta|breve|non|niente|senza|geen|niet|zonder|kort|nie|bez|krótko|não|nao|sem|curto|curta|nur|juste|solo|solamente|alleen)(?=$|[\s,.!]))(?!.*(?:^|\s)['‘"“]).{2,70}$`,
  'iu',
);

/** A statement after an aside's comma that still tells the story: "…, it was her plan". */
const KEPT_TAIL = /^(?:it|this|that) (?:was|is)\b|^(?:it'?s|it’s)\b/iu;
/**
 * "don't mention his age, ICU 12 yrs": a fact typed after the aside's comma, with a figure or
 * an acronym and no subject of a reason ("this gets forwarded", "he hates fuss"), stays
 * (ADR 132).
 */
const FACT_TAIL = /\d|\b\p{Lu}{2,}\b/u;
/**
 * "…, it's sacred to us", "…, it's a sore point": why the request is made, never a fact the
 * post tells (the twenty-fifth set's pa12 posted "It's sacred to us.").
 */
const REASON_TAIL =
  /^\s*(?:it|this|that)(?:['’]s|\s+is)\s+(?:(?:very|really|quite|a bit|still)\s+)?(?:sacred|special|sensitive|personal|private|precious|painful|touchy|raw|a sore (?:point|subject|spot)|(?:the|her|his|its|their)\s+(?:registered|official|legal|trademarked)\s+name|on\s+(?:the|our|its|her|his)\s+(?:registry|register|papers|licen[cs]e|passport))\b/iu;
const REASON_SUBJECT = /^(?:this|it|that|s?he|they|we|i|you|the (?:team|post|message))\b/iu;

const bare = (s: string) =>
  s
    .replace(/’/gu, "'")
    .trim()
    // "← pls use it lol": an arrow pointing at the line before it, and the typist's laughter
    // or emoji after a request, are no words of the request (ADR 156).
    .replace(/^(?:[←⬅↑⬆👈👆^]|<-+|<=+|<<)\uFE0F?\s*/u, '')
    .replace(/^(?:and|but|so|also|oh and|ps|p\.s\.|fyi|btw|note|nb|n\.b\.)[,:]?\s+/iu, '')
    .replace(
      /(?:[\s,;:.!]+|\s+(?:lol|lmao|haha+|hehe|xd)\b|\s*\p{Extended_Pictographic}\uFE0F?)+$/iu,
      '',
    );

/**
 * "keep it fun!! but respectful of him": the second half of a request about the tone, cut
 * from it by its marks. A part of its own that is only "but" and a word of tone is never
 * news (ADR 156); after a comma it may describe the person ("tough, but kind").
 */
const BUT_TONE =
  /^(?:[-*•·]\s*)?(?:but|yet|while|though)\s+(?:still\s+|also\s+|stay(?:ing)?\s+|keep(?:ing)?\s+it\s+|make\s+it\s+)?(?:respectful|tasteful|classy|dignified|sensitive|kind|warm|professional|serious|fun|light|light-?hearted|upbeat|gentle|sincere|heartfelt|understated|appropriate|clean|work[- ]appropriate|friendly|genuine)(?:\s+(?:and|&)\s+[\p{L}-]+)?(?:\s+(?:of|to|towards|about|with)\s+(?:him|her|them|it|(?:the|his|her|their|our)\s+[\p{L}-]+))?(?:\s+(?:too|though|pls|plz|please))*\s*[.!]*$/iu;

/**
 * "Not up for discussion lol", "non-negotiable": the typist's word to whoever may argue,
 * typed after a fact. Posted it read as a record item ("…and Not up for discussion", gp12's
 * reader); it tells nothing, and the fact before it stands as typed.
 */
const NO_DEBATE =
  /^(?:(?:and|this is|that's|it's|which is)\s+)?(?:not up for (?:discussion|debate)|non-?negotiable|no (?:debate|arguments?|discussion)|end of (?:discussion|story))$/iu;

/**
 * "bitte Gwenllian mit 2x l schreiben, not Gwenlian", "pls Rhiannon with 2 n's, not Rhianon",
 * "spell it Joaquin, not Joaqin": a spelling note. Sure only when the two words are one name
 * spelt two ways (the same first letter, at most two letters apart), so "Segun, not Olu" is
 * no spelling note. The spelling given is the one every field uses (instructions.ts
 * `withSpellingAsked`); the note is never posted (ADR 178).
 */
const SPELT = new RegExp(
  String.raw`^(?:${PLEASE}\s+|bitte\s+|por favor\s+|svp\s+)?(?:(?:spell|spelt|spelled|write|written|type|schreib(?:en|t)?|it'?s)\s+(?:it\s+|(?:her|his|their|the)\s+name\s+)?(?:as\s+)?)?["“‘']?(\p{Lu}[\p{L}'’-]+)["”’']?((?:\s+[^\s,.!?]+){0,5}?)\s*,?\s+(?:not|nicht|no|pas|non|never|rather than|instead of)\s+["“‘']?(\p{Lu}[\p{L}'’-]+)["”’']?(?:\s+(?:pls|plz|please|bitte|thanks|thx|ty))*\s*[.!]*$`,
  'u',
);
/** What may stand between the spelling and the "not": how it is spelt, nothing else. */
const SPELT_HOW =
  /^(?:\s+(?:with|mit|con|avec|met|has|hat)\b.*|(?:\s+(?:spelt|spelled|written|geschrieben|schreiben|please|pls|bitte))+)?$/iu;

/** Letters apart, counted as single edits; enough to tell a misspelling from another name. */
function lettersApart(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_v, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The spelling a note asks for and the one it refuses, when the clause is a spelling note. */
export function spellingAsked(clause: string): { wanted: string; refused: string } | undefined {
  const m = SPELT.exec(bare(clause));
  if (!m) return undefined;
  const [, wanted, how, refused] = m as unknown as [string, string, string, string];
  if (!SPELT_HOW.test(how) || wanted === refused) return undefined;
  if (wanted[0]!.toLowerCase() !== refused[0]!.toLowerCase()) return undefined;
  return lettersApart(wanted.toLowerCase(), refused.toLowerCase()) <= 2
    ? { wanted, refused }
    : undefined;
}

/** The aside a clause is, or undefined when it tells a fact. */
export function asideOf(clause: string): Aside | undefined {
  const text = bare(clause);
  if (!text) return undefined;
  const pronoun = PRONOUN.exec(text);
  if (pronoun && (/\//.test(text) || /\buse\b|pronouns/i.test(text))) {
    return { kind: 'pronoun', pronoun: pronoun[1]!.toLowerCase() as 'she' | 'he' | 'they' };
  }
  // "she's they/them", "pls use elle/they not ella/she", "usa elle", "iel" (ADR 157).
  const set = pronounsAsked(text);
  if (set) return { kind: 'pronoun', pronoun: set };
  if (pronounsRefused(text)) return { kind: 'drop' };
  if (UNSAID.test(text)) {
    // "he'd kill me if the 2019 tractor incident got mentioned so don't": the thing is the
    // aside's own words, never to be posted, and left out wherever else it is typed.
    const thing =
      /(?:.*\b(?:if|that)\s+|^)(.{3,60}?)\s+(?:got|gets|is|was|were|being)\s+mentioned\b/iu.exec(
        text,
      );
    return { kind: 'avoid', words: thing ? [thing[1]!.trim()] : [], names: false };
  }
  if (STYLE.test(text) || NO_DEBATE.test(text) || spellingAsked(text)) return { kind: 'drop' };
  if (ALLOW_ONLY_ASIDE.test(text)) return { kind: 'drop' };
  if (ASKED_ABROAD.test(text) && text.split(/\s+/u).length <= 8) return { kind: 'drop' };
  if (AVOID.test(text)) {
    const words = [...text.matchAll(QUOTED)].map((m) => m[1]!.trim());
    const mention = /\bno (?:mention of|reference to) (.+)$/iu.exec(text);
    if (mention && !words.length) words.push(mention[1]!.trim());
    // "pls keep the technical drawing out of it": the thing kept out is never told.
    const kept =
      /\bkeep (?:the |any |his |her |their |our )?(.{3,40}?) out of (?:it|this|the post|the message)\b/iu.exec(
        text,
      );
    if (kept && !words.length) words.push(kept[1]!.trim());
    // "pls don't call it a promotion": the word is never written, in the templates either.
    const called =
      /\bcall (?:it|this|that|her|him|them)\s+(?:a |an |the )?([\p{L}-]+(?:\s+[\p{L}-]+){0,2}?)(?:\s+(?:pls|plz|please|thx|thanks|either|here))*(?=$|,)/iu.exec(
        text,
      );
    if (called && !words.length) words.push(called[1]!.trim());
    return { kind: 'avoid', words, names: NAMES_ASIDE.test(text) };
  }
  // "would love a line in Polish for her: 'Dziękujemy, Bogi!'": the line is said, the request not.
  const line = LINE_IN_LANGUAGE.exec(text) ?? KEEP_LINE.exec(text);
  if (line) return { kind: 'tell', text: line[1]!.replace(QUOTED, '$1').trim() };
  const asked = ASKED_TO_SAY.exec(text);
  if (asked) {
    // "she asked me to mention it once, so there": "it" is the line before the request, which
    // is told; the rest ("once, so there") is the typist's, never posted (ADR 178).
    if (ASKED_OF_PREVIOUS.test(asked[1]!)) return { kind: 'tell', text: '' };
    const content = asked[1]!.replace(QUOTED, '$1').trim();
    return content.split(/\s+/).length >= 2 ? { kind: 'tell', text: content } : { kind: 'drop' };
  }
  const encourage = ENCOURAGE.exec(text);
  if (encourage) {
    const action = encourage[1]!.trim();
    return READER_ACTION.test(action) && action.split(/\s+/).length <= 10
      ? { kind: 'invite', text: `${upperFirst(action)}.` }
      : { kind: 'drop' };
  }
  const invite = INVITE.exec(text);
  if (invite) {
    const action = invite[1]!.trim();
    // "say hi in the crew room that morning" speaks of a day another line gives: unsure.
    const deictic = /\b(?:that|the same) (?:morning|day|afternoon|evening|night|week)\b|\bthen\b/iu;
    return READER_ACTION.test(action) && !deictic.test(action) && action.split(/\s+/).length <= 10
      ? { kind: 'invite', text: `Feel free to ${action}.` }
      : { kind: 'drop' };
  }
  if (TELL_PREVIOUS.test(text) || KEEP_PREVIOUS.test(text)) return { kind: 'tell', text: '' };
  // "pls mention that, she's proud of it": the request speaks of what came before it, and
  // what follows its comma is its reason, never posted ("That, she's proud of it.", ADR 118).
  if (TELL_THAT_BECAUSE.test(text)) return { kind: 'tell', text: '' };
  const tell = TELL.exec(text);
  if (tell) {
    // "mention the families, they're why we do it" → "the families are why we do it".
    const content = tell[1]!
      .trim()
      .replace(/[\s,;:.!]+$/u, '')
      .replace(
        /^((?:the|our|his|her|their) [^,]{1,40}),\s+(?:they'?re|they’re|they are)\s+/iu,
        '$1 are ',
      )
      .replace(/^((?:the|our|his|her|their) [^,]{1,40}),\s+(?:it'?s|it’s|it is)\s+/iu, '$1 is ')
      // "mention the museum job, he's proud of it": the reason is the typist's, never posted
      // ("The museum job, he's proud of it." was, the twenty-first set's gp01); the thing
      // asked for is what the notes tell.
      .replace(
        /^((?:the|our|his|her|their|that|this) [^,]{1,40}),\s+(?:s?he|they)(?:['’](?:s|re|ll|d)|\s+(?:is|are|was|were|will|would|loves?|likes?|worked|did))\b.*$/iu,
        '$1',
      );
    const clause = SUBJECT.test(content) || CLAUSE_VERB.test(content);
    return clause && content.split(/\s+/).length >= 3
      ? { kind: 'tell', text: content }
      : { kind: 'drop' };
  }
  return undefined;
}

/** "please thank them too (Gail…)": the writer thanks them in the post. */
// "pls credit the whole team too" asks for the same thanks (ADR 113).
// "pls mention her mentor Graham (our senior coat maker) too": a person who helped, named to
// be mentioned beside the news, is thanked too (the twenty-fifth set's pa19 left him out).
const THANK = new RegExp(
  String.raw`^${PLEASE}\s+(?:also\s+)?(?:thank|credit|mention(?=\s+(?:her|his|their|our)\s+(?:mentors?|coach(?:es)?|trainers?|supervisors?|managers?|teachers?|team|crew|colleagues?|predecessors?|deputy|assistants?)\b))\s+(.+)$`,
  'iu',
);

/**
 * How the thanks are to be said, typed after whom ("pls thank Marta too but briefly", "…
 * quickly", "in a line"): obeyed by the one short sentence the thanks are, never posted
 * (ADR 156). "too" and "as well" are the thanks' own words and stay.
 */
const THANKS_MANNER =
  /(?:,?\s+(?:but|and|just|only)?\s*(?:briefly|quickly|in passing|in (?:a|one) (?:line|sentence)|short(?:ly)?|a little|a bit|somewhere|if (?:you can|possible|there'?s room)|pls|plz|please|(?:at )?the end|at the bottom))+$/iu;
const HONORIFIC = String.raw`(?:Doña|Don|Dona|Mrs|Mr|Ms|Mx|Dr|Sr|Sra|Srta|Señora|Señor|Auntie|Aunty|Uncle|Master|Coach|Sister|Brother|Madame|Mme|Monsieur|Herr|Frau|Mama|Papa|Baba|Mzee|Bibi)\.?`;

/** Whom to thank, without how, and named as the note names them ("Marta" → "Doña Marta"). */
function thankedOf(who: string, line: string): string {
  let out = who;
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out.replace(THANKS_MANNER, '');
  }
  const given = /^(\p{Lu}[\p{Ll}'’-]+)(?=(?:\s+(?:too|as well|also))?$)/u.exec(out)?.[1];
  if (given) {
    const titled = new RegExp(
      String.raw`(?<![\p{L}])(${HONORIFIC}\s+)${given}(?![\p{L}])`,
      'u',
    ).exec(line);
    if (titled) out = `${titled[1]}${out}`;
  }
  return out;
}

/**
 * "the pickers from the village asked me to say thank you to her too": thanks the user was
 * asked to pass on. Posted as typed it spoke in the typist's voice ("asked me to…"), and
 * left out it dropped what the user asked to be said (the fifteenth set's ra05, ADR 118):
 * it is told as theirs, "The pickers from the village send their thanks too."
 */
const RELAYED = new RegExp(
  String.raw`^((?:the |our |his |her |their |all (?:the )?|everyone |every )?[\p{L}'’ -]{2,50}?)\s+(?:asked|wanted|want|wants|told) me to\s+(?:say|pass on|send|give|tell (?:her|him|them))\s+(?:a\s+)?(?:big\s+|huge\s+|massive\s+)?(?:their\s+|a\s+)?(thank you|thanks|congratulations|congrats|well done)(?:\s+(?:to|from)\s+(?:her|him|them|you))?(?:\s+(?:too|as well|also))?\s*[.!]*$`,
  'iu',
);

/** The relayed thanks as theirs (`RELAYED`), or undefined. */
function relayedThanks(part: string): string | undefined {
  const m = RELAYED.exec(bare(part));
  if (!m || /\b(?:i|me|my|we|us)\b/iu.test(m[1]!)) return undefined;
  const who = m[1]!.trim();
  // "the pickers from the village": the head before "from/of/at/in" says how many.
  const head =
    who
      .split(/\s+(?:from|of|at|in|on|with)\s+/iu)[0]!
      .split(/\s+/u)
      .pop() ?? '';
  const many =
    /\s(?:and|&)\s/u.test(who) ||
    (/[^s]s$/iu.test(head) && !/^(?:everyone|everybody)$/iu.test(head));
  const what = /^thank/iu.test(m[2]!) ? 'thanks' : 'congratulations';
  return `${upperFirst(who)} ${many ? 'send' : 'sends'} their ${what} too`;
}

/**
 * Where a line's parts meet: a sentence's end, a semicolon, a spaced dash. A title's stop is
 * no sentence's end: "don't mention the reorg or Dr. Patel leaving" split at "Dr." posted
 * "Patel leaving" (the third set's cp12, ADR 118); the stops that end no sentence are the
 * writer's one list (domain/text.ts NO_SENTENCE_END, ADR 159).
 */
// A quote that ends its sentence ('…be run." Approved for use.') ends the part too (ADR 151).
// "…the league" ← pls use this': an arrow pointing back at a line ends its part too (ADR 156).
// "…'Moin, Gwen!' 👋 bitte Gwenllian mit 2x l schreiben": an emoji after a sentence's end, before
// a word in lower case, ends it too (ADR 178).
export const PART_BREAK = new RegExp(
  String.raw`(\s*[←⬅]\uFE0F?\s*|(?<=[.!?]['’"”]?)\s*\p{Extended_Pictographic}[\p{Extended_Pictographic}\uFE0F\u200D]*\s+(?=\p{Ll})|\s+<-+\s+|${NO_SENTENCE_END}(?<=[.!?]|(?<!["“][\p{L}]{1,6})[.!?]["”])\s+(?![-–—]\s)|\s*;\s*|\s+[-–—]\s+)`,
  'u',
);

export interface ReadAsides {
  /** The line without its asides; a requested clause stays, as its own words. */
  text: string;
  asides: Aside[];
}

/** The comma-separated head of a part that is a fact, and the aside after it, if any. */
function splitAtAside(part: string): [string, string] | undefined {
  for (const m of part.matchAll(/,\s+/gu)) {
    const rest = part.slice(m.index + m[0].length);
    if (asideOf(rest.split(/,\s+/u)[0]!) || asideOf(rest)) {
      return [part.slice(0, m.index), rest];
    }
  }
  return undefined;
}

/** An aside's part with its comma tails: the reasons go, a statement of fact stays. */
function readAsidePart(part: string): { aside: Aside; tails: Aside[]; kept: string } | undefined {
  const whole = asideOf(part);
  const pieces = part.split(/,\s+/u);
  const first = whole ?? asideOf(pieces[0]!);
  if (!first) return undefined;
  if (whole && whole.kind !== 'drop' && whole.kind !== 'avoid') {
    return { aside: whole, tails: [], kept: '' };
  }
  // "Keep it dignified, no 'flying high' puns pls": each aside after a comma is obeyed too.
  const tails = pieces
    .slice(1)
    .map((p) => asideOf(p))
    .filter((a): a is Aside => !!a);
  // "Don't oversell it as 'one person did everything', it was her plan + team execution".
  const kept = pieces
    .slice(1)
    .filter(
      (p) =>
        (KEPT_TAIL.test(p.trim()) || (FACT_TAIL.test(p) && !REASON_SUBJECT.test(p.trim()))) &&
        !REASON_TAIL.test(p) &&
        !asideOf(p),
    )
    .join(', ');
  return { aside: first, tails, kept: kept ? upperFirst(kept.trim()) : '' };
}

/** Brackets holding only asides: "(they/them btw, pls use they)", "(safeguarding)". */
function withoutBracketedAsides(line: string, asides: Aside[]): string {
  // "(no names please (safeguarding))": the inner bracket first, then the outer.
  let out = line;
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = bracketsOnce(out, asides);
  }
  return out;
}

/**
 * "sea swimming all yr round (mad)", "(rather her than me!)": the author's own verdict on a
 * fact, in brackets, is said to the writer, never posted: "Outside work: sea swimming all year
 * round (mad)" read as the company calling her mad (the twelfth set's nw08, ADR 087). Only a
 * bracket holding the verdict alone; "mad" elsewhere ("mad about cricket") is a fact's word.
 */
const VERDICT =
  /^(?:(?:she|he|they)(?:'s|’s| is| are|'re)\s+)?(?:(?:absolutely|totally|completely|quite|a bit|slightly|properly|utterly|certifiably)\s+)?(?:mad|crazy|nuts|bonkers|insane|barmy|bananas|madness|brave|braver than me|rather (?:her|him|them) than me|respect|legend|wild|unhinged)\s*[!?.]*$/iu;

/** "feel free to say it", "she said so", "he's fine with it": leave to tell what came before. */
const LEAVE_TO_TELL =
  /^(?:and\s+)?(?:(?:feel free|free|ok(?:ay)?|fine|happy)\s+to\s+(?:say|mention|share|write|include|post|use)(?:\s+(?:it|that|this))?\b.*|(?:s?he|they)\s+said so\b.*|(?:s?he|they)(?:['’]s| is| are|['’]re)\s+(?:fine|ok(?:ay)?|happy)\s+(?:with|for us to)\b.*)$/iu;

function bracketsOnce(line: string, asides: Aside[]): string {
  return line.replace(/\s*\(([^()]{1,120})\)/gu, (whole, inner: string, at: number) => {
    // "…when Yann retires (pls thank Yann too, 31 yrs)": the thanks a bracket asks for, a
    // sentence of the note after the one it stands in, as "pls thank…" typed alone is; inside
    // the bracket they were dropped with it (the twenty-fifth set's pp02, both readers). What
    // follows the name is about them.
    const thank = THANK.exec(bare(inner.trim()));
    if (thank) {
      const [who, ...about] = thankedOf(bare(thank[1]!), line).split(/,\s*/u);
      const more = about.join(', ').trim();
      asides.push({ kind: 'drop' });
      const ended = /[.!?]['’"”)]*\s*$/u.test(line.slice(0, at));
      const closes = /^\s*[.!?]/u.test(line.slice(at + whole.length));
      const thanks = `Thanks to ${who!.trim()}${more ? ` (${more})` : ''}`;
      return `${ended || !at ? ' ' : '. '}${thanks}${closes ? '' : '.'}`;
    }
    if (VERDICT.test(inner.trim())) {
      asides.push({ kind: 'drop' });
      return '';
    }
    const parts = inner.split(/,\s*|;\s*/u).filter((p) => p.trim());
    const read = parts.map((p) => asideOf(p));
    if (!read.length) return whole;
    if (read.some((a) => !a)) {
      // "(pls say Don Wilfredo, not Willy, only his wife calls him Willy)", "(pls keep the
      // drawing out of it, the patent isn't filed yet)": a bracket that opens with a request
      // speaks to the writer whole; what it asks is read as asked, the rest are its reasons
      // (the twenty-fourth set's readers found three such brackets posted in every option).
      // "(ok to say, she is proud of it)", "(she asked: no photos of the plant, our recipe
      // stuff)", "(Horse name must be written exactly like that, it's the registered name)":
      // a bracket that opens with leave, a relayed request or how a name is written is said to
      // the writer whole too, its reasons with it (ADR 196).
      if (
        new RegExp(String.raw`^${PLEASE}\b`, 'iu').test(inner.trim()) ||
        (read[0]?.kind === 'drop' &&
          !LEAVE_TO_TELL.test(parts[0]!.trim()) &&
          parts.slice(1).every((p) => !FACT_TAIL.test(p))) ||
        /^(?:ok(?:ay)?|fine|free|feel free|safe)\s+to\s+(?:say|mention|share|write|include|post|use|tell)\b/iu.test(
          parts[0]!.trim(),
        )
      ) {
        const asked = read.filter((a): a is Aside => !!a && (a.kind !== 'tell' || !!a.text));
        asides.push(...(asked.length ? asked : [{ kind: 'drop' as const }]));
        return '';
      }
      // "(she is Sámi, proud of it, feel free to say it — she said so)": a fact given with
      // leave to tell it is a sentence of the note, told as the notes are; the leave never.
      const leave = parts.findIndex((p) => LEAVE_TO_TELL.test(p.trim()));
      if (leave > 0 && read.slice(leave).every((a) => !a || a.kind === 'drop')) {
        // "she is Sámi, proud of it" is "she is Sámi and proud of it".
        const said = parts.slice(0, leave).map((p) => p.trim());
        const fact =
          said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said.at(-1)}` : said[0]!;
        asides.push({ kind: 'drop' });
        const ended = /[.!?]['’"”)]*\s*(?:\p{Extended_Pictographic}\uFE0F?\s*)*$/u.test(
          line.slice(0, at),
        );
        return `${ended || !at ? ' ' : '. '}${upperFirst(fact)}.`;
      }
      return whole;
    }
    for (const aside of read as Aside[]) {
      if (aside.kind !== 'tell' || aside.text) {
        asides.push(aside);
        continue;
      }
      // "Diolch Rhys! (keep the Welsh, he'll like it)": the sentence before the bracket is
      // the line asked for, told in every option (asks.ts).
      const before = line
        .slice(0, at)
        .split(/(?<=[.!?])\s+/u)
        .filter((p) => /\p{L}/u.test(p))
        .pop();
      asides.push(before ? { kind: 'tell', text: bare(before) } : { kind: 'drop' });
    }
    return '';
  });
}

/** The line without the asides meant for the writer, and the asides read. */
export function readAsides(line: string): ReadAsides {
  const asides: Aside[] = [];
  const unbracketed = withoutBracketedAsides(line, asides);
  const pieces = unbracketed.split(PART_BREAK);
  // pieces alternate: part, break, part, break, …
  const out: { text: string; joint: string; tell?: boolean }[] = [];
  let cut = false;
  let rewritten = false;
  for (let i = 0; i < pieces.length; i += 2) {
    const joint = pieces[i - 1] ?? '';
    let part = pieces[i]!;
    let head = '';
    const thank = THANK.exec(bare(part));
    if (thank) {
      const end = /[.!?]+\s*$/u.exec(part)?.[0] ?? '';
      rewritten = true;
      // A sentence of its own: "…committee of 15. Thanks to them too (Gail, Hector…)."
      out.push({
        text: `Thanks to ${thankedOf(bare(thank[1]!), unbracketed)}${end || '.'}`,
        joint: out.length ? '. ' : '',
      });
      continue;
    }
    const relayed = relayedThanks(part);
    if (relayed) {
      // Told as a requested line, so every option says it (asks.ts).
      asides.push({ kind: 'tell', text: relayed });
      out.push({ text: `${relayed}.`, joint: out.length ? '. ' : '' });
      continue;
    }
    // "keep it fun!! but respectful of him": only a part of its own, never a comma's tail
    // ("tough, but kind with the apprentices" describes the person).
    if (BUT_TONE.test(part.trim())) {
      asides.push({ kind: 'drop' });
      cut = true;
      continue;
    }
    let read = readAsidePart(part);
    if (!read) {
      const split = splitAtAside(part);
      if (!split) {
        out.push({ text: part, joint: cut && out.length ? '. ' : joint });
        cut = false;
        continue;
      }
      [head, part] = split;
      read = readAsidePart(part);
      if (!read) {
        out.push({ text: pieces[i]!, joint });
        continue;
      }
    }
    const { aside, kept, tails } = read;
    asides.push(...tails);
    // "Dave K is retiring after 37 years — separate note coming for Dave": the news before
    // the request is another post's, and goes with it (ADR 178).
    const before = out[out.length - 1];
    if (!head && before && anotherPostOf(bare(part), before.text)) {
      out.pop();
      asides.push({ kind: 'drop' });
      cut = true;
      continue;
    }
    if (head) {
      out.push({ text: head, joint: cut && out.length ? '. ' : joint });
    }
    if (aside.kind === 'tell' && !aside.text) {
      // "…training in Nov, pls mention": what came before is the requested line.
      const previous = out[out.length - 1];
      if (previous) {
        previous.tell = true;
        asides.push({ kind: 'tell', text: bare(previous.text) });
      } else asides.push({ kind: 'drop' });
      cut = true;
      continue;
    }
    // "…sign up for the rota - sign-up closes 30 Nov": its deadline after the dash goes with it.
    const next = pieces[i + 2];
    if (
      aside.kind === 'invite' &&
      next &&
      /^\s+[-–—]\s+$/u.test(pieces[i + 1]!) &&
      next.trim().split(/\s+/).length <= 6 &&
      /\b(?:closes?|deadline|ends?|until|till|before|by)\b/iu.test(next) &&
      !asideOf(next)
    ) {
      asides.push({ kind: 'invite', text: `${aside.text.replace(/\.$/u, '')}: ${bare(next)}.` });
      i += 2;
      cut = true;
      continue;
    }
    // "she'd love tips on flats - pls ask people to DM her": the invitation goes on the
    // clause it serves, in the note, "…, so feel free to DM her", rather than apart.
    const previous = out[out.length - 1];
    if (aside.kind === 'invite' && previous && !cut && !/[.!?]\s*$/u.test(previous.text)) {
      previous.text = `${previous.text.replace(/[\s,;:–—-]+$/u, '')}, so ${aside.text.charAt(0).toLowerCase()}${aside.text.slice(1).replace(/[.!]+$/u, '')}`;
      rewritten = true;
      cut = true;
      continue;
    }
    asides.push(aside);
    if (aside.kind === 'tell') {
      const end = /[.!?]+\s*$/u.exec(part)?.[0].trim() ?? '';
      out.push({ text: `${aside.text}${end}`, joint: out.length ? '. ' : joint });
      cut = false;
      continue;
    }
    if (kept) {
      out.push({ text: kept, joint: out.length ? '. ' : '' });
      cut = false;
      continue;
    }
    cut = true;
  }
  if (!asides.length && !rewritten) return { text: line, asides };
  let text = '';
  for (const [n, p] of out.entries()) {
    if (n === 0) {
      text = p.text.trimStart();
      continue;
    }
    // A part after a cut aside starts a sentence of its own: no half sentences joined.
    if (p.joint === '. ')
      text = `${text.replace(/[\s,;:–—-]+$/u, '').replace(/([^.!?])$/u, '$1.')} `;
    else text += p.joint;
    text += p.joint === '. ' ? p.text.trimStart() : p.text;
  }
  text = text.replace(/[\s,;:–—-]+$/u, '').trim();
  return { text: text || (asides.length ? '' : line.trim()), asides };
}

/** Every aside in a note, line by line. */
export function asidesOf(note: string): Aside[] {
  return note.split(/\r?\n/).flatMap((line) => readAsides(line).asides);
}

/** The words a note asks never to be written, and whether its names are to stay out. */
export function constraintsOf(note: string): { words: string[]; names: boolean } {
  const avoid = asidesOf(note).filter(
    (a): a is Extract<Aside, { kind: 'avoid' }> => a.kind === 'avoid',
  );
  return { words: avoid.flatMap((a) => a.words), names: avoid.some((a) => a.names) };
}

const NAME_WORD = String.raw`\p{Lu}[\p{Ll}'’-]+`;
const NAME_LIST = String.raw`${NAME_WORD}(?:\s+${NAME_WORD})?(?:(?:,\s*|\s+(?:and|&)\s+)${NAME_WORD}(?:\s+${NAME_WORD})?)*`;

/**
 * The field without the names of others, as "no individual student names" asks: a bracket
 * listing names ("(Amira, Josh and Leo)") and names after "incl./including/especially/like"
 * go; the words around them stay.
 */
export function withoutNames(text: string): string {
  return text
    .replace(
      new RegExp(
        String.raw`\s*\((?:incl\.?\s+|including\s+|esp\.?\s+|especially\s+)?${NAME_LIST}(?:\s+especially)?\)`,
        'gu',
      ),
      '',
    )
    .replace(
      new RegExp(
        String.raw`,?\s+(?:incl\.?|including|especially|like|e\.g\.?|such as|namely)\s+${NAME_LIST}\b`,
        'gu',
      ),
      '',
    );
}

const AUDIENCE_YOUNG = String.raw`(?:the )?(?:children|kids|pupils|students|learners|patients|guests|residents|players|parents|families|customers)`;
const AUDIENCE_STAFF = String.raw`(?:staff|colleagues|adults|the team|us|team|work|grown-?ups|friends)`;

/**
 * A naming rule typed in the preferred-name field: "Shiv (staff) / Miss Ní Bhriain to the
 * children", "Mrs Okafor to the children", "call her Jo with the kids". The name the post
 * uses: the one given for staff when there is one (posts go to colleagues), else the one
 * given, without the rule's words. Undefined when the field holds no rule.
 */
export function namingOf(preferredName: string | undefined): string | undefined {
  if (!preferredName) return undefined;
  const rule = new RegExp(
    String.raw`\s*(?:\((?:for |to |with |by )?(?:${AUDIENCE_STAFF}|${AUDIENCE_YOUNG})\)|(?:to|with|for|by|in front of) (?:${AUDIENCE_STAFF}|${AUDIENCE_YOUNG}))\s*$`,
    'iu',
  );
  const pieces = preferredName
    .split(/\s+\/\s+|\s*;\s*|\s*,\s+(?=\S+(?:\s+\S+){0,3}\s+(?:to|with|for)\s)/u)
    .map((p) =>
      p.replace(/^(?:pls |please )?(?:call (?:her|him|them)|known as|goes by)\s+/iu, '').trim(),
    )
    .filter(Boolean);
  if (!pieces.some((p) => rule.test(p))) return undefined;
  const staff = new RegExp(
    String.raw`(?:\(|\s)(?:for |to |with |by )?${AUDIENCE_STAFF}\)?\s*$`,
    'iu',
  );
  const chosen =
    pieces.find((p) => staff.test(p)) ?? pieces.find((p) => !rule.test(p)) ?? pieces[0]!;
  const name = chosen.replace(rule, '').trim();
  return name || undefined;
}
