import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, welcomeRequest } from '../testing.ts';
import { nlp } from './composer/nlp.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 154, amended: a noun typed in capitals beside an acronym no dictionary knows is part of
 * that name ("Siemens NX CAM", "STEP TEP", "AWS SAP ... "), never shouting to quiet: the
 * twentieth set's readers corrected "Siemens NX cam" and "Step TEP" back. A run of ordinary
 * words ("GAME MASTER") or an adjective beside an acronym ("HUGE NPS jump") is still quieted.
 * Every option, two seeds, through the check pass.
 */
const kept: [string, Partial<GenerationRequest>, RegExp][] = [
  ['a CAM suite', { expertise: 'Siemens NX CAM, Hermle C42' }, /NX CAM/],
  ['a trust credential', { expertise: 'STEP TEP, Jersey trust law' }, /STEP TEP/],
  ['a welding ticket', { expertise: 'ASME IX TICKET, pipe welding' }, /ASME IX TICKET/],
  ['a software module', { expertise: 'SAP MM, procurement, vendor audits' }, /SAP MM/],
  ['a lab method', { expertise: 'HPLC ASSAY development, GMP audits' }, /HPLC ASSAY/],
  ['a radio licence', { expertise: 'VHF DSC, sea survival, night pilotage' }, /VHF DSC/],
];

describe('a noun in capitals beside an unknown acronym is part of its name', () => {
  for (const [what, fields, typed] of kept)
    it(`keeps ${what} as typed`, async () => {
      const options = await postedOverSeeds(welcomeRequest({ length: 'long', ...fields }));
      expect(options.filter((o) => typed.test(o)).length).toBeGreaterThan(0);
      for (const option of options) {
        const lowered = new RegExp(
          typed.source.replace(
            /[A-Z]{2,}/g,
            (w) => `(?:${w}|${w[0]}${w.slice(1).toLowerCase()}|${w.toLowerCase()})`,
          ),
          'u',
        );
        const m = lowered.exec(option);
        if (m) expect(m[0]).toMatch(typed);
      }
    });
});

describe('shouting is still quieted', () => {
  it('"GAME MASTER" in a quiet note is said in lower case', async () => {
    const options = await postedOverSeeds(
      welcomeRequest({
        length: 'long',
        expertise: 'puzzle design, was GAME MASTER at an escape room',
      }),
    );
    for (const option of options) expect(option).not.toMatch(/GAME MASTER/);
  });
  it('"HUGE" beside an acronym in a story is emphasis, said in lower case', async () => {
    const options = await postedOverSeeds({
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'long',
      newHireName: 'Kofi Mensah',
      role: 'Support Lead',
      achievementDescription: 'A HUGE NPS jump this quarter, from 31 to 58',
      achievementDetails: 'rewrote the help centre and trained 6 agents',
    });
    for (const option of options) expect(option).not.toMatch(/HUGE/);
  });
});
