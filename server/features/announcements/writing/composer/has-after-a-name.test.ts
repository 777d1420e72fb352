import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * "Angharad's finished her 50th harp": "'s" before a verb and its object is "has", and the
 * person is "She's" or "She has" when the name gives way to a pronoun, never "Her finished".
 */
const promotion = (newHireName: string, promotionDetails: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'excited_fun',
  length: 'long',
  newHireName,
  currentRole: 'Technician',
  newRole: 'Workshop Lead',
  promotionDetails: `${promotionDetails}. Effective 1 Dec.`,
});

describe("'s before a verb and its object", () => {
  it.each([
    [
      'Angharad Prys-Roberts',
      "Angharad's finished her 50th harp this autumn",
      'finished her 50th harp',
    ],
    [
      'Tomasz Nowak',
      "Tomasz's trained all 12 new drivers since March",
      'trained all 12 new drivers',
    ],
    [
      'Priya Raman',
      "Priya's rebuilt the whole night rota, overtime down 20%",
      'rebuilt the whole night rota',
    ],
    ['Kofi Mensah', "Kofi's delivered every order on time this quarter", 'delivered every order'],
    [
      'Mei Tanaka',
      "Mei's written the new safety manual for the yard",
      'written the new safety manual',
    ],
    ['Ifeoma Okafor', "Ifeoma's opened 3 new branches in Enugu this year", 'opened 3 new branches'],
  ])('%s: "%s" keeps its verb', async (name, details, deed) => {
    const options = await postedOverSeeds(promotion(name, details));
    const all = options.join('\n---\n');
    expect(all).toContain(deed);
    expect(all).not.toMatch(
      /\b(?:Her|His|Their) (?:finished|trained|rebuilt|delivered|written|opened)\b/,
    );
  });

  it('keeps a possessive before a described thing a possessive', async () => {
    const options = await postedOverSeeds(
      promotion('Rhian Evans', "Rhian's polished tables sold out at the Royal Welsh show"),
    );
    const all = options.join('\n---\n');
    expect(all).toMatch(/\b(?:Rhian's|Her) polished tables sold out/);
    expect(all).not.toMatch(/has polished tables/);
  });
});
