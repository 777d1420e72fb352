import type { Tone } from '#domain/tones.ts';
import { EXCLAIMING, end, type DraftInput, type Drafts } from './draft.ts';
import { noteSentences, type NoteField } from './prose.ts';

/**
 * Welcome messages: who joins, as what, on which team, where they come from and when
 * they start, then what they bring and something personal. Option 1 is a chat post,
 * option 2 a fuller post, option 3 ends by inviting replies.
 */

const OPENERS: Record<Tone, readonly string[]> = {
  warm_professional: [
    'Please join me in welcoming',
    "It's a pleasure to welcome",
    "I'm pleased to introduce",
  ],
  excited_fun: ['🎉 Big news: please welcome', 'Say hello to', "We're thrilled to welcome"],
  casual_concise: ['Quick intro: meet', 'Meet', 'Say hi to'],
  inspiring_motivational: [
    "I'm delighted to welcome",
    'Please welcome',
    "It's a privilege to introduce",
  ],
  friendly_approachable: [
    'Hi everyone, please say hello to',
    "I'd love for you all to meet",
    'Come say hi to',
  ],
  confident_assertive: ['Meet', "We've made a strong hire:", 'Introducing'],
  creative_playful: ['Roll out the welcome mat for', 'New face alert:', 'Make some noise for'],
};

const PREFIXES: Record<Tone, readonly string[]> = {
  warm_professional: ['', 'I’m glad to share that '],
  excited_fun: ['Great news: ', 'Exciting news: '],
  casual_concise: ['', 'Heads up: '],
  inspiring_motivational: ['', 'Good news for all of us: '],
  friendly_approachable: ['Hi all, ', 'Hello everyone, '],
  confident_assertive: ['', 'Strong hire: '],
  creative_playful: ['New arrival: ', 'Fresh face on the roster: '],
};

const CLOSES: Record<Tone, (short: string) => string> = {
  warm_professional: (s) => `We're glad to have you with us, ${s}.`,
  excited_fun: (s) => `Welcome aboard, ${s}! 🎉`,
  casual_concise: (s) => `Welcome, ${s}!`,
  inspiring_motivational: (s) => `We're glad you're here, ${s}.`,
  friendly_approachable: (s) => `So glad you're here, ${s}!`,
  confident_assertive: (s) => `Glad to have you, ${s}.`,
  creative_playful: (s) => `Welcome aboard, ${s}!`,
};

const FIELDS: readonly NoteField[] = ['expertise', 'hobbies', 'funFact'];

export function draftWelcome({ input, tone, basics, notes, rng }: DraftInput): Drafts {
  const { full, short, team, company, start, tense } = basics;
  const role = basics.role ?? '';
  const roleEnd = role.includes(',') ? `${role},` : role;
  const joins = tense === 'past' ? 'joined' : 'joins';
  const starts = tense === 'past' ? 'started' : 'starts';
  const mark = EXCLAIMING.has(tone) ? '!' : '.';
  const shift = Math.floor(rng.next() * 3);
  // Each slot draws its own phrasing; the set with the most distinct options is kept.
  const drawn = new Map<readonly unknown[], number>();
  const pick = <T>(list: readonly T[], i: number): T => {
    if (!drawn.has(list)) drawn.set(list, Math.floor(rng.next() * list.length) + shift);
    return list[(drawn.get(list)! + i) % list.length]!;
  };
  // Notes are said a different way in each option, starting from a drawn frame.
  const frame = Math.floor(rng.next() * 3);

  const teamOn = team ? (role.includes(',') ? ` joining ${team}` : ` on ${team}`) : '';
  const a = () => {
    let text = `${pick(OPENERS[tone], 0)} ${full}, our new ${team ? roleEnd : role}${teamOn}`;
    if (company) text += `${text.endsWith(',') ? '' : ','} who ${joins} us from ${company}`;
    if (start)
      text += company
        ? ` and ${starts} ${start}`
        : `${text.endsWith(',') ? '' : ','} who ${starts} ${start}`;
    return end(text, mark);
  };
  const b = () => {
    let text = `${pick(PREFIXES[tone], 1)}${full} ${joins} ${team ?? 'us'} as our new ${role}`;
    if (company) text += `, coming to us from ${company}`;
    if (start)
      text += `${company || role.includes(',') ? ',' : ''} ${tense === 'past' ? '' : 'starting '}${start}`;
    return end(text.replace(/\s+/g, ' '), mark);
  };
  // "Priya Raman (Data Engineer, Platform) comes to us from…": the same facts in another shape.
  const c = () => {
    const who = `${full} (${role}${basics.teamName ? `, ${basics.teamName}` : ''})`;
    let text = `${pick(PREFIXES[tone], 0)}${who} ${company ? `comes to us from ${company}` : `${joins} us`}`;
    if (start) text += ` and ${starts} ${start}`;
    return end(text, '.');
  };
  const notesSaid = (variant: number, fields = FIELDS) =>
    fields.flatMap((field) => {
      const note = notes[field];
      return note ? noteSentences(note, field, basics, variant + frame).map((s) => end(s)) : [];
    });

  const hobbyNouns = (notes.hobbies?.items ?? [])
    .filter((i) => i.kind === 'noun' || i.kind === 'gerund')
    .map((i) => i.text);
  // A title with a comma ("Head Chef, Canal Street Kitchen") is said whole in the opening;
  // inside a question it splits the sentence apart, so the question uses its first part.
  const newcomer = `our new ${role.includes(',') ? role.split(',')[0]!.trim() : roleEnd}`;
  const questions = [
    hobbyNouns.length
      ? `Who else is into ${new Intl.ListFormat('en', { type: 'disjunction' }).format(hobbyNouns)}? Tell ${short} in the thread!`
      : null,
    team ? `Who on ${team} will show ${short} around? Say hi to ${newcomer} below!` : null,
    `What should ${newcomer} know first? Share your tips in the thread!`,
  ].filter((q): q is string => q !== null);
  const question = pick(questions, 0);
  // A team name of many words is said once: the close then greets the person alone.
  const close =
    team && team.split(/\s+/).length <= 4 ? `Welcome to ${team}, ${short}!` : CLOSES[tone](short);

  const short_ = input.length === 'short';
  const pads = [
    `Please help ${short} settle in as our new ${role}.`,
    team
      ? `${short} will be working alongside everyone on ${team}.`
      : `Say hello to our new ${roleEnd} when you see ${short} around.`,
    `If you have tips for a new ${roleEnd} here, pass them on to ${short}.`,
    `A warm welcome to our new ${role} from all of us.`,
    `We're happy to have ${short} with us as our new ${role}.`,
    // Last resort for very long names and titles: says nothing of them, so it fits.
    `We're all looking forward to working together and getting to know each other.`,
  ];
  return [
    { sentences: [a(), ...(short_ ? [] : notesSaid(0))], pads },
    { sentences: [b(), ...notesSaid(1), close], pads },
    {
      sentences: [c(), ...notesSaid(2, short_ ? ['funFact', 'hobbies'] : FIELDS), question],
      pads,
    },
  ];
}
