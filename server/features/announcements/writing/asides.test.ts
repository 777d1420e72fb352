import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { asideOf, constraintsOf, namingOf, readAsides, withoutNames } from './asides.ts';
import { createComposer } from './composer/composer.ts';
import { requestedClauses } from './composer/asks.ts';
import { withoutEmailDebris } from './instructions.ts';

describe('(a) content to tell: the request words go, the content stays', () => {
  it.each([
    [
      'Built the rota app. plz say the night desk opens at 6 from March',
      'Built the rota app. the night desk opens at 6 from March',
      'the night desk opens at 6 from March',
    ],
    [
      'Runs the choir; she will lead the carol service in Dec, please mention',
      'Runs the choir; she will lead the carol service in Dec',
      'she will lead the carol service in Dec',
    ],
    [
      'Kind to everyone - please say something about how he is still our go-to for keys',
      'Kind to everyone. he is still our go-to for keys',
      'he is still our go-to for keys',
    ],
    [
      'Quiz night on Thursday at 7pm in the canteen - pls include!! bring a pen',
      'Quiz night on Thursday at 7pm in the canteen. bring a pen',
      'Quiz night on Thursday at 7pm in the canteen',
    ],
  ])('“%s”', (line, kept, told) => {
    expect(readAsides(line).text).toBe(kept);
    expect(requestedClauses(line)).toContain(told);
  });

  it('tells what a noun request stands for when its reason says it', () => {
    expect(readAsides('Please mention the volunteers, they are the reason it worked.').text).toBe(
      'the volunteers are the reason it worked.',
    );
  });

  it('turns a request to thank someone into a thank-you of its own', () => {
    expect(
      readAsides('Set up the stall with the PTA - please thank them too (Rosa and Femi)').text,
    ).toBe('Set up the stall with the PTA. Thanks to them too (Rosa and Femi).');
  });
});

describe('(b) an action for readers: an invitation only when certain', () => {
  it.each([
    ['pls ask people to email her', 'Feel free to email her.'],
    ['would be lovely if everyone could stop by the lab', 'Feel free to stop by the lab.'],
    [
      'could you ask folks to say hello at the Monday stand-up',
      'Feel free to say hello at the Monday stand-up.',
    ],
  ])('“%s” → %s', (clause, text) => expect(asideOf(clause)).toEqual({ kind: 'invite', text }));

  it.each([
    'pls ask people to think about whether they want to join the rota next year or not at all',
    'would be great if people could say hi in the lobby that morning',
    'ask everyone to be patient',
  ])('drops “%s”, which it is not sure of', (clause) =>
    expect(asideOf(clause)).toEqual({ kind: 'drop' }),
  );

  // One reader of a verdict on the facts, whatever field it is typed in (ADR 176): the notes'
  // remarks used to hold a second copy of it.
  it.each([
    "That's the kind of guy he is",
    'that’s just who she is.',
    'That is exactly who they are!',
    "That's so him.",
    "that's her all over",
    'This is typical Dave',
  ])('drops the verdict “%s”', (clause) => expect(asideOf(clause)).toEqual({ kind: 'drop' }));

  it.each(["That's her sixth year with us", 'That is the kind of work he loves doing at 5am'])(
    'keeps “%s”, which tells a fact',
    (clause) => expect(asideOf(clause)).toBeUndefined(),
  );

  it("reads the author's hope for the post as the author's, with its deadline", () => {
    const read = readAsides(
      'Won the case. Would love this to encourage others to volunteer for the food bank - sign-up closes Friday. Proud of her.',
    );
    expect(read.text).toBe('Won the case. Proud of her.');
    expect(read.asides).toEqual([
      { kind: 'invite', text: 'Volunteer for the food bank: sign-up closes Friday.' },
    ]);
    expect(readAsides('new in town - pls ask people to DM her - she loves hikes').text).toBe(
      'new in town, so feel free to DM her. she loves hikes',
    );
  });

  it('puts the invitation on the clause it serves, and tells it alone as an ask', () => {
    expect(readAsides('she is new to the city - pls ask people to DM her')).toEqual({
      text: 'she is new to the city, so feel free to DM her',
      asides: [],
    });
    expect(readAsides('pls ask people to DM her')).toEqual({
      text: '',
      asides: [{ kind: 'invite', text: 'Feel free to DM her.' }],
    });
  });
});

