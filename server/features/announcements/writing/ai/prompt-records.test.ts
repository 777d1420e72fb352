import { describe, expect, it } from 'vitest';
import { parseGenerateInput, type GenerationRequest } from '#domain/generation.ts';
import { buildPrompt } from './prompt.ts';

/**
 * ADR 141, amendment: the AI writer's prompt reads a record pasted from an HR system as the
 * composer does. Whatever reaches the provider may reach the channel, and the provider itself
 * never needed the pay: no private value (an ID, a grade, a salary, a cost centre) is anywhere
 * in the prompt, while the deeds and the date it takes effect are. Inputs are this file's own.
 */
function request(body: Record<string, unknown>): GenerationRequest {
  const parsed = parseGenerateInput({ tone: 'warm_professional', length: 'medium', ...body });
  if (!parsed.success) throw new Error(parsed.error);
  return parsed.data;
}

const whole = (p: { system: string; prompt: string }) => `${p.system}\n${p.prompt}`;

interface Shape {
  id: string;
  input: GenerationRequest;
  /** In the prompt, whole. */
  given: (string | RegExp)[];
  /** Nowhere in the prompt. */
  never: RegExp[];
}

const SHAPES: Shape[] = [
  {
    id: 'multi-line record in promotion details, goes by',
    input: request({
      messageType: 'promotion',
      newHireName: 'Marguerite Okafor',
      currentRole: 'Claims Handler',
      newRole: 'Senior Claims Handler',
      promotionDetails:
        'Employee ID: 004117\nAction: Promotion\nPay Grade: T3 -> S1\nSalary: 48,000\nEffective: 1 Jan 2027\nJustification: Cleared the storm backlog of 900 claims in six weeks.\nComments: goes by Maggie',
    }),
    given: ['Cleared the storm backlog of 900 claims in six weeks', /1 Jan 2027/, '"Maggie"'],
    never: [/004117/, /\bT3\b/, /\bS1\b/, /48,?000/, /Employee ID/i, /Salary/i, /Pay Grade/i],
  },
  {
    id: '"|" pairs on one line in achievement details, casual',
    input: request({
      messageType: 'achievements',
      tone: 'casual_concise',
      length: 'short',
      newHireName: 'Tomasz Wieczorek',
      role: 'Warehouse Supervisor',
      achievementDescription: 'Zero-incident year',
      achievementDetails:
        'Emp # 55120 | Band: W2 | Bonus: 2,500 | Reason: a full year on the night shift without a reportable injury | Status: Approved',
    }),
    given: ['a full year on the night shift without a reportable injury'],
    never: [/55120/, /\bW2\b/, /2,?500/, /Bonus/i, /Approved/i],
  },
  {
    id: 'tab-separated record in a welcome expertise, effective date is the start',
    input: request({
      messageType: 'welcome',
      tone: 'friendly_approachable',
      newHireName: 'Ana Beatriz Costa',
      role: 'UX Researcher',
      expertise:
        'Employee ID\t77-3021\nCost Centre\tCC-4410\nFTE\t0.8\nBase Salary\t£61,500\nStart Date\t11 January 2027\nAchievements\tran the accessibility study behind the new checkout',
    }),
    given: ['ran the accessibility study behind the new checkout', /11 January 2027/],
    never: [/77-3021/, /CC-4410/, /\b0\.8\b/, /61,?500/, /Cost Centre/i, /FTE/],
  },
  {
    id: 'record typed in the new-role field',
    input: request({
      messageType: 'promotion',
      tone: 'excited_fun',
      newHireName: 'Deepak Raman',
      currentRole: 'Line Cook',
      newRole: 'Position: Sous Chef | Grade: K5 | Pay Rate: 19.75/hr | Effective Date: 15 Feb 2027',
      promotionDetails: 'ran the pass on every Saturday service since March',
    }),
    given: ['"Sous Chef"', /15 Feb 2027/, 'ran the pass on every Saturday service since March'],
    never: [/\bK5\b/, /19\.75/, /Pay Rate/i, /Grade:/i],
  },
  {
    id: 'record typed in the company field of a welcome',
    input: request({
      messageType: 'welcome',
      newHireName: 'Lena Hoffmann',
      role: 'Payroll Analyst',
      company: 'Previous Employer: Brightwater Utilities | Employee No: BW-8812 | Salary: 52k',
      hobbies: 'rowing',
    }),
    given: ['"Brightwater Utilities"', 'rowing'],
    never: [/BW-8812/, /52k/i, /Salary/i, /Employee No/i],
  },
  {
    id: 'bulleted record with a report header in achievement details, long',
    input: request({
      messageType: 'achievements',
      tone: 'inspiring_motivational',
      length: 'long',
      newHireName: 'Kwame Asante',
      role: 'Account Manager',
      achievementDescription: 'Top renewals of the half',
      achievementDetails:
        'Extract Q3/Q4 2026 renewals report\n• Employee ID: 30019\n• Level: L4\n• Comp: 88,000 + OTE 20,000\n• Rating: 4.6\n• Key achievements: renewed all eleven of his enterprise accounts, two of them a year early',
    }),
    given: ['renewed all eleven of his enterprise accounts, two of them a year early'],
    never: [/30019/, /\bL4\b/, /88,?000/, /20,?000/, /4\.6/, /Extract Q3/i, /OTE/],
  },
  {
    id: 'label = value record in promotion details, approver comment',
    input: request({
      messageType: 'promotion',
      tone: 'confident_assertive',
      newHireName: 'Sofia Lindqvist',
      currentRole: 'Staff Nurse',
      newRole: 'Charge Nurse',
      promotionDetails:
        'Staff Number = 61-2290\nNew Salary = 41,300\nBand = 6\nEffective Date = 3 March 2027\nRationale = led the ward through the norovirus outbreak without closing a bed\nComments = approved by the director of nursing, off-cycle',
    }),
    given: ['led the ward through the norovirus outbreak without closing a bed', /3 March 2027/],
    never: [/61-2290/, /41,?300/, /Band/i, /off-cycle/i, /director of nursing/i],
  },
];

