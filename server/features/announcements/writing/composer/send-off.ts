import type { Tone } from '#domain/tones.ts';
import { INVITATION, PLAYFUL_IMAGE, TONE_RULES } from '../tone-rules.ts';
import { SENTENCE_BREAK } from './flow.ts';
import type { Piece } from './forms.ts';
import { countWords, endSentence } from './phrases.ts';

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
  // "…: well deserved, she's basically been doing the job. Well earned, Giulia." (ADR 099)
  ['deserve', /\bwell[ -](?:deserved|earned)\b/i],
];

export const actsOf = (text: string) =>
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

/**
 * The words a closing line makes its own: its act (ACTS), its image ("confetti", "applause",
 * PLAYFUL_IMAGE) and "quick". Said in the post already, the closing says them again:
 * "Pop the confetti for Sato… Throw some confetti for Sato", "Quick congrats to Giulia… Send
 * Giulia a quick congrats", a double "Welcome" (ADR 110).
 */
function stockWordsOf(text: string): Set<string> {
  const images = [...text.matchAll(new RegExp(PLAYFUL_IMAGE.source, 'gi'))].map((m) =>
    m[0].toLowerCase(),
  );
  const quick = /\bquick\b/i.test(text) ? ['quick'] : [];
  return new Set([...actsOf(text), ...images, ...quick]);
}

/** Whether a closing line says again a word the rest of the post made its own (`stockWordsOf`). */
export function repeatsBody(closing: string, body: string): boolean {
  const said = stockWordsOf(body);
  return [...stockWordsOf(closing)].some((w) => said.has(w));
}

/**
 * The send-off told with its fact (ADR 080), in place of the stock one, or nothing when the
 * sentence before it tells the same fact: "Outside work, Ines is into surfing. Ask Ines
 * about surfing when you see them." says it twice in a row. The mark keeps the tone's count
 * of "!": an excited post that has not yet said one ends on it (the stock line it replaces
 * may have carried its only one), one that has said two ends on a full stop.
 */
export function toldSendOff(
  piece: Piece,
  chosen: readonly Piece[],
  tone: Tone,
  lastSentence = '',
): Piece | undefined {
  if (!piece.withFact) return undefined;
  const { facts, said: thing, otherwise } = piece.withFact;
  // "…steered the winter crossing. Ask Tove about the winter crossing…": the same words in
  // the sentence before, however the pieces were joined.
  if (lastSentence.toLowerCase().includes(thing.toLowerCase())) return undefined;
  // "Congratulations to Kevin… Congratulate Kevin on the new…": the act said twice takes its
  // other words, or the stock line (ADR 110).
  const rest = chosen
    .filter((p) => p !== piece)
    .map((p) => p.text)
    .join(' ');
  // Only the line's own words count: the thing it asks about is the user's ("Ask Tyrone about
  // the customer shout-out" says "shout" because the achievement does).
  const own = piece.withFact.text.replace(thing, '');
  const text = repeatsBody(own, rest) ? otherwise : piece.withFact.text;
  if (!text) return undefined;
  // Friendly's invitation must still read as one to the tone's check ("Ask Sai Krishna
  // Reddy about…" does not): the stock one stays.
  if (TONE_RULES[tone].needs.includes('invitation') && piece.invite && !INVITATION.test(text))
    return undefined;
  const before = chosen[chosen.indexOf(piece) - 1];
  if (before?.facts?.some((f) => facts.includes(f))) return undefined;
  const said = chosen
    .filter((p) => p !== piece)
    .reduce((n, p) => n + (p.text.match(/!/g)?.length ?? 0), 0);
  const { min, max } = TONE_RULES[tone].exclamations;
  const mark = min > 0 && said < max ? '!' : '.';
  return {
    ...piece,
    text: endSentence(text, mark),
    facts: [...facts],
    fillerLike: false,
    withFact: undefined,
    others: undefined,
  };
}

/** Words over the floor a short chat post keeps without its send-off. */
const FLOOR_MARGIN = 2;

/**
 * Whether a short chat post may end without its stock send-off (ADR 080): it keeps its
 * band's floor and two sentences (the news and a fact, never the news alone, ADR 073), and
 * already has the marks its tone needs (an excited post's "!"). The tone's required lines
 * (Friendly's invitation) are kept before this step.
 */
export function endsWithoutSendOff(post: string, tone: Tone, minWords: number): boolean {
  const marks = post.match(/!/g)?.length ?? 0;
  return (
    // A few words over the floor: the eval counts typed notation ("3/2", "(DC3") its own way.
    countWords(post) >= minWords + FLOOR_MARGIN &&
    post.trim().split(SENTENCE_BREAK).length >= FEWEST_SENTENCES.other &&
    marks >= TONE_RULES[tone].exclamations.min
  );
}
