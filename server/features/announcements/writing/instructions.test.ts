import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { createComposer } from './composer/composer.ts';
import {
  asksNoFamilyNames,
  isInstruction,
  withoutEmailDebris,
  withoutFamilyNames,
} from './instructions.ts';

describe('requests to the writer are not facts (ADR 045)', () => {
  it.each([
    'pls mention the whole warehouse team',
    'Please include that she speaks Tagalog',
    'can you make it fun',
    'keep it short, he is shy',
    'make it upbeat!!',
    'no names pls',
    "don't mention the reorg",
    'not too formal',
    '- plz also call out the night shift',
  ])('reads “%s” as an instruction', (text) => expect(isInstruction(text)).toBe(true));

  it.each([
    'Please make him feel welcome!',
    'Please join me in congratulating Dana',
    'mentored 4 juniors',
    'Keeps the on-call rota running',
    'made the Q3 release possible',
    'no downtime during the cutover',
  ])('keeps “%s”', (text) => expect(isInstruction(text)).toBe(false));

  it("drops a pasted e-mail's headers, greeting, sign-off, signature and bracketed requests", () => {
    const note = [
      'Subject: FW: team news',
      '',
      'Hi all,',
      '',
      'Dana took the returns backlog from 900 to 40 in six weeks (names off pls).',
      'She also rebuilt the packing station.',
      '',
      'Thanks,',
      'Priya',
      '',
      'Sent from my phone',
    ].join('\n');
    expect(withoutEmailDebris(note)).toBe(
      'Dana took the returns backlog from 900 to 40 in six weeks.\nShe also rebuilt the packing station.',
    );
    expect(withoutEmailDebris('cc Jordan\nRan the spring audit.')).toBe('Ran the spring audit.');
    expect(withoutEmailDebris('Hi team, quick note from Finance: closed the books in 3 days')).toBe(
      'closed the books in 3 days',
    );
  });

  it('keeps a line that only looks like a sign-off when a story follows it', () => {
    const note =
      'Thanks!\nShe rebuilt the whole onboarding flow over the summer and cut support tickets by a third.\nAlso runs our book club and the Friday quiz.';
    expect(withoutEmailDebris(note)).toContain('rebuilt the whole onboarding flow');
  });

  it('the composer posts none of them, at every length', async () => {
    for (const length of ['short', 'medium', 'long'] as const) {
      const input: GenerationRequest = {
        newHireName: 'Dana Okafor',
        messageType: 'achievements',
        tone: 'warm_professional',
        length,
        role: 'Warehouse Lead',
        achievementDescription: 'cleared the returns backlog',
        achievementDetails:
          'Hi all,\nbacklog went from 900 to 40 in six weeks. pls mention the night crew too. can you make it fun\n\nThanks,\nPriya\nSent from my phone',
      };
      const options: string[] = [];
      for await (const o of createComposer().write(input, { seed: 1, today: '2026-11-26' }))
        options.push(o);
      const all = options.join('\n');
      expect(all).toMatch(/900/);
      expect(all).not.toMatch(/pls|mention|make it fun|Sent from|Priya|Hi all/i);
    }
  });
});

describe('list headers and bulleted sign-offs are not facts (ADR 045, third pass)', () => {
  it('drops "Key things:" over a list and a "- thx" bullet, keeping the list and its numbers', () => {
    const note = ['Highlights:', '- ran 14 workshops', '- 3.5 -> 4.2 on the survey', '- thx'].join(
      '\n',
    );
    const kept = withoutEmailDebris(note);
    expect(kept).not.toMatch(/Highlights|thx/);
    expect(kept).toMatch(/ran 14 workshops/);
    expect(kept).toMatch(/3\.5 -> 4\.2 on the survey/);
  });

  it('keeps a line that starts with a decimal, which is no numbered bullet', () => {
    expect(withoutEmailDebris('2.5x faster builds')).toBe('2.5x faster builds');
  });
});

