import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf, welcomeRequest } from '../../testing.ts';

/**
 * ADR 167: languages typed in the expertise field are read by their company. A language the
 * lists do not know, or whose name is an English word too ("Ewe"), typed beside a language of
 * its region is spoken; how much, typed in brackets after it ("Arabic (bit)"), is said before
 * it; a dash after the list ends it ("… English - sports segment"); a language's name before a
 * noun names a kind of thing. The first inputs are the twenty-second set's readers' (gw12,
 * gw06, zp05, zw13, zp20, zw18, gw14); the rest are our own. Every option of two seeds is read.
 */
interface Case {
  name: string;
  input: GenerationRequest;
  /** Said somewhere in the options. */
  somewhere: RegExp[];
  /** Said in every prose option. */
  prose?: RegExp[];
  /** Never in any option. */
  never: RegExp[];
}

const field = (expertise: string, more: Partial<GenerationRequest> = {}): GenerationRequest =>
  welcomeRequest({
    newHireName: 'Kossi Agbeko',
    role: 'Field Officer',
    length: 'long',
    expertise,
    ...more,
  });

const CASES: Case[] = [
  {
    name: 'gw12: two languages no list knows typed first, then the segments after a dash',
    input: {
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Kossi Agbéko',
      role: 'Animateur / morning show co-host (6h-9h)',
      startDate: 'lundi 30 nov',
      company: 'Radio scolaire at Université de Lomé',
      expertise: 'Ewe, Mina, French, English - sports and agri market prices segment',
      hobbies: 'football, DJ at weddings on weekends',
      funFact: "il connaît tous les prix du maïs au marché d'Adawlato par cœur lol",
    },
    somewhere: [/Ewe, Mina, French and English/, /sports and agri market prices/],
    never: [/\bewe\b/, /English - sports/, /(?:expertise|specialises)[^.\n]*\bEwe\b/],
  },
  {
    name: 'gw06: how much, typed in brackets after a language',
    input: {
      messageType: 'welcome',
      tone: 'excited_fun',
      length: 'long',
      newHireName: 'Dr. Anjali Menon (BAMS, MD Ayu)',
      role: 'Senior Physician - Panchakarma',
      startDate: 'Dec 1st (Tue)',
      company: 'Kottakkal, 6 yrs + 2 yrs in a wellness clinic in Muscat',
      expertise:
        'panchakarma, marma therapy, pizhichil, treating chronic back pain & arthritis. speaks Malayalam, Hindi, English, Arabic (bit)',
    },
    somewhere: [/Malayalam, Hindi, English and a bit of Arabic/],
    never: [/Arabic \(bit\)/, /\(bit\)/],
  },
  {
    name: 'zp05: a language no list knows after "speaks", and a measure',
    input: {
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: "Lamin 'Bird Man' Jallow",
      currentRole: 'bird guide',
      newRole: 'Head Guide',
      startDate: 'from 1 Dec',
      expertise:
        'West African birds, Abuko + Kartong + river trips, speaks Mandinka, Wolof, English, bit of Dutch',
    },
    somewhere: [/Mandinka, Wolof, English and a bit of Dutch/],
    never: [/Speaks Mandinka\s*\n/, /(?<!a )\bbit of Dutch/],
  },
  {
    name: 'zw13: a language no list knows between two it does',
    input: {
      messageType: 'welcome',
      tone: 'inspiring_motivational',
      length: 'short',
      newHireName: 'Aminata Sesay',
      role: 'Hub Operator (cold room + ice)',
      startDate: 'Dec 1',
      expertise: 'Krio, Temne, English',
    },
    somewhere: [/Krio, Temne and English/],
    never: [/Expertise: Temne/, /specialises in Temne/i],
  },
  {
    name: 'zp20: a language name before a noun is a kind of thing',
    input: {
      messageType: 'promotion',
      tone: 'casual_concise',
      length: 'long',
      newHireName: 'Åse Kristiansen',
      currentRole: 'salting & sorting (vraker trainee)',
      newRole: 'Head Sorter (vraker)',
      startDate: '1 Dec 2026',
      expertise: 'Italian + Nigerian market grades, Lofotfisk quality rules',
    },
    somewhere: [/Italian and Nigerian market grades/],
    never: [/speaks Italian/i, /Languages:/],
  },
  {
    name: 'zw18: a language taught, written as its speakers write it',
    input: {
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'short',
      newHireName: 'Mere Tangaroa-Williams',
      role: 'Education & outreach coordinator',
      startDate: '7 Dec 2026',
      company: 'Tereora College (taught Maori lang. 6 yrs)',
      funFact: 'sailed the vaka Marumaru Atua to Tahiti in 2023',
    },
    somewhere: [/Māori language/],
    never: [/\bMaori\b/, /\blang\./],
  },
  {
    name: 'gw14: language codes in capitals',
    input: {
      messageType: 'welcome',
      tone: 'excited_fun',
      length: 'short',
      newHireName: 'Beatriz Sá',
      role: 'Tour guide & tasting host',
      startDate: 'terça, 1 Dec',
      expertise: 'EN, FR, DE, PT',
    },
    somewhere: [/English, French, German and Portuguese/],
    never: [/\b(?:EN|FR|DE|PT|en|de)\b/],
  },
  {
    // Our own: a language no list knows typed first, beside a language of its region.
    name: 'a language no list knows, in lower case between two it knows',
    input: field('krio, temne, english'),
    somewhere: [/Krio, Temne and English/],
    prose: [/speaks Krio, Temne and English/],
    never: [/\btemne\b/, /Expertise: Temne/i],
  },
  {
    name: 'a language no list knows typed first, beside a language of its region',
    input: field('Temne, Krio, English'),
    somewhere: [/Temne, Krio and English/],
    prose: [/speaks Temne, Krio and English/],
    never: [/\btemne\b/, /Expertise: Temne/i, /specialises in Temne/i],
  },
  {
    name: 'a language named like an English word, in a list of languages, lower case',
    input: field('afar, amharic, english'),
    somewhere: [/Afar, Amharic and English/],
    prose: [/speaks Afar, Amharic and English/],
    never: [/\bafar\b/, /Expertise: Afar/i],
  },
  {
    name: 'languages no list knows first, and skills after a dash',
    input: field('Mandinka, Wolof, French - radio ads and voiceovers'),
    // One prose option may leave the languages to the others (ADR 079).
    somewhere: [/speaks Mandinka, Wolof and French/, /radio ads and voiceovers/],
    never: [/French - radio/, /\bmandinka\b/, /Expertise: Mandinka/],
  },
  {
    name: 'how much after the last language, in brackets, among skills',
    input: field('tractor repair, speaks Swahili, English, French (little)'),
    somewhere: [/Swahili, English and a little French/],
    prose: [/speaks Swahili, English and a little French/],
    never: [/French \(little\)/, /is French/, /speaks Swahili\./],
  },
  {
    name: 'how well, typed after a dash, said of every language',
    input: field('Wolof, French, English - fluent'),
    somewhere: [/fluent in Wolof, French and English/],
    never: [/French - fluent/, /is French/, /Fluent in Wolof\s*$/m, /fluent in Wolof\b(?!,)/],
  },
  {
    name: 'a level after a dash kept beside the languages, in brackets',
    input: field('Wolof, French - native'),
    somewhere: [/speaks Wolof and French \(native\)/, /Languages: Wolof and French \(native\)/],
    never: [/French - native/, /is a French/, /is French/],
  },
  {
    name: '"both" dropped from a level said of the whole list',
    input: field('Spanish, English - both conversational'),
    somewhere: [/speaks Spanish and English \(conversational\)/],
    never: [/both conversational/, /English - /, /Expertise: .*speaks/],
  },
  {
    name: '"fluent in" two languages among skills is one state',
    input: field('sales, fluent in Spanish and English'),
    somewhere: [/is fluent in Spanish and English/],
    never: [/fluent in Spanish(?! and)/, /Languages: English/],
  },
  {
    name: 'a kind of thing named by a language, and two tools, beside regional languages',
    input: field('French pastry, Shopify, Canva, Tagalog, English'),
    somewhere: [/speaks Tagalog and English/, /French pastry/],
    never: [/speaks [^.]*(?:French|Shopify|Canva)/, /Languages:[^\n]*(?:French|Shopify|Canva)/],
  },
];

describe('languages read by their company (ADR 167)', () => {
  it.each(CASES)('$name', async ({ input, somewhere, prose, never }) => {
    const options = await postedOverSeeds(input);
    const all = options.join('\n\n');
    for (const text of options) for (const pattern of never) expect(text).not.toMatch(pattern);
    for (const text of proseOf(options))
      for (const pattern of prose ?? []) expect(text).toMatch(pattern);
    for (const pattern of somewhere) expect(all).toMatch(pattern);
  });
});
