import { LENGTH_BOUNDS, type GenerationRequest } from '#domain/generation.ts';
import type { Tone } from '#domain/tones.ts';
import { MAX_TRIGRAM_JACCARD, checkOption, countWords, trigramJaccard } from '../option-checks.ts';
import { variantsFor, type Bank, type Banks } from './phrase-bank.ts';
import type { Random } from './random.ts';
import { BANKS, PADDING_SLOTS, PLANS, type Plan, type Shape } from './sentence-plans.ts';
import { buildSubject } from './subject.ts';
import { renderTemplate, type Subject } from './template.ts';

interface Sentence {
  text: string;
  optional: boolean;
  variant: string;
  /** Whether the sentence carries any of the user's facts. */
  carriesFacts: boolean;
  slot: string;
}

/** What the options of one call share: the random source and the phrasings already used. */
export interface CompositionState {
  rng: Random;
  /** Templates used by earlier options, avoided so the options do not echo each other. */
  usedVariants: Set<string>;
  previous: string[];
}

/**
 * Free-text fact limits, loosest first. Abridging is the last resort: tried only when no
 * choice of phrasings fits the length or keeps the options apart. Telling the options
 * apart never justifies cutting a fact below SIMILARITY_FLOOR words; only the length does.
 */
const FACT_WORD_LIMITS = [Infinity, 40, 25, 15, 8];
const SIMILARITY_FLOOR = 25;
const TRIES_PER_LIMIT = 24;
const PREFERRED_JACCARD = 0.4;

function chooseSentence(
  bank: Bank | undefined,
  tone: Tone,
  subject: Subject,
  used: Set<string>,
  avoid: ReadonlySet<string>,
  rng: Random,
  nameFatigue = 0,
): { text: string; variant: string; consumed: string[] } | null {
  const rendered = variantsFor(bank ?? {}, tone).flatMap((variant) => {
    const r = renderTemplate(variant, subject, used);
    return r ? [{ variant, ...r }] : [];
  });
  if (rendered.length === 0) return null;
  const fresh = rendered.filter((r) => !avoid.has(r.variant));
  const pool = fresh.length ? fresh : rendered;
  // Phrasings that carry more facts read better than a string of one-fact sentences, and
  // sentence after sentence opening with the name reads like a form letter.
  return rng.pickWeighted(pool, (r) => {
    const facts = 1 + 2 * r.consumed.filter((c) => c !== 'full').length;
    return mentionsName(r.text, subject) ? facts / (1 + 3 * nameFatigue) : facts;
  });
}

function mentionsName(text: string, subject: Subject): boolean {
  return text.includes(subject.name.short);
}

function draft(
  plan: Plan,
  banks: Banks,
  tone: Tone,
  subject: Subject,
  state: CompositionState,
): { paragraphs: Sentence[][]; used: Set<string>; variants: Set<string> } {
  const used = new Set<string>();
  const variants = new Set<string>();
  const avoid = new Set(state.usedVariants);
  let nameFatigue = 0;
  const paragraphs = plan.map((items) =>
    items.flatMap((item): Sentence[] => {
      for (const slot of item.slots) {
        const bank = banks[slot];
        if (!bank) throw new Error(`No phrase bank for slot "${slot}".`);
        const chosen = chooseSentence(bank, tone, subject, used, avoid, state.rng, nameFatigue);
        if (!chosen) continue;
        nameFatigue = mentionsName(chosen.text, subject) ? nameFatigue + 1 : 0;
        chosen.consumed.forEach((c) => used.add(c));
        avoid.add(chosen.variant);
        variants.add(chosen.variant);
        const carriesFacts = chosen.consumed.some((c) => c !== 'full');
        return [
          {
            text: chosen.text,
            optional: item.optional,
            variant: chosen.variant,
            carriesFacts,
            slot,
          },
        ];
      }
      return [];
    }),
  );
  return { paragraphs, used, variants };
}

function wordsIn(paragraphs: Sentence[][]): number {
  return paragraphs.flat().reduce((sum, s) => sum + countWords(s.text), 0);
}

/**
 * Brings a draft inside the word bounds: drops optional sentences from the end while too
 * long; adds fact-free padding before the closing sentence while too short.
 */
