import type { Tone } from '#domain/tones.ts';
import { EXCLAIMING, closeTitle, end, type DraftInput, type Drafts } from './draft.ts';
import { listOf, noteSentences } from './prose.ts';
import type { Note } from './notes.ts';

/**
 * Achievement messages: who, in which role and team, what they achieved (a headline made
 * from the description) and the details, in the user's words made into sentences.
 */

const OPENERS: Record<Tone, readonly string[]> = {
  warm_professional: [
    'Please join me in congratulating',
    'A warm congratulations to',
    "I'm pleased to recognise",
  ],
  excited_fun: ['🎉 Huge congratulations to', 'Big cheers for', 'Cheers all round for'],
  casual_concise: ['Shout-out to', 'Congrats to', 'Kudos to'],
  inspiring_motivational: [
    "I'm proud to recognise",
    'Please join me in celebrating',
    'Congratulations to',
  ],
  friendly_approachable: [
    'Hi all, a big shout-out to',
    'Let’s all cheer for',
    'Some happy news about',
  ],
  confident_assertive: ['Congratulations to', 'Recognition for', 'Credit where it’s due:'],
  creative_playful: ['Drumroll, please, for', 'Pop the confetti for', 'Hats off to'],
};

const CLOSES: Record<Tone, string> = {
  warm_professional: 'Thank you, {s}.',
  excited_fun: 'Congratulations, {s}! 🎉',
  casual_concise: 'Nice work, {s}.',
  inspiring_motivational: 'Well done, {s}.',
  friendly_approachable: 'Congratulations, {s}!',
  confident_assertive: 'Well done, {s}.',
  creative_playful: 'Take a bow, {s}!',
};

/** The description as a verb phrase ("won the hackathon") or, failing that, a noun phrase. */
function describe(note: Note | undefined): { verbs?: string; noun?: string } {
  if (!note) return {};
  const items = note.items;
  if (items.length && items.every((i) => i.kind === 'predicate' || i.kind === 'passive'))
    return { verbs: listOf(items.map((i) => (i.kind === 'passive' ? `was ${i.text}` : i.text))) };
  return { noun: items.map((i) => i.text).join(', ') };
}

export function draftAchievement({ tone, basics, notes, rng }: DraftInput): Drafts {
  const { full, short, team } = basics;
  const role = basics.role ?? '';
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
  const commaRole = role.includes(',');
  const who = commaRole
    ? `${full}${team ? ` of ${team}` : ''}, our ${role},`
    : `${full}, our ${role}${team ? ` on ${team}` : ''},`;

  let { verbs, noun } = describe(notes.achievementDescription);
  let details = notes.achievementDetails;
  // "with her rye loaf", "after 2 years of contributions": details that finish the description.
  if (details && details.items[0]?.kind === 'continuation') {
    const tail = details.items.map((i) => i.text).join(', ');
    if (verbs) verbs = `${verbs} ${tail}`;
    else noun = `${noun ?? ''} ${tail}`.trim();
    details = undefined;
  }
  const headline = (i: number) => {
    const opener = pick(OPENERS[tone], i);
    // Option 3 names the role in its question, so its headline can be shorter and different.
    const person = i === 0 ? who : `${full}${team ? ` of ${team}` : ''},`;
    if (verbs) return end(`${opener} ${person} who ${verbs}`, mark);
    return end(`${opener} ${person.replace(/,$/, '')} — ${noun}`, mark);
  };
  // "Mei Lin (Frontend Engineer, Web) won the company hackathon": the same facts in another shape.
  const tagged = `${full} (${role}${basics.teamName ? `, ${basics.teamName}` : ''})`;
  const plain = () => {
    if (verbs) return end(`${tagged} ${verbs}`, '.');
    return end(`Celebrating ${tagged}: ${noun}`, mark);
  };

  const said = (variant: number) =>
    [
      ...(details ? noteSentences(details, 'achievementDetails', basics, variant + frame) : []),
      ...(notes.expertise
        ? noteSentences(notes.expertise, 'expertise', basics, variant + frame)
        : []),
    ].map((s) => end(s));

  const close = CLOSES[tone].replace('{s}', short);
  const questions = commaRole
    ? [
        `Share your congratulations with ${short}, our ${role}, in the thread!`,
        `Drop a note below to congratulate ${short}, our ${role}!`,
      ]
    : [
        `Share your congratulations for our ${role} in the thread!`,
        `Join me in congratulating our ${role} below!`,
        `Drop a note below to congratulate our ${role}!`,
      ];
  const pads = [
    `Please join me in thanking our ${closeTitle(role)} when you see ${short}.`,
    `If you work with ${short}, pass your congratulations on to our ${role}.`,
    `It's a proud moment for our ${closeTitle(role)} and for everyone who works with ${short}.`,
    `Take a moment to say well done to our ${role}.`,
    `${short} has earned every bit of this recognition as our ${role}.`,
    `Work like this from our ${role} is worth celebrating together.`,
    // Last resort for very long names and titles: says nothing of them, so it fits.
    `It's a result worth celebrating, and we're all glad to see it.`,
  ];
  return [
    { sentences: [headline(0), ...said(0)], pads },
    { sentences: [plain(), ...said(1), close], pads },
    { sentences: [headline(1), ...said(2), pick(questions, 0)], pads },
  ];
}
