/**
 * What real models answer when asked for announcement options, in every shape seen in the
 * wild (issue 13 §6), plus options that invent a fact. Shared by the AI writer's tests and
 * the eval (bench/eval/ai-forms.ts), which feed them to the writer through a loopback
 * OpenAI-compatible server.
 */

/** A welcome with a previous company: the fact most often told wrongly. */
export const FORM_INPUT = {
  newHireName: 'Priya Sharma',
  role: 'Data Engineer',
  team: 'Data Platform',
  company: 'Northwind Labs',
  tone: 'warm_professional',
  messageType: 'welcome',
  length: 'short',
} as const;

/**
 * Three options that hold every fact of FORM_INPUT in its meaning and nothing else: the ones
 * a careful writer would produce. The fact screen must let each through (a refusal of any is
 * a false refusal).
 */
export const GOOD_OPTIONS = [
  'Please welcome Priya Sharma, our new Data Engineer on the Data Platform team, who joins us from Northwind Labs. Say hello when you see Priya online!',
  'Big news for Data Platform: Priya Sharma has joined us from Northwind Labs as our new Data Engineer. Drop Priya a friendly note to say welcome to the team.',
  'Priya Sharma is the newest Data Engineer on our Data Platform team, coming to us from Northwind Labs. What do you wish you had known when you joined? Share it with Priya below!',
] as const;

/** A fourth and fifth good option, for answers with more than three. */
export const EXTRA_OPTIONS = [
  'Data Platform has a new Data Engineer: Priya Sharma, who comes to us from Northwind Labs. Stop by and introduce yourself to Priya.',
  'Welcome aboard, Priya Sharma! Priya joins Data Platform as a Data Engineer after Northwind Labs. Give Priya a warm hello in the channel.',
] as const;

export interface MessyForm {
  id: string;
  description: string;
  /** The model's whole answer for these options. */
  render: (options: readonly string[]) => string;
}

const json = (value: unknown, indent?: number) => JSON.stringify(value, null, indent);

/** Every messy-but-usable shape: each must yield 3 options on the first provider call. */
export const MESSY_FORMS: readonly MessyForm[] = [
  {
    id: 'json-options',
    description: 'JSON object with "options"',
    render: (o) => json({ options: o }),
  },
  {
    id: 'json-messages-key',
    description: 'JSON object under another key ("messages"), pretty-printed',
    render: (o) => json({ messages: o }, 2),
  },
  {
    id: 'json-variations-objects',
    description: 'JSON object "variations" of objects with "message" and a label',
    render: (o) =>
      json({
        variations: o.map((message, i) => ({ style: ['short', 'fuller', 'question'][i], message })),
      }),
  },
  {
    id: 'json-elements',
    description: 'structured-output shape {"elements":[{"text":…}]}',
    render: (o) => json({ elements: o.map((text) => ({ text })) }),
  },
  {
    id: 'fenced-json',
    description: 'JSON array inside a ```json fence, with chat before and after',
    render: (o) =>
      `Here are three options for Priya's welcome:\n\n\`\`\`json\n${json(o, 2)}\n\`\`\`\n\nLet me know if you'd like any changes!`,
  },
  {
    id: 'bare-array',
    description: 'a bare JSON array of strings',
    render: (o) => json(o),
  },
  {
    id: 'bare-array-objects',
    description: 'a bare JSON array of objects with text, message and content',
    render: (o) => json([{ text: o[0] }, { message: o[1] }, { content: o[2] }], 2),
  },
  {
    id: 'numbered-list',
    description: 'a numbered plain-text list with a preamble and an outro',
    render: (o) =>
      `Sure! Here are three announcement options:\n\n${o.map((t, i) => `${i + 1}. ${t}`).join('\n\n')}\n\nFeel free to tweak any of them.`,
  },
  {
    id: 'option-labels',
    description: '"**Option 1 (short chat post):**" headings, text on the next line',
    render: (o) =>
      o
        .map(
          (t, i) =>
            `**Option ${i + 1} (${['short chat post', 'fuller post', 'invites replies'][i]}):**\n${t}`,
        )
        .join('\n\n'),
  },
  {
    id: 'markdown-headings',
    description: '"### Option 1" headings with rules between',
    render: (o) => o.map((t, i) => `### Option ${i + 1}\n\n${t}`).join('\n\n---\n\n'),
  },
  {
    id: 'five-options',
    description: 'more than three options (five): the first three good ones are kept',
    render: (o) => json({ options: [...o, ...EXTRA_OPTIONS] }),
  },
  {
    id: 'raw-newlines-in-json',
    description: 'JSON with raw line breaks inside strings and a trailing comma',
    render: (o) =>
      `{"options": [\n${o.map((t) => `  "${t.replace('. ', '.\n')}"`).join(',\n')},\n]}`,
  },
  {
    id: 'numbered-keys',
    description: 'JSON object with "option_1", "option_2", "option_3"',
    render: (o) => json(Object.fromEntries(o.map((t, i) => [`option_${i + 1}`, t]))),
  },
];

