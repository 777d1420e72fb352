import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';
import { nlp } from './nlp.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

const achievement = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'long',
  newHireName: 'Ana Silva',
  role: 'Technician',
  achievementDescription: '',
  achievementDetails: '',
  ...fields,
});

const promotion = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'friendly_approachable',
  length: 'long',
  newHireName: 'Ana Silva',
  currentRole: 'Technician',
  newRole: 'Team Lead',
  startDate: '1 Dec 2026',
  ...fields,
});

/** The scannable posts (every third option). */
const scannableOf = (options: readonly string[]): string[] =>
  options.filter((_o, i) => i % 3 === 2);

/** The bullets of an option, without their "• ". */
const bulletsOf = (option: string): string[] =>
  option
    .split('\n')
    .filter((l) => l.startsWith('•'))
    .map((l) => l.slice(1).trim());

/**
 * ADR 176: only figures with what they count follow "The numbers:"; a remark that is no fact
 * is never a bullet of its own; a typed list keeps one numbering style; a heading typed over a
 * list is never posted bare.
 */
describe('tallies and scannable lists a reader can read', () => {
  it('never puts a label with a colon of its own under "The numbers:", and a comparison stays with its figure', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Tomasz Wróbel',
        role: 'Quality Lead',
        tone: 'excited_fun',
        achievementDescription: 'BRCGS audit passed with grade AA',
        achievementDetails:
          'Huge year for Tomasz.\n\n• BRCGS audit on 3 March: 97 points. Previous year 88.\n• Complaints down to 4 from 19 the year before\n• He rebuilt the allergen matrix for all 140 recipes',
      }),
    );
    for (const option of options) {
      expect(option).not.toMatch(/The numbers: [^.\n]*:/);
      expect(option).not.toMatch(/(?:^|[.!]\s|• )Previous year 88\b/m);
    }
    expect(options.some((o) => /97 points \(previous year 88\)/i.test(o))).toBe(true);
  });

  it('drops a lone word that repeats the count before it, never "The numbers: zero."', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Priya Raman',
        role: 'Dispatch Supervisor',
        tone: 'friendly_approachable',
        achievementDescription: 'A full year without a missed delivery slot',
        achievementDetails:
          '3,200 deliveries this year and NONE missed their slot. None.\nShe also rewrote the loading plan for the cold trucks.',
      }),
    );
    for (const option of options) {
      expect(option).not.toMatch(/The numbers: none\b/i);
      expect(option).not.toMatch(/(?:^|[.!]\s)None\./m);
    }
  });

  it('never posts a remark, an invitation or an aside as a bullet of its own', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Kwame Asante',
        role: 'Head Brewer',
        tone: 'excited_fun',
        achievementDescription: 'Gold at the regional beer awards for our porter',
        achievementDetails:
          "Honestly, what can I say. Kwame rebuilt the porter recipe from scratch in the spring. He ran 14 test batches before he was happy. Most brewers would have stopped at three. That's just who he is. The tasting night is Friday 4 December at the taproom, please join us! Raise a glass for our gold medal brewer!",
      }),
    );
    for (const option of scannableOf(options)) {
      const bullets = bulletsOf(option).join('\n');
      expect(bullets).not.toMatch(/what can I say/i);
      expect(bullets).not.toMatch(/would have stopped/i);
      expect(bullets).not.toMatch(/^That's just who he is/im);
      expect(bullets).not.toMatch(/^Raise a glass/im);
    }
    expect(options.some((o) => /14 test batches/.test(o))).toBe(true);
  });

  // A fact that opens like a remark is a fact: "This is her sixth year with us" was left out
  // of every option once "That's her" became a remark.
  it.each([
    ['Closed the dome in 4 minutes. This is her sixth year with us.', /sixth year with us/],
    ['Rewired the whole barn alone. That is his third rewire this winter.', /third rewire/],
    ['Won the county cup. This is them at their best, say the coaches.', /at their best/],
  ])('keeps a fact that opens like a remark: %s', async (achievementDetails, kept) => {
    const options = await postedOverSeeds(
      achievement({ achievementDescription: 'Night rescue', achievementDetails }),
    );
    expect(options.join('\n')).toMatch(kept);
  });

  it('never posts the name alone as a sentence or a bullet', async () => {
    const options = await postedOverSeeds(
      promotion({
        newHireName: 'Rosa Delgado',
        currentRole: 'Line Cook',
        newRole: 'Sous Chef',
        tone: 'excited_fun',
        promotionDetails:
          "Alright so Rosa. Where to begin 😅\n- ran the pass on 200-cover Saturdays since March\n- trained 5 new line cooks\n- cut food waste by 18%\nLet's hear it for our new Sous Chef!!",
      }),
    );
    for (const option of options) {
      expect(option).not.toMatch(/(?:^|[.!]\s|• )Rosa\.?$/m);
      expect(option).not.toMatch(/(?:^|[.!]\s)Rosa\. /m);
      expect(bulletsOf(option).join('\n')).not.toMatch(/Where to begin|Let's hear it/i);
    }
  });

  it('keeps a list numbered "(1)" as one list in one style, never "Ana (2) Raised…"', async () => {
    const options = await postedOverSeeds(
      promotion({
        newHireName: 'Dr. Oluwaseun Bello',
        currentRole: 'Research Fellow',
        newRole: 'Senior Research Fellow',
        tone: 'confident_assertive',
        promotionDetails:
          'Approved by the faculty board on 12 Nov.\n\n(1) Built the soil moisture sensor network across 40 farms.\n(2) Won a £420,000 grant from the research council.\n(3) Supervised 6 PhD students to completion.',
      }),
    );
    for (const option of options) {
      expect(option).not.toMatch(/\(\d\)/);
      expect(option).not.toMatch(/Bello \(\d\)|Bello (?:Built|Won|Supervised)\b/);
    }
    expect(options.some((o) => /£420,000 grant/.test(o))).toBe(true);
  });

  it('never posts a heading typed over a list as a bullet of its own', async () => {
    const options = await postedOverSeeds(
      promotion({
        newHireName: 'Ingrid Halvorsen',
        currentRole: 'Nurse',
        newRole: 'Ward Manager',
        tone: 'warm_professional',
        promotionDetails:
          'What she achieved in 2024–25:\n- cut falls on the ward by a third\n- set up the night-shift handover checklist\n- mentored 9 new graduates',
      }),
    );
    for (const option of options) {
      expect(option).not.toMatch(/•\s*What she achieved/i);
      expect(option).not.toMatch(/What she achieved in 2024–25\.?(?:\n|$)/);
    }
  });

  it('tells a single tally with thanks never under "The numbers:"', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Mehmet Kaya',
        role: 'Site Safety Manager',
        tone: 'friendly_approachable',
        achievementDescription: '1,000 days without a lost-time injury on the tower site',
        achievementDetails:
          'Mehmet has run safety on the tower site since the groundworks.\nHe started the daily 7am toolbox talks.\nThanks Mehmet, here is to 2,000 days!',
      }),
    );
    for (const option of proseOf(options))
      expect(option).not.toMatch(/The numbers: (?:thanks|here is)/i);
  });
});
