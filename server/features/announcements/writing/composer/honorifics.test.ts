import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOptionsOf } from '../../testing.ts';

/**
 * ADR 147: the name a post uses after the first mention is the one colleagues use: never a
 * courtesy title taken for the first name ("say hello to Daw"), never a bare initial, never
 * the full name again where a calling name is known. A Burmese name, never shortened, keeps
 * its title at every mention (ADR 165). The inputs are written for this test.
 */
const count = (text: string, word: string) =>
  text.split(
    new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u'),
  ).length - 1;

interface Shape {
  input: GenerationRequest;
  /** The name as the first mention says it. */
  full: string;
  /** The name every later mention uses (none where it is the full name). */
  short?: string;
  /** What the name must never be said as. */
  never: RegExp;
}

/** Every option names the person in full once, and by the calling name after. */
async function expectNamed({ input, full, short, never }: Shape) {
  for (const seed of [1, 2]) {
    const options = await postedOptionsOf(input, { seed });
    expect(options).toHaveLength(3);
    for (const option of options) {
      expect(option, option).toContain(full);
      expect(option, option).not.toMatch(never);
    }
    if (!short) continue;
    // A short form inside the full name ("Agus" of "Pak Agus Setiawan") counts only alone.
    const inFull = full.includes(short) ? 1 : 0;
    const later = options.reduce((n, o) => n + count(o, short) - inFull * count(o, full), 0);
    expect(later, options.join('\n---\n')).toBeGreaterThan(0);
  }
}

const welcome = (
  newHireName: string,
  more: Partial<GenerationRequest> = {},
): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'friendly_approachable',
  length: 'medium',
  newHireName,
  role: 'Pharmacist',
  startDate: 'Monday 7 December',
  hobbies: 'hiking and chess',
  ...more,
});

describe('a courtesy title typed before the name', () => {
  const shapes: Shape[] = [
    {
      input: welcome('Daw Ei Mon Kyaw', { team: 'Yangon dispensary' }),
      // A Burmese name keeps its title at every mention (ADR 165).
      full: 'Daw Ei Mon Kyaw',
      never: /\bDaw\b(?! Ei Mon Kyaw)|(?<!Daw )\bEi Mon Kyaw\b/u,
    },
    {
      input: {
        messageType: 'promotion',
        tone: 'warm_professional',
        length: 'short',
        newHireName: 'U Thein Zaw Oo',
        currentRole: 'Logistics Lead',
        newRole: 'Operations Manager',
        promotionDetails: 'ran the Mandalay depot move without a single lost shipment',
      },
      full: 'U Thein Zaw Oo',
      never: /\bU\b(?! Thein Zaw Oo)|\bThein\b(?! Zaw Oo)|(?<!U )\bThein Zaw Oo\b/u,
    },
    {
      input: {
        messageType: 'achievements',
        tone: 'excited_fun',
        length: 'medium',
        newHireName: 'Pak Agus Setiawan',
        role: 'Warehouse Supervisor',
        achievementDescription: 'a full year with zero safety incidents',
        achievementDetails: 'the Surabaya site is the first in the region to do it',
      },
      full: 'Pak Agus Setiawan',
      short: 'Agus',
      never: /\bPak\b(?! Agus Setiawan)/u,
    },
    {
      input: welcome('Encik Azlan Hashim', {
        role: 'Marine Engineer',
        tone: 'casual_concise',
        hobbies: 'kite flying',
      }),
      full: 'Encik Azlan Hashim',
      short: 'Azlan',
      never: /\bEncik\b(?! Azlan Hashim)/u,
    },
    {
      input: {
        messageType: 'promotion',
        tone: 'inspiring_motivational',
        length: 'long',
        newHireName: 'Hajjah Noraini binti Osman',
        currentRole: 'Senior Lecturer',
        newRole: 'Head of Department',
        promotionDetails: 'rebuilt the nursing diploma and mentored twelve junior lecturers',
      },
      full: 'Hajjah Noraini binti Osman',
      short: 'Noraini',
      never: /\bHajjah\b(?! Noraini)/u,
    },
    {
      input: welcome('Chief Adebayo Ogunleye', {
        role: 'Board Adviser',
        tone: 'confident_assertive',
        expertise: 'port logistics',
      }),
      full: 'Chief Adebayo Ogunleye',
      short: 'Adebayo',
      never: /\bChief\b(?! Adebayo Ogunleye)/u,
    },
    {
      input: {
        messageType: 'achievements',
        tone: 'creative_playful',
        length: 'short',
        newHireName: 'Mama Halima Achieng',
        role: 'Community Health Worker',
        achievementDescription: 'vaccinated 900 children in the Kisumu outreach',
        achievementDetails: 'twice the target set for the quarter',
      },
      full: 'Mama Halima Achieng',
      short: 'Halima',
      never: /\bMama\b(?! Halima Achieng)/u,
    },
    {
      input: welcome('Smt. Kavitha Rao', { role: 'Chartered Accountant', team: 'Audit' }),
      full: 'Smt. Kavitha Rao',
      short: 'Kavitha',
      never: /\bSmt\b(?!\. Kavitha Rao)/u,
    },
    {
      input: welcome('Ko Min Htet Aung', {
        role: 'Backend Developer',
        tone: 'excited_fun',
        length: 'long',
        funFact: 'has climbed Mount Popa eleven times',
      }),
      full: 'Ko Min Htet Aung',
      never: /\bKo\b(?! Min Htet Aung)|\bMin\b(?! Htet Aung)|(?<!Ko )\bMin Htet Aung\b/u,
    },
  ];
  it.each(shapes.map((s) => [s.full, s]))(
    '%s',
    async (_name, shape) => expectNamed(shape),
    300_000,
  );
});

