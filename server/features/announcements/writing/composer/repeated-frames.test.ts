import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { TONE_VALUES } from '#domain/tones.ts';
import { timesSaid } from './phrases.ts';
import { actsOf } from './send-off.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 112: within one option a frame word of the writer's own ("join", "welcome",
 * "congrats", "confetti") is not said a third time, and a send-off does not do again what
 * the opening or the headline did. The inputs are this file's own.
 */

const SEEDS = [1, 2, 3, 4, 5, 6];

describe('timesSaid', () => {
  it.each([
    ['Please join me in welcoming Ola, who joins us as our Courier. Ola joined in May.', 'join', 3],
    ['Welcome aboard, Ola. We welcomed her on Monday; welcoming is easy.', 'welcome', 3],
    ['Ola joins the Joinery team.', 'join', 1],
    ['', 'join', 0],
  ])('counts the forms of the word in %j', (text, word, n) => {
    expect(timesSaid(text, word)).toBe(n);
  });
});

const welcome = (tone: GenerationRequest['tone'], past = false): GenerationRequest => ({
  messageType: 'welcome',
  tone,
  length: 'medium',
  newHireName: 'Tove Lindgren',
  role: 'Ferry Deckhand',
  company: 'Stena Line',
  startDate: past ? '2026-10-05' : '2026-12-07',
  hobbies: 'knitting, sea kayaking',
});

describe('a welcome says "join" at most twice', () => {
  it.each(TONE_VALUES)('in every option of the %s tone', async (tone) => {
    for (const past of [false, true])
      for (const seed of SEEDS)
        for (const option of await optionsOf(welcome(tone, past), { seed }))
          expect(timesSaid(option, 'join'), option).toBeLessThanOrEqual(2);
  });

  it('tells where the person comes from after an opening that said "joins us"', async () => {
    const chats = await Promise.all(
      SEEDS.map(async (seed) => (await optionsOf(welcome('warm_professional'), { seed }))[0]!),
    );
    const told = chats.filter((c) => /\bwho joins us as\b/.test(c));
    expect(told.length).toBeGreaterThan(0);
    for (const chat of told) expect(chat).toMatch(/\bcomes to us from Stena Line\b/);
  });
});

const lastLine = (option: string) => option.trim().split('\n').at(-1) ?? '';
const firstLine = (option: string) => option.trim().split('\n')[0] ?? '';

describe('the scannable post closes on a different act than its headline', () => {
  const inputs: GenerationRequest[] = [
    welcome('warm_professional'),
    welcome('casual_concise'),
    {
      messageType: 'promotion',
      tone: 'casual_concise',
      length: 'short',
      newHireName: 'Ola Brandt',
      currentRole: 'courier',
      newRole: 'Dispatcher',
      promotionDetails: 'mapped every route in the city',
    },
  ];
  it.each(inputs.map((input) => [input.messageType, input.tone, input] as const))(
    '%s, %s',
    async (_type, _tone, input) => {
      for (const seed of SEEDS) {
        const scannable = (await optionsOf(input, { seed }))[2]!;
        const opened = actsOf(firstLine(scannable));
        const closed = [...actsOf(lastLine(scannable))];
        expect(
          closed.filter((act) => opened.has(act)),
          scannable,
        ).toEqual([]);
      }
    },
  );
});

describe('a send-off does not say again the opening’s confetti or quick congrats', () => {
  const inputs: GenerationRequest[] = [
    {
      messageType: 'achievements',
      tone: 'creative_playful',
      length: 'medium',
      newHireName: 'Tove Lindgren',
      role: 'Ferry Deckhand',
      achievementDescription: 'Safety Champion of the Year',
      achievementDetails: 'ran 52 lifeboat drills without a single delay',
    },
    {
      messageType: 'promotion',
      tone: 'casual_concise',
      length: 'short',
      newHireName: 'Ola Brandt',
      currentRole: 'courier',
      newRole: 'Dispatcher',
      promotionDetails: 'mapped every route in the city',
    },
  ];
  it.each(inputs.map((input) => [input.messageType, input] as const))('%s', async (_t, input) => {
    for (const seed of SEEDS)
      for (const option of (await optionsOf(input, { seed })).slice(0, 2)) {
        expect(option.match(/\bconfetti\b/gi)?.length ?? 0, option).toBeLessThanOrEqual(1);
        expect(option.match(/\bquick congrats\b/gi)?.length ?? 0, option).toBeLessThanOrEqual(1);
      }
  });
});

describe('a short post keeps a send-off where only the repeating one fits', () => {
  it('ends a thin welcome on a send-off, never on its news alone', async () => {
    const thin = {
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'short',
      newHireName: 'Tove Lindgren',
      role: 'Harbour Logistics Coordinator',
    } as GenerationRequest;
    // Seeds whose draft ends on a send-off; on others the post is its news alone anyway.
    for (const seed of [1, 2]) {
      const [chat] = await optionsOf(thin, { seed });
      expect(chat!.split(/(?<=[.!?])\s+/).length, chat).toBeGreaterThanOrEqual(2);
    }
  });
});
