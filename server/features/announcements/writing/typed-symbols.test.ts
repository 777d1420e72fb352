import { describe, expect, it } from 'vitest';
import { LENGTHS, type GenerationRequest } from '#domain/generation.ts';
import { postedOptionsOf } from '../testing.ts';
import { expandShorthand } from './shorthand.ts';
import { holdsTypedNotation } from './composer/typed-notation.ts';

/**
 * Typed notation inside notes (ADR 139): "X = Y", "+40% revenue", "@ the Leeds site",
 * "vs last yr", "x2", "1st try" are said as a reader says them; a shape the rules are unsure
 * of stays as typed. Every figure stays exactly as typed. The inputs are written for this test.
 */
describe('"X = Y" told as "X is Y" or "X was Y"', () => {
  it.each([
    [
      'Premium = about 180 million FCFA extra for members this season',
      'Premium is about 180 million FCFA extra for members this season',
    ],
    [
      'Friday cosmic bowl = her idea, now our busiest night',
      'Friday cosmic bowl was her idea, now our busiest night',
    ],
    ['the night market = his brainchild', 'the night market was his brainchild'],
    ['NPS = 67 after the relaunch', 'NPS is 67 after the relaunch'],
    ['fav food=jollof rice', 'fav food is jollof rice'],
    ['Q3 target = 1,200 units, hit in week 9', 'Q3 target was 1,200 units, hit in week 9'],
    ['Ward 7 = the calmest ward last winter', 'Ward 7 was the calmest ward last winter'],
    [
      'ran the rota. Result = zero missed shifts in March',
      'ran the rota. Result was zero missed shifts in March',
    ],
    ['Sales = £2m, a record', 'Sales are £2m, a record'],
    ['weekend covers = 400 last month', 'weekend covers were 400 last month'],
    [
      'now our busiest night, Fridays = a sell-out',
      'now our busiest night, Fridays are a sell-out',
    ],
    ['Results: churn = 2%', 'Results: churn is 2%'],
    ['(cost = £3k)', '(cost is £3k)'],
    ['all night shift people = hers to lead now', 'all night shift people are hers to lead now'],
    ['Friday revenue = +40%', 'Friday revenue up 40%'],
  ])('%s → %s', (typed, said) => {
    expect(expandShorthand(typed)).toBe(said);
  });

  it.each([
    'we ran the whole of the night shift with Sam = chaos',
    '2+2=4 on the whiteboard',
    'a==b',
    'x = 3, y = 4',
    '2+2=4 on the whiteboard',
    'set =SUM(A1:A9) in the sheet',
  ])('leaves %s as typed', (typed) => {
    expect(expandShorthand(typed)).toBe(typed);
  });
});

describe('a signed change said as up or down', () => {
  it.each([
    [
      'now our busiest night, +40% revenue on Fridays',
      'now our busiest night, revenue up 40% on Fridays',
    ],
    ['+12% conversion', 'conversion up 12%'],
    ['footfall +8%', 'footfall up 8%'],
    ['-15% waste since June', 'waste down 15% since June'],
    ['bookings +£2k a week', 'bookings up £2k a week'],
    ['churn −3% this quarter', 'churn down 3% this quarter'],
    ['new menu: +25% covers, -10% returns', 'new menu: covers up 25%, returns down 10%'],
    ['+5% overall', 'up 5% overall'],
  ])('%s → %s', (typed, said) => {
    expect(expandShorthand(typed)).toBe(said);
  });

  it.each(['call +44 20 7946 0958', 'rated A+', 'C++ and Rust', 'the 2-3% range'])(
    'leaves %s as typed',
    (typed) => {
      expect(expandShorthand(typed)).toBe(typed);
    },
  );
});

describe('@, vs, x2 and ordinals said in words', () => {
  it.each([
    ['approx 2k covers @ the Leeds site', 'about 2k covers at the Leeds site'],
    ['closing shifts @ Brixton', 'closing shifts at Brixton'],
    ['revenue up vs last yr', 'revenue up compared with last year'],
    ['12 sales vs. the previous quarter', '12 sales compared with the previous quarter'],
    ['Arsenal vs Chelsea tickets', 'Arsenal versus Chelsea tickets'],
    ['won the regional cup x2 (twice)', 'won the regional cup twice'],
    ['won the quiz x3', 'won the quiz three times'],
    ['cooks it x2 a week', 'cooks it twice a week'],
    ['ran the 10k x4 this year', 'ran the 10k four times this year'],
    ['certified, 1st try', 'certified on the first try'],
    ['passed the CPC 2nd attempt', 'passed the CPC on the second attempt'],
    ['her 1st year here', 'her first year here'],
  ])('%s → %s', (typed, said) => {
    expect(expandShorthand(typed)).toBe(said);
  });

  it.each([
    'ping @maria on Slack',
    'from the 1st of June',
    'starts 1st June',
    'x2 multiplier on points',
    'earned x3 points',
    'sat 3rd in the league',
    '5 x 2 metre boards',
  ])('leaves %s as typed', (typed) => {
    expect(expandShorthand(typed)).toBe(typed);
  });
});

describe('notation through the production path', () => {
  const input: GenerationRequest = {
    messageType: 'achievements',
    tone: 'warm_professional',
    length: 'medium',
    newHireName: 'Amara Diallo',
    currentRole: 'Duty Manager',
    achievementDescription: 'launched Friday cosmic bowl',
    achievementDetails:
      'Friday cosmic bowl = her idea, now our busiest night, +40% revenue on Fridays. Premium = about 180 million FCFA extra for members this season. certified, 1st try. ran it @ the Leeds site',
  };
  it('is said in words, no fact lost, every option accepted', async () => {
    for (const length of LENGTHS) {
      const options = await postedOptionsOf({ ...input, length });
      expect(options).toHaveLength(3);
      for (const option of options) {
        expect(option).not.toMatch(/ = |\+40%| @ |1st try/);
      }
      expect(options.join('\n')).toMatch(/40%/);
    }
  });
});

describe('notation the rules leave as typed', () => {
  it.each([
    'we ran the whole of the night shift with Sam = chaos',
    'x = 3, y = 4',
    'night crew of 9 on the Leeds dock = a record for a weekday in December',
    'Mon-Fri=office, weekends=on call',
    'the big three (price = value = trust)',
    '40% = the share of repeat guests in every single one of our sites',
    'so, for the record, the whole of the Q3 close = her',
    'A/B test on pricing page → variant B = winner by miles',
  ])('%s is held apart', (typed) => {
    expect(holdsTypedNotation(expandShorthand(typed))).toBe(true);
  });

  it.each([
    'a==b',
    'Premium = about 180 million FCFA extra',
    'Kaizen board=her thing',
    'rated 4.9/5',
  ])('%s is not', (typed) => {
    expect(holdsTypedNotation(expandShorthand(typed))).toBe(false);
  });

  it('is told on the scannable post as typed, never pasted into a sentence', async () => {
    const input: GenerationRequest = {
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Luis Ortega',
      currentRole: 'Refrigeration Technician',
      achievementDescription: 'fixed the Leeds chiller',
      achievementDetails:
        'we ran the whole of the night shift with Sam = chaos. came in b/c the tech was out, fixed it 1st go',
    };
    for (const seed of [1, 2, 3]) {
      const options = await postedOptionsOf(input, { seed });
      expect(options).toHaveLength(3);
      for (const prose of options.slice(0, 2)) expect(prose).not.toContain('=');
      expect(options[2]).toContain('with Sam = chaos');
    }
  });
});
