import { z } from 'zod';
import { TONE_VALUES, type Tone } from './tones.ts';
import { MESSAGE_TYPE_VALUES, type MessageType } from './message-types.ts';
import { isIsoDate } from './schedule.ts';
import { cleanText } from './clean-text.ts';
import { withoutPlaceholders } from './placeholders.ts';

/** Validation texts of spec §5, word for word. */
export const GENERATION_MESSAGES = {
  required: 'Please fill in the required fields: name, message type, and tone.',
  welcome: 'Please fill in the role for welcome messages.',
  promotion: 'Please fill in current role, new role, and promotion details.',
  achievements: 'Please fill in role, achievement, and achievement details.',
} as const;

export const LENGTHS = ['short', 'medium', 'long'] as const;
export type Length = (typeof LENGTHS)[number];

/**
 * What each length means, in words per option (issue 21 item 3): a short post is a couple of
 * sentences, a long one a paragraph or a full scannable post. An input without the facts to
 * fill a length gets a lower minimum (wordBoundsFor) rather than padding.
 */
export const LENGTH_BOUNDS: Record<Length, { minWords: number; maxWords: number }> = {
  short: { minWords: 25, maxWords: 45 },
  medium: { minWords: 50, maxWords: 90 },
  long: { minWords: 100, maxWords: 160 },
};

/**
 * The least a writer can say from the facts without padding, per length: a greeting and a
 * close around part of them (short, medium) or all of them (long). A thin input's minimum
 * falls to this; medium and long stay apart so that a long post is the fuller one (issue 21:
 * long at least 30 % longer than medium on inputs with four facts or more).
 */
const FLOOR: Record<Length, { base: number; perFactWord: number }> = {
  short: { base: 8, perFactWord: 0.5 },
  medium: { base: 8, perFactWord: 0.65 },
  long: { base: 10, perFactWord: 0.8 },
};

export const OPTION_COUNT = 3;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The words of fact the input gives (the name aside): what a message can be made of. A
 * sentence typed twice (pasted again, or repeated in another field) counts once.
 */
export function factWordsOf(input: GenerationRequest): number {
  const facts = Object.values(factsFor(input));
  // A writer asks again for every draft it tries of one request (ADR 108): the facts it
  // was last asked about are counted once.
  const asked = JSON.stringify(facts);
  if (lastCounted?.asked === asked) return lastCounted.words;
  const seen = new Set<string>();
  let words = 0;
  for (const fact of facts)
    for (const sentence of fact.split(/(?<=[.!?;\n])\s+/)) {
      const key = sentence
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      if (!key || seen.has(key)) continue;
      seen.add(key);
      words += wordCount(sentence);
    }
  lastCounted = { asked, words };
  return words;
}

let lastCounted: { asked: string; words: number } | undefined;

/**
 * The word bounds an option must meet for this input. The length picks the band; a thin
 * input lowers its minimum to what the facts can fill (a long message about a person
 * described in three words would need stock lines, which a reader rejects), and the UI says
 * so (isThin).
 */
export function wordBoundsFor(input: GenerationRequest): { minWords: number; maxWords: number } {
  const band = LENGTH_BOUNDS[input.length];
  if (!isThin(input)) return band;
  return { minWords: Math.min(band.minWords, floorOf(input)), maxWords: band.maxWords };
}

/** The least the facts fill, told once each in the plainest frame. */
function floorOf(input: GenerationRequest): number {
  const { base, perFactWord } = FLOOR[input.length];
  return Math.round(base + perFactWord * factWordsOf(input));
}

/**
 * A greeting and a close: what a post says around its facts. An input whose facts, told
 * once within them, cannot reach the band is thin. A short achievement post names the
 * achievement in its opening clause and closes in three words ("Congratulations to X, our
 * Y, who …. Well done, X."): about 10 words around the facts, measured on the tuning set's
 * one-fact achievements, which the writer no longer pads with a look ahead that carries no
 * fact (ADR 058). A short promotion is framed as tightly ("Congratulations to X, who moves up
 * from A to B. Well earned, X."), now that no look ahead of the writer's own pads it either
 * (ADR 065). A welcome frames its facts with more ("joins us as…").
 */
