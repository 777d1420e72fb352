import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * ADR 173: a greeting to everyone typed in the team's language opens the post or is left out,
 * never mid-post; a thanks or cheer to the person in another language closes the post as its
 * own sentence, whole, in its own words (never joined with "and", never after a title's colon,
 * never split); a term of address is never the name alone. Shapes of our own, none the
 * readers' inputs.
 */
interface Shape {
  name: string;
  input: GenerationRequest;
  /** The greeting or thanks as the user typed it, whole. */
  cheer?: string;
  /** Some option says the cheer (a thanks to the person is the user's own fact). */
  told?: boolean;
  /** A greeting to everyone: never past the post's first line. */
  opening?: string;
  /** What no option may say. */
  never?: readonly RegExp[];
}

const shapes: Shape[] = [
  {
    name: 'an Icelandic thanks with a tail of its own, closing promotion details',
    input: {
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Gunnar Einarsson',
      currentRole: 'Line cook',
      newRole: 'Sous Chef',
      promotionDetails:
        'Ran the pass on 40 Saturday services this year without a missed ticket. Takk fyrir, Gunnar, þú ert frábær',
    },
    cheer: 'Takk fyrir, Gunnar, þú ert frábær',
    told: true,
    never: [/Gunnar and þú/u, /Chef: takk/iu],
  },
  {
    name: 'a Xhosa thanks to an elder typed mid-notes, the term of address with the name',
    input: {
      messageType: 'achievements',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Sis Nomsa Dlamini',
      role: 'Kitchen Lead',
      achievementDescription: 'fed 1,200 learners a day through the school feeding scheme',
      achievementDetails:
        'Nomsa planned every menu on a budget of R9 a plate. Enkosi kakhulu Sis Nomsa, uyintsika yethu. The garden she started now gives 30% of the vegetables.',
    },
    cheer: 'Enkosi kakhulu Sis Nomsa',
    told: true,
    never: [/Nomsa and uyintsika/u, /\bSis\b(?! Nomsa)/u],
  },
  {
    name: 'a Niuean-shaped thanks after the promotion, short',
    input: {
      messageType: 'promotion',
      tone: 'casual_concise',
      length: 'short',
      newHireName: 'Mele Tuhipa',
      currentRole: 'Cashier',
      newRole: 'Store Supervisor',
      promotionDetails: 'Trained 5 new cashiers since June. Fakaue lahi Mele!',
    },
    cheer: 'akaue lahi Mele',
    never: [/Supervisor: fakaue/iu, /Supervisor: Fakaue/u],
  },
  {
    name: 'a vocative "ya" before the name, in a welcome-free promotion',
    input: {
      messageType: 'promotion',
      tone: 'excited_fun',
      length: 'medium',
      newHireName: 'Samir Haddad',
      currentRole: 'Warehouse picker',
      newRole: 'Shift Lead',
      promotionDetails: 'Cut picking errors by half on nights.\nMabruk ya Samir!',
    },
    cheer: 'Mabruk ya Samir',
    told: true,
    never: [/Lead: mabruk/iu],
  },
  {
    name: 'two cheers on one line in Portuguese, never broken into a bullet',
    input: {
      messageType: 'achievements',
      tone: 'excited_fun',
      length: 'medium',
      newHireName: 'Seu Jorge Almeida',
      role: 'Maintenance',
      achievementDescription: 'kept the cold room running through the February heatwave',
      achievementDetails:
        'Swapped both compressors in one night, no stock lost.\n\nBrigadão, Seu Jorge! Obrigado!',
    },
    cheer: 'Brigadão, Seu Jorge',
    told: true,
    // A statement's "Obrigado." may end a tone's marks; a "¡" it no longer closes may not.
    never: [/^• Obrigado/mu, /Jorge and Obrigado/u, /¡[^!¡]*\./u],
  },
  {
    name: 'a Filipino greeting to everyone opening achievement details',
    input: {
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'long',
      newHireName: 'Liza Ramos',
      role: 'Night Nurse',
      achievementDescription: 'zero patient falls on ward 4 for the whole year',
      achievementDetails:
        'Kamusta everyone! Some good news from ward 4.\n\nLiza rebuilt the night rounds so every high-risk patient is seen each hour. She also trained 6 new nurses on the bed alarms.',
    },
    opening: 'Kamusta',
    never: [/\. Kamusta everyone/u, /^• Kamusta/mu],
  },
  {
    name: 'an Arabic-shaped greeting to all in promotion details, casual',
    input: {
      messageType: 'promotion',
      tone: 'casual_concise',
      length: 'medium',
      newHireName: 'Layla Nasser',
      currentRole: 'Analyst',
      newRole: 'Team Lead',
      promotionDetails:
        'Salam all. Layla has run the month-end close for 2 years with no late filings.',
    },
    opening: 'Salam',
    never: [/Lead: salam/iu],
  },
  {
    name: 'a Māori greeting to the whānau, then the facts, in a welcome',
    input: {
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Aroha Ngata',
      role: 'Receptionist',
      startDate: 'Monday',
      funFact: 'Kia ora koutou. Aroha has sung in a kapa haka group for ten years.',
    },
    opening: 'Kia ora',
    never: [/Kia ora, koutou/u],
  },
];

/** The option after the cheer's words says no further sentence of its own. */
function closes(option: string, cheer: string): boolean {
  const after = option.slice(option.indexOf(cheer) + cheer.length);
  // A second cheer typed with it ("… Obrigado!") or the emoji may follow; nothing else.
  return !/[.!?]\s+(?![¡¿]?\p{Lu}\p{Ll}+[!.]?\s*$)[\p{L}¡¿]/u.test(after);
}

describe('greetings and thanks in another language in their place (ADR 173)', () => {
  for (const shape of shapes) {
    it(shape.name, async () => {
      const options = await postedOverSeeds(shape.input);
      for (const option of options) {
        for (const never of shape.never ?? []) expect(option).not.toMatch(never);
        if (shape.cheer && option.includes(shape.cheer))
          expect(closes(option, shape.cheer), option).toBe(true);
        if (shape.opening && option.includes(shape.opening))
          expect(option.indexOf(shape.opening), option).toBeLessThan(option.indexOf('\n') + 1 || 1);
      }
      if (shape.told) expect(options.some((o) => o.includes(shape.cheer!))).toBe(true);
    });
  }
});
