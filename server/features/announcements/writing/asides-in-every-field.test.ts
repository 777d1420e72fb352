import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOptionsOf, postedOverSeeds, proseOf } from '../testing.ts';

/**
 * Notes to the writer typed in any field, or after a fact with a dash, are obeyed and never
 * posted (ADR 151): pronouns asked for ("Pronouns they/them — pls get that right"), a
 * permission or clearance ("ok to use, cleared with them", "photo approved by legal", "X said
 * we can use her name"), and a request to name a group but not its members. The facts around
 * each note stay. Each input is asserted on all three options of two seeds.
 */
const everyOption = (input: GenerationRequest) => postedOverSeeds(input);

describe('pronouns asked for in a note field are obeyed, the request never posted (ADR 151)', () => {
  it.each<[GenerationRequest, RegExp]>([
    [
      {
        messageType: 'welcome',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Sam Okoro',
        role: 'BSL Interpreter',
        expertise:
          'medical, legal, mental health settings; deafblind tactile interpreting. Pronouns they/them — pls get that right',
      },
      /deafblind tactile interpreting/u,
    ],
    [
      {
        messageType: 'welcome',
        tone: 'friendly_approachable',
        length: 'short',
        newHireName: 'Jordan Reyes',
        role: 'Data Engineer',
        expertise: 'Python, dbt and Airflow; pronouns: they/them please',
      },
      /Airflow/u,
    ],
    [
      {
        messageType: 'welcome',
        tone: 'casual_concise',
        length: 'medium',
        newHireName: 'Kai Müller',
        role: 'Sous Chef',
        hobbies:
          'bouldering and fermenting hot sauce 🌶️. uses they/them - important to get that right!',
      },
      /hot sauce/u,
    ],
    [
      {
        messageType: 'achievements',
        tone: 'excited_fun',
        length: 'long',
        newHireName: 'Noa Peretz',
        role: 'Support Lead',
        achievementDescription: 'Customer Hero of the Quarter',
        achievementDetails:
          'Answered 1,200 tickets with a 98% satisfaction score. She rebuilt the help centre with her team. Pronouns are they/them, please make sure you get it right.',
      },
      /1,200 tickets/u,
    ],
    [
      {
        messageType: 'welcome',
        tone: 'warm_professional',
        length: 'long',
        newHireName: 'Ren Ito',
        role: 'UX Researcher',
        funFact: 'ran a ramen stall in Osaka; goes by they/them, pls get that right',
      },
      /ramen stall/u,
    ],
  ])('%#', async (input, kept) => {
    const options = await everyOption(input);
    for (const o of options) {
      expect(o).not.toMatch(/pronoun|get (?:that|it) right|important to/iu);
      expect(o).not.toMatch(/\b(?:she|her|hers|he|him|his)\b/iu);
    }
    // A short chat post may leave a note to the others; the scannable post keeps it.
    for (const scannable of [options[2]!, options[5]!]) expect(scannable).toMatch(kept);
  });

  it.each<[string, RegExp]>([
    [
      'medical, legal, mental health settings; deafblind tactile interpreting. Pronouns they/them — pls get that right',
      /medical, legal and mental health settings/u,
    ],
    [
      'paediatric, adult, geriatric wards; wound care. pronouns she/her pls',
      /paediatric, adult and geriatric wards/u,
    ],
  ])('keeps every skill of a list that shares its head noun: %s', async (expertise, told) => {
    const options = await everyOption({
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Sam Okoro',
      role: 'BSL Interpreter',
      expertise,
    });
    for (const o of proseOf(options)) expect(o).toMatch(told);
    for (const o of options) expect(o).not.toMatch(/pronoun|get that right/iu);
  });
});

