import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';

/**
 * The news itself, and the facts a post keeps (ADR 183): an award's name typed in another
 * language is still the news; the deed that earned a promotion is told in the prose before
 * the years typed beside it; who thanks whom is kept; a joke in brackets is never a tally.
 */

const achievement = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'casual_concise',
  length: 'short',
  newHireName: 'Lucía Ferreira',
  role: 'Store Supervisor',
  achievementDescription: 'Top sales',
  ...fields,
});

const promotion = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'short',
  newHireName: 'Oren Halvorsen',
  currentRole: 'Firefighter',
  newRole: 'Crew Commander',
  ...fields,
});

describe('an award named in another language is the news', () => {
  it.each([
    ['German', 'Mitarbeiter des Jahres 2026', /Mitarbeiter des Jahres 2026/],
    ['Spanish', 'Empleada del mes', /Empleada del mes/],
    ['Italian', 'Premio della qualità', /Premio della qualità/],
  ])('%s: every option tells the award as typed', async (_lang, award, told) => {
    const options = await postedOverSeeds(
      achievement({
        achievementDescription: award,
        achievementDetails:
          'fastest checkout times in the region, trained 4 new starters. gracias Lucía',
      }),
    );
    for (const option of options) expect(option).toMatch(told);
  });

  it('a sentence typed in another language stays out (ADR 169)', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDescription: 'Top sales in the region',
        achievementDetails: 'a obtenu la certif BRC pour l’usine. trained 4 new starters',
      }),
    );
    for (const option of options) expect(option).not.toMatch(/obtenu/);
  });
});

describe('the deed that earned a promotion is told in the prose', () => {
  it.each([
    {
      name: 'a rescue led, after the years',
      details:
        '12 yrs on shift, 4 on the rope team. Led the cliff rescue at Hvalsnes in June — 2 climbers brought down safe.',
      deed: /led the cliff rescue at Hvalsnes/i,
      years: /12 years on shift/,
    },
    {
      name: 'a festival coordinated, after the years',
      details:
        '9 yrs in the parish office. Coordinated the summer pilgrimage — 5 days, ~12,000 pilgrims, 300 volunteers — without a single incident.',
      deed: /coordinated the summer pilgrimage/i,
      years: /9 years in the parish office/,
    },
    {
      name: 'a move organised, after the years',
      details:
        '7 yrs in logistics. Organised the move of the main warehouse in April — 14 trucks, zero downtime.',
      deed: /organised the move of the main warehouse/i,
      years: /7 years in logistics/,
    },
  ])('$name', async ({ details, deed, years }) => {
    const options = await postedOverSeeds(promotion({ promotionDetails: details }));
    for (const option of proseOf(options)) expect(option).toMatch(deed);
    // The years are still told, in the scannable post at least.
    expect(options.join('\n')).toMatch(years);
  });
});

describe('the news is its own sentence, and one post writes figures one way', () => {
  it.each([
    {
      name: 'dots and spaces between thousands',
      description: '1,500,000th book lent from our library',
      details:
        'On 3 Oct she stamped book no. 1.500.000 — a first edition of Pedro Páramo. When she started in 2012 we lent 40 000 books/yr with 2 staff. Now: 9 branches and 31 staff.',
      said: [/no. 1,500,000/, /40,000 books/],
      typed: [/1\.500\.000/, /40 000/],
    },
    {
      name: 'a sentence of its own after the news',
      description: '100,000th litre of milk collected at the co-op',
      details:
        'On 2 May we weighed litre no. 100 000 from the Mbeya farms. 64 farmers deliver daily.',
      said: [/100,000 from the Mbeya farms/],
      typed: [/co-op, on 2 May/i, /100 000/],
    },
  ])('$name', async ({ description, details, said, typed }) => {
    const options = await postedOverSeeds(
      achievement({
        tone: 'inspiring_motivational',
        length: 'medium',
        achievementDescription: description,
        achievementDetails: details,
      }),
    );
    const all = options.join('\n');
    for (const s of said) expect(all).toMatch(s);
    for (const option of options) for (const t of typed) expect(option).not.toMatch(t);
  });
});

describe('who thanks whom is kept, and a joke in brackets is no tally', () => {
  const input = achievement({
    tone: 'creative_playful',
    length: 'long',
    achievementDescription: 'ran the spring plant sale — record 2,300 visitors',
    achievementDetails:
      '- 40 stalls, 3 days\n- zero lost dogs!! (ok, 1 lost goat. found.)\n- thanks Priya on the tills + the scouts who carried the trays\n- the seed-swap table was her idea',
  });

  it('the thanks stay the poster’s, to the people named', async () => {
    const options = await postedOverSeeds(input);
    const all = options.join('\n');
    expect(all).not.toMatch(/Lucía thanks|She thanks|Lucía Ferreira thanks/);
    expect(all).toMatch(/Thanks to Priya on the tills/);
  });

  it('the aside in brackets stays with its sentence, never under a lead', async () => {
    const options = await postedOverSeeds(input);
    for (const option of options) {
      expect(option).not.toMatch(/The numbers: \(/);
      expect(option).not.toMatch(/The numbers: zero lost dogs/i);
      expect(option).not.toMatch(/^• \(ok/im);
    }
    expect(options.join('\n')).toMatch(/zero lost dogs! \(ok, 1 lost goat\. found\.\)/i);
  });
});
