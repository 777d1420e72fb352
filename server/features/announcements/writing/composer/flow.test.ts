import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import type { WriteOptions } from '../writer.ts';
import { createComposer } from './composer.ts';
import { tellOnce } from './flow.ts';

const LAN = { full: 'Nguyễn Thị Lan', short: 'Lan' };
const SHE = { subject: 'she', object: 'her', possessive: 'her' };

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const mentions = (text: string, name: string) => text.split(name).length - 1;

describe('tellOnce: a name with no certain short form (issue 21)', () => {
  const PRIYA = { full: 'Priya Lakshmi Rao', short: 'Priya Lakshmi Rao', pronoun: SHE };
  it('takes the pronoun as the object of a later mention, never at the first', () => {
    expect(
      tellOnce(
        'Please welcome Priya Lakshmi Rao to the lab. Ask Priya Lakshmi Rao about her orchids.',
        PRIYA,
      ),
    ).toBe('Please welcome Priya Lakshmi Rao to the lab. Ask her about her orchids.');
    expect(
      tellOnce(
        "Priya Lakshmi Rao joins the lab.\n• Say hi to Priya Lakshmi Rao\nPriya Lakshmi Rao's desk is by the window. Welcome, Priya Lakshmi Rao!",
        PRIYA,
      ),
    ).toBe(
      "Priya Lakshmi Rao joins the lab.\n• Say hi to Priya Lakshmi Rao\nPriya Lakshmi Rao's desk is by the window. Welcome, Priya Lakshmi Rao!",
    );
  });

  it('keeps the name when a short form is certain or no pronoun was given', () => {
    const text = 'Please welcome Lan to the lab. Say hi to Lan.';
    expect(tellOnce(text, { ...LAN, pronoun: SHE })).toBe(text);
    const whole = 'Please welcome Priya Lakshmi Rao. Say hi to Priya Lakshmi Rao.';
    expect(tellOnce(whole, { full: PRIYA.full, short: PRIYA.short })).toBe(whole);
  });
});

