import { describe, expect, it } from 'vitest';
import { asSubject, teamOf } from './phrases.ts';

/** How a typed team and name read mid-sentence (issue 21: inputs nobody tuned for). */
describe('teamOf', () => {
  it.each([
    ['Platform', 'on the Platform team'],
    // A place by its own name takes "at" and no "team".
    ['Store #214 Oak Ridge', 'at Store #214 Oak Ridge'],
    // A team at a place is still worked on.
    ['QA - Plant 1', 'on the QA team (Plant 1)'],
    ['School of Public Policy', 'in the School of Public Policy'],
    ['Westfield Middle School', 'at Westfield Middle School'],
  ])('%s reads "%s"', (typed, phrase) => {
    const team = teamOf(typed)!;
    expect(`${team.on} ${team.phrase}`).toBe(phrase);
  });
});

describe('asSubject', () => {
  it('closes a credential set off by a comma, and leaves other names as typed', () => {
    expect(asSubject('Aisha Rahman, MBA')).toBe('Aisha Rahman, MBA,');
    expect(asSubject('Grace Mensah, RN')).toBe('Grace Mensah, RN,');
    expect(asSubject('Maya Patel')).toBe('Maya Patel');
    expect(asSubject('Dr. Hyun-woo Kim')).toBe('Dr. Hyun-woo Kim');
  });
});