describe('(c) constraints: obeyed, never written', () => {
  it('reads the words never to write, quoted or after "no mention of"', () => {
    expect(
      constraintsOf("covers Ben's paternity leave - don't say 'stand-in'!! also plays chess"),
    ).toEqual({ words: ['stand-in'], names: false });
    expect(constraintsOf('intranet only, no mention of the merger')).toEqual({
      words: ['the merger'],
      names: false,
    });
    expect(constraintsOf("Keep it calm, no 'rock star' jokes please")).toEqual({
      words: ['rock star'],
      names: false,
    });
  });

  it('reads a request not to mention something, however it is put', () => {
    expect(
      readAsides(
        'ran the depot through the snow. (she would hate it if the 2021 forklift mix-up got mentioned so dont)',
      ),
    ).toMatchObject({
      text: 'ran the depot through the snow.',
      asides: [{ kind: 'avoid', words: ['the 2021 forklift mix-up'] }],
    });
    expect(asideOf("the forklift mix-up got mentioned so don't")).toEqual({
      kind: 'avoid',
      words: ['the forklift mix-up'],
      names: false,
    });
    expect(asideOf('her old job is not to be mentioned')).toMatchObject({ kind: 'avoid' });
    // A fact about mentions is no request.
    expect(asideOf('got mentioned in the trade press twice')).toBeUndefined();
  });

  it('reads a request to post no names, in brackets and nested', () => {
    const read = readAsides(
      'ran the Year 4 spelling club (no individual pupil names pls (safeguarding))',
    );
    expect(read.text).toBe('ran the Year 4 spelling club');
    expect(read.asides.some((a) => a.kind === 'avoid' && a.names)).toBe(true);
  });

  it('leaves the names of others out of a field that asks for no names', () => {
    expect(withoutNames('coached the under-9s (Milo, Ava and Theo) to the final')).toBe(
      'coached the under-9s to the final',
    );
    expect(withoutNames('mentored three pupils, including Sana and Joel, through the exam')).toBe(
      'mentored three pupils, through the exam',
    );
  });

  it('keeps the facts around a constraint, cut at its clause', () => {
    expect(
      readAsides("Speaks Welsh and Urdu, please don't mention her old team, she would rather not.")
        .text,
    ).toBe('Speaks Welsh and Urdu');
    expect(
      readAsides("Don't hype it as a solo win, it was a squad effort. Shipped on time.").text,
    ).toBe('It was a squad effort. Shipped on time.');
  });
});

describe('(d) naming and pronoun rules', () => {
  it('reads pronouns asked for, in brackets or alone', () => {
    const read = readAsides('loves board games (they/them btw, pls use they)');
    expect(read.text).toBe('loves board games');
    expect(read.asides).toContainEqual({ kind: 'pronoun', pronoun: 'they' });
    expect(asideOf('she/her pronouns please')).toEqual({ kind: 'pronoun', pronoun: 'she' });
  });

  it.each([
    ['Tom (staff) / Mr Ade to the pupils', 'Tom'],
    ['Mr Ade to the kids', 'Mr Ade'],
    ['call him Coach Dee with the players', 'Coach Dee'],
    ['Tommo', undefined],
  ])('“%s” → %s', (field, name) => expect(namingOf(field)).toBe(name));
});

describe('a request to use what came before', () => {
  it('tells the line before "pls use that somewhere" and posts no request', () => {
    expect(readAsides('the whole yard calls him Tosh - pls use that somewhere')).toEqual({
      text: 'the whole yard calls him Tosh',
      asides: [{ kind: 'tell', text: 'the whole yard calls him Tosh' }],
    });
  });
});

