import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../testing.ts';

/**
 * Notes to the writer obeyed in more shapes (ADR 146): an age asked to be left out is told
 * nowhere, "nothing over the top" is calm, a length asked in words is the length written,
 * interjections typed to the writer and notes in another language are never posted. Each
 * input is our own, asserted on the production output of all three options and two seeds.
 */
const everyOption = (input: GenerationRequest) => postedOverSeeds(input);

const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;

describe('an age asked to be left out is told nowhere (ADR 146)', () => {
  it.each<[GenerationRequest, RegExp, RegExp]>([
    [
      {
        messageType: 'welcome',
        tone: 'excited_fun',
        length: 'medium',
        newHireName: 'Rosa Delgado',
        role: 'Front of House Lead',
        funFact: 'started as a waitress at 19 in Valencia',
        hobbies: 'salsa, dont mention her age pls',
      },
      /\b19\b|\bage\b/iu,
      /Valencia/u,
    ],
    [
      {
        messageType: 'promotion',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Kwame Mensah',
        currentRole: 'Apprentice Joiner',
        newRole: 'Site Foreman',
        promotionDetails:
          'Joined aged 17 straight from college. Now runs three crews. no need to mention his age',
      },
      /\b17\b|\baged?\b/iu,
      /three crews/u,
    ],
    [
      {
        messageType: 'achievements',
        tone: 'casual_concise',
        length: 'short',
        newHireName: 'Ingrid Solberg',
        role: 'Ski Instructor',
        achievementDescription: 'Instructor of the Season',
        achievementDetails: 'Has been teaching since she was 15. Taught 300 beginners this winter.',
        funFact: "leave her age out, she's touchy about it",
      },
      /\b15\b|since she was|touchy/iu,
      /300 beginners/u,
    ],
    [
      {
        messageType: 'welcome',
        tone: 'friendly_approachable',
        length: 'long',
        newHireName: 'Farid Haddad',
        role: 'Pharmacist',
        expertise: 'A 24-year-old graduate of the Beirut programme, specialises in oncology dosing',
        hobbies: 'backgammon; please don’t say how old he is',
      },
      /\b24\b|year-old|how old/iu,
      /oncology/u,
    ],
    [
      {
        messageType: 'welcome',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Beatriz Lima',
        role: 'Head Chef',
        funFact: 'Born 1979 in Porto, trained in Lyon',
        hobbies: 'surfing. no age please',
      },
      /1979|\bage\b/iu,
      /Lyon/u,
    ],
    [
      {
        messageType: 'achievements',
        tone: 'inspiring_motivational',
        length: 'medium',
        newHireName: 'Hans Keller',
        role: 'Bus Driver',
        achievementDescription: 'Million Mile Award',
        achievementDetails: 'Drove one million miles without a claim. Turns 60 in March.',
        funFact: 'Alter bitte nicht erwähnen',
      },
      /\b60\b|Alter|erwähnen/u,
      /million miles/iu,
    ],
  ])('%#', async (input, gone, kept) => {
    const options = await everyOption(input);
    for (const o of options) expect(o).not.toMatch(gone);
    expect(options.join('\n')).toMatch(kept);
  });

  it('an age stays when nobody asked', async () => {
    const options = await everyOption({
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Rosa Delgado',
      role: 'Front of House Lead',
      funFact: 'started as a waitress at 19 in Valencia',
      hobbies: 'salsa',
    });
    expect(options.join('\n')).toMatch(/at 19/u);
  });
});