describe('the name colleagues use, typed with its honorific', () => {
  const shapes: Shape[] = [
    {
      input: {
        messageType: 'promotion',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Syed Imran Haider (Imran bhai to everyone)',
        currentRole: 'Shift Supervisor',
        newRole: 'Plant Manager',
        promotionDetails: 'kept the Karachi line running through the floods',
      },
      full: 'Syed Imran Haider',
      short: 'Imran bhai',
      never: /\bSyed\b(?! Imran Haider)|\bImran\b(?! (?:bhai|Haider))|to everyone/u,
    },
    {
      input: welcome('Venkatesh Iyer (Venky sir)', { role: 'Physics Teacher', team: 'Science' }),
      full: 'Venkatesh Iyer',
      short: 'Venky sir',
      never: /\bVenkatesh\b(?! Iyer)|\bVenky\b(?! sir)/u,
    },
    {
      input: {
        messageType: 'achievements',
        tone: 'excited_fun',
        length: 'short',
        newHireName: 'Rajesh Kumar Pillai [known as Raju anna]',
        role: 'Site Foreman',
        achievementDescription: 'finished the Kochi bridge deck a month early',
        achievementDetails: 'no lost-time injuries on the whole job',
      },
      full: 'Rajesh Kumar Pillai',
      short: 'Raju anna',
      never: /\bRajesh\b(?! Kumar Pillai)|known as|\bRaju\b(?! anna)/u,
    },
    {
      input: welcome('Sunita Devi Sharma ("Sunita didi")', {
        role: 'Head Nurse',
        tone: 'warm_professional',
        length: 'long',
      }),
      full: 'Sunita Devi Sharma',
      short: 'Sunita didi',
      never: /\bSunita\b(?! (?:didi|Devi Sharma))/u,
    },
    {
      input: {
        messageType: 'promotion',
        tone: 'confident_assertive',
        length: 'short',
        newHireName: 'Yuki Nakamura (Nakamura-san)',
        currentRole: 'QA Engineer',
        newRole: 'QA Lead',
        promotionDetails: 'wrote the release checklist the whole studio now uses',
      },
      full: 'Yuki Nakamura',
      short: 'Nakamura-san',
      never: /\bYuki\b(?! Nakamura)/u,
    },
    {
      input: {
        messageType: 'achievements',
        tone: 'inspiring_motivational',
        length: 'medium',
        newHireName: 'Emiko Mori-sensei',
        role: 'Lead Instructor',
        achievementDescription: 'all 40 of her students passed the JLPT N2',
        achievementDetails: 'a first for the Osaka school',
      },
      full: 'Emiko Mori-sensei',
      short: 'Mori-sensei',
      never: /\bEmiko\b(?! Mori-sensei)/u,
    },
    {
      input: welcome('karthik sir', { role: 'Maths Tutor', tone: 'casual_concise' }),
      full: 'Karthik sir',
      never: /\bKarthik\b(?! sir)|\bSir\b/u,
    },
    {
      input: welcome('Priyanka Nair (Priya chechi to the night shift)', {
        role: 'ICU Nurse',
        tone: 'creative_playful',
      }),
      full: 'Priyanka Nair',
      short: 'Priya chechi',
      never: /night shift|\bPriyanka\b(?! Nair)|\bPriya\b(?! chechi)/u,
    },
  ];
  it.each(shapes.map((s) => [s.full, s]))(
    '%s',
    async (_name, shape) => expectNamed(shape),
    300_000,
  );
});

