import { describe, expect, it } from 'vitest';
import type { GenerationRequest, Length } from '#domain/generation.ts';
import { countWords } from './phrases.ts';
import { effectiveDateOf, headlineFigureOf } from './composer.ts';
import { readStory } from './story.ts';
import { optionsOf } from './testing.ts';

const write = (input: GenerationRequest, seed = 1) => optionsOf(input, { seed });

const at = (input: GenerationRequest, length: Length): GenerationRequest => ({ ...input, length });

/**
 * The headline figure (ADR 063): the notes hold the point as a number, typed as a list the
 * prose refuses to make a sentence of; the chat post tells it all the same.
 */
describe('every option tells the headline figure', () => {
  const promotion: GenerationRequest = {
    messageType: 'promotion',
    tone: 'warm_professional',
    length: 'medium',
    newHireName: 'Halvard Lindqvist',
    currentRole: 'Senior Estimator',
    newRole: 'Head of Estimating',
    team: 'Pre-construction',
    promotionDetails:
      'Halvard rebuilt our cost database from scratch last winter. 340 tenders priced, 27 won, zero claims on his numbers. He mentors the two graduate estimators.',
  };

  it('finds the unit that holds the first figure of what earned the promotion', () => {
    const story = readStory(promotion, '2026-11-23');
    const id = headlineFigureOf(story);
    expect(id).toBeDefined();
    const unit = Object.values(story.notes)
      .flatMap((n) => n.units)
      .find((u) => u.id === id);
    expect(unit?.text).toMatch(/340/);
  });

  it('a year is no headline figure, and a welcome has none', () => {
    const story = readStory(
      {
        ...promotion,
        promotionDetails: 'Joined us in 2019 and took over the night shift.',
      },
      '2026-11-23',
    );
    expect(headlineFigureOf(story)).toBeUndefined();
    const welcome = readStory(
      {
        messageType: 'welcome',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Ilse Brand',
        role: 'Payroll Analyst',
        funFact: 'Has run 12 marathons.',
      },
      '2026-11-23',
    );
    expect(headlineFigureOf(welcome)).toBeUndefined();
  });

  it('in the chat post, the narrative and the scannable post, at every length', async () => {
    for (const length of ['short', 'medium', 'long'] as const)
      for (const seed of [1, 2]) {
        const options = await write(at(promotion, length), seed);
        for (const option of options) expect(option, `${length}: ${option}`).toMatch(/\b340\b/);
      }
  });

  it('an achievement whose figure sits in a mixed list of details', async () => {
    const achievement: GenerationRequest = {
      messageType: 'achievements',
      tone: 'excited_fun',
      length: 'medium',
      newHireName: 'Oona Falk',
      role: 'Line Cook',
      team: 'Harbour Kitchen',
      achievementDescription: 'Won the regional young chef competition',
      achievementDetails:
        '1st of 18 finalists, cooked a three-course menu in 90 mins. She trained for it on her days off.',
    };
    for (const seed of [1, 2, 3]) {
      const options = await write(achievement, seed);
      for (const option of options) expect(option, option).toMatch(/\b18\b|\b1st\b/);
    }
  });
});

/**
 * Long is the fuller telling: at long the narrative tells every note, so it is never the
 * chat post again, and never falls to a telling of the short fields alone.
 */
describe('a long narrative keeps its notes', () => {
  const welcome: GenerationRequest = {
    messageType: 'welcome',
    tone: 'warm_professional',
    length: 'long',
    newHireName: 'Ruairí Ó Dálaigh',
    role: 'Site Logistics Coordinator',
    team: 'Quayside build team',
    startDate: 'Monday',
    company: 'Kier',
    expertise: 'crane scheduling, just-in-time deliveries, traffic management plans',
    funFact: 'He has cycled from Mizen Head to Malin Head twice.',
    hobbies: 'sea kayaking and Gaelic football',
  };

  it('tells the notes in the narrative, and long is longer than medium', async () => {
    for (const seed of [1, 2]) {
      const long = await write(welcome, seed);
      const medium = await write(at(welcome, 'medium'), seed);
      expect(long[1], long[1]).toMatch(/Mizen Head|kayaking|crane/);
      const words = (xs: string[]) => xs.reduce((n, o) => n + countWords(o), 0);
      expect(words(long)).toBeGreaterThan(words(medium));
    }
  });
});

/**
 * One closing, no repeats (ADR 063): the prose forms name the team and the start once, in
 * the news; a look ahead or an invitation of the writer's own does not name them again.
 */
describe('the prose names the team and the start once', () => {
  const welcome: GenerationRequest = {
    messageType: 'welcome',
    tone: 'excited_fun',
    length: 'long',
    newHireName: 'Tamsin Okafor',
    role: 'Data Analyst',
    team: 'Growth',
    startDate: 'next Tuesday',
    expertise: 'SQL and experiment design',
  };
  const promotion: GenerationRequest = {
    messageType: 'promotion',
    tone: 'inspiring_motivational',
    length: 'long',
    newHireName: 'Bram de Vries',
    currentRole: 'Field Engineer',
    newRole: 'Field Operations Lead',
    team: 'Wind Services',
    promotionDetails:
      'Bram kept the turbines in the northern cluster running through the winter storms.',
  };
  const mentions = (text: string, word: string) =>
    text.match(new RegExp(`\\b${word}\\b`, 'g'))?.length ?? 0;

  for (const [name, input, team] of [
    ['a welcome', welcome, 'Growth'],
    ['a promotion', promotion, 'Wind Services'],
  ] as const)
    it(`${name}, at every length and tone line`, async () => {
      for (const length of ['short', 'medium', 'long'] as const)
        for (const seed of [1, 2, 3, 4]) {
          const [chat, narrative] = await write(at(input, length), seed);
          for (const prose of [chat!, narrative!]) {
            expect(mentions(prose, team), prose).toBeLessThanOrEqual(1);
            expect(mentions(prose, 'Tuesday'), prose).toBeLessThanOrEqual(1);
          }
        }
    });
});

