import { describe, expect, it } from 'vitest';
import { LENGTHS, type GenerationRequest } from '#domain/generation.ts';
import { MESSAGE_TYPE_VALUES } from '#domain/message-types.ts';
import { TONE_VALUES } from '#domain/tones.ts';
import { screenOption } from '#server/features/announcements/writing/checks/fact-screen.ts';
import { CASES, EVAL_TODAY } from './cases.ts';
import { factUsed } from './checks/facts.ts';
import { REFERENCES } from './references.ts';
import { CHECKS, scoreOptions, type Check } from './score.ts';

/**
 * The scorer's self-test: every check passes the hand-written reference options and fails
 * what a careful reader would reject, using the exact examples of issue 13.
 */

const today = EVAL_TODAY;
const caseById = (id: string) => {
  const found = CASES.find((c) => c.id === id);
  if (!found) throw new Error(`no case ${id}`);
  return found;
};
const refs = (id: string) => [...(REFERENCES[id] ?? [])];

/** The reference options of a case with one option replaced. */
function withOption(id: string, index: number, text: string, input?: GenerationRequest) {
  const options = refs(id);
  options[index] = text;
  const score = scoreOptions(input ?? caseById(id).input, options, { today });
  return { passed: score.passed, problems: score.problems };
}

/** The check fails, and (when given) for the reason the example is about. */
function expectFails(check: Check, result: ReturnType<typeof withOption>, reason?: RegExp) {
  expect(result.passed[check], JSON.stringify(result.problems)).toBe(false);
  if (reason) expect((result.problems[check] ?? []).join('\n')).toMatch(reason);
}

describe('the eval cases', () => {
  it('are at least 120 and cover every type × tone × length', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(120);
    const combos = new Set(
      CASES.map((c) => `${c.input.messageType}/${c.input.tone}/${c.input.length}`),
    );
    for (const type of MESSAGE_TYPE_VALUES)
      for (const tone of TONE_VALUES)
        for (const length of LENGTHS) expect(combos).toContain(`${type}/${tone}/${length}`);
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
    expect(CASES.filter((c) => c.input.preferredName).length).toBeGreaterThan(3);
  });
});

describe('reference options', () => {
  const ids = Object.keys(REFERENCES);

  it('exist for at least 40 cases, across types, tones and lengths', () => {
    expect(ids.length).toBeGreaterThanOrEqual(40);
    const inputs = ids.map((id) => caseById(id).input);
    expect(new Set(inputs.map((i) => i.messageType)).size).toBe(3);
    expect(new Set(inputs.map((i) => i.tone)).size).toBe(7);
    expect(new Set(inputs.map((i) => i.length)).size).toBe(3);
  });

  it.each(ids)('%s passes every check', (id) => {
    const score = scoreOptions(caseById(id).input, refs(id), { today });
    expect(score.problems).toEqual({});
  });

  it.each(ids)('%s: the fact screen refuses none of its options', (id) => {
    for (const option of refs(id))
      expect(screenOption(option, caseById(id).input, { today }), option).toEqual([]);
  });
});

