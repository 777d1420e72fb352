import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPE_VALUES } from '#domain/message-types.ts';
import { TONE_VALUES } from '#domain/tones.ts';
import {
  CHANNEL_BOUND,
  FORMAL_OPENERS,
  HEDGES,
  INVITATION,
  PLAYFUL_IMAGE,
  STOCK_LOOK_AHEAD,
  TONE_PHRASINGS,
  TONE_RULES,
} from './tone-rules.ts';

/**
 * The tone rules are data (issue 21 item 4): each is checked on every option by the eval
 * (bench/eval/checks/voice.ts). Here the composer's own phrasings are held to the rules of
 * their tone, one rule at a time, so a phrasing that breaks its tone cannot be added.
 */

const sample = (template: string) =>
  template
    .replaceAll('{name}', 'Priya Raman')
    .replaceAll('{short}', 'Priya')
    .replaceAll('{team}', 'the Platform team')
    .replaceAll('{onTeam}', 'on the Platform team')
    .replaceAll('{them}', 'them')
    .replaceAll('{role}', 'Data Engineer')
    .replaceAll('{newRole}', 'Data Engineer')
    .replaceAll('{start}', 'on the 12th')
    .replaceAll('{expertise}', 'stream processing');

const EMOJI = /\p{Extended_Pictographic}/gu;