describe('(e) unsure or about the writing: dropped, the rest kept', () => {
  it.each([
    ['Won the bid. Formal tone, this goes on the public site too.', 'Won the bid.'],
    ['Cut waste by a third. no waffle pls, the floor hates speeches', 'Cut waste by a third.'],
    ['Led the audit — maybe a detective pun but not too many, she will groan', 'Led the audit'],
    ['Fixed the boiler. Sam would want the whole crew named, not just him.', 'Fixed the boiler.'],
    ['Moved the servers. no essay pls, bullets fine', 'Moved the servers.'],
    ['lateral hire, 6 yrs PQE - don’t make him sound like a junior', 'lateral hire, 6 yrs PQE'],
    // How the person feels about the post, or their consent to it: a note to the writer.
    [
      'ran the Berlin marathon in 2:58. she will be embarrassed if we make a big deal of it',
      'ran the Berlin marathon in 2:58.',
    ],
    ['Sang at the Proms in 2019!! he’s ok w us mentioning it', 'Sang at the Proms in 2019!!'],
    [
      'Beat cancer twice - Tomasz doesn’t mind us sharing, he says it helps others',
      'Beat cancer twice',
    ],
    ['Grew up on a houseboat. she said its fine to mention', 'Grew up on a houseboat.'],
    // How the author wants the post to read, and the person's modesty as its reason.
    [
      'Raised £4k for the hospice. I want the message to feel proud but not corporate, this is about the patients',
      'Raised £4k for the hospice.',
    ],
    [
      'Rewired the barn in a weekend. he is very shy about it so pls dont overdo it',
      'Rewired the barn in a weekend.',
    ],
  ])('“%s” → “%s”', (line, kept) => expect(readAsides(line).text).toBe(kept));

  it('leaves a line that holds no aside as typed', () => {
    for (const line of [
      'Cut our cloud bill by 30%, no downtime',
      '2,000 tickets closed. yes really',
      'She is happy with the new rota',
      'He was red-faced after the Christmas quiz',
      'She was embarrassed about the typo in her keynote, then laughed it off',
      'Ran the London marathon - 3:41, a PB',
      'She is modest and kind, the first to help',
      'We want the new ward to open by May',
    ])
      expect(readAsides(line)).toEqual({ text: line, asides: [] });
  });

  it('drops a line that is only asides', () => {
    expect(withoutEmailDebris('keep it upbeat pls, the parents read this too')).toBe('');
  });
});

describe('the composer posts no aside in any option', () => {
  const cases: { input: GenerationRequest; aside: RegExp; told: RegExp[] }[] = [
    {
      input: {
        messageType: 'welcome',
        tone: 'excited_fun',
        length: 'long',
        newHireName: 'Dr. 陈静 (Jing Chen)',
        role: 'Research Scientist',
        team: 'Battery Materials',
        startDate: 'Monday 2 June',
        hobbies: 'choir, hiking',
        funFact:
          'her thesis cell design is in a museum in Munich. she will be embarrassed if we make a big deal of it',
      },
      aside: /embarrassed|big deal|Dr\. Chen\)/i,
      told: [/museum in Munich/i],
    },
    {
      input: {
        messageType: 'welcome',
        tone: 'friendly_approachable',
        length: 'medium',
        newHireName: 'Marta Kowalczyk',
        role: 'Lab Technician',
        team: 'Chemistry',
        startDate: 'Monday 3 March',
        hobbies:
          "climbing, pottery. she'd love tips on flats nearby - pls ask people to message her",
        funFact:
          "pls mention she's covering Dr Hale's sabbatical - do NOT say 'replacing'!! Also she speaks Polish",
      },
      aside: /\bpls\b|ask people|replacing|please mention|do not say/i,
      told: [/covering Dr Hale's sabbatical/i],
    },
    {
      input: {
        messageType: 'promotion',
        tone: 'casual_concise',
        length: 'long',
        newHireName: 'Obi Nwosu',
        currentRole: 'Chef de Partie',
        newRole: 'Sous Chef',
        team: 'Kitchen',
        promotionDetails:
          'Ran the pass through the summer rush. Cut food waste 18%. Formal tone, this goes on the website too. no fluff pls, the brigade hates speeches',
      },
      aside: /formal tone|website|fluff|brigade hates/i,
      told: [/food waste/i],
    },
    {
      input: {
        messageType: 'achievements',
        tone: 'warm_professional',
        length: 'long',
        newHireName: 'Dana Li',
        role: 'Literacy Lead',
        achievementDescription: 'Reading recovery programme',
        achievementDetails:
          'Ran reading recovery for Year 3 (no individual pupil names please (safeguarding)), 24 of 30 children now read at age level. Would want the TAs credited, not just her. keep it short pls',
      },
      aside: /safeguarding|pupil names|would want|keep it short|\bpls\b/i,
      told: [/24 of 30/],
    },
    {
      input: {
        messageType: 'welcome',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Thomas Adeyemi',
        preferredName: 'Tom (staff) / Mr Ade to the pupils',
        role: 'Year 5 Teacher',
        team: 'Upper KS2',
        startDate: 'Monday 6 January',
        hobbies: 'chess, five-a-side (he/him btw)',
      },
      aside: /to the pupils|\(staff\)|btw/i,
      told: [/\bTom\b/],
    },
    {
      input: {
        messageType: 'welcome',
        tone: 'friendly_approachable',
        length: 'medium',
        newHireName: 'Robin Shaw',
        role: 'Designer',
        team: 'Brand',
        expertise: 'packaging, type design, worked on the Alba rebrand',
        hobbies: 'zines, cycling (they/them, pls use they)',
      },
      aside: /they\/them|pls use|\b(?:she|her|he|him|his)\b/i,
      told: [/Robin/],
    },
  ];

  it.each(cases.map((c) => [c.input.newHireName, c] as const))(
    'no option for %s carries the aside',
    async (_, { input, aside, told }) => {
      const options: string[] = [];
      for await (const option of createComposer().write(input, { seed: 3, today: '2026-02-01' }))
        options.push(option);
      expect(options).toHaveLength(3);
      for (const option of options) {
        expect(option).not.toMatch(aside);
        for (const fact of told) expect(option).toMatch(fact);
      }
    },
  );
});

