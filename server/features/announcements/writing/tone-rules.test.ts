import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPE_VALUES } from '#domain/message-types.ts';
import { TONE_VALUES } from '#domain/tones.ts';
import {
  FORMAL_OPENERS,
  FORWARD,
  HEDGES,
  INVITATION,
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
    ...phrasings.forward[type],
    ...phrasings.headlines[type],
  ]).map(sample);

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

  it('every invitation invites, every look ahead looks ahead', () => {
    for (const type of MESSAGE_TYPE_VALUES) {
      for (const text of phrasings.invitations[type].map(sample))
        expect(text, text).toMatch(INVITATION);
      for (const text of phrasings.forward[type].map(sample)) expect(text, text).toMatch(FORWARD);
    }
  });

  it('a look ahead carries a fact: every one has a slot for one', () => {
    for (const type of MESSAGE_TYPE_VALUES)
      for (const template of phrasings.forward[type])
        expect(template, template).toMatch(/\{(?:team|onTeam|role|newRole|start|expertise)\}/);
  });

  // "Tomi will put Go, Postgres and Kafka to work here" restates the expertise line a strict
  // reader has just read (fourth blind set, class "stock padding"): the look ahead is cut.
  it('no look ahead restates the expertise as stock padding', () => {
    for (const type of MESSAGE_TYPE_VALUES)
      for (const template of phrasings.forward[type])
        expect(template, template).not.toMatch(/put \{expertise\} to work/);
  });

  it('names no date: "this week" or "today" would be invented', () => {
    for (const text of every)
      expect(text, text).not.toMatch(
        /\b(?:today|tonight|tomorrow|this (?:week|month|year)|next (?:week|month)|monday|friday)\b/i,
      );
  });
});
