import { SENTENCE_BREAK } from './flow.ts';

/**
 * What a send-off does to the person: welcomes, congratulates, thanks, cheers… A post whose
 * opening sentence already does it, with the news ("Please join me in welcoming Aoife, our
 * new Staff Nurse…"), says it twice when it ends on it again ("…Welcome aboard, Aoife."):
 * the readers' "doubled welcome", "don't say quick congrats twice", "two stacked closers"
 * (ADR 065, ADR 073). The greeting told with the news is the one a reader keeps.
 */
const ACTS: readonly (readonly [string, RegExp])[] = [
  ['welcome', /\bwelcom/i],
  ['congratulate', /\bcongrat/i],
  ['thank', /\bthank/i],
  ['hello', /\b(?:hello|say hi|come say hi)\b/i],
  ['cheer', /\bcheers?\b/i],
  ['applaud', /\bapplau/i],
  ['confetti', /\bconfetti\b/i],
  ['shout', /\bshout\b/i],
  ['high five', /\bhigh five\b/i],
];

const actsOf = (text: string) =>
  new Set(ACTS.filter(([, pattern]) => pattern.test(text)).map(([act]) => act));

/** The post's first sentence, where the opening greets or congratulates the person. */
const openingOf = (post: string) => post.trim().split(SENTENCE_BREAK)[0] ?? '';

/**
 * How many sentences a post keeps without its send-off for the send-off to go. Fewer, the
 * post is the news alone and the send-off stays: a narrative of one sentence is no
 * narrative, and without their send-offs the narrative and the chat post read alike or the
 * chat post runs longer (the eval's shape check). The chat post may be the shorter.
 */
const FEWEST_SENTENCES = { chat: 2, other: 3 } as const;

/** Whether a send-off says again what the post's opening sentence already said. */
export function repeatsOpening(
  sendOff: string,
  post: string,
  form: keyof typeof FEWEST_SENTENCES,
): boolean {
  if (post.trim().split(SENTENCE_BREAK).length < FEWEST_SENTENCES[form]) return false;
  const opened = actsOf(openingOf(post));
  return [...actsOf(sendOff)].some((act) => opened.has(act));
}
