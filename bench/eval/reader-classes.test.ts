import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { EVAL_TODAY } from './cases.ts';
import { readGradedSet, type GradedOption } from './graded-options.ts';
import { READER_CHECKS, scoreOptions, type Check } from './score.ts';
import type { Check as CheckFn } from './checks/context.ts';
import {
  checkNameBackToBack,
  checkRepetition,
  checkSaidTwice,
  checkWriterNotes,
} from './checks/complaints.ts';
import { checkNameLists, checkProseFormLabels } from './checks/reader.ts';

/**
 * ADR 098: the classes readers of the ninth to thirteenth sets graded C that no check saw.
 * Each check fails the reader's own C-graded options for its class (the writer's options as
 * the reader saw them, bench/eval/graded/) and passes every option the readers of the
 * tenth, twelfth and thirteenth sets graded A. An option is scored in its own place (1 chat,
 * 2 narrative, 3 scannable): the form decides what a label may do.
 */
const set = (dir: string, name: string) =>
  readGradedSet(fileURLToPath(new URL(`./graded/${dir}/`, import.meta.url)), name).map((g) => ({
    ...g,
    key: `${dir.split('-')[0]}/${name}/${g.case.id}.${g.index}`,
  }));
const graded = [
  ...set('ninth-2026-11-27', 'before'),
  ...set('ninth-2026-11-27', 'after'),
  ...set('tenth-2026-11-27', 'after'),
  ...set('eleventh-2026-11-27', 'before'),
  ...set('twelfth-2026-11-27', 'after'),
  ...set('thirteenth-2026-11-28', 'before'),
  ...set('thirteenth-2026-11-28', 'after'),
];

/** The checks' problems for one option, scored in its own place among three. */
function problemsOf(option: Pick<GradedOption, 'case' | 'index' | 'text'>, check: Check) {
  const options = ['', '', ''];
  options[option.index - 1] = option.text;
  return scoreOptions(option.case.input, options, { today: EVAL_TODAY }).problems[check] ?? [];
}

/** The same, without the fact screen (hundreds of options): each check called directly. */
const CHECK_FUNCTIONS: Record<string, CheckFn> = {
  writer_notes: checkWriterNotes,
  prose_form_labels: checkProseFormLabels,
  said_twice: checkSaidTwice,
  name_back_to_back: checkNameBackToBack,
  name_lists: checkNameLists,
};
function quickProblemsOf(option: GradedOption, check: Check) {
  const options = ['', '', ''];
  options[option.index - 1] = option.text;
  return CHECK_FUNCTIONS[check]!({
    input: option.case.input,
    options,
    today: EVAL_TODAY,
    screened: [[], [], []],
  });
}

const option = (key: string) => {
  const found = graded.find((g) => g.key === key);
  if (!found) throw new Error(`no graded option ${key}`);
  return found;
};