export interface InventedFactCase {
  id: string;
  /** What the option invents, in the eval's words. */
  invents: string;
  /** An option that reads well but states something the input does not hold. */
  option: string;
}

/**
 * Options that each invent one fact about FORM_INPUT's person. The fact screen must refuse
 * every one, and the AI writer must replace it without losing the good options around it.
 */
export const INVENTED_FACT_CASES: readonly InventedFactCase[] = [
  {
    id: 'employer',
    invents: 'a new employer that is not in the input',
    option:
      'Please welcome Priya Sharma, who joins Contoso Analytics as our new Data Engineer on the Data Platform team after Northwind Labs. Say hello!',
  },
  {
    id: 'years-of-experience',
    invents: 'years of experience',
    option:
      'Please welcome Priya Sharma, our new Data Engineer on the Data Platform team, who joins us from Northwind Labs with 8 years of experience. Say hello!',
  },
  {
    id: 'degree',
    invents: 'a degree',
    option:
      'Please welcome Priya Sharma, our new Data Engineer on the Data Platform team, who joins us from Northwind Labs with a PhD in statistics. Say hello!',
  },
  {
    id: 'pronoun',
    invents: 'a pronoun the input does not use',
    option:
      'Please welcome Priya Sharma, our new Data Engineer on the Data Platform team, who joins us from Northwind Labs. Say hello to her when you see her online!',
  },
  {
    id: 'previous-company-as-employer',
    invents: 'the previous company written as the new employer',
    option:
      'Welcome to Northwind Labs, Priya Sharma! We are delighted to have you as our new Data Engineer on the Data Platform team. Say hello when you see Priya online!',
  },
  // Issue 21: the thirteen kinds, the last three the ones that reached the user before.
  {
    id: 'number',
    invents: 'a number',
    option:
      'Please welcome Priya Sharma, the 5th Data Engineer on our Data Platform team, who joins us from Northwind Labs. Say hello when you see Priya online!',
  },
  {
    id: 'date',
    invents: 'a start date',
    option:
      'Please welcome Priya Sharma, our new Data Engineer on the Data Platform team, who joins us from Northwind Labs and starts on March 3. Say hello when you see Priya online!',
  },
  {
    id: 'place',
    invents: 'a place',
    option:
      'Please welcome Priya Sharma, our new Data Engineer on the Data Platform team, who joins us from Northwind Labs in Berlin. Say hello when you see Priya online!',
  },
  {
    id: 'award',
    invents: 'an award or title',
    option:
      'Please welcome Priya Sharma, our new Data Engineer on the Data Platform team, who joins us from Northwind Labs as a Kaggle Grandmaster. Say hello when you see Priya online!',
  },
  {
    id: 'name-altered',
    invents: 'a short form of the name the user did not give',
    option:
      'Please welcome Pri Sharma, our new Data Engineer on the Data Platform team, who joins us from Northwind Labs. Say hello when you see Pri online!',
  },
  {
    id: 'hobby-without-pronoun',
    invents: 'a hobby, told without a pronoun',
    option:
      'Please welcome Priya Sharma, our new Data Engineer on the Data Platform team, who joins us from Northwind Labs. An avid rock climber, Priya is always up for a bouldering session. Say hello!',
  },
  {
    id: 'duty',
    invents: 'a duty',
    option:
      'Please welcome Priya Sharma, our new Data Engineer on the Data Platform team, who joins us from Northwind Labs and will lead the on-call rotation. Say hello when you see Priya online!',
  },
  {
    id: 'project',
    invents: 'a project',
    option:
      'Please welcome Priya Sharma, our new Data Engineer on the Data Platform team, who joins us from Northwind Labs, where Priya built the fraud-detection pipeline. Say hello when you see Priya online!',
  },
];