describe('each check fails what a careful reader would reject', () => {
  it('company: a former employer framed as such passes', () => {
    const ok = withOption(
      'w02',
      1,
      'Priya Raman, a former Northwind Labs engineer, joins Platform as a Data Engineer on Mon 3/9. Welcome, Priya!',
    );
    expect(ok.passed.company, JSON.stringify(ok.problems)).toBe(true);
  });

  it('company: the previous company as the new employer', () => {
    expectFails(
      'company',
      withOption(
        'w02',
        1,
        'Please welcome Priya Raman, our new Data Engineer at Northwind Labs, who joins Platform on Mon 3/9.',
      ),
    );
    expectFails(
      'company',
      withOption(
        'w02',
        2,
        'Welcome to Northwind Labs, Priya Raman! You join Platform on Mon 3/9. Say hi?',
      ),
    );
  });

  it('name: the name re-cased, cut or missing', () => {
    expectFails(
      'name',
      withOption(
        'w03',
        1,
        'Quick intro: Ahmed Hassan starts on payments next Tuesday as a backend engineer. Ask ahmed about cricket or chess.',
      ),
    );
    expectFails(
      'name',
      withOption('w04', 0, 'Please welcome Lan, our new UX Researcher, who joins us from Grab.'),
    );
    expectFails(
      'name',
      withOption(
        'w05',
        0,
        'Please welcome María, our new Head Chef at Canal Street Kitchen, from the 12th.',
      ),
    );
  });

  it('invented: facts the input does not hold', () => {
    const bad = [
      'Please welcome Maya Patel, our new Product Designer with 10 years of experience.',
      'Please welcome Maya Patel, our new Product Designer, who joins us from Google.',
      'Please welcome Maya Patel, our new Product Designer, starting Monday.',
      'Please welcome Maya Patel, our new Product Designer. She is great.',
      'Please welcome Maya Patel, our new Product Designer with an MBA.',
      'Please welcome Maya Patel, a seasoned Product Designer.',
    ];
    for (const text of bad) expectFails('invented', withOption('w01', 0, text));
  });

  it('required and optional: facts left out', () => {
    expectFails(
      'required',
      withOption('w01', 0, 'Please welcome Maya Patel to the team, everyone.'),
    );
    expectFails(
      'optional',
      withOption('w02', 0, 'Big news: Priya Raman joins us as a Data Engineer on Mon 3/9!'),
    );
  });

  it('grammar: notes pasted instead of written in', () => {
    expectFails(
      'grammar',
      withOption(
        'a01',
        0,
        'Grace Okafor nominated by three families as Nurse of the Year, Charge Nurse on Ward 7B.',
      ),
      /passive with no auxiliary/,
    );
    expectFails(
      'grammar',
      withOption(
        'a01',
        2,
        'Grace Okafor, Charge Nurse on Ward 7B, is our Nurse of the Year. Grace nominated by three families for it. Share a memory below!',
      ),
      /passive with no auxiliary: “Grace nominated by three families/,
    );
    expectFails(
      'grammar',
      withOption(
        'a03',
        0,
        'Lucía Fernández, our Technical Writer, and Rewrote the entire API docs on Developer Experience: a docs overhaul that cut support tickets about auth by half.',
      ),
      /capital after a comma or "and": “, and Rewrote”/,
    );
    expectFails(
      'grammar',
      withOption(
        'w05',
        0,
        'Please welcome María José Ortega, our new Head Chef, Canal Street Kitchen at Noma, from the 12th.',
        { ...caseById('w05').input, company: 'Noma' },
      ),
      /title with a comma run into a preposition/,
    );
    expectFails(
      'grammar',
      withOption(
        'w07',
        1,
        'Jared Collins joins Design Systems from Shopify as our Senior Frontend Engineer. Built our design system from scratch at prev job. Ran a marathon with a broken toe.',
      ),
      /fragment with no subject: “Built our design system/,
    );
    expectFails(
      'grammar',
      withOption('w01', 0, 'please welcome Maya Patel, our new Product Designer.'),
    );
    expectFails(
      'grammar',
      withOption('w01', 0, 'Please welcome Maya Patel, our our new Product Designer.'),
    );
    expectFails(
      'grammar',
      withOption('w01', 0, 'Please welcome Maya Patel,, our new Product Designer.'),
    );
    expectFails(
      'grammar',
      withOption('w01', 0, 'Please welcome Maya Patel, a excellent Product Designer.'),
    );
  });

  it('shorthand: w/, arrows and tildes left raw', () => {
    expectFails(
      'shorthand',
      withOption(
        'a02',
        0,
        'Sam Okafor, our Support Lead: about 200 tickets a week w/ 98% CSAT in Q3, our best CSAT quarter ever!',
      ),
    );
    expectFails(
      'shorthand',
      withOption(
        'a04',
        0,
        'Ahmed Karimi, our Growth PM, ran the activation project: activation 30% -> 85% in 8 weeks.',
      ),
    );
    expectFails(
      'shorthand',
      withOption(
        'a02',
        0,
        'Sam Okafor, our Support Lead, had the best CSAT quarter ever: ~200 tickets a week with 98% CSAT in Q3!',
      ),
    );
  });

  it('lists: items pasted with a comma and no "and"', () => {
    expectFails(
      'lists',
      withOption(
        'w06',
        1,
        'Meet Tom Becker, our Sous Chef for Pastry, who comes to us from Noma. Outside the kitchen, Tom loves trail running, sourdough.',
      ),
      /trail running, sourdough/,
    );
  });

  it('filler: more than one sentence with no user fact', () => {
    expectFails(
      'filler',
      withOption(
        'w01',
        1,
        'Great news today, everyone! Please welcome Maya Patel as our new Product Designer. Say hello when you can.',
      ),
    );
  });

  it('cliches: stock lines', () => {
    expectFails(
      'cliches',
      withOption(
        'w01',
        1,
        'Great things start with great people. Please welcome Maya Patel, our new Product Designer.',
      ),
    );
  });

  it('metaphors: more than one in a creative option', () => {
    expectFails(
      'metaphors',
      withOption(
        'w07',
        1,
        'Jared Collins joins Design Systems from Shopify as our Senior Frontend Engineer: the missing piece of our puzzle and rocket fuel for the team. Jared built a design system from scratch, works in React, accessibility and performance, and once ran a marathon with a broken toe.',
      ),
    );
  });

  it('lead_ins: a lead-in that does not fit what follows', () => {
    expectFails(
      'lead_ins',
      withOption(
        'w01',
        1,
        'Please welcome Maya Patel, our new Product Designer. The results are clear: Maya spent the week preparing the design workshop.',
      ),
    );
  });

  it('length: outside the bounds for the input', () => {
    expectFails('length', withOption('w01', 0, 'Welcome Maya Patel, Product Designer!'));
  });

  it('shape: option 1 not the shortest, option 3 not inviting replies', () => {
    const options = refs('w01');
    const swapped = scoreOptions(caseById('w01').input, [options[1]!, options[0]!, options[2]!], {
      today,
    });
    expect(swapped.passed.shape).toBe(false);
    expectFails(
      'shape',
      withOption(
        'w01',
        2,
        'Maya Patel joins us as our new Product Designer, and we are delighted to have a Product Designer of that calibre on board.',
      ),
    );
  });

  it('distinct: near-duplicate options', () => {
    const [a] = refs('w01');
    const score = scoreOptions(caseById('w01').input, [a!, `${a!} Welcome!`, refs('w01')[2]!], {
      today,
    });
    expect(score.passed.distinct).toBe(false);
  });

  it('placeholders: template holes left in', () => {
    expectFails(
      'placeholders',
      withOption('w01', 0, 'Please welcome Maya Patel, our new Product Designer on [Team].'),
    );
  });

  it('covers every check with a failing example above', () => {
    // A check no example can fail would be a check in name only.
    expect(CHECKS).toEqual([
      'name',
      'company',
      'invented',
      'required',
      'optional',
      'grammar',
      'shorthand',
      'lists',
      'filler',
      'cliches',
      'metaphors',
      'lead_ins',
      'length',
      'shape',
      'distinct',
      'placeholders',
    ]);
  });
});

describe('factUsed', () => {
  it('reads shorthand and dates in any spelling', () => {
    expect(factUsed('Mon 3/9', 'starting Monday, March 9', 'startDate')).toBe(true);
    expect(factUsed('next Tues', 'from next Tuesday', 'startDate')).toBe(true);
    expect(factUsed('Mon 3/9', 'starting soon', 'startDate')).toBe(false);
    expect(factUsed('~200 tickets/wk w/ 98% CSAT', 'about 200 tickets a week with 98% CSAT')).toBe(
      true,
    );
    expect(factUsed('~200 tickets/wk w/ 98% CSAT', 'lots of tickets')).toBe(false);
  });
});
