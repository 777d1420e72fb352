import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { otherLanguage } from '../other-language.ts';
import { expandShorthand } from '../shorthand.ts';
import { monthsInEnglish } from '../start-date.ts';
import { quietShouting } from './phrases.ts';
import { optionsOf } from './testing.ts';
import { sentenceCaseShouting } from './tidy.ts';

/**
 * The user's words that are not plain English (ADR 119): a month of another language inside a
 * note, a month typed in short between a determiner and its noun, an acronym typed in capitals
 * that chat shorthand also spells, a code joined to another by a hyphen, trade shorthand beside
 * the word that makes it certain. Every input here is written for these tests.
 */

const write = (input: GenerationRequest) => optionsOf(input, { today: '2026-11-23' });

describe('a month of another language inside a note is told in English', () => {
  it.each([
    ['the pump failed at 02:10 on 4 dicembre, nobody hurt', 'on 4 December, nobody hurt'],
    ['since 17 junho the line runs two shifts', 'since 17 June the line'],
    ['audit passed 3 de mayo', 'audit passed 3 May'],
    ['signed on 9. Oktober', 'signed on 9 October'],
  ])('%s', (typed, told) => {
    expect(monthsInEnglish(typed)).toContain(told);
  });

  it.each([
    ['sold 12 mars bars at the fete'],
    ['v2.1. shipped on time'],
    ['met Martes at the depot'],
  ])('leaves "%s" as typed', (typed) => {
    expect(monthsInEnglish(typed)).toBe(typed);
  });

  it('tells the month in English in every option', { timeout: 60_000 }, async () => {
    const options = await write({
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Lucía Ferrer',
      role: 'Shift Engineer',
      achievementDescription: 'caught the turbine fault early',
      achievementDetails:
        'her call on 14 febrero saved the bearing. the repair took 2 days instead of 3 weeks',
    });
    for (const option of options) expect(option).not.toMatch(/febrero/i);
    expect(options.join('\n')).toContain('14 February');
  });
});

describe('a month typed in short is the month only where it is certain', () => {
  it.each([
    ['fixed the roof during the feb storm', 'fixed the roof during the February storm'],
    ['missed a sept deadline once', 'missed a September deadline once'],
    ['led the nov stocktake', 'led the November stocktake'],
    ['back since feb', 'back since February'],
  ])('%s', (typed, told) => {
    expect(expandShorthand(typed)).toBe(told);
  });

  it.each([['the apr rate dropped'], ['the mar of the scratch'], ['a jan named after her aunt']])(
    'leaves "%s" as typed',
    (typed) => {
      expect(expandShorthand(typed)).toBe(typed);
    },
  );
});

describe('an acronym typed in capitals keeps its case and its meaning', () => {
  it.each([
    ['EOD level 2, first aid', 'EOD level 2, first aid'],
    ['cleared EOD tasks for 6 years', 'cleared EOD tasks for 6 years'],
    ['report back by EOD', 'report back by the end of the day'],
    ['report back eod', 'report back end of day'],
  ])('%s', (typed, told) => {
    expect(expandShorthand(typed)).toBe(told);
  });

  it.each([
    ['flew the ADD-GRU rotation', 'flew the ADD-GRU rotation'],
    ['covered BOS/ANC and LIM-CUZ', 'covered BOS/ANC and LIM-CUZ'],
    ['she did it ALL herself', 'she did it all herself'],
  ])('quietShouting keeps a code joined to another: %s', (typed, told) => {
    expect(quietShouting(typed, new Set())).toBe(told);
  });

  it('never lowers a route of airport codes in an option', async () => {
    const options = await write({
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Tomas Berg',
      currentRole: 'Flight Attendant',
      newRole: 'Cabin Manager',
      promotionDetails: 'ran the cabin on the ADD-NBO route for 2 yrs. calm in every diversion',
    });
    for (const option of options) expect(option).not.toMatch(/add-NBO/);
    expect(options.join('\n')).toContain('ADD-NBO');
  });
});

describe('trade shorthand is written out only beside the word that makes it certain', () => {
  it.each([
    ['PLC basics, standby gen', 'PLC basics, standby generators'],
    ['serviced the backup gen twice', 'serviced the backup generator twice'],
    ['wired 3 diesel gens', 'wired 3 diesel generators'],
    ['standby gen checks every week', 'standby generator checks every week'],
    ['top of the pax survey', 'top of the passenger survey'],
    ['next gen tooling, gen Z panel', 'next gen tooling, gen Z panel'],
    ['pax recovered fine', 'pax recovered fine'],
  ])('%s', (typed, told) => {
    expect(expandShorthand(typed)).toBe(told);
  });
});

