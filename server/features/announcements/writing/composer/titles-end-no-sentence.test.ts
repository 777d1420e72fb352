import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { escapeRegExp } from '#domain/text.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * ADR 159: the stops that end no sentence (a title's, "Mohd.", "vs.", "Bros.") have one home,
 * domain/text.ts, which every splitter reads: the notes', the posts', the asides', the name
 * notes' and the eval's. A name shortened with "Mohd."/"Md." is said in full once, then by the
 * name the person goes by. Inputs are this file's own, in trades and countries of their own.
 */

const promotion = (over: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Aroha Ngata',
  currentRole: 'Charge Nurse',
  newRole: 'Ward Manager',
  promotionDetails: '',
  ...over,
});

const achievement = (over: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'excited_fun',
  length: 'long',
  newHireName: 'Bartek Wiśniewski',
  role: 'Site Foreman',
  achievementDescription: 'Handed over the Vistula footbridge 2 weeks early',
  achievementDetails: '',
  ...over,
});

describe('a title’s or a shortened word’s stop ends no sentence (ADR 159)', () => {
  it.each([
    {
      input: promotion({
        promotionDetails:
          'She trained under Sr. Mereana Walker on this ward and cut discharge delays by 20%.',
      }),
      title: 'Sr.',
      next: 'Mereana',
    },
    {
      input: promotion({
        promotionDetails:
          'Took over the night rota from Capt. Haruto Mori (retired) and ran 3 flu clinics.',
      }),
      title: 'Capt.',
      next: 'Haruto',
    },
    {
      input: promotion({
        tone: 'casual_concise',
        promotionDetails:
          'her research with Prof. Adaeze Okafor on sepsis screening is now ward policy',
      }),
      title: 'Prof.',
      next: 'Adaeze',
    },
    {
      input: promotion({
        length: 'long',
        promotionDetails:
          'Her grandfather Md. Salim Chowdhury nursed here in the 1970s. She now runs 24 beds.',
      }),
      title: 'Md.',
      next: 'Salim',
    },
    {
      input: achievement({
        achievementDetails:
          'We beat Kowalski Bros. and two bigger firms to the tender, then finished 14 days early.',
      }),
      title: 'Bros.',
      next: 'and',
    },
    {
      input: achievement({
        achievementDetails: 'Won the derby vs. Kraków Rovers on the site five-a-side too ⚽',
      }),
      title: 'vs.',
      next: 'Kraków',
    },
    {
      input: achievement({
        achievementDetails:
          'Poured approx. 1,400 m3 of concrete without one rejected load, signed off by Insp. Nowak.',
      }),
      title: 'approx.',
      next: '1,400',
    },
    {
      input: promotion({
        promotionDetails:
          'covered for Asst. Director Lwazi Dube through the winter, 31 beds, no agency staff',
      }),
      title: 'Asst.',
      next: 'Director',
    },
    {
      input: promotion({
        length: 'long',
        promotionDetails:
          'Smt. Lakshmi Iyer, our old matron, picked her for the job. She has run the day unit since 2021.',
      }),
      title: 'Smt.',
      next: 'Lakshmi',
    },
    {
      input: achievement({
        achievementDetails:
          'Crew of 9 incl. 3 apprentices. Not one lost-time injury in 7 months on the river.',
      }),
      title: 'incl.',
      next: '3',
    },
    {
      input: achievement({
        tone: 'warm_professional',
        achievementDetails:
          'Cpl. Otieno from the army engineers checked every weld; all 212 passed first time.',
      }),
      title: 'Cpl.',
      next: 'Otieno',
    },
  ])('keeps "$title $next" in one sentence', async ({ input, title, next }) => {
    for (const option of await postedOverSeeds(input)) {
      // No line and no sentence ends at the title, nor does the word after it open one.
      expect(option).not.toMatch(new RegExp(`${escapeRegExp(title)}\\s*$`, 'm'));
      expect(option).not.toMatch(new RegExp(`(?:^|•\\s*)${escapeRegExp(next)}`, 'm'));
      const read = title.replace(/\.$/u, '');
      if (new RegExp(`(?<![\\p{L}])${escapeRegExp(read)}(?![\\p{L}])`, 'u').test(option))
        expect(option).toContain(`${title} ${next}`);
    }
  });
});

describe('a name shortened with "Mohd."/"Md." (ADR 159)', () => {
  it.each([
    { name: 'Mohd. Faizal Rahman', called: 'Faizal' },
    { name: 'Md. Rafiqul Islam', called: 'Rafiqul' },
    { name: 'Muhd. Aiman Hakim', called: 'Aiman' },
    { name: 'Mohd Hafiz Osman', called: 'Hafiz' },
  ])('says "$name" once, then "$called"', async ({ name, called }) => {
    const abbreviation = name.split(' ')[0]!;
    for (const input of [
      promotion({
        newHireName: name,
        promotionDetails: 'cut the ward’s falls by half. trained 6 new nurses. reports to me',
      }),
      achievement({ newHireName: name, achievementDetails: 'zero lost-time injuries all year' }),
    ])
      for (const option of await postedOverSeeds(input)) {
        // The shortened word is said only before the whole name, never alone ("Mohd reports…").
        const said = option.match(new RegExp(escapeRegExp(abbreviation), 'g')) ?? [];
        expect(said.length).toBeLessThanOrEqual(1);
        expect(option).not.toMatch(
          new RegExp(`${escapeRegExp(abbreviation)}(?!\\s+${escapeRegExp(called)})`),
        );
      }
  });

  it('the brief’s weaver: never cut after "Mohd.", "loom no. 1" whole, the note to the writer never posted', async () => {
    const input: GenerationRequest = {
      messageType: 'promotion',
      tone: 'inspiring_motivational',
      length: 'long',
      newHireName: 'Mohd. Irfan Ansari',
      currentRole: 'Master weaver (karigar), kadhua looms',
      newRole: 'Design & Loom Head – all 18 looms',
      startDate: 'Dev Deepawali done, from 1 Dec',
      expertise:
        'kadhua & fekwa weaving, zari work, jacquard punching, natural silk from Bengaluru',
      promotionDetails:
        'Irfan bhai has been with us since 2008 — 3rd generation weaver, his abba Mohd. Yusuf ji wove on loom no. 1 before him.\n\n• brought back the kadhua technique on 6 looms (we had stopped in 2015, too slow) → those saris now sell for ₹48,000–₹1.2 lakh vs ₹18,000 for power-loom-assisted\n• GI tag paperwork for Banaras Brocades renewed with his samples\n• trained 5 young weavers incl. 2 girls — first women weavers in our workshop 🙏\n• design for the Delhi exhibition (Oct 2026) sold out first day\n\nHe will decide designs + loom allocation, check every sari before it leaves. Reports to me directly.\nPls write his name correct: Irfan ANSARI, not Ansaari',
    };
    for (const option of await postedOverSeeds(input)) {
      expect(option).not.toMatch(/Mohd\.?\s*$/m);
      expect(option).not.toMatch(/(?:^|•\s*)Yusuf/m);
      if (option.includes('Yusuf')) expect(option).toContain('Mohd. Yusuf ji');
      if (option.includes('loom no')) expect(option).toContain('loom no. 1');
      expect(option).not.toMatch(/write his name|Ansaari|ANSARI/);
    }
  });
});
