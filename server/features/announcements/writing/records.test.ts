import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOptionsOf } from '../testing.ts';

/**
 * ADR 141: records pasted from an HR system or a report. Private fields (IDs, pay, grade,
 * band, cost centre, FTE, action and status codes, a report's header) never reach a post; a
 * justification is told as the deeds, the effective date as the start, "goes by X" as the name
 * the person goes by; no record label is posted in prose. A note that is no record is told as
 * before. Inputs are this file's own.
 */
interface Shape {
  input: GenerationRequest;
  /** Words some option tells. */
  said: (string | RegExp)[];
  /** Words no option may post. */
  never: RegExp[];
  /** Words the first (chat) option opens its name with. */
  name?: string;
}

const LABELS =
  /\b(?:Employee (?:ID|No)|Emp(?:loyee)? ?#|Action|Pay ?Grade|Grade|Band|Salary|Comp|Cost Cent(?:re|er)|FTE|Status|Justification|Rationale|Reason|Comments?|Remarks|Reports To|Extract|Period|Bench|Position|Dept|Location|Effective Date)\s*:/i;

const SHAPES: Shape[] = [
  {
    // Multi-line record under a promotion, name as the HR export writes it.
    input: {
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'HERNANDEZ, JOSE L',
      currentRole: 'Shift Lead',
      newRole: 'Assistant Store Manager',
      promotionDetails:
        'Employee ID: 0091734\nAction: Promotion\nPay Grade: S4\nEffective Date: 4 January 2027\nReports To: Dana Whitcombe\nJustification: Rebuilt the closing routine and cut shrink by a third at the Elm Street store.\nComments: goes by Pepe',
    },
    said: [/cut shrink by a third/i, /January/, 'Pepe'],
    never: [/0091734/, /\bS4\b/, /JOSE|HERNANDEZ/, /Dana Whitcombe:/],
    name: 'Jose L. Hernandez',
  },
  {
    // One line of pairs between bars, under an achievement, casual tone.
    input: {
      messageType: 'achievements',
      tone: 'casual_concise',
      length: 'short',
      newHireName: 'Ingrid Solberg',
      role: 'Field Engineer',
      achievementDescription: 'Safety award',
      achievementDetails:
        'Emp # 7731 | Dept: Offshore Ops | Band: E4 | Reason: eighteen months on the Troll platform without a lost-time incident | Status: Approved',
    },
    said: [/lost-time incident/],
    never: [/7731/, /\bE4\b/, /approved/i],
  },
  {
    // A welcome whose expertise field holds a record with pay and a cost centre.
    input: {
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Priya Raman',
      role: 'Pharmacist',
      team: 'Outpatient Pharmacy',
      expertise:
        'Position: Senior Pharmacist\nSalary: 68,500\nCost Centre: 4410-PHARM\nFTE: 0.8\nLocation: Leeds General\nRemarks: prefers Pri',
      hobbies: 'open-water swimming',
    },
    said: ['Pri', /swimming/],
    never: [/68,?500/, /4410/, /\b0\.8\b/, /PHARM\b/],
  },
  {
    // A report extract pasted as the details of an achievement.
    input: {
      messageType: 'achievements',
      tone: 'excited_fun',
      length: 'medium',
      newHireName: 'Tomás Ruiz',
      role: 'Account Manager',
      achievementDescription: 'Top renewals in the region',
      achievementDetails:
        'Extract Q3/Q4 2026 sales report\nPeriod: Q3 2026\nRenewal rate: 97%\nBench: 88%\nComment: best quarter the Iberia region has had',
    },
    said: [/97%/, /best quarter the Iberia region has had/i],
    never: [/Extract/i, /88%/, /Q3\/Q4/],
  },
  {
    // The role field holding a record, the start in it too.
    input: {
      messageType: 'welcome',
      tone: 'excited_fun',
      length: 'medium',
      newHireName: 'Kwame Mensah',
      role: 'Position: Line Cook | Grade: K3 | FTE: 1.0 | Start Date: 11 January 2027',
      hobbies: 'plays bass in a highlife band',
    },
    said: [/line cook/i, /11 January/, /bass/],
    never: [/\bK3\b/, /\b1\.0\b/],
  },
  {
    // Bulleted labels with a salary change and a rationale, inspiring tone.
    input: {
      messageType: 'promotion',
      tone: 'inspiring_motivational',
      length: 'long',
      newHireName: 'Aiyana Redcloud',
      currentRole: 'Lab Technician',
      newRole: 'Lab Supervisor',
      promotionDetails:
        '- Emp No: A-22817\n- Justification: see attached\n- Salary: $61,000 -> $72,500\n- New Position: Lab Supervisor\n- Rationale: Brought the assay turnaround from five days to two and trained the night shift on the new analyser\n- Cost Center: 7730',
    },
    said: [/five days to two/, /night shift/],
    never: [/61,000|72,500|\$/, /22817/, /7730/, /attached/],
  },
  {
    // A welcome with pay typed as "Comp", a start, a manager and an ID on one line.
    input: {
      messageType: 'welcome',
      tone: 'confident_assertive',
      length: 'short',
      newHireName: 'Siobhán Ní Bhriain',
      role: 'Payroll Analyst',
      expertise:
        'Start Date: 3 February 2027 | Reports to: Mark Tully | Comp: £41k | Employee ID: 30017',
    },
    said: [/February/],
    never: [/41k|£/, /30017/],
  },
  {
    // A record in the company field of a welcome.
    input: {
      messageType: 'welcome',
      tone: 'creative_playful',
      length: 'medium',
      newHireName: 'Lars Eriksen',
      role: 'Bike Mechanic',
      company: 'Previous Employer: Velo Nord | Employee No: 5521 | Status: Terminated',
      hobbies: 'gravel racing',
    },
    said: ['Velo Nord', /gravel/],
    never: [/5521/, /terminated/i],
  },
  {
    // Tab-separated export rows, a rating and a comment on the approval.
    input: {
      messageType: 'achievements',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'NAKAMURA, YUKI',
      role: 'Night Nurse',
      achievementDescription: 'Nurse of the Quarter',
      achievementDetails:
        'Employee No\t448120\nStatus\tFinal\nRating\t4.6\nAchievements\tset up the falls-prevention huddle that cut night-time falls on Ward 7 by half\nComments\tapproved by the regional director',
    },
    said: [/falls-prevention huddle/],
    never: [/448120/, /4\.6/, /regional director/, /NAKAMURA|YUKI/],
    name: 'Yuki Nakamura',
  },
];

async function optionsFor(input: GenerationRequest, seed: number): Promise<string[]> {
  return postedOptionsOf(input, { seed });
}

describe('records pasted from an HR system or a report (ADR 141)', () => {
  it('never posts a private field nor a label, and tells the rest as what it is', async () => {
    const wrong: string[] = [];
    for (const { input, said, never, name } of SHAPES)
      for (const seed of [1, 2]) {
        const options = await optionsFor(input, seed);
        const all = options.join('\n');
        const fault = (why: string) => wrong.push(`${input.newHireName} (seed ${seed}): ${why}`);
        if (options.length !== 3) fault(`${options.length} options`);
        for (const words of said)
          if (typeof words === 'string' ? !all.includes(words) : !words.test(all))
            fault(`never tells ${String(words)}\n${all}`);
        for (const option of options)
          for (const leak of [LABELS, ...never])
            if (leak.test(option)) fault(`posts ${String(leak)}\n${option}`);
        if (name && !options[0]?.includes(name)) fault(`names the person otherwise\n${options[0]}`);
      }
    expect(wrong).toEqual([]);
  });

  it('tells a note that is no record as before: one labelled line, or labels a note may carry', async () => {
    const notes: [GenerationRequest, RegExp][] = [
      [
        {
          messageType: 'achievements',
          tone: 'casual_concise',
          length: 'short',
          newHireName: 'Ana Costa',
          role: 'Barista',
          achievementDescription: 'Saved the Henley account',
          achievementDetails: 'Result: they renewed for two more years',
        },
        /renewed for two more years/,
      ],
      [
        {
          messageType: 'welcome',
          tone: 'warm_professional',
          length: 'medium',
          newHireName: 'Ben Okoro',
          role: 'Electrician',
          expertise:
            'Skills: solar installs, EV chargers\nFavourite tool: his grandad’s multimeter',
        },
        /multimeter/,
      ],
      [
        {
          messageType: 'achievements',
          tone: 'excited_fun',
          length: 'medium',
          newHireName: 'Rosa Delgado',
          role: 'Sales Rep',
          achievementDescription: 'Beat the spring target',
          achievementDetails: 'Target: 120 units\nResult: 151 units',
        },
        /151/,
      ],
    ];
    for (const [input, kept] of notes)
      for (const seed of [1, 2]) {
        const options = await optionsFor(input, seed);
        expect(options.join('\n'), input.newHireName).toMatch(kept);
      }
  });
});