function fitLength(
  paragraphs: Sentence[][],
  bounds: { minWords: number; maxWords: number; softMaxWords: number },
  pad: () => Sentence | null,
): void {
  const dropLastWhile = (tooLong: () => boolean, droppable: (s: Sentence) => boolean) => {
    while (tooLong()) {
      const paragraph = [...paragraphs].reverse().find((p) => p.some(droppable));
      if (!paragraph) return;
      const index = paragraph.map(droppable).lastIndexOf(true);
      paragraph.splice(index, 1);
    }
  };
  dropLastWhile(
    () => wordsIn(paragraphs) > bounds.maxWords,
    (s) => s.optional,
  );
  // The soft cap is a matter of shape, not worth losing a fact over.
  dropLastWhile(
    () => wordsIn(paragraphs) > bounds.softMaxWords,
    (s) => s.optional && !s.carriesFacts,
  );
  const { minWords } = bounds;
  const last = paragraphs.filter((p) => p.length).at(-1);
  while (last && wordsIn(paragraphs) < minWords) {
    const extra = pad();
    if (!extra) break;
    last.splice(Math.max(0, last.length - 1), 0, extra);
  }
}

const EMOJI = /\s?\p{Extended_Pictographic}\uFE0F?/gu;

/** Final typography: at most one emoji, no stray spaces or doubled punctuation. */
export function polish(text: string): string {
  let emojiSeen = false;
  const oneEmoji = text.replace(EMOJI, (match) => {
    if (emojiSeen) return '';
    emojiSeen = true;
    return match;
  });
  return oneEmoji
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]+/g, ' ')
        .replace(/ +([,.;:!?])/g, '$1')
        .replace(/(?<!\.)\.\.(?!\.)/g, '.')
        .replace(/([!?])\./g, '$1')
        .replace(/,([.!?])/g, '$1')
        .replace(/\b(Inc|Ltd|Co|Corp)\.([!?])/g, '$1$2')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function assemble(paragraphs: Sentence[][]): string {
  return polish(
    paragraphs
      .filter((p) => p.length)
      .map((p) => p.map((s) => s.text).join(' '))
      .join('\n\n'),
  );
}

/**
 * Writes one option of the given shape. Draws phrasings until the text passes checkOption
 * and stays apart from the options already written; if the user's facts are too long for
 * that, abridges them step by step. Returns the best text found even if no draw passed,
 * so the caller's checks report the problem instead of the writer hiding it.
 */
export function composeOption(
  input: GenerationRequest,
  shape: Shape,
  state: CompositionState,
  /** A soft cap: the chat post should come out shorter than the fuller message. */
  preferredMaxWords = Infinity,
): string {
  const { minWords, maxWords } = LENGTH_BOUNDS[input.length];
  const plan = PLANS[input.messageType][shape][input.length];
  const banks = BANKS[input.messageType];
  let last = '';

  for (const limit of FACT_WORD_LIMITS) {
    const subject = buildSubject(input, limit);
    let tooLong = false;
    let best: { text: string; variants: Set<string>; penalty: number } | undefined;
    for (let attempt = 0; attempt < TRIES_PER_LIMIT; attempt++) {
      const { paragraphs, used, variants } = draft(plan, banks, input.tone, subject, state);
      const pad = padding(input, banks, subject, used, variants, paragraphs, state);
      const softMaxWords = Math.max(minWords, preferredMaxWords);
      fitLength(paragraphs, { minWords, maxWords, softMaxWords }, pad);
      const text = assemble(paragraphs);
      last = text;
      if (checkOption(text, input) !== null) {
        tooLong ||= countWords(text) > maxWords;
        continue;
      }
      const similarity = Math.max(0, ...state.previous.map((p) => trigramJaccard(p, text)));
      if (similarity >= MAX_TRIGRAM_JACCARD) continue;
      // Hard checks pass; the rest are preferences, traded off when they cannot all hold.
      const penalty =
        (hasEcho(paragraphs, subject) ? 2 : 0) +
        (countWords(text) > preferredMaxWords ? 1 : 0) +
        (similarity >= PREFERRED_JACCARD ? 1 : 0);
      if (penalty === 0) return commit(state, text, variants);
      if (!best || penalty < best.penalty) best = { text, variants, penalty };
    }
    if (best) return commit(state, best.text, best.variants);
    const next = FACT_WORD_LIMITS[FACT_WORD_LIMITS.indexOf(limit) + 1];
    if (!tooLong && (next === undefined || next < SIMILARITY_FLOOR)) break;
  }
  return last;
}

