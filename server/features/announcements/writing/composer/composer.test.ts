import { beforeAll, describe, expect, it } from 'vitest';
import { LENGTHS, type GenerationRequest, type Length } from '#domain/generation.ts';
import { MESSAGE_TYPE_VALUES, type MessageType } from '#domain/message-types.ts';
import { TONE_VALUES, type Tone } from '#domain/tones.ts';
import { checkOptions } from '../checks/option-checks.ts';
import { optionProblems } from '../checks/option-pass.ts';
import { TONE_RULES } from '../tone-rules.ts';
import type { WriteOptions } from '../writer.ts';
import { createComposer } from './composer.ts';
import { nlp } from './nlp.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

type Facts = Omit<GenerationRequest, 'tone' | 'length'>;

const MINIMAL: Record<MessageType, Facts> = {
  welcome: { newHireName: 'Maya Patel', messageType: 'welcome', role: 'Product Designer' },
  promotion: {
    newHireName: 'Priya Raman',
    messageType: 'promotion',
    currentRole: 'Senior Engineer',
    newRole: 'Engineering Manager',
    promotionDetails: 'led the billing migration and mentored new engineers',
  },
  achievements: {
    newHireName: 'Luis Gomez',
    messageType: 'achievements',
    role: 'Account Executive',
    achievementDescription: 'closed the largest deal in company history',
    achievementDetails: 'the contract brings in more revenue than any other this year',
  },
};

const MAXIMAL: Record<MessageType, Facts> = {
  welcome: {
    ...MINIMAL.welcome,
    team: 'Growth',
    startDate: 'Monday, March 3',
    company: 'Acme',
    expertise: 'design systems and accessibility',
    hobbies: 'bouldering and baking sourdough',
    funFact: 'has visited 30 countries.',
  },
  promotion: { ...MINIMAL.promotion, team: 'Payments', expertise: 'distributed systems' },
  achievements: { ...MINIMAL.achievements, team: 'Enterprise Sales', expertise: 'negotiation' },
};

/** Inputs that have tripped up template writers: odd names, long roles, typed punctuation. */
const ODD: Facts[] = [
  {
    newHireName: "Siobhán O'Connor-Ní Bhriain",
    messageType: 'welcome',
    role: 'senior staff software engineer, platform infrastructure and developer experience (payments)',
    team: 'the platform crew.',
    startDate: 'next week',
    expertise: 'She spent eight years scaling payment systems at a fintech startup.',
    hobbies: 'plays cello in an amateur orchestra',
    funFact: 'a former competitive figure skater',
  },
  { newHireName: 'Cher', messageType: 'welcome', role: 'Designer.' },
  {
    newHireName: 'dr. ana maría garcía-lópez',
    messageType: 'welcome',
    role: 'an Engineering Manager.',
    company: 'Initech Ltd.',
    startDate: 'the first week of April',
    hobbies: 'Running, chess, and terrible puns!',
    funFact: 'once climbed Kilimanjaro',
  },
  {
    newHireName:
      'Maximiliana Alexandrina Konstantinopoulou-Wittelsbach de la Vega y Montenegro Smith',
    messageType: 'promotion',
    currentRole: 'designer',
    newRole: 'senior designer!',
    promotionDetails: 'outstanding work on the design system.',
    expertise: 'a former architect',
  },
  {
    newHireName: "D'Angelo",
    messageType: 'achievements',
    role: 'qa engineer',
    achievementDescription: 'Launch of the automated regression suite.',
    achievementDetails:
      'was delivered early and now catches most release bugs before customers see them',
    team: 'mobile',
  },
  {
    newHireName: 'Mei Chen',
    messageType: 'achievements',
    role: 'Data Scientist',
    achievementDescription: 'She built the churn model that the whole sales org now uses.',
    achievementDetails: 'record renewals',
  },
];

const composer = createComposer();

async function write(input: GenerationRequest, options?: WriteOptions): Promise<string[]> {
  const options_: string[] = [];
  for await (const option of composer.write(input, options)) options_.push(option);
  return options_;
}

const request = (facts: Facts, tone: Tone, length: Length): GenerationRequest => ({
  ...facts,
  tone,
  length,
});

const COMBOS = MESSAGE_TYPE_VALUES.flatMap((type) =>
  TONE_VALUES.flatMap((tone) => LENGTHS.map((length) => [type, tone, length] as const)),
);

const MONTHS_AND_DAYS =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;

