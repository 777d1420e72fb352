import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';

/**
 * ADR 178: notes to the writer in shapes no rule read before (a spelling note, "goes by X,
 * not Y", a consent, a remark on how the post will be used, a request to keep something for
 * another post, "asked me to mention it once") are obeyed and never posted, in any option.
 * Inputs of our own, shaped like the readers' examples but in other words.
 */
const welcome = (fields: Partial<GenerationRequest>): GenerationRequest =>
  ({
    messageType: 'welcome',
    tone: 'friendly_approachable',
    length: 'long',
    newHireName: 'Rhiannon Pryce',
    role: 'Signal maintainer',
    startDate: 'Monday',
    ...fields,
  }) as GenerationRequest;

const promotion = (fields: Partial<GenerationRequest>): GenerationRequest =>
  ({
    messageType: 'promotion',
    tone: 'warm_professional',
    length: 'long',
    newHireName: 'Caoimhe Ó Dálaigh',
    currentRole: 'Ferry deckhand',
    newRole: 'Mate',
    ...fields,
  }) as GenerationRequest;

const achievement = (fields: Partial<GenerationRequest>): GenerationRequest =>
  ({
    messageType: 'achievements',
    tone: 'friendly_approachable',
    length: 'long',
    newHireName: 'Olubisi Adebayo',
    role: 'Orthotics technician',
    achievementDescription: 'Fitted her 500th brace',
    ...fields,
  }) as GenerationRequest;

const none = (options: string[], words: RegExp) =>
  expect(options.filter((o) => words.test(o))).toEqual([]);
const some = (options: string[], words: RegExp) =>
  expect(options.some((o) => words.test(o))).toBe(true);

describe('notes to the writer are obeyed, never posted (ADR 178)', () => {
  it('leaves out a request for no contact details and who forwards the post', async () => {
    const options = await postedOverSeeds(
      welcome({
        funFact:
          'rowed across the Irish Sea for charity. please no home address or pictures, the families share this',
      }),
    );
    none(options, /home address|pictures|families share/iu);
    some(options, /Irish Sea/u);
  });

  it('obeys a spelling note typed after a greeting and an emoji', async () => {
    const options = await postedOverSeeds(
      welcome({
        funFact:
          "learned Welsh on the night shift — 'Shwmae, Rhi!' 🎉 pls Rhiannon with 2 n's, not Rhianon",
      }),
    );
    none(options, /Rhianon|2 n's|not Rhi/u);
    some(options, /Welsh on the night shift/u);
  });

  it('uses the spelling a note gives where the name was typed otherwise', async () => {
    const options = await postedOverSeeds(
      welcome({
        newHireName: 'Joaqin Ortega',
        funFact: 'has climbed every peak in the Picos de Europa. Joaquin with a u, not Joaqin!',
      }),
    );
    none(options, /Joaqin|with a u/u);
    some(options, /Joaquin/u);
  });

  it('drops the name typed again with a note on its accent', async () => {
    const options = await postedOverSeeds(
      promotion({
        promotionDetails:
          'Four seasons on the Aran run without a missed sailing.\nPS please spell it right — Caoimhe Ó Dálaigh, fada on the a',
      }),
    );
    none(options, /fada|spell it/iu);
    some(options, /Aran run/u);
  });

  it('drops a remark on how the post will be used', async () => {
    const options = await postedOverSeeds(
      promotion({
        promotionDetails:
          "- 12 yrs on the boats\n- trained every new deckhand since 2019\n- she's shy so keep it low-key. she'll read it out at the Monday briefing anyway",
      }),
    );
    none(options, /read it out|briefing/iu);
    some(options, /every new deckhand/u);
  });

  it('drops a consent given for a name, keeping the fact', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDetails:
          "No. 500 went to 8-yr-old Amina from Mathare, who walked to the bus stop on her own that week (her dad ok'd sharing her first name).",
      }),
    );
    none(options, /ok'd|first name/iu);
    some(options, /Amina/u);
  });

  it('drops a note about naming a place and who handles it', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDetails:
          'Spotted a failing weld on the pedestrian footbridge during a routine check; it was closed and fixed within a week.\nNot naming the footbridge publicly — the press office is handling that. Thanks also to Imran on the night crew.',
      }),
    );
    none(options, /Not naming|press office/iu);
    some(options, /Imran/u);
  });

  it('calls the person by the name a "goes by" note gives, and never posts the note', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDetails:
          'Fitted 500 braces since 2019, each one checked at 6 weeks. Thanks also to the front desk. She goes by Bisi, not Olubisi.',
      }),
    );
    none(options, /goes by|not Olubisi/iu);
    some(proseOf(options), /\bBisi\b/u);
  });

  it('keeps an age out when a note asks, typed in brackets after the name', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Rafael Souza',
        role: 'Pool lifeguard',
        achievementDescription: 'Saved a swimmer at the deep end',
        achievementDetails:
          'Rafa (31) has been on the poolside for 5 yrs. He spotted the swimmer in seconds and had him out before the alarm.\npls keep his age out of the newsletter version',
      }),
    );
    none(options, /\b31\b/u);
    some(options, /5 years/u);
  });

  it("leaves out another person's news the note keeps for its own post", async () => {
    const options = await postedOverSeeds(
      promotion({
        promotionDetails:
          "Caoimhe has run the deck crew on the late sailing all summer. Bríd is retiring after 30 years — separate post coming for Bríd, don't fold it into this one.",
      }),
    );
    none(options, /retiring|separate post|fold it/iu);
    some(options, /late sailing/u);
  });

  it('tells what she asked to be mentioned, never half the request', async () => {
    const options = await postedOverSeeds(
      promotion({
        promotionDetails:
          'First deckhand to make mate in her first five years — she asked me to mention it once, so there. Two rescues at sea in 2026, both by the book.',
      }),
    );
    none(options, /once, so there|so there|It once/iu);
    some(options, /First deckhand to make mate/u);
  });

  it('drops a spelling note that names a letter, and a consent with nothing after it', async () => {
    const options = await postedOverSeeds(
      welcome({
        funFact: "sings in a male voice choir in Treorchy. Rhiannon with 2 n's pls",
        hobbies: 'coaching under-9s rugby (parents have consented)',
      }),
    );
    none(options, /2 n's|consented/iu);
    some(options, /Treorchy/u);
    some(options, /rugby/u);
  });

  it('keeps an age set off by commas out when a note asks', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Rafael Souza',
        role: 'Pool lifeguard',
        achievementDescription: 'Saved a swimmer at the deep end',
        achievementDetails:
          'Rafa, 31, has been on the poolside for 5 yrs and had the swimmer out before the alarm.\nplease leave his age out',
      }),
    );
    none(options, /\b31\b/u);
    some(options, /poolside/u);
  });

  it('keeps facts that only look like notes', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDetails:
          'The council approved using the yard for the open day. Over 300 people came and she fitted 12 trial braces.',
      }),
    );
    some(options, /council approved using the yard/u);
  });
});

