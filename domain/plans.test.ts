import { describe, expect, it } from 'vitest';
import {
  PLANS,
  formatPrice,
  formatUsage,
  hasReachedLimit,
  isUnlimited,
  normalizeLimit,
  planBadgeText,
  planDescription,
  remainingMessages,
  usagePercent,
} from './plans.ts';
import { TONE_VALUES } from './tones.ts';

describe('plans', () => {
  it('defines Basic and Pro as the spec and the seed say', () => {
    expect(PLANS.basic).toMatchObject({
      displayName: 'Basic Plan',
      priceCents: 0,
      monthlyMessageLimit: 5,
      messageTypes: ['welcome'],
      tones: ['warm_professional', 'casual_concise', 'excited_fun'],
    });
    expect(PLANS.pro).toMatchObject({
      displayName: 'Pro Plan',
      priceCents: 1499,
      monthlyMessageLimit: null,
      messageTypes: ['welcome', 'promotion', 'achievements'],
    });
    expect(PLANS.pro.tones).toEqual(TONE_VALUES);
  });

  it('treats an absent or zero limit as unlimited', () => {
    expect(normalizeLimit(null)).toBeNull();
    expect(normalizeLimit(undefined)).toBeNull();
    expect(normalizeLimit(0)).toBeNull();
    expect(normalizeLimit(5)).toBe(5);
    expect(isUnlimited(0)).toBe(true);
    expect(isUnlimited(5)).toBe(false);
  });

  it('counts remaining messages and detects the limit', () => {
    expect(remainingMessages(3, 5)).toBe(2);
    expect(remainingMessages(7, 5)).toBe(0);
    expect(remainingMessages(1000, null)).toBe(Infinity);
    expect(hasReachedLimit(5, 5)).toBe(true);
    expect(hasReachedLimit(4, 5)).toBe(false);
    expect(hasReachedLimit(10_000, 0)).toBe(false);
  });

  it('caps the usage bar at 100%', () => {
    expect(usagePercent(0, 5)).toBe(0);
    expect(usagePercent(2, 5)).toBe(40);
    expect(usagePercent(5, 5)).toBe(100);
    expect(usagePercent(9, 5)).toBe(100);
    expect(usagePercent(9, null)).toBe(0);
  });

  it('formats usage, price, badge and description as the screens show them', () => {
    expect(formatUsage(3, 5)).toBe('3 / 5');
    expect(formatUsage(3, null)).toBe('3 / ∞');
    expect(formatPrice(1499)).toBe('$14.99');
    expect(formatPrice(0)).toBe('Free');
    expect(planBadgeText('Pro Plan')).toBe('PRO PLAN');
    expect(planBadgeText(undefined)).toBe('BASIC PLAN');
    expect(planDescription('pro')).toBe('Unlimited messages');
    expect(planDescription('basic')).toBe('Limited features');
  });
});
