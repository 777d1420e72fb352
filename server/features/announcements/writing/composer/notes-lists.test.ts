import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { nlp } from './nlp.ts';
import { itemKind, readNote } from './notes.ts';
import { aloneFrame } from './prose.ts';
import { optionsOf } from './testing.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 123: detail notes typed as a comma list of mixed items, or as one run-on of comma
 * splices, are told as sentences a reader would write, only where the parse is certain.
 */
const promotion = (promotionDetails: string, length = 'medium'): GenerationRequest =>
  ({
    messageType: 'promotion',
    tone: 'friendly_approachable',
    length,
    newHireName: 'Greta Holm',
    currentRole: 'Shift Lead',
    newRole: 'Site Manager',
    promotionDetails,
    expertise: '',
  }) as GenerationRequest;

const read = (text: string, field = 'promotionDetails' as const) =>
  readNote(text, field, new Set(['greta', 'holm']));

async function narrative(input: GenerationRequest): Promise<string> {
  const out = await optionsOf(input, { seed: 1 });
  return out.slice(0, 2).join('\n');
}

describe('a comma list of deeds and counts is one verb phrase joined with "and"', () => {
  const cases: [string, string[]][] = [
    [
      'Cut waste by a fifth, 12 new growers onboarded, trained the weekend team',
      ['cut waste by a fifth', 'onboarded 12 new growers', 'trained the weekend team'],
    ],
    ['rebuilt the rota, 6 new drivers hired', ['rebuilt the rota', 'hired 6 new drivers']],
    [
      'Ran the spring audit, 40 stores visited in March, wrote the new checklist',
      ['ran the spring audit', 'visited 40 stores in March', 'wrote the new checklist'],
    ],
    [
      'set up the parts store, 3 vans fitted out, returns down by half',
      ['set up the parts store', 'fitted out 3 vans', 'halved returns'],
    ],
    [
      'moved the office to Leeds, 25 staff relocated 🚚, kept every client',
      ['moved the office to Leeds', 'relocated 25 staff 🚚', 'kept every client'],
    ],
    [
      'Opened two new branches, about 30 tills installed, trained both teams',
      ['opened two new branches', 'installed about 30 tills', 'trained both teams'],
    ],
  ];
  it.each(cases)('reads "%s" as items of one verb phrase', (typed, items) => {
    const units = read(typed).units;
    expect(units).toHaveLength(1);
    expect(units[0]!.kind).toBe('predicate');
    expect(
      units[0]!.items?.map((i) => i.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())),
    ).toEqual(items);
  });

  it('keeps a count it cannot turn into a verb in brackets after the deed before it', () => {
    const units = read('Grew the club, +22% members vs last year, ran the summer camp').units;
    expect(units).toHaveLength(1);
    // The notation is said in words before the list is read (ADR 139).
    expect(units[0]!.items).toEqual([
      'Grew the club (members up 22% compared with last year)',
      'ran the summer camp',
    ]);
    expect(
      read('Cut waste by a fifth, -15% spoilage vs 2025, trained the crew').units[0]!.items,
    ).toEqual(['Cut waste by a fifth (spoilage down 15% versus 2025)', 'trained the crew']);
  });

  it('tells the list in the narrative with the name and "and", numbers kept', async () => {
    const out = await narrative(
      promotion('Cut waste by a fifth, 12 new growers onboarded, trained the weekend team'),
    );
    expect(out).toMatch(
      /Greta cut waste by a fifth, onboarded 12 new growers and trained the weekend team\./,
    );
    expect(out).not.toMatch(/growers onboarded/);
  });

  it('leaves lists that are not all deeds as typed', () => {
    // a list whose first item is no deed; nouns after a verb are its objects
    for (const typed of [
      '12 new growers onboarded, trained the weekend team',
      'has worked in 3 depots, Leeds, York and Hull',
      'great coffee, trained the weekend team',
      'set up the book club, went from 5 readers to 40',
      'Led the team, mentored 3 juniors, CSAT 96%',
    ]) {
      const units = read(typed).units;
      expect(units.every((u) => !u.items || u.items.length < 2 || u.kind !== 'predicate')).toBe(
        true,
      );
    }
  });
});

describe("an adverb of frequency before an -s verb is the person's verb", () => {
  it.each([
    'always covers the late shift',
    'Never complains',
    'never misses a delivery',
    'always answers the phone first',
    'Still mentors the new starters',
    'usually opens the depot',
  ])('reads "%s" as a verb phrase', (typed) => {
    expect(itemKind(typed, 'promotionDetails')).toBe('predicate');
  });

  it('joins a list of them with "and"', async () => {
    const out = await narrative(
      promotion("Always covers the late shift when someone's off, never complains."),
    );
    expect(out).toMatch(
      /(?:Greta|She) always covers the late shift when someone's off and never complains\./,
    );
  });

  it('leaves a noun after the adverb alone', () => {
    expect(itemKind('always chats', 'hobbies')).not.toBe('noun');
    expect(itemKind('always sales', 'promotionDetails')).not.toBe('predicate');
  });
});