/**
 * Fact-free filler for a draft below the length's minimum: a slot the draft does not use
 * yet if possible, and never a phrasing it or an earlier option already used.
 */
function padding(
  input: GenerationRequest,
  banks: Banks,
  subject: Subject,
  used: Set<string>,
  variants: Set<string>,
  paragraphs: Sentence[][],
  state: CompositionState,
): () => Sentence | null {
  return () => {
    const present = new Set(paragraphs.flat().map((s) => s.slot));
    const slots = PADDING_SLOTS[input.messageType];
    const ordered = [
      ...slots.filter((s) => !present.has(s)),
      ...slots.filter((s) => present.has(s)),
    ];
    for (const slot of ordered) {
      const avoid = new Set([...state.usedVariants, ...variants]);
      const chosen = chooseSentence(banks[slot], input.tone, subject, used, avoid, state.rng);
      if (chosen && !variants.has(chosen.variant)) {
        variants.add(chosen.variant);
        return {
          text: chosen.text,
          optional: false,
          variant: chosen.variant,
          carriesFacts: false,
          slot,
        };
      }
    }
    return null;
  };
}

/** Words a message may repeat without sounding repetitive. */
const REPEATABLE = new Set([
  // Short function words that carry no colour of their own.
  'this',
  'that',
  'with',
  'your',
  'have',
  'will',
  'from',
  'what',
  'when',
  'here',
  'more',
  'just',
  'them',
  'they',
  'been',
  'into',
  'than',
  'some',
  'also',
  'each',
  'over',
  'such',
  'only',
  'very',
  'were',
  'then',
  'does',
  'much',
  'many',
  'most',
  'make',
  'made',
  'know',
  'same',
  'well',
  'role',
  'team',
  'work',
  'what',
  'who',
  'all',
  'welcome',
  'congratulations',
  'congrats',
  'promotion',
  'everyone',
  'please',
  'thank',
  'thanks',
  'share',
  'below',
  'there',
  'their',
  'about',
  'would',
  'which',
  'where',
  'these',
  'those',
  'other',
  'first',
  'being',
  'really',
  'every',
  'always',
  'could',
  'should',
]);

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
}

/**
 * Whether the draft repeats itself outside the user's facts: two sentences that open alike
 * ("Say hi to Tom… Say hi!"), a three-word phrase said twice, or a distinctive word used
 * in two sentences ("confetti… confetti"). Fine in a pinch, but worth a redraw.
 */
function hasEcho(paragraphs: Sentence[][], subject: Subject): boolean {
  const given = new Set(
    [subject.name.full, ...Object.values(subject.facts).map((f) => f.text)].flatMap(wordsOf),
  );
  const name = subject.name.short.toLowerCase();
  const openings = new Set<string>();
  const grams = new Set<string>();
  const seenWords = new Set<string>();
  for (const sentence of paragraphs.flat()) {
    const words = wordsOf(sentence.text);
    const opening = words.slice(0, 2).join(' ');
    if (words.length >= 2 && !opening.includes(name)) {
      if (openings.has(opening)) return true;
      openings.add(opening);
    }
    for (let i = 0; i + 2 < words.length; i++) {
      const gram = `${words[i]} ${words[i + 1]} ${words[i + 2]}`;
      if (gram.includes(name)) continue;
      if (grams.has(gram)) return true;
      grams.add(gram);
    }
    const distinctive = new Set(
      words.filter((w) => w.length >= 4 && !/['’]/.test(w) && !given.has(w) && !REPEATABLE.has(w)),
    );
    for (const word of distinctive) {
      if (seenWords.has(word)) return true;
      seenWords.add(word);
    }
  }
  return false;
}

function commit(state: CompositionState, text: string, variants: Set<string>): string {
  variants.forEach((v) => state.usedVariants.add(v));
  state.previous.push(text);
  return text;
}
