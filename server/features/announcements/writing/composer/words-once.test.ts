import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { polish } from './polish.ts';
import { optionsOf } from './testing.ts';

/**
 * Words doubled or mislabelled where the writer assembles a line (ADR 140): a qualifier said
 * before a title that repeats its word, a bullet with its subject dropped, a label its line
 * does not fit, and any word said twice where two pieces join. Inputs written for these tests.
 */
const ask = (extra: Partial<GenerationRequest>): GenerationRequest =>
  ({
    newHireName: 'Dario Ferreira',
    tone: 'warm_professional',
    length: 'medium',
    ...extra,
  }) as GenerationRequest;

// The writer's first run loads its lexicon.
beforeAll(
  async () => void (await optionsOf(ask({ messageType: 'welcome', role: 'Chef' }))),
  30_000,
);

/** Every option at seeds 1–3. */
async function allOptions(input: GenerationRequest): Promise<string[]> {
  const out: string[] = [];
  for (const seed of [1, 2, 3]) out.push(...(await optionsOf(input, { seed })));
  return out;
}

/** The eval's doubled word, and the same across a hyphen ("night-shift Shift Lead"). */
function doubled(option: string): string[] {
  const found: string[] = [];
  for (const m of option.matchAll(/(?<![\p{L}\p{M}\p{N}])(\p{L}+)[\s-]+\1(?![\p{L}\p{M}\p{N}])/giu))
    if (!/^(?:had|that|is|very|bye|no|so|ha|knock)$/i.test(m[1]!)) found.push(m[0]);
  return found;
}

describe('a qualifier said before a title never repeats its word', () => {
  it.each([
    ['Shift Lead (nights)', 'night'],
    ['shift supervisor - evening shift', 'evening'],
    ['Shift Manager - 2nd shift', '2nd'],
    ['Shift lead, night shift', 'night'],
    ['Senior Nurse (senior)', 'Senior'],
    ['Part-time Barista (part-time)', 'Part-time'],
    ['Oncology Nurse, oncology', 'Oncology'],
    ['Apprentice Electrician (apprentice)', 'Apprentice'],
    ['Interim CFO (interim)', 'Interim'],
  ])('%s, in every option', async (title, kept) => {
    const posts = [
      ...(await allOptions(ask({ messageType: 'welcome', role: title, startDate: 'Monday' }))),
      ...(await allOptions(
        ask({
          messageType: 'promotion',
          currentRole: title,
          newRole: 'Operations Manager',
          promotionDetails: 'ran the rota for three years',
        }),
      )),
    ];
    for (const post of posts) {
      expect(doubled(post), post).toEqual([]);
      // The qualifier's information is never lost.
      expect(post.toLowerCase(), post).toContain(kept.toLowerCase());
    }
  });

  it('still says a qualifier that repeats nothing before the title', async () => {
    const [first] = await optionsOf(ask({ messageType: 'welcome', role: 'Welder, night shift' }));
    expect(first).toContain('night-shift welder');
  });
});

describe('a bullet never opens on a bare auxiliary', () => {
  it.each([
    ['achievements', 'achievementDetails', 'has done more than 300 lockouts'],
    ['achievements', 'achievementDetails', 'Has trained 40 new starters since March.'],
    ['achievements', 'achievementDetails', 'was the first in the region to pass the audit'],
    ['promotion', 'promotionDetails', 'has led the audit for two years'],
    ['promotion', 'promotionDetails', 'is already running the Leeds depot'],
    ['promotion', 'promotionDetails', 'will take over the Q3 budget'],
    ['achievements', 'achievementDetails', 'had zero safety incidents in 2025'],
    ['achievements', 'achievementDetails', 'has also mentored every apprentice on the site'],
  ])('%s %s: "%s"', async (messageType, field, note) => {
    const base =
      messageType === 'promotion'
        ? { currentRole: 'Analyst', newRole: 'Senior Analyst' }
        : { role: 'Locksmith', achievementDescription: 'Finished the depot rollout' };
    const posts = await allOptions(
      ask({ messageType, ...base, [field]: note } as Partial<GenerationRequest>),
    );
    for (const post of posts)
      expect(post, post).not.toMatch(/^•\s*(?:has|have|had|is|was|were|will)\b/im);
    // The note is still told, with its subject.
    expect(posts.join('\n')).toMatch(/Dario (?:has|is|was|will|had)\b/);
  });
});

describe('a label is given only when its line fits it', () => {
  it.each([
    'delivered 4 months early',
    'finished two weeks ahead of plan',
    'done in 3 days flat',
    'live 6 wks before the deadline',
  ])('no "By the numbers" on a span of time: %s', async (details) => {
    const posts = await allOptions(
      ask({
        messageType: 'achievements',
        role: 'Project Manager',
        achievementDescription: 'Finished the depot rollout',
        achievementDetails: details,
      }),
    );
    for (const post of posts) expect(post, post).not.toContain('By the numbers');
  });

  it('keeps "By the numbers" on a count', async () => {
    const posts = await allOptions(
      ask({
        messageType: 'achievements',
        role: 'Project Manager',
        achievementDescription: 'Finished the depot rollout',
        achievementDetails: '12% cut in fuel costs',
      }),
    );
    expect(posts.join('\n')).toContain('By the numbers');
  });

  it.each([
    'formal letter to follow from HR',
    'pay details TBC',
    'contract pending sign-off',
    'new badge to come next week',
  ])('no "What earned it" on what is still to come: %s', async (promotionDetails) => {
    const posts = await allOptions(
      ask({
        messageType: 'promotion',
        currentRole: 'Analyst',
        newRole: 'Senior Analyst',
        promotionDetails,
      }),
    );
    for (const post of posts) expect(post, post).not.toContain('What earned it');
  });
});

describe('a word doubled where two pieces join', () => {
  it.each([
    ['Thanks for for everything.', 'Thanks for everything.'],
    ['She joins the the Leeds team.', 'She joins the Leeds team.'],
    ['Starts at at the depot.', 'Starts at the depot.'],
    ['Moves to to Berlin.', 'Moves to Berlin.'],
    ['Our new Team Lead lead.', 'Our new Team Lead.'],
    ['Our new senior Senior Nurse.', 'Our new Senior Nurse.'],
    ['The the team says hi.', 'The team says hi.'],
    ['• Role: of of counsel', '• Role: of counsel'],
  ])('%s → %s', (text, told) => {
    expect(polish(text)).toBe(told);
  });

  it.each([
    'She had had enough of spreadsheets.',
    'He said that that was fine.',
    'Ask about Bora Bora.',
    'A kitchen, kitchen porter included.',
  ])('leaves English and names alone: %s', (text) => {
    expect(polish(text, ['Bora Bora'])).toBe(text);
  });

  it('says a doubled name as typed', () => {
    expect(polish('Welcome, Will Will!', ['Will Will'])).toBe('Welcome, Will Will!');
  });
});
