import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './composer/testing.ts';
import { withoutEmailDebris } from './instructions.ts';

/**
 * What the user says to the writer inside a field is obeyed, never posted (ADR 118): a "don't
 * mention X" leaves X out of every option, a "pls mention that, he's proud of it" keeps the
 * fact and drops the request and its reason, and a message to the person ("enhorabuena
 * Rosa") closes the post or is left out, never joined into a fact.
 */
describe('a request not to mention something leaves it out (ADR 118)', () => {
  it.each([
    [
      "Runs the Tuesday clinic.\nhands over to Mrs Okoro who is leaving in March — her farewell note goes out later, don't mention her leaving here",
      ['Runs the Tuesday clinic.'],
      ['Okoro', 'leaving', 'farewell', 'mention'],
    ],
    [
      "Took over the night desk after Ben left. Fluent in Welsh. Don't mention Ben leaving.",
      ['Fluent in Welsh.'],
      ['Ben', 'night desk', 'mention'],
    ],
    [
      'Fluent in Welsh\nMoving to Leeds in spring - don’t mention it yet',
      ['Fluent in Welsh'],
      ['Leeds'],
    ],
    [
      'Fluent in Welsh. Moving to Leeds in spring, dont mention that',
      ['Fluent in Welsh.'],
      ['Leeds'],
    ],
    [
      'please do NOT mention the restructure or Dr. Ahmed leaving, just focus on her. thx',
      [],
      ['Ahmed', 'focus', 'restructure'],
    ],
    [
      'Rebuilt the rota in a week. Retiring next spring, pls keep his retirement quiet',
      ['Rebuilt the rota in a week.'],
      ['Retiring', 'quiet'],
    ],
  ])('“%s”', (note, kept, gone) => {
    const out = withoutEmailDebris(note);
    for (const k of kept) expect(out).toContain(k);
    for (const g of gone) expect(out).not.toContain(g);
  });

  it('keeps what the request does not speak of', () => {
    const note =
      'credit appraisal, 7 yrs in branch banking. DONT mention the branch closure at the old place';
    expect(withoutEmailDebris(note)).toBe('credit appraisal, 7 yrs in branch banking.');
  });
});

describe('a request to mention something keeps it, without the request and its reason', () => {
  it.each([
    [
      'Speaks Quechua, grew up in Cusco - please mention that, he loves it',
      'Speaks Quechua, grew up in Cusco',
    ],
    [
      'grew up on a farm in Ayrshire; pls mention this, she’s proud of it',
      'grew up on a farm in Ayrshire',
    ],
  ])('“%s”', (note, kept) => {
    const out = withoutEmailDebris(note);
    expect(out).toContain(kept);
    expect(out).not.toMatch(/\b(?:that|this|mention|proud|loves it)\b/iu);
  });
});

const promotion = (details: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'excited_fun',
  length: 'medium',
  newHireName: 'Rosa María Quispe',
  currentRole: 'Shift lead, bottling line 2',
  newRole: 'Bottling Supervisor',
  promotionDetails: details,
});

describe('a message to the person closes the post or is left out', () => {
  it.each([
    'line 2 ran 14 weeks without a stoppage. joined us on the labelling table in 2015!! enhorabuena Rosa 🍾',
    'line 2 ran 14 weeks without a stoppage. joined us on the labelling table in 2015. parabéns Rosa',
    'line 2 ran 14 weeks without a stoppage, joined us on the labelling table in 2015. mabrouk Rosa!',
  ])('“%s”', async (details) => {
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(promotion(details), { seed });
      for (const option of options) {
        const word = /enhorabuena|parabéns|mabrouk/iu;
        const said = option.split('\n').filter((l) => word.test(l));
        // Said at most once, and only as the closing line or sentence.
        expect(said.length).toBeLessThanOrEqual(1);
        if (said.length) {
          expect(said[0]).not.toMatch(/^•/u);
          expect(option.trim().split('\n').at(-1)).toMatch(word);
          expect(option).not.toMatch(/\b(?:and|Rosa) (?:enhorabuena|parabéns|mabrouk)/iu);
        }
      }
    }
  });

  it('a thanks in another language is no detail line of the scannable post', async () => {
    const input: GenerationRequest = {
      messageType: 'achievements',
      tone: 'excited_fun',
      length: 'short',
      newHireName: 'Tevita Fifita',
      role: 'Court Interpreter',
      achievementDescription: 'interpreted the whole land title hearing alone',
      achievementDetails:
        'both colleagues were away so Tevita did all 4 days, Tongan + English, and the record was ready on time. malo aupito',
    };
    for (const seed of [1, 2]) {
      const options = await optionsOf(input, { seed });
      expect(options.join('\n')).not.toMatch(/•\s*Malo aupito/iu);
    }
  });
});

