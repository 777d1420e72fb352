import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';
import { isLogistics, logisticsPosted } from '../logistics.ts';
import { nlp } from './nlp.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 187: an achievement's notes are often a little speech. Words said to the person by name
 * stay one thought, the writer's own; a list's lead-in with the writer's reason for it is not
 * posted; a deed done for others with forms or claims is the achievement, never logistics.
 * Every option, two seeds, through the check pass.
 */
const achievement = (
  newHireName: string,
  role: string,
  achievementDescription: string,
  achievementDetails: string,
  length: GenerationRequest['length'] = 'long',
  tone: GenerationRequest['tone'] = 'inspiring_motivational',
) =>
  ({
    messageType: 'achievements',
    tone,
    length,
    newHireName,
    role,
    achievementDescription,
    achievementDetails,
  }) as GenerationRequest;

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('thanks said to the person by name, then what for, is one thought', () => {
  it.each([
    [
      'Tomás Ferreira',
      'Tomás',
      'obrigado',
      'You made the night shift feel like a team again.',
      'rebuilt the night-shift rota at the bottling plant',
      'He sat with every operator in March and rebuilt the rota around school runs and buses.\nSick days on nights fell from 41 to 12 over the quarter.',
    ],
    [
      'Greta Lindqvist',
      'Greta',
      'tack så mycket',
      'You turned a cold archive into a place people visit.',
      'reopened the town archive reading room',
      'She catalogued 3,200 parish records over the winter and trained four volunteers to help visitors.\nThe reading room now opens two evenings a week.',
    ],
    [
      'Kwame Mensah',
      'Kwame',
      'thank you',
      'You never once let a patient wait alone.',
      'cut the clinic waiting time from 3 hours to 50 minutes',
      'He redesigned triage at the Tamale outpatient clinic with the nurses and set up a text-message queue.\nComplaints fell by two thirds since June.',
    ],
    [
      'Lucía Paredes',
      'Lucía',
      'gracias',
      'Your calm is the reason the kitchen held together.',
      'ran the hotel kitchen through the August heatwave without closing a day',
      'She moved prep to 5am, set up cold rooms for the staff breaks and kept 180 covers a night going.\nNobody on her team was ill from the heat.',
    ],
    [
      'Neema Mwakalinga',
      'Neema',
      'asante sana',
      "You've shown the young drivers what careful looks like.",
      '1,000 days without a single accident on the Dodoma route',
      'She drives the night bus and checks every tyre herself before leaving the depot.\nShe also mentors the three new drivers who joined in spring.',
    ],
    [
      'Jonas Becker',
      'Jonas',
      'danke',
      'You showed us that slow and careful is also fast.',
      'restored the 1920s pipe organ in the parish church',
      'He took apart 1,400 pipes by hand over eighteen months and cleaned each one.\nThe organ played again at Easter for the first time since 1987.',
    ],
  ])('%s: "%s, %s. %s"', async (full, short, thanks, said, description, notes) => {
    const options = await postedOverSeeds(
      achievement(full, 'Team member', description, `${notes}\n${short}, ${thanks}. ${said}`),
    );
    const rest = said.replace(/^\S+\s+/, '').replace(/\.$/, '');
    const whole = `${short}, ${thanks}: ${said[0]!.toLowerCase()}${said.slice(1, -1)}`;
    for (const option of options) {
      // Never the name alone as a sentence or a bullet: "…again. Tomás. You made…", "• Tomás".
      expect(option).not.toMatch(
        new RegExp(`(?:^|[.!?]\\s+|•\\s*)${escaped(short)}(?:[.!](?:\\s|$)|\\n)`, 'u'),
      );
      // What the person is thanked for is said with the thanks, never after a stray stop.
      if (option.includes(rest)) expect(option).toContain(whole);
    }
    expect(options.filter((o) => o.includes(whole)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('a lead-in with the writer’s reason for the list is not posted', () => {
  it.each([
    [
      'Some numbers, since she hates speeches:',
      'Ingrid Solberg',
      'built our first electric ferry battery pack',
      ['1,240 cells, every one tested by her', '14 months from first drawing to sea trials'],
    ],
    [
      'A few figures, because he will never say them himself:',
      'Rahul Deshmukh',
      'brought the textile dye unit to zero discharge',
      ['water use down 38% since April', '6 tonnes of dye recovered and sold back'],
    ],
    [
      'The numbers, as she asked for no fuss:',
      'Aiko Tanaka',
      'moved the whole library catalogue to the new system',
      ['86,000 records moved without a loss', '11 weeks, two weeks ahead of plan'],
    ],
    [
      'Some highlights, since he hates being thanked in person:',
      'Mateo Rossi',
      'reopened the mountain hut after the landslide',
      ['rebuilt 2 km of path with 9 volunteers', '412 overnight guests since July'],
    ],
    [
      'Key facts, so you know what she did:',
      'Oksana Kovalenko',
      'set up the night shelter in the old school',
      ['40 beds open from the first frost', '120 volunteers on the rota'],
    ],
  ])('"%s"', async (lead, name, description, items) => {
    const reason = lead.replace(/^[^,]+,\s+/, '').replace(/:$/, '');
    const options = await postedOverSeeds(
      achievement(
        name,
        'Team member',
        description,
        `${lead}\n${items.map((i) => `- ${i}`).join('\n')}`,
        'medium',
        'warm_professional',
      ),
    );
    for (const option of options) expect(option).not.toContain(reason);
    // The list's facts stay, in some option each.
    for (const item of items)
      expect(options.some((o) => o.includes(item.split(' ')[0]!))).toBe(true);
  });
});

describe('a deed done for others with forms or claims is the achievement, never logistics', () => {
  it.each([
    [
      'Ruth Achieng',
      'Community Health Worker',
      'enrolled 300 families in the health insurance scheme',
      'she walked every village in the sub-county helping families with the compensation claims after the floods — that is how the families trusted her with the insurance forms later',
      'compensation claims after the floods',
    ],
    [
      'Siosaia Fifita',
      'Parish youth worker',
      'got 22 school leavers into apprenticeships',
      'he visited every family on the estate, helping parents with the apprenticeship paperwork one kitchen table at a time — 22 started in September',
      'apprenticeship paperwork',
    ],
    [
      'Marta Nowak',
      'Farm adviser',
      'helped the cooperative recover after the hailstorm',
      'she helped 48 growers with the crop compensation applications within two weeks of the hail, so every one was paid before winter',
      'compensation applications',
    ],
  ])('%s keeps the deed', async (name, role, description, deed, kept) => {
    const options = await postedOverSeeds(
      achievement(
        name,
        role,
        description,
        `This year:\n- ${deed}\n- also runs the Saturday first-aid class`,
      ),
    );
    // It is how the achievement was won: the narrative and the card tell it.
    expect(options.filter((o) => o.includes(kept)).length).toBeGreaterThanOrEqual(3);
    for (const option of options) expect(logisticsPosted(option, undefined)).toEqual([]);
  });

  it('the hire’s own pay and papers are still logistics', () => {
    expect(isLogistics('compensation agreed, starts on the 5th')).toBe(true);
    expect(isLogistics('HR will help him with the paperwork')).toBe(true);
    expect(isLogistics('salary confirmed')).toBe(true);
    expect(isLogistics('helping families with the compensation forms after crop damage')).toBe(
      false,
    );
  });
});

describe('a heading that names the period of the figures is said with the achievement', () => {
  it.each([
    [
      'Nadia Haddad',
      'record quarter: 1,180 tickets closed',
      'Q3 figures. previous best was 940. first-reply time 38 min vs 2 h team average',
      'Q3',
      'Q3 figures',
    ],
    [
      'Bongani Dlamini',
      'best month ever: 96 cars serviced',
      'March numbers: previous best was 71. comebacks down to 2 from 9',
      'March',
      'March numbers',
    ],
    [
      'Irina Petrova',
      'highest yield on the farm: 8.4 t per hectare',
      '2026 numbers. last season 6.9 t. she switched the east field to drip irrigation',
      '2026',
      '2026 numbers',
    ],
    [
      'Carlos Mendoza',
      'record month: 2,300 parcels delivered with no complaint',
      'Sept stats. previous best was 1,850. he re-planned the route around the market days',
      'September',
      'Sept stats',
    ],
  ])('%s: "%s"', async (name, description, details, period, heading) => {
    const options = await postedOverSeeds(
      achievement(name, 'Team member', description, details, 'medium', 'confident_assertive'),
    );
    for (const option of options) {
      // Never the heading alone: "October numbers." or "• October numbers".
      expect(option.toLowerCase()).not.toContain(heading.toLowerCase());
      // The period is the achievement's, said with it.
      expect(option).toContain(period);
    }
  });
});
