import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';

/**
 * The chat post and the narrative keep the weightiest fact of the story when the facts are
 * shared out between the options (ADR 168): the credential earned or the first that earned a
 * promotion, the figure of its outcome, a newcomer's expertise. The lesser facts (a line of
 * reporting, pastimes) are the ones another option tells instead.
 */
const cases: { name: string; input: GenerationRequest; weightiest: RegExp[]; broken?: RegExp }[] = [
  {
    name: 'a short promotion earned by a certificate keeps it before a figure (gp04)',
    input: {
      messageType: 'promotion',
      tone: 'confident_assertive',
      length: 'short',
      newHireName: 'Elin Mattsson',
      currentRole: 'First Mate, s/v Linnea',
      newRole: 'Master, s/v Linnea',
      promotionDetails:
        "Passed her master's (unlimited sail) cert Oct 2026. 3 Atlantic crossings as mate, zero LTIs, brought 28 t of coffee from Colombia fossil-free last spring. Takes command for the Jan voyage to the Azores.",
      startDate: 'sails 8 Jan',
    },
    weightiest: [/master's \(unlimited sail\) cert/],
  },
  {
    name: 'a short promotion of two notes keeps the diploma that earned it (yp07)',
    input: {
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'short',
      newHireName: 'Rachel Camilleri',
      currentRole: 'Dental nurse',
      newRole: 'Lead Orthodontic Therapist',
      promotionDetails:
        'Finished her orthodontic therapy diploma (distinction) in London while working full time. Will run the aligner clinic on Tue/Thu.',
    },
    weightiest: [/orthodontic therapy diploma \(distinction\)/],
  },
  {
    name: 'a short promotion earned by a qualification keeps it (own shape)',
    input: {
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'short',
      newHireName: 'Tomasz Wieczorek',
      currentRole: 'Assistant Accountant',
      newRole: 'Financial Controller',
      promotionDetails:
        'Qualified as a chartered accountant (ACA) in June. Closed the Q3 books 4 days early. Will sign off the month-end pack from January.',
    },
    weightiest: [/chartered accountant \(ACA\)/],
  },
  {
    name: 'a short welcome of one note tells her craft in both prose options (zw04)',
    input: {
      messageType: 'welcome',
      tone: 'excited_fun',
      length: 'short',
      newHireName: 'Fatemeh Rezaei',
      role: 'dyer (natural dyes) – apprentice to Ostad Karimi',
      startDate: '',
      company: '',
      hobbies: '',
      funFact: '',
      expertise: 'madder + indigo + pomegranate peel dyeing',
    },
    weightiest: [/madder/i, /pomegranate peel dyeing/],
    broken: /is madder/,
  },
  {
    name: 'a long welcome keeps her expertise in the chat post (gw15)',
    input: {
      messageType: 'welcome',
      tone: 'confident_assertive',
      length: 'long',
      newHireName: 'Maria Cristina "Tintin" Dela Cruz',
      role: 'Head of Sourcing & Farmer Partnerships',
      startDate: 'Jan 11 2027',
      company:
        'Agronomist, Dept of Agriculture Region XI, 7 yrs (cacao rehab program, Calinan & Baguio District)',
      expertise:
        'post-harvest fermentation & drying, cut test, grading, farmer training for 300+ smallholders, knows everyone in Calinan',
      hobbies: 'ultramarathons, baking (ironic for chocolate lol)',
      funFact: "sabi niya she's tasted over 1,000 cacao fermentation samples. Kaya niya 'to.",
    },
    weightiest: [/fermentation and drying/],
  },
  {
    name: 'a long welcome keeps her tour-logistics expertise in the chat post (gw18)',
    input: {
      messageType: 'welcome',
      tone: 'confident_assertive',
      length: 'long',
      newHireName: 'Ndayishimiye, Claudine',
      role: 'Tour & logistics manager (Europe & Asia tours 2027)',
      startDate: 'asap, latest 10 dec',
      company:
        'Events coordinator at a hotel in Bujumbura, 5 yrs; before that visas desk at a travel agency',
      expertise:
        'visa files for 20+ performers, cargo for drums (ingoma are heavy!), budgets in BIF/EUR/USD, negotiating with festival promoters',
      hobbies: 'choir, gospel; she walks 10k every Sunday',
      funFact: 'she once got 18 drums through customs in Brussels in 40 min',
    },
    weightiest: [/visa files/i, /festival promoters/],
    // A mark the tone drops inside brackets goes, never a full stop there.
    broken: /heavy\.\)/,
  },
  {
    name: 'a long welcome keeps his expertise over his pastimes (own shape)',
    input: {
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'long',
      newHireName: 'Kwame Asante',
      role: 'Senior Cellar Master',
      startDate: 'Mon 4 Jan',
      company: 'Cellar hand then cellar master at a Stellenbosch estate, 9 yrs',
      expertise: 'barrel fermentation, blending, cork and closure trials, harvest crews of 40+',
      hobbies: 'trail running, jazz records, his sourdough starter',
      funFact: 'he has tasted every vintage of the estate since 1998',
    },
    weightiest: [/barrel fermentation/],
  },
  {
    name: 'a long promotion keeps its outcome before the reporting line (zp09)',
    input: {
      messageType: 'promotion',
      tone: 'inspiring_motivational',
      length: 'long',
      newHireName: 'Mohd. Irfan Ansari',
      currentRole: 'Master weaver (karigar), kadhua looms',
      newRole: 'Design & Loom Head – all 18 looms',
      promotionDetails:
        'Irfan bhai has been with us since 2008 — 3rd generation weaver, his abba Mohd. Yusuf ji wove on loom no. 1 before him.\n\n• brought back the kadhua technique on 6 looms (we had stopped in 2015, too slow) → those saris now sell for ₹48,000–₹1.2 lakh vs ₹18,000 for power-loom-assisted\n• GI tag paperwork for Banaras Brocades renewed with his samples\n• trained 5 young weavers incl. 2 girls — first women weavers in our workshop 🙏\n• design for the Delhi exhibition (Oct 2026) sold out first day\n\nHe will decide designs + loom allocation, check every sari before it leaves. Reports to me directly.\nPls write his name correct: Irfan ANSARI, not Ansaari',
      startDate: 'Dev Deepawali done, from 1 Dec',
      expertise:
        'kadhua & fekwa weaving, zari work, jacquard punching, natural silk from Bengaluru',
    },
    weightiest: [/kadhua technique/, /Delhi exhibition/],
  },
];

describe('the chat post and the narrative keep the weightiest fact (ADR 168)', () => {
  for (const { name, input, weightiest, broken } of cases)
    it(name, async () => {
      const prose = proseOf(await postedOverSeeds(input));
      for (const option of prose) {
        for (const fact of weightiest) expect(option, `${fact}`).toMatch(fact);
        if (broken) expect(option).not.toMatch(broken);
      }
    });
});
