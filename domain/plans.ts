import { TONE_VALUES, type Tone } from './tones.ts';
import { MESSAGE_TYPE_VALUES, type MessageType } from './message-types.ts';

/**
 * Plans are per workspace and priced flat, not per seat (issue 24, ADR 042): a workspace may
 * have this many members by default (WORKSPACE_MEMBER_CAP overrides it on the server); the
 * pricing section, prerendered, names this one.
 */
export const DEFAULT_WORKSPACE_MEMBER_CAP = 25;

export const PLAN_NAMES = ['basic', 'pro'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface PlanDefinition {
  name: PlanName;
  displayName: string;
  priceCents: number;
  /** null means unlimited. */
  monthlyMessageLimit: number | null;
  tones: Tone[];
  messageTypes: MessageType[];
  /** Sending to chat or e-mail, now or scheduled (issue 16). */
  sending: boolean;
  /** Marketing copy for the pricing cards (spec §9). */
  tagline: string;
  features: string[];
}

/**
 * The single source of the two plans: the database seed migration was generated from
 * these values and the landing page's pricing section renders them.
 */
export const PLANS: Record<PlanName, PlanDefinition> = {
  basic: {
    name: 'basic',
    displayName: 'Basic Plan',
    priceCents: 0,
    monthlyMessageLimit: 5,
    tones: ['warm_professional', 'casual_concise', 'excited_fun'],
    messageTypes: ['welcome'],
    sending: false,
    tagline: 'Limited features',
    features: [
      '5 messages per month',
      'Welcome messages only',
      'Basic templates',
      '3 tone options',
      'Copy to clipboard',
      'Standard email support',
    ],
  },
  pro: {
    name: 'pro',
    displayName: 'Pro Plan',
    priceCents: 1499,
    monthlyMessageLimit: null,
    tones: [...TONE_VALUES],
    messageTypes: [...MESSAGE_TYPE_VALUES],
    sending: true,
    tagline: 'Unlimited messages',
    features: [
      'Unlimited messages',
      'All templates',
      'Welcome, promotion & achievement messages',
      '7 tone options',
      'Customizable tone of voice',
      'Send to Slack, Teams, Google Chat, Discord or e-mail',
      'Schedule announcements for the start date',
      'Priority email support',
    ],
  },
};

export const DEFAULT_PLAN: PlanName = 'basic';

/** Whether a plan may send and schedule announcements (issue 16: a Pro feature). */
export function planAllowsSending(name: string): boolean {
  return isPlanName(name) && PLANS[name].sending;
}

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && (PLAN_NAMES as readonly string[]).includes(value);
}

/** Spec §3: a monthly limit that is absent or zero means unlimited. */
export function normalizeLimit(limit: number | null | undefined): number | null {
  return limit == null || limit <= 0 ? null : limit;
}

export function isUnlimited(limit: number | null | undefined): boolean {
  return normalizeLimit(limit) === null;
}

/** Messages left this month; Infinity when unlimited. */
export function remainingMessages(used: number, limit: number | null | undefined): number {
  const l = normalizeLimit(limit);
  return l === null ? Infinity : Math.max(0, l - used);
}

export function hasReachedLimit(used: number, limit: number | null | undefined): boolean {
  return remainingMessages(used, limit) === 0;
}

/** Usage bar percentage, 0-100, capped at 100% (spec §9); 0 when unlimited. */
export function usagePercent(used: number, limit: number | null | undefined): number {
  const l = normalizeLimit(limit);
  if (l === null) return 0;
  return Math.min(100, Math.max(0, Math.round((used / l) * 100)));
}

/** "3 / 5", or "3 / ∞" when unlimited (spec §2, billing). */
export function formatUsage(used: number, limit: number | null | undefined): string {
  const l = normalizeLimit(limit);
  return `${used} / ${l === null ? '∞' : l}`;
}

export function formatPrice(priceCents: number): string {
  return priceCents === 0 ? 'Free' : `$${(priceCents / 100).toFixed(2)}`;
}

/** The plan badge of the billing screen: display name in upper case, default 'BASIC PLAN'. */
export function planBadgeText(displayName: string | null | undefined): string {
  return (displayName || PLANS.basic.displayName).toUpperCase();
}

/** Spec §4: 'pro' is described as 'Unlimited messages'; others as 'Limited features'. */
export function planDescription(name: string): string {
  return name === 'pro' ? PLANS.pro.tagline : PLANS.basic.tagline;
}