/** The effective date of a promotion is told in every option, as the headline figure is. */
describe('every option tells when a promotion takes effect', () => {
  const input: GenerationRequest = {
    messageType: 'promotion',
    tone: 'casual_concise',
    length: 'short',
    newHireName: 'Marisol Brandt',
    currentRole: 'Shift Lead',
    newRole: 'Assistant Plant Manager',
    promotionDetails:
      'Ran the night shift through the line 3 retooling without a missed shipment. effective 3/9',
  };

  it('finds the unit, and tells its date in every option at every length', async () => {
    const story = readStory(input, '2026-11-23');
    expect(effectiveDateOf(story)).toBe('promotionDetails:1');
    for (const length of ['short', 'medium', 'long'] as const)
      for (const seed of [1, 2, 3]) {
        const options = await write(at(input, length), seed);
        for (const option of options) expect(option, `${length}: ${option}`).toMatch(/9 March/);
      }
  });
});

/**
 * A handover or a start typed with its day ("takes over from …on the 3rd", "starts as … on
 * 2/12") is when the promotion takes effect (ADR 070): every option tells it.
 */
describe('every option tells when the person takes over', () => {
  const input: GenerationRequest = {
    messageType: 'promotion',
    tone: 'excited_fun',
    length: 'short',
    newHireName: 'Oksana Hrytsenko',
    currentRole: 'Deputy Head Chef',
    newRole: 'Head Chef',
    team: 'Riverside kitchen',
    promotionDetails:
      'ran the pass through the summer rush without a single complaint. takes over from Bruno at the Harbour Street site on the 9th',
  };

  it('finds the handover with its day, and tells it in every option at every length', async () => {
    const story = readStory(input, '2026-11-23');
    expect(effectiveDateOf(story)).toBe('promotionDetails:1');
    for (const length of ['short', 'medium', 'long'] as const)
      for (const seed of [1, 2, 3]) {
        const options = await write(at(input, length), seed);
        for (const option of options)
          expect(option, `${length}: ${option}`).toMatch(/takes over from Bruno/i);
      }
  });

  it('keeps the handover when a fallback replaces an option that repeats another', async () => {
    // One note and a long team name: the narrative reads as the chat post, and the scannable
    // post runs over the band; their fallbacks still tell the handover.
    const thin: GenerationRequest = {
      ...input,
      newHireName: 'Rosalind Achterberg',
      preferredName: 'Roz',
      currentRole: 'Assistant Stage Manager',
      newRole: 'Stage Manager',
      team: 'Production / Touring dept, Northern Lights Theatre Company',
      promotionDetails:
        'takes over from Gareth at the Leeds get-in on the 3rd. cast drinks in the green room after the show, 10pm 🥂',
    };
    for (const seed of [1, 2, 3, 4, 5])
      for (const option of await write(thin, seed))
        expect(option, `seed ${seed}: ${option}`).toMatch(/takes over from Gareth/i);
  });

  it('tells the handover as a sentence when the headline figure holds the place after the news', async () => {
    const pointed: GenerationRequest = {
      ...input,
      tone: 'creative_playful',
      team: undefined,
      promotionDetails:
        'top pastry sales 4 months running 🧁 takes over running the Leeds bakery next month',
    };
    for (const seed of [1, 2, 3])
      for (const option of await write(pointed, seed))
        expect(option, `seed ${seed}: ${option}`).toMatch(/takes over running the Leeds bakery/i);
  });

  it('finds a start typed with its date or its term, never a start long past', () => {
    const details = (promotionDetails: string) =>
      effectiveDateOf(readStory({ ...input, promotionDetails }, '2026-11-23'));
    expect(details('grew the catering side by 30%. starts as head chef on 4/3')).toBe(
      'promotionDetails:1',
    );
    expect(details('She will run the brigade of twelve from Monday 6 April.')).toBe(
      'promotionDetails:0',
    );
    expect(details('started as a kitchen porter in 2015')).toBeUndefined();
  });
});

/**
 * At short each option keeps to the point, and the three together tell every fact (issue 21):
 * an option replaced for repeating another keeps the facts only it told (ADR 070).
 */
describe('a replaced option keeps the facts no other option tells', () => {
  const input: GenerationRequest = {
    messageType: 'achievements',
    tone: 'confident_assertive',
    length: 'short',
    newHireName: 'Ingrid Solberg',
    role: 'Area Sales Rep',
    team: 'Sales - North Yorkshire area',
    achievementDescription: '#2 in the country for H1, 150% of target',
    achievementDetails:
      "signed 12 new dealers + 4 fleets, best half the Leeds branch has had since '05. incentive trip to Lisbon 🌞",
  };

  it('tells every fact in at least one option', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const all = (await write(input, seed)).join('\n');
      expect(all, `seed ${seed}`).toMatch(/12 new dealers/);
      expect(all, `seed ${seed}`).toMatch(/Lisbon/);
    }
  });
});
