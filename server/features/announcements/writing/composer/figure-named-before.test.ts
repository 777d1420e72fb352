import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '#server/features/announcements/testing.ts';

/**
 * A sentence that names a figure the note before it gave ("the 40%", "those 12 boats") is
 * told only with that note: the twenty-second set's ep12 kept "The Lyon buyer told us the
 * 40% is better than before the war" and lost the export season that gave the 40% (C: "makes
 * no sense"). Every option, two seeds, every length.
 */
const cases: [Partial<GenerationRequest>, RegExp, RegExp][] = [
  [
    {
      messageType: 'promotion',
      currentRole: 'Cooking master',
      newRole: 'Head Soap Master',
      promotionDetails:
        'Started with us in 1998 carrying oil cans. Rebuilt the cauldron with his own hands in 2022. This year our first full export season: 38 tonnes in three grades, 12%, 25% and 40% laurel oil. The Lyon buyer told us the 40% is better than anything they buy. He also trained 6 young men on the floor.',
    },
    /the 40% is better/,
    /38 tonnes/,
  ],
  [
    {
      messageType: 'achievements',
      role: 'Yard foreman',
      achievementDescription: 'Refit season finished early',
      achievementDetails:
        'Took over the yard in March. Refit season: 12 boats hauled out, antifouled and relaunched in 9 weeks. The owners of those 12 boats sent a crate of wine to the crew. Also redid the slipway rota.',
    },
    /those 12 boats/,
    /12 boats hauled out/,
  ],
  [
    {
      messageType: 'achievements',
      role: 'Harvest lead',
      achievementDescription: 'Record honey harvest',
      achievementDetails:
        'Moved the hives up to the heather in August. Harvest: 3.2 tonnes of heather honey from 140 hives. The buyer in Hamburg took the 3.2 tonnes in one order. Next year she wants to try the clover fields.',
    },
    /took the 3\.2 tonnes/,
    /3\.2 tonnes of heather honey/,
  ],
  [
    {
      messageType: 'promotion',
      currentRole: 'Call handler',
      newRole: 'Team Leader, Night Desk',
      promotionDetails:
        'Four years on the night desk. Answer times down from 41 s to 19 s on her shifts. The 19 s is now the target for every shift. Trains every new starter on the triage script.',
    },
    /The 19 s is now the target/,
    /41 s to 19 s/,
  ],
  [
    {
      messageType: 'achievements',
      role: 'Pharmacy technician',
      achievementDescription: 'Stock audit',
      achievementDetails:
        'Ran the year-end count alone over two weekends. Write-offs: 2.1% of stock, down from 6%. The regional manager wants the 2.1% written up as the model for every branch. Thank you Ines!',
    },
    /the 2\.1% written up/,
    /down from 6%/,
  ],
  [
    {
      messageType: 'achievements',
      role: 'Coach',
      achievementDescription: 'Regional title',
      achievementDetails:
        'Took the under-14s on in September with 9 players. Season: 14 wins, 2 draws, 1 loss. Those 14 wins are a club record. The parents are throwing a party on Saturday.',
    },
    /Those 14 wins are a club record/i,
    /14 wins, 2 draws/,
  ],
];

describe('a sentence naming a figure the note before it gave', () => {
  it.each(
    cases.flatMap((c) => (['short', 'medium', 'long'] as const).map((l) => [l, ...c] as const)),
  )(
    '%s: told only with that note (%#)',
    async (length, fields, follower, antecedent) => {
      const options = await postedOverSeeds({
        tone: 'warm_professional',
        newHireName: 'Mahmoud Kattan',
        length,
        ...fields,
      } as GenerationRequest);
      for (const option of options) if (follower.test(option)) expect(option).toMatch(antecedent);
    },
    120_000,
  );

  // The reader's own input (ep12), at the length it was asked for: the narrative dropped the
  // export season and kept the buyer's "the 40%".
  it("long: the reader's input keeps the 40% with its season", async () => {
    const [fields, follower, antecedent] = [
      {
        messageType: 'promotion',
        currentRole: 'Cooking master (tabbakh) — cauldron & pouring floor',
        newRole: 'Head Soap Master & Production Manager',
        promotionDetails:
          "Abu Samer started working with my father in 1998, when he was 17, carrying olive oil cans in the old factory near Bab Qinnasrin. He learned the cooking from my father and from old Hajj Rifaat, God rest them both. In the hard years the old factory was damaged and closed, and it was Abu Samer who kept my father's recipe notebooks and the brass stamp with our family seal safe in his house.\n\nWhen we reopened in the industrial city in 2022 he rebuilt the cauldron with his own hands and did the first cook himself — three days of cooking, then pouring on the floor, cutting, stamping every bar, and stacking the towers for drying (6 to 9 months, we never rush it).\n\nThis year was our first full export season since reopening: 38 tonnes to France and Germany, in three grades — 12%, 25% and 40% laurel oil — and not one complaint on quality. The Lyon buyer told us the 40% is better than before the war. He has also trained 6 young men on the cooking floor, and he is strict with them like my father was with him.\n\nFrom January he is Head Soap Master and Production Manager, responsible for all cooking, drying and packing. I will focus on sales.\n\nPlease don't write about the war in detail, just 'the hard years'. Mabrouk ya Abu Samer, and thank you from all of us.",
      },
      /the 40% is better/,
      /38 tonnes/,
    ] as const;
    const options = await postedOverSeeds({
      tone: 'inspiring_motivational',
      newHireName: 'Mahmoud Kattan (Abu Samer)',
      length: 'long',
      ...fields,
    } as GenerationRequest);
    for (const option of options) if (follower.test(option)) expect(option).toMatch(antecedent);
  }, 180_000);
});
