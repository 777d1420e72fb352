import { describe, expect, it } from 'vitest';
import { factsFor, isThin } from '#domain/generation.ts';
import { createComposer } from '#server/features/announcements/writing/composer/composer.ts';
import type { EvalCase } from './case.ts';
import { measureLengths } from './lengths.ts';

const thin: EvalCase = {
  id: 'thin',
  note: 'four facts, a few words each: thin at long',
  input: {
    messageType: 'welcome',
    tone: 'warm_professional',
    length: 'medium',
    newHireName: 'Orla Brennan',
    role: 'Payroll Analyst',
    team: 'Finance',
    startDate: 'Monday',
    hobbies: 'Sea swimming.',
  },
};

const filled: EvalCase = {
  id: 'filled',
  note: 'four facts and enough words of them to fill a long post',
  input: {
    messageType: 'achievements',
    tone: 'warm_professional',
    length: 'medium',
    newHireName: 'Teodor Lind',
    role: 'Warehouse Shift Lead',
    team: 'Night shift',
    achievementDescription: 'Ran the depot through the December peak without a missed dispatch',
    achievementDetails:
      'Teodor planned the peak rota in October and trained 14 seasonal pickers himself. The night shift shipped 61,000 parcels in the three weeks before Christmas, up from 44,000 last year. Not one van left late, and mis-picks fell to 0.3% from 1.1%. He also rewrote the loading checklist so the day shift could use it, and both shifts now run on it. The regional manager has asked him to brief the other four depots in January.',
  },
};

describe('the length report (ADR 071)', () => {
  it('judges long against medium on the inputs with the facts to fill long, beside all', async () => {
    expect(Object.keys(factsFor(thin.input)).length).toBeGreaterThanOrEqual(4);
    expect(isThin({ ...thin.input, length: 'long' })).toBe(true);
    expect(isThin({ ...filled.input, length: 'long' })).toBe(false);
    const writer = createComposer();
    const options = { seeds: [1], today: '2026-11-23' };
    const both = await measureLengths(writer, [thin, filled], options);
    const alone = await measureLengths(writer, [filled], options);
    expect(both.cases).toBe(2);
    expect(both.filled.cases).toBe(1);
    expect(both.filled.meanWords).toEqual(alone.meanWords);
    expect(both.filled.longOverMediumPercent).toBe(alone.longOverMediumPercent);
    expect(both.meanWords.medium).toBeLessThan(both.filled.meanWords.medium);
  });

  it('reports no case to judge when every input is thin at long', async () => {
    const report = await measureLengths(createComposer(), [thin], {
      seeds: [1],
      today: '2026-11-23',
    });
    expect(report.cases).toBe(1);
    expect(report.filled).toMatchObject({ cases: 0, longOverMediumPercent: 0 });
  });
});
