import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '#server/features/announcements/testing.ts';

/**
 * ADR 164: a clause is said with the subject it has. A deed typed verb first takes the person
 * ("Turned round the backlog" → "Grâce turned round…"), a quality typed as an adjective takes
 * "is" ("Great with the stevedores" → "She is great with…"), and what is no deed of the person
 * never takes them as subject: a timeline's "extinguished 03:31", a year before "we", a client
 * typed without "a". A whole sentence or an aside is no item of a "record so far" list. The
 * readers' inputs and our own, every option, two seeds, through the check pass.
 */

const promotion = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'confident_assertive',
  length: 'long',
  newHireName: 'Grâce Mabiala',
  currentRole: 'Logistics coordinator',
  newRole: 'Marine Base Supervisor',
  startDate: '',
  ...fields,
});

const achievement = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'confident_assertive',
  length: 'long',
  newHireName: 'Park Ji-hoon',
  role: 'Fire Captain',
  achievementDescription: 'Led Team B at the tank fire on 2 Oct',
  ...fields,
});

async function posted(input: GenerationRequest) {
  const options = await postedOverSeeds(input);
  return { all: options.join('\n---\n'), prose: proseOf(options) };
}

describe('a deed typed verb first, a particle after the verb, takes the person', () => {
  it.each([
    [
      'Turned round the PSV backlog in the Sept campaign - 41 vessel calls in one month, record.',
      /Grâce turned round the PSV backlog in the September campaign/,
    ],
    [
      'Turned round the claims backlog in the Oct audit. Zero complaints since.',
      /Grâce turned round the claims backlog in the October audit/,
    ],
  ])('%s', async (promotionDetails, told) => {
    const { all, prose } = await posted(promotion({ promotionDetails }));
    expect(all).not.toMatch(/(?:^|[.!] )Turned round/m);
    expect(all).not.toMatch(/\bSept\b|\bOct\b/);
    expect(prose.some((option) => told.test(option))).toBe(true);
  });
});

describe('a quality typed as an adjective and its preposition is said with "is"', () => {
  it.each([
    [
      'Zero dropped objects. Great with the stevedores & the Norwegian captains alike.',
      /Grâce is great with the stevedores and the Norwegian captains alike/,
    ],
    [
      '12 yrs on the quay. Zero lost-time injuries. Brilliant with new deckhands.',
      /Grâce is brilliant with new deckhands/,
    ],
  ])('%s', async (promotionDetails, told) => {
    const { all, prose } = await posted(promotion({ promotionDetails }));
    expect(all).not.toMatch(/record so far:[^.\n]*\b(?:great|brilliant) with/i);
    expect(prose.some((option) => told.test(option))).toBe(true);
  });
});

describe('a quality in a list of deeds is one of the verb phrases', () => {
  it('great with customers, trained the weekend team', async () => {
    const { all, prose } = await posted(
      promotion({ promotionDetails: 'great with customers, trained the weekend team' }),
    );
    expect(all).not.toMatch(/(?:^|[.!:] )[Gg]reat with customers/m);
    for (const option of prose)
      expect(option).toMatch(/Grâce is great with customers and trained the weekend team/);
  });
});

describe('a whole sentence or an aside is no item of a record', () => {
  it.each([
    [
      "0 serious accidents in 2026. Trained and certified 4 new guides.\nHe's calm when it matters. When the flash flood came down the Bras Rouge in March he had 8 clients out and dry in 12 minutes.\nGuides report to him from now. Not up for discussion lol.",
      /When the flash flood came down the Bras Rouge in March, he had 8 clients out and dry in 12 minutes/,
    ],
    [
      'Zero missed sailings in 2026. Rebuilt the mooring checklist.\nAfter the crane failed in June she had the ferry loaded by hand in 40 minutes.\nThe crew reports to her now. Non-negotiable lol.',
      /After the crane failed in June, she had the ferry loaded by hand in 40 minutes/,
    ],
  ])('%s', async (promotionDetails, told) => {
    const { all, prose } = await posted(promotion({ promotionDetails }));
    expect(all).not.toMatch(/record so far:[^.\n]*\b(?:When|After) the/);
    expect(all).not.toMatch(/not up for discussion|non-negotiable/i);
    expect(prose.some((option) => told.test(option))).toBe(true);
  });
});