describe('a request about a name leaves the facts', () => {
  it('keeps the client’s facts when only their name is to stay out', () => {
    const note = '- the client saved est. $2M in fines\n- pls don’t mention the client by name';
    expect(withoutEmailDebris(note)).toContain('the client saved');
  });
});

/**
 * A question to the tool, an aside about the post and the typist's talk are never posted
 * (ADR 118, amended): the facts around them stay.
 */
describe('questions and notes to the tool are never posted (ADR 118, amended)', () => {
  it.each([
    [
      'Rebuilt the returns desk. Cut waiting times by half. does this work?',
      'Rebuilt the returns desk. Cut waiting times by half.',
    ],
    [
      'Rebuilt the returns desk. Cut waiting times by half. Anouk is this enough?',
      'Rebuilt the returns desk. Cut waiting times by half.',
    ],
    ['Runs the Saturday market stall. too much?', 'Runs the Saturday market stall.'],
    ["is there a way to say she's shy but sharp?", ''],
    [
      'can you make it sound less formal? she ran the Lisbon office for 4 years',
      'she ran the Lisbon office for 4 years',
    ],
    [
      'Ran the Lisbon office for 4 years. should I mention the award?',
      'Ran the Lisbon office for 4 years.',
    ],
    ['Fixed the boiler rota; is that ok?', 'Fixed the boiler rota'],
    [
      'Ran the Lisbon office for 4 years (the award gets its own post, just a mention here)',
      'Ran the Lisbon office for 4 years',
    ],
    [
      "- trains the apprentices\n- replaces Ana who moves to Porto in May (Ana's send-off is separate)",
      '- trains the apprentices\n- replaces Ana who moves to Porto in May',
    ],
    ['Took over the bakery ovens — separate note to follow', 'Took over the bakery ovens'],
    ['Won the county quiz (for the newsletter mainly)', 'Won the county quiz'],
  ])('%j', (note, kept) => {
    expect(withoutEmailDebris(note)).toBe(kept);
  });

  it.each([
    [
      'so Tomasz basically runs the yard already tbh, he fixed the rota',
      'Tomasz runs the yard already, he fixed the rota',
    ],
    [
      'Honestly she saved the launch. So far she has trained 12 pickers.',
      'she saved the launch. So far she has trained 12 pickers.',
    ],
    [
      "she keeps the whole floor going if we're honest, and trains the juniors",
      'she keeps the whole floor going, and trains the juniors',
    ],
  ])('talk trimmed: %j', (note, kept) => {
    expect(withoutEmailDebris(note)).toBe(kept);
  });

  it.each([
    'asks every new starter what their favourite biscuit is',
    'her motto is "why not today?"',
    'always says "can you make it by Friday?" to suppliers',
    'wrote the column for the newsletter every month',
    'So far she has trained 12 pickers.',
    'is so proud of her allotment leeks',
  ])('a fact that looks like one stays: %j', (note) => {
    expect(withoutEmailDebris(note)).toBe(note);
  });

  it('a question in the fun fact is in no option', async () => {
    const options = await optionsOf({
      messageType: 'welcome',
      tone: 'casual_concise',
      length: 'medium',
      newHireName: 'Marit Haugen',
      role: 'Line Cook',
      hobbies: 'cross-country skiing',
      funFact: 'is there a way to say she hates small talk but in a nice way?',
    } as GenerationRequest);
    for (const option of options) expect(option).not.toMatch(/small talk|a way to say|\?/i);
    expect(options.join('\n')).toMatch(/skiing/);
  });

  it.each([
    '(visa stuff, prob Jan)',
    'TBC (waiting on the work permit, maybe March)',
    '(paperwork pending)',
  ])('a start date that is only an aside is never posted as typed: %j', async (startDate) => {
    const options = await optionsOf({
      messageType: 'welcome',
      tone: 'casual_concise',
      length: 'medium',
      newHireName: 'Marit Haugen',
      role: 'Line Cook',
      startDate,
    } as GenerationRequest);
    for (const option of options)
      expect(option).not.toMatch(/visa|permit|paperwork|\(\s*waiting|stuff/i);
  });
});