describe('tellOnce: the name once per thought, not once per field (ADR 045)', () => {
  it('tells two statements about the person that follow each other as one sentence', () => {
    const text =
      'Nguyễn Thị Lan joins the Inpatient Medicine team as our new Charge Nurse. Lan starts on Monday. Lan specialises in cardiac step-down and precepting new grads. Say hi to Lan.';
    const out = tellOnce(text, LAN);
    expect(out).toBe(
      'Nguyễn Thị Lan joins the Inpatient Medicine team as our new Charge Nurse. Lan starts on Monday and specialises in cardiac step-down and precepting new grads. Say hi to Lan.',
    );
    // The length the fit chose holds: the name's word gives way to "and".
    expect(words(out)).toBe(words(text));
  });

  it.each([
    ['Lan starts on Monday.', 'Lan cut ward falls by a third at St Mary’s.'],
    ['Lan starts on 7 December.', 'Lan led the night team through two audits.'],
    ['Lan joins the ICU team.', 'Lan trained 40 new grads last year.'],
    ['Lan brings 9 years of triage.', 'Lan won the Daisy Award in 2024.'],
    ['Lan ran the Leeds clinic for 5 years.', 'Lan starts on Monday.'],
    ['Lan built our rota tool.', 'Lan specialises in cardiac step-down.'],
  ])('never joins a present and a past statement as one run of events: %s %s', (first, second) => {
    const text = `Nguyễn Thị Lan joins us as our new Charge Nurse. ${first} ${second} Say hi to Lan.`;
    expect(tellOnce(text, LAN)).toBe(text);
  });

  it('shares one verb between two sentences that open with it', () => {
    const out = tellOnce(
      'Kenji Watanabe joins us. Kenji brings expertise in omakase and fish butchery. Kenji brings a track record of 40 covers a night.',
      { full: 'Kenji Watanabe', short: 'Kenji' },
    );
    expect(out).toContain(
      'Kenji brings expertise in omakase and fish butchery and a track record of 40 covers a night.',
    );
  });

  it('never merges the news line, an aside, a labelled line or a third "and" clause', () => {
    const text = [
      'Please welcome Lan. Lan joins us from Acme and starts Monday. Lan enjoys hiking.',
      'Lan led the rollout — 60 nurses trained. Lan mentors new grads.',
      '• Team: Ward 7B',
    ].join('\n');
    expect(tellOnce(text, { full: 'Lan', short: 'Lan' })).toBe(text);
  });

  it('joins a statement to one whose "and" only joins a list, after a comma (ADR 074)', () => {
    const text =
      'Please welcome Tomás. Tomás specialises in Rust and Kubernetes. Tomás is a keen sailor. Say hi to Tomás.';
    const out = tellOnce(text, { full: 'Tomás Reyes', short: 'Tomás' });
    expect(out).toBe(
      'Please welcome Tomás. Tomás specialises in Rust and Kubernetes, and is a keen sailor. Say hi to Tomás.',
    );
    expect(words(out)).toBe(words(text));
  });

  it('joins nothing to a sentence whose "and" may join a verb (ADR 074)', () => {
    const text = [
      'Please welcome Tomás. Tomás joined in 2019 and set up the help desk. Tomás is a keen sailor.',
      'Please welcome Tomás. Tomás knows omakase and fish butchery. Tomás is a keen sailor.',
      // A wish is no statement of who they are; a list after a list is a run-on.
      'Please welcome Tomás. Tomás would like to thank Ana and Raj. Tomás is a keen sailor.',
      'Please welcome Tomás. Tomás specialises in Rust and Go. Tomás speaks Tagalog and English.',
    ].join('\n');
    expect(tellOnce(text, { full: 'Tomás Reyes', short: 'Tomás' })).toBe(text);
  });

  it('adds no "and" clause after a phrase typed after a comma (ADR 069)', () => {
    const text =
      'Please welcome Lan. Lan cut waiting times by a third, best on the ward. Lan moves to days in June.';
    expect(tellOnce(text, { full: 'Lan', short: 'Lan' })).toBe(text);
  });

  it('adds no "and" clause after a sentence with a relative clause about someone else', () => {
    // "…takes over from Ines, who retires in May and specialises in…" reads as Ines's skills.
    const text = [
      'Please welcome Lan. Lan takes over from Ines who retires in May. Lan specialises in wound care.',
      'Please welcome Lan. Lan replaced the rota, which nobody liked. Lan speaks Thai.',
    ].join('\n');
    expect(tellOnce(text, { full: 'Lan', short: 'Lan' })).toBe(text);
  });

  it('joins a statement that ends in a remark with no verb to the one before (ADR 115)', () => {
    const text =
      'Please welcome Kaveh Tehrani. Kaveh maps the cave passages. Kaveh rigs the ropes, nobody faster on a pitch. Kaveh leads the spring trip.';
    // Both in the present: "mapped 40 km … and rigs the ropes" ran a past and a present
    // together, which the eighteenth set's reader split.
    expect(tellOnce(text, { full: 'Kaveh Tehrani', short: 'Kaveh' })).toBe(
      'Please welcome Kaveh Tehrani. Kaveh maps the cave passages and rigs the ropes, nobody faster on a pitch. Kaveh leads the spring trip.',
    );
    // A clause with its own verb after the comma stays the sentence's own (ADR 097).
    const verb =
      'Please welcome Kaveh Tehrani. Kaveh mapped 40 km of cave passage. Kaveh started the club, went from 6 members to 80.';
    expect(tellOnce(verb, { full: 'Kaveh Tehrani', short: 'Kaveh' })).toBe(verb);
  });

  it('adds no sentence that already joins two verbs to the one before (ADR 069)', () => {
    const text =
      'Please welcome Lan. Lan ran the vaccine clinic in 2023. Lan trained 12 new grads and moves to days in June.';
    expect(tellOnce(text, { full: 'Lan', short: 'Lan' })).toBe(text);
  });

  it('uses the pronoun the input gives, right after a sentence naming the person, not twice running', () => {
    const out = tellOnce(
      "Please welcome Nguyễn Thị Lan, our new Charge Nurse. Lan joins us from Acme and starts Monday. Lan's first shift is nights. Fun fact: Lan ran a marathon. Lan enjoys hiking.",
      { ...LAN, pronoun: SHE },
    );
    expect(out).toBe(
      "Please welcome Nguyễn Thị Lan, our new Charge Nurse. She joins us from Acme and starts Monday. Lan's first shift is nights. Fun fact: Lan ran a marathon. She enjoys hiking.",
    );
    // A pronoun read from a title ("Mr. W"), not typed, is not used.
    const input = {
      newHireName: 'Tomasz Wiśniewski',
      preferredName: 'Mr. W',
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'short',
      role: 'Chemistry Teacher',
    } as const;
    expect(
      tellOnce('Please welcome Tomasz Wiśniewski. Mr. W joins us from Acme and starts Monday.', {
        full: 'Tomasz Wiśniewski',
        short: 'Mr. W',
        pronoun: { subject: 'he', object: 'him', possessive: 'his' },
        input,
      }),
    ).toContain('. Mr. W joins');
    // With no pronoun given, none is invented.
    expect(
      tellOnce('Please welcome Lan. Lan joins us from Acme and starts Monday.', LAN),
    ).not.toMatch(/\b(?:She|He|They)\b/);
  });
});

