import { caseList, type EvalCase, type Fields } from './case.ts';

/**
 * Achievements as managers and HR staff type them: a headline and details with numbers,
 * passives ("nominated by…"), fragments, shorthand and emoji.
 */
const ACHIEVEMENT: [note: string, fields: Fields][] = [
  [
    'passive with no auxiliary in the details ("nominated by")',
    {
      newHireName: 'Grace Okafor',
      role: 'Charge Nurse',
      team: 'Ward 7B',
      achievementDescription: 'Nurse of the Year',
      achievementDetails: 'nominated by three families',
    },
  ],
  [
    'shorthand w/ and %; ~ approximation',
    {
      newHireName: 'Sam Okafor',
      role: 'Support Lead',
      achievementDescription: 'best CSAT quarter ever',
      achievementDetails: '~200 tickets/wk w/ 98% CSAT in Q3',
    },
  ],
  [
    'subjectless fragments; the "Rewrote" broken-join trap',
    {
      newHireName: 'Lucía Fernández',
      role: 'Technical Writer',
      team: 'Developer Experience',
      achievementDescription: 'docs overhaul',
      achievementDetails: 'Rewrote the entire API docs. Cut support tickets about auth by half.',
    },
  ],
  [
    'arrow with percentages',
    {
      newHireName: 'Ahmed Karimi',
      role: 'Growth PM',
      achievementDescription: 'activation project',
      achievementDetails: 'activation 30% -> 85% in 8 wks',
    },
  ],
  [
    'hackathon win, emoji',
    {
      newHireName: 'Mei Lin',
      role: 'Frontend Engineer',
      team: 'Web',
      achievementDescription: 'won the company hackathon 🏆',
      achievementDetails: 'built an accessibility checker in 48 hrs',
    },
  ],
  [
    'sales: money with M',
    {
      newHireName: 'Jordan Blake',
      role: 'Account Executive',
      achievementDescription: 'closed our largest deal',
      achievementDetails: '$2.4M, 3-year contract w/ a national retailer',
    },
  ],
  [
    'Vietnamese name; short details',
    {
      newHireName: 'Phạm Thu Hà',
      role: 'Accountant',
      achievementDescription: 'passed the CPA exam',
      achievementDetails: 'all 4 sections first try',
    },
  ],
  [
    'Dr. title; publication',
    {
      newHireName: 'Dr. Samuel Osei',
      role: 'Research Scientist',
      team: 'Oncology',
      achievementDescription: 'paper accepted at NeurIPS',
      achievementDetails: 'first author, on tumour segmentation',
    },
  ],
  [
    'bullets in details',
    {
      newHireName: 'Hannah Berg',
      role: 'Operations Manager',
      achievementDescription: 'warehouse move done',
      achievementDetails: '- moved 12k SKUs over one weekend\n- zero lost orders\n- team of 20',
    },
  ],
  [
    'safety milestone; "+" shorthand',
    {
      newHireName: 'Carlos Mendes',
      role: 'Site Supervisor',
      team: 'North plant',
      achievementDescription: '500 days without a lost-time injury',
      achievementDetails: 'daily toolbox talks + new PPE checks',
    },
  ],
  [
    'Korean name, family-first; certification',
    {
      newHireName: 'Choi Ji-hoon',
      role: 'Cloud Engineer',
      achievementDescription: 'AWS Solutions Architect Professional',
      achievementDetails: 'passed in 6 weeks while on call',
    },
  ],
  [
    'teacher; passive ("praised by")',
    {
      newHireName: 'Emma Walsh',
      role: 'Year 2 Teacher',
      achievementDescription: 'outstanding Ofsted observation',
      achievementDetails: 'praised by inspectors for her reading groups',
    },
  ],
  [
    'lower-case -ed name',
    {
      newHireName: 'jared miller',
      role: 'delivery driver',
      achievementDescription: '1000 deliveries',
      achievementDetails: 'no missed drop-offs all year',
    },
  ],
  [
    'fragments: "Found the bug." style',
    {
      newHireName: 'Oksana Bondarenko',
      role: 'SRE',
      team: 'Infra',
      achievementDescription: 'saved the Black Friday launch',
      achievementDetails: 'Found the memory leak at 2am. Rolled out the fix before peak.',
    },
  ],
  [
    'customer quote in details',
    {
      newHireName: 'Tyrone Jackson',
      role: 'Field Technician',
      achievementDescription: 'customer shout-out',
      achievementDetails: 'a client wrote in: "best service we have ever had"',
    },
  ],
  [
    'Arabic name with Al-; volunteering',
    {
      newHireName: 'Yusuf Al-Rashid',
      role: 'Data Analyst',
      achievementDescription: 'ran the charity 10k',
      achievementDetails: 'raised £3,200 for the children’s hospital',
    },
  ],
  [
    'list without "and"',
    {
      newHireName: 'Olivia Brown',
      role: 'Event Coordinator',
      achievementDescription: 'pulled off the annual summit',
      achievementDetails: '600 guests, 40 speakers, 2 days',
    },
  ],
  [
    'preferred name; expertise',
    {
      newHireName: 'Katherine Zhou',
      preferredName: 'Kat',
      role: 'Security Analyst',
      expertise: 'threat hunting',
      achievementDescription: 'caught a phishing campaign early',
      achievementDetails: 'flagged it within 10 min, no accounts compromised',
    },
  ],
  [
    'Hindi name; "&"',
    {
      newHireName: 'Deepika Sharma',
      role: 'Pharmacist',
      team: 'Outpatient',
      achievementDescription: 'flu clinic record',
      achievementDetails: '1,100 vaccinations in Oct & Nov',
    },
  ],
  [
    'anniversary-like milestone',
    {
      newHireName: 'Frank Müller',
      role: 'Machinist',
      achievementDescription: '25 years with the company',
      achievementDetails: 'started on the shop floor in 2001',
    },
  ],
  [
    'Yoruba name; award with number',
    {
      newHireName: 'Chidinma Eze',
      role: 'Sales Manager',
      team: 'West region',
      achievementDescription: 'Top Region award',
      achievementDetails: '118% of target for the year',
    },
  ],
  [
    'Mohammed; passive "recognised by"',
    {
      newHireName: 'Mohammed Yusuf',
      role: 'Paramedic',
      achievementDescription: 'commendation from the county',
      achievementDetails: 'recognised by the fire service for a rescue on the A40',
    },
  ],
  [
    'team achievement named for one person',
    {
      newHireName: 'Sara Lindqvist',
      role: 'Engineering Manager',
      team: 'Payments',
      achievementDescription: 'PCI audit passed',
      achievementDetails: 'zero findings, first time ever',
    },
  ],
  [
    'name that is a word (Rose); "w/"',
    {
      newHireName: 'Rose Thompson',
      role: 'Head Baker',
      achievementDescription: 'bakery won Best Sourdough in town',
      achievementDetails: 'w/ her rye & caraway loaf',
    },
  ],
  [
    'mononym',
    {
      newHireName: 'Prince',
      role: 'Barista',
      achievementDescription: 'latte art champion',
      achievementDetails: 'won the regional latte art throwdown',
    },
  ],
  [
    'Spanish compound name, no preferred name',
    {
      newHireName: 'Ana María Castillo',
      role: 'Logistics Planner',
      achievementDescription: 'cut shipping costs',
      achievementDetails: 'renegotiated 3 carrier contracts, saving 18%',
    },
  ],
  [
    'long role with comma',
    {
      newHireName: 'Peter Novak',
      role: 'Head Chef, Canal Street Kitchen',
      achievementDescription: 'Michelin Bib Gourmand',
      achievementDetails: 'first for the restaurant',
    },
  ],
  [
    'shorthand "yrs", "approx"',
    {
      newHireName: 'Linda Park',
      role: 'Librarian',
      achievementDescription: 'digitised the archive',
      achievementDetails: 'approx 40k pages, took 2 yrs',
    },
  ],
  [
    'fragments + numbers; Irish name',
    {
      newHireName: 'Ciarán Ó Súilleabháin',
      role: 'Backend Engineer',
      achievementDescription: 'made the app faster',
      achievementDetails: 'Cut API latency from 800ms to 120ms. Removed 3 services.',
    },
  ],
  [
    'expertise + team; open-source contribution',
    {
      newHireName: 'Tomás Silva',
      role: 'Staff Engineer',
      team: 'Developer Tools',
      expertise: 'Rust',
      achievementDescription: 'became a maintainer of tokio',
      achievementDetails: 'after 2 years of contributions',
    },
  ],
  [
    'kitchen porter; informal notes',
    {
      newHireName: 'Kofi Boateng',
      role: 'Kitchen Porter',
      achievementDescription: 'covered 3 extra shifts during the flu outbreak',
      achievementDetails: 'kept the kitchen going, never complained',
    },
  ],
  [
    'student support, long details',
    {
      newHireName: 'Rebecca Stein',
      role: 'Student Advisor',
      achievementDescription: 'retention programme results',
      achievementDetails:
        'first-year dropout rate fell from 14% to 9% after her peer mentoring scheme',
    },
  ],
  [
    'emoji-heavy details',
    {
      newHireName: 'Zoe Adams',
      role: 'Social Media Manager',
      achievementDescription: 'video went viral 🎉🎉',
      achievementDetails: '2M views on the launch reel 🔥',
    },
  ],
  [
    'Chinese name in Han script',
    {
      newHireName: '李娜',
      preferredName: 'Nina',
      role: 'Quality Engineer',
      achievementDescription: 'zero-defect quarter',
      achievementDetails: 'first in the plant’s history',
    },
  ],
  [
    'legal: passive "was selected"',
    {
      newHireName: 'Helena Costa',
      role: 'Senior Associate',
      achievementDescription: 'pro bono award',
      achievementDetails: 'selected by the bar association for her asylum casework',
    },
  ],
  [
    'thin input at the long length',
    {
      newHireName: 'Max Weber',
      role: 'Intern',
      achievementDescription: 'shipped first feature',
      achievementDetails: 'dark mode',
    },
  ],
  [
    'percentages and a date',
    {
      newHireName: 'Isaac Mensah',
      role: 'Finance Analyst',
      achievementDescription: 'budget forecast accuracy',
      achievementDetails: 'within 2% for FY26, best in the group',
    },
  ],
  [
    'customer success, plus sign and number',
    {
      newHireName: 'Nora Lindgren',
      role: 'CSM',
      team: 'Enterprise',
      achievementDescription: 'saved the Acme renewal',
      achievementDetails: '3-year renewal + 20% expansion',
    },
  ],
  [
    'mentor achievement, passive',
    {
      newHireName: 'Pedro Alves',
      role: 'Senior Developer',
      achievementDescription: 'mentor of the year',
      achievementDetails: 'voted by the juniors he mentored',
    },
  ],
  [
    'everything filled',
    {
      newHireName: 'Amelia Hughes',
      role: 'Product Manager',
      team: 'Mobile',
      expertise: 'user research',
      achievementDescription: 'app store rating up',
      achievementDetails: '3.9 -> 4.7 stars after the onboarding rework',
    },
  ],
  // Round 3, from the blind reader's failure classes (bench/eval/graded/): invented inputs.
  [
    'fragment achievement with figures (no form label in prose)',
    {
      newHireName: 'Tomasz Kowalczyk',
      role: 'Warehouse Lead',
      team: 'Night Shift',
      achievementDescription: 'zero mis-picks for Q2',
      achievementDetails: '38,000 orders shipped; accuracy 99.98%; trained 6 new pickers',
    },
  ],
  [
    'long story, result at the end; preferred name',
    {
      newHireName: 'Siobhán Ní Bhriain',
      preferredName: 'Shiv',
      role: 'Grants Manager',
      team: 'Development',
      achievementDescription: 'won the Wellcome capacity grant',
      achievementDetails:
        'Two earlier applications were rejected. Siobhán rewrote the theory of change with the program leads and rebuilt the budget line by line. We heard back in May: £1.2M over 4 years, our largest grant ever.',
    },
  ],
  // ADR 139: typed notation inside the notes (invented inputs).
  [
    'typed notation: "X = Y", a signed change, "@ site", "1st try"',
    {
      newHireName: 'Adaeze Okoro',
      role: 'Duty Manager',
      team: 'Bowling & Bar',
      achievementDescription: 'launched Friday cosmic bowl',
      achievementDetails:
        'Friday cosmic bowl = her idea, now our busiest night, +40% revenue on Fridays. ran it @ the Leeds site. certified, 1st try',
    },
  ],
  [
    'typed notation: "=" with a sum in another currency, "vs last yr", "x2"',
    {
      newHireName: 'Moussa Traoré',
      role: 'Membership Lead',
      achievementDescription: 'record membership season',
      achievementDetails:
        'Premium = about 180 million FCFA extra for members this season. renewals up vs last yr. won the regional award x2 (twice)',
    },
  ],
];

export const ACHIEVEMENT_CASES: EvalCase[] = caseList('a', 'achievements', ACHIEVEMENT);