/**
 * A bracket that opens with a request speaks to the writer whole, its reasons with it; a fact
 * in a bracket with leave to tell it is told, the leave never; "she prefers X, not her English
 * name" is said to the writer. The twenty-fourth set's readers found each posted in every
 * option (ip01, ia11, ia19, ip07, ip08).
 */
describe('a bracket to the writer, with its reasons (ADR 178, amended)', () => {
  it.each([
    [
      'Felicitaciones Don Aurelio!!\n(pls say Don Aurelio, not Lelo, only his sister calls him Lelo)',
      /Lelo|only his sister/u,
    ],
    [
      'The kids planted every bed themselves.\n(please use only first names of the children, no photos of faces)',
      /first names|photos of faces/u,
    ],
    [
      "The prototype goes to the Basel fair in March. (pls keep the gear train drawing out of it, the design isn't registered yet)",
      /gear train drawing|isn't registered/u,
    ],
    [
      'She never missed a shift in 3 years. (She prefers Mei-hua, not her English name)',
      /prefers|English name/u,
    ],
  ])('%s', async (details, posted) => {
    const options = await postedOverSeeds(
      promotion({ promotionDetails: `Ran the ferry's night crossings for 4 years. ${details}` }),
    );
    for (const option of options) expect(option).not.toMatch(posted);
    expect(options.some((o) => /night crossings/u.test(o))).toBe(true);
  });

  it('tells a fact given with leave to tell it, never the leave', async () => {
    const options = await postedOverSeeds(
      promotion({
        promotionDetails:
          'Ran the night crossings for 4 years and trained 6 deckhands. Comhghairdeas Caoimhe!! (she is a native Irish speaker, proud of it, feel free to say it — she said so)',
      }),
    );
    for (const option of options) expect(option).not.toMatch(/feel free|said so/u);
    expect(options.some((o) => /native Irish speaker/u.test(o))).toBe(true);
  });
});
