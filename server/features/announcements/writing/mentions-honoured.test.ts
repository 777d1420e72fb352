import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../testing.ts';

/**
 * A request to mention or credit someone is honoured in every prose option, and the request
 * itself is never posted as typed (ADR 197): "pls mention her mom Nanay Loling also worked
 * here 20 yrs" left out of every option was graded C by both readers; "she wants the focus on
 * the team of 6" lost with the "no puppy-cuteness" aside before it, likewise. A request to
 * the readers ("bring design ideas to her, not to me") is told in the writer's voice, and a
 * promotion's new remit is told in the prose options at medium and long. Two seeds each.
 */
const promotion = (promotionDetails: string, extra: Partial<GenerationRequest> = {}) =>
  ({
    messageType: 'promotion',
    tone: 'warm_professional',
    length: 'long',
    newHireName: 'Lindiwe Khumalo',
    currentRole: 'Seamstress',
    newRole: 'Workroom Supervisor',
    promotionDetails,
    ...extra,
  }) as GenerationRequest;

const achievement = (achievementDetails: string) =>
  ({
    messageType: 'achievements',
    tone: 'confident_assertive',
    length: 'long',
    newHireName: 'Tomasz Wójcik',
    role: 'Harbour Pilot',
    achievementDescription: 'brought the storm-damaged ferry into port with no injuries',
    achievementDetails,
  }) as GenerationRequest;

const REQUEST = /\b(?:pls|please mention|mention|asked us to|not to me)\b/i;

describe('a relative named to be mentioned', () => {
  const shapes: [string, RegExp][] = [
    [
      '- 11 yrs with us\n- cut fabric waste 15%\n- pls mention her mum Auntie Grace also sewed here 12 yrs, she asked us to',
      /Her mum,? Auntie Grace,? also sewed here 12 years/,
    ],
    [
      '- trained 6 new machinists\n- please mention her dad Baba Sipho who drove our first van',
      /Her dad,? Baba Sipho,? drove our first van/,
    ],
    [
      '- ran the bridal rush\n- pls mention her grandpa Mzee Otieno who built our first cutting table, she asked us to',
      /Her grandpa,? Mzee Otieno,? built our first cutting table/,
    ],
    [
      '- ran the bridal rush\n- pls mention her sister Nomsa also works in packing',
      /Her sister,? Nomsa,? also works in packing/,
    ],
  ];
  for (const [details, told] of shapes)
    it(`tells ${told.source} in every prose option`, async () => {
      const options = await postedOverSeeds(promotion(details));
      for (const option of proseOf(options)) expect(option).toMatch(told);
      for (const option of options) expect(option).not.toMatch(REQUEST);
    });
});

describe('a wish that the credit go to a team', () => {
  const shapes: [string, RegExp][] = [
    [
      'He held the bow line for 40 minutes. Please no hero talk, he wants the focus on the crew of 5 who were on deck with him.',
      /(?:He|Tomasz) wants the credit to go to the crew of 5 who were on deck with him/,
    ],
    [
      'The port was closed for 6 hours. He wants the focus on the 3 tug skippers who stayed out with him.',
      /(?:He|Tomasz) wants the credit to go to the 3 tug skippers who stayed out with him/,
    ],
  ];
  for (const [details, told] of shapes)
    it(`tells ${told.source} in every prose option`, async () => {
      const options = await postedOverSeeds(achievement(details));
      for (const option of proseOf(options)) expect(option).toMatch(told);
      for (const option of options) expect(option).not.toMatch(/hero talk|focus on/i);
    });
});

describe('a request to the readers, in the writer voice', () => {
  for (const [details, told] of [
    [
      '- 9 yrs on the floor\n- redesigned the cutting tables\nFrom 1 March she runs the workroom (14 sewers). Please bring pattern ideas to her, not to me.',
      /Bring your pattern ideas to (?:her|Lindiwe)\./,
    ],
    [
      '- fixed the overlocker backlog\n- trained 4 juniors\nPlease bring fitting questions to her and not to me',
      /Bring your fitting questions to (?:her|Lindiwe)\./,
    ],
  ] as const)
    it(`tells ${told.source}`, async () => {
      const options = await postedOverSeeds(promotion(details));
      for (const option of proseOf(options)) expect(option).toMatch(told);
      for (const option of options) expect(option).not.toMatch(/not to me/i);
    });
});

describe("a promotion's new remit in every prose option at medium and long", () => {
  const remits: [string, RegExp][] = [
    [
      '- 9 yrs with us, started as a trainee\n- cut returns from 8% to 2%\n- rebuilt the alteration queue\n- trained 11 new sewers this season\n- ran the stock count in 2 days\nFrom 1 March she leads the workroom (14 sewers), approves every new pattern and has final say on quality.',
      /approves every new pattern/,
    ],
    [
      'Lindiwe has sewn with us 7 seasons. This year she:\n• rewrote our fitting checklist\n• ran the fabric audit for all 3 stores, found 9 bolts mislabelled\n• passed her tailoring diploma\nFrom now she decides which orders we take each week and handles client complaints.',
      /decides which orders we take/,
    ],
    [
      "Lindiwe has cut with us 8 seasons — around 3,000 gowns, no returns for fit. This autumn she:\n• rewrote our morning cutting plan (clear go/no-go on each bolt)\n• ran the shears-sharpening day for all 20 cutters, found 5 pairs out of true\n• led the rush when a client's wedding order arrived a week late — she coordinated the courier and the tailors, the bride was fine\n• passed her pattern-making exam in Durban\nFrom now she decides which gowns we cut each morning, does fit checks for new cutters and handles client complaints. Please respect her call at the table even if you've cut longer.",
      /decides which gowns we cut each morning/,
    ],
  ];
  for (const length of ['medium', 'long'] as const)
    for (const [details, told] of remits)
      it(`tells ${told.source} at ${length}`, async () => {
        const options = await postedOverSeeds(promotion(details, { length }));
        for (const option of proseOf(options)) expect(option).toMatch(told);
      });
});
