import type { EvalCase, Fields } from './case.ts';
import { caseList } from './case.ts';

/**
 * Welcome messages as hiring managers, team leads and HR staff type them: fragments,
 * shorthand, lower case, bullets, emoji, dates in every shape, previous companies, names
 * from everywhere. Tone and length cycle so that every combination occurs (case.ts).
 */
const WELCOME: [note: string, fields: Fields][] = [
  ['minimal: name and role only', { newHireName: 'Maya Patel', role: 'Product Designer' }],
  [
    'previous company + team; the classic "at Northwind Labs" trap',
    {
      newHireName: 'Priya Raman',
      role: 'Data Engineer',
      team: 'Platform',
      company: 'Northwind Labs',
      startDate: 'Mon 3/9',
    },
  ],
  [
    '-ed first name (Ahmed) lower-cased by naive writers; sloppy lower-case role',
    {
      newHireName: 'Ahmed Hassan',
      role: 'backend engineer',
      team: 'payments',
      startDate: 'next Tues',
      hobbies: 'cricket, chess',
    },
  ],
  [
    'Vietnamese family-name-first name; short form must stay full',
    {
      newHireName: 'Nguyễn Thị Lan',
      role: 'UX Researcher',
      company: 'Grab',
      expertise: 'diary studies + usability testing',
    },
  ],
  [
    'Spanish compound given name with preferred name',
    {
      newHireName: 'María José Ortega',
      preferredName: 'Majo',
      role: 'Head Chef, Canal Street Kitchen',
      startDate: 'starts 12th',
      expertise: 'basque cooking, 12 yrs in michelin kitchens',
    },
  ],
  [
    'title with a comma run into "at": role has a comma, company given',
    {
      newHireName: 'Tom Becker',
      role: 'Sous Chef, Pastry',
      company: 'Noma',
      hobbies: 'sourdough, trail running',
    },
  ],
  [
    'fragments in notes, shorthand (w/, ->)',
    {
      newHireName: 'Jared Collins',
      role: 'Senior Frontend Engineer',
      team: 'Design Systems',
      company: 'Shopify',
      expertise: 'Built our design system from scratch at prev job. React, a11y, perf',
      funFact: 'ran a marathon w/ a broken toe',
    },
  ],
  [
    'Dr. title; Hindi name; long role',
    {
      newHireName: 'Dr. Rajesh Kumar',
      role: 'Director of Clinical Data Science and Biostatistics',
      team: 'Clinical Ops',
      startDate: 'Jan 5',
    },
  ],
  [
    'Chinese name in Han script, preferred English name',
    {
      newHireName: '王伟',
      preferredName: 'David',
      role: 'Supply Chain Analyst',
      team: 'ops',
      company: 'Foxconn',
    },
  ],
  [
    'Korean name, family name first, emoji in fun fact',
    {
      newHireName: 'Kim Min-jun',
      role: 'iOS Developer',
      team: 'Mobile',
      funFact: 'has a cat named Kimchi 🐱',
    },
  ],
  [
    'Arabic name with particle; bullets in expertise',
    {
      newHireName: 'Omar Al-Farsi',
      role: 'Security Engineer',
      expertise: '- pen testing\n- cloud IAM\n- incident response',
      startDate: 'Monday',
    },
  ],
  [
    'Yoruba name; sloppy all-caps role',
    {
      newHireName: 'Oluwaseun Adebayo',
      role: 'ACCOUNT EXECUTIVE',
      team: 'sales - EMEA',
      company: 'HubSpot',
      hobbies: 'afrobeats + 5-a-side football',
    },
  ],
  [
    'name that is an ordinary word (Will) and "will" in text',
    {
      newHireName: 'Will Turner',
      role: 'Customer Success Manager',
      team: 'CS',
      funFact: 'will talk your ear off about sailing',
    },
  ],
  [
    'name that is an ordinary word (Grace); pronoun given in notes',
    {
      newHireName: 'Grace Liu',
      role: 'Recruiter',
      team: 'Talent',
      funFact: 'she has three cats and a very opinionated parrot',
    },
  ],
  [
    'lower-case name typed by a hurried manager',
    {
      newHireName: 'jamal wright',
      role: 'warehouse associate',
      startDate: 'tmrw',
    },
  ],
  [
    'apostrophe and hyphen in the name',
    {
      newHireName: "Siobhán O'Connor-Ní Bhriain",
      role: 'Legal Counsel',
      company: 'Arthur Cox',
      expertise: 'GDPR & employment law',
    },
  ],
  [
    'numbers and approximations in notes (~, +)',
    {
      newHireName: 'Lucas Moreau',
      role: 'Growth Marketer',
      company: 'Deliveroo',
      expertise: 'grew signups ~40% in 6 months, 200+ A/B tests',
    },
  ],
  [
    'full date with weekday; team as a place',
    {
      newHireName: 'Hannah Schmidt',
      role: 'Store Manager',
      team: 'Berlin Mitte store',
      startDate: 'Monday, December 7',
    },
  ],
  [
    'single-word name (mononym) with accent',
    { newHireName: 'Björk', role: 'Sound Designer', team: 'Audio' },
  ],
  [
    'preferred name differs from first name',
    {
      newHireName: 'Robert Smith',
      preferredName: 'Bobby',
      role: 'Electrician',
      team: 'Facilities',
      hobbies: 'fishing',
    },
  ],
  [
    'passive in notes ("was hired by")',
    {
      newHireName: 'Fatima Zahra Benali',
      role: 'Pharmacist',
      company: 'Boots',
      funFact: 'was featured in a local paper for her vaccine clinic',
    },
  ],
  [
    'list without "and" in hobbies; team with ampersand',
    {
      newHireName: 'Chloe Martin',
      role: 'Brand Designer',
      team: 'Brand & Content',
      hobbies: 'pottery, climbing, bad horror movies',
    },
  ],
  [
    'startDate ISO format; previous company with Inc.',
    {
      newHireName: 'Ethan Brooks',
      role: 'Staff Engineer',
      company: 'Stripe, Inc.',
      startDate: '2026-12-01',
      expertise: 'payments infra, distributed systems',
    },
  ],
  [
    'Hindi name; shorthand in notes ("yrs", "exp")',
    {
      newHireName: 'Ananya Iyer',
      role: 'QA Lead',
      team: 'mobile',
      expertise: '8 yrs exp in test automation, appium & cypress',
    },
  ],
  [
    'Mohammed (-ed name) with "bin"',
    {
      newHireName: 'Mohammed bin Rashid',
      role: 'Logistics Coordinator',
      team: 'Fleet',
      startDate: 'Sun 12/6',
    },
  ],
  [
    'whole-sentence notes in first person of the manager',
    {
      newHireName: 'Sofia Rossi',
      role: 'Office Manager',
      funFact: 'Sofia once organised a 300-person conference in 2 weeks.',
      hobbies: 'opera and cycling',
    },
  ],
  [
    'nurse: shift work context, team as ward',
    {
      newHireName: 'Aisha Okonkwo',
      role: 'Night Nurse',
      team: 'Ward 4B',
      startDate: 'this Fri',
    },
  ],
  [
    'teacher, school context, fun fact with number',
    {
      newHireName: 'Daniel Kowalski',
      role: 'Year 5 Teacher',
      company: 'St. Mary’s Primary',
      funFact: 'speaks 4 languages',
    },
  ],
  [
    'intern; emoji and exclamation in notes',
    {
      newHireName: 'Leah Goldberg',
      role: 'Marketing Intern',
      team: 'Growth',
      hobbies: 'tiktok, baking!! 🍪',
    },
  ],
  [
    'contractor with a vague start date',
    {
      newHireName: 'Kwame Mensah',
      role: 'Contract DevOps Engineer',
      startDate: 'early Jan',
      expertise: 'terraform, k8s',
    },
  ],
  [
    'hyphenated Korean given name, preferred name',
    {
      newHireName: 'Park Ji-woo',
      preferredName: 'Jiwoo',
      role: 'Product Manager',
      team: 'Checkout',
      company: 'Coupang',
    },
  ],
  [
    'Jr. suffix; trade role',
    {
      newHireName: 'Luis García Jr.',
      role: 'HVAC Technician',
      team: 'field service',
      hobbies: 'classic cars',
    },
  ],
  [
    'sales rep with quota numbers and %',
    {
      newHireName: 'Megan O’Reilly',
      role: 'Sales Development Rep',
      company: 'Gong',
      expertise: 'hit 130% of quota 3 quarters running',
    },
  ],
  [
    'designer: subjectless fragments, semicolons',
    {
      newHireName: 'Ines Duarte',
      role: 'Senior Product Designer',
      expertise: 'Led the redesign of the mobile app; obsessed with onboarding flows',
      hobbies: 'surfing',
    },
  ],
  [
    'support agent; "+" list',
    {
      newHireName: 'Tariq Aziz',
      role: 'Support Specialist',
      team: 'Tier 2',
      hobbies: 'gaming + cooking',
    },
  ],
  [
    'Spanish double surname',
    {
      newHireName: 'Carmen Ruiz Delgado',
      role: 'Finance Controller',
      company: 'Santander',
      startDate: 'Dec 14',
    },
  ],
  [
    'single word lower-case fields everywhere',
    {
      newHireName: 'Ben Carter',
      role: 'barista',
      team: 'weekend crew',
      hobbies: 'skateboarding',
    },
  ],
  [
    'name with initials',
    {
      newHireName: 'J. R. Okafor',
      role: 'Solutions Architect',
      company: 'AWS',
      expertise: 'serverless, data lakes',
    },
  ],
  [
    'rehire: notes say returning',
    {
      newHireName: 'Nadia Petrova',
      role: 'Engineering Manager',
      team: 'Search',
      funFact: 'returning after 2 yrs at Yandex',
    },
  ],
  [
    'pronoun he given in notes; number word',
    {
      newHireName: 'Hiroshi Tanaka',
      role: 'Mechanical Engineer',
      company: 'Toyota',
      funFact: 'he has climbed Mt Fuji twice',
    },
  ],
  [
    'everything filled, medium-length notes',
    {
      newHireName: 'Amara Nwosu',
      role: 'Data Scientist',
      team: 'Risk',
      startDate: 'Mon 1/11',
      company: 'Monzo',
      expertise: 'fraud models, python, sql',
      hobbies: 'chess, salsa dancing',
      funFact: 'was a competitive swimmer',
    },
  ],
  // Round 3, from the blind reader's failure classes (bench/eval/graded/): invented inputs.
  [
    'preferred name not part of the full name; logistics pasted from an e-mail',
    {
      newHireName: 'Tadeusz Wiśniewski',
      preferredName: 'Ted',
      role: 'Site Reliability Engineer',
      team: 'Platform',
      startDate: 'Mon Feb 8',
      company: 'Allegro',
      expertise: 'postgres tuning; on-call tooling',
      funFact:
        'pending background check, laptop ships Friday. He once fixed a prod outage from a ski lift.',
    },
  ],
  [
    'title with a comma; no start date given (no "starting today")',
    {
      newHireName: 'Renata Oyelowo',
      role: 'Director, Clinical Operations',
      team: 'Clinical',
      company: 'Kaiser Permanente',
      expertise: '15 yrs running outpatient clinics, lean process design',
      hobbies: 'choir, gardening',
    },
  ],
  [
    'rich story: the payoff typed last',
    {
      newHireName: 'Björn Halvorsen',
      role: 'Regional Sales Lead',
      team: 'Nordics',
      startDate: '2027-01-04',
      company: 'Visma',
      expertise:
        'Took over a territory that had missed target 3 quarters running. Rebuilt the partner program from scratch. Finished the year at 131% of plan.',
      funFact: 'has run the Vasaloppet 6 times',
    },
  ],
  ['thin input at the long length', { newHireName: 'Sam Lee', role: 'Intern' }],
];

export const WELCOME_CASES: EvalCase[] = caseList('w', 'welcome', WELCOME);
