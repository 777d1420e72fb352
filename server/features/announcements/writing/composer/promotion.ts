import type { Tone } from '#domain/tones.ts';
import { EXCLAIMING, closeTitle, end, type DraftInput, type Drafts } from './draft.ts';
import { noteSentences } from './prose.ts';

/**
 * Promotion messages: from which role to which, on which team, and what earned it, in the
 * user's words made into sentences.
 */

const OPENERS: Record<Tone, readonly string[]> = {
  warm_professional: [
    'Please join me in congratulating',
    "I'm pleased to share news about",
    'A warm congratulations to',
  ],
  excited_fun: ['🎉 Huge congratulations to', 'Big news for', 'Cheers all round for'],
  casual_concise: ['Congrats to', 'Quick news about', 'Shout-out to'],
  inspiring_motivational: [
    "I'm proud to congratulate",
    'Please join me in celebrating',
    'Congratulations to',
  ],
  friendly_approachable: [
    'Hi all, please help me congratulate',
    'Some happy news about',
    'Let’s all congratulate',
  ],
  confident_assertive: ['Congratulations to', 'Well-earned news for', 'Please congratulate'],
  creative_playful: ['Drumroll, please, for', 'Pop the confetti for', 'Hats off to'],
};

const PREFIXES: Record<Tone, readonly string[]> = {
  warm_professional: ['', 'I’m delighted to share that '],
  excited_fun: ['Big news: ', 'Great news: '],
  casual_concise: ['', 'Heads up: '],
  inspiring_motivational: ['', 'Proud moment: '],
  friendly_approachable: ['Happy news, everyone: ', 'Hi all, some happy news: '],
  confident_assertive: ['', 'Well earned: '],
  creative_playful: ['Promotion alert: ', 'Level check: '],
};

export function draftPromotion({ tone, basics, notes, rng }: DraftInput): Drafts {
  const { full, short, team } = basics;
  const current = basics.currentRole ?? '';
  const next = basics.newRole ?? '';
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
  const teamOf = team ? ` of ${team}` : '';
  const commaNext = next.includes(',');

  const commaCurrent = current.includes(',');
  const a = end(
    `${pick(OPENERS[tone], 0)} ${full}${teamOf}, who moves up from ${closeTitle(current)} to ${next}`,
    mark,
  );
  const b = end(
    `${pick(PREFIXES[tone], 0)}${full}${commaNext ? teamOf : ''} steps up from ${closeTitle(current)} to become our new ${next}${
      team && !commaNext ? ` on ${team}` : ''
    }`,
    '.',
  );
  // "Jared Kim, previously Software Engineer II, is now our Senior Software Engineer".
  const c = end(
    `${pick(PREFIXES[tone], 1)}${full}${commaCurrent ? teamOf : ''}, previously ${current}${
      team && !commaCurrent ? ` on ${team}` : ''
    }, is now our ${next}`,
    mark,
  );

  const said = (variant: number) =>
    [
      ...(notes.promotionDetails
        ? noteSentences(notes.promotionDetails, 'promotionDetails', basics, variant + frame)
        : []),
      ...(notes.expertise
        ? noteSentences(notes.expertise, 'expertise', basics, variant + frame)
        : []),
    ].map((s) => end(s));

  const close = commaNext
    ? `Congratulations, ${short}!`
    : `Congratulations on the move to ${next}, ${short}!`;
  const questions = commaNext
    ? [
        `Drop your congratulations for ${short} in the thread!`,
        `Share your congratulations with ${short} below!`,
      ]
    : [
        `Join me in congratulating our new ${next} in the thread!`,
        `Share your congratulations for our new ${next} below!`,
        `Drop a note below to congratulate our new ${next}!`,
      ];
  // Lines that ask for congratulations go only where the option does not already end with
  // one: "say congratulations on becoming our X. Congratulations on the move to X!" reads
  // as padding, because it is.
  const cheers = [
    `Please wish ${short} well as our new ${closeTitle(next)} and say congratulations when you see them.`,
    `If you work with ${short}, say congratulations on becoming our ${next}.`,
    `Please reach out to ${short} with your congratulations on the new ${closeTitle(next)} role.`,
  ];
  const merits = [
    `The move from ${closeTitle(current)} to ${next} is well deserved.`,
    `${short} has earned this step up to ${next}.`,
    `The ${next} role is in good hands with ${short}.`,
    // Last resort for very long names and titles: says nothing of them, so it fits.
    `It's a well-deserved step, and we're all glad to see it happen.`,
  ];
  return [
    { sentences: [a, ...said(0)], pads: [...cheers, ...merits] },
    { sentences: [b, ...said(1), close], pads: merits },
    { sentences: [c, ...said(2), pick(questions, 0)], pads: merits },
  ];
}