describe('"nothing over the top" makes every option calm, whatever the tone (ADR 146)', () => {
  const base = {
    newHireName: 'Tomasz Nowak',
    role: 'Electrician',
    achievementDescription: 'Safety Champion 2026',
  };
  const inputs: GenerationRequest[] = [
    {
      ...base,
      messageType: 'achievements',
      tone: 'excited_fun',
      length: 'medium',
      achievementDetails:
        "Zero incidents across 4 sites all year. he's shy so nothing too over the top",
    },
    {
      messageType: 'welcome',
      tone: 'creative_playful',
      length: 'medium',
      newHireName: 'Aiko Tanaka',
      role: 'Veterinary Nurse',
      hobbies: 'origami, keep it low key',
    },
    {
      messageType: 'promotion',
      tone: 'excited_fun',
      length: 'short',
      newHireName: 'Lucía Romero',
      currentRole: 'Analyst',
      newRole: 'Team Lead',
      promotionDetails: 'Built the forecasting model. She hates fuss.',
    },
    {
      messageType: 'welcome',
      tone: 'excited_fun',
      length: 'long',
      newHireName: 'Oskar Lind',
      role: 'Carpenter',
      expertise: 'timber frames and staircases',
      funFact: 'built his own cabin; very private so nothing loud pls',
    },
    {
      messageType: 'achievements',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Priya Nair',
      role: 'Librarian',
      achievementDescription: 'Reading Champion',
      achievementDetails: 'Ran 40 reading circles for the county. not too cheesy, she is shy',
    },
    {
      messageType: 'promotion',
      tone: 'creative_playful',
      length: 'medium',
      newHireName: 'Mateo Silva',
      currentRole: 'Line Cook',
      newRole: 'Sous Chef',
      promotionDetails: 'Runs the pass on Saturdays. he would hate a big deal made of it',
    },
  ];
  it.each(inputs.map((input, n) => [n, input] as const))('%i', async (_n, input) => {
    for (const o of await everyOption(input)) {
      expect(o).not.toMatch(/!|\p{Extended_Pictographic}/u);
      expect(o).not.toMatch(
        /\b(?:huge|big (?:news|win|cheers)|cheers all round|alert|superstar|confetti|go,)/iu,
      );
      expect(o).not.toMatch(/shy|private|fuss|cheesy|over the top|loud|big deal|low key/iu);
    }
  });
});

describe('a length asked in words is the length written (ADR 146)', () => {
  const inputs: GenerationRequest[] = [
    {
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'long',
      newHireName: 'Amara Obi',
      currentRole: 'Paralegal',
      newRole: 'Associate',
      promotionDetails:
        'Qualified in June after 3 years of evening study. Ran the pro bono clinic on Thursdays. Mentors two trainees. Just a short thanks from the team is fine',
    },
    {
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Dmitri Volkov',
      role: 'Mechanic',
      team: 'Fleet',
      expertise: 'diesel engines, hydraulics and the old Volvo buses',
      hobbies: 'ice hockey and chess, keep it short pls',
    },
    {
      messageType: 'achievements',
      tone: 'inspiring_motivational',
      length: 'medium',
      newHireName: 'Grace Mwangi',
      role: 'Midwife',
      achievementDescription: 'Nursing Times Award',
      achievementDetails:
        'Set up the night clinic for new mothers and trained 12 students. 2-3 lines max',
    },
    {
      messageType: 'welcome',
      tone: 'casual_concise',
      length: 'long',
      newHireName: 'Camille Laurent',
      role: 'Sommelier',
      expertise: 'natural wines of the Loire and Jura, cellar management',
      funFact: 'court svp',
    },
    {
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'long',
      newHireName: 'Jonas Weber',
      role: 'Data Engineer',
      achievementDescription: 'Migration of the year',
      achievementDetails:
        'Moved 40 pipelines to the new platform with no downtime. bitte kurz halten',
    },
    {
      messageType: 'promotion',
      tone: 'confident_assertive',
      length: 'medium',
      newHireName: 'Sione Taufa',
      currentRole: 'Coach',
      newRole: 'Head Coach',
      promotionDetails: 'Took the under-18s to the national final. A line or two is plenty.',
    },
  ];
  it.each(inputs.map((input, n) => [n, input] as const))('%i', async (_n, input) => {
    const options = await everyOption(input);
    for (const o of options) {
      expect(words(o)).toBeLessThanOrEqual(55);
      expect(o).not.toMatch(/short|lines? max|kurz|court|line or two|plenty|is fine/iu);
    }
  });
});