describe('the welcome narrative tells the news in one sentence', () => {
  const input: GenerationRequest = {
    newHireName: 'Amara Okonkwo',
    messageType: 'welcome',
    tone: 'warm_professional',
    length: 'medium',
    role: 'Principal Research Scientist',
    team: 'Protein Engineering',
    startDate: 'Monday, January 11',
    company: 'Genentech',
    expertise: 'directed evolution of enzymes, 40+ papers',
    hobbies: 'rowing, sourdough',
  };
  const write = async (options: WriteOptions) => {
    const out: string[] = [];
    for await (const o of createComposer().write(input, options)) out.push(o);
    return out;
  };

  it('names the team, the start and the company in its news line, the name once there', async () => {
    for (const seed of [1, 2, 3]) {
      const [, narrative] = await write({ seed, today: '2026-11-26' });
      const first = narrative!.split(/(?<=[.!])\s/)[0]!;
      expect(first).toMatch(/Protein Engineering/);
      expect(first).toMatch(/January 11/);
      expect(first).toMatch(/Genentech/);
      expect(narrative).not.toMatch(/Amara's first day/);
      expect(mentions(narrative!, 'Principal Research Scientist')).toBeLessThanOrEqual(2);
      expect(mentions(narrative!, 'Amara Okonkwo')).toBe(1);
      // No sentence per field: fewer sentences open with the name than there are fields
      // (seven; the news, and at most one each for the two notes every option tells, ADR 064).
      expect(
        narrative!.split(/(?<=[.!])\s/).filter((s) => s.startsWith('Amara ')).length,
      ).toBeLessThanOrEqual(3);
    }
  });

  it('at the long length tells the start with the next thing said about the person', async () => {
    const out: string[] = [];
    for await (const o of createComposer().write(
      { ...input, length: 'long' },
      { seed: 1, today: '2026-11-26' },
    ))
      out.push(o);
    expect(out[1]).toMatch(/Amara starts on Monday, January 11 and (?:brings|specialises)/);
  });
});

describe('the narrative tells its point first (ADR 045)', () => {
  it('puts the sentence with the number and the outcome right after the news', async () => {
    const input: GenerationRequest = {
      newHireName: 'Rosa Delgado',
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'medium',
      role: 'Quality Engineer',
      team: 'Plant 2',
      achievementDescription: 'won the site safety award',
      achievementDetails:
        'She ran the monthly floor walks with the night shift. She cut scrap from 4% to 1.5% in one year.',
    };
    for (const seed of [1, 2, 3]) {
      const out: string[] = [];
      for await (const o of createComposer().write(input, { seed, today: '2026-11-26' }))
        out.push(o);
      const narrative = out[1]!;
      expect(narrative.indexOf('4% to 1.5%'), narrative).toBeGreaterThan(-1);
      expect(narrative.indexOf('4% to 1.5%'), narrative).toBeLessThan(
        narrative.indexOf('floor walks') === -1 ? Infinity : narrative.indexOf('floor walks'),
      );
    }
  });
});

describe('tellOnce: a label said once per option (ADR 148)', () => {
  const TIIHU = { full: 'Tiihu Kanerva', short: 'Tiihu' };
  it.each([
    [
      'Tiihu starts Monday. Fun fact: Tiihu keeps bees. Fun fact: Tiihu once met the Queen.',
      'Tiihu starts Monday. Fun fact: Tiihu keeps bees. Tiihu once met the Queen.',
    ],
    [
      'Outside work, Tiihu sails. Fun fact: Tiihu has a twin. Outside work, Tiihu is into chess.',
      'Outside work, Tiihu sails. Fun fact: Tiihu has a twin. Tiihu is into chess.',
    ],
    [
      'Outside work: sailing, chess. Outside work, Tiihu sings in a choir.',
      'Outside work: sailing, chess. Tiihu sings in a choir.',
    ],
  ])('%s', (text, told) => {
    expect(tellOnce(text, TIIHU)).toBe(told);
  });

  it('keeps a labelled fragment, which cannot stand without its label', () => {
    const text = 'Outside work, Tiihu sails. Outside work: chess, choir.';
    expect(tellOnce(text, TIIHU)).toBe(text);
  });
});

// ADR 165 (moves ADR 150's last pass into the swap): the honorific typed after the name goes
// with it wherever the pronoun takes the name's place, and stays where the name is kept.
describe('tellOnce: an honorific typed after the name goes with it', () => {
  const HETAL = { full: 'Hetal ben Parmar', short: 'Hetal', pronoun: SHE };
  it.each([
    [
      'Hetal ben Parmar runs the cutting floor. Hetal ben organised the night shift. Send Hetal ben a note.',
      'Hetal ben Parmar runs the cutting floor. She organised the night shift. Send Hetal ben a note.',
    ],
    [
      "Hetal ben Parmar runs the cutting floor. Hetal ben's rota cut overtime by 30%. Send Hetal ben a note.",
      'Hetal ben Parmar runs the cutting floor. Her rota cut overtime by 30%. Send Hetal ben a note.',
    ],
    [
      'Hetal ben Parmar runs the cutting floor. Hetal ben thanked Hetal ben’s crew. Send Hetal ben a note.',
      'Hetal ben Parmar runs the cutting floor. She thanked Hetal ben’s crew. Send Hetal ben a note.',
    ],
  ])('%s', (text, told) => {
    expect(tellOnce(text, HETAL)).toBe(told);
  });

  it('takes it along as an object pronoun of a name with no short form', () => {
    const IMRAN = { full: 'Syed Imran Haider', short: 'Syed Imran Haider', pronoun: SHE };
    expect(
      tellOnce(
        'Please welcome Syed Imran Haider. Say hi to Syed Imran Haider bhai when you can.',
        IMRAN,
      ),
    ).toBe('Please welcome Syed Imran Haider. Say hi to her when you can.');
  });
});
