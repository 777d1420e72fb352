import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { MESSAGE_TYPES } from '#domain/message-types.ts';
import { TONE_VALUES } from '#domain/tones.ts';
import { asksNoFuss } from '../instructions.ts';
import { AUDIBLE, LOUD_CLOSING, TONE_PHRASINGS, TONE_RULES } from '../tone-rules.ts';
import { repeatsBody } from './send-off.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 110: closings readers rewrote. A promotion's closing congratulates, a closing says no
 * word the post made its own again, and a note asking for no fuss gets quiet closings in
 * every tone. The inputs are this file's own.
 */
const lastLine = (option: string) =>
  option
    .split(/\n|(?<=[.!?])\s+(?=\P{Ll})/u)
    .filter(Boolean)
    .at(-1) ?? '';

describe('asksNoFuss', () => {
  it.each([
    'keep it low key pls',
    'pls keep it short, he hates fuss',
    "she doesn't want a big deal made of it",
    "he'll be embarrassed if we make a big deal of it",
    'keep it low-key, no fanfare',
  ])('reads "%s" as asking for no fuss', (note) => {
    expect(asksNoFuss(note)).toBe(true);
  });

  it.each([
    "pls mention the apprenticeship, it's a big deal for the depot",
    'fussy about coffee',
    'ran the key accounts review',
  ])('reads "%s" as no such ask', (note) => {
    expect(asksNoFuss(note)).toBe(false);
  });
});

describe('LOUD_CLOSING, tone by tone', () => {
  it.each(TONE_VALUES.flatMap((tone) => MESSAGE_TYPES.map(({ value }) => [tone, value] as const)))(
    '%s has a quiet closer for a %s',
    (tone, type) => {
      expect(TONE_PHRASINGS[tone].closers[type].some((t) => !LOUD_CLOSING.test(t))).toBe(true);
    },
  );

  it.each([
    'Please stop by and thank {short} when you see {them}.',
    'Please send your congratulations to {short} when you can.',
    'Send {short} your congratulations when you can.',
    'Throw some confetti for {short} when you can!',
    'Go, {short}!',
    'Give {short} a round of applause when you see {them}!',
  ])('hears "%s" as loud', (line) => {
    expect(LOUD_CLOSING.test(line)).toBe(true);
  });

  it.each(['Well done, {short}.', 'Welcome aboard, {short}.', 'Congratulations, {short}!'])(
    'hears "%s" as quiet',
    (line) => {
      expect(LOUD_CLOSING.test(line)).toBe(false);
    },
  );
});

describe('repeatsBody', () => {
  it.each([
    ['Pop the confetti for Nils Aro! He fixed the kiln.', 'Throw some confetti for Nils!'],
    ['Quick congrats to Nils Aro, our new Kiln Lead.', 'Send Nils a quick note.'],
    ['Please join me in welcoming Nils Aro.', 'Welcome aboard, Nils.'],
  ])('hears the closing of "%s" in "%s"', (body, closing) => {
    expect(repeatsBody(closing, body)).toBe(true);
  });

  it.each([
    ['Pop the confetti for Nils Aro! He fixed the kiln.', 'Cue the applause for Nils!'],
    ['Congrats to Nils Aro, our new Kiln Lead.', 'Well earned, Nils.'],
  ])('leaves the closing of "%s" in "%s"', (body, closing) => {
    expect(repeatsBody(closing, body)).toBe(false);
  });
});

const kiln = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  newHireName: 'Nils Aro',
  currentRole: 'Glaze Technician',
  newRole: 'Kiln Lead',
  promotionDetails: 'rebuilt the firing schedule and trained 4 apprentices',
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'medium',
  ...fields,
});

const SEEDS = [1, 2, 3];

describe('closings in the composer', () => {
  it.each(TONE_VALUES)('a %s promotion never asks about "the new … role"', async (tone) => {
    for (const seed of SEEDS) {
      const options = await optionsOf(kiln({ tone }), { seed });
      expect(options.join('\n')).not.toMatch(/\babout the new\b/);
    }
  });

  it.each(TONE_VALUES)('a %s post asked to make no fuss ends quietly', async (tone) => {
    for (const type of ['promotion', 'achievements', 'welcome'] as const) {
      const input = kiln({
        tone,
        messageType: type,
        ...(type === 'achievements' && {
          achievementDescription: 'rebuilt the firing schedule',
          achievementDetails: 'cut kiln faults by 40%. he hates fuss, keep it low key',
        }),
        ...(type === 'welcome' && { role: 'Kiln Lead', hobbies: 'bouldering' }),
        ...(type === 'promotion' && {
          promotionDetails: 'rebuilt the firing schedule. he hates fuss, keep it low key',
        }),
        ...(type === 'welcome' && { funFact: 'keep it low key, he hates fuss' }),
      });
      for (const seed of SEEDS) {
        const options = await optionsOf(input, { seed });
        for (const option of options) {
          expect(lastLine(option), option).not.toMatch(LOUD_CLOSING);
          // An invitation may stay when it asks quietly; none sends readers to ask about it.
          expect(lastLine(option), option).not.toMatch(/^Ask Nils/);
        }
      }
    }
  });

  it('never ends a playful post on the confetti its opening threw', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const options = await optionsOf(
        kiln({
          tone: 'creative_playful',
          messageType: 'achievements',
          achievementDescription: 'rebuilt the firing schedule',
          achievementDetails: 'cut kiln faults by 40%',
        }),
        { seed },
      );
      for (const option of options) {
        const [first, ...rest] = option.split(/(?<=[.!?])\s+(?=\P{Ll})|\n/u);
        if (/confetti/i.test(first!)) expect(rest.join(' '), option).not.toMatch(/confetti/i);
      }
    }
  });

  it.each(TONE_VALUES.filter((tone) => TONE_RULES[tone].audible))(
    'a %s option is never flat, however short',
    async (tone) => {
      for (const seed of SEEDS) {
        const options = await optionsOf(
          {
            newHireName: 'Edda Sørlie',
            role: 'Principal Oboe',
            startDate: 'from the spring season',
            company: 'Oslo Sinfonietta',
            hobbies: 'sea kayaking, knitting',
            funFact: 'reeds her own oboe reeds from French cane',
            messageType: 'welcome',
            tone,
            length: 'short',
          },
          { seed },
        );
        for (const option of options) expect(option).toMatch(AUDIBLE);
      }
    },
  );

  it('leaves a tone that need not be heard as it was', () => {
    expect(TONE_RULES.confident_assertive.audible).toBe(false);
    expect(AUDIBLE.test('Edda joins us from Oslo Sinfonietta.')).toBe(false);
    expect(AUDIBLE.test('Hats off to Edda.')).toBe(true);
  });

  it('keeps a send-off that asks about the user’s own thing, though that thing says “shout”', async () => {
    const options = await optionsOf(
      {
        newHireName: 'Marta Lind',
        role: 'Site Engineer',
        achievementDescription: 'client shout-out',
        achievementDetails: 'the council wrote in: "fastest fix we have seen"',
        messageType: 'achievements',
        tone: 'warm_professional',
        length: 'long',
      },
      { seed: 1 },
    );
    expect(options[1]).toMatch(/Ask Marta about the client shout-out when you can\.$/);
  });
});
