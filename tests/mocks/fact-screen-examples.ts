import type { GenerationRequest } from '#domain/generation.ts';
import type { FactProblemKind } from '#server/features/announcements/writing/checks/fact-screen.ts';

/**
 * Hand-written options for the fact screen's tests: good ones a careful writer would post
 * (the screen must refuse none) and bad ones, each with the one failure class it must be
 * refused for. Inputs are typed the way users type them.
 */

export const TODAY = '2026-11-23';

const welcome = { messageType: 'welcome', tone: 'warm_professional', length: 'medium' } as const;
const promotion = {
  messageType: 'promotion',
  tone: 'confident_assertive',
  length: 'medium',
} as const;
const achievement = { messageType: 'achievements', tone: 'excited_fun', length: 'medium' } as const;

export const INPUTS = {
  priya: {
    ...welcome,
    newHireName: 'Priya Raman',
    role: 'Data Engineer',
    team: 'Platform',
    company: 'Northwind Labs',
    startDate: 'Mon 3/9',
    expertise: 'dbt, airflow & kafka',
  },
  ahmed: {
    ...welcome,
    tone: 'casual_concise',
    newHireName: 'Ahmed Khan',
    role: 'QA lead',
    team: 'mobile',
    startDate: 'dec 1',
    hobbies: 'cricket + chess',
  },
  lan: {
    ...welcome,
    tone: 'friendly_approachable',
    newHireName: 'Nguyễn Thị Lan',
    role: 'UX researcher',
    company: 'Grab',
    funFact: 'she has run 4 marathons',
  },
  mariaJose: {
    ...welcome,
    tone: 'creative_playful',
    newHireName: 'María José Ortega',
    preferredName: 'Majo',
    role: 'Head Chef, Canal Street Kitchen',
    startDate: 'next Tues',
    expertise: 'basque cooking, 12 yrs in michelin kitchens',
  },
  will: {
    ...welcome,
    tone: 'excited_fun',
    newHireName: 'Will Grace',
    role: 'Account Executive',
    team: 'Sales (EMEA)',
    funFact: 'he once sold ice to a hotel in Dubai',
  },
  rajesh: {
    ...promotion,
    newHireName: 'Dr. Rajesh Kumar',
    currentRole: 'Senior Scientist',
    newRole: 'Principal Scientist',
    team: 'R&D',
    promotionDetails: 'led the assay redesign; cut cost per sample ~30%; mentors 4 juniors',
  },
  grace: {
    ...achievement,
    newHireName: 'Grace Adeyemi',
    role: 'Charge Nurse',
    team: 'Ward 7B',
    achievementDescription: 'Nurse of the Year',
    achievementDetails: 'nominated by three families. ran the night-shift handover rewrite',
  },
  sam: {
    ...achievement,
    tone: 'confident_assertive',
    newHireName: 'Sam Okafor',
    role: 'Support Lead',
    achievementDescription: 'best CSAT quarter ever',
    achievementDetails: '~200 tickets/wk w/ 98% CSAT in Q3, first response 30m -> 8m',
  },
  // Issue 21: the composer wrote "yrs" out as "years" and the screen refused its own words.
  nadia: {
    ...achievement,
    tone: 'inspiring_motivational',
    newHireName: 'Nadia Rahman',
    role: 'Literacy Coach',
    achievementDescription: 'Reading scores up 14 pts in two yrs',
    achievementDetails: 'ran small-group sessions 3x/wk; 40 avg students per term',
  },
  // Issue 21: the user's own words, on labelled lines or in their notes, are not invented.
  aisha: {
    ...promotion,
    newHireName: 'Aisha Rahman, MBA',
    currentRole: 'Director, Treasury',
    newRole: 'VP, Treasury',
    promotionDetails: 'I have worked with Aisha for 6 years; she raised a $250M credit facility.',
  },
} satisfies Record<string, GenerationRequest>;

export type InputName = keyof typeof INPUTS;

