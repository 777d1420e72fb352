import { LENGTH_BOUNDS, type GenerationRequest } from '#domain/generation.ts';
import type { Tone } from '#domain/tones.ts';
import { MAX_TRIGRAM_JACCARD, checkOption, countWords, trigramJaccard } from '../option-checks.ts';
import { EchoGuard, hasEcho } from './echo.ts';
import { variantsFor, type Bank, type Banks } from './phrase-bank.ts';
import type { Random } from './random.ts';
import { BANKS, PADDING_SLOTS, PLANS, type Plan, type Shape } from './sentence-plans.ts';
import { buildSubject } from './subject.ts';
import { renderTemplate, type Subject } from './template.ts';

interface Sentence {
  text: string;
  slot: string;
  variant: string;
  optional: boolean;
  /** Whether the sentence carries any of the user's facts. */
  carriesFacts: boolean;
}

/** What the options of one call share: the random source and what earlier options said. */
export interface CompositionState {
  rng: Random;
  /** Templates used by earlier options, avoided so the options do not echo each other. */
  usedVariants: Set<string>;
  previous: string[];
}

/**
 * Free-text fact limits, loosest first. Abridging is the last resort: tried only when no
 * choice of phrasings fits the length or keeps the options apart. Keeping the options
 * apart justifies cutting only facts longer than SIMILARITY_FLOOR words; a fact that short
 * is the user's point, and only the length bound may shorten it.
 */
const FACT_WORD_LIMITS = [Infinity, 40, 25, 15, 8];
const SIMILARITY_FLOOR = 25;
const TRIES_PER_LIMIT = 12;
/** Options are kept well below the check's threshold when the phrasings allow. */
const PREFERRED_JACCARD = 0.4;

interface Choice {
  text: string;
  variant: string;
  consumed: string[];
}

interface Preferences {
  /** Templates to avoid: used by an earlier option or earlier in this one. */
  avoid: ReadonlySet<string>;
  echo: EchoGuard;
  /** How many sentences in a row have named the person. */
  nameFatigue: number;
}

function mentionsName(text: string, subject: Subject): boolean {
  return text.includes(subject.name.short);
}

/**
 * Picks a phrasing for one slot among those that render with the facts still unused,
 * preferring fresh phrasings that do not repeat the message so far.
 */
function chooseSentence(
  bank: Bank | undefined,
  tone: Tone,
  subject: Subject,
  used: ReadonlySet<string>,
  prefs: Preferences,
  rng: Random,
): Choice | null {
  const rendered = variantsFor(bank ?? {}, tone).flatMap((variant) => {
    const r = renderTemplate(variant, subject, used);
    return r ? [{ variant, ...r }] : [];
  });
  if (rendered.length === 0) return null;
  const fresh = (c: Choice) => !prefs.avoid.has(c.variant);
  const quiet = (c: Choice) => !prefs.echo.echoes(c.text);
  const pool =
    [
      rendered.filter((c) => fresh(c) && quiet(c)),
      rendered.filter(fresh),
      rendered.filter(quiet),
    ].find((p) => p.length > 0) ?? rendered;
  // Phrasings that carry more facts read better than a string of one-fact sentences, and
  // sentence after sentence opening with the name reads like a form letter.
  return rng.pickWeighted(pool, (c) => {
    const facts = 1 + 2 * c.consumed.filter((k) => k !== 'full').length;
    return mentionsName(c.text, subject) ? facts / (1 + 3 * prefs.nameFatigue) : facts;
  });
}

interface Draft {
  paragraphs: Sentence[][];
  /** Names and facts used so far. */
  used: Set<string>;
  variants: Set<string>;
}

function draft(
  plan: Plan,
  banks: Banks,
  tone: Tone,
  subject: Subject,
  state: CompositionState,
): Draft {
  const used = new Set<string>();
  const variants = new Set<string>();
  const prefs = {
    avoid: new Set(state.usedVariants),
    echo: new EchoGuard(subject),
    nameFatigue: 0,
  };
  const paragraphs = plan.map((items) =>
    items.flatMap((item): Sentence[] => {
      for (const slot of item.slots) {
        const bank = banks[slot];
        if (!bank) throw new Error(`No phrase bank for slot "${slot}".`);
        const chosen = chooseSentence(bank, tone, subject, used, prefs, state.rng);
        if (!chosen) continue;
        prefs.nameFatigue = mentionsName(chosen.text, subject) ? prefs.nameFatigue + 1 : 0;
        prefs.echo.add(chosen.text);
        prefs.avoid.add(chosen.variant);
        chosen.consumed.forEach((c) => used.add(c));
        variants.add(chosen.variant);
        const carriesFacts = chosen.consumed.some((c) => c !== 'full');
        return [
          {
            text: chosen.text,
            slot,
            variant: chosen.variant,
            optional: item.optional,
            carriesFacts,
          },
        ];
      }
      return [];
    }),
  );
  return { paragraphs, used, variants };
}

/**
 * Fact-free filler for a draft below the length's minimum: a slot the draft does not use
 * yet if possible, and never a phrasing it or an earlier option already used.
 */