/** Per check: options a reader graded C for its class, and what the check must quote. */
const REJECTED: Record<string, [key: string, reason: RegExp][]> = {
  writer_notes: [
    ['thirteenth/before/op14.3', /Please no mention of the fleet issue/],
    ['thirteenth/before/oa07.3', /Don't put the J\$ figure in/],
    ['thirteenth/after/oa14.1', /please mention the team/],
    ['eleventh/before/mw10.1', /dont overdo it/],
    ['tenth/after/lw13.1', /ok with us mentioning it/],
    ['ninth/before/kp08.1', /2019 tractor incident got mentioned so don't/i],
  ],
  prose_form_labels: [
    ['thirteenth/after/oa12.1', /“Along the way:”/],
    ['thirteenth/before/oa12.2', /“Along the way:”/],
    ['ninth/after/ka07.1', /“Along the way:”/],
    ['tenth/after/lp20.1', /“The numbers:”/],
    ['eleventh/before/mp13.1', /“Hobbies:”/],
  ],
  said_twice: [
    ['thirteenth/after/ow18.2', /“outside work” said 2 times/],
    ['thirteenth/after/ow08.2', /“blade inspection” said twice/],
    ['tenth/after/lw10.2', /“outside work” said 2 times/],
    ['eleventh/before/mw18.1', /“fun fact” said 2 times/],
  ],
  name_back_to_back: [
    ['thirteenth/after/ow08.1', /Ewan specialises.*Ewan's expertise covers/],
    ['thirteenth/after/ow14.1', /Seun specialises.*Seun's expertise covers/],
  ],
  name_lists: [['thirteenth/after/op09.1', /“Chan Mei-ling, Meiling”/]],
};

describe('ADR 098: reader classes no check saw', () => {
  it('covers exactly the reader checks', () => {
    expect(Object.keys(REJECTED).sort()).toEqual([...READER_CHECKS].sort());
    expect(Object.keys(CHECK_FUNCTIONS).sort()).toEqual([...READER_CHECKS].sort());
  });

  for (const [check, examples] of Object.entries(REJECTED))
    it.each(examples)(`${check} fails %s, which the reader graded C`, (key, reason) => {
      expect(option(key).grade).toBe('C');
      expect(problemsOf(option(key), check as Check).join('\n')).toMatch(reason);
    });

  const passedA = graded.filter(
    (g) => g.grade === 'A' && /^(?:tenth|twelfth|thirteenth)\//.test(g.key),
  );

  it.each([...READER_CHECKS])('%s passes every option the readers graded A', (check) => {
    expect(passedA.length).toBeGreaterThan(100);
    const flagged = passedA.filter((g) => quickProblemsOf(g, check).length > 0).map((g) => g.key);
    expect(flagged).toEqual([]);
  });
});

/**
 * ADR 112: `repetition` counts a send-off's stock words said twice. It fails the options
 * readers marked for it and passes every option any reader of any graded set graded A.
 */
describe('repetition: a send-off’s stock words said twice', () => {
  const all = readdirSync(fileURLToPath(new URL('./graded/', import.meta.url)))
    .filter((dir) => /-2026-/.test(dir))
    .flatMap((dir) =>
      ['before', 'after'].flatMap((name) => {
        try {
          return set(dir, name);
        } catch {
          return [];
        }
      }),
    );
  const stockTwice = (g: GradedOption) => {
    const options = ['', '', ''];
    options[g.index - 1] = g.text;
    return checkRepetition({
      input: g.case.input,
      options,
      today: EVAL_TODAY,
      screened: [[], [], []],
    }).filter((p) => /“(?:confetti|quick congrats|cheers)” said/.test(p));
  };
  const find = (key: string) => all.find((g) => g.key === key)!;

  it.each([
    ['fourteenth/after/qa16.2', /“confetti” said 2 times/],
    ['thirteenth/after/op17.2', /“quick congrats” said 2 times/],
  ])('fails %s, which the reader graded B for it', (key, reason) => {
    expect(find(key).grade).toBe('B');
    expect(stockTwice(find(key)).join('\n')).toMatch(reason);
  });

  it('passes every option a reader graded A', () => {
    const passedA = all.filter((g) => g.grade === 'A');
    expect(passedA.length).toBeGreaterThan(300);
    expect(passedA.filter((g) => stockTwice(g).length > 0).map((g) => g.key)).toEqual([]);
  });

  it('leaves the user’s own words to them', () => {
    const own = { ...input, funFact: 'throws confetti at every birthday' } as GenerationRequest;
    const options = [
      'Welcome Priya Raman! She throws confetti at every birthday. Confetti for Priya!',
      '',
      '',
    ];
    const ctx = { input: own, options, today: EVAL_TODAY, screened: [[], [], []] };
    expect(checkRepetition(ctx)).toEqual([]);
    expect(checkRepetition({ ...ctx, input }).join('\n')).toMatch(/“confetti” said 2 times/);
  });
});

/** Inputs and posts of our own: the shapes the checks read, and what they let pass. */
const input = {
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Priya Raman',
  role: 'Pastry Chef',
  expertise: 'laminated doughs, plated desserts',
  hobbies: 'trail running, sourdough',
} as GenerationRequest;
const check = (c: Check, text: string, place = 1) => {
  const options = ['', '', ''];
  options[place - 1] = text;
  return scoreOptions(input, options, { today: EVAL_TODAY }).problems[c] ?? [];
};

describe('writer_notes reads a request by its shape', () => {
  it.each([
    'Welcome Priya Raman, our new Pastry Chef. Pls keep it low key.',
    'Welcome Priya Raman, our new Pastry Chef. She bakes, dont mention salary.',
    'Welcome Priya Raman, our new Pastry Chef. She is shy, so please don’t make a fuss.',
    'Welcome Priya Raman!\n• Role: Pastry Chef\n• Do not share the start date outside the team\nSay hi!',
    'Welcome Priya Raman, our new Pastry Chef (no mention of the bakery she left, please).',
    // ADR 101: the fourteenth set's shapes, on our own posts.
    'Welcome Priya Raman, our new Pastry Chef. She is shy so no selfie talk please.',
    'Priya Raman joins us from Maison Ruelle – dont name them in the post pls.',
    'Priya Raman moves up to Head Pastry Chef. Dont mention salary or the partnership thing yet!!',
  ])('fails “%s”', (text) => {
    expect(check('writer_notes', text)).toHaveLength(1);
  });

  it.each([
    'Welcome Priya Raman, our new Pastry Chef. Please share your welcomes below!',
    'Welcome Priya Raman, our new Pastry Chef. Please say hi when you see her.',
    'Priya Raman won the regional final. Keep it up, Priya!',
    'Welcome Priya Raman, our new Pastry Chef. Don’t be shy: say hello.',
    'Please join me in welcoming Priya Raman, our new Pastry Chef.',
    'No fuss, no drama, please welcome Priya Raman, our new Pastry Chef.',
  ])('passes “%s”', (text) => {
    expect(check('writer_notes', text)).toEqual([]);
  });
});

describe('prose_form_labels reads the form by its place', () => {
  const labelled = 'Welcome Priya Raman, our new Pastry Chef. Expertise: laminated doughs.';
  it('fails a field label opening a sentence of the chat post and the narrative', () => {
    expect(check('prose_form_labels', labelled, 1)).toEqual([
      'option 1: a label in a prose form: “Expertise:”',
    ]);
    expect(check('prose_form_labels', labelled, 2)).toHaveLength(1);
  });

  it('passes the scannable post’s labelled lines, a conversational lead-in and the opening', () => {
    expect(
      check('prose_form_labels', 'Welcome Priya Raman!\nExpertise: laminated doughs\nSay hi!', 3),
    ).toEqual([]);
    expect(
      check(
        'prose_form_labels',
        'Welcome Priya Raman, our new Pastry Chef. Fun fact: she runs trails. Outside work: sourdough.',
      ),
    ).toEqual([]);
    expect(
      check('prose_form_labels', 'Big welcome: Priya Raman joins us as Pastry Chef today.'),
    ).toEqual([]);
    expect(
      check(
        'prose_form_labels',
        'Welcome Priya Raman, our new Pastry Chef. A client wrote in: “best croissant in town”.',
      ),
    ).toEqual([]);
  });
});

describe('said_twice and name_back_to_back', () => {
  it('fail a lead-in twice, an expertise item twice, the name opening three sentences', () => {
    expect(
      check(
        'said_twice',
        'Welcome Priya Raman. Fun fact: she runs trails. Fun fact: she bakes sourdough.',
      ),
    ).toHaveLength(1);
    expect(
      check(
        'said_twice',
        'Welcome Priya Raman. She brings plated desserts. Expect plated desserts on Friday.',
        2,
      ),
    ).toEqual(['option 2: “plated desserts” said twice']);
    expect(
      check(
        'name_back_to_back',
        'Welcome to Priya Raman. Priya joins Monday. Priya bakes. Priya’s expertise is dough.',
      ),
    ).toHaveLength(1);
  });

  it('pass a label and its word in a closing line, two sentences on the name, a scannable item', () => {
    const scannable =
      'Welcome Priya Raman!\nTeam: Pastry\nExpertise: plated desserts\nSay hi to the team!';
    expect(check('said_twice', scannable, 3)).toEqual([]);
    expect(
      check('name_back_to_back', 'Welcome Priya Raman. Priya joins Monday. Priya bakes. She runs.'),
    ).toEqual([]);
  });
});

describe('name_lists', () => {
  const named = (newHireName: string, text: string, preferredName?: string) =>
    scoreOptions({ ...input, newHireName, preferredName }, [text], { today: EVAL_TODAY }).problems
      .name_lists ?? [];

  it('fails two of the name’s forms pasted as a list outside the name as typed', () => {
    expect(
      named('陈美玲 (Chan Mei-ling, Meiling)', 'Congratulate Chan Mei-ling, Meiling, on Friday.'),
    ).toHaveLength(1);
    expect(
      named('Robert Smith', 'Welcome Robert Smith, Bobby, to the team.', 'Bobby'),
    ).toHaveLength(1);
  });

  it('passes the name as typed and a preferred name tied to it in words', () => {
    expect(
      named(
        '陈美玲 (Chan Mei-ling, Meiling)',
        'Congratulations to 陈美玲 (Chan Mei-ling, Meiling)!',
      ),
    ).toEqual([]);
    expect(
      named('Robert Smith', 'Welcome Robert Smith, Bobby to everyone, to the team.', 'Bobby'),
    ).toEqual([]);
    expect(
      named(
        'Seo-yeon Park (박서연)',
        'Welcome Seo-yeon Park (박서연, Sunny) to Lighting.',
        'Sunny',
      ),
    ).toEqual([]);
  });
});
