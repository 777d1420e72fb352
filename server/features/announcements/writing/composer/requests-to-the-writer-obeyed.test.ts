import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * ADR 172: a request to the writer typed in any field is never posted, in any option or form,
 * and what it asks is obeyed where the writer can obey it. Inputs of our own, shaped unlike
 * the readers' examples.
 */
const promotion = (fields: Partial<GenerationRequest>): GenerationRequest =>
  ({
    messageType: 'promotion',
    tone: 'warm_professional',
    length: 'medium',
    newHireName: 'Tomasz Wrona',
    currentRole: 'Warehouse Lead',
    newRole: 'Site Operations Manager, Gdańsk depot',
    startDate: '4 January',
    ...fields,
  }) as GenerationRequest;

const achievement = (fields: Partial<GenerationRequest>): GenerationRequest =>
  ({
    messageType: 'achievements',
    tone: 'friendly_approachable',
    length: 'long',
    newHireName: 'Kelechi Obi',
    role: 'Night shift supervisor',
    achievementDescription: 'Record month on the packing line — 61,000 parcels out',
    ...fields,
  }) as GenerationRequest;

const none = (options: string[], words: RegExp) =>
  expect(options.filter((o) => words.test(o))).toEqual([]);

describe('requests to the writer are obeyed, never posted (ADR 172)', () => {
  it('uses the words a naming correction asks for, and never the refused ones', async () => {
    const options = await postedOverSeeds(
      promotion({
        promotionDetails:
          "Six years with us. Rebuilt the pick paths in the Gdańsk depot and cut walking time by a third.\n\nuse 'Gdańsk depot' instead of 'Northern region' pls, it's just the depot.",
      }),
    );
    none(options, /Northern region|instead of|just the depot/iu);
  });

  it('replaces the refused words where a field typed them', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDetails:
          'Kept the whole Leeds hub running through the strike week, every van out on time.\nPlease write "Leeds hub" not "Leeds warehouse".',
        team: 'Leeds warehouse',
      }),
    );
    none(options, /Leeds warehouse|not "/iu);
  });

  it('says an honorific once at most when asked', async () => {
    const options = await postedOverSeeds(
      promotion({
        newHireName: 'Prof. Amara Nwosu',
        currentRole: 'Senior Lecturer',
        newRole: 'Head of the School of Nursing',
        promotionDetails:
          'Led the new midwifery degree through validation; 140 students enrolled this year.\nJust use "Prof." once please — she thinks it reads pompous.',
      }),
    );
    for (const option of options) expect(option.match(/\bProf\b/gu)?.length ?? 0).toBeLessThan(2);
    none(options, /once|pompous/iu);
  });

  it('hides a visa class when the notes ask for nothing about visas', async () => {
    const options = await postedOverSeeds(
      achievement({
        role: 'Packing crew lead (H-2B crew, 3rd season)',
        achievementDetails:
          "Crew of 14, no injuries all season.\nplease don't say anything about visas or work permits in the post",
      }),
    );
    none(options, /H-2B|visa|work permit|anything about/iu);
    expect(options.some((o) => o.includes('Kelechi Obi'))).toBe(true);
  });

  it('hides what a short "don\'t post …" or "no … talk" asks, wherever the notes tell it', async () => {
    const graded = await postedOverSeeds(
      promotion({
        promotionDetails:
          "Moved from pay grade 6 to grade 8 after the audit.\nRebuilt the returns bay, 2 days faster per cycle.\ndon't post his grade",
      }),
    );
    none(graded, /grade|don't post/iu);
    expect(graded.some((o) => o.includes('returns bay'))).toBe(true);
    const visas = await postedOverSeeds(
      achievement({
        achievementDetails:
          'Sorted the whole crew’s visa renewals before the season opened.\nBest pack-out rate on the site, 97%.\nno visa talk pls',
      }),
    );
    none(visas, /visa|talk pls/iu);
    expect(visas.some((o) => o.includes('97%'))).toBe(true);
  });

  it('never posts how the post will be read out, nor how to write it', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDetails:
          "Trained 9 new packers in two weeks.\nMost of the crew don't read English well, so we'll put this up on the board and read it at the Monday huddle. Please make it easy to read aloud.",
      }),
    );
    none(options, /read it at|put this up|read aloud|easy to read/iu);
    expect(options.some((o) => o.includes('9 new packers'))).toBe(true);
  });

  it('never posts a remark or "just a thank you" as a line of its own', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDetails:
          "- 61,000 parcels, up from 48,000\n- covered two shifts when the flu went round\n\nThat's just who she is.\n\nOnly a huge thanks.",
      }),
    );
    none(options, /who she is|Only a huge thanks/iu);
    expect(options.some((o) => o.includes('61,000'))).toBe(true);
  });

  it('reads an HR record pasted above the manager’s prose as a record', async () => {
    const options = await postedOverSeeds(
      promotion({
        promotionDetails:
          '[Workday record] Change type: Promotion – Band 4 → Band 5 (band is confidential)\nEffective: 04-01-2027 | Line manager: Depot Director\nBusiness justification (from depot director):\n\nTomasz has run nights since 2022 and cut mis-picks by 40%.',
      }),
    );
    none(options, /Band 4|Band 5|Workday|justification|Line manager|Change type/iu);
    expect(options.some((o) => o.includes('40%'))).toBe(true);
  });

  it('keeps a record-like label in a note that is no record', async () => {
    const options = await postedOverSeeds(
      promotion({
        promotionDetails:
          'Type: hands-on, always first on the dock.\n\nCut mis-picks by 40% and trained 6 new pickers.',
      }),
    );
    expect(options.some((o) => o.includes('40%'))).toBe(true);
  });

  it('keeps a "say it only once" that is news, not a request', async () => {
    const options = await postedOverSeeds(
      promotion({
        promotionDetails: 'Ran the depot through peak with only one late trailer all season.',
      }),
    );
    expect(options.some((o) => /one late trailer/u.test(o))).toBe(true);
  });
});