describe('interjections typed to the writer are never posted (ADR 146)', () => {
  it.each<[GenerationRequest, RegExp]>([
    [
      {
        messageType: 'welcome',
        tone: 'casual_concise',
        length: 'short',
        newHireName: 'Kenji Sato',
        role: 'Barista',
        hobbies: 'OMG ok. he does latte art competitions lol',
        funFact: 'haha ok he once served a famous chef',
      },
      /latte art/u,
    ],
    [
      {
        messageType: 'achievements',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Olu Adeyemi',
        role: 'Site Engineer',
        achievementDescription: 'Safety Award',
        achievementDetails: 'ugh. Finished the bridge deck 3 weeks early. idk',
      },
      /bridge deck/u,
    ],
    [
      {
        messageType: 'promotion',
        tone: 'friendly_approachable',
        length: 'medium',
        newHireName: 'Marta Kowalska',
        currentRole: 'Teller',
        newRole: 'Branch Manager',
        promotionDetails: 'tbh - she has run the branch for a year. Cut queue times in half.',
      },
      /queue times/u,
    ],
    [
      {
        messageType: 'welcome',
        tone: 'excited_fun',
        length: 'medium',
        newHireName: 'Liam Byrne',
        role: 'Groundsman',
        expertise: 'lol ok so. Looked after the Croke Park pitch for 6 years',
        hobbies: 'hurling',
      },
      /Croke Park/u,
    ],
    [
      {
        messageType: 'welcome',
        tone: 'warm_professional',
        length: 'short',
        newHireName: 'Nadia Rahman',
        role: 'Pharmacist',
        funFact: 'speaks five languages\nhaha\nyeah idk',
      },
      /five languages/u,
    ],
    [
      {
        messageType: 'achievements',
        tone: 'casual_concise',
        length: 'short',
        newHireName: 'Pedro Alves',
        role: 'Baker',
        achievementDescription: 'Best Loaf 2026',
        achievementDetails: 'omg omg. Won best sourdough in the region',
      },
      /sourdough/u,
    ],
  ])('%#', async (input, kept) => {
    const options = await everyOption(input);
    for (const o of options) expect(o).not.toMatch(/\b(?:omg|ok|lol|haha|ugh|idk|tbh|yeah)\b/iu);
    expect(options.join('\n')).toMatch(kept);
  });

  it('"Meh" that starts a name stays', async () => {
    const options = await everyOption({
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'short',
      newHireName: 'Ana Costa',
      role: 'Guide',
      funFact: 'grew up on Ok Island',
    });
    expect(options.join('\n')).toMatch(/Ok Island/u);
  });
});

describe('notes to the writer in another language are never posted (ADR 146)', () => {
  it.each<[GenerationRequest, RegExp, RegExp]>([
    [
      {
        messageType: 'welcome',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Claire Dubois',
        role: 'Designer',
        hobbies: 'photographie, randonnée. pas de photos svp',
      },
      /svp|pas de/iu,
      /Claire/u,
    ],
    [
      {
        messageType: 'achievements',
        tone: 'excited_fun',
        length: 'medium',
        newHireName: 'Lukas Brandt',
        role: 'Brewer',
        achievementDescription: 'Gold at the Craft Beer Awards',
        achievementDetails: 'Won gold for the dark lager. keine Fotos bitte',
      },
      /bitte|keine/iu,
      /dark lager/u,
    ],
    [
      {
        messageType: 'promotion',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Sofía Herrera',
        currentRole: 'Nurse',
        newRole: 'Ward Sister',
        promotionDetails:
          'Led the ward through the winter surge; sin nombres de pacientes por favor',
      },
      /por favor|nombres|pacientes/iu,
      /winter surge/u,
    ],
    [
      {
        messageType: 'welcome',
        tone: 'friendly_approachable',
        length: 'medium',
        newHireName: 'Giulia Conti',
        role: 'Architect',
        expertise: 'timber schools and libraries',
        funFact: 'niente foto per favore',
      },
      /per favore|niente/iu,
      /timber/u,
    ],
    [
      {
        messageType: 'welcome',
        tone: 'casual_concise',
        length: 'medium',
        newHireName: 'Daan de Vries',
        role: 'Cyclist Courier',
        hobbies: 'speed skating. geen foto’s graag',
      },
      /graag|geen/iu,
      /skating/u,
    ],
    [
      {
        messageType: 'achievements',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Ana Souza',
        role: 'Teacher',
        achievementDescription: 'Teacher of the Year',
        achievementDetails: 'Started the after-school robotics club. sem fotos por favor',
      },
      /por favor|fotos/iu,
      /robotics/u,
    ],
  ])('%#', async (input, gone, kept) => {
    const options = await everyOption(input);
    for (const o of options) expect(o).not.toMatch(gone);
    expect(options.join('\n')).toMatch(kept);
  });
});