describe('what the third set pasted with its notes is not posted (ADR 049)', () => {
  it.each([
    [
      "He'll now lead the 6-person enterprise team. Effective Monday.\n\n--\nKaren Liu | VP Sales\nAcme Analytics\nM: 415-555-0182",
      "He'll now lead the 6-person enterprise team. Effective Monday.",
    ],
    ['IV rate went from 38% to 71%.\n\nGet Outlook for iOS', 'IV rate went from 38% to 71%.'],
    ['Context from her quarterly review:\n- CSAT 97%', '- CSAT 97%'],
    [
      'Taught herself lamination on her breaks. Things she did:\n- created the croissant',
      'Taught herself lamination on her breaks.\n- created the croissant',
    ],
    ['Ran the night shift alone. thx', 'Ran the night shift alone.'],
    // "just focus on her" is said to the writer (ADR 118).
    ['Just focus on her. thx', ''],
    [
      "ceramics, cycling everywhere (she's dutch lol)",
      "ceramics, cycling everywhere (she's dutch)",
    ],
  ])('cleans %j', (note, clean) => expect(withoutEmailDebris(note).trim()).toBe(clean));

  it('keeps a list typed with bars', () =>
    expect(withoutEmailDebris('Go | Kafka | Postgres')).toBe('Go | Kafka | Postgres'));
});

describe('what the user says in confidence is never posted', () => {
  it.each([
    [
      "Top sales 3 quarters running (118%). please don't say 'youngest ever' he hates that framing",
      'Top sales 3 quarters running (118%).',
    ],
    // A short aside speaks of the part before it: that part goes too.
    [
      'Runs the food bank drive; shortlisted for the Lisbon summit?; not confirmed yet',
      'Runs the food bank drive',
    ],
    [
      'Led the migration (not public yet) and mentors 4 juniors',
      'Led the migration and mentors 4 juniors',
    ],
    [
      'Closed the audit early. Keep it between us that she is moving to Oslo. Also runs the book club',
      'Closed the audit early. Also runs the book club',
    ],
    ['covered 9 shifts in a row. sent from Outlook for Android', 'covered 9 shifts in a row.'],
    ['Started the charity run - tbc whether we fund it next year', 'Started the charity run'],
    // What it withholds is only what is not said: the fact before the comma stays.
    [
      'evacuated 300 passengers in 9 minutes, cannot share more details publicly',
      'evacuated 300 passengers in 9 minutes',
    ],
    ['Closed the fraud case, confidential for now', ''],
    // Bulleted, after "so", or told as what not to put in: the thirteenth set posted each.
    [
      '- cut dwell time by 9 mins\n- pls no mention of the crane outage w/ the port',
      '- cut dwell time by 9 mins',
    ],
    ["- don't put the € figure in, it's going on the intranet", ''],
    [
      "she says the record is the crew's not hers, so pls mention the crew",
      "she says the record is the crew's not hers",
    ],
  ])('“%s” → “%s”', (note, kept) => expect(withoutEmailDebris(note)).toBe(kept));

  it('keeps the fact a request asks to tell, and drops a request that names none', () => {
    expect(
      withoutEmailDebris(
        "Flew the A320 for 12 years. Please mention he'll still fly a few trips a month",
      ),
    ).toBe("Flew the A320 for 12 years. he'll still fly a few trips a month");
    expect(withoutEmailDebris('pls include that she speaks Tagalog')).toBe('she speaks Tagalog');
    // A request for a bare noun names no fact: it is dropped where it stands (ADR 061).
    expect(withoutEmailDebris('pls mention the night crew too')).toBe('');
    expect(withoutEmailDebris('Ran the depot. pls mention the night crew too')).toBe(
      'Ran the depot.',
    );
  });

  it.each([
    'Never misses a deadline and mentors juniors',
    'Shares her notes with every new starter',
    'Won the national final with a water filter that costs under £2',
  ])('keeps “%s”', (note) => expect(withoutEmailDebris(note)).toBe(note));

  it('the composer posts none of it, at every length', async () => {
    for (const length of ['short', 'medium', 'long'] as const) {
      const input: GenerationRequest = {
        newHireName: 'Marta Nowak',
        messageType: 'promotion',
        tone: 'warm_professional',
        length,
        currentRole: 'Senior Advisor',
        newRole: 'Team Manager',
        promotionDetails:
          "best CSAT on the floor 3 quarters running (94%). will manage 14 advisors. pls don't mention 'first woman manager' she hates that framing. moving to the Lisbon office in spring?; not confirmed, don't say she's going",
      };
      const options: string[] = [];
      for await (const o of createComposer().write(input, { seed: 1, today: '2026-11-26' }))
        options.push(o);
      const all = options.join('\n');
      expect(all).toMatch(/94%/);
      expect(all).not.toMatch(/first woman|framing|Lisbon|confirmed|mention|going/i);
    }
  });
});