describe.each(TONE_VALUES)('%s phrasings keep their tone’s rules', (tone) => {
  const rules = TONE_RULES[tone];
  const phrasings = TONE_PHRASINGS[tone];
  const every = MESSAGE_TYPE_VALUES.flatMap((type) => [
    ...phrasings.openers[type],
    ...phrasings.closers[type],
    ...phrasings.invitations[type],
    ...phrasings.headlines[type],
  ])
    .concat(phrasings.forward)
    .map(sample);

  it('exclamation marks: no phrasing alone goes over the maximum', () => {
    for (const text of every)
      expect((text.match(/!/g) ?? []).length, text).toBeLessThanOrEqual(rules.exclamations.max);
  });

  it('questions, hedges and emoji only where the tone allows them', () => {
    for (const text of every) {
      if (!rules.questions) expect(text, text).not.toContain('?');
      if (!rules.hedges) expect(text, text).not.toMatch(HEDGES);
      expect((text.match(EMOJI) ?? []).length, text).toBeLessThanOrEqual(rules.emoji);
    }
  });

  it('no stiff opener in a tone that has none', () => {
    if (rules.formalOpeners) return;
    for (const text of every) expect(text, text).not.toMatch(FORMAL_OPENERS);
  });

  it('every invitation invites', () => {
    for (const type of MESSAGE_TYPE_VALUES)
      for (const text of phrasings.invitations[type].map(sample))
        expect(text, text).toMatch(INVITATION);
  });

  // ADR 065: "has set the bar for every …", "leads from here as …", "Here's to …'s first
  // weeks": a look ahead nobody typed, cut by every blind reader.
  it('no phrasing claims what comes next', () => {
    for (const text of every) {
      expect(text, text).not.toMatch(STOCK_LOOK_AHEAD);
      expect(text, text).not.toMatch(/\bhere['’]s to\b/i);
    }
  });

  it('names no date: "this week" or "today" would be invented', () => {
    for (const text of every)
      expect(text, text).not.toMatch(
        /\b(?:today|tonight|tomorrow|this (?:week|month|year)|next (?:week|month)|monday|friday)\b/i,
      );
  });
});

/**
 * ADR 060: the same post may go to e-mail, a newsletter or a notice board, and each tone is
 * heard in its own openers, closers and punctuation, one rule at a time.
 */
describe('invitations and tones a reader recognises (ADR 060)', () => {
  const all = (tone: (typeof TONE_VALUES)[number]) =>
    MESSAGE_TYPE_VALUES.flatMap((type) => [
      ...TONE_PHRASINGS[tone].openers[type],
      ...TONE_PHRASINGS[tone].closers[type],
      ...TONE_PHRASINGS[tone].invitations[type],
      ...TONE_PHRASINGS[tone].headlines[type],
    ]).map(sample);

  it('the channel-bound pattern catches what assumes a chat thread, and only that', () => {
    for (const text of ['Say hi in the thread.', 'Drop a 👋 below.', 'React with an emoji!'])
      expect(text).toMatch(CHANNEL_BOUND);
    for (const text of ['Say hi when you see her.', 'Stop by the lab and say hello.'])
      expect(text).not.toMatch(CHANNEL_BOUND);
  });

  it.each(TONE_VALUES)('%s: no phrasing assumes the post is a chat thread', (tone) => {
    for (const text of all(tone)) expect(text, text).not.toMatch(CHANNEL_BOUND);
  });

  it('confident: no exclamation mark and no question in any phrasing', () => {
    expect(TONE_RULES.confident_assertive.exclamations.max).toBe(0);
    expect(TONE_RULES.confident_assertive.questions).toBe(false);
    for (const text of all('confident_assertive')) expect(text, text).not.toMatch(/[!?]/);
  });

  it('excited: every closer is exclaimed, and an opener, a closer and a headline stay within two', () => {
    const { openers, closers, headlines } = TONE_PHRASINGS.excited_fun;
    expect(TONE_RULES.excited_fun.exclamations).toEqual({ min: 1, max: 2 });
    for (const type of MESSAGE_TYPE_VALUES) {
      for (const closer of closers[type]) expect(closer, closer).toMatch(/!$/);
      const most = (lines: readonly string[]) =>
        Math.max(...lines.map((l) => (l.match(/!/g) ?? []).length));
      expect(most(openers[type]) + most(closers[type])).toBeLessThanOrEqual(2);
      expect(most(headlines[type]) + most(closers[type])).toBeLessThanOrEqual(2);
    }
  });

  it('excited and playful: the invitation carries the tone’s exclamation, never a second one', () => {
    for (const tone of ['excited_fun', 'creative_playful'] as const)
      for (const type of MESSAGE_TYPE_VALUES)
        for (const text of TONE_PHRASINGS[tone].invitations[type])
          expect((text.match(/!/g) ?? []).length, text).toBe(1);
  });

  it('inspiring: what comes next is the notes’ own, and the pattern knows a stock one', () => {
    expect(TONE_RULES.inspiring_motivational.needs).toContain('forward');
    for (const line of [
      'Dana has set the bar for every Charge Nurse from here on.',
      'Dana has set a standard the whole of the Ward 6 team will build on.',
      'Dana leads from here as Practice Manager.',
      "Here's to a great start for Dana on the Theatres team.",
    ])
      expect(line).toMatch(STOCK_LOOK_AHEAD);
    for (const line of [
      'From March she will run the night rota.',
      'Dana set the bar at 40 lifts an hour.',
      'Say hi to Dana when you see her.',
    ])
      expect(line).not.toMatch(STOCK_LOOK_AHEAD);
  });

  it('friendly: needs an invitation, and every one invites the reader', () => {
    expect(TONE_RULES.friendly_approachable.needs).toContain('invitation');
    for (const type of MESSAGE_TYPE_VALUES)
      for (const text of TONE_PHRASINGS.friendly_approachable.invitations[type].map(sample))
        expect(text, text).toMatch(INVITATION);
  });

  it('creative: every opener is a playful image and never plays on the name', () => {
    for (const type of MESSAGE_TYPE_VALUES)
      for (const opener of TONE_PHRASINGS.creative_playful.openers[type]) {
        expect(opener, opener).toMatch(PLAYFUL_IMAGE);
        // The name is a slot of its own, never glued to other letters ("{name}-tastic").
        expect(opener, opener).toMatch(/(?:^|\s)\{name\}$/);
      }
  });

  it('the playful pattern does not take a plain opener for a playful one', () => {
    for (const opener of ['Please welcome {name}', 'Congratulations to {name}', 'Meet {name}'])
      expect(opener).not.toMatch(PLAYFUL_IMAGE);
  });
});