export const GOOD: readonly [InputName, string][] = [
  // Hobbies, duties and projects in the user's words, or claiming nothing in particular.
  [
    'ahmed',
    'Meet Ahmed Khan, our new QA lead on the mobile team. Outside work, Ahmed enjoys cricket and chess. Ahmed will be working with the mobile team from day one.',
  ],
  [
    'rajesh',
    'Dr. Rajesh Kumar led the assay redesign and now steps up to Principal Scientist on the R&D team, where Dr. Kumar will keep mentoring 4 juniors. We look forward to what our new Principal Scientist will build here.',
  ],
  [
    'priya',
    'Please welcome Priya Raman, our new Data Engineer on the Platform team. Priya will be working on the app with all of you and spends free time with dbt, airflow and kafka.',
  ],
  [
    'priya',
    'Please welcome Priya Raman, our new Data Engineer.\n• Team: Platform\n• Starts: Mon 3/9\n• Joining from: Northwind Labs\nSay hello to Priya in the thread.',
  ],
  [
    'aisha',
    'Congratulations to Aisha Rahman, MBA, our new VP, Treasury. I have worked with Aisha for 6 years; she raised a $250M credit facility.',
  ],
  [
    'nadia',
    'Reading scores are up 14 points in two years, thanks to Nadia Rahman, our Literacy Coach, who ran small-group sessions 3x a week with an average of 40 students per term.',
  ],
  [
    'priya',
    'Please welcome Priya Raman, who joins the Platform team as our new Data Engineer. Priya comes to us from Northwind Labs and knows dbt, Airflow and Kafka well.',
  ],
  [
    'priya',
    'Priya Raman starts Monday, 3/9 as a Data Engineer on Platform, joining us from Northwind Labs. Say hello and ask about dbt, Airflow or Kafka!',
  ],
  [
    'priya',
    'Northwind Labs’ loss is our gain: Priya Raman joins Platform as a Data Engineer on Mon 3/9. What would you like Priya to know before starting?',
  ],
  [
    'priya',
    'At Northwind Labs, Priya Raman worked with dbt, Airflow and Kafka. From Mon 3/9 Priya brings that to our Platform team as a Data Engineer.',
  ],
  [
    'ahmed',
    'Hey all, Ahmed Khan joins mobile as our QA lead on Dec 1. Ahmed plays cricket and chess, so bring your best opening.',
  ],
  [
    'ahmed',
    'Say hi to Ahmed Khan, our new QA lead on the mobile team from December 1. Who will challenge Ahmed to a game of chess?',
  ],
  [
    'lan',
    'Please welcome Nguyễn Thị Lan, our new UX researcher, who joins us from Grab. Nguyễn Thị Lan has run 4 marathons, so she knows about endurance!',
  ],
  [
    'lan',
    'Nguyễn Thị Lan joins us as a UX researcher after her time at Grab. Fun fact: she has run four marathons. Drop her a hello!',
  ],
  [
    'lan',
    'Nguyễn Thị Lan joins us from Grab as our new UX researcher. Grab a coffee with her and ask about her 4 marathons!',
  ],
  [
    'mariaJose',
    'A new flavour in the kitchen: María José Ortega is our Head Chef at Canal Street Kitchen from next Tuesday. Majo brings Basque cooking and 12 years in Michelin kitchens.',
  ],
  [
    'mariaJose',
    'Please welcome María José Ortega, Head Chef of Canal Street Kitchen, starting next Tues. What dish should Majo cook first?',
  ],
  [
    'will',
    'Big news! Will Grace joins Sales (EMEA) as an Account Executive. Will once sold ice to a hotel in Dubai, so we will watch his pipeline with interest!',
  ],
  [
    'rajesh',
    'Congratulations to Dr. Rajesh Kumar, promoted from Senior Scientist to Principal Scientist in R&D. Dr. Kumar led the assay redesign, cut the cost per sample by about 30% and mentors four junior scientists.',
  ],
  [
    'grace',
    'Grace Adeyemi, Charge Nurse on Ward 7B, is our Nurse of the Year! Grace was nominated by three families and ran the rewrite of the night-shift handover.',
  ],
  [
    'sam',
    'Sam Okafor, our Support Lead, just had our best CSAT quarter ever: around 200 tickets a week with 98% CSAT in Q3, and first response down from 30 minutes to 8.',
  ],
  [
    'sam',
    'Best CSAT quarter ever, led by Sam Okafor: roughly 200 tickets per week, 98% CSAT through Q3, first replies cut from 30m to 8m. What should Sam tackle next?',
  ],
];

