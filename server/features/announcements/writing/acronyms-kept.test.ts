import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../testing.ts';
import { nlp } from './composer/nlp.ts';
import { expandShorthand } from './shorthand.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 154: a word typed in capitals that is not a known shorthand is an acronym of a trade, a
 * body or a licence and is posted as typed ("ACCT Level 3", never "account Level 3"). Every
 * option, two seeds, through the check pass.
 */
const achievement = (fields: Partial<GenerationRequest>) =>
  ({
    messageType: 'achievements',
    tone: 'creative_playful',
    length: 'long',
    newHireName: 'Diego Alvarez',
    role: 'Adventure Guide',
    achievementDescription: 'Passed every exam this year',
    achievementDetails: '',
    ...fields,
  }) as GenerationRequest;

describe('an acronym typed in capitals is kept', () => {
  it('keeps "ACCT Level 3" (the readers’ case)', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDescription:
          'Became the first guide in the country certified as ACCT Level 3 Challenge Course Manager + rescued a stuck guest in a 90-second textbook lift',
        achievementDetails:
          '1) passed ACCT Level 3 in Colorado after two weeks of assessment 2) lifted a stuck guest off the zipline in 90 seconds',
      }),
    );
    for (const option of options) {
      expect(option).not.toMatch(/\baccount\b/i);
      expect(option).toMatch(/ACCT Level 3/);
    }
  });

  it.each([
    ['a pilot’s licence', 'She got her PPL in March and flew solo twice.', /PPL/, /people/i],
    [
      'a team’s own badge',
      'Earned the EXP badge for 500 field hours.',
      /EXP badge/,
      /experience badge/i,
    ],
    [
      'a board in a deed',
      'Presented to the ACCT board in Denver, first guide ever.',
      /ACCT board/,
      /account/i,
    ],
    [
      'a service desk code',
      'Closed 300 SVC tickets in a quarter 🎯',
      /SVC tickets/,
      /service tickets/i,
    ],
    [
      'a trade body, lower-case note',
      'now holds IOSH and ASE certs, plus CPR/AED',
      /IOSH and ASE/,
      /iosh/,
    ],
    ['a nursing exam in brackets', 'Passed the NCLEX (first try!) and her PMP.', /NCLEX/, /nclex/],
    [
      'a hyphenated certification',
      'She is now (ASE-certified) and NCLEX-ready.',
      /ASE-certified/,
      /ase-certified/,
    ],
  ])('%s', async (_shape, achievementDetails, kept, lost) => {
    const options = await postedOverSeeds(achievement({ achievementDetails }));
    for (const option of options) expect(option).not.toMatch(lost);
    expect(options.filter((o) => kept.test(o)).length).toBeGreaterThan(3);
  });

  it('still writes out shorthand typed in capitals and in lower case', () => {
    expect(expandShorthand('Now SR MGR of the depot')).toBe('Now senior manager of the depot');
    expect(expandShorthand('AVG score 98 this quarter')).toMatch(/^average score 98/i);
    expect(expandShorthand('looks after 40 key accts')).toBe('looks after 40 key accounts');
    expect(expandShorthand('certified as ACCT Level 3')).toBe('certified as ACCT Level 3');
    expect(expandShorthand('got her PPL and 20 yrs exp')).toBe(
      'got her PPL and 20 years of experience',
    );
  });
});

/** ADR 154 amended: "LED + interior design" in a skills list was told "… led and interior design". */
describe('a short acronym alone in a skills list is kept', () => {
  it.each([
    'airbrush portraits, chrome & candy paints, LED + interior design',
    'stage rigging, LED and moving heads, DMX',
  ])('"%s" keeps LED in every option', async (expertise) => {
    const options = await postedOverSeeds(
      {
        messageType: 'welcome',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Brian Otieno',
        role: 'Lead Airbrush Artist',
        expertise,
      } as GenerationRequest,
      [1, 2],
    );
    for (const option of options) {
      expect(option).not.toMatch(/\bled\b/);
      expect(option).toContain('LED');
    }
  });
});