describe('a note in another language is never pasted into an English sentence', () => {
  it.each([
    ['a reçu le prix pour la meilleure équipe (best team, 2nd year)'],
    ['con efecto inmediato'],
    ['12 anni di servizio'],
    ['ist seit 10 jahre bei uns und sehr beliebt'],
    ['ganhou o prémio da região pela segunda vez'],
  ])('reads "%s" as another language', (typed) => {
    expect(otherLanguage(typed)).toBe(true);
  });

  it.each([
    ['won the crème brûlée round at the regional final'],
    ['took over the café in 2019'],
    ['Fa’amoana sang at the Teuila festival'],
    ['runs the São Paulo and Bogotá desks'],
    ['rolled 40 boxes, 0 rejects'],
    ['nobody hurt'],
  ])('reads "%s" as English', (typed) => {
    expect(otherLanguage(typed)).toBe(false);
  });

  it('posts it nowhere, never quoted under a label meant for the writer (ADR 169)', async () => {
    const options = await write({
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Claire Dubois',
      currentRole: 'Technicienne',
      newRole: 'Lab Supervisor',
      promotionDetails:
        'a validé la norme ISO pour le labo (first audit, zero findings). also mentored 6 new techs',
    });
    for (const option of options) {
      expect(option).not.toMatch(/validé|pour le labo|In the notes/);
      expect(option).toMatch(/mentored 6 new techs/i);
    }
  });

  it('drops one whose figures the form tells elsewhere', async () => {
    const options = await write({
      messageType: 'achievements',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Rosa Méndez',
      role: 'Head Baker',
      achievementDescription: '25 años at the ovens',
      achievementDetails: '25 años horneando. baked the wedding cake for the mayor, 300 guests',
    });
    for (const option of options) expect(option).not.toMatch(/horneando/);
  });
});

describe('languages typed as codes or by names Intl lacks are spoken', () => {
  it.each([
    ['speaks KK/RU/EN', 'speaks Kazakh/Russian/English'],
    ['EN, FR', 'English, French'],
    ['CS/IT support', 'CS/IT support'],
    ['HR/PR team', 'HR/PR team'],
    ['US/UK accounts', 'US/UK accounts'],
  ])('%s', (typed, told) => {
    expect(expandShorthand(typed)).toBe(told);
  });

  it('tells codes and a language Intl names otherwise as languages spoken', async () => {
    const options = await write({
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Ainur Bekova',
      currentRole: 'Planner',
      newRole: 'Senior Planner',
      promotionDetails: 'cut stockouts by a third this year',
      expertise: 'demand planning, KK/RU/EN',
    });
    const prose = options.slice(0, 2).join('\n');
    expect(prose).toContain('speaks Kazakh, Russian and English');
    expect(prose).not.toMatch(/KK\/RU|a Russian/);
  });

  it('knows Pulaar and Krio among the languages of a skill list', async () => {
    const options = await write({
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Mariama Sow',
      currentRole: 'Field Officer',
      newRole: 'Field Lead',
      promotionDetails: 'opened 3 new districts',
      expertise: 'community outreach, Krio/Pulaar/English',
    });
    expect(options.slice(0, 2).join('\n')).toContain('speaks Krio, Pulaar and English');
  });
});

describe('capitals the user typed are kept', () => {
  it.each([
    ['reports to HR weekly', 'reports to HR weekly'],
    ['filed with the SEC', 'filed with the SEC'],
    ['took 3 hrs', 'took 3 hours'],
  ])('%s', (typed, told) => {
    expect(expandShorthand(typed)).toBe(told);
  });

  it('keeps a note of codes in capitals as typed', () => {
    expect(sentenceCaseShouting('S&OP, KK/RU/EN', new Set())).toBe('S&OP, KK/RU/EN');
    expect(sentenceCaseShouting('SHE IS THE BEST PLANNER WE HAVE', new Set())).toBe(
      'She is the best planner we have',
    );
  });
});

describe('a place name is no sign of another language', () => {
  it.each([['Malá Studená dolina'], ['3.4., Zürich airport'], ['Łódź depot, 4 shifts']])(
    'reads "%s" as English',
    (typed) => {
      expect(otherLanguage(typed)).toBe(false);
    },
  );
});
