import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import type { Tone } from '#domain/tones.ts';
import { countWords } from './phrases.ts';
import { optionsOf } from './testing.ts';

/**
 * At long the narrative is the fuller telling (ADR 130): it tells every typed fact, never
 * falls to the short fields alone when its first phrasing reads like the chat post (readers:
 * "asked for long, gives three flat lines and drops the hobbies and the fun fact"), and is
 * no list. Inputs of my own, 5–8 facts each, with a word of each fact the narrative must say.
 */
const cases: { input: GenerationRequest; says: string[] }[] = [
  {
    input: {
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'long',
      newHireName: 'Ingrid Solberg',
      role: 'Head of Procurement',
      team: 'Finance',
      startDate: 'Monday 4 January',
      company: 'Equinor, where she ran supplier onboarding for the North Sea fields',
      expertise: 'contract negotiation, supplier risk audits, and category strategy for energy',
      hobbies:
        "cross-country skiing, knitting Norwegian sweaters, and coaching her daughter's football team",
      funFact:
        'She once negotiated a contract entirely in sign language after losing her voice in Oslo.',
    },
    says: ['Equinor', 'contract negotiation', 'sign language', 'cross-country skiing'],
  },
  {
    input: {
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Kwame Mensah',
      role: 'Senior Frontend Engineer',
      team: 'Checkout',
      startDate: '11 Jan',
      company: 'Shopify (6 years on the storefront team)',
      expertise: 'React performance, accessibility audits (WCAG 2.2)',
      hobbies: 'djing afrobeats sets at weekends, restoring vintage bikes',
      funFact: "built his first website at 11 for his uncle's barber shop in Accra 💈",
    },
    says: ['Shopify', 'React performance', 'barber shop', 'vintage bikes'],
  },
  {
    input: {
      messageType: 'welcome',
      tone: 'creative_playful',
      length: 'long',
      newHireName: 'Bartholomew Okafor',
      role: 'Pastry Chef',
      team: 'Harbour Bistro',
      startDate: 'this Thursday',
      company: 'The Ledbury in London',
      expertise: 'laminated doughs, sugar work, and plated desserts for tasting menus',
      hobbies: 'open-water swimming, jazz piano, foraging wild garlic',
      funFact: 'Once made a 2-metre croissant for a charity bake-off that raised £4,000.',
    },
    says: ['Ledbury', 'laminated doughs', 'croissant', 'jazz piano'],
  },
  {
    input: {
      messageType: 'promotion',
      tone: 'confident_assertive',
      length: 'long',
      newHireName: 'Dolores Vega',
      currentRole: 'Field Agronomist',
      newRole: 'Regional Agronomy Lead',
      team: 'Southern Farms',
      promotionDetails:
        'Ran the soil health audit across all 14 farms last season. Cut pesticide spray volumes by 35% with drone scouting, saving about $220k. Trained 600 seasonal workers on the new safety protocol. Set up the water-sharing deal with two neighbouring co-ops.',
    },
    says: ['14 farms', '35%', '600 seasonal', 'water-sharing'],
  },
  {
    input: {
      messageType: 'promotion',
      tone: 'excited_fun',
      length: 'long',
      newHireName: 'Anjali Rao',
      currentRole: 'Store Supervisor',
      newRole: 'Store Manager',
      team: 'Leeds Briggate',
      promotionDetails:
        'sales up 18% year on year; shrink cut from 2.1% to 0.9%; trained 9 new team leads; ran the store refit without closing a single day; top mystery-shopper score in the north region three quarters running; takes over from Gary who retires in March',
    },
    says: ['18%', '0.9%', '9 new team leads', 'refit', 'mystery-shopper', 'Gary'],
  },
  {
    input: {
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'long',
      newHireName: 'Callum Reid',
      currentRole: 'Support Engineer',
      newRole: 'Support Team Lead',
      team: 'Customer Success',
      promotionDetails:
        'Callum rebuilt our escalation runbook from scratch, which halved resolution time from 9 hours to 4.5. He mentored five new hires, wrote 120 help-centre articles, and kept CSAT above 95% through the billing migration.',
      expertise: 'billing systems and API troubleshooting',
    },
    says: ['escalation runbook', 'five new hires', '120 help-centre', 'billing systems'],
  },
  {
    input: {
      messageType: 'achievements',
      tone: 'inspiring_motivational',
      length: 'long',
      newHireName: 'Sione Tupou',
      role: 'Lifeguard Supervisor',
      team: 'Aquatics',
      achievementDescription: 'Awarded the Royal Humane Society bronze medal for a river rescue',
      achievementDetails:
        'He pulled two kids from a flooded weir after their kayak capsized. He kept one breathing for 12 minutes until paramedics arrived. Both children made a full recovery. Since then he has trained 45 staff in swift-water rescue.',
    },
    says: ['flooded weir', '12 minutes', 'full recovery', '45 staff'],
  },
  {
    input: {
      messageType: 'achievements',
      tone: 'casual_concise',
      length: 'long',
      newHireName: 'Mei Lin Zhao',
      role: 'Product Designer',
      team: 'Mobile',
      achievementDescription: 'Won the Apple Design Award for Inclusivity with the new banking app',
      achievementDetails:
        'Led the redesign with a team of four over eight months. Ran 60 usability sessions with blind and low-vision users. VoiceOver task completion went from 52% to 97%. App store rating climbed from 3.1 to 4.7.',
      expertise: 'accessible interaction design',
    },
    says: ['team of four', '60 usability', '52%', '3.1', 'accessible interaction'],
  },
  {
    input: {
      messageType: 'achievements',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'tobias meyer',
      role: 'SRE',
      team: 'infra',
      achievementDescription: 'cut our cloud bill by 41% this quarter',
      achievementDetails:
        'moved batch jobs to spot instances, right-sized 300+ VMs, killed 80 orphaned disks, set up weekly cost reports for every team',
      expertise: 'kubernetes, terraform, finops',
    },
    says: ['spot instances', '300', 'orphaned disks', 'cost reports'],
  },
];

const TONES: Tone[] = ['confident_assertive', 'inspiring_motivational', 'casual_concise'];

describe('the long narrative tells what the input has', () => {
  for (const { input, says } of cases)
    it(`${input.messageType}: ${input.newHireName}`, async () => {
      for (const tone of [input.tone, ...TONES])
        for (const seed of [1, 2]) {
          const [chat, narrative] = await optionsOf({ ...input, tone }, { seed });
          const at = `${tone} seed ${seed}: ${narrative}`;
          expect(narrative, at).not.toMatch(/^\s*•/m);
          for (const fact of says) expect(narrative, at).toContain(fact);
          // The forms' slack (the eval's shape check): the chat post no more than a tenth longer.
          expect(countWords(narrative!) * 1.1, at).toBeGreaterThanOrEqual(countWords(chat!));
        }
    });
});