export const BAD: readonly [InputName, FactProblemKind, string][] = [
  // Issue 21: hobbies, duties and projects the input does not hold.
  [
    'ahmed',
    'invented_activity',
    'Meet Ahmed Khan, our new QA lead on mobile. An avid rock climber, Ahmed also loves cricket.',
  ],
  [
    'priya',
    'invented_activity',
    'Please welcome Priya Raman, our new Data Engineer on Platform, who will lead the on-call rotation.',
  ],
  [
    'priya',
    'invented_activity',
    'Priya Raman joins Platform as a Data Engineer; at Northwind Labs Priya built the fraud-detection pipeline.',
  ],
  [
    'rajesh',
    'invented_activity',
    'Dr. Rajesh Kumar is now our Principal Scientist and will be responsible for the vaccine program.',
  ],
  [
    'nadia',
    'invented_duration',
    'Reading scores are up 14 points in three years, thanks to Nadia Rahman, our Literacy Coach.',
  ],
  // The previous company as the new employer.
  [
    'priya',
    'company_as_employer',
    'Please welcome Priya Raman, our new Data Engineer at Northwind Labs!',
  ],
  [
    'priya',
    'company_as_employer',
    'Welcome to Northwind Labs, Priya Raman! You join the Platform team.',
  ],
  [
    'priya',
    'company_as_employer',
    'Priya Raman joins Northwind Labs as a Data Engineer on the Platform team.',
  ],
  [
    'priya',
    'company_as_employer',
    'Northwind Labs just got stronger: Priya Raman is our new Data Engineer on Platform.',
  ],
  [
    'priya',
    'company_as_employer',
    'Everyone here at Northwind Labs, please welcome Priya Raman to Platform.',
  ],
  [
    'lan',
    'company_as_employer',
    'Nguyễn Thị Lan is the newest UX researcher at Grab, and we are thrilled she is here.',
  ],
  [
    'priya',
    'company_as_employer',
    'Priya Raman is the newest Data Engineer on the Northwind Labs Platform team.',
  ],
  [
    'lan',
    'company_as_employer',
    'Grab welcomes Nguyễn Thị Lan, our new UX researcher, who has run 4 marathons.',
  ],
  // The name changed.
  [
    'ahmed',
    'name_altered',
    'Please welcome Ahmed Khan, our QA lead. Everyone, say hi to ahmed on mobile.',
  ],
  [
    'ahmed',
    'name_altered',
    'Please welcome AHMED KHAN, our new QA lead on the mobile team from Dec 1.',
  ],
  [
    'ahmed',
    'name_altered',
    'Please welcome our new QA lead on the mobile team. Ahmed starts Dec 1.',
  ],
  [
    'lan',
    'name_altered',
    'Please welcome Nguyễn Thị Lan, our UX researcher. Nguyễn has run 4 marathons.',
  ],
  [
    'lan',
    'name_altered',
    'Please welcome Nguyen Thi Lan, our UX researcher, who joins us from Grab.',
  ],
  [
    'lan',
    'name_altered',
    'Please welcome Nguyễn Thị Lan, our UX researcher. Thị Lan has run 4 marathons.',
  ],
  [
    'mariaJose',
    'name_altered',
    'Please welcome María José Ortega, our Head Chef. María starts next Tuesday.',
  ],
  [
    'mariaJose',
    'name_altered',
    'Please welcome Maria Jose Ortega, Head Chef of Canal Street Kitchen.',
  ],
  [
    'rajesh',
    'name_altered',
    'Congratulations to Dr. Rajesh Kumar, now Principal Scientist! Rajesh led the assay redesign.',
  ],
  // Invented numbers.
  [
    'sam',
    'invented_number',
    'Sam Okafor handled about 200 tickets a week with 98% CSAT in Q3, 40% more than last year.',
  ],
  [
    'sam',
    'invented_number',
    'Sam Okafor, our Support Lead, closed 2,000 tickets in Q3 with 98% CSAT.',
  ],
  [
    'grace',
    'invented_number',
    'Grace Adeyemi was nominated by five families and named Nurse of the Year on Ward 7B.',
  ],
  [
    'rajesh',
    'invented_number',
    'Dr. Rajesh Kumar cut cost per sample by 45% and mentors 4 juniors in R&D.',
  ],
  [
    'grace',
    'invented_number',
    'Grace Adeyemi, Nurse of the Year on Ward 7B, has cared for hundreds of patients.',
  ],
  [
    'sam',
    'invented_number',
    'Sam Okafor kept 98% CSAT on about 200 tickets a week, a dozen of them escalations.',
  ],
  // Invented proper nouns.
  [
    'priya',
    'invented_proper_noun',
    'Priya Raman joins us from Northwind Labs to work on Snowflake with the Platform team.',
  ],
  [
    'ahmed',
    'invented_proper_noun',
    'Ahmed Khan joins mobile as QA lead on Dec 1, coming over from our Berlin office.',
  ],
  [
    'sam',
    'invented_proper_noun',
    'Sam Okafor ran our Zendesk queue to 98% CSAT in Q3, about 200 tickets a week.',
  ],
  [
    'rajesh',
    'invented_proper_noun',
    'Dr. Rajesh Kumar, now Principal Scientist in R&D, led the assay redesign with Acme Corp.',
  ],
  // Invented dates.
  ['lan', 'invented_date', 'Nguyễn Thị Lan joins us from Grab on Monday as our new UX researcher.'],
  ['grace', 'invented_date', 'This week we celebrate Grace Adeyemi, Nurse of the Year on Ward 7B.'],
  [
    'sam',
    'invented_date',
    'Today we celebrate Sam Okafor, our Support Lead, for the best CSAT quarter ever.',
  ],
  ['ahmed', 'invented_date', 'Ahmed Khan, our QA lead, joined the mobile team back in November.'],
  [
    'ahmed',
    'invented_date',
    'Ahmed Khan started on the mobile team as our QA lead, and loves cricket and chess.',
  ],
  [
    'priya',
    'invented_date',
    'Priya Raman joins Platform from Northwind Labs on Mon 3/9, in time for the Q3 planning.',
  ],
  // Invented durations.
  [
    'priya',
    'invented_duration',
    'Priya Raman joins us from Northwind Labs after five years there as a Data Engineer.',
  ],
  [
    'will',
    'invented_duration',
    'Will Grace, a seasoned Account Executive, joins Sales (EMEA). Will once sold ice in Dubai.',
  ],
  ['lan', 'invented_duration', 'Nguyễn Thị Lan brings a decade of UX research from Grab.'],
  [
    'ahmed',
    'invented_duration',
    'Ahmed Khan brings years of experience to the mobile team as our QA lead.',
  ],
  [
    'sam',
    'invented_duration',
    'Sam Okafor, a long-time Support Lead, kept 98% CSAT on about 200 tickets a week in Q3.',
  ],
  // Invented credentials.
  [
    'lan',
    'invented_credential',
    'Nguyễn Thị Lan, who holds a PhD in psychology, joins us from Grab as a UX researcher.',
  ],
  [
    'priya',
    'invented_credential',
    'Priya Raman, a certified Kafka expert, joins Platform from Northwind Labs.',
  ],
  [
    'sam',
    'invented_credential',
    'Award-winning Support Lead Sam Okafor hit 98% CSAT in Q3 on ~200 tickets a week.',
  ],
  [
    'ahmed',
    'invented_credential',
    'Ahmed Khan, a computer science graduate, joins mobile as QA lead on Dec 1.',
  ],
  [
    'priya',
    'invented_credential',
    'Please welcome Dr. Priya Raman, our new Data Engineer on Platform, from Northwind Labs.',
  ],
  // Invented pronouns.
  [
    'priya',
    'invented_pronoun',
    'Priya Raman joins Platform from Northwind Labs. She knows dbt, Airflow and Kafka.',
  ],
  [
    'ahmed',
    'invented_pronoun',
    'Ahmed Khan joins mobile as QA lead on Dec 1. Ask him about cricket and chess.',
  ],
  [
    'sam',
    'invented_pronoun',
    'Sam Okafor hit 98% CSAT in Q3. Her team handled about 200 tickets a week.',
  ],
  [
    'grace',
    'invented_pronoun',
    'Grace Adeyemi is our Nurse of the Year. Three families nominated her for it.',
  ],
  [
    'rajesh',
    'invented_pronoun',
    'Dr. Rajesh Kumar is now Principal Scientist in R&D. His assay redesign cut cost ~30%.',
  ],
];
