import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../testing.ts';

/**
 * Symbols and shorthand typed in notes are read by what they join (ADR 153): a "+" before a
 * sum with its rate is paid on top, a "+" after "of" or "by" says nothing, a change is said of
 * the word it follows when a preposition comes after it; "=" and an arrow between a cause and
 * what it brings are "means"; a heading that sets two periods side by side dates the figures
 * under it; a word in capitals inside a quiet note is an acronym, never the ordinary word.
 * The inputs are written for this test, the first of each after a reader of the graded options.
 */
const achievement = (details: string, name = 'Rosa Mendes'): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: name,
  role: 'Harvest Supervisor',
  achievementDescription: 'ran the best harvest the co-op has had',
  achievementDetails: details,
});

/** Every option: no garbled form; each option that tells the figure tells it in the good form. */
async function expectSaid(input: GenerationRequest, figure: string, bad: RegExp, good: RegExp) {
  const options = await postedOverSeeds(input);
  expect(options).toHaveLength(6);
  for (const option of options) {
    expect(option).not.toMatch(bad);
    if (option.includes(figure)) expect(option).toMatch(good);
  }
  for (const option of proseOf(options)) expect(option).toMatch(good);
}

describe('a signed sum read by what it joins', () => {
  it.each([
    [
      'Rosa started paying a quality bonus of +$0.40/lata for clean nuts',
      '$0.40',
      /up \$0\.40|\+\$0\.40|\/lata/,
      /bonus of \$0\.40 per lata/,
    ],
    ['She paid the pickers +£2/hr for night shifts', '£2', /up £2|\+£2/, /an extra £2 an hour/],
    ['negotiated a raise of +5% for the whole crew 💪', '5%', /of up 5%|\+5%/, /a raise of 5%/],
    [
      "yield per m² +62% through her LED 'recipe' program",
      '62%',
      /through up 62%|\+62%/,
      /up 62% through her LED/,
    ],
    [
      'output +15% via the new sorting belt',
      '15%',
      /via up 15%|\+15%/,
      /output up 15% via the new sorting belt/,
    ],
    ['Packing grew by +20% after she moved the scales', '20%', /by up 20%|\+20%/, /by 20%/],
    [
      'Fatuma earned an extra +€3/box for the sorted grade',
      '€3',
      /up €3|\+€3|extra an extra/,
      /earned an extra €3 per box/,
    ],
    ['+40% new members at the co-op this spring', '40%', /new up 40%|\+40%/, /new members up 40%/],
  ])('%s', async (details, figure, bad, good) => {
    await expectSaid(achievement(details), figure, bad, good);
  });
});

describe('"=" and an arrow between a cause and what it brings', () => {
  it.each([
    [
      'She moved the drying racks next to the sheds (less carrying = fewer breaks)',
      /carrying (?:is|was) fewer|carrying to fewer| = /,
      /less carrying means fewer breaks/,
    ],
    [
      'She moved the scales to the gate: less walking -> fewer dropped crates',
      /walking to fewer|->/,
      /less walking means fewer dropped crates/,
    ],
    [
      'she runs a 10 minute huddle every morning. more training = fewer mistakes',
      /training (?:is|was) fewer| = /,
      /more training means fewer mistakes/i,
    ],
    [
      'happy crew => happy customers, she says',
      /crew to happy|=>/,
      /happy crew means happy customers/i,
    ],
    [
      'Swapped the old tarps. No rain on the beans → no mould',
      /beans to no mould|→/,
      /no rain on the beans means no mould/i,
    ],
  ])('%s', async (details, bad, good) => {
    const options = await postedOverSeeds(achievement(details));
    for (const option of options) expect(option).not.toMatch(bad);
    for (const option of proseOf(options)) expect(option).toMatch(good);
  });
});

describe('a heading that compares two periods dates the figures under it', () => {
  it.each([
    [
      'Season 2026 vs 2025:\nbroken kernels: 12% → 7%\nrejects: 9% → 4%',
      /season 2026, compared with 2025, broken kernels went from 12% to 7%/i,
    ],
    [
      'Q3 v Q2:\n- waste: 8% -> 5%\n- returns down a third',
      /In Q3, compared with Q2, waste went from 8% to 5%/i,
    ],
    [
      'This season vs last season:\n• yield per tree: 14kg → 19kg',
      /this season, compared with last season, yield per tree went from 14kg to 19kg/i,
    ],
    [
      '2026 versus 2025:\nsick days: 40 -> 22 🎉',
      /In 2026, compared with 2025, sick days went from 40 to 22/i,
    ],
  ])('%s', async (details, good) => {
    const options = await postedOverSeeds(achievement(details));
    for (const option of options) {
      expect(option).not.toMatch(/(?:vs|versus|v|against) (?:2025|Q2|last season)\s*[.!]/i);
      expect(option).not.toMatch(/(?:^|[.:] )(?:Season |Q3 |This season |2026 )[^.]{0,30}\.\s/);
    }
    for (const option of proseOf(options)) expect(option).toMatch(good);
  });
});

describe('a word in capitals inside a quiet note is an acronym', () => {
  it.each([
    ["yield per m² +62% through her LED 'recipe' program", 'LED', /\bled 'recipe'|her led\b/],
    ['Moved the whole ACCT team onto the new rota', 'ACCT', /\baccount team\b/i],
    ['trained 12 pickers for the SLD line', 'SLD', /\bsld\b/],
    ['she swapped our LED strips for the cheaper ones', 'LED', /\bour led\b/],
    ['Set up the new PERF board for the pickers', 'PERF', /performance board/i],
    ['cut spoilage on the LWC run by half', 'LWC', /\blwc\b/],
  ])('%s', async (details, acronym, bad) => {
    const options = await postedOverSeeds(achievement(details));
    for (const option of options) expect(option).not.toMatch(bad);
    for (const option of proseOf(options)) expect(option).toContain(acronym);
  });
});

describe('more shapes of shorthand said in words', () => {
  it.each([
    ['packing is 2x faster since she moved the belt', /\b2x\b|twice faster/, /two times faster/],
    ['the new line does 3x more crates a day', /\b3x\b/, /three times more crates/],
    ['cut waste ≈30% in one season', /≈/, /about 30%/],
    ['calibrated every scale to +/- 2g', /\+\/-/, /plus or minus 2g/],
    ['does weekly 1:1s with each new picker', /1:1s/, /weekly one-to-ones/],
    ['the team now packs 120 boxes p/h', /p\/h/, /120 boxes an hour/],
  ])('%s', async (details, bad, good) => {
    const options = await postedOverSeeds(achievement(details));
    for (const option of options) expect(option).not.toMatch(bad);
    for (const option of proseOf(options)) expect(option).toMatch(good);
  });
});

describe('a slash or "&" between two words stays one noun', () => {
  it.each([
    [
      '240 workers on the shelling & peeling lines',
      /shelling, peeling/,
      /shelling and peeling lines/,
    ],
    [
      'broken/scorched kernels halved this season',
      /broken, scorched/i,
      /broken\/scorched kernels/i,
    ],
    ['covers nights/weekends without being asked', /nights, weekends/, /nights\/weekends/],
    ['runs the pick & pack floor', /pick, pack/, /pick and pack floor/],
  ])('%s', async (details, bad, good) => {
    const options = await postedOverSeeds(achievement(details));
    for (const option of options) expect(option).not.toMatch(bad);
    for (const option of proseOf(options)) expect(option).toMatch(good);
  });
});
