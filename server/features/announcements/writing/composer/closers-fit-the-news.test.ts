import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { TONE_VALUES } from '#domain/tones.ts';
import { withoutEmailDebris } from '../instructions.ts';
import { TONE_PHRASINGS } from '../tone-rules.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 128: closers that fit the news. A win is congratulated, not thanked for by mail; a
 * note asking for nothing cringe gets no red carpet; a formal tone asks the readers to join
 * in, not to stop by; the typist's last word ("Done.", "thx") is no fact. Inputs of our own.
 */
const seeds = [1, 2, 3, 4, 5, 6, 7, 8];

const win = (over: Partial<GenerationRequest> = {}): GenerationRequest =>
  ({
    messageType: 'achievements',
    tone: 'confident_assertive',
    length: 'medium',
    newHireName: 'Oyelaran Adebayo',
    role: 'Field Engineer',
    team: '',
    achievementDescription: 'Grid reconnection award',
    achievementDetails: 'restored power to 4,000 homes in 36 hours after the storm',
    expertise: '',
    ...over,
  }) as GenerationRequest;

describe('a win is congratulated', () => {
  it.each(TONE_VALUES)('%s never sends the readers thanks for an achievement', async (tone) => {
    for (const details of [
      'restored power to 4,000 homes in 36 hours after the storm',
      'Won the regional safety prize 🏆',
      'top sales rep Q3 - 142% of target',
    ])
      for (const length of ['short', 'medium', 'long'] as const)
        for (const seed of seeds) {
          const options = await optionsOf(win({ tone, length, achievementDetails: details }), {
            seed,
          });
          for (const option of options) expect(option).not.toMatch(/\bsend\b[^.!?\n]*\bthanks\b/i);
        }
  });

  it('no phrasing of any tone says "a warm congratulations"', () => {
    for (const tone of TONE_VALUES) {
      const p = TONE_PHRASINGS[tone];
      for (const list of [
        ...Object.values(p.openers),
        ...Object.values(p.closers),
        ...Object.values(p.invitations),
        ...Object.values(p.headlines),
      ])
        for (const line of list) expect(line).not.toMatch(/\ban? warm congratulations\b/i);
    }
  });

  it('a promotion opens with "Warm congratulations to" where it did with the article', async () => {
    const seen: string[] = [];
    for (const seed of seeds)
      seen.push(
        ...(await optionsOf(
          {
            messageType: 'promotion',
            tone: 'warm_professional',
            length: 'medium',
            newHireName: 'Hanne Solberg',
            currentRole: 'Analyst',
            newRole: 'Senior Analyst',
            team: '',
            promotionDetails: 'rebuilt the forecasting model',
            expertise: '',
          } as GenerationRequest,
          { seed },
        )),
      );
    expect(seen.join('\n')).not.toMatch(/\bA warm congratulations\b/);
  });
});

describe('a formal tone asks the readers to join in', () => {
  it.each(['warm_professional', 'confident_assertive'] as const)(
    '%s never says "stop by and congratulate … when you see"',
    async (tone) => {
      for (const over of [
        {
          messageType: 'promotion',
          currentRole: 'Nurse',
          newRole: 'Ward Manager',
          promotionDetails: 'she ran the night shift for two years',
          newHireName: 'Aoife Brennan',
        },
        {
          messageType: 'promotion',
          currentRole: 'Technician',
          newRole: 'Lead Technician',
          promotionDetails: 'trained 12 apprentices, he never misses a shift',
          newHireName: 'Kwame Mensah',
          team: 'Plant Ops',
        },
        { messageType: 'achievements', newHireName: 'Lucía Ferrer' },
      ] as Partial<GenerationRequest>[])
        for (const length of ['short', 'medium', 'long'] as const)
          for (const seed of seeds)
            for (const option of await optionsOf(win({ tone, length, ...over }), { seed }))
              expect(option).not.toMatch(/stop by and congratulate [^.!?]* when you see/i);
    },
  );
});

describe('a note asking for nothing cringe', () => {
  const welcome = (note: string, tone: GenerationRequest['tone']): GenerationRequest =>
    ({
      messageType: 'welcome',
      tone,
      length: 'medium',
      newHireName: 'Ji-ho Park',
      role: 'Sous Chef',
      team: '',
      startDate: '',
      company: '',
      expertise: '',
      hobbies: 'bouldering',
      funFact: note,
    }) as GenerationRequest;
  it.each([
    'ran a supper club for 3 years. no cringe pls',
    'keep it low-key',
    'trained in Seoul - not too cheesy please',
    'NOTHING CORNY!',
    "ran a supper club. please don't make it cringey",
    'trained in Seoul (no cringe)',
    'ran a supper club, nothing over the top pls',
  ])('"%s": no red carpet, welcome mat or noise', async (note) => {
    for (const tone of ['creative_playful', 'excited_fun', 'friendly_approachable'] as const)
      for (const length of ['short', 'medium', 'long'] as const)
        for (const seed of seeds)
          for (const option of await optionsOf({ ...welcome(note, tone), length }, { seed })) {
            expect(option).not.toMatch(/red carpet|welcome mat|make some noise|drumroll/i);
            expect(option).not.toMatch(/cringe|cheesy|corny|over the top/i);
          }
  });
});

describe("the typist's last word", () => {
  it.each([
    ['led the audit of all 14 sites. Done.', 'led the audit of all 14 sites.'],
    ['led the audit of all 14 sites\nThat’s it.', 'led the audit of all 14 sites'],
    ["led the audit of all 14 sites. that's it", 'led the audit of all 14 sites.'],
    ['- led the audit\n- trained 3 auditors\n- done', '- led the audit\n- trained 3 auditors'],
    ['led the audit, trained 3 auditors. thx', 'led the audit, trained 3 auditors.'],
    ['led the audit\nend', 'led the audit'],
    ['led the audit. END', 'led the audit.'],
    ['led the audit. thats all!', 'led the audit.'],
    ['led the audit. Done!!', 'led the audit.'],
  ])('"%s" is told without it', (note, told) => {
    expect(withoutEmailDebris(note)).toBe(told);
  });

  it.each([
    'Done. The audit closed two weeks early.',
    'got the audit done in a week',
    'the end of the audit came early',
    'wants to see the project to the end',
  ])('"%s" keeps its words', (note) => {
    expect(withoutEmailDebris(note)).toBe(note);
  });

  it('is never a bullet of the scannable post', async () => {
    for (const details of [
      '- led the audit of all 14 sites\n- trained 3 auditors\n- Done.',
      "led the audit of all 14 sites; trained 3 auditors. That's it.",
      'led the audit of all 14 sites\ntrained 3 auditors\nend',
    ])
      for (const seed of seeds)
        for (const option of await optionsOf(win({ achievementDetails: details }), { seed }))
          expect(option).not.toMatch(
            /(?:^|\n|[.!?:;,]\s|•\s*|\band\s)(?:done|that['’]s it|end)[.!]?\s*(?:\n|$)/i,
          );
  });
});