describe('a name pasted from an HR export in capitals', () => {
  const shapes: Shape[] = [
    {
      input: welcome('MIGUEL A Torres', { role: 'Electrician', team: 'Maintenance' }),
      full: 'Miguel A. Torres',
      short: 'Miguel',
      never: /MIGUEL|Miguel A (?!\.)/u,
    },
    {
      input: {
        messageType: 'promotion',
        tone: 'excited_fun',
        length: 'medium',
        newHireName: 'OKAFOR, chinedu',
        currentRole: 'Claims Handler',
        newRole: 'Claims Team Lead',
        promotionDetails: 'cleared the Lagos backlog of 300 claims in six weeks',
      },
      full: 'Chinedu Okafor',
      short: 'Chinedu',
      never: /OKAFOR|Okafor, Chinedu|\bchinedu/u,
    },
    {
      input: {
        messageType: 'achievements',
        tone: 'warm_professional',
        length: 'long',
        newHireName: 'RAMIREZ, LUIS F',
        role: 'Bus Driver',
        achievementDescription: 'ten years without a single accident',
        achievementDetails: 'over 400,000 km on the airport route',
      },
      full: 'Luis F. Ramirez',
      short: 'Luis',
      never: /RAMIREZ|LUIS|Ramirez, Luis/u,
    },
    {
      input: welcome('PATEL, Anjali K', { role: 'Speech Therapist', tone: 'casual_concise' }),
      full: 'Anjali K. Patel',
      short: 'Anjali',
      never: /PATEL|Patel, Anjali|Anjali K(?!\.)/u,
    },
    {
      input: {
        messageType: 'promotion',
        tone: 'friendly_approachable',
        length: 'short',
        newHireName: 'DUBOIS, marie-claire',
        currentRole: 'Sommelier',
        newRole: 'Beverage Director',
        promotionDetails: 'rebuilt the wine list and doubled by-the-glass sales',
      },
      full: 'Marie-Claire Dubois',
      short: 'Marie-Claire',
      never: /DUBOIS|marie-claire/u,
    },
    {
      input: {
        messageType: 'achievements',
        tone: 'confident_assertive',
        length: 'medium',
        newHireName: 'KWAME O MENSAH',
        role: 'Agronomist',
        achievementDescription: 'raised cocoa yields on the pilot farms by 30%',
        achievementDetails: 'the trial now runs in 40 villages',
      },
      full: 'Kwame O. Mensah',
      short: 'Kwame',
      never: /MENSAH|KWAME|Kwame O(?!\.)/u,
    },
    {
      input: welcome('DE LA CRUZ, rosario', { role: 'Sous Chef', tone: 'creative_playful' }),
      full: 'Rosario de la Cruz',
      short: 'Rosario',
      never: /CRUZ|rosario|\bDE\b/u,
    },
  ];
  it.each(shapes.map((s) => [s.full, s]))(
    '%s',
    async (_name, shape) => expectNamed(shape),
    300_000,
  );
});

describe('a title before two given names and two family names', () => {
  const shapes: Shape[] = [
    {
      input: welcome('Ing. Wilber Ernesto Portillo Rivas', { role: 'Structural Engineer' }),
      full: 'Ing. Wilber Ernesto Portillo Rivas',
      short: 'Ing. Portillo',
      never:
        /(?<!Ing\. )Wilber Ernesto Portillo Rivas|\bIng\.?(?= (?:Wilber|Rivas)\b(?! Ernesto))/u,
    },
    {
      input: {
        messageType: 'promotion',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Lic. Ana Gabriela Solís Mejía',
        currentRole: 'Tax Adviser',
        newRole: 'Tax Manager',
        promotionDetails: 'led the move to electronic invoicing for 200 clients',
      },
      full: 'Lic. Ana Gabriela Solís Mejía',
      short: 'Lic. Solís',
      never: /(?<!Lic\. )Ana Gabriela Solís Mejía|Lic\. Mejía/u,
    },
    {
      input: {
        messageType: 'achievements',
        tone: 'inspiring_motivational',
        length: 'long',
        newHireName: 'Dra. María Fernanda Quispe Huamán',
        role: 'Paediatrician',
        achievementDescription: 'opened the first neonatal clinic in Puno',
        achievementDetails: 'it has cared for 1,200 newborns in its first year',
      },
      full: 'Dra. María Fernanda Quispe Huamán',
      short: 'Dra. Quispe',
      never: /(?<!Dra\. )María Fernanda Quispe Huamán|Dra\. Huamán/u,
    },
    {
      input: welcome('Arq. Luis Alberto Cáceres Prado', {
        role: 'Architect',
        tone: 'casual_concise',
        length: 'short',
      }),
      full: 'Arq. Luis Alberto Cáceres Prado',
      short: 'Arq. Cáceres',
      never: /(?<!Arq\. )Luis Alberto Cáceres Prado|Arq\. Prado/u,
    },
    {
      input: {
        messageType: 'promotion',
        tone: 'excited_fun',
        length: 'long',
        newHireName: 'Ing. Carlos Andrés Montoya Restrepo',
        currentRole: 'Process Engineer',
        newRole: 'Plant Director',
        promotionDetails: 'cut energy use at the Medellín plant by a fifth',
      },
      full: 'Ing. Carlos Andrés Montoya Restrepo',
      short: 'Ing. Montoya',
      never: /(?<!Ing\. )Carlos Andrés Montoya Restrepo|Ing\. Restrepo/u,
    },
    {
      input: welcome('Dr. Raúl Ernesto Díaz Ortega', { role: 'Anaesthetist', tone: 'excited_fun' }),
      full: 'Dr. Raúl Ernesto Díaz Ortega',
      short: 'Dr. Díaz',
      never: /(?<!Dr\. )Raúl Ernesto Díaz Ortega|Dr\. Ortega/u,
    },
  ];
  it.each(shapes.map((s) => [s.full, s]))(
    '%s',
    async (_name, shape) => expectNamed(shape),
    300_000,
  );
});
