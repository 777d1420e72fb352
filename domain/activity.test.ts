import { describe, expect, it } from 'vitest';
import { describeActivity, type ActivityEntry } from './activity.ts';

const at = '2026-11-27T09:00:00.000Z';
const delivery = {
  newHireName: 'Priya Sharma',
  messageType: 'promotion' as const,
  destinationName: '#general',
};

// The approval actions are listed before approval records them (ADR 047): their sentences
// must read right the day it does.
describe('describeActivity', () => {
  it('words the approval decisions, with or without a reason', () => {
    const entries: ActivityEntry[] = [
      { id: '1', action: 'delivery.approved', actorName: 'Ana', subject: delivery, createdAt: at },
      {
        id: '2',
        action: 'delivery.rejected',
        actorName: 'Ana',
        subject: { ...delivery, reason: 'Wait for the press release' },
        createdAt: at,
      },
      { id: '3', action: 'delivery.rejected', actorName: 'Ana', subject: delivery, createdAt: at },
      { id: '4', action: 'delivery.expired', actorName: null, subject: delivery, createdAt: at },
    ];
    expect(entries.map(describeActivity)).toEqual([
      'Ana approved the promotion announcement for Priya Sharma to #general',
      'Ana rejected the promotion announcement for Priya Sharma to #general: Wait for the press release',
      'Ana rejected the promotion announcement for Priya Sharma to #general',
      'The request to send the promotion announcement for Priya Sharma to #general expired without approval',
    ]);
  });

  it('names Herald when nobody acted, and an e-mail destination by its kind', () => {
    expect(
      describeActivity({
        id: '5',
        action: 'destination.added',
        actorName: null,
        subject: { name: 'HR list', kind: 'email' },
        createdAt: at,
      }),
    ).toBe('Herald added the e-mail destination “HR list”');
  });
});
