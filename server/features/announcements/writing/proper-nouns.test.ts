import { describe, expect, it } from 'vitest';
import { lowerProperNouns, properCase } from './proper-nouns.ts';

describe('proper nouns typed in lower case (ADR 049)', () => {
  it.each([
    ['go, kafka and distributed systems', 'Go, Kafka and distributed systems'],
    ['still made it to church on sunday', 'still made it to church on Sunday'],
    ["cycling everywhere (she's dutch)", "cycling everywhere (she's Dutch)"],
    ['during hurricane Harvey response', 'during Hurricane Harvey response'],
    ['148 units/hr during black friday week', '148 units/hr during Black Friday week'],
    ['lean six sigma green belt', 'Lean Six Sigma green belt'],
    ['he is a tiktok guy', 'he is a TikTok guy'],
    ['shipped apple pay + google pay in 3 wks', 'shipped Apple Pay + Google Pay in 3 wks'],
    // Issue 21, ninth set: a day of every week, a language in a list joined with "+".
    ['five-a-side on tuesdays', 'five-a-side on Tuesdays'],
    ['reads polish + english + czech', 'reads Polish + English + Czech'],
  ])('writes “%s” as “%s”', (typed, written) => {
    expect(lowerProperNouns(typed).length).toBeGreaterThan(0);
    expect(properCase(typed)).toBe(written);
    expect(lowerProperNouns(properCase(typed))).toEqual([]);
  });

  it.each(['lets go to the store', 'a polish on the release', 'may the best team win', '#sunday'])(
    'leaves the ordinary word in “%s” as typed',
    (typed) => {
      expect(properCase(typed)).toBe(typed);
      expect(lowerProperNouns(typed)).toEqual([]);
    },
  );
});
