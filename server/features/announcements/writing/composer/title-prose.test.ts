import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './testing.ts';

/**
 * Titles pasted as typed into running sentences, told as a reader tells them (ADR 126).
 * Inputs written for these tests.
 */
const welcome = (role: string, extra: Partial<GenerationRequest> = {}): GenerationRequest =>
  ({
    newHireName: 'Oskar Lindqvist',
    messageType: 'welcome',
    tone: 'warm_professional',
    length: 'medium',
    role,
    startDate: 'Monday 7 December',
    company: 'Fjord Freight',
    ...extra,
  }) as GenerationRequest;

// The writer's first run loads its lexicon.
beforeAll(async () => void (await optionsOf(welcome('Chef'))), 30_000);

const prose = (options: string[]) => options.slice(0, 2).join('\n');

describe('a title with qualifiers in prose', () => {
  it.each([
    ["Physio – women's under-21 squad", "physio for the women's under-21 squad"],
    ['Welder, night shift, Bay 4', 'night-shift welder at Bay 4'],
    ['Crane operator (trainee) – Eastport depot', 'trainee crane operator at the Eastport depot'],
    [
      'Nurse – geriatrics, covering Leith & Portobello clinics',
      'geriatric nurse, covering the Leith and Portobello clinics',
    ],
    ['sr. merchandiser - EU accts', 'senior merchandiser for EU accounts'],
    ['jr dev', 'junior developer'],
    ['Verkäuferin (sales assistant), location Utrecht', 'sales assistant (Verkäuferin) at Utrecht'],
  ])('%s is told "%s"', async (role, told) => {
    const options = await optionsOf(welcome(role));
    expect(prose(options)).toContain(told);
    expect(prose(options)).not.toMatch(/ – |, night shift|\(trainee\)|accts|\bjr\b/);
  });

  it.each([
    ['Tram driver (trainee) – Westpark depot, routes 2/6 once signed off', 'trainee tram driver'],
    ['Chef – Canal Street Kitchen (pop-up, summer only)', 'chef'],
  ])('names the head of %s in prose and lists the whole', async (role, head, typed = role) => {
    const options = await optionsOf(welcome(role));
    expect(prose(options)).toContain(`our new ${head}`);
    // Never a qualifier dropped from every option: the scannable post lists the whole title.
    expect(options[2]).toContain(`Role: ${typed}`);
  });
});

describe('short qualifiers of a title', () => {
  // Readers put back "2nd shift, houses 7-12" when prose named only "our new picker".
  it.each([
    ['picker, 2nd shift, houses 7-12', 'our new picker, 2nd shift, houses 7-12'],
    ['Recruiter, payments + fintech hiring', 'our new recruiter, payments and fintech hiring'],
    ['Captain – MV Northern Star', 'our new Captain – MV Northern Star'],
    ['Boat mechanic – outboards, see Priya re rota', 'our new boat mechanic – outboards.'],
  ])('%s is said as typed, bar what speaks to the reader', async (role, told) => {
    const options = await optionsOf(welcome(role));
    expect(prose(options)).toContain(told);
    expect(prose(options)).not.toMatch(/see Priya/);
  });
});

describe('a generic job word typed with its capital', () => {
  it.each([
    ['Physiotherapist', 'physiotherapist'],
    ['Sommelier', 'sommelier'],
    ['Piano tuner', 'piano tuner'],
    ['Apprentice stonemason', 'apprentice stonemason'],
    ['Head of Finance', 'Head of Finance'],
    ['CFO', 'CFO'],
    // A formal title in Title Case is named whole, its capitals kept.
    ['Recruiter, Payments', 'Recruiter, Payments'],
    ['Editor, Features', 'Editor, Features'],
    ['Senior Curator', 'Senior Curator'],
  ])('%s reads "our new %s"', async (role, told) => {
    const options = await optionsOf(welcome(role));
    expect(options.join('\n')).toContain(`our new ${told}`);
  });
});

describe('a promotion from a title with brackets', () => {
  it.each([
    ['Electrician (qualified artisan, trade test 2021)', 'Site Foreman'],
    ['Chef de partie (pastry, weekends)', 'Sous Chef'],
    ['Teller (part-time, Northside)', 'Branch Supervisor'],
  ])('says "from %s to" with no comma before "to"', async (current, next) => {
    const input = {
      newHireName: 'Thandi Mokoena',
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      currentRole: current,
      newRole: next,
      promotionDetails: 'led the handover of the east wing',
    } as GenerationRequest;
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(input, { seed });
      expect(options.join('\n')).not.toMatch(/\),\s+to\b/);
    }
  });
});
