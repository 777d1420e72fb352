import { describe, expect, it } from 'vitest';
import { isThin, LENGTH_BOUNDS, type GenerationRequest } from '#domain/generation.ts';
import { countWords } from './phrases.ts';
import { MEDIUM_SHARED_OVERRUN } from './composer.ts';
import { optionsOf } from './testing.ts';

const SEEDS = [1, 2, 3, 4];
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * An input with the facts to fill long, written at medium: the three options share the facts
 * out as short's do (ADR 079, 089), each within about a tenth over its band, every fact in
 * some option, the headline figure in all three; at long every option tells every fact, so
 * long is the fuller telling (issue 21: at least 30 % more words than medium).
 */
describe('a medium set of an input that fills long shares the facts out', () => {
  const input: GenerationRequest = {
    messageType: 'achievements',
    tone: 'warm_professional',
    length: 'medium',
    newHireName: 'Petra Lindgren-Okoye',
    role: 'Harbour Pilot',
    team: 'Marine Operations',
    achievementDescription:
      'Brought 412 ships into the inner harbour this year without a single incident',
    achievementDetails: [
      'guided the grain carrier Nordvik through the storm surge in February when the tugs could not hold her.',
      'rewrote the night pilotage checklist that every new pilot now trains on.',
      'mentored four trainee pilots through their first solo berthings.',
      'volunteers with the sea cadets on Saturday mornings and runs their knot club.',
      'her lifeboat crew raised money for a new inshore rescue boat at the summer regatta.',
    ].join(' '),
    expertise: 'tidal modelling, heavy-lift berthing, night pilotage',
  };
  const facts = [/Nordvik/, /checklist/, /trainee pilots/, /sea cadets/, /lifeboat/, /tidal/];
  const roof = Math.floor(LENGTH_BOUNDS.medium.maxWords * (1 + MEDIUM_SHARED_OVERRUN));

  it('is an input not thin at long', () => {
    expect(isThin({ ...input, length: 'long' })).toBe(false);
  });

  it('keeps each medium option near its band and every fact in some option', async () => {
    for (const seed of SEEDS) {
      const options = await optionsOf(input, { seed });
      for (const fact of facts)
        expect(
          options.some((o) => fact.test(o)),
          `${fact}`,
        ).toBe(true);
      for (const option of options) {
        expect(option).toMatch(/412/);
        expect(countWords(option)).toBeLessThanOrEqual(roof);
      }
    }
  });

  it('writes long at least 30 % longer than medium, every fact in every long option', async () => {
    const words = { medium: [] as number[], long: [] as number[] };
    for (const seed of SEEDS)
      for (const length of ['medium', 'long'] as const) {
        const options = await optionsOf({ ...input, length }, { seed });
        words[length].push(...options.map(countWords));
        if (length === 'long')
          for (const option of options)
            for (const fact of facts) expect(option, `${fact}`).toMatch(fact);
      }
    expect(mean(words.long)).toBeGreaterThanOrEqual(1.3 * mean(words.medium));
  });
});

/**
 * An input thin at long keeps ADR 064 at medium: its facts fit a medium post, and every
 * option tells every one of them.
 */
describe('a medium set of an input thin at long', () => {
  const input: GenerationRequest = {
    messageType: 'achievements',
    tone: 'warm_professional',
    length: 'medium',
    newHireName: 'Tomasz Ferreira',
    role: 'Baker',
    team: 'Pastry',
    achievementDescription: 'Won the regional sourdough prize',
    achievementDetails: 'his rye starter is 9 years old. judges loved the crust.',
  };

  it('tells every fact in every option', async () => {
    expect(isThin({ ...input, length: 'long' })).toBe(true);
    for (const seed of SEEDS)
      for (const option of await optionsOf(input, { seed })) {
        expect(option).toMatch(/9 years old/);
        expect(option).toMatch(/crust/);
      }
  });

  /**
   * The medium chat post ends on its news and its facts, as a short one does (ADR 080): a
   * stock send-off there is the one sentence of three that tells nothing, the eval's filler.
   */
  it('ends the chat post without a stock send-off', async () => {
    for (const seed of SEEDS) {
      const [chat] = await optionsOf(input, { seed });
      expect(chat).not.toMatch(/(?:Well done|Well deserved|Great work|Nice one), Tomasz[.!]\s*$/);
    }
  });
});
