import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { screenOption, type FactProblem } from './fact-screen.ts';

/**
 * Valid forms the generated inputs of composer/never-fails.test.ts found the writer failing
 * on (ADR 109): a name made of ordinary words, a company typed again as the name or the team,
 * markup, an unsettled start. The inputs are written for this test.
 */
const screen = (text: string, input: GenerationRequest) =>
  screenOption(text, input, { today: '2026-11-23' });
const problems = (list: FactProblem[]) => list.map((p) => `${p.kind}: ${p.evidence}`);

const welcome = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Summer Team',
  role: 'Buyer',
  ...fields,
});

describe('a name made of ordinary words', () => {
  it('is not changed by a card label that shares a word with it', () => {
    const input = welcome({ team: 'Retail' });
    const card = 'Please welcome Summer Team, our new Buyer.\n• Team: Retail\nWelcome, Summer!';
    expect(problems(screen(card, input))).toEqual([]);
    const starts = welcome({ newHireName: 'starts now', startDate: 'Monday' });
    expect(
      problems(screen('Please welcome Starts Now, our new Buyer.\n• Starts: Monday', starts)),
    ).toEqual([]);
  });

  it('is not changed by the writers’ own "the" and "team" in lower case', () => {
    const input = welcome({ newHireName: 'the team', team: 'Retail' });
    expect(
      problems(screen('Please welcome the team, our new Buyer on the Retail team.', input)),
    ).toEqual([]);
  });

  it('is not changed by another field’s words opening a sentence', () => {
    const input = welcome({
      newHireName: 'led the migration',
      company: 'led the migration',
    });
    expect(
      problems(
        screen(
          'Please welcome led the migration, our new Buyer.\n• Previously: Led the migration',
          input,
        ),
      ),
    ).toEqual([]);
  });

  it('is still changed by a re-cased name, a surname alone or a wrong capital', () => {
    const input = welcome({ newHireName: 'Will Hunter', team: 'Retail' });
    expect(problems(screen('Please welcome Will Hunter! Hunter joins Retail.', input))).toEqual([
      'name_altered: Hunter',
    ]);
    const team = welcome({ newHireName: 'Summer Okafor', team: 'Retail' });
    expect(
      problems(screen('Please welcome Summer Okafor! Say hi to summer okafor.', team)),
    ).toEqual(['name_altered: okafor']);
    // A label is the writer's word; the name said on a line of its own is not a label.
    expect(problems(screen('Please welcome Will Hunter!\nHunter: Buyer, Retail', input))).toEqual([
      'name_altered: Hunter',
    ]);
    // Sentence case of another field's words only: the name's own words still count.
    const typed = welcome({ newHireName: 'Rose Field', team: 'Retail', hobbies: 'field hockey' });
    const hockey = 'Please welcome Rose Field! Field hockey is the game.';
    expect(problems(screen(hockey, typed))).toEqual([]);
    expect(problems(screen('Please welcome Rose Field! Field joins Retail.', typed))).toEqual([
      'name_altered: Field',
    ]);
  });
});

describe('a company typed again as the name or the team', () => {
  it('is the person or the team there, not the company as employer', () => {
    const named = welcome({ newHireName: 'none', role: 'none', company: 'none' });
    expect(
      problems(screen('Please welcome None, our new none.\n• Previously: none', named)),
    ).not.toContainEqual(expect.stringMatching(/^company_as_employer/));
    const team = welcome({ newHireName: 'Ana Lima', team: 'Orbit', company: 'Orbit' });
    expect(problems(screen('Please welcome Ana Lima to the Orbit team!', team))).toEqual([]);
  });

  it('is still the employer when it is only the company', () => {
    const input = welcome({ newHireName: 'Ana Lima', team: 'Retail', company: 'Orbit' });
    expect(problems(screen('Please welcome Ana Lima, our new Buyer at Orbit!', input))).toEqual([
      expect.stringMatching(/^company_as_employer/),
    ]);
  });
});

describe('fields the writers read as text', () => {
  it('takes a role typed with markup as the text a reader sees', () => {
    const input = welcome({ newHireName: '<b>Dee</b> Ray', role: '<b>Dee</b> Ray' });
    expect(problems(screen('Please welcome <b>Dee</b> Ray, our new Dee Ray.', input))).toEqual([]);
  });

  it('takes "TBC" after a start typed with a question mark as the input’s', () => {
    const input = welcome({ newHireName: 'Ana Lima', startDate: 'early March?' });
    expect(
      problems(screen('Please welcome Ana Lima, who starts in early March (date TBC).', input)),
    ).toEqual([]);
  });
});