function padding(
  type: GenerationRequest['messageType'],
  tone: Tone,
  banks: Banks,
  subject: Subject,
  { paragraphs, used, variants }: Draft,
  state: CompositionState,
): () => Sentence | null {
  return () => {
    const sentences = paragraphs.flat();
    const present = new Set(sentences.map((s) => s.slot));
    const slots = PADDING_SLOTS[type];
    const ordered = [
      ...slots.filter((s) => !present.has(s)),
      ...slots.filter((s) => present.has(s)),
    ];
    const prefs = {
      avoid: new Set([...state.usedVariants, ...variants]),
      echo: new EchoGuard(
        subject,
        sentences.map((s) => s.text),
      ),
      nameFatigue: 0,
    };
    for (const slot of ordered) {
      const chosen = chooseSentence(banks[slot], tone, subject, used, prefs, state.rng);
      if (chosen && !variants.has(chosen.variant)) {
        variants.add(chosen.variant);
        return {
          text: chosen.text,
          slot,
          variant: chosen.variant,
          optional: false,
          carriesFacts: false,
        };
      }
    }
    return null;
  };
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
      paragraph.splice(paragraph.map(droppable).lastIndexOf(true), 1);
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
  const last = paragraphs.filter((p) => p.length).at(-1);
  while (last && wordsIn(paragraphs) < bounds.minWords) {
    const extra = pad();
    if (!extra) break;
    last.splice(Math.max(0, last.length - 1), 0, extra);
  }
}

const EMOJI = /\s?\p{Extended_Pictographic}\uFE0F?/gu;

/**
 * Final typography: at most one emoji, no stray spaces or doubled punctuation. The person's
 * name (`names`) is left exactly as typed: its emoji, spaces and punctuation are not
 * typography to tidy (issue 13: the name is sacred).
 */
export function polish(text: string, names: readonly string[] = []): string {
  const forms = [...new Set(names.filter(Boolean))].sort((a, b) => b.length - a.length);
  const hidden = forms.reduce((out, name, i) => out.replaceAll(name, `\uE000${i}\uE001`), text);
  let emojiSeen = false;
  const oneEmoji = hidden.replace(EMOJI, (match) => {
    if (emojiSeen) return '';
    emojiSeen = true;
    return match;
  });
  const tidy = oneEmoji
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
  // A name ending in a full stop ("Jr.") ends the sentence with it, not with a second one.
  return tidy.replace(/\uE000(\d+)\uE001(\.)?/g, (_m, i: string, stop?: string) => {
    const name = forms[Number(i)] ?? '';
    return stop && !name.endsWith('.') ? `${name}.` : name;
  });
}

function assemble(paragraphs: Sentence[][], names: readonly string[]): string {
  return polish(
    paragraphs
      .filter((p) => p.length)
      .map((p) => p.map((s) => s.text).join(' '))
      .join('\n\n'),
    names,
  );
}

/**
 * Writes one option of the given shape. Draws phrasings until the text passes checkOption,
 * stays apart from the options already written and reads without repeating itself; if the
 * user's facts are too long for that, abridges them step by step. Returns the best text
 * found even if no draw passed, so the caller's checks report the problem instead of the
 * writer hiding it.
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
  const softMaxWords = Math.max(minWords, preferredMaxWords);
  const longestFact = Math.max(
    0,
    ...Object.values(buildSubject(input).facts).map((f) => countWords(f.text)),
  );
  let last = '';

  for (const limit of FACT_WORD_LIMITS) {
    const subject = buildSubject(input, limit);
    let tooLong = false;
    let best: { text: string; variants: Set<string>; penalty: number } | undefined;
    for (let attempt = 0; attempt < TRIES_PER_LIMIT; attempt++) {
      const drafted = draft(plan, banks, input.tone, subject, state);
      const pad = padding(input.messageType, input.tone, banks, subject, drafted, state);
      fitLength(drafted.paragraphs, { minWords, maxWords, softMaxWords }, pad);
      const text = assemble(drafted.paragraphs, [subject.name.full, subject.name.short]);
      last = text;
      if (checkOption(text, input) !== null) {
        tooLong ||= countWords(text) > maxWords;
        continue;
      }
      const similarity = Math.max(0, ...state.previous.map((p) => trigramJaccard(p, text)));
      if (similarity >= MAX_TRIGRAM_JACCARD) continue;
      // The checks pass; the rest are preferences, traded off when they cannot all hold.
      const sentences = drafted.paragraphs.flat().map((s) => s.text);
      const penalty =
        (hasEcho(sentences, subject) ? 2 : 0) +
        (countWords(text) > preferredMaxWords ? 1 : 0) +
        (similarity >= PREFERRED_JACCARD ? 1 : 0);
      if (penalty === 0) return commit(state, text, drafted.variants);
      if (!best || penalty < best.penalty) best = { text, variants: drafted.variants, penalty };
    }
    if (best) return commit(state, best.text, best.variants);
    if (!tooLong && longestFact <= SIMILARITY_FLOOR) break;
  }
  return last;
}

function commit(state: CompositionState, text: string, variants: Set<string>): string {
  variants.forEach((v) => state.usedVariants.add(v));
  state.previous.push(text);
  return text;
}
