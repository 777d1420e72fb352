import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import {
  sentenceCaseShouting,
  tidyCompany,
  tidyStartDate,
  tidyFields,
  tidyTeam,
  tidyTitle,
  withFiguresOfLabels,
  backgroundOf,
  withNamesCased,
  withStartApart,
  withoutDebris,
} from './tidy.ts';

const none = new Set<string>();

describe('a note typed in capitals (ADR 055)', () => {
  it.each([
    ['HE IS A TIKTOK GUY 200K FOLLOWERS', 'He is a tiktok guy, 200K followers'],
    ['HE HAS 200K FOLLOWERS', 'He has 200K followers'],
    ['RAN IN 3 MARATHONS', 'Ran in 3 marathons'],
    ['BEST NPS IN THE REGION. LOVES DOGS', 'Best NPS in the region. Loves dogs'],
    ['RAN THE CSAT PROGRAMME FOR 3 YEARS', 'Ran the CSAT programme for 3 years'],
    ['JAYDEN WON EMPLOYEE OF THE MONTH', 'Jayden won employee of the month'],
  ])('%s → %s', (typed, written) => {
    expect(sentenceCaseShouting(typed, new Set(['jayden']))).toBe(written);
  });

  it.each(['sourced it HIMSELF', 'IFRS9, Basel III/IV', 'HPLC/LC-MS', 'CFA, FRM', 'GO TEAM'])(
    'leaves “%s” as typed: some lower case, or too short to be a shouted note',
    (typed) => {
      expect(sentenceCaseShouting(typed, none)).toBe(typed);
    },
  );
});

describe('chat debris', () => {
  it.each([
    [
      'plays bass in a metal band lol, has a 3 legged dog',
      'plays bass in a metal band, has a 3 legged dog',
    ],
    ['also cricket, obviously 🏏', 'also cricket 🏏'],
    // ADR 077: "obv" is written out as "obviously" inside a clause, so at the end it is debris.
    ['sea swimming and sailing obv', 'sea swimming and sailing'],
    ["called it 'the best sewer in gaming' lol)", "called it 'the best sewer in gaming')"],
    [
      "2nd time this yr he's done this lol. family sent a card",
      "2nd time this yr he's done this. family sent a card",
    ],
    ['fyi she runs marathons', 'she runs marathons'],
    ['First female head coach in club history!!!', 'First female head coach in club history!'],
    // A hedge after the fact is the manager's doubt, not the post's (ADR 100).
    ['shears sheep for fun?? apparently', 'shears sheep for fun?'],
    ['apparently unbeatable at chess', 'apparently unbeatable at chess'],
    ['haha', ''],
  ])('%s → %s', (typed, written) => {
    expect(withoutDebris(typed)).toBe(written);
  });

  it.each([
    'obviously talented with kids',
    'the lollipop lady at the school gate',
    'studied Hahn and Bach',
  ])('leaves “%s” as typed', (typed) => {
    expect(withoutDebris(typed)).toBe(typed);
  });
});

describe('titles', () => {
  it.each([
    ['yr 5 teacher (maternity cover)', 'Year 5 teacher (maternity cover)'],
    ['asst store mgr', 'assistant store manager'],
    ['Store Manager 🎉 Eastgate', 'Store Manager, Eastgate'],
    ['Head Chef - Southside location!!', 'Head Chef - Southside location!'],
    ['Senior Associate / Counsel', 'Senior Associate / Counsel'],
    ['Training Captain, A320 fleet', 'Training Captain, A320 fleet'],
    ['Head of Maths + Yr 11 lead', 'Head of Maths + Year 11 lead'],
  ])('%s → %s', (typed, written) => {
    expect(tidyTitle(typed)).toBe(written);
  });
});

describe('teams', () => {
  it.each([
    ['front desk / concierge', 'front desk and concierge'],
    ['STORE 112', 'Store 112'],
    // A team and a place, a name in capitals: kept.
    ['Projects / North region', 'Projects / North region'],
    ['QC lab, bldg 4', 'QC lab, bldg 4'],
    ['ICU', 'ICU'],
    ['HR', 'HR'],
  ])('%s → %s', (typed, written) => {
    expect(tidyTeam(typed)).toBe(written);
  });
});

