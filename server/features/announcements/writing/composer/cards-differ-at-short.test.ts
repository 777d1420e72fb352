import { describe, expect, it } from 'vitest';
import { postedOptionsOf, welcomeRequest } from '../../testing.ts';

/**
 * A short welcome whose title, start and background each run to a dozen words: the card's
 * context lines alone fill the length, so two cards differ only in their opening and closing
 * lines. The last resort then leaves every context line out (the kept options tell them),
 * rather than failing the form (ADR 109).
 */
describe('a short welcome whose fields each fill a line', () => {
  it.each([
    {
      newHireName: 'Tamati Walker-Ngata',
      role: 'Assistant Coach (volunteer) — under-12s + beginners',
      startDate: 'first session back: sat 9 jan, 10am @ the field',
      company: 'played 10 seasons w/ a Hamilton club, halfback, did the 2021 regionals',
      expertise:
        'kicking drills, tackle technique, getting nervous kids through their first game — first aid certified too',
      hobbies: 'fishing, carving, terrible ukulele',
      funFact: "nickname is 'Tama-Train' 🚂 — he'll say it's a long story, it isn't",
      preferredName: 'Tamati (or Tama-Train on the field)',
      team: 'Coaching group',
    },
    {
      newHireName: 'ফারহানা বেগম তালুকদার',
      role: 'Assistant Teacher — Chemistry & Biology (classes 9–10)',
      startDate: '4th January 2027 (first day of the new school year)',
      company: 'MSc Chemistry (CU, Chittagong); 4 yrs teaching at a high school in Feni',
      expertise:
        'practicals w/ kitchen materials, started a science fair for girls at her old school — 3 of her students won district prizes',
      hobbies: 'Nazrul Geeti, birdwatching',
      funFact:
        'she made a working microscope from a phone lens for her class!! she goes by Farhana Apa with the girls',
      preferredName: 'Farhana',
      team: 'Science department',
    },
    {
      newHireName: 'Mateus Oliveira da Costa',
      role: 'Sous Chef (nights) — grill station + Sunday brunch',
      startDate: 'first shift: fri 4 dec, 5pm @ the back door',
      company:
        '6 yrs on the line at a churrascaria in Porto Alegre, grill lead, did the 2024 Lisbon food fair',
      expertise:
        'picanha, wood-fired grill, keeping the pass calm on a full Saturday — HACCP certified too',
      hobbies: 'capoeira, football, bad karaoke',
      funFact: "kitchen name is 'Brasa' 🔥 — he'll tell u it's a long story, it isn't",
      preferredName: 'Mateus (or Brasa at the pass)',
      team: 'Kitchen crew',
    },
    {
      newHireName: 'Олена Петрівна Коваль',
      role: 'Senior Nurse — Night Ward (cardiology step-down, 24 beds)',
      startDate: '7th December 2026 (first night shift, 7pm)',
      company: 'BSc Nursing (Lviv); 9 yrs on a cardiac ward in Kraków',
      expertise:
        'telemetry, calming anxious patients at 3am, started a falls-prevention rota at her old ward — falls halved in a year',
      hobbies: 'choir, mushroom picking',
      funFact:
        'she knitted hats for the whole neonatal unit one winter!! she goes by Olena with patients',
      preferredName: 'Olena',
      team: 'Cardiology nights',
    },
  ])('writes three options at short for $newHireName', async (fields) => {
    for (const seed of [1, 2, 3]) {
      const options = await postedOptionsOf(
        welcomeRequest({ ...fields, tone: 'inspiring_motivational', length: 'short' }),
        { seed },
      );
      expect(options).toHaveLength(3);
      expect(options.every((o) => o.includes(fields.preferredName.split(' ')[0]!))).toBe(true);
    }
  });
});