const FRAME_WORDS = 14;
const SHORT_FRAME_WORDS = 10;

/** What the form says under the length choice when the input is thin (isThin). */
export const thinNotice = (length: GenerationRequest['length']) =>
  `With these few details the messages will be shorter than ${length}: we don’t pad them. Add details for fuller ones.`;

/** Whether the input is too thin for its length: the messages will be shorter than asked. */
export function isThin(input: GenerationRequest): boolean {
  const frame =
    input.messageType !== 'welcome' && input.length === 'short' ? SHORT_FRAME_WORDS : FRAME_WORDS;
  return frame + factWordsOf(input) < LENGTH_BOUNDS[input.length].minWords;
}

/**
 * The bounds under which an option is refused outright, whichever writer wrote it: the
 * band with a wide margin, since models count words loosely and a 95-word "medium" is still
 * a post worth showing; a refusal costs the user a provider call. The composer and the eval
 * hold to wordBoundsFor itself.
 */
export function acceptedWordBounds(input: GenerationRequest): {
  minWords: number;
  maxWords: number;
} {
  const { maxWords } = wordBoundsFor(input);
  // A form that tells one fact of several (a chat post) may be as short as the floor.
  const minWords = Math.min(LENGTH_BOUNDS[input.length].minWords, floorOf(input));
  return {
    minWords: Math.max(8, Math.floor(minWords * 0.4)),
    maxWords: Math.ceil(maxWords * 1.4),
  };
}

export const FIELD_LIMITS = {
  name: 100,
  role: 100,
  short: 200,
  details: 2000,
} as const;

const text = (max: number) =>
  z
    .string({ error: 'Must be text.' })
    .transform(cleanText)
    .pipe(z.string().max(max, { error: `Must be at most ${max} characters.` }));

const optionalText = (max: number) => text(max).optional();

/**
 * A required field is filled when it holds a letter or a digit: "_", "-" or "?" says nothing
 * a writer could use, and a message written without it would have to invent or pad.
 */
const filled = (value: string | undefined) => !!value && /[\p{L}\p{N}]/u.test(value);

/**
 * The body of POST /api/generate (spec §7 'generate-messages', plus startDate, expertise,
 * team and length). Type-specific requirements are checked in one refinement so the
 * first failing rule yields exactly the spec's sentence.
 */