describe('createComposer', () => {
  it('is the offline composer', () => {
    expect(composer.kind).toBe('composer');
    expect(composer.model).toBe('herald-composer-2');
  });

  it.each(COMBOS)(
    '%s / %s / %s passes the option checks for minimal and maximal input',
    async (type, tone, length) => {
      for (const facts of [MINIMAL[type], MAXIMAL[type]]) {
        for (const seed of [1, 2, 3, 42]) {
          const input = request(facts, tone, length);
          expect(
            checkOptions(await write(input, { seed }), input),
            `${facts.newHireName} seed ${seed}`,
          ).toBeNull();
        }
      }
    },
  );

  it('calls the person by their preferred name after the first mention, never by another short form', async () => {
    for (const type of MESSAGE_TYPE_VALUES)
      for (const tone of TONE_VALUES)
        for (const seed of [1, 2, 3, 42]) {
          const input = {
            ...request(MINIMAL[type], tone, 'medium'),
            newHireName: 'Robert Lee',
            preferredName: 'Bobby',
          };
          const options = await write(input, { seed });
          expect(checkOptions(options, input), `${type} ${tone} seed ${seed}`).toBeNull();
          expect(options.join('\n')).not.toMatch(/\bRobert\b(?! Lee)/);
        }
  });

  it('passes the option checks for odd names, long roles and typed punctuation', async () => {
    for (const facts of ODD) {
      for (const tone of TONE_VALUES) {
        for (const length of LENGTHS) {
          const input = request(facts, tone, length);
          expect(
            checkOptions(await write(input, { seed: 7 }), input),
            `${facts.newHireName} ${tone} ${length}`,
          ).toBeNull();
        }
      }
    }
  });

  it('writes for a name holding RegExp syntax, such as credentials "MLS(ASCP)"', async () => {
    // A holdout input made the composer throw "Invalid regular expression": every length failed.
    const input: GenerationRequest = {
      newHireName: 'Anjali Menon, MLS(ASCP)',
      role: 'Lab Quality Lead',
      achievementDescription: 'CAP inspection - zero deficiencies',
      achievementDetails: 'first time in 10+ yrs',
      messageType: 'achievements',
      tone: 'confident_assertive',
      length: 'medium',
    };
    for (const length of LENGTHS) expect(await write({ ...input, length })).toHaveLength(3);
  });

  it('writes for a preferred name that is a title, such as "Mr. K"', async () => {
    // A holdout input failed every length: the fact screen took the composer's own "Mr." for an
    // invented title, because it looked for titles in the full name only.
    const input: GenerationRequest = {
      newHireName: 'Tomasz Kowal',
      preferredName: 'Mr. K',
      role: 'Physics teacher (grades 9-10)',
      team: 'Science',
      startDate: 'after the spring break',
      funFact: 'built rockets in a garage in Gdańsk 🚀',
      messageType: 'welcome',
      tone: 'creative_playful',
      length: 'short',
    };
    for (const tone of TONE_VALUES)
      for (const length of LENGTHS) {
        const request = { ...input, tone, length };
        const options = await write(request, { seed: 3 });
        expect(options).toHaveLength(3);
        // What the composer yields passes the production check pass (generate.ts) too.
        for (const option of options)
          expect(optionProblems(option, request, [], undefined), option).toEqual([]);
      }
  });

  it('keeps a name holding marks the tone tidies ("..", "!", "?") exactly as typed', async () => {
    // The hostile-input fuzzer found it: a tone's punctuation pass restored the name early and
    // then collapsed its "../" to "./", so the name check refused every option (HTTP 502).
    for (const newHireName of ['<b>x</b>../../etc/passwd', 'Yahoo!! Jones', 'Who? Me..']) {
      for (const tone of TONE_VALUES) {
        const input: GenerationRequest = {
          newHireName,
          role: 'Engineer',
          messageType: 'welcome',
          tone,
          length: 'short',
        };
        const options = await write(input, { seed: 2 });
        for (const option of options)
          expect(optionProblems(option, input, [], undefined), option).toEqual([]);
      }
    }
  });

  it('fits the longest inputs the form allows into every length', async () => {
    const details =
      'Over the past two years she rebuilt the onboarding flow, mentored five engineers, led the billing migration and wrote the runbooks on-call depends on. ';
    const longest: Facts[] = [
      {
        newHireName:
          'Maximiliana Alexandrina Konstantinopoulou-Wittelsbach de la Vega y Montenegro Smith',
        messageType: 'promotion',
        currentRole:
          'Senior Staff Software Engineer, Platform Infrastructure and Developer Experience, Payments',
        newRole:
          'Principal Engineer, Platform Infrastructure and Developer Experience, Payments and Billing',
        promotionDetails: details.repeat(20).slice(0, 2000),
        expertise: 'distributed systems, '.repeat(10).slice(0, 200),
      },
      {
        newHireName: 'Li',
        messageType: 'achievements',
        role: 'developer',
        achievementDescription: details.repeat(20).slice(0, 2000),
        achievementDetails: details.repeat(20).slice(0, 2000),
      },
    ];
    for (const facts of longest) {
      for (const tone of TONE_VALUES) {
        for (const length of LENGTHS) {
          const input = request(facts, tone, length);
          expect(
            checkOptions(await write(input, { seed: 4 }), input),
            `${tone} ${length}`,
          ).toBeNull();
        }
      }
    }
    // 42 writes of the longest notes the form allows: 3 s on a quiet machine, up to 19 s
    // beside other suites at load 12. What it checks is the fit, not the time; the time per
    // write is the generation bench's (npm run bench).
  }, 60_000);

  it('is deterministic for a seed and varies across seeds and attempts', async () => {
    const input = request(MAXIMAL.welcome, 'friendly_approachable', 'medium');
    expect(await write(input, { seed: 5 })).toEqual(await write(input, { seed: 5 }));
    const bySeed = await Promise.all([1, 2, 3, 4, 5, 6].map((seed) => write(input, { seed })));
    expect(new Set(bySeed.map((o) => o.join('\n'))).size).toBeGreaterThanOrEqual(5);
    expect(await write(input, { seed: 5, attempt: 1 })).not.toEqual(
      await write(input, { seed: 5 }),
    );
  });

  it('varies without a seed', async () => {
    const input = request(MAXIMAL.promotion, 'warm_professional', 'long');
    const runs = await Promise.all([1, 2, 3, 4].map(() => write(input)));
    expect(new Set(runs.map((o) => o.join('\n'))).size).toBeGreaterThan(1);
  });

  it('stops when the signal is aborted', async () => {
    const input = request(MINIMAL.welcome, 'casual_concise', 'short');
    const aborted = new AbortController();
    aborted.abort();
    expect(await write(input, { signal: aborted.signal })).toEqual([]);

    const midway = new AbortController();
    const seen: string[] = [];
    for await (const option of composer.write(input, { signal: midway.signal, seed: 1 })) {
      seen.push(option);
      midway.abort();
    }
    expect(seen).toHaveLength(1);
  });

  it.each(COMBOS)(
    '%s / %s / %s invents no dates, numbers, teams or names',
    async (type, tone, length) => {
      const input = request(MINIMAL[type], tone, length);
      for (const seed of [1, 2, 3]) {
        for (const option of await write(input, { seed })) {
          expect(option).not.toMatch(/\d/);
          expect(option).not.toMatch(MONTHS_AND_DAYS);
          expect(option).not.toMatch(/\bthe (?!whole\b|same\b|new\b)[\p{L}&-]+ team\b/iu);
          // Capitalised words mid-sentence would be names of things the user never gave.
          const given = new Set([
            ...Object.values(input)
              .join(' ')
              .split(/[^\p{L}'-]+/u),
            'I',
            "I'm",
            "I'd",
            "I've",
            "I'll",
          ]);
          // (A bullet's first word and a label's are line starts, not mid-sentence.)
          const midSentenceCapitals = [
            ...option
              .replace(/^• [^:\n]+: /gmu, '• ')
              .matchAll(/(?<![.!?:\n•\p{Extended_Pictographic}]\s?)(?<=\s)(\p{Lu}[\p{L}'-]*)/gu),
          ]
            .map((m) => (m[1] ?? '').replace(/'s$/, ''))
            .filter((word) => !given.has(word));
          expect(midSentenceCapitals, option).toEqual([]);
        }
      }
    },
  );

  it.each(
    MESSAGE_TYPE_VALUES.flatMap((type) =>
      TONE_VALUES.flatMap((tone) =>
        (['medium', 'long'] as const).map((length) => [type, tone, length] as const),
      ),
    ),
  )('%s / %s / %s tells every optional fact in at least one option', async (type, tone, length) => {
    const input = request(MAXIMAL[type], tone, length);
    // The team as typed: options may say "the Growth team" or "Team: Growth".
    const expected: Record<MessageType, string[]> = {
      welcome: [
        'Growth',
        'Monday, March 3',
        'Acme',
        'design systems and accessibility',
        'bouldering and baking sourdough',
        'visited 30 countries',
      ],
      promotion: ['Payments', 'distributed systems'],
      achievements: ['Enterprise Sales', 'negotiation'],
    };
    // Who, where and when belong in every option; the rest in at least one (issue 21: the
    // three forms tell the notes between them).
    const everywhere = new Set([
      'Growth',
      'Monday, March 3',
      'Acme',
      'Payments',
      'Enterprise Sales',
    ]);
    for (const seed of [1, 2]) {
      const options = (await write(input, { seed })).map((o) => o.toLowerCase());
      for (const fact of expected[type]) {
        const told = options.filter((o) => o.includes(fact.toLowerCase()));
        if (everywhere.has(fact))
          expect(told, `${fact}: ${options.join('\n---\n')}`).toHaveLength(3);
        else expect(told.length, `${fact}: ${options.join('\n---\n')}`).toBeGreaterThan(0);
      }
    }
  });

  it('uses the required facts and the full name as typed in every option', async () => {
    for (const type of MESSAGE_TYPE_VALUES) {
      for (const tone of TONE_VALUES) {
        const input = request(MINIMAL[type], tone, 'medium');
        for (const option of await write(input, { seed: 3 })) {
          expect(option.split(input.newHireName).length - 1, option).toBeGreaterThanOrEqual(1);
          const required = {
            welcome: ['Product Designer'],
            promotion: ['Senior Engineer', 'Engineering Manager', 'led the billing migration'],
            achievements: ['Account Executive', 'closed the largest deal'],
          }[type];
          for (const fact of required)
            expect(option.toLowerCase(), option).toContain(fact.toLowerCase());
        }
      }
    }
  });

  it('writes three forms: a chat post, a fuller narrative, a scannable post', async () => {
    for (const type of MESSAGE_TYPE_VALUES) {
      for (const tone of TONE_VALUES) {
        for (const length of LENGTHS) {
          const label = `${type} ${tone} ${length}`;
          const [chat, narrative, scannable] = await write(request(MAXIMAL[type], tone, length), {
            seed: 11,
          });
          const words = (text = '') => text.split(/\s+/).length;
          expect(chat, label).not.toContain('\n');
          // Six notes in a short post: the chat post may keep one no other option can hold.
          expect(words(chat), label).toBeLessThanOrEqual(Math.ceil(words(narrative) * 1.1));
          expect(narrative, label).not.toMatch(/^• /m);
          const lines = (scannable ?? '').split('\n');
          expect(lines.length, `${label}: ${scannable}`).toBeGreaterThanOrEqual(3);
          expect(lines[0], label).not.toMatch(/^• /);
          expect(lines.at(-1), label).not.toMatch(/^• /);
          expect(lines.filter((l) => l.startsWith('• ')).length, label).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });

  it('leaves no trace of absent facts and keeps typography clean', async () => {
    for (const facts of [...Object.values(MINIMAL), ...Object.values(MAXIMAL), ...ODD]) {
      for (const tone of TONE_VALUES) {
        for (const length of LENGTHS) {
          for (const option of await write(request(facts, tone, length), { seed: 9 })) {
            expect(option).not.toMatch(/undefined|null|NaN|\{|\}|\[|\]/);
            expect(option).not.toMatch(
              / {2}| [,.;:!?]|(?<!\.)\.\.(?!\.)|,[.!?]|(?<!\b(?:Inc|Ltd|Co|Corp|Dr))\.,/,
            );
            expect(option).not.toMatch(/^\s|\s$/);
            // A capital opens every option, unless it opens with the name typed in lower case.
            if (!option.startsWith(facts.newHireName.trim()))
              expect(option).toMatch(/^[\p{Lu}\p{Extended_Pictographic}]/u);
            const emoji = option.match(/\p{Extended_Pictographic}/gu) ?? [];
            expect(emoji.length, option).toBeLessThanOrEqual(TONE_RULES[tone].emoji);
          }
        }
      }
    }
  });

  it('normalises typed facts: trailing punctuation, sentence case, articles', async () => {
    const input = request(ODD[2] as Facts, 'warm_professional', 'long');
    const text = (await write(input, { seed: 2 })).join('\n');
    expect(text).toContain('Dr. Ana María García-López'); // typed without case: name case (ADR 055)
    expect(text).toContain('Engineering Manager');
    expect(text).not.toContain('an Engineering Manager.');
    expect(text).toMatch(/running, chess,? and terrible puns/i);
    expect(text).not.toContain('puns!');
    expect(text).toContain('Initech Ltd.');
  });
});

describe('round 3: classes found on inputs nobody tuned for', () => {
  const kofi = request(
    {
      newHireName: 'Kofi Boateng',
      messageType: 'achievements',
      role: 'Customer Success Manager',
      team: 'Enterprise CS',
      achievementDescription: 'Saved the Northwind account',
      achievementDetails:
        'Northwind (our 3rd biggest customer, $1.2M ARR) sent a cancellation notice in Aug after two bad outages. Kofi set up weekly exec calls, got Priya and Dan from Eng on-site to walk through the fix, and built them a custom reporting dashboard. Result: they renewed for 3 years at +18% and agreed to be a public case study. He did this while covering 2 other territories.',
    },
    'inspiring_motivational',
    'long',
  );

  it('tells a story whose steps point back in the order it was typed', async () => {
    for (const seed of [1, 2, 3]) {
      for (const option of await write(kofi, { seed })) {
        const lines = option.split(/(?<=[.!?])\s+|\n/);
        // "He did this…" and "Result: they renewed…" come right after what they point to.
        lines.forEach((line, i) => {
          if (/^He did this/.test(line)) expect(lines[i - 1], option).toMatch(/^Result: they/);
          if (/^(?:• )?Result: they/.test(line))
            // A bullet per deed (ADR 123): the result follows the last of them.
            expect(lines[i - 1], option).toMatch(/Kofi set up|Set up weekly|Built them a custom/);
        });
        expect(option).not.toMatch(/^He did this/);
        // A name moved mid-sentence keeps its capital.
        expect(option).not.toMatch(/\bnorthwind\b|\bkofi\b/);
      }
    }
  });

  it('never writes a name and the same word twice ("Will will")', async () => {
    const will = request(
      {
        newHireName: 'Will Turner',
        messageType: 'welcome',
        role: 'Customer Success Manager',
        funFact: 'will talk your ear off about sailing',
      },
      'confident_assertive',
      'medium',
    );
    for (const seed of [1, 2])
      expect((await write(will, { seed })).join('\n')).not.toMatch(/Will will/);
  });

  it('does not echo its opener in its closing line', async () => {
    const grace = request(
      {
        newHireName: 'Grace Mensah',
        messageType: 'promotion',
        team: 'Medical-Surgical',
        currentRole: 'RN',
        newRole: 'Nurse Manager, Ward 7B',
        promotionDetails:
          'Led the falls-prevention project that dropped patient falls by 32% over 12 mo.',
      },
      'warm_professional',
      'medium',
    );
    for (const seed of [1, 2, 3, 4])
      for (const option of await write(grace, { seed }))
        expect(option).not.toMatch(/join me in congratulating[\s\S]*join me in congratulating/i);
  });
});

describe('round 3: reading the blind set as a manager', () => {
  const all = async (input: GenerationRequest, seeds = [1, 2, 3]) =>
    (await Promise.all(seeds.map((seed) => write(input, { seed })))).flat();

  it('names the person before any pronoun: a narrative never opens "He built…"', async () => {
    const kim = request(
      {
        newHireName: 'Dr. Hyun-woo Kim',
        messageType: 'promotion',
        currentRole: 'Associate Professor',
        newRole: 'Full Professor',
        promotionDetails:
          'He built our undergraduate research program from 3 students to over 60. As Chair he will lead the department.',
      },
      'inspiring_motivational',
      'long',
    );
    for (const option of await all(kim)) expect(option).not.toMatch(/^(?:He|She|They)\b/);
  });

  it('tells details that go on the achievement with it: never "By the numbers: with…"', async () => {
    const priscilla = request(
      {
        newHireName: 'Priscilla Addo',
        messageType: 'achievements',
        role: 'Support Agent',
        achievementDescription: '1000th ticket solved',
        achievementDetails: 'with a 98% satisfaction score',
      },
      'creative_playful',
      'medium',
    );
    const text = (await all(priscilla)).join('\n');
    expect(text).toContain('1000th ticket solved, with a 98% satisfaction score');
    expect(text).not.toMatch(/: with a 98%/);
  });

  it('uses the pronoun the notes give, and no title in brackets within brackets', async () => {
    const maarten = request(
      {
        newHireName: 'Maarten van der Berg',
        messageType: 'welcome',
        role: 'Senior Counsel (Employment)',
        team: 'Operations',
        expertise: 'He spent 11 years negotiating supplier contracts across 14 countries.',
      },
      'confident_assertive',
      'medium',
    );
    const text = (await all(maarten, [1, 2, 3, 4, 5, 6])).join('\n');
    expect(text).not.toMatch(/when you see them|congratulate them/);
    expect(text).not.toContain('((');
    expect(text).not.toContain('Employment))');
  });
});

describe('round 3: length means something', () => {
  const words = (options: string[]) =>
    options.reduce((n, o) => n + o.split(/\s+/).length, 0) / options.length;

  it('writes a long post at least 10% longer than a medium one on an input with 4+ facts', async () => {
    // The blind set's budget is a mean (npm run eval reports it). Since ADR 064 a medium post
    // tells every fact too, so long is longer only by its fuller telling (its own start
    // sentence, a look ahead and an invitation): 30% was the budget when medium chose.
    for (const facts of [MAXIMAL.welcome]) {
      let medium = 0;
      let long = 0;
      for (const seed of [1, 2, 3]) {
        medium += words(await write(request(facts, 'warm_professional', 'medium'), { seed }));
        long += words(await write(request(facts, 'warm_professional', 'long'), { seed }));
      }
      expect(long, JSON.stringify(facts)).toBeGreaterThanOrEqual(medium * 1.1);
    }
  });

  it("tells the user's own cheer in at least one option", async () => {
    const jordan = request(
      {
        newHireName: 'Jordan Ellis',
        messageType: 'promotion',
        currentRole: 'Software Engineer II',
        newRole: 'Senior Software Engineer',
        promotionDetails: 'well deserved, great work this year',
      },
      'warm_professional',
      'short',
    );
    for (const seed of [1, 2, 3, 4])
      expect((await write(jordan, { seed })).join('\n'), `seed ${seed}`).toMatch(/Well deserved/);
  });
});

describe('round 3: the narrative stays the fuller telling', () => {
  it('keeps a chat post no more than a tenth longer than the narrative, on a long thin input', async () => {
    // A three-word name with no safe short form makes every option share its trigrams.
    const fatima = request(
      {
        newHireName: 'Fatima Zahra Benali',
        messageType: 'welcome',
        role: 'Pharmacist',
        company: 'Boots',
        funFact: 'was featured in a local paper for her vaccine clinic',
      },
      'creative_playful',
      'long',
    );
    for (const seed of [1, 2, 3, 4, 5]) {
      const [chat, narrative] = await write(fatima, { seed });
      const words = (t = '') => t.split(/\s+/).length;
      expect(words(chat), `seed ${seed}`).toBeLessThanOrEqual(Math.ceil(words(narrative) * 1.1));
    }
  });
});

describe('round 3: a short post keeps what it must tell', () => {
  it('tells every deed of a story typed as sentences in some option, even when short', async () => {
    // Three deeds share one sentence in a longer post; too long together for a short one,
    // each is still told somewhere, the result among them.
    const lena = request(
      {
        newHireName: 'Lena Okafor',
        messageType: 'welcome',
        role: 'Field Marketing Manager',
        team: 'EMEA',
        company: 'Hubspot',
        startDate: 'Monday, March 3',
        expertise:
          'Inherited an events calendar that had lost money 2 years running. Cut the vendor list by half. Closed the year with 40% more pipeline.',
        funFact: 'has climbed Kilimanjaro twice',
      },
      'excited_fun',
      'short',
    );
    for (const seed of [1, 2, 3]) {
      const all = (await write(lena, { seed })).join('\n');
      expect(all, `seed ${seed}`).toMatch(/events calendar/);
      expect(all, `seed ${seed}`).toMatch(/vendor list/);
      expect(all, `seed ${seed}`).toMatch(/40% more pipeline/);
    }
  });

  it('looks ahead with a fact that has a word in it, not a team typed as initials ("Q&A")', async () => {
    const tomas = request(
      {
        newHireName: 'Tomas Lind',
        messageType: 'promotion',
        currentRole: 'Test Engineer',
        newRole: 'Lead Test Engineer, Payments',
        team: 'Q&A',
        promotionDetails: 'built the release checklist; cut escaped defects ~40%',
      },
      'inspiring_motivational',
      'short',
    );
    for (const seed of [1, 2, 3])
      for (const option of await write(tomas, { seed }))
        expect(option, `seed ${seed}`).not.toMatch(/next on the Q&A team/);
  });
});

describe('third blind grade: headlines, cheers and list headers (ADR 045, third pass)', () => {
  const seeds = [1, 2, 3];

  it('frames an award typed as a noun phrase, never after a dash', async () => {
    const ines = request(
      {
        newHireName: 'Ines Duarte',
        messageType: 'achievements',
        role: 'Hospital Pharmacist',
        achievementDescription: 'Golden Pestle Award',
      },
      'warm_professional',
      'medium',
    );
    for (const seed of seeds) {
      const [chat, narrative] = await write(ines, { seed });
      expect(chat, `seed ${seed}`).toMatch(/on the Golden Pestle Award/);
      expect(narrative, `seed ${seed}`).toMatch(/on the Golden Pestle Award/);
      for (const option of [chat!, narrative!]) expect(option).not.toMatch(/ — Golden/);
    }
  });

  it('names a title "of the Year" as one the person was named', async () => {
    const kofi = request(
      {
        newHireName: 'Kofi Mensah',
        messageType: 'achievements',
        role: 'Bus Driver',
        achievementDescription: 'driver of the year',
      },
      'confident_assertive',
      'short',
    );
    const [chat] = await write(kofi, { seed: 4 });
    expect(chat).toMatch(/on being named driver of the year/i);
  });

  it('tells a fragment description after a colon, as typed, never after a dash', async () => {
    const tomas = request(
      {
        newHireName: 'Tomas Berg',
        messageType: 'achievements',
        role: 'Science Teacher',
        achievementDescription: 'robotics cup - regional and 2025',
        achievementDetails: 'team of 9 students',
      },
      'excited_fun',
      'medium',
    );
    for (const seed of seeds) {
      const [chat, narrative] = await write(tomas, { seed });
      for (const option of [chat!, narrative!]) {
        expect(option, `seed ${seed}`).toMatch(/: Robotics cup - regional and 2025/);
        expect(option, `seed ${seed}`).not.toMatch(/(?:Teacher|Berg) — /);
      }
    }
  });

  it('never posts a cheer with a name, a list header or a bulleted "thx" as a fact', async () => {
    const noor = request(
      {
        newHireName: 'Noor Haddad',
        messageType: 'achievements',
        role: 'Data Analyst',
        achievementDescription: 'rebuilt the churn model',
        achievementDetails:
          'Key points:\n- precision up 12%\n- shipped in 3 weeks\n- thx\ncongrats Noor!',
      },
      'friendly_approachable',
      'long',
    );
    for (const seed of seeds) {
      const options = await write(noor, { seed });
      const all = options.join('\n');
      expect(all, `seed ${seed}`).not.toMatch(/Key points|thx|thanks|congrats Noor/i);
      expect(all, `seed ${seed}`).toMatch(/12%/);
      expect(options[2], `seed ${seed}`).not.toMatch(/What earned it: congrats/i);
    }
  });
});

describe('third blind grade: fragments no verb can carry (ADR 045, third pass)', () => {
  const seeds = [1, 2, 3];

  it('says a hobby typed as a person noun as who they are, not "is into" or "enjoys"', async () => {
    const wen = request(
      {
        newHireName: 'Wen Li',
        messageType: 'welcome',
        role: 'Structural Engineer',
        hobbies: 'amateur salsa dancer',
      },
      'friendly_approachable',
      'long',
    );
    for (const seed of seeds) {
      const all = (await write(wen, { seed })).join('\n');
      expect(all, `seed ${seed}`).not.toMatch(/(?:is into|enjoys) amateur salsa dancer/);
      expect(all, `seed ${seed}`).toMatch(/amateur salsa dancer/);
    }
  });

  it('says a count fused to its noun ("7-year golang") as years of experience, not "a track record of"', async () => {
    const ravi = request(
      {
        newHireName: 'Ravi Nair',
        messageType: 'welcome',
        role: 'Backend Developer',
        expertise: '7-year golang',
      },
      'warm_professional',
      'long',
    );
    for (const seed of seeds) {
      const all = (await write(ravi, { seed })).join('\n');
      expect(all, `seed ${seed}`).not.toMatch(/(?:track record of|brings|experience in) 7-year/);
      expect(all, `seed ${seed}`).toMatch(/7 years of Golang experience/);
    }
  });

  it('does not splice a state into "specialises in" / "brings expertise in"', async () => {
    const ada = request(
      {
        newHireName: 'Ada Kowalski',
        messageType: 'welcome',
        role: 'Civil Engineer',
        expertise: 'tunnel design and chartered',
      },
      'confident_assertive',
      'long',
    );
    for (const seed of seeds) {
      const all = (await write(ada, { seed })).join('\n');
      expect(all, `seed ${seed}`).not.toMatch(
        /(?:specialises in|expertise in) tunnel design and chartered/,
      );
      // The state in the frame it takes (ADR 054): "specialises in tunnel design and is
      // chartered".
      expect(all, `seed ${seed}`).toMatch(/tunnel design and is chartered/i);
    }
  });
});

describe('third blind grade: labels in the scannable post (ADR 045, third pass)', () => {
  it('puts an effective date under "Effective", never under "What earned it"', async () => {
    const olu = request(
      {
        newHireName: 'Olu Ade',
        messageType: 'promotion',
        currentRole: 'Analyst',
        newRole: 'Lead Analyst',
        promotionDetails: 'effective wednesday',
      },
      'warm_professional',
      'medium',
    );
    for (const seed of [1, 2, 3]) {
      const scannable = (await write(olu, { seed }))[2]!;
      expect(scannable, `seed ${seed}`).toMatch(/• Effective: Wednesday/);
      expect(scannable, `seed ${seed}`).not.toMatch(/What earned it: effective/i);
    }
  });

  it('keeps "By the numbers" for a figure with its unit, not a number that names something', async () => {
    const base = {
      newHireName: 'Priya Shah',
      messageType: 'achievements' as const,
      role: 'Area Manager',
      achievementDescription: 'opened the new depot',
    };
    const named = request({ ...base, achievementDetails: 'zone 4' }, 'warm_professional', 'short');
    const measured = request(
      { ...base, achievementDetails: '18% faster deliveries' },
      'warm_professional',
      'short',
    );
    for (const seed of [1, 2, 3]) {
      expect((await write(named, { seed })).join('\n'), `seed ${seed}`).not.toMatch(
        /By the numbers: zone 4/,
      );
      const scannable = (await write(measured, { seed }))[2]!;
      expect(scannable, `seed ${seed}`).not.toMatch(/Details: 18%/);
    }
  });
});

describe('the third set reader’s classes, by construction (ADR 049)', () => {
  const seeds = [1, 2, 3, 4, 5];
  it('never stacks two brackets, and a hobby told as a verb phrase keeps its subject', async () => {
    const bayo = request(
      {
        newHireName: 'Adebayo Ogunleye',
        preferredName: 'Bayo',
        messageType: 'welcome',
        role: 'Night Shift Operations Supervisor',
        team: 'DC3 Inbound',
        hobbies: "coaches his son's u10 football team",
        funFact: 'still made it to church on sunday',
      },
      'casual_concise',
      'long',
    );
    for (const seed of seeds) {
      const all = (await write(bayo, { seed })).join('\n');
      expect(all, `seed ${seed}`).not.toMatch(/\)\s*\(/);
      expect(all, `seed ${seed}`).not.toMatch(/about: coaches|: coaches/);
      expect(all, `seed ${seed}`).not.toMatch(/\bsunday\b/);
      expect(all, `seed ${seed}`).not.toMatch(/Next up for|Next stop for|Up next:/);
    }
  });

  it('says items no verb takes each in its own frame, not "X\'s background:"', async () => {
    const wiki = request(
      {
        newHireName: 'Wiki Tane',
        messageType: 'welcome',
        role: 'Bridge Engineer',
        expertise: 'steel bridge design and PE licensed',
      },
      'warm_professional',
      'medium',
    );
    for (const seed of seeds) {
      const all = (await write(wiki, { seed })).join('\n');
      expect(all, `seed ${seed}`).not.toMatch(/background:|and PE licensed/);
      expect(all, `seed ${seed}`).toMatch(/is PE licensed/);
    }
  });
});

describe('a short post says a line in fewer words before it gives up a fact (ADR 072)', () => {
  it('lists the headline figure in the short scannable post, the invitation without the team its line names', async () => {
    const marta = request(
      {
        newHireName: 'Marta Kowalczyk',
        messageType: 'promotion',
        currentRole: 'Packer',
        newRole: 'Shift Quality Lead',
        team: 'biscuit line 4',
        promotionDetails: '5 yrs on the floor, food safety level 2 done. effective 3/10',
      },
      'friendly_approachable',
      'short',
    );
    for (const seed of [1, 2, 3]) {
      const scannable = (await write(marta, { seed }))[2]!;
      expect(scannable, `seed ${seed}`).toMatch(/• 5 years on the floor/);
      expect(scannable, `seed ${seed}`).toMatch(/Effective: 10 March/);
      expect(scannable, `seed ${seed}`).toMatch(/• Team: biscuit line 4/);
      expect(scannable.split(/\s+/).length, `seed ${seed}`).toBeLessThanOrEqual(45);
    }
  });
});