describe('a company field holding a career path', () => {
  it.each([
    [
      'Taj Mahal Palace Mumbai → Four Seasons Dubai',
      'Four Seasons Dubai (before that, Taj Mahal Palace Mumbai)',
    ],
    [
      'Cho Ray Hospital (HCMC), then 2 yrs at Royal Melbourne',
      'Royal Melbourne (2 yrs; before that, Cho Ray Hospital, HCMC)',
    ],
    ['Dishoom, before that River Café', 'Dishoom (before that, River Café)'],
    ['UNICEF Amman, prev. Oxfam', 'UNICEF Amman (before that, Oxfam)'],
    [
      'stripe (payments infra), before that mercadolibre',
      'Stripe (payments infra; before that, Mercadolibre)',
    ],
    [
      'Dublin City Council (5 yrs) then Age Action Ireland',
      'Age Action Ireland (before that, Dublin City Council, 5 yrs)',
    ],
    ['amazon fulfilment (3 yrs)', 'Amazon fulfilment (3 yrs)'],
    ['Fonterra supplier farm in Waikato, 8 yrs', 'Fonterra supplier farm in Waikato (8 yrs)'],
    ['Acme - 10+ years', 'Acme (10+ years)'],
    // One employer, however typed: kept.
    ['Laing O’Rourke (11 yrs)', 'Laing O’Rourke (11 yrs)'],
    ['Acme, Inc.', 'Acme, Inc.'],
    ['Studio 54', 'Studio 54'],
    ['Linklaters (Brussels office)', 'Linklaters (Brussels office)'],
    ['eBay', 'eBay'],
    ['3M', '3M'],
  ])('%s → %s', (typed, written) => {
    expect(tidyCompany(typed)).toBe(written);
  });
});

describe('a start date with an aside', () => {
  it.each([
    ['1 Dec (calving just finished so good timing)', '1 Dec'],
    ['Monday 8th (first day of induction)', 'Monday 8th (first day of induction)'],
    // A guess and logistics in the bracket are not the date; "TBC" is said as such (ADR 107).
    ['next week (wed probably, laptop arriving tue)', 'next week'],
    ['Jan 5 (TBC)', 'Jan 5 (date TBC)'],
    // A bracket with no date word after a relative start is an aside to the writer.
    ['after the holidays (ask HR)', 'after the holidays'],
    ['Dec 3rd', 'Dec 3rd'],
  ])('%s → %s', (typed, written) => {
    expect(tidyStartDate(typed)).toBe(written);
  });
});

describe('names from the short fields in a note', () => {
  const names = new Map([['eastgate', 'Eastgate']]);
  it('capitalises a word a short field names with its capital', () => {
    expect(withNamesCased('eastgate hit top 5 nationally for NPS', names)).toBe(
      'Eastgate hit top 5 nationally for NPS',
    );
  });
  it('leaves a handle, a path and other words alone', () => {
    expect(withNamesCased('@eastgate and /eastgate and eastgates', names)).toBe(
      '@eastgate and /eastgate and eastgates',
    );
  });
});

describe('tidyFields', () => {
  const base: GenerationRequest = {
    newHireName: 'Brooke Tanner',
    messageType: 'promotion',
    tone: 'excited_fun',
    length: 'short',
  } as GenerationRequest;

  it('tidies every field a writer reads and leaves the name to nameForms', () => {
    const out = tidyFields({
      ...base,
      newHireName: 'brooke tanner',
      currentRole: 'asst store mgr',
      newRole: 'Store Manager 🎉 Eastgate',
      promotionDetails: 'youngest SM in the region at 26!! eastgate hit top 5 lol',
    });
    expect(out.newHireName).toBe('brooke tanner');
    expect(out.currentRole).toBe('assistant store manager');
    expect(out.newRole).toBe('Store Manager, Eastgate');
    expect(out.promotionDetails).toBe('youngest SM in the region at 26! Eastgate hit top 5');
  });

  it('keeps the stop of "incl." from ending a sentence', () => {
    const out = tidyFields({
      ...base,
      messageType: 'achievements',
      achievementDetails: 'Handled 1,100+ turns in the month incl. the 3 diversions.',
    });
    expect(out.achievementDetails).toBe(
      'Handled 1,100+ turns in the month including the 3 diversions.',
    );
  });

  it('writes the company as the company field does where a note names the employer', () => {
    const out = tidyFields({
      ...base,
      messageType: 'welcome',
      company: 'stripe (payments infra)',
      expertise: 'built the ledger svc at stripe. a stripe of paint',
    });
    expect(out.company).toBe('Stripe (payments infra)');
    expect(out.expertise).toBe('built the ledger svc at Stripe. a stripe of paint');
  });

  it('writes the short name in a note as the name is now written', () => {
    const out = tidyFields({
      ...base,
      newHireName: 'brooke tanner',
      promotionDetails: 'brooke ran the eastgate store',
    });
    expect(out.promotionDetails).toBe('Brooke ran the eastgate store');
    const hope = tidyFields({ ...base, newHireName: 'hope', promotionDetails: 'we hope so' });
    expect(hope.promotionDetails).toBe('we hope so');
  });

  it('empties a note that was only debris', () => {
    expect(tidyFields({ ...base, promotionDetails: 'lol' }).promotionDetails).toBe('');
  });
});

