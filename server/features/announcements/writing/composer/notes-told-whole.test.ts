import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { nlp } from './nlp.ts';
import { optionsOf } from './testing.ts';

beforeAll(() => void nlp());

const promotion = (promotionDetails: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'excited_fun',
  length: 'short',
  newHireName: 'Marta Lind',
  currentRole: 'baker',
  newRole: 'Head Baker',
  promotionDetails,
});

describe('a typed note told whole in prose, never glued after the news (ADR 082)', () => {
  it('reads a verb with a hyphenated prefix as the person’s verb', async () => {
    const [chat, narrative] = await optionsOf(promotion('hand-bakes 300 loaves a night'));
    for (const option of [chat, narrative]) {
      expect(option).toContain('Marta hand-bakes 300 loaves a night');
      expect(option).not.toMatch(/Head Baker: hand-bakes/);
    }
  });

  it('cuts the start date typed after the deed with no comma', async () => {
    const options = await optionsOf(promotion('co-leads the dough audit 😅 from thursday'));
    const prose = options.slice(0, 2);
    expect(prose.some((o) => o.includes('Marta co-leads the dough audit.'))).toBe(true);
    for (const option of prose) {
      expect(option).not.toMatch(/audit,? (?:😅 )?from Thursday/);
      expect(option).toMatch(/Thursday/);
    }
  });

  it('keeps a date typed after a noun phrase with it', async () => {
    const options = await optionsOf(promotion('best loaf at the county show from last year'));
    expect(options.join('\n')).toMatch(/county show from last year/i);
  });

  it('tells the person’s verb phrase as a sentence of its own, never after the news’s colon', async () => {
    const options = await optionsOf({
      ...promotion('starts pre-harvest 4 September. won the bread cup with the night team'),
      tone: 'casual_concise',
      length: 'medium',
    });
    for (const option of options.slice(0, 2)) {
      expect(option).not.toMatch(/Head Baker: starts/);
      // The deed may join it (ADR 088: "Marta won the bread cup … and starts pre-harvest…").
      expect(option).toMatch(/Marta (?:[^.]* and )?starts pre-harvest 4 September/);
    }
  });

  it('reads the poster’s thanks to the person as a cheer, named once', async () => {
    const options = await optionsOf({
      ...promotion(
        'Marta has run the night oven since May anyway. She cut waste to 2%. thanks Marta!',
      ),
      tone: 'casual_concise',
      length: 'medium',
    });
    const all = options.join('\n');
    expect(all).not.toMatch(/Marta thanks Marta|Thanks Marta, Marta/);
  });

  it('keeps a case’s name whole when a note follows the news', async () => {
    const options = await optionsOf({
      messageType: 'achievements',
      tone: 'confident_assertive',
      length: 'long',
      newHireName: 'Ola Berg',
      role: 'Associate',
      achievementDescription: 'won the appeal in the Larsen v. Nordic Mills case',
      achievementDetails:
        '- lead on the oral argument, only 2nd yr associate\n- judge cited her brief',
    });
    for (const option of options.slice(0, 2)) expect(option).toContain('Larsen v. Nordic Mills');
  });

  it('tells the story’s "1st" as a sentence after the news, never a day still to come', async () => {
    const options = await optionsOf({
      ...promotion(
        'passed the pastry exam last wk. 1st woman head baker at our Ghent shop. first bake as head baker next tues',
      ),
      tone: 'warm_professional',
      length: 'medium',
    });
    for (const option of options.slice(0, 2)) {
      // ADR 088: a first is a sentence of the person at medium, never after the colon.
      expect(option).toContain('is the first woman head baker at our Ghent shop');
      expect(option).not.toMatch(/Head Baker: 1st/i);
      expect(option).not.toMatch(/Head Baker: first bake/i);
    }
  });
});
