import { describe, expect, it } from 'vitest';
import {
  messageTypeBadge,
  messageTypeLabel,
  isMessageType,
  MESSAGE_TYPES,
} from './message-types.ts';
import { TONES, isTone, toneBadgeText, toneLabel } from './tones.ts';

describe('tones', () => {
  it('has the seven tones of the spec with their labels', () => {
    expect(TONES.map((t) => [t.value, t.label])).toEqual([
      ['warm_professional', 'Warm & Professional'],
      ['excited_fun', 'Excited & Fun'],
      ['casual_concise', 'Casual & Concise'],
      ['inspiring_motivational', 'Inspiring & Motivational'],
      ['friendly_approachable', 'Friendly & Approachable'],
      ['confident_assertive', 'Confident & Assertive'],
      ['creative_playful', 'Creative & Playful'],
    ]);
  });

  it('labels, badges and recognises tones', () => {
    expect(toneLabel('excited_fun')).toBe('Excited & Fun');
    expect(toneBadgeText('warm_professional')).toBe('warm professional');
    expect(isTone('creative_playful')).toBe(true);
    expect(isTone('sarcastic')).toBe(false);
    expect(isTone(42)).toBe(false);
  });
});

describe('message types', () => {
  it('has the three types of the spec', () => {
    expect(MESSAGE_TYPES.map((t) => [t.value, t.label])).toEqual([
      ['welcome', 'Welcome Message'],
      ['promotion', 'Promotion Announcement'],
      ['achievements', 'Achievement Recognition'],
    ]);
    expect(messageTypeLabel('promotion')).toBe('Promotion Announcement');
    expect(messageTypeBadge('achievements')).toBe('Achievement');
    expect(isMessageType('welcome')).toBe(true);
    expect(isMessageType('farewell')).toBe(false);
  });
});
