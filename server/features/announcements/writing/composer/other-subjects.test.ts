import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOptionsOf } from '../../testing.ts';
import { nlp } from './nlp.ts';
import { thingDone } from './notes.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 142: a fact whose subject is someone or something other than the person (a patient, a
 * mentor, a production, a deal, a pitch) keeps its own subject in every option; only a
 * subject that is certainly the person becomes the name. Read on what users get: every
 * option of the production path, two seeds.
 */
const posted = (input: GenerationRequest, seed: number) => postedOptionsOf(input, { seed });

interface Shape {
  what: string;
  input: GenerationRequest;
  /** What no option may say: the other's fact told as the person's. */
  never: RegExp;
  /** Said wherever the fact is told: its own subject kept. */
  kept?: { fact: RegExp; as: RegExp };
}

const shapes: Shape[] = [
  {
    what: 'a patient, then "He" (fun fact)',
    input: {
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Amara Osei',
      role: 'Physiotherapist',
      funFact:
        'She coached a stroke patient through 9 months of rehab. He now runs our Saturday walking group!',
    },
    never: /Amara (?:now )?runs|Amara is now/,
    kept: { fact: /runs our Saturday walking group/, as: /\b[Hh]e now runs our Saturday/ },
  },
  {
    what: 'a mentor, then "She" in a man\'s fun fact',
    input: {
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Kofi Mensah',
      role: 'Account Manager',
      funFact: 'Mentored by a retired chef in Kumasi. She still sends him recipes every Sunday.',
    },
    never: /Kofi (?:still )?sends/,
    kept: { fact: /sends him recipes/, as: /\b[Ss]he still sends him recipes/ },
  },
  {
    what: 'a customer named, then "he" in promotion details',
    input: {
      messageType: 'promotion',
      tone: 'casual_concise',
      length: 'medium',
      newHireName: 'Siobhan Kelly',
      currentRole: 'Support Agent',
      newRole: 'Support Lead',
      promotionDetails:
        'Spent three evenings on the phone with a farmer in Mayo whose milking robot froze. He has since ordered two more.',
    },
    never: /Siobhan (?:has since )?ordered|Siobhan has since/,
    kept: { fact: /ordered two more/, as: /\b[Hh]e has since ordered two more/ },
  },
  {
    what: 'a client account, then "They"',
    input: {
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'long',
      newHireName: 'Jordan Lee',
      currentRole: 'Account Executive',
      newRole: 'Key Account Manager',
      promotionDetails:
        'Took over the Brightwater Dental account when it was about to leave us. They signed a three-year renewal in May.',
    },
    never: /Jordan (?:\w+ )*?signed/,
    kept: { fact: /signed a three-year renewal/, as: /\b[Tt]hey signed a three-year renewal/ },
  },
  {
    what: 'a production that opens, no subject typed',
    input: {
      messageType: 'achievements',
      tone: 'excited_fun',
      length: 'long',
      newHireName: 'Bogdana Horvat',
      role: 'Set Designer',
      achievementDescription: 'Designed the winter musical',
      achievementDetails:
        'Built 14 sets in six weeks for the new production. Opens December 4 at the Lisinski.',
    },
    never: /Bogdana (?:\w+ )*?opens|and opens December/,
    kept: { fact: /opens December 4/, as: /\bIt opens December 4/ },
  },
  {
    what: 'a bakery that opens, after a comma',
    input: {
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Inês Costa',
      role: 'Architect',
      achievementDescription: 'Designed the new bakery on Rua Augusta',
      achievementDetails: 'Sketched every plan by hand over 5 months, opens 3 February',
    },
    never: /Inês (?:\w+ )*?opens|and opens 3 February/,
    kept: { fact: /opens 3 February/, as: /\bIt opens 3 February/ },
  },
  {
    what: 'a lease that came in below budget and is expected to save, after a dash',
    input: {
      messageType: 'promotion',
      tone: 'confident_assertive',
      length: 'short',
      newHireName: 'Gareth Pryce',
      currentRole: 'Property Analyst',
      newRole: 'Asset Manager',
      promotionDetails:
        'Negotiated the Leeds warehouse lease - came in below budget and expected to save £40k a year',
    },
    never: /Gareth (?:\w+ )*?came in|lease - came in|and expected to save/,
    kept: { fact: /came in below budget/, as: /\bIt came in below budget and is expected to save/ },
  },
  {
    what: 'a pitch voted Pitch of the Year',
    input: {
      messageType: 'achievements',
      tone: 'inspiring_motivational',
      length: 'medium',
      newHireName: 'Tane Parata',
      role: 'Head Groundsman',
      achievementDescription: 'Pitch of the Year',
      achievementDetails:
        'Relaid the pitch at Eden Park over the winter, voted Pitch of the Year by the regional union',
    },
    never: /Tane (?:\w+ )*?(?:was )?voted|being named Pitch|and voted Pitch/,
    kept: { fact: /voted Pitch of the Year by/, as: /\bIt was voted Pitch of the Year by/ },
  },
  {
    what: 'an app that went live',
    input: {
      messageType: 'achievements',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Lars Holm',
      role: 'Mobile Developer',
      achievementDescription: 'Shipped the booking app rebuild',
      achievementDetails:
        'Rebuilt the booking app in Flutter with two juniors. Went live on 2 June with no rollbacks.',
    },
    never: /Lars (?:\w+ )*?went live/,
    kept: { fact: /went live on 2 June/, as: /\bIt went live on 2 June/ },
  },
];

