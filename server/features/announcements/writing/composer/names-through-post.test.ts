import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { tellOnce } from './flow.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 090: how the name and the pronoun run through a post. The full name once, then the
 * name the person is called by and the pronoun in turn; no "them" the writer cannot know is
 * right. Inputs are this file's own.
 */
const SHE = { subject: 'she', object: 'her', possessive: 'her' };
const mentions = (text: string, name: string) => text.split(name).length - 1;

describe('tellOnce: the name once, then the pronoun (ADR 090)', () => {
  const PRIYA = { full: 'Priya Lakshmi Rao', short: 'Priya Lakshmi Rao', pronoun: SHE };

  it('gives a name with no short form the pronoun at every later opening, labels too', () => {
    const out = tellOnce(
      'Priya Lakshmi Rao joins the lab as our new Fellow. Priya Lakshmi Rao starts on Monday, before the audit. Priya Lakshmi Rao runs the assay queue, every day. Fun fact: Priya Lakshmi Rao grows orchids.',
      PRIYA,
    );
    expect(out).toBe(
      'Priya Lakshmi Rao joins the lab as our new Fellow. She starts on Monday, before the audit. She runs the assay queue, every day. Fun fact: she grows orchids.',
    );
    expect(mentions(out, PRIYA.full)).toBe(1);
  });

  it('keeps the short name and the pronoun in turn when a short form is certain', () => {
    const out = tellOnce(
      'Ines Duarte joins the bakery. Ines starts on Monday, before the rush. Ines runs the ovens, every night. Fun fact: Ines grows chillies.',
      { full: 'Ines Duarte', short: 'Ines', pronoun: SHE },
    );
    expect(out).toBe(
      'Ines Duarte joins the bakery. She starts on Monday, before the rush. Ines runs the ovens, every night. Fun fact: Ines grows chillies.',
    );
  });
});

describe('tellOnce: no two sentences in a row open with the name where a frame exists', () => {
  const INES = { full: 'Ines Duarte', short: 'Ines' };

  it('opens "… outside work" with its frame after a sentence that opens with the name', () => {
    expect(
      tellOnce(
        'Ines Duarte joins the bakery. Ines starts on Monday, before the rush. Ines enjoys rowing and chess outside work.',
        INES,
      ),
    ).toBe(
      'Ines Duarte joins the bakery. Ines starts on Monday, before the rush. Outside work, Ines enjoys rowing and chess.',
    );
  });

  it('leaves the sentence as it is after one that opens otherwise, and invents no opening', () => {
    const after =
      'Ines Duarte joins the bakery. Fun fact: Ines grows chillies. Ines enjoys rowing outside work.';
    expect(tellOnce(after, INES)).toBe(after);
    const noFrame =
      'Ines Duarte joins the bakery. Ines starts on Monday, before the rush. Ines brings expertise in lamination.';
    expect(tellOnce(noFrame, INES)).toBe(noFrame);
  });
});

describe('"when you see them" only with a pronoun the input gives (ADR 090)', () => {
  const welcome = (fields: Partial<GenerationRequest>): GenerationRequest => ({
    newHireName: 'Quilla Mamani',
    role: 'Sous Chef',
    startDate: 'Monday',
    hobbies: 'rowing, chess',
    messageType: 'welcome',
    tone: 'friendly_approachable',
    length: 'short',
    ...fields,
  });

  it.each([1, 2, 3, 4, 5, 6])(
    'says no "them" for a person with no pronoun (seed %i)',
    async (seed) => {
      for (const tone of ['friendly_approachable', 'excited_fun', 'warm_professional'] as const) {
        const options = await optionsOf(welcome({ tone }), { seed });
        expect(options.join('\n')).not.toMatch(/when you see them/);
      }
    },
  );

  it('says "her" from a pronoun typed in any field, for the whole post', async () => {
    // "she" typed once, in the hobbies: every send-off that sees the person says "her".
    const said: string[] = [];
    for (const seed of [1, 2, 3, 4, 5, 6])
      for (const tone of ['friendly_approachable', 'excited_fun', 'warm_professional'] as const)
        said.push(
          ...(await optionsOf(welcome({ tone, hobbies: 'rowing, chess (she coaches juniors)' }), {
            seed,
          })),
        );
    const text = said.join('\n');
    expect(text).not.toMatch(/when you see them/);
    expect(text).toMatch(/when you see her/);
  });
});

describe('tellOnce: a run of pronouns takes the name back in turn (ADR 090)', () => {
  const HE = { subject: 'he', object: 'him', possessive: 'his' };
  const TOMAS = { full: 'Tomás Ferreira', short: 'Tomás', pronoun: HE };

  it('gives every second pronoun of a run after the news the name', () => {
    expect(
      tellOnce(
        "Cheers for Tomás Ferreira, who moves up to Head Brewer. He rebuilt the mash tun. He'll now run both sites. He's 58. He's been brewing since 2001.",
        TOMAS,
      ),
    ).toBe(
      "Cheers for Tomás Ferreira, who moves up to Head Brewer. He rebuilt the mash tun. Tomás will now run both sites. He's 58. Tomás has been brewing since 2001.",
    );
  });

  it('says "is" for a contracted "is", never a possessive-looking "Tomás\'s 58"', () => {
    expect(
      tellOnce(
        "Cheers for Tomás Ferreira, who moves up to Head Brewer. He rebuilt the mash tun. He's 58.",
        TOMAS,
      ),
    ).toBe(
      'Cheers for Tomás Ferreira, who moves up to Head Brewer. He rebuilt the mash tun. Tomás is 58.',
    );
  });

  it('keeps a run after a sentence that may name someone else', () => {
    const text =
      'Cheers for Tomás Ferreira, who moves up to Head Brewer. Our supplier, Rui Costa, helped. He rebuilt the mash tun. He ran the trials.';
    expect(tellOnce(text, TOMAS)).toBe(text);
  });
});