describe('a permission or clearance note is never posted, the fact it clears is (ADR 151)', () => {
  it.each<[GenerationRequest, RegExp, RegExp]>([
    [
      {
        messageType: 'achievements',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Priya Nair',
        role: 'Wind Tunnel Engineer',
        achievementDescription: 'Closed the wing validation campaign',
        achievementDetails:
          'Ran 140 tunnel hours and cut drag 4%. Client quote (their chief aerodynamicist): "This is the benchmark for how validation should be run." — ok to use, cleared with them, but don\'t name the aircraft or client company.',
      },
      /ok to use|cleared with|don'?t name|aircraft/iu,
      /benchmark for how validation should be run/u,
    ],
    [
      {
        messageType: 'achievements',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Tom Reyes',
        role: 'Vet Nurse',
        achievementDescription: 'Saved Biscuit the beagle',
        achievementDetails:
          "Stayed three nights with Biscuit after surgery. Biscuit's owner (Mrs. Alvarez) said we can use her name & the photo. photo approved by legal",
      },
      /said we can|approved by legal|\bphoto\b/iu,
      /three nights with Biscuit/u,
    ],
    [
      {
        messageType: 'welcome',
        tone: 'friendly_approachable',
        length: 'medium',
        newHireName: 'Grace Mbeki',
        role: 'Community Nurse',
        funFact: "Delivered a baby in a taxi on the M6! she's ok with us sharing this",
      },
      /ok with us|sharing this/iu,
      /taxi on the M6/u,
    ],
    [
      {
        messageType: 'achievements',
        tone: 'inspiring_motivational',
        length: 'long',
        newHireName: 'Diego Alvarado',
        role: 'Head Teacher',
        achievementDescription: 'Outstanding Ofsted rating',
        achievementDetails:
          'Led the school from Requires Improvement to Outstanding in two years. Parent quote: "He changed what our kids believe about themselves." Approved for use by the parent. Quote checked with comms.',
      },
      /approved for use|checked with comms/iu,
      /changed what our kids believe/u,
    ],
    [
      {
        messageType: 'achievements',
        tone: 'casual_concise',
        length: 'short',
        newHireName: 'Mei Lin',
        role: 'Field Engineer',
        achievementDescription: 'Restored power to 3,000 homes',
        achievementDetails:
          'Restored power to 3,000 homes after the storm in 14 hours - family gave permission to share the photo, consent form signed',
      },
      /permission|consent/iu,
      /14 hours/u,
    ],
    [
      {
        messageType: 'welcome',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Oluwaseun Adeyemi',
        role: 'Head of Partnerships',
        expertise:
          'brokered the Lagos–Nairobi rail partnership (fine to mention, cleared by marketing)',
      },
      /fine to mention|cleared by/iu,
      /rail partnership/u,
    ],
    [
      {
        messageType: 'achievements',
        tone: 'excited_fun',
        length: 'medium',
        newHireName: 'Ana Costa',
        role: 'Customer Success Manager',
        achievementDescription: 'Renewed our largest account',
        achievementDetails:
          'Renewed the account for three more years. Client quote: "Ana is the reason we stayed." The client says we can use it. OK to share publicly.',
      },
      /says we can|ok to share/iu,
      /the reason we stayed/u,
    ],
  ])('%#', async (input, gone, kept) => {
    const options = await everyOption(input);
    for (const o of options) expect(o).not.toMatch(gone);
    expect(options.join('\n')).toMatch(kept);
  });
});

describe('a request to name a group but not its members is never posted (ADR 151)', () => {
  it.each<[GenerationRequest, RegExp, RegExp]>([
    [
      {
        messageType: 'achievements',
        tone: 'excited_fun',
        length: 'long',
        newHireName: 'Lucía Rojas',
        role: 'Sourcing Lead',
        achievementDescription: 'Fair-trade certification for the Boquete farms',
        achievementDetails:
          "Got the Boquete farms certified fair-trade after two years of audits. Raised picker pay by 18%. Pls name the picking families' community (Ngäbe) but not individual pickers.",
      },
      /\bname the\b|individual pickers/iu,
      /picker pay by 18%/u,
    ],
    [
      {
        messageType: 'achievements',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Ikaika Kahale',
        role: 'Outreach Coordinator',
        achievementDescription: 'Reef clean-up record',
        achievementDetails:
          'Organised 40 volunteers from the Waiʻanae school to clear 2 tonnes of net. please name the school but not the kids',
      },
      /name the school|not the kids/iu,
      /2 tonnes/u,
    ],
    [
      {
        messageType: 'achievements',
        tone: 'friendly_approachable',
        length: 'medium',
        newHireName: 'Fatima Zahra',
        role: 'Social Worker',
        achievementDescription: 'Housing First pilot',
        achievementDetails:
          'Housed 22 families in the Riverside estate in six months – pls name the residents association, not individual families',
      },
      /pls name|individual/iu,
      /22 families/u,
    ],
  ])('%#', async (input, gone, kept) => {
    const options = await everyOption(input);
    for (const o of options) expect(o).not.toMatch(gone);
    expect(options.join('\n')).toMatch(kept);
  });
});