/** What certainly is the person keeps the name: the rules above are precise. */
const persons: Shape[] = [
  {
    what: 'her own role after "as a", then "She"',
    input: {
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Nakato Ssali',
      role: 'Nurse',
      funFact: 'She trained as a nurse in Kampala. She now sings in a gospel choir on Sundays.',
    },
    never: /$^/,
    kept: { fact: /sings in a gospel choir/, as: /\b(?:Nakato|[Ss]he) now sings/ },
  },
  {
    what: 'a person named Teacher of the Year, a verb with its object',
    input: {
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Priya Raman',
      role: 'Teacher',
      achievementDescription: 'Teacher of the Year',
      achievementDetails:
        'Named Teacher of the Year by the district board. Opens the library at 7am every day for early readers.',
    },
    never: /It (?:was named|opens)/,
    kept: { fact: /opens the library/, as: /Priya (?:[\w ]+ and )?opens the library/ },
  },
];

describe('a fact about someone or something else keeps its subject (ADR 142)', () => {
  for (const shape of [...shapes, ...persons])
    it(shape.what, async () => {
      for (const seed of [1, 2]) {
        const options = await posted(shape.input, seed);
        expect(options).toHaveLength(3);
        for (const option of options) {
          expect(option).not.toMatch(shape.never);
          if (shape.kept && shape.kept.fact.test(option)) expect(option).toMatch(shape.kept.as);
        }
        // The fact is told somewhere: kept, never dropped to escape the rule.
        if (shape.kept) expect(options.some((o) => shape.kept!.fact.test(o))).toBe(true);
      }
    });
});

describe('thingDone', () => {
  it('says what only a thing does of the thing', () => {
    expect(thingDone('premieres next Friday at the Abbey')).toBe(
      'It premieres next Friday at the Abbey',
    );
    expect(thingDone('Came in well under budget')).toBe('It came in well under budget');
    expect(thingDone('expected to add 0.4% a year')).toBe('It is expected to add 0.4% a year');
    expect(thingDone('named Garden of the Year by the RHS')).toBe(
      'It was named Garden of the Year by the RHS',
    );
  });
  it('leaves what the person can do', () => {
    expect(thingDone('opens the clinic at 6am')).toBeUndefined();
    expect(thingDone('launched the new menu in May')).toBeUndefined();
    expect(thingDone('named Nurse of the Year by the trust')).toBeUndefined();
    expect(thingDone('came in second at the regionals')).toBeUndefined();
    expect(thingDone('is expected to lead the Oslo office')).toBeUndefined();
  });
});