describe('the AI writer prompt reads a record pasted from an HR system (ADR 141)', () => {
  it.each(SHAPES.map((s) => [s.id, s] as const))('%s', (_id, { input, given, never }) => {
    for (const positions of [undefined, [1]]) {
      const text = whole(buildPrompt(input, { today: '2026-11-28', positions }));
      for (const word of given)
        if (typeof word === 'string') expect(text).toContain(word);
        else expect(text).toMatch(word);
      for (const word of never) expect(text).not.toMatch(word);
    }
  });

  it('tells a promotion when it takes effect and the name the person goes by', () => {
    const text = whole(buildPrompt(SHAPES[0]!.input, { today: '2026-11-28' }));
    expect(text).toMatch(/effective 1 Jan 2027/);
    expect(text).toMatch(/you may call them "Maggie"/);
  });

  it.each([
    [
      'a result beside its target',
      request({
        messageType: 'achievements',
        newHireName: 'Ruth Adeyemi',
        role: 'Sales Lead',
        achievementDescription: 'Beat the quarter',
        achievementDetails: 'Target: 120 units\nResult: 151 units',
      }),
    ],
    [
      'skills as labelled notes',
      request({
        messageType: 'welcome',
        newHireName: 'Jonas Berg',
        role: 'Platform Engineer',
        expertise: 'Skills: Kubernetes, Terraform\nFavourite tool: jq',
      }),
    ],
    [
      'a plain note with a grade in prose',
      request({
        messageType: 'promotion',
        newHireName: 'Mei Tanaka',
        currentRole: 'Analyst',
        newRole: 'Senior Analyst',
        promotionDetails: 'Rebuilt the forecasting model; the team rated it top of the year.',
      }),
    ],
  ])('leaves a note that is no record as typed: %s', (_id, input) => {
    const text = whole(buildPrompt(input, { today: '2026-11-28' }));
    for (const value of [input.achievementDetails, input.expertise, input.promotionDetails].filter(
      Boolean,
    ))
      expect(text).toContain(JSON.stringify(value));
  });
});
