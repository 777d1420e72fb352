import { caseList, type EvalCase, type Fields } from './case.ts';

/**
 * Promotions as team leads type them: the old and the new title (often with commas or
 * abbreviations), and details as fragments, bullets, arrows and numbers.
 */
const PROMOTION: [note: string, fields: Fields][] = [
  [
    'minimal promotion, one-line details',
    {
      newHireName: 'Maya Patel',
      currentRole: 'Designer',
      newRole: 'Senior Designer',
      promotionDetails: 'consistently great work on the checkout redesign',
    },
  ],
  [
    'details as subjectless fragments',
    {
      newHireName: 'Jared Kim',
      currentRole: 'Software Engineer II',
      newRole: 'Senior Software Engineer',
      team: 'Platform',
      promotionDetails: 'Led the Postgres 16 upgrade. Mentored 3 new hires. Cut deploy time 40%.',
    },
  ],
  [
    'arrow shorthand and percentages',
    {
      newHireName: 'Sofia Hernández',
      currentRole: 'Support Agent',
      newRole: 'Support Team Lead',
      promotionDetails: 'CSAT 82% -> 95% on her queue; built the macros library',
    },
  ],
  [
    'Dr. title in a promotion; long new role with comma',
    {
      newHireName: 'Dr. Aisha Bello',
      currentRole: 'Senior Scientist',
      newRole: 'Principal Scientist, Assay Development',
      team: 'R&D',
      promotionDetails: 'led the assay redesign; cut cost per sample ~30%',
    },
  ],
  [
    '-ed name, lower-case everything',
    {
      newHireName: 'Ahmed Siddiqui',
      currentRole: 'sales rep',
      newRole: 'account manager',
      promotionDetails: 'closed our 3 biggest deals this yr',
    },
  ],
  [
    'bulleted details',
    {
      newHireName: 'Lena Fischer',
      currentRole: 'Engineering Manager',
      newRole: 'Director of Engineering',
      team: 'Payments',
      promotionDetails: '- grew the team from 6 to 14\n- shipped Apple Pay\n- zero sev-1s in 2026',
    },
  ],
  [
    'Vietnamese name, promotion with team change',
    {
      newHireName: 'Trần Văn Minh',
      currentRole: 'Line Cook',
      newRole: 'Sous Chef',
      team: 'kitchen',
      promotionDetails: 'runs the pass on busy nights, trained 4 new cooks',
    },
  ],
  [
    'preferred name; expertise given',
    {
      newHireName: 'Elizabeth Warren-Hughes',
      preferredName: 'Liz',
      currentRole: 'HR Generalist',
      newRole: 'HR Business Partner',
      promotionDetails: 'rolled out the new review process across 5 offices',
      expertise: 'employee relations',
    },
  ],
  [
    'passive in details ("was chosen by")',
    {
      newHireName: 'Grace Mwangi',
      currentRole: 'Staff Nurse',
      newRole: 'Charge Nurse',
      team: 'ICU',
      promotionDetails: 'chosen by the unit after leading the sepsis protocol rollout',
    },
  ],
  [
    'abbreviations in roles (Sr., Mgr)',
    {
      newHireName: 'Kevin O’Brien',
      currentRole: 'Sr. Analyst',
      newRole: 'Analytics Mgr',
      promotionDetails: 'owns the weekly exec dashboard, automated 20+ reports',
    },
  ],
  [
    'Chinese name in pinyin, family name first',
    {
      newHireName: 'Zhang Wei',
      currentRole: 'Backend Engineer',
      newRole: 'Tech Lead',
      team: 'Search',
      promotionDetails: 'designed the new ranking service & on-call rotation',
    },
  ],
  [
    'name that is a word (Hope); short notes',
    {
      newHireName: 'Hope Adams',
      currentRole: 'Teacher',
      newRole: 'Head of Science',
      promotionDetails: 'rebuilt the lab curriculum',
    },
  ],
  [
    'money amount and k shorthand',
    {
      newHireName: 'Diego Fernández',
      currentRole: 'Account Executive',
      newRole: 'Enterprise AE',
      team: 'Sales',
      promotionDetails: 'closed $1.2M in new ARR, biggest deal 250k',
    },
  ],
  [
    'Yoruba name; "&" and "+"',
    {
      newHireName: 'Adewale Ogunleye',
      currentRole: 'Warehouse Associate',
      newRole: 'Shift Supervisor',
      promotionDetails: 'safety & training lead + zero incidents since March',
    },
  ],
  [
    'emoji in details',
    {
      newHireName: 'Chloé Dubois',
      currentRole: 'Community Manager',
      newRole: 'Head of Community',
      promotionDetails: 'grew the forum to 10k members 🚀',
    },
  ],
  [
    'Korean name, title changes within same team',
    {
      newHireName: 'Lee Seo-yeon',
      currentRole: 'QA Engineer',
      newRole: 'QA Lead',
      team: 'Mobile',
      promotionDetails: 'set up the device lab and test automation',
    },
  ],
  [
    'Arabic name; sentence details with "she"',
    {
      newHireName: 'Layla Haddad',
      currentRole: 'Paralegal',
      newRole: 'Associate',
      promotionDetails: 'She passed the bar in July and has carried the Henley case.',
    },
  ],
  [
    'terse: one-word details',
    {
      newHireName: 'Tom Baker',
      currentRole: 'Barista',
      newRole: 'Shift Lead',
      promotionDetails: 'reliability',
    },
  ],
  [
    'Mohammed; long details paragraph',
    {
      newHireName: 'Mohammed Al-Amin',
      currentRole: 'Site Engineer',
      newRole: 'Project Manager',
      team: 'Infrastructure',
      promotionDetails:
        'delivered the Riverside bridge 3 weeks early and under budget, manages 2 subcontractors and the client relationship',
    },
  ],
  [
    'list without "and" in details',
    {
      newHireName: 'Rachel Green',
      currentRole: 'Buyer',
      newRole: 'Senior Buyer',
      promotionDetails: 'new supplier contracts, better margins, faster reorders',
    },
  ],
  [
    'Hindi name; "w/" shorthand',
    {
      newHireName: 'Vikram Singh',
      currentRole: 'DevOps Engineer',
      newRole: 'SRE Lead',
      promotionDetails: 'took uptime to 99.95% w/ the new alerting setup',
    },
  ],
  [
    'lower-case name; team given',
    {
      newHireName: 'emily chen',
      currentRole: 'marketing coordinator',
      newRole: 'marketing manager',
      team: 'brand',
      promotionDetails: 'ran the spring campaign end to end',
    },
  ],
  [
    'Jr. suffix; details with number words',
    {
      newHireName: 'Marcus Johnson Jr.',
      currentRole: 'Technician',
      newRole: 'Senior Technician',
      promotionDetails: 'certified on two new machine lines',
    },
  ],
  [
    'title with comma in both roles',
    {
      newHireName: 'Isabel Cruz',
      currentRole: 'Editor, Features',
      newRole: 'Managing Editor, Features',
      promotionDetails: 'launched the weekend edition',
    },
  ],
  [
    'details start with "for"',
    {
      newHireName: 'Noah Williams',
      currentRole: 'Junior Accountant',
      newRole: 'Accountant',
      promotionDetails: 'for closing the books 2 days faster every month',
    },
  ],
  [
    'expertise + team; "->" in details',
    {
      newHireName: 'Yuki Sato',
      currentRole: 'Data Analyst',
      newRole: 'Senior Data Analyst',
      team: 'Growth',
      expertise: 'experimentation',
      promotionDetails: 'weekly reporting 2 days -> 2 hours',
    },
  ],
  [
    'Irish name with fada; promoted into management',
    {
      newHireName: 'Aoife Ní Bhraonáin',
      currentRole: 'Senior Engineer',
      newRole: 'Engineering Manager',
      team: 'Identity',
      promotionDetails: 'has been the go-to mentor on the team',
    },
  ],
  [
    'retail: numbers with "~"',
    {
      newHireName: 'Jess Taylor',
      currentRole: 'Sales Associate',
      newRole: 'Assistant Store Manager',
      promotionDetails: 'top seller 6 months running, ~£40k a month',
    },
  ],
  [
    'hospital admin; long role titles',
    {
      newHireName: 'Patrick Nolan',
      currentRole: 'Patient Services Coordinator',
      newRole: 'Patient Services and Admissions Manager',
      promotionDetails: 'cut admission wait times by half',
    },
  ],
  [
    'Spanish compound given name without preferred name',
    {
      newHireName: 'José Luis Martínez',
      currentRole: 'Mechanic',
      newRole: 'Workshop Foreman',
      promotionDetails: 'keeps the whole fleet on the road',
    },
  ],
  [
    'engineer with fragments and semicolons',
    {
      newHireName: 'Priya Nair',
      currentRole: 'Senior Engineer',
      newRole: 'Staff Engineer',
      team: 'Data Platform',
      promotionDetails:
        'Architected the event pipeline; drove the Kafka migration; wrote our RFC process',
    },
  ],
  [
    'teacher: details in the passive',
    {
      newHireName: 'Owen Davies',
      currentRole: 'Teaching Assistant',
      newRole: 'Class Teacher',
      promotionDetails: 'praised by parents at every open evening',
    },
  ],
  [
    'customer success; "+" and numbers',
    {
      newHireName: 'Fatou Diallo',
      currentRole: 'CSM',
      newRole: 'Senior CSM',
      promotionDetails: '98% renewals + 12 expansions',
    },
  ],
  [
    'promotion with Q-notation dates',
    {
      newHireName: 'Ben Adler',
      currentRole: 'Product Manager',
      newRole: 'Group PM',
      team: 'Growth',
      promotionDetails: 'shipped self-serve onboarding in Q2, owns 3 squads now',
    },
  ],
  [
    'name with apostrophe; excitement in details',
    {
      newHireName: "D'Angelo Price",
      currentRole: 'Cook',
      newRole: 'Kitchen Manager',
      promotionDetails: 'the kitchen runs smoother than ever!!',
    },
  ],
  [
    'accented Portuguese name',
    {
      newHireName: 'João Gonçalves',
      currentRole: 'Designer',
      newRole: 'Design Lead',
      expertise: 'motion design',
      promotionDetails: 'set the visual direction for the rebrand',
    },
  ],
  [
    'thin input at the long length',
    {
      newHireName: 'Sam Rivera',
      currentRole: 'Clerk',
      newRole: 'Supervisor',
      promotionDetails: 'earned it',
    },
  ],
  [
    'details with a slash list',
    {
      newHireName: 'Anna Kowalczyk',
      currentRole: 'Recruiter',
      newRole: 'Talent Acquisition Lead',
      promotionDetails: 'hired 45 people this year / built the campus program',
    },
  ],
  [
    'Greek name; expertise and team',
    {
      newHireName: 'Nikos Papadopoulos',
      currentRole: 'Backend Developer',
      newRole: 'Senior Backend Developer',
      team: 'API',
      expertise: 'Go and gRPC',
      promotionDetails: 'rewrote the rate limiter, p99 down 60%',
    },
  ],
  [
    'Hindi compound name, "&" in team',
    {
      newHireName: 'Sai Krishna Reddy',
      currentRole: 'Analyst',
      newRole: 'Senior Analyst',
      team: 'Risk & Compliance',
      promotionDetails: 'led the AML model review',
    },
  ],
  // Round 3, from the blind reader's failure classes (bench/eval/graded/): invented inputs.
  [
    'effective date typed in the notes ("is now" would contradict it); figures as fragments',
    {
      newHireName: 'Ingrid Solberg',
      currentRole: 'Staff Accountant',
      newRole: 'Controller',
      team: 'Finance',
      promotionDetails:
        'effective March 1\n- month-end close cut from 12 days to 5\n- audit with zero findings\n- she will own the treasury function',
    },
  ],
  [
    'preferred name unrelated to the full name; story with the point in the middle',
    {
      newHireName: 'Nkechi Obi-Adeyemi',
      preferredName: 'Kay',
      currentRole: 'Charge Nurse',
      newRole: 'Nurse Manager, Cardiac Step-Down',
      promotionDetails:
        'Our unit had the highest fall rate in the hospital last spring. Kay ran hourly rounding pilots on nights. Falls dropped 38% in six months. Recruited 4 nurses from her old unit.',
    },
  ],
];

export const PROMOTION_CASES: EvalCase[] = caseList('p', 'promotion', PROMOTION);
