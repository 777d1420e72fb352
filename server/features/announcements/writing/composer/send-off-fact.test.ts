import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import type { Piece } from './forms.ts';
import { endsWithoutSendOff, toldSendOff } from './send-off.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 080: a prose option's send-off carries a fact the input gives, where one suits it,
 * never right after the sentence that says it, and in the tone's marks. Inputs are this
 * file's own.
 */
const ferry = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  newHireName: 'Tove Lindqvist',
  role: 'Ferry Captain',
  achievementDescription: 'harbour safety drill',
  achievementDetails: 'evacuated 300 passengers in 9 minutes',
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'medium',
  ...fields,
});

const lastSentence = (option: string) => option.split(/(?<=[.!?])\s+/).at(-1) ?? '';

describe('a send-off told with a fact', () => {
  it('asks about the win an achievement names, in one prose option only', async () => {
    const options = await optionsOf(ferry({}));
    const endings = options.map(lastSentence);
    // No pronoun typed: no "them" the readers would take for "her" (ADR 090).
    expect(endings[1]).toBe('Ask Tove about the harbour safety drill when you can.');
    expect(endings.filter((e) => e.includes('harbour safety drill'))).toHaveLength(1);
  });

  it('says "her" or "him" when the input gives the person\'s pronoun, as the stock lines do', async () => {
    // The tenth set's readers marked "when you see them" for a man the notes call "he".
    const options = await optionsOf(
      ferry({
        achievementDetails: 'evacuated 300 passengers in 9 minutes, she kept everyone calm',
      }),
    );
    expect(lastSentence(options[1]!)).toBe(
      'Ask Tove about the harbour safety drill when you see her.',
    );
  });

  it('never sends readers to ask about a story the notes say is not for sharing', async () => {
    // The twelfth set's readers: "invites staff to ask about a case that can't be shared".
    const details =
      'spotted pattern across 41 invoices, reported to the port police, ~£300k stopped';
    const told = await optionsOf(
      ferry({ achievementDescription: 'fuel theft network', achievementDetails: details }),
    );
    expect(told.join('\n')).toMatch(/Ask Tove about the fuel theft network/);
    const secret = await optionsOf(
      ferry({
        achievementDescription: 'fuel theft network',
        achievementDetails: `${details}. cant share more details publicly`,
      }),
    );
    expect(secret.join('\n')).not.toMatch(/Ask Tove about/);
  });

  it('asks about no phrase that opens on a participle ("the uncovered … network")', async () => {
    const options = await optionsOf(
      ferry({
        achievementDescription: 'uncovered fuel theft network',
        achievementDetails: 'spotted pattern across 41 invoices, reported to the port police',
      }),
    );
    expect(options.join('\n')).not.toMatch(/about the uncovered/);
  });

  it('congratulates on the new title a promotion gives, never asks about it (ADR 110)', async () => {
    const options = await optionsOf({
      newHireName: 'Osric Banda',
      currentRole: 'Deckhand',
      newRole: 'First Mate',
      promotionDetails: 'trained four new crew and ran the night watch rota',
      messageType: 'promotion',
      tone: 'excited_fun',
      length: 'medium',
    });
    // The fourteenth set's readers: "the post never congratulates him".
    expect(options.join('\n')).not.toMatch(/Ask Osric about the new/);
    expect(lastSentence(options[1]!)).toBe(
      'Congratulate Osric on the new First Mate role when you can!',
    );
    expect(options[1]!.match(/!/g)?.length).toBeLessThanOrEqual(2);
  });

  it('keeps a confident post free of "!" and "?"', async () => {
    const options = await optionsOf(ferry({ tone: 'confident_assertive' }), { seed: 2 });
    expect(lastSentence(options[1]!)).toBe('Ask Tove about the harbour safety drill when you can.');
    expect(options.join(' ')).not.toMatch(/[!?]/);
  });

  it.each([1, 2])('never asks about what the sentence before just said (seed %i)', async (seed) => {
    const options = await optionsOf(
      ferry({
        achievementDescription: 'steered the winter crossing',
        achievementDetails: 'no delays for 12 weeks despite the ice',
        tone: 'confident_assertive',
      }),
      { seed },
    );
    for (const option of options) expect(option).not.toMatch(/Ask Tove about the winter/);
  });

  it('asks about no thing when the win ends on how it was left', async () => {
    const options = await optionsOf(
      ferry({
        achievementDescription: 'made the timetable tighter',
        achievementDetails: 'no delays for 12 weeks despite the ice',
      }),
    );
    for (const option of options) expect(option).not.toMatch(/about the timetable/);
  });
});

describe('toldSendOff', () => {
  const sendOff: Piece = {
    text: 'Well done, Tove.',
    priority: 5,
    closing: true,
    fillerLike: true,
    withFact: {
      text: 'Ask Tove about the pier repairs when you see them',
      facts: ['achievementDescription:0'],
      said: 'pier repairs',
    },
  };
  const news: Piece = { text: 'Congrats to Tove Lindqvist.', priority: 0 };
  const detail: Piece = {
    text: 'She rebuilt the pier.',
    priority: 1,
    facts: ['achievementDetails:0'],
  };

  it('tells the fact in the tone’s mark', () => {
    const chosen = [news, detail, sendOff];
    expect(toldSendOff(sendOff, chosen, 'excited_fun')?.text).toBe(
      'Ask Tove about the pier repairs when you see them!',
    );
    const told = toldSendOff(sendOff, chosen, 'confident_assertive');
    expect(told?.text).toBe('Ask Tove about the pier repairs when you see them.');
    expect(told?.fillerLike).toBe(false);
    expect(told?.facts).toEqual(['achievementDescription:0']);
  });

  it('leaves the stock line after a sentence that says the same thing', () => {
    const said = { ...detail, facts: ['achievementDescription:0'] };
    expect(toldSendOff(sendOff, [news, said, sendOff], 'warm_professional')).toBeUndefined();
    expect(
      toldSendOff(
        sendOff,
        [news, detail, sendOff],
        'warm_professional',
        'She led the pier repairs.',
      ),
    ).toBeUndefined();
  });

  it('keeps Friendly’s invitation when the asked name is too long for the tone’s check', () => {
    const invite: Piece = {
      ...sendOff,
      invite: true,
      withFact: { ...sendOff.withFact!, text: 'Ask Tove Anna Lind about the pier repairs' },
    };
    expect(toldSendOff(invite, [news, detail, invite], 'friendly_approachable')).toBeUndefined();
  });
});

describe('endsWithoutSendOff', () => {
  const post =
    'Big cheers for Tove Lindqvist, our Ferry Captain, who rebuilt the north pier! She led a crew of nine. The ferry runs again on Monday from the new berth.';

  it('lets a short chat post with three sentences and its marks end on its news', () => {
    expect(endsWithoutSendOff(post, 'excited_fun', 25)).toBe(true);
  });

  it('keeps the send-off an excited post needs for its "!"', () => {
    expect(endsWithoutSendOff(post.replace('!', '.'), 'excited_fun', 25)).toBe(false);
  });

  it('keeps it for a post of two sentences or one near its floor', () => {
    const two = post
      .split(/(?<=[.!])\s+/)
      .slice(0, 2)
      .join(' ');
    expect(endsWithoutSendOff(two, 'warm_professional', 10)).toBe(false);
    expect(endsWithoutSendOff(post, 'warm_professional', 28)).toBe(false);
  });
});
