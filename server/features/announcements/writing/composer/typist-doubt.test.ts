import { describe, expect, it } from 'vitest';
import { certainPart, isInstruction, withoutEmailDebris } from '../instructions.ts';
import { readStory } from './story.ts';
import { optionsOf } from './testing.ts';

// ADR 113: the typist's doubt and warnings to the writer are never posted.
describe('a short field the typist doubted', () => {
  it.each([
    ['Nordea? think he did payments there', ''],
    ['Acme (not sure of the exact name)', ''],
    ['Bolt I think, can’t remember', ''],
    [
      'Wolt?? no sorry she was at a courier firm in Tartu for 4 yrs',
      'a courier firm in Tartu, 4 yrs',
    ],
    [
      'ex bosun on bulk carriers, last w/ ... (not sure, check LinkedIn)',
      'ex bosun on bulk carriers',
    ],
    ['Deloitte (audit), 3 yrs', 'Deloitte (audit), 3 yrs'],
  ])('“%s” keeps “%s”', (typed, kept) => {
    expect(certainPart(typed)).toBe(kept);
  });

  it('leaves a company in doubt out of every option, and keeps a corrected one', async () => {
    const welcome = (company: string) =>
      optionsOf(
        {
          messageType: 'welcome',
          tone: 'casual_concise',
          length: 'medium',
          newHireName: 'Mari Tamm',
          role: 'courier dispatcher',
          startDate: 'Monday',
          company,
          expertise: 'route planning',
        } as never,
        { seed: 1 },
      );
    for (const option of await welcome('Nordea? think she did payments there')) {
      expect(option).not.toMatch(/Nordea|think|\?/i);
      expect(option).toMatch(/route planning/);
    }
    for (const option of await welcome('Wolt?? no sorry she was at a courier firm in Tartu'))
      expect(option).not.toMatch(/Wolt|sorry/i);
  });
});

describe('a warning or a request to the writer inside a note', () => {
  it('drops an “NB … don’t mix up” sentence and keeps the facts around it', () => {
    expect(
      withoutEmailDebris(
        'takes over 1 June. NB she is NOT the site lead, that is still Mr. Owusu, pls dont mix them up. ran nights for 4 years',
      ),
    ).toBe('takes over 1 June. ran nights for 4 years');
    expect(withoutEmailDebris('NB starts Monday not Tuesday.')).toBe(
      'NB starts Monday not Tuesday.',
    );
    expect(isInstruction("pls don't confuse him with the other Tom")).toBe(true);
  });

  it('tells “pls credit the whole crew too” as the thanks it asks for', async () => {
    const options = await optionsOf(
      {
        messageType: 'achievements',
        tone: 'warm_professional',
        length: 'short',
        newHireName: 'Jana Novak',
        role: 'search and rescue volunteer',
        achievementDescription: 'missing hiker found alive',
        achievementDetails:
          'Found the missing hiker at 02:40 after a 9-hour search. pls credit the whole crew too: 8 volunteers on the ridge line',
      } as never,
      { seed: 1 },
    );
    for (const option of options) expect(option).not.toMatch(/pls|please credit/i);
    expect(options.join('\n')).toMatch(/Thanks to the whole crew too/);
  });
});

describe('a company told as a description', () => {
  it('keeps its lower case once the doubt is gone', async () => {
    const options = await optionsOf(
      {
        messageType: 'welcome',
        tone: 'casual_concise',
        length: 'medium',
        newHireName: 'Ivan Petrov',
        role: 'fleet superintendent',
        company: 'ex bosun on bulk carriers, last w/ ... (not sure, check linkedin)',
      } as never,
      { seed: 1 },
    );
    // A job is no place: "Background: Ex bosun on…", never "Joining from:" (ADR 170).
    expect(options.join('\n')).toMatch(/\b[Ee]x bosun on bulk carriers/);
    expect(options.join('\n')).not.toMatch(/linkedin|not sure|\.\.\./i);
  });
});

describe('a company left untold for its doubt', () => {
  it('still tells the pronoun it was typed with', () => {
    const story = readStory(
      {
        messageType: 'welcome',
        tone: 'casual_concise',
        length: 'medium',
        newHireName: 'Liis Kask',
        role: 'night dispatcher',
        startDate: 'Monday',
        company: 'Eesti Post? think she was on the parcel desk',
      } as never,
      undefined,
    );
    expect(story.pronoun?.subject).toBe('she');
  });
});