const GenerateInput = z
  .object({
    newHireName: optionalText(FIELD_LIMITS.name),
    /** "What should we call them?": the short form writers use after the full name. */
    preferredName: optionalText(FIELD_LIMITS.name),
    tone: z.string({ error: GENERATION_MESSAGES.required }).optional(),
    messageType: z.string({ error: GENERATION_MESSAGES.required }).optional(),
    length: z.enum(LENGTHS, { error: 'Length must be short, medium or long.' }).default('medium'),
    role: optionalText(FIELD_LIMITS.role),
    team: optionalText(FIELD_LIMITS.role),
    startDate: optionalText(FIELD_LIMITS.role),
    /**
     * The day the form's date picker gave (YYYY-MM-DD), sent beside the words in `startDate`
     * so the server reads no date the browser already knew (ADR 028).
     */
    startDateIso: z
      .string({ error: 'Must be text.' })
      .refine(isIsoDate, { error: 'startDateIso must be a date written YYYY-MM-DD.' })
      .optional(),
    company: optionalText(FIELD_LIMITS.role),
    expertise: optionalText(FIELD_LIMITS.short),
    hobbies: optionalText(FIELD_LIMITS.short),
    funFact: optionalText(FIELD_LIMITS.short),
    currentRole: optionalText(FIELD_LIMITS.role),
    newRole: optionalText(FIELD_LIMITS.role),
    promotionDetails: optionalText(FIELD_LIMITS.details),
    achievementDescription: optionalText(FIELD_LIMITS.details),
    achievementDetails: optionalText(FIELD_LIMITS.details),
  })
  .strict()
  .superRefine((input, ctx) => {
    const fail = (message: string, path: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!filled(input.newHireName)) return fail(GENERATION_MESSAGES.required, 'newHireName');
    if (!input.messageType) return fail(GENERATION_MESSAGES.required, 'messageType');
    if (!input.tone) return fail(GENERATION_MESSAGES.required, 'tone');
    if (!(TONE_VALUES as string[]).includes(input.tone)) return fail('Unknown tone.', 'tone');
    if (!(MESSAGE_TYPE_VALUES as string[]).includes(input.messageType))
      return fail('Unknown message type.', 'messageType');
    const type = input.messageType as MessageType;
    if (type === 'welcome' && !filled(input.role)) return fail(GENERATION_MESSAGES.welcome, 'role');
    if (
      type === 'promotion' &&
      (!filled(input.currentRole) || !filled(input.newRole) || !filled(input.promotionDetails))
    )
      return fail(GENERATION_MESSAGES.promotion, 'currentRole');
    if (
      type === 'achievements' &&
      (!filled(input.role) ||
        !filled(input.achievementDescription) ||
        !filled(input.achievementDetails))
    )
      return fail(GENERATION_MESSAGES.achievements, 'role');
  });

export type GenerateInputRaw = z.input<typeof GenerateInput>;
type Parsed = z.output<typeof GenerateInput>;

/** A validated request: the refinement guarantees these fields are present and valid. */
export type GenerationRequest = Omit<Parsed, 'newHireName' | 'tone' | 'messageType'> & {
  newHireName: string;
  tone: Tone;
  messageType: MessageType;
};

/** The fields that hold the user's notes, in their own words (the rest are names, titles, dates). */
export const NOTE_FIELDS = [
  'expertise',
  'hobbies',
  'funFact',
  'promotionDetails',
  'achievementDescription',
  'achievementDetails',
] as const satisfies readonly (keyof GenerationRequest)[];
export type NoteField = (typeof NOTE_FIELDS)[number];

export function parseGenerateInput(
  body: unknown,
): { success: true; data: GenerationRequest } | { success: false; error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { success: false, error: 'The request body must be a JSON object.' };
  const result = GenerateInput.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const unknownKey = issue?.code === 'unrecognized_keys';
    return {
      success: false,
      error: unknownKey
        ? `Unknown field: ${issue.keys.join(', ')}.`
        : issue &&
            issue.path.length &&
            issue.code !== 'custom' &&
            !issue.message.startsWith('Please')
          ? `${String(issue.path[0])}: ${issue.message}`
          : (issue?.message ?? GENERATION_MESSAGES.required),
    };
  }
  return { success: true, data: result.data as GenerationRequest };
}

/** The facts a writer may use, by message type; used by prompts, composer and checks. */
export function factsFor(typed: GenerationRequest): Record<string, string> {
  // "n/a" in an optional field is an empty field (ADR 121).
  const input = withoutPlaceholders(typed);
  const pick = (keys: (keyof GenerationRequest)[]) =>
    Object.fromEntries(
      keys
        .map((k) => [k, input[k]] as const)
        .filter(
          (e): e is readonly [keyof GenerationRequest, string] =>
            typeof e[1] === 'string' && e[1] !== '',
        ),
    );
  switch (input.messageType) {
    case 'welcome':
      return pick(['role', 'team', 'startDate', 'company', 'expertise', 'hobbies', 'funFact']);
    case 'promotion':
      // The API's start day of a promotion is when the new role takes effect.
      return pick(['currentRole', 'newRole', 'team', 'startDate', 'promotionDetails', 'expertise']);
    case 'achievements':
      return pick(['role', 'team', 'achievementDescription', 'achievementDetails', 'expertise']);
  }
}