describe('e-mail greetings, sign-offs and timing asides are not posted (ADR 055, 2026-11-27)', () => {
  it.each([
    ['hi all, quick one - Grace won the regional award', 'Grace won the regional award'],
    ['Hey team! Grace won the regional award', 'Grace won the regional award'],
    ['quick one: the night crew hit zero defects', 'the night crew hit zero defects'],
    ['Hi all, Quick one for the announcement pls:\nThandi runs nights.', 'Thandi runs nights.'],
    [
      "Safe now.\n\nPls don't use the family's names or nationality - confidentiality.",
      'Safe now.',
    ],
    ['Won the award.\nThanks, Dr M. Hassan', 'Won the award.'],
    ['Won the award. Cheers, Jo', 'Won the award.'],
    [
      'Won the award (board approved last night, announcement goes out to staff tomorrow am)',
      'Won the award',
    ],
    ['Won the award. embargoed till Monday', 'Won the award.'],
    ['Won the award. keep it classy', 'Won the award.'],
    ["Ran the marathon. please don't use the family's names. Cheers, Jo", 'Ran the marathon.'],
  ])('“%s” → “%s”', (note, kept) => expect(withoutEmailDebris(note)).toBe(kept));

  it.each([
    'Hi-Vis champion three years running',
    'Thanks, everyone here helped her settle in',
    'Quick on her feet in every incident',
    'Quick one-liners in every stand-up',
    'Leads our confidentiality training for new starters',
    'Keeps the board approved budget on track',
    'Her post goes live in the staff app',
    'Keeps it simple: one checklist per shift',
  ])('keeps “%s”', (note) => expect(withoutEmailDebris(note)).toBe(note));

  it.each([
    ["please don't use the family's names", true],
    ['no kids names pls', true],
    ["don't name her husband", true],
    ['names the new rota after the team', false],
    ['uses first names with every patient', false],
  ])('“%s” asks to name no relative: %s', (text, asks) =>
    expect(asksNoFamilyNames(text)).toBe(asks),
  );

  it.each([
    ['her husband Mark and kids Ella and Tom cheered', 'her husband and kids cheered'],
    ['with her son (Leo) at the finish', 'with her son at the finish'],
    ["flew to her sister Jane's wedding", "flew to her sister's wedding"],
    ['her dad, Peter, drove', 'her dad drove'],
    // A name not after a word for a relative may be anyone's: kept.
    ['trained with Coach Rivera and Mark from IT', 'trained with Coach Rivera and Mark from IT'],
    ['dressed as Father Christmas', 'dressed as Father Christmas'],
  ])('“%s” → “%s”', (note, kept) => expect(withoutFamilyNames(note)).toBe(kept));

  it('the composer posts no greeting, sign-off, timing aside or relative’s name', async () => {
    const input: GenerationRequest = {
      newHireName: 'Grace Kim',
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'long',
      role: 'Year 6 teacher',
      achievementDescription:
        'hi all, quick one - Grace won the regional teaching award (board approved last night, announcement goes out to staff tomorrow am)',
      achievementDetails:
        "ran the city half marathon for her late father too; her husband Mark and kids Ella and Tom cheered at mile 10. please don't use the family's names. embargoed till Monday. keep it classy\nThanks, Dr M. Hassan",
    };
    for (const seed of [1, 2]) {
      const options: string[] = [];
      for await (const o of createComposer().write(input, { seed, today: '2026-11-26' }))
        options.push(o);
      const all = options.join('\n');
      expect(all).toMatch(/regional teaching award/);
      expect(all).not.toMatch(
        /hi all|quick one|board approved|goes out|embargo|classy|Hassan|Thanks,|Mark|Ella|Tom\b|names/i,
      );
    }
  });
});