describe('a timeline is told as one, never as the person’s deeds', () => {
  it.each([
    [
      'Facts:\n- alarm 03:12, first foam on the rim at 03:17, extinguished 03:31\n- zero injuries',
      ['03:12', '03:17', '03:31'],
      /Ji-hoon extinguished/,
    ],
    [
      '- doors opened 09:00, first sale 09:02, sold out 09:47\n- 2,000 tickets',
      ['09:00', '09:02', '09:47'],
      /Ji-hoon sold out/,
    ],
  ] as const)('%s', async (achievementDetails, times, wrong) => {
    const { all } = await posted(achievement({ achievementDetails }));
    expect(all).not.toMatch(wrong);
    expect(all).not.toMatch(/^• (?:Extinguished|Sold out)/m);
    for (const time of times) expect(all).toContain(time);
  });
});

describe('a clause whose subject was typed bare takes its word', () => {
  it.each([
    [
      '- 2026 we delivered 47 trucks vs 31 last year',
      /[Ii]n 2026 we delivered 47 trucks/,
      /(?:^|[.!•] )2026 we/m,
    ],
    [
      '- 2025 we shipped 1,200 orders, most of them on time',
      /[Ii]n 2025 we shipped 1,200 orders/,
      /(?:^|[.!•] )2025 we/m,
    ],
    [
      '- client from Quetta said "ye truck nahi, dulhan hai" lol',
      /A client from Quetta said/,
      /(?:^|[.!•] )[Cc]lient from/m,
    ],
    [
      '- customer from Leeds wrote in to thank the whole crew',
      /A customer from Leeds wrote in/,
      /(?:^|[.!•] )[Cc]ustomer from/m,
    ],
  ] as const)('%s', async (promotionDetails, told, bare) => {
    const { all, prose } = await posted(
      promotion({ promotionDetails: `Trained 9 apprentices.\n${promotionDetails}` }),
    );
    expect(all).not.toMatch(bare);
    expect(prose.some((option) => told.test(option))).toBe(true);
  });
});

describe('a medal typed as a headline is won by the person', () => {
  it.each([
    [
      'Gold at Amberif 2026 design competition ("Bursztynowa Fala" necklace)',
      /(?:\b(?:Ji-hoon|He|Park)|who|Captain,) won gold at the Amberif 2026 design competition/,
    ],
    [
      'Silver at the national barista championship 2026',
      /(?:\b(?:Ji-hoon|He|Park)|who|Captain,) won silver at the national barista championship 2026/,
    ],
  ])('%s', async (achievementDescription, told) => {
    const { all, prose } = await posted(achievement({ achievementDescription }));
    expect(all).not.toMatch(/(?:^|[.!] )(?:Gold|Silver) at/m);
    for (const option of prose) expect(option).toMatch(told);
  });
});

describe('a passive note is never the person’s deed', () => {
  it('the board signed off the promotion', async () => {
    const { all } = await posted(
      promotion({
        length: 'short',
        promotionDetails:
          '- output 2t → 6.5t dried larvae/month\n- runs 11 people\n- signed off by board on Friday',
      }),
    );
    expect(all).not.toMatch(/Grâce signed off|(?:^|[.!] )Output 2t/m);
  });
});

describe('a measure typed with its direction and its change', () => {
  it.each([
    ['Sales up from 4 to 9.', /Sales went up from 4 to 9/],
    ['Autoclave availability up from 86.4% to 93.1%.', /went up from 86\.4% to 93\.1%/],
    ['Scrap down from 7% to 2%.', /Scrap went down from 7% to 2%/],
  ])('%s', async (promotionDetails, said) => {
    const options = await postedOverSeeds(promotion({ promotionDetails }));
    for (const option of options) expect(option).not.toMatch(/\b(?:up|down) went\b/u);
    expect(proseOf(options).every((o) => said.test(o))).toBe(true);
  });
});
