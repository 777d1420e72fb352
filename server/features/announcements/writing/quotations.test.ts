import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../testing.ts';
import { nlp } from './composer/nlp.ts';
import { quotationSpans } from './quotations.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 154: a quotation typed in the notes is one unit, in every option and both seeds, through
 * the check pass: never cut at a stop inside it, never given brackets, its closing mark kept
 * once, and who said it ("— our CFO") kept with it.
 */
const achievement = (achievementDetails: string, fields: Partial<GenerationRequest> = {}) =>
  ({
    messageType: 'achievements',
    tone: 'warm_professional',
    length: 'long',
    newHireName: 'Sofía Jiménez',
    role: 'Naturalist Guide',
    achievementDescription: 'Five-star review streak',
    achievementDetails,
    ...fields,
  }) satisfies GenerationRequest;

describe('a quotation is one unit', () => {
  it.each([
    [
      'a review ending in a score (the readers’ case)',
      'Got 40 five-star reviews in a row. One guest wrote: "Sofía was amazing, she told me about sloths. 10/10." She also redesigned the night walk.',
      '"Sofía was amazing, she told me about sloths. 10/10."',
    ],
    [
      'curly quotes, two sentences',
      'Her night walk sold out all season. A guest wrote “Best tour of the trip. Worth every penny.” in the visitor book.',
      '“Best tour of the trip. Worth every penny.”',
    ],
    [
      'guillemets in Spanish',
      'A guest from Madrid wrote «La mejor guía del viaje. ¡Gracias!» in the lodge book.',
      '«La mejor guía del viaje. ¡Gracias!»',
    ],
    [
      'German low-high quotes',
      'A German family left „Sie war super. Danke.“ on the card after the canopy tour.',
      '„Sie war super. Danke.“',
    ],
    [
      'corner brackets in Japanese',
      'A guest from Osaka wrote 「最高でした。ありがとう。」 on the card. She also led 12 night walks.',
      '「最高でした。ありがとう。」',
    ],
    [
      'single quotes in lower case',
      "trainees voted her best guide. one said 'she never gives up on you. ever.' proud of her",
      "'she never gives up on you. ever.'",
    ],
    [
      'a quote with an exclamation and emoji after',
      'The kids asked for her by name 🦥 one wrote "Sloth lady is the BEST!! 100/100." after the tour.',
      // The speaker's capitals and marks are kept (ADR 158): "best!" was the defect.
      'is the BEST!! 100/100." after the tour',
    ],
  ])('%s', async (_shape, details, quote) => {
    const options = await postedOverSeeds(achievement(details));
    for (const option of options) {
      expect(option).toContain(quote);
      // Never cut: no bullet or sentence starts inside the quotation, no bracket put in it.
      expect(option).not.toMatch(/\((?:10\/10|100\/100|ever|Worth|Danke|¡?Gracias)/i);
      expect(option).not.toMatch(/^• (?:10\/10|ever|Worth|Danke|¡?Gracias|ありがとう)/im);
      // Its closing mark once, with no second stop after it.
      expect(option).not.toMatch(/["”“»」']\s*[.]/u);
    }
  });

  it('keeps who said it with the quotation ("— our CFO")', async () => {
    for (const details of [
      'Closed Q3 four days early. "Fastest close we have ever had. Flawless." — our CFO',
      'closed the books early. “Best close in years. Thank you.” – Dana, our finance director',
    ]) {
      const options = await postedOverSeeds(
        achievement(details, { achievementDescription: 'Closed the books early' }),
      );
      const said = /— our CFO|– Dana, our finance director/;
      for (const option of options) {
        expect(option).toMatch(new RegExp(`["”]\\s*${said.source}`));
        expect(option).not.toMatch(/^• (?:Our CFO|Dana)/m);
        expect(option).not.toMatch(/\. (?:Our CFO|Dana, our)/);
      }
    }
  });

  it('reads quotations by their marks, an apostrophe no quote', () => {
    const text = "He's one of the guides' favourites. 'Best day. Ever.' she said «oui. merci»";
    const spans = quotationSpans(text).map((s) => text.slice(s.open, s.close + 1));
    expect(spans).toEqual(["'Best day. Ever.'", '«oui. merci»']);
    expect(quotationSpans('a 6" pipe and a "quote')).toEqual([]);
  });
});
