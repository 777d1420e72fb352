import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * ADR 196: remarks typed for the writer inside a note — a bare confidentiality marker, a
 * permission in brackets, a formatting request, a remark on how the person will react, a rule
 * the post must keep — are never posted, and a name request is honoured. Inputs of our own.
 */
const achievement = (fields: Partial<GenerationRequest>): GenerationRequest =>
  ({
    messageType: 'achievements',
    tone: 'friendly_approachable',
    length: 'long',
    newHireName: 'Mateus Carvalho',
    role: 'Boat builder',
    achievementDescription: 'Finished the restoration of the 1938 fishing schooner',
    ...fields,
  }) as GenerationRequest;

const promotion = (fields: Partial<GenerationRequest>): GenerationRequest =>
  ({
    messageType: 'promotion',
    tone: 'casual_concise',
    length: 'short',
    newHireName: 'Rajesh Kumar',
    currentRole: 'Loom operator',
    newRole: 'Weaving floor supervisor',
    ...fields,
  }) as GenerationRequest;

const none = (options: string[], words: RegExp) =>
  expect(options.filter((o) => words.test(o))).toEqual([]);
const every = (options: string[], words: RegExp) =>
  expect(options.filter((o) => !words.test(o))).toEqual([]);
const some = (options: string[], words: RegExp) =>
  expect(options.some((o) => words.test(o))).toBe(true);

describe('remarks to the writer are never posted (ADR 196)', () => {
  it('leaves out a bare confidentiality marker after a request', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDetails:
          'Replaced 214 planks by hand over 8 months. The owner is a collector in Lisbon. Keep the owner out of it please, confidential.',
      }),
    );
    none(options, /confidential|owner/iu);
    some(options, /214 planks/u);
  });

  it('leaves out a permission in brackets and keeps the fact', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDetails:
          'He learned the trade from his grandfather and is 68 now (fine to mention, he likes people knowing).',
      }),
    );
    none(options, /fine to mention|likes people knowing/iu);
    some(options, /68/u);
  });

  it('leaves out a remark about a name written exactly as typed', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDetails:
          'The schooner Estrela do Mar II sails again in May. (Boat name has to be spelled exactly like that, it is on the registry.)',
      }),
    );
    none(options, /spelled exactly|registry/iu);
    some(options, /Estrela do Mar II/u);
  });

  it('leaves out a rule tacked onto a fun fact', async () => {
    const options = await postedOverSeeds({
      messageType: 'welcome',
      tone: 'creative_playful',
      length: 'long',
      newHireName: 'Ingrid Dahl',
      role: 'Pharmacist',
      startDate: 'Monday',
      funFact:
        'has climbed every peak over 2000 m in Jotunheimen. NB no health claims pls — pharmacy board rules',
    } as GenerationRequest);
    none(options, /board rules|health claims/iu);
    some(options, /Jotunheimen/u);
  });

  it('leaves out remarks on how he will react and what not to name', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDetails:
          'Trained 4 apprentices this year. Keep it low-key — she hates a fuss. No supplier names please.',
        newHireName: 'Lucía Ferreyra',
      }),
    );
    none(options, /hates a fuss|low-key|supplier names/iu);
    some(options, /4 apprentices/u);
  });

  it('leaves out a remark on how the person will react', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDetails:
          'Rebuilt the keel in 6 weeks. He turns pink whenever anyone thanks him.',
      }),
    );
    none(options, /turns pink/iu);
    some(options, /keel/u);
  });

  it('calls the person by the name asked for in the message, and never posts the request', async () => {
    const options = await postedOverSeeds(
      promotion({
        promotionDetails:
          '18 yrs on the floor. trains the new operators. pls call him Master Rajesh in the post',
      }),
    );
    none(options, /in the post|call him/iu);
    none(options, /(?<!Master )Rajesh(?! Kumar)/u);
    some(options, /Master Rajesh/u);
  });

  it('leaves out a name-order request whose name is the one typed', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Nagy Katalin',
        achievementDetails:
          'Ran the 3-week grape harvest with 30 pickers. Hungarian name order please — Nagy Katalin',
      }),
    );
    none(options, /name order/iu);
    every(options, /Nagy Katalin/u);
  });

  it('leaves out who the person reports to and an internal-only marker', async () => {
    const options = await postedOverSeeds(
      promotion({
        promotionDetails: 'runs the night shift now (40 people). reports to me. Internal only.',
      }),
    );
    none(options, /reports to me|internal only/iu);
    some(options, /night shift/u);
  });

  it('leaves out a remark that the news is not public yet, and keeps the news', async () => {
    const options = await postedOverSeeds(
      promotion({
        promotionDetails:
          "took over the dye house in March. we haven't announced it yet bc the trade fair is next week",
      }),
    );
    none(options, /announced|trade fair/iu);
    some(options, /dye house/u);
  });

  it('keeps a fact that only sounds like a remark', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDetails:
          'Signed an NDA-free licence for the hull design. Her crew is proud of it.',
        newHireName: 'Lucía Ferreyra',
      }),
    );
    some(options, /proud of it/u);
  });
});