describe('a run-on of comma splices, each with its own subject, is split into sentences', () => {
  it.each([
    [
      'she runs the weekly huddle already, she set up the new rota tool, she got the audit closed early',
      [
        'she runs the weekly huddle already',
        'she set up the new rota tool',
        'she got the audit closed early',
      ],
    ],
    [
      'He trains every new picker, he wrote the safety guide, and he still covers nights',
      ['He trains every new picker', 'he wrote the safety guide', 'and he still covers nights'],
    ],
    [
      'Greta fixed the chiller twice, she sorted the supplier backlog, she mentors two juniors',
      [
        'Greta fixed the chiller twice',
        'she sorted the supplier backlog',
        'she mentors two juniors',
      ],
    ],
    [
      "they've run the till audit since May, they trained 9 cashiers",
      ["they've run the till audit since May", 'they trained 9 cashiers'],
    ],
  ])('splits "%s"', (typed, parts) => {
    const units = read(typed).units;
    expect(units.map((u) => u.kind)).toEqual(parts.map(() => 'sentence'));
    expect(units.map((u) => u.text.replace(/^and\s+/i, '').toLowerCase())).toEqual(
      parts.map((p) => p.replace(/^and\s+/i, '').toLowerCase()),
    );
  });

  it('keeps a clause that is no sentence of its own with the one before it', () => {
    const units = read('she runs the desk, she says, better than anyone').units;
    expect(units).toHaveLength(1);
  });

  it('tells the long note as sentences in the narrative', async () => {
    const out = await narrative(
      promotion(
        'she runs the weekly huddle already, she set up the new rota tool, she got the audit closed two weeks early, she sorted the courier backlog that had been stuck since spring and she still finds time to help at open days',
      ),
    );
    expect(out).toMatch(
      /(?:She|Greta) runs the weekly huddle already\. (?:She|Greta) set up the new/,
    );
    expect(out).not.toMatch(/already, she set up/);
  });
});

describe('a relative clause about a named person or thing takes its comma', () => {
  it.each([
    ['takes over from Ana who retires in May', 'takes over from Ana, who retires in May'],
    ['covers for Dmitri who is on leave', 'covers for Dmitri, who is on leave'],
    [
      'fixed the Leeds Depot leak which cost us £4k',
      'fixed the Leeds Depot leak which cost us £4k',
    ],
    [
      'rebuilt the Harbour Line which had run late all year',
      'rebuilt the Harbour Line, which had run late all year',
    ],
    ['Trained with Sofia who set up the lab 🔬', 'Trained with Sofia, who set up the lab 🔬'],
    ['worked under Mr Okafor who founded the firm', 'worked under Mr Okafor, who founded the firm'],
  ])('"%s"', (typed, told) => {
    expect(read(typed).units[0]!.text.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())).toBe(
      told.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()),
    );
  });

  it('leaves "who" after a common noun and at the start alone', () => {
    expect(read('mentors the juniors who joined in May').units[0]!.text).toBe(
      'mentors the juniors who joined in May',
    );
    expect(read('Who knew she could juggle').units[0]!.text).not.toMatch(/,/);
  });
});

describe('a verbless change of a measure is said with a verb', () => {
  it.each([
    [
      'Fleet uptime from 88% to 97% in 6 months, breakdowns down by half',
      ['fleet uptime went from 88% to 97% in 6 months', 'breakdowns are down by half'],
    ],
    [
      'on-time rate from 71% to 90%, complaints down by a third',
      ['on-time rate went from 71% to 90%', 'complaints are down by a third'],
    ],
    [
      'Stock accuracy from 92 to 99.5%, shrink down 30%',
      ['stock accuracy went from 92 to 99.5%', 'shrink is down 30%'],
    ],
  ])('"%s"', (typed, told) => {
    const units = read(typed, 'achievementDetails' as never).units;
    expect(units.map((u) => u.text.toLowerCase())).toEqual(told);
  });
});

describe('a measure that moved, told alone', () => {
  it.each([
    ['Stock accuracy from 92 to 99.5%', 'Stock accuracy went from 92 to 99.5%.'],
    ['NPS from 31 to 58 this year', 'NPS went from 31 to 58 this year.'],
    ['avg wait from 14 to 6 mins', 'Avg wait went from 14 to 6 mins.'],
    ['returns down by half', 'Returns are down by half.'],
    ['Waste down by a quarter', 'Waste is down by a quarter.'],
  ])('"%s"', (typed, told) => {
    expect(aloneFrame(typed)).toBe(told);
  });
  it('leaves a deed typed verb first', () => {
    expect(aloneFrame('moved from 3 to 5 sites')).toBeUndefined();
    expect(aloneFrame('cut returns down by half')).toBeUndefined();
  });
});

describe('in the scannable post, a list item of separate facts is a bullet per fact', () => {
  it('gives each item its bullet, sentence-cased', async () => {
    const out = (
      await optionsOf(
        promotion('Cut waste by a fifth, 12 new growers onboarded, trained the weekend team'),
      )
    )[2]!;
    expect(out).toMatch(/• Cut waste by a fifth\n/);
    expect(out).toMatch(/• Onboarded 12 new growers\n/);
    expect(out).toMatch(/• Trained the weekend team\n/);
  });
});