describe('a decision by a board or a regulator is news, never a clearance note', () => {
  it.each([
    'signed off by board on Friday',
    'cleared by the FDA in March',
    'checked by 3 external auditors, no findings',
  ])('"%s" is told', async (line) => {
    const input = {
      messageType: 'promotion' as const,
      tone: 'confident_assertive' as const,
      length: 'medium' as const,
      newHireName: 'Uwase Ingabire',
      currentRole: 'Production Supervisor',
      newRole: 'Farm Manager',
      promotionDetails: `- output 2t → 6.5t dried larvae/month\n- runs 11 people\n- ${line}`,
    };
    const word = line.split(' ')[0]!;
    for (const seed of [1, 2]) {
      const options = await postedOptionsOf(input, { seed });
      expect(options.join('\n'), `seed ${seed}`).toMatch(new RegExp(`\\b${word}\\b`, 'i'));
    }
  });
});

describe('where the post goes and how long it may be, said to the writer', () => {
  // "Medyo long ok lang, we'll also print it for the lobby." was posted (the twentieth set).
  it.each([
    "medyo long ok lang, we'll also print it for the lobby",
    "length is fine, we'll pin it in #general",
    'we will also share it on LinkedIn',
    "it's a bit long is ok",
  ])('%s is never posted', async (note) => {
    const input = {
      messageType: 'achievements' as const,
      tone: 'friendly_approachable' as const,
      length: 'long' as const,
      newHireName: 'Rey Dimaculangan',
      role: 'Senior Instructor',
      achievementDescription: 'MARINA audit: 100% pass on all 14 STCW courses',
      achievementDetails: `Built 40 new simulator scenarios.\n${note}`,
    };
    for (const seed of [1, 2])
      for (const option of await postedOptionsOf(input, { seed })) {
        expect(option, `seed ${seed}`).not.toMatch(
          /\b(?:print|pin|share) it\b|\blong (?:is )?ok\b|length is fine/i,
        );
        expect(option, `seed ${seed}`).toMatch(/100% pass/);
      }
  });
});

describe('how the name is written, asked of the writer, is never posted', () => {
  it.each<[string, RegExp]>([
    [
      'STCW, MCA OOW 3000gt, knows half the captains in the Med. we say Inès with the accent, pls',
      /STCW/u,
    ],
    ['payroll and audits; accent on the e please', /payroll and audits/u],
    ['welding, rigging. Please spell Zoë with the umlaut', /rigging/u],
  ])('%s', async (expertise, kept) => {
    const options = await everyOption({
      messageType: 'welcome',
      tone: 'casual_concise',
      length: 'long',
      newHireName: 'Inès Vasconcelos',
      role: 'Crew Placement Consultant',
      expertise,
    });
    for (const option of options) expect(option).not.toMatch(/accent|umlaut|spell /iu);
    expect(options.join('\n')).toMatch(kept);
  });
});

describe('the name to go by, asked of the writer, is taken and never posted', () => {
  it.each([
    'He runs the loco shed now. Everybody calls him Jumbo so pls use that.',
    'He runs the loco shed now. everyone calls him Jumbo, so please stick to that',
  ])('%s', async (promotionDetails) => {
    const options = await everyOption({
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Delroy Liburd',
      currentRole: 'Locomotive Driver',
      newRole: 'Chief Locomotive Engineer',
      promotionDetails,
    });
    for (const option of options) {
      expect(option).not.toMatch(/calls him|use that|stick to that/iu);
      expect(option).toMatch(/Jumbo/u);
    }
    expect(options.join('\n')).toMatch(/loco shed/u);
  });
});
