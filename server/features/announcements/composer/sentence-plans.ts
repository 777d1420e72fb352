import type { Length } from '#domain/generation.ts';
import type { MessageType } from '#domain/message-types.ts';
import { ACHIEVEMENT_BANKS } from './banks/achievements.ts';
import { PROMOTION_BANKS } from './banks/promotion.ts';
import { WELCOME_BANKS } from './banks/welcome.ts';
import type { Banks } from './phrase-bank.ts';

/**
 * The three options differ in shape, not just wording:
 * - chat: a short chat-style post, punchy sentences, a quick call to action;
 * - warm: a warmer, fuller message with a lead-in and a sign-off;
 * - ask: ends with a question or invitation that draws replies from the team.
 */
export const SHAPES = ['chat', 'warm', 'ask'] as const;
export type Shape = (typeof SHAPES)[number];

/**
 * One position in a message: the slots to try in order (the first that renders wins) and
 * whether the sentence may be dropped when a draft runs over the length's word bound.
 */
export interface PlanItem {
  slots: readonly string[];
  optional: boolean;
}

export type Plan = readonly (readonly PlanItem[])[];

/**
 * Plans are written as paragraphs of items: 'a|b' tries slot a, then b; a trailing '?'
 * marks an item that can go when the draft is too long. A slot whose facts are absent or
 * already used renders nothing, so one plan serves minimal and rich inputs alike.
 * Personal extras are optional only in short messages: medium and long ones carry every fact.
 */
function plan(...paragraphs: string[][]): Plan {
  return paragraphs.map((items) =>
    items.map((item) => ({
      slots: item.replace(/\?$/, '').split('|'),
      optional: item.endsWith('?'),
    })),
  );
}

type PlanSet = Record<Shape, Record<Length, Plan>>;

const WELCOME_PLANS: PlanSet = {
  chat: {
    short: plan(['open', 'start', 'team', 'company', 'hello']),
    medium: plan(['open', 'start', 'team', 'company', 'expertise', 'hobbies', 'funFact', 'hello']),
    long: plan(
      ['open', 'excite?', 'start', 'team', 'company'],
      ['expertise', 'hobbies', 'funFact'],
      ['settle', 'hello'],
    ),
  },
  warm: {
    short: plan(['intro', 'start', 'team', 'company', 'expertise?', 'hobbies?', 'close']),
    medium: plan(
      ['intro', 'start', 'team', 'company', 'expertise'],
      ['hobbies', 'funFact', 'settle', 'close'],
    ),
    long: plan(
      ['lead', 'intro', 'start', 'team', 'company'],
      ['expertise', 'hobbies', 'funFact'],
      ['firstWeeks', 'settle'],
      ['close'],
    ),
  },
  ask: {
    short: plan(['intro', 'start', 'team', 'company', 'funFact?', 'hobbyQuestion|question']),
    medium: plan(
      ['intro', 'start', 'team', 'company', 'expertise', 'funFact'],
      ['hobbyQuestion|question'],
    ),
    long: plan(
      ['lead?', 'intro', 'start', 'team', 'company'],
      ['expertise', 'funFact', 'firstWeeks'],
      ['hobbyQuestion|question'],
    ),
  },
};

const PROMOTION_PLANS: PlanSet = {
  chat: {
    short: plan(['open', 'why', 'team', 'congrats']),
    medium: plan(['open', 'why', 'expertise', 'team', 'next', 'congrats']),
    long: plan(['open', 'why', 'expertise', 'team'], ['transition?', 'next', 'congrats']),
  },
  warm: {
    short: plan(['intro', 'why', 'team', 'expertise?', 'next?', 'congrats']),
    medium: plan(['intro', 'why', 'expertise', 'team'], ['next', 'congrats']),
    long: plan(['lead', 'intro', 'team'], ['why', 'expertise', 'transition'], ['next', 'congrats']),
  },
  ask: {
    short: plan(['intro', 'why', 'team', 'expertise?', 'question']),
    medium: plan(['intro', 'why', 'expertise', 'team', 'next?'], ['question']),
    long: plan(
      ['lead?', 'intro', 'why'],
      ['expertise', 'team', 'transition', 'next'],
      ['question'],
    ),
  },
};

const ACHIEVEMENT_PLANS: PlanSet = {
  chat: {
    short: plan(['open', 'what', 'impact', 'team', 'thanks']),
    medium: plan(['open', 'what', 'impact', 'expertise', 'team', 'thanks']),
    long: plan(['open', 'what', 'impact'], ['expertise', 'team', 'meaning?', 'thanks']),
  },
  warm: {
    short: plan(['intro', 'what', 'impact', 'team', 'expertise?', 'thanks']),
    medium: plan(['intro', 'what', 'impact', 'expertise', 'team'], ['meaning?', 'thanks']),
    long: plan(['lead', 'intro', 'what'], ['impact', 'expertise', 'team', 'meaning'], ['thanks']),
  },
  ask: {
    short: plan(['intro', 'what', 'impact', 'team', 'expertise?', 'question']),
    medium: plan(['intro', 'what', 'impact', 'expertise', 'team'], ['question']),
    long: plan(
      ['lead?', 'intro', 'what', 'impact'],
      ['expertise', 'team', 'meaning'],
      ['question'],
    ),
  },
};

export const PLANS: Record<MessageType, PlanSet> = {
  welcome: WELCOME_PLANS,
  promotion: PROMOTION_PLANS,
  achievements: ACHIEVEMENT_PLANS,
};

export const BANKS: Record<MessageType, Banks> = {
  welcome: WELCOME_BANKS,
  promotion: PROMOTION_BANKS,
  achievements: ACHIEVEMENT_BANKS,
};

/**
 * Fact-free sentences that may be added before a message's last sentence when a draft is
 * below the length's minimum (a long message for a minimal input, say). They say only
 * what any team lead could honestly say.
 */
export const PADDING_SLOTS: Record<MessageType, readonly string[]> = {
  welcome: ['excite', 'firstWeeks', 'settle'],
  promotion: ['journey', 'transition', 'next'],
  achievements: ['credit', 'meaning'],
};