describe('a figure that belongs to its label (ADR 055, 2026-11-27)', () => {
  it.each([
    ['highest CSI score in the region, 96.2', 'highest CSI score in the region (96.2)'],
    ['best NPS on the team, 71', 'best NPS on the team (71)'],
    ['record satisfaction rate, 98%.', 'record satisfaction rate (98%).'],
    ['top rating this quarter, 4.9 / 5', 'top rating this quarter (4.9 / 5)'],
    ['4.8★ on app store', '4.8-star rating on app store'],
    ['a 4.6 ⭐ rating from guests', 'a 4.6-star rating from guests'],
    // Left alone: the figure is its own fact, is already placed, or no measure is named.
    ['NPS 71 (up from 58)', 'NPS 71 (up from 58)'],
    ['top score, 3 years running', 'top score, 3 years running'],
    ['CSI score: 96.2', 'CSI score: 96.2'],
    ['opened the new site, 40 staff', 'opened the new site, 40 staff'],
    ['rated us highly, 200 reviews and counting', 'rated us highly, 200 reviews and counting'],
  ])('“%s” → “%s”', (typed, written) => expect(withFiguresOfLabels(typed)).toBe(written));
});

describe('withStartApart (ADR 058)', () => {
  it('ends a start at its month when a duration follows', () => {
    expect(withStartApart('starts Jan. 15 yrs on the wards. led the sepsis audit')).toBe(
      'starts in January. 15 yrs on the wards. led the sepsis audit',
    );
    expect(withStartApart('effective Oct 3 years as deputy')).toBe(
      'effective in October. 3 years as deputy',
    );
  });

  it('leaves a day of the month alone', () => {
    expect(withStartApart('starts Jan 15 on the wards')).toBe('starts Jan 15 on the wards');
    expect(withStartApart('starts March 12th')).toBe('starts March 12th');
  });
});

describe('backgroundOf (ADR 058)', () => {
  it('reads a company field that opens with what the person did', () => {
    // A tail that is no initialism stays after its comma.
    expect(backgroundOf('Clerked for Judge Osei, E.D. Pa')?.after).toBe(
      'after clerking for Judge Osei, E.D. Pa',
    );
    expect(backgroundOf('Interned at the BBC, 2 summers')).toEqual({
      after: 'after interning at the BBC for 2 summers',
      line: 'Interned at the BBC for 2 summers',
    });
    expect(backgroundOf('served as a medic, RAMC')).toEqual({
      after: 'after serving as a medic (RAMC)',
      line: 'Served as a medic, RAMC',
    });
    expect(backgroundOf('clerked for Justice Alvarez, D.N.J')).toEqual({
      after: 'after clerking for Justice Alvarez (D.N.J)',
      line: 'Clerked for Justice Alvarez, D.N.J.',
    });
  });

  it('reads a company field that names no employer (ADR 074)', () => {
    expect(backgroundOf('Previously with Halcrow')).toEqual({
      after: 'from Halcrow',
      line: 'Halcrow',
    });
    expect(backgroundOf('formerly at the Met Office')?.after).toBe('from the Met Office');
    expect(backgroundOf('after 6 years at Arup')).toEqual({
      after: 'after 6 years at Arup',
      line: '6 years at Arup',
    });
    // No name after "previously with": a description typed lowercase, no workplace's name,
    // kept whole under "Background:" (ADR 170).
    expect(backgroundOf('previously with my family business')).toEqual({
      line: 'Previously with my family business',
    });
    expect(backgroundOf('Fresh from Leeds Beckett')?.after).toBe('fresh from Leeds Beckett');
    expect(backgroundOf('Career break')).toEqual({
      after: 'after a career break',
      line: 'Career break',
    });
    expect(backgroundOf('self-employed')?.after).toBe('after being self-employed');
    expect(backgroundOf('Freelance')?.after).toBe('after freelancing');
    // Not certain: read as a company, as before.
    expect(backgroundOf('Freelance (8 yrs)')).toBeUndefined();
    // A graduate is no workplace ("comes to us from recent graduate of UCL"): kept whole
    // under "Background:" (ADR 170).
    expect(backgroundOf('recent graduate of UCL')).toEqual({ line: 'Recent graduate of UCL' });
  });

  it('leaves a company alone', () => {
    expect(backgroundOf('Ramos & Partners LLP')).toBeUndefined();
    expect(backgroundOf('Deloitte')).toBeUndefined();
    expect(backgroundOf(undefined)).toBeUndefined();
  });
});