describe("the author's verdict in brackets (ADR 087)", () => {
  it('is never posted', () => {
    expect(readAsides('open-water swims in january (nuts), chess').text).toBe(
      'open-water swims in january, chess',
    );
    expect(readAsides('ultramarathons (rather him than me!)').text).toBe('ultramarathons');
  });

  it('leaves a bracket that tells a fact, and the word outside brackets', () => {
    expect(readAsides('darts (county team)').text).toBe('darts (county team)');
    expect(readAsides('mad about rugby league').text).toBe('mad about rugby league');
  });
});

describe('(e) more shapes of a note to the writer (the eighteenth set, ADR 132)', () => {
  it.each([
    'not too flowery pls, lawyers hate that',
    'Not too wordy please',
    'but not too sentimental',
    'Please no photos or names of the kids in the post.',
    'no client names or addresses in this message pls',
    'pls no pictures of the site in the newsletter',
    'just a short thanks from the team is fine, nothing over the top',
    'A quick shout-out is plenty',
    'a simple thank you would be fine',
  ])('%s is said to the writer and never posted', (typed) => {
    expect(readAsides(typed).text).toBe('');
  });

  it.each([
    [
      'Crews on all 3 shifts did the work, make sure the post says that - he insisted.',
      'Crews on all 3 shifts did the work',
    ],
    ['The night team carried it, make sure the message mentions that', 'The night team carried it'],
    [
      'Her mentor was Dr. Osei, pls make sure it says that - she insisted',
      'Her mentor was Dr. Osei',
    ],
  ])('%s keeps the fact it asks to be told, as a fact', (typed, kept) => {
    const read = readAsides(typed);
    expect(read.text).toBe(kept);
  });

  it.each([
    [
      "she's Polish & very modest, would love a line in Polish for her: 'Dziękujemy, Bogi!'",
      'Dziękujemy, Bogi!',
    ],
    ['would love a line in Welsh for him - "Da iawn, Huw!"', 'Da iawn, Huw!'],
    ["we'd like a line in Swahili for her: 'Hongera sana, Amani'", 'Hongera sana, Amani'],
  ])('%s tells the line asked for, never the request', (typed, line) => {
    expect(asideOf(typed)).toEqual({ kind: 'tell', text: line });
  });

  it.each([
    'no two days are the same in the post room',
    'not too shabby for a first season',
    'she insisted on training every new starter herself',
    'a short film she made won a prize at Raindance',
  ])('%s is a fact and stays', (typed) => {
    expect(readAsides(typed).text).toBe(typed);
  });
});
