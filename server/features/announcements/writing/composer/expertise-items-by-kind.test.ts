import { describe, expect, it } from 'vitest';
import { postedOverSeeds, proseOf, welcomeRequest } from '../../testing.ts';

/**
 * ADR 161: an expertise item is read by its kind before it is placed. Language codes after
 * "speaks" are languages, spelled out; a CEFR level is how well a language is spoken; a name
 * typed between two known languages is a language too; a language's name before another
 * people's adjective names a kind of thing, never a language spoken; a certificate by its own
 * name, a class in brackets or a "cert" is held; "too" after a list's last item ends no skill.
 * These inputs are our own; every assertion reads all three options of two seeds.
 */
interface Case {
  expertise: string;
  /** Said in every option (prose and scannable). */
  everywhere?: RegExp[];
  /** Said in every prose option. */
  prose?: RegExp[];
  /** Said somewhere in the options. */
  somewhere?: RegExp[];
  /** Never in any option. */
  never: RegExp[];
}

/** "Twi and Ga and English": a typed "+" or "&" said as "and … and". */
const AND_AND = /\b\p{L}+ and \p{L}+ and \p{L}+/u;
/** A skills frame with the word inside its object. */
const inSkills = (word: string) =>
  new RegExp(
    String.raw`(?:specialises in|expertise in|expertise covers|Expertise:)(?:(?!\b(?:speaks|holds|is|known)\b)[^.\n])*\b${word}\b`,
    'i',
  );

const CASES: Case[] = [
  {
    // Codes after "speaks", with how well, joined by "+".
    expertise: 'glaze chemistry, kiln firing; speaks NL, DE + basic ES',
    prose: [/speaks Dutch, German and basic Spanish/],
    somewhere: [/Languages: Dutch, German and basic Spanish/],
    never: [/\b(?:NL|DE|ES)\b/, AND_AND],
  },
  {
    // Codes in a comma list after "speaks": one clause, never "speaks Italian" apart.
    expertise: 'marine claims, speaks IT, ES & EN',
    prose: [/speaks Italian, Spanish and English/],
    never: [/\b(?:IT|ES|EN)\b/, /speaks Italian\./, AND_AND],
  },
  {
    // A language the lists do not know, typed between two they do.
    expertise: 'Krio, Mende, English',
    prose: [/speaks Krio, Mende and English/],
    somewhere: [/Languages: Krio, Mende and English/],
    never: [inSkills('Mende'), /specialises in Mende/],
  },
  {
    // …but a product typed before two languages stays a skill.
    expertise: 'Jira, Portuguese, English',
    prose: [/speaks Portuguese and English/],
    never: [/speaks [^.]*Jira/i, /Languages:[^\n]*Jira/i],
  },
  {
    // A language's name before another people's adjective and a noun is a kind of thing.
    expertise: 'Spanish + Cuban cigar grading, humidor care',
    prose: [/Spanish and Cuban cigar grading/],
    never: [/speaks Spanish/, /Languages:/],
  },
  {
    // A CEFR level is how well the language is spoken.
    expertise: 'Sage payroll, pensions admin, German B2',
    prose: [/speaks German \(B2\)/],
    never: [inSkills('German'), /German B2/],
  },
  {
    // A certificate by its own name is held, with a level typed short.
    expertise: 'rope rescue, IOSH Managing Safely, food hygiene lvl 2, WFA',
    prose: [/holds [^.]*IOSH Managing Safely/, /holds [^.]*WFA/, /food hygiene level 2/],
    never: [inSkills('WFA'), inSkills('IOSH'), /\blvl\b/],
  },
  {
    // A "cert" is a certificate, a licence's class in brackets is its own, no fact is lost.
    expertise: 'forklift cert, lorry loading, HGV licence (class 1)',
    prose: [/holds a forklift certificate/, /HGV licence \(class 1\)/, /lorry loading/],
    everywhere: [/class 1/, /lorry loading/],
    never: [inSkills('HGV licence'), /certs?\b(?!ificate)/],
  },
  {
    // "too" after the list's last item ends no skill; its "&" is the list's "and".
    expertise: 'bonefishing, snook & redfish too, 150 charters a year',
    prose: [/bonefishing, snook and redfish/],
    never: [/redfish too/, /bonefishing and snook and redfish/],
  },
];

describe('expertise items read by their kind (ADR 161)', () => {
  it.each(CASES)('$expertise', async ({ expertise, everywhere, prose, somewhere, never }) => {
    const options = await postedOverSeeds(
      welcomeRequest({ newHireName: 'Fatmata Sesay', role: 'Field Officer', expertise }),
    );
    const all = options.join('\n\n');
    for (const text of options) {
      for (const pattern of never) expect(text, expertise).not.toMatch(pattern);
      for (const pattern of everywhere ?? []) expect(text, expertise).toMatch(pattern);
    }
    for (const text of proseOf(options))
      for (const pattern of prose ?? []) expect(text, expertise).toMatch(pattern);
    for (const pattern of somewhere ?? []) expect(all, expertise).toMatch(pattern);
  });
});

describe('a person noun among the skills is what the person is', () => {
  it.each([
    ['Gauley season vet, SRT-1 instructor', /is a Gauley season vet and an SRT-1 instructor/],
    ['ISO 15189 internal auditor, clinical bacteriology', /is an ISO 15189 internal auditor/],
  ])('%s', async (expertise, said) => {
    const options = await postedOverSeeds(welcomeRequest({ expertise, length: 'long' }));
    for (const option of options)
      expect(option).not.toMatch(
        /(?:specialises|expertise) in (?:[^.]*, )?(?:[\w-]+ ){0,3}(?:vet|auditor)\b(?! and is)/iu,
      );
    expect(proseOf(options).some((p) => said.test(p))).toBe(true);
  });
});