describe('a thing asked to be left unnamed is named in no option (ADR 146)', () => {
  it.each<[GenerationRequest, RegExp, RegExp]>([
    [
      {
        messageType: 'achievements',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Lena Fischer',
        role: 'Social Worker',
        achievementDescription: 'Community Award',
        achievementDetails:
          'Supported the Okafor family through rehousing. no names of beneficiaries',
      },
      /Okafor|beneficiar/iu,
      /rehousing/u,
    ],
    [
      {
        messageType: 'welcome',
        tone: 'friendly_approachable',
        length: 'medium',
        newHireName: 'Siobhan Kelly',
        role: 'Theatre Nurse',
        expertise: "Nursed at St Brigid's Hospital for 9 years. leave out the hospital's name",
      },
      /Brigid|hospital's name|leave out/iu,
      /9 years/u,
    ],
    [
      {
        messageType: 'promotion',
        tone: 'confident_assertive',
        length: 'medium',
        newHireName: 'Rahul Mehta',
        currentRole: 'Account Manager',
        newRole: 'Sales Director',
        promotionDetails: "Won the Harbour Freight account in March. don't name the client",
      },
      /Harbour Freight|name the client/iu,
      /March/u,
    ],
    [
      {
        messageType: 'achievements',
        tone: 'excited_fun',
        length: 'medium',
        newHireName: 'Chloé Martin',
        role: 'Paediatric Physio',
        achievementDescription: 'Patient Choice Award',
        achievementDetails:
          'Got her young patient Mateo Ruiz walking again after 8 months. pls no patient names',
      },
      /Mateo|Ruiz|patient names/iu,
      /8 months/u,
    ],
    [
      {
        messageType: 'welcome',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Yusuf Demir',
        role: 'Caseworker',
        expertise: 'Led resettlement for 30 families with the client Bridgeway Trust',
        hobbies: 'football. dont name the client pls',
      },
      /Bridgeway|name the client/iu,
      /30 families/u,
    ],
    [
      {
        messageType: 'achievements',
        tone: 'casual_concise',
        length: 'short',
        newHireName: 'Mia Jensen',
        role: 'Teacher',
        achievementDescription: 'Outstanding Teacher',
        achievementDetails:
          'Raised reading scores by 20% at Northfield Primary School. please keep the school name out',
      },
      /Northfield|name out/iu,
      /20%/u,
    ],
    [
      // the thing is named nowhere in the input: the request is simply not posted
      {
        messageType: 'welcome',
        tone: 'casual_concise',
        length: 'medium',
        newHireName: 'Tariq Aziz',
        role: 'Locksmith',
        hobbies: "climbing; don't name the client",
      },
      /client|name/iu,
      /climbing/u,
    ],
  ])('%#', async (input, gone, kept) => {
    const options = await everyOption(input);
    for (const o of options) expect(o).not.toMatch(gone);
    expect(options.join('\n')).toMatch(kept);
  });
});

describe('a request and the reason or doubt typed with it are never posted (ADR 146, amended)', () => {
  const achievement = (achievementDetails: string): GenerationRequest => ({
    messageType: 'achievements',
    tone: 'warm_professional',
    length: 'medium',
    newHireName: 'Kateřina Nováková',
    role: 'Family Liaison Officer',
    achievementDescription: 'Opened the quiet room for families',
    achievementDetails,
  });
  const promotion = (promotionDetails: string): GenerationRequest => ({
    messageType: 'promotion',
    tone: 'friendly_approachable',
    length: 'long',
    newHireName: 'Martina Pescosta',
    currentRole: 'Cook',
    newRole: 'Hut Manager',
    promotionDetails,
  });
  it.each<[GenerationRequest, RegExp, RegExp]>([
    [
      achievement(
        'Raised the funds for the quiet room. 58 families have used it.\n\nShe is modest and a little uncomfortable with praise, so keep it gentle.',
      ),
      /modest|praise|gentle/iu,
      /58 families/u,
    ],
    [
      achievement(
        'Raised the funds for the quiet room. He is very shy and hates attention, so tone it down pls.',
      ),
      /shy|attention|tone it/iu,
      /quiet room/u,
    ],
    [
      promotion(
        'Ran the kitchen for 3 seasons.\n\nNot sure yet if the official handover is 1 June or 15 June — leave the date out pls.',
      ),
      /not sure|June|leave the/iu,
      /kitchen for 3 seasons/u,
    ],
    [
      promotion(
        'Ran the kitchen for 3 seasons. not sure whether the board signs it off in May, leave the month out please',
      ),
      /not sure|May\b|leave the/iu,
      /kitchen for 3 seasons/u,
    ],
    [
      promotion('Ran the bookings and the supply drops. Leave the numbers out please.'),
      /leave the/iu,
      /supply drops/u,
    ],
    [
      achievement(
        'Raised the funds for the quiet room. The Dvořák family wrote us a card.\n\nNo family names.',
      ),
      /Dvořák|family names/iu,
      /a family wrote us a card/iu,
    ],
    [
      achievement(
        'Raised the funds for the quiet room. This needs to read as a serious win, not just a nice thank-you.',
      ),
      /needs to read|nice thank-you/iu,
      /quiet room/u,
    ],
    [
      promotion('Ran the kitchen for 3 seasons. The post should sound proud but not corporate.'),
      /should sound|corporate/iu,
      /kitchen/u,
    ],
    [
      achievement('Raised the funds for the quiet room. No patient names pls.'),
      /patient names/iu,
      /quiet room/u,
    ],
  ])('%#', async (input, never, kept) => {
    const options = await everyOption(input);
    for (const option of options) expect(option).not.toMatch(never);
    expect(options.join('\n')).toMatch(kept);
  });
});
