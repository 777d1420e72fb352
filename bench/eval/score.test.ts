import { describe, expect, it } from 'vitest';
import { LENGTHS, parseGenerateInput, type GenerationRequest } from '#domain/generation.ts';
import { MESSAGE_TYPE_VALUES } from '#domain/message-types.ts';
import { TONE_VALUES } from '#domain/tones.ts';
import { screenOption } from '#server/features/announcements/writing/checks/fact-screen.ts';
import { CASES, EVAL_TODAY } from './cases.ts';
import { factUsed } from './checks/facts.ts';
import { sentencesOf } from './read.ts';
import { REFERENCES } from './references.ts';
import { CHECKS, FORM_CHECKS, scoreOptions, type Check } from './score.ts';

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

  it.each(ids)('%s passes every check but the writers’ contract (forms, bands)', (id) => {
    const score = scoreOptions(caseById(id).input, refs(id), { today });
    for (const check of FORM_CHECKS) delete score.problems[check];
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

  it('invented: a start the input marks unsettled is told “(date TBC)”, no invention', () => {
    const input = { ...caseById('w01').input, startDate: 'early March?' } as GenerationRequest;
    const ok = 'Maya Patel joins us in early March (date TBC). Come say hello to Maya.';
    expect(withOption('w01', 0, ok, input).problems.invented ?? []).toEqual([]);
    const settled = { ...caseById('w01').input, startDate: 'early March' } as GenerationRequest;
    expectFails('invented', withOption('w01', 0, ok, settled));
  });

  it('invented: a sentence may start after a typed value that ends with its own stop', () => {
    const input = {
      ...caseById('w01').input,
      team: 'Dept. of Housing & Community Dev.',
    } as GenerationRequest;
    const ok = 'Maya Patel joins the Dept. of Housing & Community Dev. Come say hello to Maya.';
    expect(withOption('w01', 0, ok, input).problems.invented ?? []).toEqual([]);
    // "M&A." ends a sentence; it is no initial like the "J." of "J. R. Smith".
    const role = {
      ...caseById('w01').input,
      role: 'Associate, Corporate M&A',
    } as GenerationRequest;
    const mna =
      'Maya Patel joins us as our new Associate, Corporate M&A. Please say hello to Maya.';
    const first = (withOption('w01', 0, mna, role).problems.invented ?? []).filter((p) =>
      p.startsWith('option 1'),
    );
    expect(first).toEqual([]);
    const bad = 'Maya Patel joins the Dept. of Housing & Community Dev. Google sent her our way.';
    expectFails('invented', withOption('w01', 0, bad, input));
    // "Service Dept" typed without its stop: the sentence's own stop ends it.
    const dept = { ...caseById('w01').input, team: 'Service Dept' } as GenerationRequest;
    const drop = 'Maya Patel joins the Service Dept. Drop Maya a note below.';
    expect(withOption('w01', 0, drop, dept).problems.invented ?? []).toEqual([]);
    const google = 'Maya Patel joins the Service Dept. Google sent her our way.';
    expectFails('invented', withOption('w01', 0, google, dept));
  });

  it('invented: a sentence opened by an emoji starts at its first word', () => {
    // "🎙️" ends in a variation selector, a mark: it is no word, and "Say" opens the sentence.
    const ok = 'Maya Patel joins us! 🎙️ Say hello to Maya when you can!';
    expect(withOption('w01', 0, ok).problems.invented ?? []).toEqual([]);
    const bad = 'Maya Patel joins us! 🎙️ Google sent her our way.';
    expectFails('invented', withOption('w01', 0, bad));
  });

  it('invented: a start date typed in another language is the day the writers tell (ADR 095)', () => {
    const input = { ...caseById('w01').input, startDate: 'quinta' };
    const ok = 'Please welcome Maya Patel, our new Product Designer, who starts on Thursday.';
    expect(withOption('w01', 0, ok, input).problems.invented ?? []).toEqual([]);
    const bad = 'Please welcome Maya Patel, our new Product Designer, who starts on Friday.';
    expectFails('invented', withOption('w01', 0, bad, input), /friday/);
  });

  it('required and core: facts left out', () => {
    expectFails(
      'required',
      withOption('w01', 0, 'Please welcome Maya Patel to the team, everyone.'),
    );
    expectFails(
      'core',
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
    // An accented letter does not end a word: "Lucía achieved" holds no article "a".
    const lucia = withOption(
      'a03',
      0,
      'Shout-out to Lucía Fernández, our Technical Writer on the Developer Experience team. Lucía achieved a docs overhaul and rewrote the entire API docs.',
    );
    expect(lucia.problems.grammar ?? []).toEqual([]);
  });

  it('shorthand: words typed in a hurry left raw (ADR 077)', () => {
    for (const raw of [
      'Sam Okafor, our Support Lead, had the best CSAT quarter ever. Hes handled about 200 tickets a week with 98% CSAT in Q3!',
      'Sam Okafor, our Support Lead, had the best CSAT quarter ever: about 200 tickets a week with 98% CSAT in Q3, from 2 oct!',
      'Sam Okafor, our Support Lead, had the best CSAT quarter ever: about 200 tickets a week mon-fri with 98% CSAT in Q3!',
    ])
      expectFails('shorthand', withOption('a02', 0, raw), /apostrophe|month|days/);
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

  it('filler: a scannable title naming the person and a short field as typed carry facts', () => {
    // p04: the team is "R&D"; its words alone are no stems, the field as typed is a fact.
    const scannable = withOption(
      'p04',
      2,
      'Dr. Aisha Bello\n• New role: Principal Scientist, Assay Development\n• Team: R&D\nPlease reach out and congratulate Dr. Bello.',
    );
    expect(scannable.problems.filler ?? []).toEqual([]);
    expectFails(
      'filler',
      withOption(
        'p04',
        2,
        'Big news today!\n• New role: Principal Scientist, Assay Development\nPlease reach out and congratulate Dr. Bello.',
      ),
    );
  });

  // ADR 095: the writers tell "segunda" as "Monday"; the line that says so tells the typed
  // date, as the invented-fact check reads it.
  it('filler: a start date typed in another language, told in English, is a fact', () => {
    const input = { ...caseById('w01').input, startDate: 'segunda' };
    const told = withOption(
      'w01',
      2,
      'Maya Patel joins us\n• Role: Product Designer\n• Starts: Monday\nSay hello to Maya when you can.',
      input,
    );
    expect(told.problems.filler ?? []).toEqual([]);
    expectFails(
      'filler',
      withOption(
        'w01',
        2,
        'Maya Patel joins us\n• Role: Product Designer\n• Starts: Monday\nIt is a big day for all of us. Say hello when you can.',
        input,
      ),
      /a big day for all of us/,
    );
  });

  // ADR 065: a look ahead of the writer's own names the role or the team and so read as a
  // fact; readers cut it as filler, and so does the count.
  it('filler: a stock look ahead carries no fact, whatever words of the input it names', () => {
    const stock = withOption(
      'p04',
      1,
      'Congratulations to Dr. Aisha Bello, our new Principal Scientist, Assay Development. Dr. Bello leads from here as Principal Scientist. Please reach out and congratulate Dr. Bello.',
    );
    expect(stock.problems.filler?.join()).toMatch(/leads from here/);
    expect(stock.problems.filler_lines?.join()).toMatch(/leads from here/);
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

  it('lead_ins: a title\'s full stop after "Fun fact:" ends no sentence (good text passes)', () => {
    const input = {
      ...caseById('w01').input,
      newHireName: 'Mr. Kwame Asante',
      funFact: 'coached a robotics team to the state finals twice',
    };
    const result = withOption(
      'w01',
      1,
      'Mr. Kwame Asante joins us as our new Product Designer. Fun fact: Mr. Asante coached a robotics team to the state finals twice.',
      input,
    );
    expect(result.problems.lead_ins ?? []).toEqual([]);
    expectFails(
      'lead_ins',
      withOption(
        'w01',
        1,
        'Mr. Kwame Asante joins us as our new Product Designer. Fun fact: Mr. Asante likes tea.',
        input,
      ),
    );
  });

  it('length: outside the bounds for the input', () => {
    expectFails('length', withOption('w01', 0, 'Welcome Maya Patel, Product Designer!'));
  });

  it('shape: the three forms, a chat post, a narrative, a scannable post', () => {
    const input = caseById('w02').input;
    const forms = [
      'Please welcome Priya Raman, our new Data Engineer on the Platform team. Priya joins us from Northwind Labs and starts on Mon 3/9.',
      'Priya Raman joins the Platform team as our new Data Engineer, coming to us from Northwind Labs. Priya’s first day is Mon 3/9. Say hello in the thread.',
      'Please welcome Priya Raman, our new Data Engineer!\n• Team: Platform\n• Starts: Mon 3/9\n• Joining from: Northwind Labs\nSay hi to Priya in the thread.',
    ];
    expect(scoreOptions(input, forms, { today }).passed.shape).toBe(true);
    const score = (options: string[]) =>
      scoreOptions(input, options, { today }).problems.shape ?? [];
    expect(score([forms[1]!, forms[0]!, forms[2]!])).toEqual([
      expect.stringMatching(/option 1 \(\d+ words\) is longer than the narrative/),
    ]);
    expect(score([forms[0]!, forms[1]!, forms[1]!]).join()).toMatch(/option 3 is not scannable/);
    expect(score([forms[2]!, forms[1]!, forms[2]!]).join()).toMatch(/not a single chat paragraph/);
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
      'errors',
      'name',
      'company',
      'invented',
      'required',
      'core',
      'coverage',
      'must_keep',
      'grammar',
      'determiners',
      'capitals',
      'sentence_case',
      'shorthand',
      'lists',
      'filler',
      'cliches',
      'metaphors',
      'lead_ins',
      'titles',
      'title_as_noun',
      'labels_in_prose',
      'timing',
      'send_offs',
      'preferred_name',
      'news_first',
      'logistics',
      // ADR 049's classes: proven against the third set's graded options (complaints.test.ts).
      'dash_splice',
      'double_brackets',
      'fragments',
      'clause_labels',
      'repetition',
      'filler_lines',
      'proper_nouns',
      'debris',
      'missing_point',
      // ADR 098's classes: proven against the ninth to thirteenth sets (reader-classes.test.ts).
      'writer_notes',
      'prose_form_labels',
      'said_twice',
      'name_back_to_back',
      'name_lists',
      'tone',
      'length',
      'shape',
      'distinct',
      'placeholders',
    ]);
  });
});

/**
 * Issue 21: each failure class a blind reader found, with the exact examples. The
 * inputs are typed as the reader's were; the options are what the old writer printed.
 */
describe('issue 21: each check fails the examples a blind reader found', () => {
  const request = (fields: Record<string, string>): GenerationRequest => {
    const parsed = parseGenerateInput({ tone: 'warm_professional', length: 'medium', ...fields });
    if (!parsed.success) throw new Error(parsed.error);
    return parsed.data;
  };
  const nurse = request({
    messageType: 'achievements',
    newHireName: 'Grace Mensah',
    role: 'Nurse Manager, Ward 7B',
    achievementDescription: 'Won the Daisy Award',
    achievementDetails: 'It launched on 14 May. everyone goes to her with questions',
  });
  const one = (input: GenerationRequest, option: string, extra = {}) =>
    scoreOptions(input, [option, option, option], { today, ...extra });

  it('errors: the writer failed ("There was an error generating your messages.")', () => {
    const score = scoreOptions(nurse, [], { today, error: 'option 3: invented duration' });
    expect(score.passed.errors).toBe(false);
    expect(score.problems.errors?.join()).toMatch(/the writer failed/);
  });

  it('determiners: "The it launched…", "The everyone goes to her with questions."', () => {
    for (const bad of [
      'Congratulations to Grace Mensah, our Nurse Manager, Ward 7B. The it launched on 14 May.',
      'Congratulations to Grace Mensah, our Nurse Manager, Ward 7B. The everyone goes to her with questions.',
    ])
      expect(one(nurse, bad).problems.determiners?.join(), bad).toMatch(/determiner before/);
    expect(
      one(nurse, 'Grace Mensah, our Nurse Manager, Ward 7B. It launched on 14 May.').passed
        .determiners,
    ).toBe(true);
    // An acronym in capitals is not the pronoun: "our IT Help Desk Technician".
    expect(
      one(nurse, 'Grace Mensah, who moves to our IT Help Desk, won the Daisy Award.').passed
        .determiners,
    ).toBe(true);
  });

  it('capitals: a note’s capital mid-sentence ("who Won", ") Led", "— She’ll")', () => {
    for (const bad of [
      'Please congratulate Grace Mensah, our Nurse Manager, Ward 7B, who Won the Daisy Award.',
      'Grace Mensah (Nurse Manager, Ward 7B) Led the migration to the new rota.',
      'Grace Mensah won the Daisy Award — She’ll now lead the ward.',
      'Lucía Fernández, our Technical Writer, and Rewrote the entire API docs.',
    ])
      expect(one(nurse, bad).problems.capitals?.join(), bad).toMatch(/capital mid-sentence/);
    // Names and titles the user typed keep their capitals: "the Daisy Award", "Ward 7B".
    expect(
      one(nurse, 'Grace Mensah, our Nurse Manager, Ward 7B, won the Daisy Award.').passed.capitals,
    ).toBe(true);
  });

  it('sentence_case: a sentence or a bullet that starts in lower case', () => {
    expect(
      one(nurse, 'congratulations to Grace Mensah, our Nurse Manager.').passed.sentence_case,
    ).toBe(false);
    expect(
      one(nurse, 'Congratulations to Grace Mensah!\n• won the Daisy Award\nWell done.').passed
        .sentence_case,
    ).toBe(false);
  });

  it('titles: "The move from Senior Accountant to Finance Manager is well deserved. Fatou has earned this step up to Finance Manager."', () => {
    const fatou = request({
      messageType: 'promotion',
      newHireName: 'Fatou Diallo',
      currentRole: 'Senior Accountant',
      newRole: 'Finance Manager',
      promotionDetails: 'ran the year-end close',
    });
    const bad =
      'Congratulations to Fatou Diallo, our new Finance Manager. The move from Senior Accountant to Finance Manager is well deserved. Fatou has earned this step up to Finance Manager.';
    expect(one(fatou, bad).problems.titles?.join()).toMatch(/names “Finance Manager” 3 times/);
    // "Senior Account Manager" is not also "Account Manager".
    const meera = request({
      messageType: 'promotion',
      newHireName: 'Meera Iyer',
      currentRole: 'Account Manager',
      newRole: 'Senior Account Manager',
      promotionDetails: 'saved our biggest account',
    });
    expect(
      one(
        meera,
        'Meera Iyer moves up from Account Manager to Senior Account Manager. Congratulations to our Senior Account Manager!',
      ).passed.titles,
    ).toBe(true);
  });

  it('tone: a Confident option ending in an exclamation-marked question; each rule alone', () => {
    const confident = { ...nurse, tone: 'confident_assertive' as const };
    const base = 'Grace Mensah, our Nurse Manager, Ward 7B, won the Daisy Award.';
    expect(one(confident, `${base} Who's next?!`).problems.tone?.join()).toMatch(
      /exclamation marks \(at most 0\).*|asks a question/,
    );
    expect(one(confident, `${base} Maybe more to come.`).problems.tone?.join()).toMatch(/hedges/);
    const excited = { ...nurse, tone: 'excited_fun' as const };
    expect(one(excited, base).problems.tone?.join()).toMatch(/at least 1/);
    expect(one(excited, `${base.replace('.', '!')} Wow! Go Grace!`).problems.tone?.join()).toMatch(
      /at most 2/,
    );
    // What comes next is required when the notes say it, never made up (ADR 065).
    const inspiring = { ...nurse, tone: 'inspiring_motivational' as const };
    expect(one(inspiring, base).passed.tone).toBe(true);
    const ahead = { ...inspiring, achievementDetails: 'She will run the new step-down unit.' };
    expect(one(ahead, base).problems.tone?.join()).toMatch(/what comes next/);
    expect(one(ahead, `${base} She will run the new step-down unit.`).passed.tone).toBe(true);
    const friendly = { ...nurse, tone: 'friendly_approachable' as const };
    expect(one(friendly, base).problems.tone?.join()).toMatch(/invitation/);
    expect(one(friendly, `${base} Stop by and congratulate Grace!`).passed.tone).toBe(true);
    const casual = { ...nurse, tone: 'casual_concise' as const };
    expect(one(casual, `Please join me in congratulating ${base}`).problems.tone?.join()).toMatch(
      /opens formally/,
    );
  });

  it('length: each level’s band (short 25–45, medium 50–90, long 100–160 when the facts fill it)', () => {
    const rich = request({
      messageType: 'welcome',
      newHireName: 'Priya Raman',
      role: 'Data Engineer',
      team: 'Platform',
      company: 'Northwind Labs',
      startDate: 'Mon 3/9',
      expertise:
        'dbt, airflow and kafka; built the ingestion layer for 40 hospitals at her last job',
      hobbies: 'trail running, sourdough, chess and very long bike rides on weekends',
      funFact: 'once cycled from Lisbon to Istanbul over a long summer with two friends',
    });
    const words = (n: number) => `Priya Raman ${'word '.repeat(n - 2)}`.trim();
    expect(one({ ...rich, length: 'short' }, words(60)).passed.length).toBe(false);
    expect(one({ ...rich, length: 'short' }, words(40)).passed.length).toBe(true);
    expect(one({ ...rich, length: 'medium' }, words(40)).passed.length).toBe(false);
    expect(one({ ...rich, length: 'long' }, words(170)).passed.length).toBe(false);
    // These facts cannot fill 100 words without padding: long's minimum falls to them.
    expect(one({ ...rich, length: 'long' }, words(60)).passed.length).toBe(true);
  });

  it('coverage: rich notes lose their point ("the 2-year renewal at +15%")', () => {
    const meera = request({
      messageType: 'promotion',
      newHireName: 'Meera Iyer',
      currentRole: 'Account Manager',
      newRole: 'Senior Account Manager',
      promotionDetails:
        'Halvorsen Logistics was about to churn on Friday. Meera flew out and by June they signed a 2-year renewal at +15%.',
    });
    const lost =
      'Congratulations to Meera Iyer, who moves up from Account Manager to Senior Account Manager. Halvorsen Logistics was about to churn on Friday.';
    expect(one(meera, lost).problems.coverage?.join()).toMatch(/2-year renewal at \+15%/);
  });

  // ADR 098, amended: what a field's own note asks the writer to leave out is owed by no option.
  it('coverage and core: a start date whose note asks for no date is not owed; a plain one is', () => {
    const welcome = (startDate: string) =>
      request({
        messageType: 'welcome',
        newHireName: 'Tomasz Nowak',
        role: 'Site Engineer',
        team: 'Civils',
        startDate,
      });
    const dateless = 'Please welcome Tomasz Nowak, our new Site Engineer on the Civils team.';
    const asked = one(
      welcome('around 3-5 Feb (permit not through yet so dont put a date)'),
      dateless,
    );
    expect(asked.problems.coverage ?? []).toEqual([]);
    expect(asked.problems.core ?? []).toEqual([]);
    const plain = one(welcome('around 3-5 Feb'), dateless);
    expect(plain.problems.coverage?.join()).toMatch(/startDate: “around 3-5 Feb”/);
    expect(plain.problems.core?.join()).toMatch(/misses startDate/);
    // A request about something else leaves the date owed.
    const other = one(welcome('3 Feb (dont mention the permit)'), dateless);
    expect(other.problems.coverage?.join()).toMatch(/startDate/);
  });

  it('coverage and core: a company whose own note asks not to name it is not owed', () => {
    const welcome = (company: string) =>
      request({ messageType: 'welcome', newHireName: 'Layla Nasser', role: 'Associate', company });
    const unnamed = 'Please welcome Layla Nasser, who joins us as an Associate.';
    const asked = one(welcome("Fenwick & Co – don't name them in the post please"), unnamed);
    expect(asked.problems.coverage ?? []).toEqual([]);
    expect(asked.problems.core ?? []).toEqual([]);
    const plain = one(welcome('Fenwick & Co'), unnamed);
    expect(plain.problems.coverage?.join()).toMatch(/company: “Fenwick & Co”/);
    expect(plain.problems.core?.join()).toMatch(/misses company/);
  });

  it('core and coverage: a company in doubt is not owed; a corrected one owes its certain part', () => {
    const welcome = (company: string) =>
      request({ messageType: 'welcome', newHireName: 'Layla Nasser', role: 'Associate', company });
    const unnamed = 'Please welcome Layla Nasser, who joins us as an Associate.';
    const doubted = one(welcome('Nordea? think she did payments there'), unnamed);
    expect(doubted.problems.coverage ?? []).toEqual([]);
    expect(doubted.problems.core ?? []).toEqual([]);
    const corrected = one(welcome('Wolt?? no sorry she was at a courier firm in Tartu'), unnamed);
    expect(corrected.problems.coverage?.join()).toMatch(/courier firm in Tartu/);
    expect(corrected.problems.coverage?.join()).not.toMatch(/Wolt/);
  });

  it('coverage: a note’s fact its own request names is not owed, nor the request; the rest is', () => {
    const ines = request({
      messageType: 'promotion',
      newHireName: 'Inês Duarte',
      currentRole: 'Buyer',
      newRole: 'Senior Buyer',
      promotionDetails:
        'Cut supplier lead times from 9 weeks to 5\n- her pay goes up 12%, pls dont mention the pay\n- never post the Kessler numbers if this goes on the intranet\n- Kessler contract saved €310k',
    });
    const told =
      'Congratulations to Inês Duarte, who moves up from Buyer to Senior Buyer. She cut supplier lead times from 9 weeks to 5.';
    expect(one(ines, told).problems.coverage ?? []).toEqual([]);
    const lost = 'Congratulations to Inês Duarte, who moves up from Buyer to Senior Buyer.';
    expect(one(ines, lost).problems.coverage).toEqual([
      'no option tells promotionDetails: “Cut supplier lead times from 9 weeks to 5”',
    ]);
  });

  it('must_keep: what the blind author expected to find, in at least one option', () => {
    const score = one(nurse, 'Congratulations to Grace Mensah, our Nurse Manager, Ward 7B.', {
      mustKeep: ['Daisy Award', 'Ward 7B'],
    });
    expect(score.problems.must_keep).toEqual(['no option keeps “Daisy Award”']);
  });
});

/**
 * Round 3: the classes a blind reader named when grading the first-pass writer
 * (bench/eval/graded/2026-11-26-first-pass.md), each with an invented input and an option a
 * careful reader would send back, and the fixed option that passes.
 */
describe('round 3: each reader class fails an option a careful reader would reject', () => {
  const request = (fields: Record<string, string>): GenerationRequest => {
    const parsed = parseGenerateInput({ tone: 'warm_professional', length: 'medium', ...fields });
    if (!parsed.success) throw new Error(parsed.error);
    return parsed.data;
  };
  const one = (input: GenerationRequest, option: string) =>
    scoreOptions(input, [option, option, option], { today });
  const welcome = request({
    messageType: 'welcome',
    newHireName: 'Tadeusz Wiśniewski',
    preferredName: 'Ted',
    role: 'Site Reliability Engineer',
    team: 'Platform',
    company: 'Allegro',
    funFact:
      'pending background check, laptop ships Friday. He once fixed an outage from a ski lift.',
  });
  const promotion = request({
    messageType: 'promotion',
    newHireName: 'Ingrid Solberg',
    currentRole: 'Staff Accountant',
    newRole: 'Controller',
    promotionDetails: 'effective March 1; month-end close cut from 12 days to 5',
  });

  it('title_as_noun: a line with nothing but the title where the name belongs', () => {
    for (const bad of [
      'Please welcome Tadeusz Wiśniewski (Ted), our new Site Reliability Engineer. Expect results from our new Site Reliability Engineer.',
      'Please welcome Tadeusz Wiśniewski (Ted). Next up for our new Site Reliability Engineer: the first wins.',
    ])
      expect(one(welcome, bad).problems.title_as_noun?.join(), bad).toMatch(/title used as a noun/);
    expect(
      one(
        welcome,
        'Please welcome Tadeusz Wiśniewski (Ted), our new Site Reliability Engineer. Our Site Reliability Engineer joins from Allegro.',
      ).passed.title_as_noun,
    ).toBe(true);
  });

  it('labels_in_prose: a form label pasted into a paragraph', () => {
    const bad =
      'Congratulations to Ingrid Solberg, who moves up to Controller. By the numbers: month-end close cut from 12 days to 5.';
    expect(one(promotion, bad).problems.labels_in_prose?.join()).toMatch(/By the numbers/);
    const list =
      'Promotion: Ingrid Solberg is now Controller.\n• By the numbers: month-end close cut from 12 days to 5\nCongratulations, Ingrid.';
    expect(one(promotion, list).passed.labels_in_prose).toBe(true);
  });

  it('timing: "effective now" when the input gave another date, or none', () => {
    const bad =
      'Effective now, Ingrid Solberg steps up from Staff Accountant to Controller. Month-end close went from 12 days to 5.';
    expect(one(promotion, bad).problems.timing?.join()).toMatch(/effective now/i);
    expect(
      one(promotion, 'Ingrid Solberg steps up to Controller, effective March 1.').passed.timing,
    ).toBe(true);
  });

  it('send_offs: three closers stacked, or the team speaking "on behalf of" everyone', () => {
    const stacked =
      'Please welcome Tadeusz Wiśniewski (Ted), our new Site Reliability Engineer. Please say hello to Ted. Welcome aboard, Ted. Say hi to Ted in the thread.';
    expect(one(welcome, stacked).problems.send_offs?.join()).toMatch(/3 send-off lines/);
    const voice =
      'Please welcome Tadeusz Wiśniewski (Ted), our new Site Reliability Engineer. Please congratulate Ted on behalf of the Platform team.';
    expect(one(welcome, voice).problems.send_offs?.join()).toMatch(/on behalf of/);
    // "Outside work, Ted is into…" is a sentence with a comma, not a closer.
    const fine =
      'Please welcome Tadeusz Wiśniewski (Ted), our new Site Reliability Engineer. Outside work, Ted is into climbing and chess. Say hi to Ted in the thread. Welcome aboard, Ted.';
    expect(one(welcome, fine).passed.send_offs).toBe(true);
  });

  it('preferred_name: "Ted" never tied to "Tadeusz Wiśniewski"', () => {
    const bad =
      'Please welcome Tadeusz Wiśniewski, our new Site Reliability Engineer. Say hi to Ted in the thread.';
    expect(one(welcome, bad).problems.preferred_name?.join()).toMatch(/never tied/);
    expect(
      one(welcome, bad.replace('Wiśniewski,', 'Wiśniewski (Ted),')).passed.preferred_name,
    ).toBe(true);
  });

  it('news_first: a detail before saying who the post is about', () => {
    const bad =
      'Month-end close cut from 12 days to 5. Ingrid Solberg steps up from Staff Accountant to Controller.';
    expect(one(promotion, bad).problems.news_first?.join()).toMatch(/does not say who/);
  });

  it('invented: a pronoun given only in a contraction ("She\'ll own…") is given', () => {
    const given = request({
      messageType: 'promotion',
      newHireName: 'Ingrid Solberg',
      currentRole: 'Staff Accountant',
      newRole: 'Controller',
      promotionDetails: "She'll own the treasury function",
    });
    expect(
      one(
        given,
        'Congratulations to Ingrid Solberg, our new Controller. Congratulate her in the thread.',
      ).passed.invented,
    ).toBe(true);
    expect(
      one(
        promotion,
        'Congratulations to Ingrid Solberg, our new Controller. Congratulate her in the thread.',
      ).problems.invented?.join(),
    ).toMatch(/invents her/);
  });

  it('invented: a credential written out ("certificate" for "cert") is the one typed, no other', () => {
    const given = request({
      messageType: 'welcome',
      newHireName: 'Bence Kovács',
      role: 'Lifeguard',
      expertise: 'lifeguard + first aid cert',
    });
    const told =
      'Please welcome Bence Kovács, our new Lifeguard, who holds a first aid certificate.';
    expect(one(given, told).passed.invented).toBe(true);
    const bare = request({
      messageType: 'welcome',
      newHireName: 'Bence Kovács',
      role: 'Lifeguard',
    });
    expect(one(bare, told).problems.invented?.join()).toMatch(/invents certificate/);
  });

  it('invented: a dotted day in the notes is the date the writer tells', () => {
    const given = request({
      messageType: 'promotion',
      newHireName: 'Urs Fässler',
      currentRole: 'Cheesemaker',
      newRole: 'Head Cheesemaker',
      promotionDetails: 'Passed the Käsermeister exam in October. effective 1.12.',
    });
    const told =
      'Congratulations to Urs Fässler, now our Head Cheesemaker. Urs passed the Käsermeister exam in October. The new role starts on 1 December.';
    expect(one(given, told).passed.invented).toBe(true);
    expect(one(given, told.replace('1 December', '3 December')).problems.invented?.join()).toMatch(
      /invents 3/,
    );
  });

  it('invented: years typed in German ("12 J. im Betrieb") are the years the writer tells', () => {
    const given = request({
      messageType: 'promotion',
      newHireName: 'Jonas Kammerer',
      currentRole: 'Uhrmacher',
      newRole: 'Werkstattleiter',
      promotionDetails: '12 J. im Betrieb. Meisterbrief since Oct.',
    });
    const told =
      'Congrats to Jonas Kammerer, now our Werkstattleiter. Jonas has been with us for 12 years.';
    expect(one(given, told).passed.invented).toBe(true);
    expect(one(given, told.replace('12 years', '15 years')).problems.invented?.join()).toMatch(
      /invents 15/,
    );
  });

  it('invented: a sentence ending on a name that spells an abbreviation ("Elsa-Maj.") ends there', () => {
    const given = request({
      messageType: 'promotion',
      newHireName: 'Elsa-Maj Olsson Hed',
      currentRole: 'Painter',
      newRole: 'Head of Painting',
      promotionDetails: 'trained 5 new painters',
    });
    const told =
      'Congratulations to Elsa-Maj Olsson Hed, now our Head of Painting. Elsa-Maj trained 5 new painters. Bring your ideas to Elsa-Maj. Well deserved, Elsa-Maj.';
    expect(one(given, told).passed.invented).toBe(true);
    expect(
      one(given, told.replace('Well deserved', 'Well deserved in Falun')).problems.invented?.join(),
    ).toMatch(/invents Falun/);
  });

  it("invented: the word after a card's label opens its line; a name after it is still read", () => {
    const given = request({
      messageType: 'achievements',
      newHireName: 'Rhys Llewellyn',
      role: 'Apprentice joiner',
      achievementDescription: 'Gold in bench joinery',
      achievementDetails: 'made a sash window frame in the 14-hour comp',
    });
    const card = (line: string) =>
      `Nice work from Rhys Llewellyn (Apprentice joiner).\n• Achievement: ${line}\nGive Rhys a shout.`;
    expect(one(given, card('Won gold in bench joinery')).passed.invented).toBe(true);
    expect(
      one(given, card('Won gold in bench joinery at Cardiff')).problems.invented?.join(),
    ).toMatch(/invents Cardiff/);
  });

  it('invented: a weekday said of every week ("on Thursdays") is the day typed, no other', () => {
    const given = request({
      messageType: 'welcome',
      newHireName: 'Ingrid Solberg',
      role: 'dental nurse / reception cover on thurs',
    });
    const weekly =
      'Please welcome Ingrid Solberg, our new dental nurse / reception cover on Thursdays.';
    expect(one(given, weekly).passed.invented).toBe(true);
    expect(one(given, weekly.replace('Thursdays', 'Fridays')).problems.invented?.join()).toMatch(
      /friday/i,
    );
  });

  it('logistics: "pending background check" pasted from an e-mail', () => {
    const bad =
      'Please welcome Tadeusz Wiśniewski (Ted), our new Site Reliability Engineer, pending background check.';
    expect(one(welcome, bad).problems.logistics?.join()).toMatch(
      /hiring logistics posted: “pending background/,
    );
  });
});

describe('factUsed', () => {
  it('reads shorthand and dates in any spelling', () => {
    expect(factUsed('Mon 3/9', 'starting Monday, March 9', 'startDate')).toBe(true);
    expect(factUsed('next Tues', 'from next Tuesday', 'startDate')).toBe(true);
    expect(factUsed('Mon 3/9', 'starting soon', 'startDate')).toBe(false);
    // "w/c" is the week commencing: told as "the week of" (ADR 107).
    expect(factUsed('w/c 9 Feb', 'He starts the week of 9 February.', 'startDate')).toBe(true);
    expect(factUsed('wk of 9 Feb', 'He starts the week commencing 9 Feb.', 'startDate')).toBe(true);
    expect(factUsed('w/c 9 Feb', 'He starts on 9 March.', 'startDate')).toBe(false);
    expect(factUsed('~200 tickets/wk w/ 98% CSAT', 'about 200 tickets a week with 98% CSAT')).toBe(
      true,
    );
    expect(factUsed('~200 tickets/wk w/ 98% CSAT', 'lots of tickets')).toBe(false);
  });

  it('reads when a promotion takes effect in any spelling (ADR 075)', () => {
    expect(factUsed('effective oct 3', 'The promotion takes effect on 3 October.')).toBe(true);
    expect(factUsed('from 2.7', 'The new role starts on 2.7.')).toBe(true);
    expect(factUsed('effective oct 3', 'The promotion takes effect on 4 October.')).toBe(false);
  });
});

describe('sentencesOf', () => {
  it('ends no sentence at a rank or title before a name ("Capt.", "Ing.")', () => {
    // The eleventh blind set's "Please join me in congratulating Capt. Elif Yıldız" was read
    // as two sentences, one of them a filler fragment, and failed four checks it passed.
    expect(sentencesOf('Please join me in congratulating Capt. Elif Yıldız.')).toHaveLength(1);
    expect(sentencesOf('A big achievement from Ing. Alejandro Ruiz. Well deserved.')).toHaveLength(
      2,
    );
  });
});

describe('the fragment check (ADR 082)', () => {
  it('reads a verb with a hyphenated prefix as a verb', () => {
    const text = 'Please welcome our new designer. Kim co-leads the weekly design review.';
    const found = (withOption('w01', 0, text).problems.fragments ?? []).join('\n');
    expect(found).not.toMatch(/co-leads/);
    const verbless = 'Please welcome our new designer. Weekly design review with Kim.';
    expect((withOption('w01', 0, verbless).problems.fragments ?? []).join('\n')).toMatch(
      /Weekly design review/,
    );
  });
});
